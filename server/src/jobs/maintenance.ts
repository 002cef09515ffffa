import { lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { JobRunObserver } from '../lib/metrics';
import { sessions } from '../db/schema';

const SIX_HOURS = 6 * 3600 * 1000;

/** Expired sessions can never authenticate again; deleting them keeps the table small. */
export async function purgeExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}

/**
 * PGlite has no autovacuum/auto-ANALYZE, so planner statistics go stale as tables grow; refresh
 * them periodically (cheap at this size, and harmless on PostgreSQL). Returns a stop function.
 */
export function scheduleMaintenance(
  db: Db,
  log: FastifyBaseLogger,
  intervalMs = SIX_HOURS,
  observe: JobRunObserver = () => {},
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return observe('maintenance', 'skipped', 0);
    running = true;
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    (async () => {
      await purgeExpiredSessions(db);
      await db.execute(sql`ANALYZE`);
    })()
      .then(() => observe('maintenance', 'ok', seconds()))
      .catch((error: unknown) => {
        observe('maintenance', 'error', seconds());
        log.error({ err: error }, 'maintenance failed');
      })
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref(); // never what keeps the process alive
  return () => clearInterval(timer);
}
