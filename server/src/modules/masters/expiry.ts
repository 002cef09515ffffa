import { and, gt, gte, lt, lte, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { EXPIRING_WITHIN_DAYS } from 'shared-api/schemas';

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
