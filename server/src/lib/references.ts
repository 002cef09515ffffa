import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { conflict } from './errors';

/*
 * The back office's one rule for records that others use (issue 14): deleting one is refused, with
 * a message that says what uses it and what to do instead (close, mark inactive). Nothing is ever
 * deleted from under a record that points at it, and nothing disappears silently.
 */

/** One kind of record that may point at the record being deleted. */
export interface ReferenceCheck {
  /** e.g. ['trip', 'trips']. */
  noun: readonly [singular: string, plural: string];
  count: (executor: Pick<Db, 'select'>, id: string) => Promise<number>;
}

/** '3 trips and 1 expense' */
function describeUses(uses: { noun: readonly [string, string]; total: number }[]): string {
  const parts = uses.map(({ noun, total }) => `${total.toLocaleString('en-IN')} ${total === 1 ? noun[0] : noun[1]}`);
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/**
 * Throws 409 "<what> is used by 3 trips and 1 expense, so it cannot be deleted. <instead>" when any
 * check finds a reference. Run it in the transaction that deletes, so a reference added meanwhile
 * (on PostgreSQL, with the row locked) is seen.
 */
export async function refuseDeleteIfUsed(
  executor: Pick<Db, 'select'>,
  what: string,
  id: string,
  checks: readonly ReferenceCheck[],
  instead: string,
): Promise<void> {
  const uses: { noun: readonly [string, string]; total: number }[] = [];
  for (const check of checks) {
    const total = await check.count(executor, id);
    if (total > 0) uses.push({ noun: check.noun, total });
  }
  if (uses.length > 0) throw conflict(`${what} is used by ${describeUses(uses)}, so it cannot be deleted. ${instead}`);
}

/** How many rows of `table` match `where`: the count behind a ReferenceCheck. */
export async function countUses(executor: Pick<Db, 'select'>, table: PgTable, where: SQL): Promise<number> {
  const [row] = await executor.select({ total: count() }).from(table).where(where);
  return Number(row?.total ?? 0);
}
