import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { MigrationMeta } from 'drizzle-orm/migrator';
import type { Database } from '../db/client';
import { ArchiveError } from './archive-format';
import { uploadsIn, type OpenedArchive } from './archive-reader';
import { qualifiedName, readCatalog, rowCounts, select, tableIdentifier, type Executor } from './catalog';
import { applyMigrations, appliedMigrations, splitMigrations } from './migrations';
import { counted, everyHundredThousand, tableLine } from './progress';
import { loadTable } from './table-load';
import { placeFile } from './upload-files';

export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError';
}

export interface RestoreOptions {
  database: Database;
  archive: OpenedArchive;
  uploadDir: string;
  /** Replace a database that holds data; without it only an empty one is restored into. */
  force: boolean;
  log: (line: string) => void;
}

export interface RestoreSummary {
  tables: number;
  rows: number;
  files: number;
  /** Migrations this app applied after the archive's rows were in. */
  newerMigrations: number;
}

/**
 * Restores an archive (already checked whole by openArchive). The rows go in in one transaction: every
 * table emptied, the rows parents first, the sequences, this app's newer migrations, and a count of
 * every table against the manifest; anything that fails rolls all of it back. The schema is built
 * before, in a transaction of its own, when the target does not have the archive's already: PostgreSQL
 * (before 17) will not store an enum value that a migration added until that migration is committed.
 * A failed load into a database that was empty empties it again. The uploads are put in place last.
 */
export async function restoreBackup({ database, archive, uploadDir, force, log }: RestoreOptions): Promise<RestoreSummary> {
  const { manifest } = archive;
  const migrations = splitMigrations(manifest.migrations);
  const target = await inspectTarget(database.db);
  if (target.rows > 0) {
    const list = target.filled.map(([name, n]) => `${name} ${n}`).join(', ');
    const what = `${target.rows} rows in ${target.filled.length} tables: ${list}`;
    if (!force)
      throw new RestoreRefusedError(
        `The target database is not empty (${what}). Restore into an empty database, or add --force to replace everything in it.`,
      );
    log(`--force: replacing everything in the target database (${what})`);
  }
  const sameSchema =
    target.applied.length === manifest.migrations.length &&
    target.applied.every((migration, index) => migration.createdAt === manifest.migrations[index]?.createdAt);
  if (!sameSchema) {
    if (target.rows > 0) log('--force: the target has another schema version, which is dropped first');
    await database.db.transaction(async (tx) => {
      if (target.hasSchema) await dropAppSchema(tx);
      await applyMigrations(tx, migrations.upToArchive);
    });
  }
  let restored: { tables: number; rows: number };
  try {
    restored = await database.db.transaction((tx) => loadRows(tx, archive, migrations.newer, log));
  } catch (error) {
    if (!sameSchema && target.rows === 0) await database.db.transaction((tx) => dropAppSchema(tx)).catch(() => {});
    throw error;
  }
  await database.db.execute(sql`ANALYZE`);

  const uploads = uploadsIn(archive);
  for (const file of manifest.files) await placeFile(join(uploads, file.path), join(uploadDir, file.path));
  if (manifest.files.length > 0) log(tableLine('UPLOAD_DIR', counted(manifest.files.length, 'file')));
  return { ...restored, files: manifest.files.length, newerMigrations: migrations.newer.length };
}

async function loadRows(db: Executor, archive: OpenedArchive, newer: MigrationMeta[], log: (line: string) => void) {
  const { manifest } = archive;
  const catalog = await readCatalog(db);
  const byName = new Map(catalog.tables.map((table) => [table.name, table]));
  const missing = manifest.tables.find((entry) => !byName.has(entry.name));
  if (missing) throw new ArchiveError(`its table ${missing.name} is not in the schema its migrations make`);
  const entries = new Map(manifest.tables.map((entry) => [entry.name, entry]));
  // Emptied whole: some migrations insert rows (the cash account, expense categories), which the archive holds as they became.
  await db.execute(
    sql`TRUNCATE ${sql.join(
      catalog.tables.map((table) => tableIdentifier(table.name)),
      sql`, `,
    )}`,
  );

  // The kept counts (issue 27) come from the archive as they were; their triggers must not add the rows again.
  const triggered = catalog.tables.filter((table) => table.hasTriggers);
  for (const table of triggered) await db.execute(sql`ALTER TABLE ${tableIdentifier(table.name)} DISABLE TRIGGER USER`);
  let rows = 0;
  for (const table of catalog.tables) {
    const entry = entries.get(table.name);
    if (!entry) continue;
    const loaded = await loadTable(db, table, entry, join(archive.dir, entry.file), everyHundredThousand(table.name, log));
    log(tableLine(table.name, counted(loaded, 'row')));
    rows += loaded;
  }
  for (const table of triggered) await db.execute(sql`ALTER TABLE ${tableIdentifier(table.name)} ENABLE TRIGGER USER`);

  await restoreSequences(db, manifest.sequences);
  const counts = await rowCounts(db, [...entries.keys()]);
  for (const entry of manifest.tables) {
    if (counts.get(entry.name) !== entry.rows)
      throw new Error(
        `${entry.name}: ${counted(counts.get(entry.name) ?? 0, 'row')} restored, but the archive counts ${entry.rows}`,
      );
  }
  await applyMigrations(db, newer);
  return { tables: manifest.tables.length, rows };
}

/** What the target holds: the app's tables with rows in them, and the migrations drizzle recorded. */
async function inspectTarget(db: Executor) {
  const { tables } = await readCatalog(db);
  const counts = await rowCounts(
    db,
    tables.map((table) => table.name),
  );
  const filled = [...counts].filter(([, n]) => n > 0);
  const applied = await appliedMigrations(db);
  return {
    filled,
    rows: filled.reduce((sum, [, n]) => sum + n, 0),
    applied,
    hasSchema: tables.length > 0 || applied.length > 0,
  };
}

/** Drops the app's schema (public, and drizzle's record of migrations), for the archive's to be built afresh. */
async function dropAppSchema(db: Executor): Promise<void> {
  await db.execute(sql`DROP SCHEMA IF EXISTS ${sql.identifier('drizzle')} CASCADE`);
  await db.execute(sql`DROP SCHEMA ${sql.identifier('public')} CASCADE`);
  await db.execute(sql`CREATE SCHEMA ${sql.identifier('public')}`);
}

/**
 * Sequences as the archive had them, and never below the largest value their column holds, so the
 * next quote or message number is a new one.
 */
async function restoreSequences(db: Executor, sequences: { name: string; lastValue: string; isCalled: boolean }[]) {
  for (const sequence of sequences) {
    await db.execute(
      sql`SELECT setval(${qualifiedName(sequence.name)}::regclass, ${sequence.lastValue}::bigint, ${sequence.isCalled})`,
    );
  }
  const owned = await select<{ sequence: string; table_name: string; column_name: string }>(
    db,
    sql`SELECT s.relname AS sequence, t.relname AS table_name, a.attname AS column_name
        FROM pg_depend d
        JOIN pg_class s ON s.oid = d.objid AND s.relkind = 'S'
        JOIN pg_namespace n ON n.oid = s.relnamespace AND n.nspname = 'public'
        JOIN pg_class t ON t.oid = d.refobjid
        JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
        WHERE d.classid = 'pg_class'::regclass AND d.refclassid = 'pg_class'::regclass AND d.deptype IN ('a', 'i')`,
  );
  for (const { sequence, table_name: table, column_name: column } of owned) {
    const seq = sql`${sql.identifier('public')}.${sql.identifier(sequence)}`;
    await db.execute(
      sql`SELECT setval(${qualifiedName(sequence)}::regclass, m.top, true)
          FROM (SELECT max(${sql.identifier(column)}) AS top FROM ${tableIdentifier(table)}) AS m, ${seq} AS s
          WHERE m.top IS NOT NULL AND m.top > CASE WHEN s.is_called THEN s.last_value ELSE s.last_value - 1 END`,
    );
  }
}
