import { and, eq, gt, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { EXPIRING_WITHIN_DAYS } from 'shared-api/schemas';
import type { Db } from '../../db/client';
import { expiryCounts } from '../../db/schema';

/** YYYY-MM-DD, `days` after `day`. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Papers filter on an expiry date column (a licence's, or a truck's earliest): expired once past,
 * expiring within 30 days, valid beyond; the same bounds as paperStatusOf.
 */
export function expiryFilter(column: PgColumn, filter: 'valid' | 'expiring' | 'expired', today: string): SQL {
  const horizon = addDays(today, EXPIRING_WITHIN_DAYS);
  if (filter === 'expired') return lt(column, today);
  if (filter === 'expiring') return and(gte(column, today), lte(column, horizon))!;
  return gt(column, horizon);
}

/**
 * How many trucks' papers (or drivers' licences) have expired and how many expire within 30 days, from
 * the per-day counts the database keeps (migration 0011): a few hundred rows, however many records.
 */
export async function expiringCounts(
  db: Db,
  kind: 'truck' | 'driver',
  today: string,
): Promise<{ expired: number; expiring: number }> {
  const [row] = await db
    .select({
      expired:
        sql<number>`coalesce(sum(${expiryCounts.total}) filter (where ${expiryFilter(expiryCounts.expiresOn, 'expired', today)}), 0)`.mapWith(
          Number,
        ),
      expiring:
        sql<number>`coalesce(sum(${expiryCounts.total}) filter (where ${expiryFilter(expiryCounts.expiresOn, 'expiring', today)}), 0)`.mapWith(
          Number,
        ),
    })
    .from(expiryCounts)
    .where(and(eq(expiryCounts.kind, kind), lte(expiryCounts.expiresOn, addDays(today, EXPIRING_WITHIN_DAYS))));
  return { expired: row?.expired ?? 0, expiring: row?.expiring ?? 0 };
}
