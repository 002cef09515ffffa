import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { documentSeries } from '../../db/schema';

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
