import { and, asc, eq, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import {
  indianToday,
  type OnAccountReceipt,
  type OpenBill,
  type PartyAgeing,
  type PartyBalanceReport,
  type PartyBalanceRow,
} from 'shared-api/schemas';
import { rowsOf, type Db } from '../../db/client';
import { billingParties, creditNotes, freightBills, ledgerLines, moneyEntries, receiptAllocations } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { JsonText } from '../../lib/json-text';
import {
  countAccounts,
  matchingAccounts,
  offsetOf,
  ofAccounts,
  signedOpeningColumn,
  sumWhere,
  type AccountPageQuery,
  type AccountScope,
  type Period,
} from './account-page';
import { keptEntrySums, keptKindOpening, keptLineSums, sumCells, type KeptLineSums } from './day-totals';
import { reportPeriod, type ReportQuery } from './period';

/*
 * What the billing parties owe: the balance report (every party's opening, movements, closing and the
 * ageing of its open bills) and one party's open bills. Everything is summed in SQL, each source
 * grouped once per party, so the report stays one round trip however many lines there are.
 */

type LineFigures = { before: number; billed: number; receipts: number; credited: number; moved: number };

/** The party's ledger lines up to the end of the period, split by what posted them (the account index serves it). */
function lineFigures({ from }: Period) {
  const inPeriod = from ? sql`${ledgerLines.postedOn} >= ${from}` : undefined;
  const amount = ledgerLines.amountPaise;
  return {
    before: from ? sumWhere(amount, sql`${ledgerLines.postedOn} < ${from}`) : sql<number>`0`.mapWith(Number),
    billed: sumWhere(amount, and(inPeriod, eq(ledgerLines.source, 'bill'))),
    receipts: sumWhere(amount, and(inPeriod, eq(ledgerLines.source, 'receipt'))),
    credited: sumWhere(amount, and(inPeriod, eq(ledgerLines.source, 'credit-note'))),
    moved: sumWhere(amount, inPeriod),
  };
}
/** The same figures over every party, from the kept day totals (day-totals.ts). */
function keptLineFigures({ beforePaise, period }: KeptLineSums): LineFigures {
  const of = (source: string) => sumCells(period, (cell) => cell.source === source);
  return {
    before: beforePaise,
    billed: of('bill'),
    receipts: of('receipt'),
    credited: of('credit-note'),
    moved: sumCells(period),
  };
}
const partyLinesUpTo = ({ to }: Period, accounts: AccountScope) =>
  and(eq(ledgerLines.accountKind, 'party'), lte(ledgerLines.postedOn, to), ofAccounts(ledgerLines.accountId, accounts));

/**
 * Standing receipts up to the date: the TDS the parties deducted in the period, and what the receipts
 * brought in (with their TDS) since the beginning, from which what stands set against bills is taken
 * to leave what is on account. A reversal posts its lines on the receipt's own day, so a reversed
 * receipt is as if it never was.
 */
function receiptFigures({ from }: Period) {
  const inPeriod = from ? sql`${moneyEntries.entryDate} >= ${from}` : undefined;
  return {
    tds: sumWhere(moneyEntries.tdsPaise, inPeriod),
    gross: sumWhere(sql`${moneyEntries.amountPaise} + ${moneyEntries.tdsPaise}`, undefined),
  };
}
const standingReceipts = ({ to }: Period, accounts: AccountScope) =>
  and(
    eq(moneyEntries.kind, 'receipt'),
    isNull(moneyEntries.reversedAt),
    lte(moneyEntries.entryDate, to),
    ofAccounts(moneyEntries.billingPartyId, accounts),
  );

/**
 * What the standing receipts up to the date set against bills raised by then: on-account money set
 * later against a bill raised after the receipt stays on account until that bill's date.
 */
const allocatedFigures = ({ to }: Period) => ({
  allocated: sumWhere(
    receiptAllocations.amountPaise,
    sql`exists (select 1 from ${freightBills} where ${freightBills.id} = ${receiptAllocations.billId} and ${freightBills.billDate} <= ${to})`,
  ),
});

/** What each bill had received by `to` from receipts that stand, in one grouped pass over the allocations. */
function receivedByBill(db: Db, to: string) {
  return db
    .select({
      billId: receiptAllocations.billId,
      received: sql<string>`sum(${receiptAllocations.amountPaise})`.as('received'),
    })
    .from(receiptAllocations)
    .innerJoin(moneyEntries, eq(moneyEntries.id, receiptAllocations.receiptId))
    .where(and(isNull(moneyEntries.reversedAt), lte(moneyEntries.entryDate, to)))
    .groupBy(receiptAllocations.billId)
    .as('received_by_bill');
}

/**
 * Bills issued by `to` and not cancelled by then, with what is left on each and its age in days on `to`.
 * A page's few parties read each bill's receipts by the allocations' bill index; the totals over every
 * bill hash one grouped pass over the allocations (a probe per bill: 1.6 s for 35,000 bills, against 0.1 s).
 */
function billsOpenOn(db: Db, to: string, accounts: AccountScope) {
  const perBill = Array.isArray(accounts);
  const grouped = perBill ? undefined : receivedByBill(db, to);
  const received = grouped
    ? sql`coalesce(${grouped.received}, 0)`
    : sql`(select coalesce(sum(a.amount_paise), 0) from ${receiptAllocations} a
        join ${moneyEntries} m on m.id = a.receipt_id
        where a.bill_id = ${freightBills.id} and m.reversed_at is null and m.entry_date <= ${to})`;
  const bills = db
    .select({
      partyId: freightBills.billingPartyId,
      balance: sql<number>`${freightBills.totalPaise} - ${received}`.as('balance'),
      age: sql<number>`(${to}::date - ${freightBills.billDate})`.as('age'),
    })
    .from(freightBills);
  return (grouped ? bills.leftJoin(grouped, eq(grouped.billId, freightBills.id)) : bills)
    .where(
      and(
        lte(freightBills.billDate, to),
        ofAccounts(freightBills.billingPartyId, accounts),
        sql`not exists (select 1 from ${creditNotes} where ${creditNotes.billId} = ${freightBills.id} and ${creditNotes.noteDate} <= ${to})`,
      ),
    )
    .as('bills_open');
}

/** Open bills' balances by age: of one party (grouped) or of all in scope. */
function ageingOf(db: Db, to: string, accounts: AccountScope) {
  const open = billsOpenOn(db, to, accounts);
  const bucket = (condition: SQL) => sumWhere(open.balance as unknown as SQL, and(sql`${open.balance} > 0`, condition));
  return {
    open,
    figures: {
      upTo30: bucket(sql`${open.age} <= 30`),
      upTo60: bucket(sql`${open.age} between 31 and 60`),
      upTo90: bucket(sql`${open.age} between 61 and 90`),
      over90: bucket(sql`${open.age} > 90`),
    },
  };
}

const ALL_PARTIES: AccountScope = { table: billingParties, where: undefined };

/**
 * Whether the figures each bill keeps (kept-balances.ts: received from the receipts that stand,
 * cancelled by a credit note) are the bills' figures on `day`: no standing receipt and no credit note
 * is dated after it — so on today and later, unless something was entered with a date ahead. Both
 * are read from the date indexes.
 */
async function keptBillsHoldOn(db: Db, day: string): Promise<boolean> {
  const [row] = rowsOf<{ later: boolean }>(
    await db.execute(sql`select (
      exists (select 1 from ${moneyEntries} where ${moneyEntries.kind} = 'receipt' and ${moneyEntries.entryDate} > ${day}
        and ${moneyEntries.reversedAt} is null)
      or exists (select 1 from ${creditNotes} where ${creditNotes.noteDate} > ${day})) as later`),
  );
  return row?.later === false;
}

/** Bills' balances left by age on `asOf` from the figures they keep; `onlyOpen` when the rows are not already the open ones. */
function keptAgeingFigures(asOf: string, onlyOpen = true) {
  const balance = sql`(${freightBills.totalPaise} - ${freightBills.receivedPaise})`;
  const age = sql`(${asOf}::date - ${freightBills.billDate})`;
  const open = onlyOpen
    ? sql`${freightBills.totalPaise} > ${freightBills.receivedPaise} and not ${freightBills.cancelled} and `
    : sql``;
  const bucket = (condition: SQL) => sumWhere(balance, sql`${open}${condition}`);
  return {
    upTo30: bucket(sql`${age} <= 30`),
    upTo60: bucket(sql`${age} between 31 and 60`),
    upTo90: bucket(sql`${age} between 61 and 90`),
    over90: bucket(sql`${age} > 90`),
  };
}

/**
 * Every open bill's balance by age on `asOf` from the figures the bills keep, read from the open bills'
 * partial index (migration 0019) instead of summing every bill's allocations.
 */
async function keptAgeing(db: Db, asOf: string): Promise<PartyAgeing> {
  const [row] = await db
    .select(keptAgeingFigures(asOf, false))
    .from(freightBills)
    .where(
      and(
        sql`${freightBills.totalPaise} > ${freightBills.receivedPaise} and not ${freightBills.cancelled}`,
        lte(freightBills.billDate, asOf),
      ),
    );
  return row ?? { upTo30: 0, upTo60: 0, upTo90: 0, over90: 0 };
}

/** Every party's open bills on `asOf`, by age: the totals' ageing of the balance report on that day, alone. */
export async function receivableAgeing(db: Db, asOf: string, accounts: AccountScope = ALL_PARTIES): Promise<PartyAgeing> {
  const everyParty = !Array.isArray(accounts) && !(accounts as { where: SQL | undefined }).where;
  if (everyParty && (await keptBillsHoldOn(db, asOf))) return keptAgeing(db, asOf);
  const { open, figures } = ageingOf(db, asOf, accounts);
  const [row] = await db.select(figures).from(open);
  return row ?? { upTo30: 0, upTo60: 0, upTo90: 0, over90: 0 };
}

const signedOpening = signedOpeningColumn(billingParties);

/** A party's (or the totals') columns from its sums; the closing is from every line, so it stays the account's balance. */
function balanceColumns(
  opening: number,
  lines: LineFigures | undefined,
  receipts: { tds: number; gross: number } | undefined,
  allocated: number,
  ageing: PartyAgeing | undefined,
) {
  const openingPaise = opening + (lines?.before ?? 0);
  const tds = receipts?.tds ?? 0;
  return {
    openingPaise,
    billedPaise: lines?.billed ?? 0,
    // A receipt's party lines are its amount and its TDS, both credits.
    receivedPaise: -(lines?.receipts ?? 0) - tds,
    tdsPaise: tds,
    creditNotesPaise: -(lines?.credited ?? 0),
    closingPaise: openingPaise + (lines?.moved ?? 0),
    onAccountPaise: (receipts?.gross ?? 0) - allocated,
    ageing: ageing ?? { upTo30: 0, upTo60: 0, upTo90: 0, over90: 0 },
  };
}

export function createPartyBalances(db: Db) {
  /**
   * A party's standing bills with something left to receive, by the party's part of the open bills'
   * index, with the received figure each bill keeps (kept-balances.ts), written as the API's JSON by
   * PostgreSQL: a busy party has hundreds of open bills, and reading them as rows only to serialize
   * them again cost the server more than the database spent finding them (the bench's party with 460:
   * server 1.3–1.4 ms and PostgreSQL 0.9 ms a call). No row: no such party.
   */
  const openBillsOfParty = db
    .select({
      bills: sql<string>`(select '[' || coalesce(string_agg(o.bill, ',' order by o.bill_date, o.number, o.id), '') || ']'
        from (
          select row_to_json(bill)::text as bill, b.bill_date, b.number, b.id
          from ${freightBills} b
          cross join lateral (
            select b.id, b.bill_no as "billNo", b.bill_date as "billDate", b.due_date as "dueDate",
              b.total_paise as "totalPaise", b.received_paise as "receivedPaise",
              ${sql.placeholder('today')}::date - b.bill_date as "daysOutstanding",
              b.total_paise - b.received_paise as "balancePaise"
          ) bill
          where b.billing_party_id = ${billingParties}.id and b.total_paise > b.received_paise and not b.cancelled
        ) o)`,
    })
    .from(billingParties)
    .where(eq(billingParties.id, sql.placeholder('partyId')))
    .prepare('open_bills_of_party');

  /** The totals over the parties a search matches: one pass over each source, none grouped by party. */
  async function totalsOf(period: Period, accounts: { table: typeof billingParties; where: SQL }) {
    const [[openings], [lines], [receipts], [allocated], ageing] = await Promise.all([
      db
        .select({ opening: sumWhere(signedOpening, undefined) })
        .from(billingParties)
        .where(accounts.where),
      db.select(lineFigures(period)).from(ledgerLines).where(partyLinesUpTo(period, accounts)),
      db.select(receiptFigures(period)).from(moneyEntries).where(standingReceipts(period, accounts)),
      db
        .select(allocatedFigures(period))
        .from(receiptAllocations)
        .innerJoin(moneyEntries, eq(moneyEntries.id, receiptAllocations.receiptId))
        .where(standingReceipts(period, accounts)),
      receivableAgeing(db, period.to, accounts),
    ]);
    return balanceColumns(openings?.opening ?? 0, lines, receipts, allocated?.allocated ?? 0, ageing);
  }

  /**
   * The totals over every party from what is kept (day-totals.ts): the masters' openings, the lines by
   * day and source, the standing receipts by day; what the receipts set against bills is what the bills
   * keep as received when nothing is dated after the day (else the allocations are summed). With the
   * number of parties, so a report with no search reads no party, line or receipt one by one.
   */
  async function keptTotals(period: Period, billsHold: boolean) {
    const allocatedSum = billsHold
      ? db
          .select({ allocated: sumWhere(freightBills.receivedPaise, undefined) })
          .from(freightBills)
          .where(lte(freightBills.billDate, period.to))
      : db
          .select(allocatedFigures(period))
          .from(receiptAllocations)
          .innerJoin(moneyEntries, eq(moneyEntries.id, receiptAllocations.receiptId))
          .where(standingReceipts(period, ALL_PARTIES));
    const [{ accounts, openingPaise }, lineSums, inPeriod, upTo, [allocated], ageing] = await Promise.all([
      keptKindOpening(db, 'party'),
      keptLineSums(db, 'party', period),
      keptEntrySums(db, 'receipt', period),
      keptEntrySums(db, 'receipt', { from: null, to: period.to }),
      allocatedSum,
      billsHold ? keptAgeing(db, period.to) : receivableAgeing(db, period.to),
    ]);
    const receipts = {
      tds: inPeriod.reduce((sum, row) => sum + row.tdsPaise, 0),
      gross: upTo.reduce((sum, row) => sum + row.amountPaise + row.tdsPaise, 0),
    };
    return {
      accounts,
      totals: balanceColumns(openingPaise, keptLineFigures(lineSums), receipts, allocated?.allocated ?? 0, ageing),
    };
  }

  /** The rows of a page's parties, each source grouped by party over those parties alone. */
  async function rowsOf(
    period: Period,
    parties: { id: string; name: string; opening: number }[],
    billsHold: boolean,
  ): Promise<PartyBalanceRow[]> {
    if (parties.length === 0) return [];
    const ids = parties.map((party) => party.id);
    // The page's bills with what they keep as received: set against them, and what is left by age.
    const keptBills = () =>
      db
        .select({
          id: freightBills.billingPartyId,
          allocated: sumWhere(freightBills.receivedPaise, undefined),
          ...keptAgeingFigures(period.to),
        })
        .from(freightBills)
        .where(and(inArray(freightBills.billingPartyId, ids), lte(freightBills.billDate, period.to)))
        .groupBy(freightBills.billingPartyId);
    const summedAllocations = () =>
      db
        .select({ id: moneyEntries.billingPartyId, ...allocatedFigures(period) })
        .from(receiptAllocations)
        .innerJoin(moneyEntries, eq(moneyEntries.id, receiptAllocations.receiptId))
        .where(standingReceipts(period, ids))
        .groupBy(moneyEntries.billingPartyId);
    const summedAgeing = () => {
      const { open, figures } = ageingOf(db, period.to, ids);
      return db
        .select({ id: open.partyId, ...figures })
        .from(open)
        .groupBy(open.partyId);
    };
    type BillFigures = [{ id: string | null; allocated: number }[], ({ id: string | null } & PartyAgeing)[]];
    const billFigures: Promise<BillFigures> = billsHold
      ? keptBills().then((bills) => [bills, bills])
      : Promise.all([summedAllocations(), summedAgeing()]);
    const [lines, receipts, [allocated, ageing]] = await Promise.all([
      db
        .select({ id: ledgerLines.accountId, ...lineFigures(period) })
        .from(ledgerLines)
        .where(partyLinesUpTo(period, ids))
        .groupBy(ledgerLines.accountId),
      db
        .select({ id: moneyEntries.billingPartyId, ...receiptFigures(period) })
        .from(moneyEntries)
        .where(standingReceipts(period, ids))
        .groupBy(moneyEntries.billingPartyId),
      billFigures,
    ]);
    const byId = <T extends { id: string | null }>(rows: T[]) => new Map(rows.map((row) => [row.id!, row]));
    const [lineOf, receiptOf, allocatedOf, ageingOfParty] = [byId(lines), byId(receipts), byId(allocated), byId(ageing)];
    return parties.map((party) => {
      const ageingRow = ageingOfParty.get(party.id);
      return {
        id: party.id,
        name: party.name,
        ...balanceColumns(
          party.opening,
          lineOf.get(party.id),
          receiptOf.get(party.id),
          allocatedOf.get(party.id)?.allocated ?? 0,
          ageingRow && { upTo30: ageingRow.upTo30, upTo60: ageingRow.upTo60, upTo90: ageingRow.upTo90, over90: ageingRow.over90 },
        ),
      };
    });
  }

  /** One page of parties in name order, with their figures. */
  async function pageOf(query: ReportQuery & AccountPageQuery, period: Period, billsHold: Promise<boolean>) {
    const where = matchingAccounts(billingParties, query.search);
    const [parties, hold] = await Promise.all([
      db
        .select({ id: billingParties.id, name: billingParties.name, opening: signedOpening })
        .from(billingParties)
        .where(where)
        .orderBy(asc(sql`lower(${billingParties.name})`), asc(billingParties.id))
        .limit(query.limit)
        .offset(offsetOf(query)),
      billsHold,
    ]);
    return { where, rows: await rowsOf(period, parties, hold) };
  }

  return {
    async report(query: ReportQuery & AccountPageQuery): Promise<PartyBalanceReport> {
      // The page's rows and the totals read side by side, each source in a statement of its own: a
      // dozen statements one after another kept every caller of the report waiting for the sum of them.
      const period = await reportPeriod(db, query);
      const billsHold = keptBillsHoldOn(db, period.to);
      const where = matchingAccounts(billingParties, query.search);
      const [{ rows }, { totals, accounts }] = await Promise.all([
        pageOf(query, period, billsHold),
        where
          ? Promise.all([totalsOf(period, { table: billingParties, where }), countAccounts(db, billingParties, where)]).then(
              ([totals, accounts]) => ({ totals, accounts }),
            )
          : billsHold.then((hold) => keptTotals(period, hold)),
      ]);
      return {
        ...period,
        rows,
        totals,
        total: accounts,
        page: query.page,
        limit: query.limit,
      };
    },

    /** A page's rows alone (an export's batch: the file adds up its own totals). */
    rows: async (query: ReportQuery & AccountPageQuery) => {
      const period = await reportPeriod(db, query);
      return (await pageOf(query, period, keptBillsHoldOn(db, period.to))).rows;
    },

    /** A party's standing receipts with money not yet set against a bill, oldest first. */
    async onAccount(partyId: string): Promise<OnAccountReceipt[]> {
      const [party] = await db.select({ id: billingParties.id }).from(billingParties).where(eq(billingParties.id, partyId));
      if (!party) throw notFound('Billing party not found');
      const allocated = sql`coalesce((select sum(a.amount_paise) from ${receiptAllocations} a where a.receipt_id = ${moneyEntries.id}), 0)`;
      const onAccount = sql<number>`${moneyEntries.amountPaise} + ${moneyEntries.tdsPaise} - ${allocated}`.mapWith(Number);
      return db
        .select({
          id: moneyEntries.id,
          reference: moneyEntries.reference,
          entryDate: moneyEntries.entryDate,
          onAccountPaise: onAccount,
        })
        .from(moneyEntries)
        .where(
          and(
            eq(moneyEntries.kind, 'receipt'),
            eq(moneyEntries.billingPartyId, partyId),
            isNull(moneyEntries.reversedAt),
            sql`${onAccount} > 0`,
          ),
        )
        .orderBy(asc(moneyEntries.entryDate), asc(moneyEntries.reference));
    },

    /** A party's standing bills with something left to receive, oldest first: the JSON text of an OpenBill[]. */
    async openBills(partyId: string): Promise<JsonText<OpenBill[]>> {
      const [row] = await openBillsOfParty.execute({ partyId, today: indianToday() });
      if (!row) throw notFound('Billing party not found');
      return row.bills as JsonText<OpenBill[]>;
    },
  };
}

export type PartyBalances = ReturnType<typeof createPartyBalances>;
