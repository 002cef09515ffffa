import { readFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, parseEnv, repoRoot } from '../config';
import { openDatabase, type Database } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { ArchiveError } from './archive-format';
import { openArchive } from './archive-reader';
import { writeBackup } from './backup';
import { counted } from './progress';
import { RestoreRefusedError, restoreBackup } from './restore';

/*
 * npm run backup [-- --out <file>]
 * npm run restore -- <file> [--force]
 *
 * Same configuration as the server: DATABASE_URL, else the embedded database in DATA_DIR (which the
 * server must not be running on: the DATA_DIR lock says so). Exit codes: 0 done, 1 failed, 2 misused.
 */

const USAGE = `usage: npm run backup [-- --out <file.tar.gz>]
       npm run restore -- <file.tar.gz> [--force]`;

class UsageError extends Error {}

/** Paths as the user typed them: npm runs scripts from the repository root but says where it was called (INIT_CWD). */
const fromCaller = (path: string) => (isAbsolute(path) ? path : resolve(process.env.INIT_CWD ?? process.cwd(), path));

const log = (line: string) => console.log(line);

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  if (command === 'backup') {
    const { values, positionals } = parse(rest);
    if (positionals.length > 0 || values.force) throw new UsageError(`backup takes only --out <file>`);
    const config = parseEnv();
    const stamp = new Date()
      .toISOString()
      .replace(/\.\d+Z$/, 'Z')
      .replaceAll(':', '-');
    const out = values.out ? fromCaller(values.out) : join(config.dataDir, 'backups', `backup-${stamp}.tar.gz`);
    const started = Date.now();
    await withDatabase(config, 'backed up', async (database) => {
      log(`Backing up ${describe(database, config.dataDir)} and ${config.uploadDir} to ${out}`);
      const summary = await writeBackup({ database, uploadDir: config.uploadDir, out, appVersion: appVersion(), log });
      log(
        `Backup complete: ${summary.file} — ${counted(summary.tables, 'table')}, ${counted(summary.rows, 'row')}, ${counted(summary.files, 'file')}, ${megabytes(summary.bytes)}, in ${seconds(started)}`,
      );
    });
    return;
  }
  if (command === 'restore') {
    const { values, positionals } = parse(rest);
    if (positionals.length !== 1 || values.out !== undefined) throw new UsageError('restore takes one archive file, and --force');
    const file = fromCaller(positionals[0] as string);
    const config = parseEnv();
    const started = Date.now();
    try {
      // Checked whole before any database is opened, let alone changed.
      const archive = await openArchive(file);
      try {
        const { manifest } = archive;
        await withDatabase(config, 'restored into', async (database) => {
          log(
            `Restoring ${file} (made ${manifest.createdAt} on ${manifest.source.engine}) into ${describe(database, config.dataDir)}`,
          );
          const summary = await restoreBackup({
            database,
            archive,
            uploadDir: config.uploadDir,
            force: values.force === true,
            log,
          });
          log(
            `Restore complete: ${counted(summary.tables, 'table')}, ${counted(summary.rows, 'row')}, ${counted(summary.files, 'file')}` +
              (summary.newerMigrations > 0 ? `, then ${counted(summary.newerMigrations, 'newer migration')}` : '') +
              `, in ${seconds(started)}`,
          );
        });
      } finally {
        archive.dispose();
      }
    } catch (error) {
      if (error instanceof ArchiveError) throw new ArchiveError(`${file} cannot be restored: ${error.message}.`);
      throw error;
    }
    return;
  }
  throw new UsageError(command ? `unknown command ${command}` : 'backup or restore?');
}

async function withDatabase(
  config: ReturnType<typeof parseEnv>,
  action: string,
  run: (database: Database) => Promise<void>,
): Promise<void> {
  let database: Database;
  try {
    database = await openDatabase({ ...config, log });
  } catch (error) {
    if (error instanceof DataDirLockedError)
      throw new DataDirLockedError(
        `Stop the server first: the embedded database can be ${action} only while no server runs on it. (${error.message})`,
      );
    throw error;
  }
  try {
    await run(database);
  } finally {
    await database.close();
  }
}

function parse(args: string[]) {
  try {
    return parseArgs({
      args,
      options: { out: { type: 'string' }, force: { type: 'boolean' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

function describe(database: Database, dataDir: string): string {
  return database.engine === 'postgresql'
    ? 'the PostgreSQL database at DATABASE_URL'
    : `the embedded database (${database.engine}) in ${dataDir}`;
}

function appVersion(): string {
  return (JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { version: string }).version;
}

/** A database error in one line: drizzle wraps it in "Failed query: <the query and its rows>", which can be megabytes. */
function describeError(error: unknown): string {
  const cause = (error as { cause?: { message?: string; detail?: string } }).cause;
  if (cause?.message) return [cause.message, cause.detail].filter(Boolean).join(' — ');
  return error instanceof Error ? error.message : String(error);
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n${USAGE}`);
      process.exit(2);
    }
    const known = [ConfigError, DataDirLockedError, ArchiveError, RestoreRefusedError].some((kind) => error instanceof kind);
    console.error(known ? (error as Error).message : `Failed: ${describeError(error)}`);
    process.exit(1);
  },
);
