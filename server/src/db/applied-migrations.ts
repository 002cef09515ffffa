import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from './client';

/** A migration as drizzle records it applied: its file's hash and its folder's timestamp. */
export interface AppliedMigration {
  hash: string;
  createdAt: number;
}

/** A database or a transaction on it, with either driver. */
interface Executor {
  execute(query: SQL): PromiseLike<unknown>;
}

/** What drizzle recorded as applied, oldest first; empty on a database never migrated. */
export async function appliedMigrations(db: Executor): Promise<AppliedMigration[]> {
  // Two statements: a table named in a statement must exist when the statement is parsed.
  const [exists] = rowsOf<{ found: boolean }>(
    await db.execute(sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS found`),
  );
  if (!exists?.found) return [];
  const rows = rowsOf<{ hash: string; created_at: string }>(
    await db.execute(sql`SELECT hash, created_at::text AS created_at FROM drizzle.__drizzle_migrations ORDER BY created_at`),
  );
  return rows.map((row) => ({ hash: row.hash, createdAt: Number(row.created_at) }));
}
