import { count, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/*
 * The plumbing every list call shares (GET /users, /quotes, /audit-log): search patterns, the
 * '-field' sort convention, and one page of rows with the total.
 */

/** `%` and `_` typed by the user are literal characters, not wildcards. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** 'name' → ascending by name, '-name' → descending; `columns` names the sortable ones. */
export function sortBy<const C extends Record<string, AnyColumn | SQL>>(sort: string, columns: C) {
  const descending = sort.startsWith('-');
  return { column: columns[sort.replace(/^-/, '') as keyof C]!, descending };
}

/** One page of `table` and the number of rows matching `where`. */
export async function selectPage<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  orderBy: (SQL | PgColumn)[],
  { page, limit }: { page: number; limit: number },
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  // Sequential on purpose: PGlite runs one query at a time anyway.
  const rows = (await db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset((page - 1) * limit)) as T['$inferSelect'][];
  const [totals] = await db
    .select({ total: count() })
    .from(table as PgTable)
    .where(where);
  return { rows, total: totals?.total ?? 0 };
}

/** A human reference such as 'Q-001042' in SQL, so 'Q-001042', '001042' or '1042' all find row 1042. */
export const referenceSql = (prefix: string, number: PgColumn) =>
  sql`${prefix} || lpad(${number}::text, greatest(6, length(${number}::text)), '0')`;
