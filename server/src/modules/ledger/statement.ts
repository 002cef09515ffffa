import { and, asc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { LedgerAccountKind, Statement, StatementLine, BankBalanceReport } from 'shared-api/schemas';
import type { Db } from '../../db/client';
import { banks, billingParties, drivers, ledgerLines, vehicles } from '../../db/schema';
import { notFound } from '../../lib/errors';
import {
  matchingAccounts,
  countAccounts,
  offsetOf,
  ofAccounts,
  signedOpeningColumn,
  sumWhere,
  type AccountPageQuery,
  type AccountScope,
  type Period,
} from './account-page';
import { keptKindOpening, keptLineSums, sumCells, type KeptLineSums } from './day-totals';
import { reportPeriod, type ReportQuery } from './period';

/*
 * Reading the ledger: an account's statement for a period (opening, each line with the balance after
 * it, closing), and the banks' balance report. Balances are sums of lines, added up here in SQL.
 */

const accountTables = {
  party: { table: billingParties, name: billingParties.name },
  owner: { table: vehicles, name: sql<string>`${vehicles.ownerName} || ' (' || ${vehicles.registrationNumber} || ')'` },
  driver: { table: drivers, name: drivers.name },
  bank: { table: banks, name: banks.name },
} as const;

/** An account's opening balance from its master record, debit positive (0 when the record is gone). */
export async function signedOpeningOf(reader: Pick<Db, 'select'>, kind: LedgerAccountKind, id: string): Promise<number> {
  const table = accountTables[kind].table as unknown as typeof banks;
  const [row] = await reader
    .select({ opening: signedOpeningColumn(table) })
    .from(table)
    .where(eq(table.id, id))
    .limit(1);
  return row?.opening ?? 0;
}

const sumOf = (condition: SQL) =>
  sql<number>`coalesce(sum(${ledgerLines.amountPaise}) filter (where ${condition}), 0)`.mapWith(Number);

/** A bank's lines up to the end of the period: money in and out (transfers apart), and transfers net. */
function bankLineFigures({ from, to }: Period) {
  const transfer = sql`${ledgerLines.source} = 'transfer'`;
  const inPeriod = from ? sql`${ledgerLines.postedOn} between ${from} and ${to}` : sql`${ledgerLines.postedOn} <= ${to}`;
  return {
    before: from ? sumOf(sql`${ledgerLines.postedOn} < ${from}`) : sql<number>`0`.mapWith(Number),
    receipts: sumOf(sql`${inPeriod} and not ${transfer} and ${ledgerLines.amountPaise} > 0`),
    payments: sumOf(sql`${inPeriod} and not ${transfer} and ${ledgerLines.amountPaise} < 0`),
    transfers: sumOf(sql`${inPeriod} and ${transfer}`),
  };
}
/** The same figures over every bank and cash account, from the kept day totals (day-totals.ts). */
function keptBankLineFigures({ beforePaise, period }: KeptLineSums) {
  const transfer = (cell: { source: string }) => cell.source === 'transfer';
  return {
    before: beforePaise,
    receipts: sumCells(
      period,
      (cell) => !transfer(cell),
      (cell) => cell.debitPaise,
    ),
    payments: sumCells(
      period,
      (cell) => !transfer(cell),
      (cell) => cell.creditPaise,
    ),
    transfers: sumCells(period, transfer),
  };
}
const bankLines = ({ to }: Period, accounts: AccountScope) =>
  and(eq(ledgerLines.accountKind, 'bank'), lte(ledgerLines.postedOn, to), ofAccounts(ledgerLines.accountId, accounts));

/** A bank's (or the totals') columns: closing = opening + receipts − payments + transfers. */
function bankColumns(
  opening: number,
  lines: { before: number; receipts: number; payments: number; transfers: number } | undefined,
) {
  const openingPaise = opening + (lines?.before ?? 0);
  const receiptsPaise = lines?.receipts ?? 0;
  const paymentsPaise = -(lines?.payments ?? 0);
  const transfersPaise = lines?.transfers ?? 0;
  return {
    openingPaise,
    receiptsPaise,
    paymentsPaise,
    transfersPaise,
    closingPaise: openingPaise + receiptsPaise - paymentsPaise + transfersPaise,
  };
}

export function createLedgerReader(db: Db) {
  /** One page of bank and cash accounts in name order, with their figures. */
  async function bankPage(query: ReportQuery & AccountPageQuery) {
    const period = await reportPeriod(db, query);
    const where = matchingAccounts(banks, query.search);
    const accounts = await db
      .select({ id: banks.id, name: banks.name, accountType: banks.accountType, opening: signedOpeningColumn(banks) })
      .from(banks)
      .where(where)
      .orderBy(asc(sql`lower(${banks.name})`), asc(banks.id))
      .limit(query.limit)
      .offset(offsetOf(query));
    const ids = accounts.map((account) => account.id);
    const lines = ids.length
      ? await db
          .select({ id: ledgerLines.accountId, ...bankLineFigures(period) })
          .from(ledgerLines)
          .where(bankLines(period, ids))
          .groupBy(ledgerLines.accountId)
      : [];
    const linesOf = new Map(lines.map((row) => [row.id, row]));
    const rows = accounts.map(({ opening, ...account }) => ({ ...account, ...bankColumns(opening, linesOf.get(account.id)) }));
    return { period, where, rows };
  }

  /** The banks' balance report: a page of accounts, the totals of every account the search matches. */
  async function bankBalances(query: ReportQuery & AccountPageQuery): Promise<BankBalanceReport> {
    const { period, where, rows } = await bankPage(query);
    if (!where) {
      // Every account: the kept count, openings and day totals (day-totals.ts).
      const { accounts, openingPaise } = await keptKindOpening(db, 'bank');
      const lines = keptBankLineFigures(await keptLineSums(db, 'bank', period));
      return { ...period, rows, totals: bankColumns(openingPaise, lines), total: accounts, page: query.page, limit: query.limit };
    }
    const [openings] = await db
      .select({ opening: sumWhere(signedOpeningColumn(banks), undefined) })
      .from(banks)
      .where(where);
    const [totalLines] = await db
      .select(bankLineFigures(period))
      .from(ledgerLines)
      .where(bankLines(period, { table: banks, where }));
    return {
      ...period,
      rows,
      totals: bankColumns(openings?.opening ?? 0, totalLines),
      total: await countAccounts(db, banks, where),
      page: query.page,
      limit: query.limit,
    };
  }

  return {
    async statement(
      kind: LedgerAccountKind,
      id: string,
      { from, to, page, limit }: { from?: string | undefined; to?: string | undefined; page: number; limit: number },
    ): Promise<Statement> {
      const { table, name } = accountTables[kind];
      const [account] = await db
        .select({ name, opening: signedOpeningColumn(table as unknown as typeof banks) })
        .from(table)
        .where(eq((table as unknown as typeof banks).id, id))
        .limit(1);
      if (!account) throw notFound('Account not found');

      const ofAccount = and(eq(ledgerLines.accountKind, kind), eq(ledgerLines.accountId, id));
      const inPeriod = and(from ? gte(ledgerLines.postedOn, from) : undefined, to ? lte(ledgerLines.postedOn, to) : undefined);
      const [figures] = await db
        .select({
          before: from ? sumOf(lt(ledgerLines.postedOn, from)) : sql<number>`0`.mapWith(Number),
          debit: sumOf(and(inPeriod ?? sql`true`, sql`${ledgerLines.amountPaise} > 0`)!),
          credit: sumOf(and(inPeriod ?? sql`true`, sql`${ledgerLines.amountPaise} < 0`)!),
          lines: sql<number>`count(*) filter (where ${inPeriod ?? sql`true`})`.mapWith(Number),
        })
        .from(ledgerLines)
        .where(and(ofAccount, to ? lte(ledgerLines.postedOn, to) : undefined));
      const openingPaise = account.opening + (figures?.before ?? 0);

      // The page by the account index, and the balance before it as one sum over the lines ahead of it
      // (index-only: the index carries the amount), instead of a running sum over every line of the
      // period computed for every request; the page's own running balance is added up here.
      const ofPeriod = and(ofAccount, inPeriod);
      const offset = (page - 1) * limit;
      const rows = await db
        .select({
          id: ledgerLines.id,
          postedOn: ledgerLines.postedOn,
          reference: ledgerLines.reference,
          narration: ledgerLines.narration,
          source: ledgerLines.source,
          sourceId: ledgerLines.sourceId,
          amountPaise: ledgerLines.amountPaise,
          reverses: ledgerLines.reverses,
        })
        .from(ledgerLines)
        .where(ofPeriod)
        .orderBy(asc(ledgerLines.postedOn), asc(ledgerLines.lineNo))
        .limit(limit)
        .offset(offset);
      let running = openingPaise;
      if (offset > 0 && rows.length > 0) {
        const earlier = db
          .select({ amountPaise: ledgerLines.amountPaise })
          .from(ledgerLines)
          .where(ofPeriod)
          .orderBy(asc(ledgerLines.postedOn), asc(ledgerLines.lineNo))
          .limit(offset)
          .as('earlier');
        const [ahead] = await db
          .select({ total: sql<number>`coalesce(sum(${earlier.amountPaise}), 0)`.mapWith(Number) })
          .from(earlier);
        running += ahead?.total ?? 0;
      }
      const lines: StatementLine[] = rows.map((row) => {
        running += row.amountPaise;
        return {
          id: row.id,
          postedOn: row.postedOn,
          reference: row.reference,
          narration: row.narration,
          source: row.source,
          sourceId: row.sourceId,
          debitPaise: row.amountPaise > 0 ? row.amountPaise : 0,
          creditPaise: row.amountPaise < 0 ? -row.amountPaise : 0,
          balancePaise: running,
          reversal: row.reverses !== null,
        };
      });
      const debitPaise = figures?.debit ?? 0;
      const creditPaise = -(figures?.credit ?? 0);
      return {
        account: { kind, id, name: account.name },
        from: from ?? null,
        to: to ?? null,
        openingPaise,
        lines,
        total: figures?.lines ?? 0,
        page,
        limit,
        debitPaise,
        creditPaise,
        closingPaise: openingPaise + debitPaise - creditPaise,
      };
    },

    /** Every bank and cash account: opening, money in, money out, net transfers and closing, for a session or up to a day. */
    bankBalances,
    /** A page's rows alone (an export's batch: the file adds up its own totals). */
    bankBalanceRows: async (query: ReportQuery & AccountPageQuery) => (await bankPage(query)).rows,
  };
}

export type LedgerReader = ReturnType<typeof createLedgerReader>;
