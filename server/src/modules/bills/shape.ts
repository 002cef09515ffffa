import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { amountInWords } from 'shared-api/money';
import {
  gstStateName,
  type BillLine,
  type BillReceipt,
  type BillStatus,
  type FreightBill,
  type FreightBillDetail,
} from 'shared-api/schemas';
import type { Db } from '../../db/client';
import {
  creditNotes,
  financialSessions,
  freightBills,
  freightBillTrips,
  moneyEntries,
  receiptAllocations,
  trips,
  trucks,
  vehicles,
  type CreditNoteRow,
  type FreightBillRow,
} from '../../db/schema';
import { notFound } from '../../lib/errors';
import { readByIds } from '../../lib/listing';
import { billReceivedSql } from '../ledger/bill-balance';

/* Bill rows → what the API answers: the bill as issued, with what has been received and its credit note. */

type Reader = Pick<Db, 'select'>;

export const BILL_NOT_FOUND = 'Bill not found';

/** Received in full, in part, not at all; or cancelled, whatever was received. */
export function billStatusOf(totalPaise: number, receivedPaise: number, cancelled: boolean): BillStatus {
  if (cancelled) return 'cancelled';
  if (receivedPaise >= totalPaise) return 'paid';
  return receivedPaise > 0 ? 'part-paid' : 'unpaid';
}

function toBill(
  row: FreightBillRow,
  sessionName: string,
  note: CreditNoteRow | null,
  receivedPaise: number,
  lineCount: number,
): FreightBill {
  const cancelled = note !== null;
  return {
    id: row.id,
    billNo: row.billNo,
    number: row.number,
    sessionId: row.sessionId,
    sessionName,
    billDate: row.billDate,
    dueDate: row.dueDate,
    billingParty: { id: row.billingPartyId, name: row.partyName, address: row.partyAddress, gstin: row.partyGstin },
    placeOfSupply: { code: row.placeOfSupply, name: gstStateName(row.placeOfSupply) ?? row.placeOfSupply },
    regime: row.regime,
    reverseCharge: row.reverseCharge,
    interState: row.interState,
    rateBasisPoints: row.rateBasisPoints,
    taxablePaise: row.taxablePaise,
    cgstPaise: row.cgstPaise,
    sgstPaise: row.sgstPaise,
    igstPaise: row.igstPaise,
    totalPaise: row.totalPaise,
    amountInWords: amountInWords(row.totalPaise),
    receivedPaise,
    balancePaise: cancelled ? 0 : row.totalPaise - receivedPaise,
    status: billStatusOf(row.totalPaise, receivedPaise, cancelled),
    creditNote: note && {
      id: note.id,
      noteNo: note.noteNo,
      noteDate: note.noteDate,
      reason: note.reason,
      totalPaise: note.totalPaise,
    },
    notes: row.notes,
    lineCount,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Bills as the list shows them, with `extra` fields (a list page's keys and count), before their filter. */
export function billsWithRelated<Extra extends Record<string, SQL>>(reader: Reader, extra: Extra = {} as Extra) {
  return reader
    .select({
      ...extra,
      bill: freightBills,
      sessionName: financialSessions.name,
      note: creditNotes,
      lineCount:
        sql<number>`(select count(*) from ${freightBillTrips} where ${freightBillTrips.billId} = ${freightBills.id})`.mapWith(
          Number,
        ),
      // What receipts that stand have settled of it, by definition.
      received: sql<number>`${billReceivedSql}`.mapWith(Number),
    })
    .from(freightBills)
    .innerJoin(financialSessions, eq(financialSessions.id, freightBills.sessionId))
    .leftJoin(creditNotes, eq(creditNotes.billId, freightBills.id));
}
export type BillListRow = Awaited<ReturnType<typeof billsWithRelated>>[number];

export const billOfRow = (row: BillListRow): FreightBill =>
  toBill(row.bill, row.sessionName, row.note, row.received, row.lineCount);

/** These bills as the list shows them, in the order of `ids`. */
const billRows = readByIds('bills_related', freightBills.id, (reader, matching) => billsWithRelated(reader).where(matching));

export async function billsOf(reader: Reader, ids: readonly string[]): Promise<FreightBill[]> {
  if (ids.length === 0) return [];
  // Sequential: `reader` may be a transaction, whose one connection takes one query at a time.
  const rows = await billRows(reader, [...ids]);
  const byId = new Map(rows.map((row) => [row.bill.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [billOfRow(row)] : [];
  });
}

/** The bill's lines: what was billed for each LR, with the LR as it reads. */
async function linesOf(reader: Reader, billId: string): Promise<BillLine[]> {
  const rows = await reader
    .select({
      line: freightBillTrips,
      tripNo: trips.tripNo,
      lrNo: trips.lrNo,
      lrDate: trips.lrDate,
      vehicleNumber: sql<string | null>`coalesce(${trucks.registrationNumber}, ${vehicles.registrationNumber})`,
      origin: trips.origin,
      destination: trips.destination,
      goodsDescription: trips.goodsDescription,
      weightTonnes: sql<string>`coalesce(${trips.chargedWeightTonnes}, ${trips.actualWeightTonnes})::text`,
      rateBasis: trips.rateBasis,
      ratePaise: trips.ratePaise,
    })
    .from(freightBillTrips)
    .innerJoin(trips, eq(trips.id, freightBillTrips.tripId))
    .leftJoin(trucks, eq(trucks.id, trips.truckId))
    .leftJoin(vehicles, eq(vehicles.id, trips.vehicleId))
    .where(eq(freightBillTrips.billId, billId))
    .orderBy(asc(freightBillTrips.position));
  return rows.map(({ line, ...trip }) => ({
    ...trip,
    id: line.tripId,
    position: line.position,
    freightPaise: line.freightPaise,
    chargesPaise: line.chargesPaise,
    taxablePaise: line.taxablePaise,
    cgstPaise: line.cgstPaise,
    sgstPaise: line.sgstPaise,
    igstPaise: line.igstPaise,
  }));
}

/** The receipts set against the bill, reversed ones included (marked), oldest first. */
async function receiptsOf(reader: Reader, billId: string): Promise<BillReceipt[]> {
  const rows = await reader
    .select({
      id: moneyEntries.id,
      reference: moneyEntries.reference,
      entryDate: moneyEntries.entryDate,
      amountPaise: receiptAllocations.amountPaise,
      reversedAt: moneyEntries.reversedAt,
      advance: sql<boolean>`${moneyEntries.tripId} is not null`,
    })
    .from(receiptAllocations)
    .innerJoin(moneyEntries, eq(moneyEntries.id, receiptAllocations.receiptId))
    .where(eq(receiptAllocations.billId, billId))
    .orderBy(asc(moneyEntries.entryDate), asc(moneyEntries.number));
  return rows.map(({ reversedAt, ...receipt }) => ({ ...receipt, reversed: reversedAt !== null }));
}

export async function billDetail(reader: Reader, id: string): Promise<FreightBillDetail> {
  const [bill] = await billsOf(reader, [id]);
  if (!bill) throw notFound(BILL_NOT_FOUND);
  // Sequential: `reader` may be a transaction, whose one connection takes one query at a time.
  const lines = await linesOf(reader, id);
  const receipts = await receiptsOf(reader, id);
  return { ...bill, lines, receipts };
}
