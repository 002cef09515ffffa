import { count, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { likePattern } from '../../lib/listing';

/*
 * How a balance report reads its accounts: a page of the master table in the report's order, the
 * figures summed for that page's accounts alone, and the totals summed once over every matching
 * account without grouping by account. None of the three grows with the accounts on other pages, so
 * a report of 100,000 parties answers as fast as one of fifty.
 */

/** The days a balance report covers: from the session's start (or the beginning, null) to a day. */
export type Period = { from: string | null; to: string };

export interface AccountPageQuery {
  search?: string | undefined;
  page: number;
  limit: number;
}

type Master = PgTable & { id: PgColumn; searchText: PgColumn };

/** The master rows a search matches (every row without one). */
export const matchingAccounts = (table: Master, search: string | undefined): SQL | undefined =>
  search ? sql`${table.searchText} like ${likePattern(search.toLowerCase())}` : undefined;

/** How many accounts the report has, on every page. */
export async function countAccounts(db: Db, table: Master, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ accounts: count() }).from(table).where(where);
  return row?.accounts ?? 0;
}

export const offsetOf = ({ page, limit }: AccountPageQuery) => (page - 1) * limit;

/**
 * Limits a sum to some accounts: a page's ids, or (for the totals) the accounts the search matches as
 * a subquery — ids as parameters could be more than a statement binds (65,535). No condition at all
 * when the totals cover every account.
 */
export function ofAccounts(
  column: PgColumn,
  accounts: readonly string[] | { table: Master; where: SQL | undefined },
): SQL | undefined {
  if (Array.isArray(accounts)) return inArray(column, accounts as string[]);
  const { table, where } = accounts as { table: Master; where: SQL | undefined };
  return where ? inArray(column, sql`(select ${table.id} from ${table} where ${where})`) : undefined;
}

export type AccountScope = Parameters<typeof ofAccounts>[1];

/** `coalesce(sum(…) filter (where …), 0)` as a number: a figure of one account or of the totals. */
export const sumWhere = (amount: PgColumn | SQL, condition: SQL | undefined) =>
  sql<number>`coalesce(sum(${amount})${condition ? sql` filter (where ${condition})` : sql``}, 0)`.mapWith(Number);

/** The master record's opening balance, debit positive. */
export const signedOpeningColumn = (table: { openingBalancePaise: PgColumn; openingBalanceSide: PgColumn }) =>
  sql<number>`case when ${table.openingBalanceSide} = 'Dr' then ${table.openingBalancePaise} else -${table.openingBalancePaise} end`.mapWith(
    Number,
  );
