import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { amountInWords } from 'shared-api/money';
import {
  GST_STATES,
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
import { jsonObject, jsonObjectOrNull, jsonRow, lookupSql, withFields } from '../../lib/json-row';
import type { JsonText } from '../../lib/json-text';
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
function billsWithRelated<Extra extends Record<string, SQL>>(reader: Reader, extra: Extra = {} as Extra) {
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
type BillListRow = Awaited<ReturnType<typeof billsWithRelated>>[number];

const billOfRow = (row: BillListRow): FreightBill => toBill(row.bill, row.sessionName, row.note, row.received, row.lineCount);

/** These bills as the list shows them, in the order of `ids`. */
const billRows = readByIds('bills_related', freightBills.id, (reader, matching) => billsWithRelated(reader).where(matching));

async function billsOf(reader: Reader, ids: readonly string[]): Promise<FreightBill[]> {
  if (ids.length === 0) return [];
  // Sequential: `reader` may be a transaction, whose one connection takes one query at a time.
  const rows = await billRows(reader, [...ids]);
  const byId = new Map(rows.map((row) => [row.bill.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [billOfRow(row)] : [];
  });
}

const stateNames = Object.fromEntries(GST_STATES.map((state) => [state.code, state.name]));
const received = sql`bill_received.paise`;
const cancelled = sql`${creditNotes.id} is not null`;

/**
 * toBill written by the database, for a list's rows (lib/json-row), all but its amount in words
 * (withAmountInWords): what receipts have settled of the bill is summed once for its three figures
 * (`offset 0` keeps PostgreSQL from folding the sum into each of them).
 */
const billJson = sql<JsonText<FreightBill>>`(select ${jsonRow<FreightBill>({
  id: freightBills.id,
  billNo: freightBills.billNo,
  number: freightBills.number,
  sessionId: freightBills.sessionId,
  sessionName: financialSessions.name,
  billDate: freightBills.billDate,
  dueDate: freightBills.dueDate,
  billingParty: jsonObject({
    id: freightBills.billingPartyId,
    name: freightBills.partyName,
    address: freightBills.partyAddress,
    gstin: freightBills.partyGstin,
  }),
  placeOfSupply: jsonObject({
    code: freightBills.placeOfSupply,
    name: sql`coalesce(${lookupSql(freightBills.placeOfSupply, stateNames)}, ${freightBills.placeOfSupply})`,
  }),
  regime: freightBills.regime,
  reverseCharge: freightBills.reverseCharge,
  interState: freightBills.interState,
  rateBasisPoints: freightBills.rateBasisPoints,
  taxablePaise: freightBills.taxablePaise,
  cgstPaise: freightBills.cgstPaise,
  sgstPaise: freightBills.sgstPaise,
  igstPaise: freightBills.igstPaise,
  totalPaise: freightBills.totalPaise,
  receivedPaise: received,
  balancePaise: sql`(case when ${cancelled} then 0 else ${freightBills.totalPaise} - ${received} end)`,
  // billStatusOf
  status: sql`(case when ${cancelled} then 'cancelled' when ${received} >= ${freightBills.totalPaise} then 'paid'
    when ${received} > 0 then 'part-paid' else 'unpaid' end)`,
  creditNote: jsonObjectOrNull(creditNotes.id, {
    id: creditNotes.id,
    noteNo: creditNotes.noteNo,
    noteDate: creditNotes.noteDate,
    reason: creditNotes.reason,
    totalPaise: creditNotes.totalPaise,
  }),
  notes: freightBills.notes,
  lineCount: sql`(select count(*) from ${freightBillTrips} where ${freightBillTrips.billId} = ${freightBills.id})`,
  createdAt: freightBills.createdAt,
})} from (select ${billReceivedSql} as paise offset 0) as bill_received)`;

/** Bills as the list shows them, written by the database, with `extra` fields (a list page's keys and count), before their filter. */
export function billsAsJson<Extra extends SelectedFields>(reader: Reader, extra: Extra = {} as Extra) {
  return reader
    .select({ ...extra, json: billJson, totalPaise: freightBills.totalPaise })
    .from(freightBills)
    .innerJoin(financialSessions, eq(financialSessions.id, freightBills.sessionId))
    .leftJoin(creditNotes, eq(creditNotes.billId, freightBills.id));
}

/** A row of billsAsJson with the amount in words, which the code writes (shared-api/money). */
export const withAmountInWords = ({ json, totalPaise }: { json: JsonText<FreightBill>; totalPaise: number }) =>
  withFields(json, { amountInWords: amountInWords(totalPaise) });

const billJsonRows = readByIds('bills_json', freightBills.id, (reader, matching) =>
  billsAsJson(reader, { id: freightBills.id }).where(matching),
);

/** These bills as the list shows them, written by the database, in the order of `ids`. */
export async function billsAsJsonOf(reader: Reader, ids: readonly string[]): Promise<JsonText<FreightBill>[]> {
  const rows = await billJsonRows(reader, [...ids]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [withAmountInWords(row)] : [];
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
