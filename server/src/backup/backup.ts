import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { chmod, copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { sql } from 'drizzle-orm';
import { create as createTar } from 'tar';
import type { Database } from '../db/client';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  FILES_DIR,
  MANIFEST_FILE,
  TABLES_DIR,
  tableFile,
  uploadFile,
  type Manifest,
} from './archive-format';
import { readCatalog, select, type Executor } from './catalog';
import { appliedMigrations } from './migrations';
import { counted, everyHundredThousand, tableLine } from './progress';
import { dumpTable } from './table-dump';
import { fileDigest, listFiles } from './upload-files';

export interface BackupOptions {
  database: Database;
  uploadDir: string;
  /** The archive to write (.tar.gz); written beside under a temporary name and renamed when complete. */
  out: string;
  appVersion: string;
  log: (line: string) => void;
}

export interface BackupSummary {
  file: string;
  tables: number;
  rows: number;
  files: number;
  bytes: number;
}

/**
 * Writes the whole database and the upload folder to one archive. The rows are read in one
 * REPEATABLE READ transaction, so they are one consistent moment even while servers keep writing.
 */
export async function writeBackup({ database, uploadDir, out, appVersion, log }: BackupOptions): Promise<BackupSummary> {
  // Backups hold every password hash and ledger: a folder made for them is the owner's alone (0700),
  // and an existing one that others can read is named in the log.
  mkdirSync(dirname(out), { recursive: true, mode: 0o700 });
  const folderMode = statSync(dirname(out)).mode & 0o777;
  if ((folderMode & 0o077) !== 0) {
    log(
      `Note: ${dirname(out)} can be read by other users (mode ${folderMode.toString(8)}); chmod 700 it to keep backups private`,
    );
  }
  // Staged beside the archive: the same disk, which has to hold the archive anyway.
  const staging = mkdtempSync(join(dirname(out), `.${basename(out)}-`));
  try {
    await mkdir(join(staging, TABLES_DIR));
    const dumped = await database.db.transaction(
      async (tx) => {
        const db: Executor = tx;
        // The text of every value must not depend on the session's settings.
        await db.execute(sql`SET LOCAL TimeZone = 'UTC'`);
        await db.execute(sql`SET LOCAL bytea_output = 'hex'`);
        await db.execute(sql`SET LOCAL extra_float_digits = 1`);
        await db.execute(sql`SET LOCAL IntervalStyle = 'iso_8601'`);
        const catalog = await readCatalog(db);
        const tables: Manifest['tables'] = [];
        for (const table of catalog.tables) {
          const written = await dumpTable(db, table, join(staging, tableFile(table.name)), everyHundredThousand(table.name, log));
          log(tableLine(table.name, counted(written.rows, 'row')));
          tables.push({ name: table.name, file: tableFile(table.name), columns: table.columns.map((c) => c.name), ...written });
        }
        const sequences: Manifest['sequences'] = [];
        for (const name of catalog.sequences) {
          const [state] = await select<{ last_value: string; is_called: boolean }>(
            db,
            sql`SELECT last_value::text AS last_value, is_called FROM ${sql.identifier('public')}.${sql.identifier(name)}`,
          );
          if (state) sequences.push({ name, lastValue: state.last_value, isCalled: state.is_called });
        }
        const [version] = await select<{ version: string }>(db, sql`SELECT current_setting('server_version') AS version`);
        return { tables, sequences, migrations: await appliedMigrations(db), serverVersion: version?.version ?? '' };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );

    const files: Manifest['files'] = [];
    for (const path of await listFiles(uploadDir)) {
      const target = join(staging, uploadFile(path));
      await mkdir(dirname(target), { recursive: true });
      await copyFile(join(uploadDir, path), target);
      files.push({ path, ...(await fileDigest(target)) });
    }
    if (files.length > 0) log(tableLine('UPLOAD_DIR', counted(files.length, 'file')));

    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      formatVersion: ARCHIVE_FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      appVersion,
      source: { engine: database.engine, serverVersion: dumped.serverVersion },
      migrations: dumped.migrations,
      tables: dumped.tables,
      sequences: dumped.sequences,
      files,
    };
    writeFileSync(join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    // Written inside the staging folder (mkdtemp makes it 0700) and made the owner's alone (0600)
    // before it takes its name, so no other user can open it at any moment.
    const partial = join(staging, `${basename(out)}.partial`);
    // The manifest first, so a reader learns what the archive is before the tables.
    await createTar({ gzip: true, file: partial, cwd: staging, portable: true }, [
      MANIFEST_FILE,
      TABLES_DIR,
      ...(files.length > 0 ? [FILES_DIR] : []),
    ]);
    await chmod(partial, 0o600);
    await rename(partial, out);
    return {
      file: out,
      tables: manifest.tables.length,
      rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0),
      files: files.length,
      bytes: (await stat(out)).size,
    };
  } finally {
    rmSync(staging, { recursive: true, force: true });
    await rm(`${out}.partial`, { force: true });
  }
}
