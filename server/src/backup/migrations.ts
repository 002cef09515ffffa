import { sql } from 'drizzle-orm';
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import type { AppliedMigration } from '../db/applied-migrations';
import { migrationsFolder } from '../db/client';
import { ArchiveError } from './archive-format';
import type { Executor } from './catalog';

/*
 * The restore applies the migrations itself, inside its one transaction (drizzle's migrator commits its
 * own), in two steps: up to the schema the archive was made on, then, after the rows are in, the
 * migrations this app has beyond it, so that they convert old rows as they would have on the source.
 * It records them in drizzle's own table, the way drizzle does, so the server sees them applied.
 */

const migrationsTable = sql`${sql.identifier('drizzle')}.${sql.identifier('__drizzle_migrations')}`;

export { appliedMigrations, type AppliedMigration } from '../db/applied-migrations';

/**
 * This app's migrations split at the archive's schema: those the archive's rows were written under,
 * and the newer ones. An archive made by a newer app (a migration this one lacks) is refused.
 */
export function splitMigrations(archived: readonly AppliedMigration[]): { upToArchive: MigrationMeta[]; newer: MigrationMeta[] } {
  const local = readMigrationFiles({ migrationsFolder });
  archived.forEach((migration, index) => {
    if (local[index]?.folderMillis !== migration.createdAt)
      throw new ArchiveError(
        `it was made by another version of the app (its migration ${index + 1} of ${archived.length} is not this app's); restore it with the version that made it`,
      );
  });
  return { upToArchive: local.slice(0, archived.length), newer: local.slice(archived.length) };
}

export async function applyMigrations(db: Executor, migrations: readonly MigrationMeta[]): Promise<void> {
  await db.execute(sql`CREATE SCHEMA IF NOT EXISTS ${sql.identifier('drizzle')}`);
  await db.execute(
    sql`CREATE TABLE IF NOT EXISTS ${migrationsTable} (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`,
  );
  for (const migration of migrations) {
    for (const statement of migration.sql) await db.execute(sql.raw(statement));
    await db.execute(
      sql`INSERT INTO ${migrationsTable} (hash, created_at) VALUES (${migration.hash}, ${migration.folderMillis})`,
    );
  }
}
