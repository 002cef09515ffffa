import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { documentSeries } from '../../db/schema';

/**
 * formatTripSeriesNumber written by the database ('T-2627-00042' of session 2026-27), for rows it
 * writes as JSON (lib/json-row).
 */
export const seriesNumberSql = (prefix: string, sessionName: SQL | PgColumn, number: SQL | PgColumn): SQL =>
  sql`${sql.raw(`'${prefix.replace(/'/g, "''")}'`)} || '-' || regexp_replace(${sessionName}, '^[0-9]{2}([0-9]{2})-([0-9]{2})$', '\\1\\2') || '-' || lpad(${number}::text, greatest(5, length(${number}::text)), '0')`;

/**
 * The next number of `series` in a session, taken inside the caller's transaction. The upsert locks
 * the series' row until that transaction ends, so simultaneous documents take consecutive numbers one
 * after the other, and a document that fails gives its number back: no gaps, no duplicates.
 */
export async function nextNumber(executor: Pick<Db, 'insert'>, sessionId: string, series: string): Promise<number> {
  const [row] = await executor
    .insert(documentSeries)
    .values({ sessionId, series, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [documentSeries.sessionId, documentSeries.series],
      set: { lastNumber: sql`${documentSeries.lastNumber} + 1` },
    })
    .returning({ number: documentSeries.lastNumber });
  return row!.number;
}
