import { and, asc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { DriverBalanceReport, DriverBalanceRow } from 'shared-api/schemas';
import type { Db } from '../../db/client';
import { drivers, ledgerLines } from '../../db/schema';
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
import { keptKindOpening, keptLineSums, sumCells, type KeptLineSums } from './day-totals';
import { reportPeriod, type ReportQuery } from './period';

/*
 * The drivers' balance report: per driver, what he held at the start, the advances given to him (cash,
 * diesel, FASTag), the expenses he paid out of them, the settlements' cash (paid to him or returned),
 * and what he holds at the end. Every column is a sum of the driver's ledger lines by what posted them
 * (a reversal posts cancelling lines under the same source, so it nets in its column), and the closing
 * is the sum of all of them: opening + advances − expenses + settled = closing.
 */

function lineFigures({ from, to }: Period) {
  const inPeriod = and(from ? gte(ledgerLines.postedOn, from) : undefined, lte(ledgerLines.postedOn, to));
  const amount = ledgerLines.amountPaise;
  return {
    before: from ? sumWhere(amount, lt(ledgerLines.postedOn, from)) : sql<number>`0`.mapWith(Number),
    period: sumWhere(amount, inPeriod),
    advances: sumWhere(amount, and(inPeriod, eq(ledgerLines.source, 'driver-advance'))),
    expenses: sumWhere(amount, and(inPeriod, eq(ledgerLines.source, 'expense'))),
  };
}
/** The same figures over every driver, from the kept day totals (day-totals.ts). */
function keptLineFigures({ beforePaise, period }: KeptLineSums) {
  return {
    before: beforePaise,
    period: sumCells(period),
    advances: sumCells(period, (cell) => cell.source === 'driver-advance'),
    expenses: sumCells(period, (cell) => cell.source === 'expense'),
  };
}
const driverLines = ({ to }: Period, accounts: AccountScope) =>
  and(eq(ledgerLines.accountKind, 'driver'), lte(ledgerLines.postedOn, to), ofAccounts(ledgerLines.accountId, accounts));

/** A driver's (or the totals') columns from the sums of his lines. */
function balanceColumns(
  opening: number,
  lines: { before: number; period: number; advances: number; expenses: number } | undefined,
) {
  const openingPaise = opening + (lines?.before ?? 0);
  const moved = lines?.period ?? 0;
  const advancesPaise = lines?.advances ?? 0;
  // Expenses post as credits on his account: the column shows what he spent as a positive amount.
  const expensesPaise = -(lines?.expenses ?? 0);
  return {
    openingPaise,
    advancesPaise,
    expensesPaise,
    // The settlements' cash, and whatever else may post to a driver's account, so the row adds up.
    settledPaise: moved - advancesPaise + expensesPaise,
    closingPaise: openingPaise + moved,
  };
}

const signedOpening = signedOpeningColumn(drivers);

export function createDriverBalances(db: Db) {
  /** One page of drivers in name order, with their figures. */
  async function pageOf(query: ReportQuery & AccountPageQuery) {
    const period = await reportPeriod(db, query);
    const where = matchingAccounts(drivers, query.search);
    const people = await db
      .select({ id: drivers.id, name: drivers.name, phone: drivers.phone, opening: signedOpening })
      .from(drivers)
      .where(where)
      .orderBy(asc(sql`lower(${drivers.name})`), asc(drivers.id))
      .limit(query.limit)
      .offset(offsetOf(query));
    const ids = people.map((driver) => driver.id);
    const lines = ids.length
      ? await db
          .select({ id: ledgerLines.accountId, ...lineFigures(period) })
          .from(ledgerLines)
          .where(driverLines(period, ids))
          .groupBy(ledgerLines.accountId)
      : [];
    const linesOf = new Map(lines.map((row) => [row.id, row]));
    const rows = people.map(({ opening, ...driver }): DriverBalanceRow => ({
      ...driver,
      ...balanceColumns(opening, linesOf.get(driver.id)),
    }));
    return { period, where, rows };
  }

  return {
    async report(query: ReportQuery & AccountPageQuery): Promise<DriverBalanceReport> {
      const { period, where, rows } = await pageOf(query);
      if (!where) {
        // Every driver: the kept count, openings and day totals (day-totals.ts).
        const { accounts, openingPaise } = await keptKindOpening(db, 'driver');
        const lines = keptLineFigures(await keptLineSums(db, 'driver', period));
        return {
          ...period,
          rows,
          totals: balanceColumns(openingPaise, lines),
          total: accounts,
          page: query.page,
          limit: query.limit,
        };
      }
      const [openings] = await db
        .select({ opening: sumWhere(signedOpening, undefined) })
        .from(drivers)
        .where(where);
      const [totalLines] = await db
        .select(lineFigures(period))
        .from(ledgerLines)
        .where(driverLines(period, { table: drivers, where }));
      return {
        ...period,
        rows,
        totals: balanceColumns(openings?.opening ?? 0, totalLines),
        total: await countAccounts(db, drivers, where),
        page: query.page,
        limit: query.limit,
      };
    },
    /** A page's rows alone (an export's batch: the file adds up its own totals). */
    rows: async (query: ReportQuery & AccountPageQuery) => (await pageOf(query)).rows,
  };
}

export type DriverBalances = ReturnType<typeof createDriverBalances>;
