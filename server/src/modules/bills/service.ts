import { and, eq, gte, inArray, isNull, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import { billTax } from 'shared-api/money';
import {
  blankableGstinNumberField,
  formatTripSeriesNumber,
  indianToday,
  stateOfGstin,
  tripStatusLabels,
  type BillableTrip,
  type billListQuerySchema,
  type createBillSchema,
  type creditNoteSchema,
  type FreightBill,
  type FreightBillDetail,
  type TripStatus,
} from 'shared-api/schemas';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  billingParties,
  companyProfile,
  creditNotes,
  freightBills,
  freightBillTrips,
  moneyEntries,
  receiptAllocations,
  trips,
} from '../../db/schema';
import { recordAudit, type Actor } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { sortKeys } from '../../lib/keyset';
import { keptCountNamed, searchInSortIndex, searchTextFilter, selectPageIds, type Listed } from '../../lib/listing';
import { pageByNumber, readPreparedPage, type PreparedList } from '../../lib/prepared-list';
import { countUses, type ReferenceCheck } from '../../lib/references';
import { fieldError, openSessionOfDate } from '../ledger/accounts';
import { postLines } from '../ledger/post';
import { nextNumber } from '../ledger/series';
import { indianDate } from '../trips/clock';
import { advanceReceiptsOf, applyTripAdvances, releaseTripAdvances } from './advances';
import { BILL_NOT_FOUND, billDetail, billsAsJson, billsAsJsonOf, withAmountInWords } from './shape';
import type { JsonText } from '../../lib/json-text';
import { billableTrips, lockTrips, standingBillsOf, type TripForBill } from './trips';

/*
 * Freight bills (issue 28): a billing party's POD-received trips on one GTA tax invoice, numbered per
 * session ('FB-2627-00001'), posted to the party's account in the transaction that issues it. A bill
 * is never changed: a credit note ('CN-2627-00001') cancels it whole, and its trips can be billed again.
 */

export type ListBillsParams = z.output<typeof billListQuerySchema>;
export type NewBill = z.output<typeof createBillSchema>;
export type NewCreditNote = z.output<typeof creditNoteSchema>;

export const NO_COMPANY_GSTIN =
  "The company's GSTIN is missing: add it under Settings (company profile) first. A bill's GST depends on the state it is issued from.";

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The state a bill is issued from, by the company's GSTIN. A GSTIN saved before the profile checked it
 * as fully as a party's may be wrong, and then the message says what is wrong with it, not that it is
 * missing.
 */
function companyState(gstin: string): { code: string; name: string } {
  if (gstin.trim() === '') throw conflict(NO_COMPANY_GSTIN);
  const checked = blankableGstinNumberField.safeParse(gstin);
  const state = checked.success ? stateOfGstin(checked.data) : undefined;
  if (state) return state;
  const problem = checked.error?.issues[0]?.message ?? 'it names no GST state';
  throw conflict(
    `The company's GSTIN ${gstin} is not valid (${problem}): correct it under Settings (company profile) first. A bill's GST depends on the state it is issued from.`,
  );
}

/*
 * A bill's status from what it keeps: `received_paise`, what standing receipts have settled of it, and
 * `cancelled`, set with its credit note (kept-balances.ts checks both against their definitions). Worked
 * out from the allocations and credit notes row by row, counting up to 10,001 unpaid bills took ~150 ms.
 */
function statusFilter(status: ListBillsParams['status']): SQL | undefined {
  if (!status) return undefined;
  const bill = freightBills;
  if (status === 'cancelled') return eq(bill.cancelled, true);
  const standing = eq(bill.cancelled, false);
  if (status === 'paid') return and(standing, sql`${bill.receivedPaise} >= ${bill.totalPaise}`);
  if (status === 'part-paid')
    return and(standing, sql`${bill.receivedPaise} > 0`, sql`${bill.receivedPaise} < ${bill.totalPaise}`);
  return and(standing, sql`${bill.receivedPaise} <= 0`);
}

function listFilters(params: ListBillsParams): (SQL | undefined)[] {
  return [
    searchTextFilter(freightBills.searchText, params.search),
    params.billingPartyId ? eq(freightBills.billingPartyId, params.billingPartyId) : undefined,
    params.sessionId ? eq(freightBills.sessionId, params.sessionId) : undefined,
    params.from ? gte(freightBills.billDate, params.from) : undefined,
    params.to ? lte(freightBills.billDate, params.to) : undefined,
    statusFilter(params.status),
  ];
}

type PreparedFilter = 'sessionId' | 'from' | 'to';

/**
 * Bills by session, dates and status, read with what each shows in one prepared statement
 * (lib/prepared-list.ts); a party's bills (a handful, or thousands for the busiest) and a search are
 * read as a page of ids and then the bills.
 */
const preparedBills: PreparedList<PreparedFilter> = {
  name: 'bills_page',
  table: freightBills,
  related: (reader, fields) => billsAsJson(reader, fields).$dynamic(),
  filters: {
    sessionId: (value) => eq(freightBills.sessionId, value as string),
    from: (value) => gte(freightBills.billDate, value as string),
    to: (value) => lte(freightBills.billDate, value as string),
  },
  kept: (present, _value, fixedKey) => (present.length === 0 && fixedKey === 'all' ? keptCountNamed('freight_bills') : undefined),
};

const readsPrepared = (params: ListBillsParams) => !params.search && !params.billingPartyId && !pageByNumber(params);

/** `day` plus `days`, as YYYY-MM-DD. */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** What is wrong with billing this trip on this bill, as the accountant reads it; undefined when nothing. */
function tripProblem(trip: TripForBill, partyId: string, billDate: string, standing: Map<string, string>): string | undefined {
  if (trip.billingPartyId !== partyId) return `${trip.lrNo} is billed to another party, not to this one`;
  const onBill = standing.get(trip.id);
  if (onBill) return `${trip.lrNo} is on bill ${onBill} already`;
  if (trip.status !== 'pod_received') {
    return `${trip.lrNo} is ${tripStatusLabels[trip.status]}: only trips whose POD is received can be billed`;
  }
  if (trip.lrDate > billDate) {
    return `${trip.lrNo} is dated ${indianDate(trip.lrDate)}, after the bill date: date the bill on or after it`;
  }
  if (trip.taxablePaise <= 0) return `${trip.lrNo} has nothing to bill: its freight and charges come to nothing`;
  return undefined;
}

/** A tax document is issued on its date: one dated ahead would sit out of order among the year's numbers. */
function notAfterToday(day: string, field: string, what: string) {
  if (day > indianToday()) throw fieldError(field, `${what} cannot be dated after today`);
}

/** The party's address as the invoice prints it: street, then city and PIN. */
function addressOf(party: { address: string | null; city: string | null; pincode: string | null }): string | null {
  const place = [party.city, party.pincode].filter(Boolean).join(' ');
  return [party.address, place].filter(Boolean).join(', ') || null;
}

/** A session whose year has bills (of trips booked the year before, say) is never deleted. */
export const billReferences = {
  session: {
    noun: ['freight bill', 'freight bills'],
    count: (executor, id) => countUses(executor, freightBills, eq(freightBills.sessionId, id)),
  } satisfies ReferenceCheck,
};

export interface BillsServiceOptions {
  /** Where the list's prepared pages run (Database.genericPlans); `db` by default. */
  genericPlans?: Db;
}

export function createBillsService(db: Db, { genericPlans = db }: BillsServiceOptions = {}) {
  /** The trips of a bill's lines, moved to `status` with an entry in each trip's history. */
  async function moveTrips(
    tx: Tx,
    actor: Actor,
    tripIds: string[],
    change: { from: TripStatus; to: TripStatus; action: string; detail: object },
  ) {
    await tx.update(trips).set({ status: change.to }).where(inArray(trips.id, tripIds));
    for (const tripId of tripIds) {
      await recordAudit(tx, actor, {
        action: change.action,
        entity: 'trip',
        entityId: tripId,
        before: { status: change.from },
        after: { status: change.to, ...change.detail },
      });
    }
  }

  async function issue(tx: Tx, actor: Actor, input: NewBill): Promise<string> {
    notAfterToday(input.billDate, 'billDate', 'A bill');
    const session = await openSessionOfDate(tx, input.billDate, 'billDate');
    const [party] = await tx.select().from(billingParties).where(eq(billingParties.id, input.billingPartyId)).limit(1);
    if (!party) throw fieldError('billingPartyId', 'This billing party does not exist (any more)');
    const [company] = await tx.select({ gstin: companyProfile.gstin }).from(companyProfile).limit(1);
    const supplierState = companyState(company?.gstin ?? '');

    const chosen = await lockTrips(tx, input.tripIds);
    if (chosen.length !== input.tripIds.length) throw fieldError('tripIds', 'A chosen trip does not exist (any more)');
    const standing = await standingBillsOf(
      tx,
      chosen.map((trip) => trip.id),
    );
    for (const trip of chosen) {
      const problem = tripProblem(trip, party.id, input.billDate, standing);
      if (problem) throw fieldError('tripIds', problem);
    }

    const tax = billTax({
      regime: session.gstRegime,
      billDate: input.billDate,
      supplierStateCode: supplierState.code,
      recipientStateCode: party.stateCode,
      lineTaxablePaise: chosen.map((trip) => trip.taxablePaise),
    });
    const number = await nextNumber(tx, session.id, 'bill');
    const billNo = formatTripSeriesNumber('FB', session.name, number);
    const [bill] = await tx
      .insert(freightBills)
      .values({
        sessionId: session.id,
        number,
        billNo,
        billDate: input.billDate,
        dueDate: addDays(input.billDate, party.creditDays),
        billingPartyId: party.id,
        partyName: party.name,
        partyAddress: addressOf(party),
        partyGstin: party.gstin,
        placeOfSupply: party.stateCode,
        regime: tax.regime,
        reverseCharge: tax.reverseCharge,
        interState: tax.interState,
        rateBasisPoints: tax.rateBasisPoints,
        taxablePaise: tax.taxablePaise,
        cgstPaise: tax.cgstPaise,
        sgstPaise: tax.sgstPaise,
        igstPaise: tax.igstPaise,
        totalPaise: tax.totalPaise,
        notes: input.notes ?? null,
        createdBy: actor.id,
      })
      .returning();
    await tx.insert(freightBillTrips).values(
      chosen.map((trip, index) => ({
        billId: bill!.id,
        tripId: trip.id,
        position: index + 1,
        freightPaise: trip.freightPaise,
        chargesPaise: trip.chargesPaise,
        ...tax.lines[index]!,
      })),
    );
    const lrs = chosen.length === 1 ? chosen[0]!.lrNo : `${chosen.length} LRs`;
    await postLines(tx, actor, { source: 'bill', sourceId: bill!.id, reference: billNo }, [
      {
        sessionId: session.id,
        postedOn: input.billDate,
        account: { kind: 'party', id: party.id },
        amountPaise: tax.totalPaise,
        narration: `Freight bill, ${lrs}`,
      },
    ]);
    await moveTrips(
      tx,
      actor,
      chosen.map((trip) => trip.id),
      { from: 'pod_received', to: 'billed', action: 'trip.billed', detail: { billNo } },
    );
    await applyTripAdvances(
      tx,
      bill!,
      chosen.map((trip) => trip.id),
    );
    await recordAudit(tx, actor, {
      action: 'freight_bill.create',
      entity: 'freight_bill',
      entityId: bill!.id,
      before: null,
      after: await billDetail(tx, bill!.id),
    });
    return bill!.id;
  }

  async function cancel(tx: Tx, actor: Actor, id: string, input: NewCreditNote): Promise<void> {
    const [bill] = await tx.select().from(freightBills).where(eq(freightBills.id, id)).for('update');
    if (!bill) throw notFound(BILL_NOT_FOUND);
    const [existing] = await tx.select().from(creditNotes).where(eq(creditNotes.billId, id)).limit(1);
    if (existing) throw conflict(`${bill.billNo} was cancelled already, by credit note ${existing.noteNo}`);
    const tripIds = (
      await tx.select({ tripId: freightBillTrips.tripId }).from(freightBillTrips).where(eq(freightBillTrips.billId, id))
    ).map((line) => line.tripId);
    // The trips' advances are given back to the party's account below; any other receipt must be reversed first.
    const receipts = await tx
      .select({ reference: moneyEntries.reference })
      .from(receiptAllocations)
      .innerJoin(moneyEntries, eq(moneyEntries.id, receiptAllocations.receiptId))
      .where(
        and(
          eq(receiptAllocations.billId, id),
          isNull(moneyEntries.reversedAt),
          notInArray(receiptAllocations.receiptId, advanceReceiptsOf(tx, tripIds)),
        ),
      )
      .orderBy(moneyEntries.entryDate, moneyEntries.number);
    if (receipts.length > 0) {
      throw conflict(
        `Receipts are set against ${bill.billNo}. Reverse its receipts first: ${receipts.map((r) => r.reference).join(', ')}`,
      );
    }
    notAfterToday(input.noteDate, 'noteDate', 'A credit note');
    if (input.noteDate < bill.billDate) {
      throw fieldError('noteDate', `A credit note cannot be dated before its bill (${indianDate(bill.billDate)})`);
    }
    const session = await openSessionOfDate(tx, input.noteDate, 'noteDate');
    const before = await billDetail(tx, id);
    await releaseTripAdvances(tx, id, tripIds);

    const number = await nextNumber(tx, session.id, 'credit-note');
    const noteNo = formatTripSeriesNumber('CN', session.name, number);
    const [note] = await tx
      .insert(creditNotes)
      .values({
        sessionId: session.id,
        number,
        noteNo,
        noteDate: input.noteDate,
        billId: id,
        reason: input.reason,
        taxablePaise: bill.taxablePaise,
        cgstPaise: bill.cgstPaise,
        sgstPaise: bill.sgstPaise,
        igstPaise: bill.igstPaise,
        totalPaise: bill.totalPaise,
        createdBy: actor.id,
      })
      .returning();
    await postLines(tx, actor, { source: 'credit-note', sourceId: note!.id, reference: noteNo }, [
      {
        sessionId: session.id,
        postedOn: input.noteDate,
        account: { kind: 'party', id: bill.billingPartyId },
        amountPaise: -bill.totalPaise,
        narration: `Cancels ${bill.billNo}: ${input.reason}`,
      },
    ]);
    // The open bills and the unpaid queue read this flag instead of looking for a note per bill.
    await tx.update(freightBills).set({ cancelled: true }).where(eq(freightBills.id, id));
    const lines = await tx
      .update(freightBillTrips)
      .set({ active: false })
      .where(eq(freightBillTrips.billId, id))
      .returning({ tripId: freightBillTrips.tripId });
    await moveTrips(
      tx,
      actor,
      lines.map((line) => line.tripId),
      {
        from: 'billed',
        to: 'pod_received',
        action: 'trip.unbilled',
        detail: { billNo: bill.billNo, noteNo, reason: input.reason },
      },
    );
    const after = await billDetail(tx, id);
    await recordAudit(tx, actor, {
      action: 'credit_note.create',
      entity: 'credit_note',
      entityId: note!.id,
      before: null,
      after: { ...after.creditNote, billId: id, billNo: bill.billNo },
    });
    await recordAudit(tx, actor, { action: 'freight_bill.cancel', entity: 'freight_bill', entityId: id, before, after });
  }

  return {
    get: (id: string): Promise<FreightBillDetail> => billDetail(db, id),

    /** A list page, its items as the API's JSON text (listJsonEnvelope). */
    async list(params: ListBillsParams): Promise<Listed<JsonText<FreightBill>>> {
      const keys = sortKeys(params.sort, { billDate: freightBills.billDate, total: freightBills.totalPaise }, [
        freightBills.number,
        freightBills.id,
      ]);
      if (readsPrepared(params)) {
        const values = { sessionId: params.sessionId, from: params.from, to: params.to };
        const { rows, ...page } = await readPreparedPage<PreparedFilter, { json: JsonText<FreightBill>; totalPaise: number }>(
          genericPlans,
          preparedBills,
          keys,
          params,
          values,
          {
            key: params.status ?? 'all',
            where: statusFilter(params.status),
          },
        );
        return { items: rows.map(withAmountInWords), ...page };
      }
      const others = listFilters({ ...params, search: undefined });
      const searchIn = searchInSortIndex(freightBills.searchText, params.sort, 'billDate', others);
      const { rows, ...page } = await selectPageIds(
        db,
        freightBills,
        and(...listFilters(params)),
        keys,
        params,
        undefined,
        searchIn && { column: searchIn },
      );
      return {
        items: await billsAsJsonOf(
          db,
          rows.map((row) => row.id),
        ),
        ...page,
      };
    },

    billableTrips: (billingPartyId: string): Promise<BillableTrip[]> => billableTrips(db, billingPartyId),

    async create(actor: Actor, input: NewBill): Promise<FreightBillDetail> {
      const id = await db.transaction((tx) => issue(tx, actor, input));
      return billDetail(db, id);
    },

    async creditNote(actor: Actor, id: string, input: NewCreditNote): Promise<FreightBillDetail> {
      await db.transaction((tx) => cancel(tx, actor, id, input));
      return billDetail(db, id);
    },
  };
}

export type BillsService = ReturnType<typeof createBillsService>;
