import { and, asc, eq, isNull, like, lte, sql, type SQL } from 'drizzle-orm';
import { indianToday, type OpenBill, type PartyAgeing, type PartyBalanceReport, type PartyBalanceRow } from 'shared-api/schemas';
import type { Db } from '../../db/client';
import {
  billingParties,
  creditNotes,
  financialSessions,
  freightBills,
  ledgerLines,
  moneyEntries,
  receiptAllocations,
} from '../../db/schema';
import { notFound } from '../../lib/errors';
import { likePattern } from '../../lib/listing';

/*
 * What the billing parties owe: the balance report (every party's opening, movements, closing and the
 * ageing of its open bills) and one party's open bills. Everything is summed in SQL, each source
 * grouped once per party, so the report stays one round trip however many lines there are.
 */

type Period = { from: string | null; to: string };

/** A session's days (up to `asOf` if that is earlier), or everything up to `asOf` (today by default). */
async function periodOf(db: Db, { asOf, sessionId }: { asOf?: string | undefined; sessionId?: string | undefined }) {
  const to = asOf ?? indianToday();
  if (!sessionId) return { from: null, to };
  const [session] = await db.select().from(financialSessions).where(eq(financialSessions.id, sessionId)).limit(1);
  if (!session) throw notFound('Session not found');
  return { from: session.startsOn, to: to < session.endsOn ? to : session.endsOn };
}

const total = (expression: SQL) => sql<number>`coalesce(${expression}, 0)`.mapWith(Number);

/** Each party's ledger lines up to the end of the period, split by what posted them (the account index serves it). */
function lineSums(db: Db, { from, to }: Period) {
  const inPeriod = from ? sql`${ledgerLines.postedOn} >= ${from}` : sql`true`;
  const sumWhere = (condition: SQL) => sql<string>`sum(${ledgerLines.amountPaise}) filter (where ${condition})`;
  return db
    .select({
      partyId: ledgerLines.accountId,
      before: sumWhere(sql`not (${inPeriod})`).as('before'),
      billed: sumWhere(sql`${inPeriod} and ${ledgerLines.source} = 'bill'`).as('billed'),
      receipts: sumWhere(sql`${inPeriod} and ${ledgerLines.source} = 'receipt'`).as('receipts'),
      credited: sumWhere(sql`${inPeriod} and ${ledgerLines.source} = 'credit-note'`).as('credited'),
      moved: sumWhere(inPeriod).as('moved'),
    })
    .from(ledgerLines)
    .where(and(eq(ledgerLines.accountKind, 'party'), lte(ledgerLines.postedOn, to)))
    .groupBy(ledgerLines.accountId)
    .as('line_sums');
}

/** What each receipt that stands set against bills. */
function allocatedByReceipt(db: Db) {
  return db
    .select({
      receiptId: receiptAllocations.receiptId,
      allocated: sql<string>`sum(${receiptAllocations.amountPaise})`.as('allocated'),
    })
    .from(receiptAllocations)
    .groupBy(receiptAllocations.receiptId)
    .as('allocated_by_receipt');
}

/**
 * Each party's standing receipts up to the date: the TDS in the period and what no bill took. A
 * reversal posts its lines on the receipt's own day, so a reversed receipt is as if it never was.
 */
function receiptSums(db: Db, { from, to }: Period) {
  const allocated = allocatedByReceipt(db);
  const inPeriod = from ? sql`${moneyEntries.entryDate} >= ${from}` : sql`true`;
  return db
    .select({
      partyId: moneyEntries.billingPartyId,
      tds: sql<string>`sum(${moneyEntries.tdsPaise}) filter (where ${inPeriod})`.as('tds'),
      onAccount:
        sql<string>`sum(${moneyEntries.amountPaise} + ${moneyEntries.tdsPaise} - coalesce(${allocated.allocated}, 0))`.as(
          'on_account',
        ),
    })
    .from(moneyEntries)
    .leftJoin(allocated, eq(allocated.receiptId, moneyEntries.id))
    .where(and(eq(moneyEntries.kind, 'receipt'), isNull(moneyEntries.reversedAt), lte(moneyEntries.entryDate, to)))
    .groupBy(moneyEntries.billingPartyId)
    .as('receipt_sums');
}

/** What each bill had received (by `to`, or by now) from receipts that stand. */
function receivedByBill(db: Db, to?: string) {
  return db
    .select({
      billId: receiptAllocations.billId,
      received: sql<string>`sum(${receiptAllocations.amountPaise})`.as('received'),
    })
    .from(receiptAllocations)
    .innerJoin(moneyEntries, eq(moneyEntries.id, receiptAllocations.receiptId))
    .where(and(isNull(moneyEntries.reversedAt), to ? lte(moneyEntries.entryDate, to) : undefined))
    .groupBy(receiptAllocations.billId)
    .as('received_by_bill');
}

/** Bills issued by `to` and not cancelled by then, with what is left on each and its age in days on `to`. */
function billsOpenOn(db: Db, to: string) {
  const received = receivedByBill(db, to);
  return db
    .select({
      partyId: freightBills.billingPartyId,
      balance: sql<number>`${freightBills.totalPaise} - coalesce(${received.received}, 0)`.as('balance'),
      age: sql<number>`(${to}::date - ${freightBills.billDate})`.as('age'),
    })
    .from(freightBills)
    .leftJoin(received, eq(received.billId, freightBills.id))
    .where(
      and(
        lte(freightBills.billDate, to),
        sql`not exists (select 1 from ${creditNotes} where ${creditNotes.billId} = ${freightBills.id} and ${creditNotes.noteDate} <= ${to})`,
      ),
    )
    .as('bills_open');
}

function ageingSums(db: Db, to: string) {
  const open = billsOpenOn(db, to);
  const bucket = (condition: SQL) => sql<string>`sum(${open.balance}) filter (where ${condition})`;
  return db
    .select({
      partyId: open.partyId,
      upTo30: bucket(sql`${open.age} <= 30`).as('up_to_30'),
      upTo60: bucket(sql`${open.age} between 31 and 60`).as('up_to_60'),
      upTo90: bucket(sql`${open.age} between 61 and 90`).as('up_to_90'),
      over90: bucket(sql`${open.age} > 90`).as('over_90'),
    })
    .from(open)
    .where(sql`${open.balance} > 0`)
    .groupBy(open.partyId)
    .as('ageing_sums');
}

/** Every party's open bills on `asOf`, by age: the totals' ageing of the balance report on that day, alone. */
export async function receivableAgeing(db: Db, asOf: string): Promise<PartyAgeing> {
  const ageing = ageingSums(db, asOf);
  const [row] = await db
    .select({
      upTo30: total(sql`sum(${ageing.upTo30})`),
      upTo60: total(sql`sum(${ageing.upTo60})`),
      upTo90: total(sql`sum(${ageing.upTo90})`),
      over90: total(sql`sum(${ageing.over90})`),
    })
    .from(ageing);
  return row ?? { upTo30: 0, upTo60: 0, upTo90: 0, over90: 0 };
}

const signedOpening = sql<number>`case when ${billingParties.openingBalanceSide} = 'Dr' then ${billingParties.openingBalancePaise} else -${billingParties.openingBalancePaise} end`;

export function createPartyBalances(db: Db) {
  return {
    async report(query: { asOf?: string | undefined; sessionId?: string | undefined; search?: string | undefined }) {
      const period = await periodOf(db, query);
      const lines = lineSums(db, period);
      const receipts = receiptSums(db, period);
      const ageing = ageingSums(db, period.to);
      const rows = await db
        .select({
          id: billingParties.id,
          name: billingParties.name,
          opening: total(sql`${signedOpening} + coalesce(${lines.before}, 0)`),
          billed: total(sql`${lines.billed}`),
          receipts: total(sql`${lines.receipts}`),
          credited: total(sql`${lines.credited}`),
          moved: total(sql`${lines.moved}`),
          tds: total(sql`${receipts.tds}`),
          onAccount: total(sql`${receipts.onAccount}`),
          upTo30: total(sql`${ageing.upTo30}`),
          upTo60: total(sql`${ageing.upTo60}`),
          upTo90: total(sql`${ageing.upTo90}`),
          over90: total(sql`${ageing.over90}`),
        })
        .from(billingParties)
        .leftJoin(lines, eq(lines.partyId, billingParties.id))
        .leftJoin(receipts, eq(receipts.partyId, billingParties.id))
        .leftJoin(ageing, eq(ageing.partyId, billingParties.id))
        .where(query.search ? like(billingParties.searchText, likePattern(query.search.toLowerCase())) : undefined)
        .orderBy(asc(sql`lower(${billingParties.name})`), asc(billingParties.id));

      const report: PartyBalanceRow[] = rows.map((row) => ({
        id: row.id,
        name: row.name,
        openingPaise: row.opening,
        billedPaise: row.billed,
        // A receipt's party lines are its amount and its TDS, both credits.
        receivedPaise: -row.receipts - row.tds,
        tdsPaise: row.tds,
        creditNotesPaise: -row.credited,
        // From every line, so the closing stays the account's balance even if another kind of document posts to it.
        closingPaise: row.opening + row.moved,
        onAccountPaise: row.onAccount,
        ageing: { upTo30: row.upTo30, upTo60: row.upTo60, upTo90: row.upTo90, over90: row.over90 },
      }));
      const sum = (pick: (row: PartyBalanceRow) => number) => report.reduce((acc, row) => acc + pick(row), 0);
      const result: PartyBalanceReport = {
        ...period,
        rows: report,
        totals: {
          openingPaise: sum((row) => row.openingPaise),
          billedPaise: sum((row) => row.billedPaise),
          receivedPaise: sum((row) => row.receivedPaise),
          tdsPaise: sum((row) => row.tdsPaise),
          creditNotesPaise: sum((row) => row.creditNotesPaise),
          closingPaise: sum((row) => row.closingPaise),
          onAccountPaise: sum((row) => row.onAccountPaise),
          ageing: {
            upTo30: sum((row) => row.ageing.upTo30),
            upTo60: sum((row) => row.ageing.upTo60),
            upTo90: sum((row) => row.ageing.upTo90),
            over90: sum((row) => row.ageing.over90),
          },
        },
      };
      return result;
    },

    /** A party's standing bills with something left to receive, oldest first. */
    async openBills(partyId: string): Promise<OpenBill[]> {
      const [party] = await db.select({ id: billingParties.id }).from(billingParties).where(eq(billingParties.id, partyId));
      if (!party) throw notFound('Billing party not found');
      const today = indianToday();
      // The received figure each bill keeps (kept-balances.ts), by the party's part of the open bills' index.
      const rows = await db
        .select({
          id: freightBills.id,
          billNo: freightBills.billNo,
          billDate: freightBills.billDate,
          dueDate: freightBills.dueDate,
          totalPaise: freightBills.totalPaise,
          receivedPaise: freightBills.receivedPaise,
          daysOutstanding: sql<number>`(${today}::date - ${freightBills.billDate})`.mapWith(Number),
        })
        .from(freightBills)
        .where(
          and(
            eq(freightBills.billingPartyId, partyId),
            sql`${freightBills.totalPaise} > ${freightBills.receivedPaise} and not ${freightBills.cancelled}`,
          ),
        )
        .orderBy(asc(freightBills.billDate), asc(freightBills.number), asc(freightBills.id));
      return rows.map((row) => ({ ...row, balancePaise: row.totalPaise - row.receivedPaise }));
    },
  };
}

export type PartyBalances = ReturnType<typeof createPartyBalances>;
