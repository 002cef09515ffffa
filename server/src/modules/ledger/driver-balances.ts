import { and, asc, eq, gte, inArray, like, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { DriverBalanceReport, DriverBalanceRow } from 'shared-api/schemas';
import type { Db } from '../../db/client';
import { drivers, ledgerLines } from '../../db/schema';
import { likePattern } from '../../lib/listing';
import { reportPeriod, type ReportQuery } from './period';

/*
 * The drivers' balance report: per driver, what he held at the start, the advances given to him (cash,
 * diesel, FASTag), the expenses he paid out of them, the settlements' cash (paid to him or returned),
 * and what he holds at the end. Every column is a sum of the driver's ledger lines by what posted them
 * (a reversal posts cancelling lines under the same source, so it nets in its column), and the closing
 * is the sum of all of them: opening + advances − expenses + settled = closing.
 */

export function createDriverBalances(db: Db) {
  return async function driverBalances(query: ReportQuery): Promise<DriverBalanceReport> {
    const { from, to } = await reportPeriod(db, query);
    const matching = query.search ? like(drivers.searchText, likePattern(query.search.toLowerCase())) : undefined;
    const people = await db
      .select({
        id: drivers.id,
        name: drivers.name,
        phone: drivers.phone,
        opening:
          sql<number>`case when ${drivers.openingBalanceSide} = 'Dr' then ${drivers.openingBalancePaise} else -${drivers.openingBalancePaise} end`.mapWith(
            Number,
          ),
      })
      .from(drivers)
      .where(matching)
      .orderBy(asc(sql`lower(${drivers.name})`), asc(drivers.id));
    if (people.length === 0) return { from, to, rows: [], totals: totalsOf([]) };
    // The drivers by the same filter as a subquery: their ids as parameters could be more than a statement binds.
    const ids = db.select({ id: drivers.id }).from(drivers).where(matching);

    const inPeriod = and(from ? gte(ledgerLines.postedOn, from) : undefined, lte(ledgerLines.postedOn, to));
    const sum = (condition: SQL | undefined) =>
      sql<number>`coalesce(sum(${ledgerLines.amountPaise}) filter (where ${condition}), 0)`.mapWith(Number);
    const lineFigures = await db
      .select({
        id: ledgerLines.accountId,
        before: from ? sum(lt(ledgerLines.postedOn, from)) : sql<number>`0`.mapWith(Number),
        period: sum(inPeriod),
        advances: sum(and(inPeriod, eq(ledgerLines.source, 'driver-advance'))),
        expenses: sum(and(inPeriod, eq(ledgerLines.source, 'expense'))),
      })
      .from(ledgerLines)
      .where(and(eq(ledgerLines.accountKind, 'driver'), inArray(ledgerLines.accountId, ids), lte(ledgerLines.postedOn, to)))
      .groupBy(ledgerLines.accountId);

    const lines = new Map(lineFigures.map((row) => [row.id, row]));
    const rows: DriverBalanceRow[] = people.map((driver) => {
      const line = lines.get(driver.id);
      const openingPaise = driver.opening + (line?.before ?? 0);
      const moved = line?.period ?? 0;
      const advancesPaise = line?.advances ?? 0;
      // Expenses post as credits on his account: the column shows what he spent as a positive amount.
      const expensesPaise = -(line?.expenses ?? 0);
      return {
        id: driver.id,
        name: driver.name,
        phone: driver.phone,
        openingPaise,
        advancesPaise,
        expensesPaise,
        // The settlements' cash, and whatever else may post to a driver's account, so the row adds up.
        settledPaise: moved - advancesPaise + expensesPaise,
        closingPaise: openingPaise + moved,
      };
    });
    return { from, to, rows, totals: totalsOf(rows) };
  };
}

function totalsOf(rows: DriverBalanceRow[]): DriverBalanceReport['totals'] {
  const total = (key: keyof DriverBalanceReport['totals']) => rows.reduce((sum, row) => sum + row[key], 0);
  return {
    openingPaise: total('openingPaise'),
    advancesPaise: total('advancesPaise'),
    expensesPaise: total('expensesPaise'),
    settledPaise: total('settledPaise'),
    closingPaise: total('closingPaise'),
  };
}

export type DriverBalances = ReturnType<typeof createDriverBalances>;
