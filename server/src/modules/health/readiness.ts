import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, rowsOf, type Db } from '../../db/client';
import { databaseErrorCode, isDatabaseUnavailable } from '../../lib/errors';

export type Readiness = { ready: true } | { ready: false; reason: string; error?: unknown };

interface JournalEntry {
  tag: string;
  /** drizzle records it as the applied migration's created_at. */
  when: number;
}

/** The migrations this build's code expects, from drizzle's journal. */
export function journalEntries(folder = migrationsFolder): JournalEntry[] {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  return journal.entries;
}

/**
 * Whether this instance should get traffic: not while it shuts down, and only when the database
 * answers and holds every migration the code expects (an instance of a newer build started before
 * its migrations ran would fail on the new columns). One small query, cheap enough for a proxy's
 * probe every second.
 */
export function createReadinessCheck(db: Db, isShuttingDown: () => boolean, expected = journalEntries()) {
  return async (): Promise<Readiness> => {
    if (isShuttingDown()) return { ready: false, reason: 'Shutting down' };
    let applied: Set<number>;
    try {
      const rows = rowsOf<{ created_at: string | number }>(
        await db.execute(sql`select created_at from drizzle.__drizzle_migrations`),
      );
      applied = new Set(rows.map((row) => Number(row.created_at)));
    } catch (error) {
      if (isDatabaseUnavailable(error)) return { ready: false, reason: 'Database unavailable', error };
      // Before the first migration the table does not exist: every migration is missing.
      if (databaseErrorCode(error) !== '42P01') return { ready: false, reason: 'Database check failed', error };
      applied = new Set();
    }
    const missing = expected.filter((entry) => !applied.has(entry.when));
    if (missing.length > 0) {
      const names = missing.map((entry) => entry.tag).join(', ');
      return { ready: false, reason: `${missing.length} migration${missing.length === 1 ? '' : 's'} not applied: ${names}` };
    }
    return { ready: true };
  };
}
