import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import { purgeOldIdempotencyKeys } from '../plugins/idempotency';

/** Expired sessions can never authenticate again; deleting them keeps the table small. */
export async function purgeExpiredSessions(db: Db): Promise<void> {
  // The database's clock, which every instance shares.
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
}

/**
 * PGlite has no autovacuum/auto-ANALYZE, so planner statistics go stale as tables grow; refresh
 * them periodically (cheap at this size, and harmless on PostgreSQL).
 */
export async function runMaintenance(db: Db): Promise<void> {
  await purgeExpiredSessions(db);
  await purgeOldIdempotencyKeys(db);
  await db.execute(sql`ANALYZE`);
}
