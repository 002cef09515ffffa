import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import { create as createTar, extract } from 'tar';
import { ArchiveError } from '../src/backup/archive-format';
import { openArchive } from '../src/backup/archive-reader';
import { writeBackup } from '../src/backup/backup';
import { readCatalog, select, tableIdentifier } from '../src/backup/catalog';
import { appliedMigrations, applyMigrations } from '../src/backup/migrations';
import { RestoreRefusedError, restoreBackup } from '../src/backup/restore';
import { migrationsFolder, openDatabase, type Database } from '../src/db/client';
import { quoteBody } from './helpers/bodies';
import { backends, createPostgresDatabase, seedPgliteDir, type Backend } from './helpers/database';
import { dataOf, masterSuite, pdfFile, pngFile, signInCustomer } from './helpers/master-fixtures';
import { ADMIN, startServer } from './helpers/server';
import { addDriver, addParty, addTruck, bookTrip, ownTripBody, uploadDocument } from './helpers/trip-fixtures';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const LOGO = pngFile(6, 5, [10, 120, 200]);
const POD = pdfFile('Proof of delivery 4711');

/** A fresh, empty database of one engine (nothing migrated), and how to get rid of it. */
interface Target {
  database: Database;
  dataDir: string;
  url: string | undefined;
  /** Closes the database (idempotent), e.g. for a server to open it. */
  close(): Promise<void>;
  dispose(): Promise<void>;
}

async function emptyTarget(backend: Backend): Promise<Target> {
  const dataDir = mkdtempSync(join(tmpdir(), 'freight-restore-'));
  const postgres = backend === 'postgresql' ? await createPostgresDatabase() : undefined;
  if (!postgres) await seedPgliteDir(dataDir);
  const database = await openDatabase({ dataDir, databaseUrl: postgres?.url, embeddedDatabase: 'pglite' });
  let closed = false;
  const close = async () => {
    if (!closed) await database.close();
    closed = true;
  };
  return {
    database,
    dataDir,
    url: postgres?.url,
    close,
    async dispose() {
      await close();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Every table's row count and a hash of its rows in key order, and every sequence's state: what a restore must give back. */
async function contentOf(database: Database): Promise<Record<string, string>> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL TimeZone = 'UTC'`);
    const { tables, sequences } = await readCatalog(tx);
    const content: Record<string, string> = {};
    for (const table of tables) {
      const order = sql.join(
        table.key.map((key) => sql.identifier(key.name)),
        sql`, `,
      );
      // Generated columns (the search vectors) are left out: each engine computes them with its own dictionaries.
      const columns = sql.join(
        table.columns.map((column) => sql`t.${sql.identifier(column.name)}`),
        sql`, `,
      );
      const [row] = await select<{ n: string; digest: string }>(
        tx,
        sql`SELECT count(*)::text AS n,
                   md5(coalesce(string_agg((SELECT row_to_json(r) FROM (SELECT ${columns}) AS r)::text, E'\n' ORDER BY ${order}), '')) AS digest
            FROM ${tableIdentifier(table.name)} AS t`,
      );
      content[table.name] = `${row?.n} rows ${row?.digest}`;
    }
    for (const name of sequences) {
      const [row] = await select<{ state: string }>(
        tx,
        sql`SELECT last_value::text || ' ' || is_called::text AS state FROM ${tableIdentifier(name)}`,
      );
      content[`sequence ${name}`] = row?.state ?? '';
    }
    return content;
  });
}

function runCli(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/backup/main.ts', ...args], {
    cwd: serverDir,
    env: { ...inherited, EMBEDDED_DATABASE: 'pglite', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
}

/** A file an older release left in the upload folder. */
const LEFTOVER_FILE = 'letterhead-2019.png';

for (const backend of backends) {
  describe(`backup and restore (${backend})`, () => {
    const suite = masterSuite(backend);
    const work = mkdtempSync(join(tmpdir(), 'freight-backup-'));
    // In a folder the backup makes for itself, as the default data/backups is.
    const archive = join(work, 'backups', 'backup.tar.gz');
    const tampered = join(work, 'tampered.tar.gz');
    const unpacked = join(work, 'unpacked');
    let source: Record<string, string>;
    let logoUrl: string;
    let documentId: string;
    let quoteReference: string;
    after(() => rmSync(work, { recursive: true, force: true }));

    before(async () => {
      const { server, call } = suite;
      await signInCustomer(server, suite.admin);
      const form = new FormData();
      form.append('logo', new Blob([new Uint8Array(LOGO)], { type: 'image/png' }), 'logo.png');
      const logo = await fetch(`${server.url}/api/profile/upload-logo`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${suite.admin}` },
      });
      assert.equal(logo.status, 200);
      logoUrl = ((await logo.json()) as { data: { logoUrl: string } }).data.logoUrl;
      const quote = await server.request('POST', '/api/quotes', { body: quoteBody() });
      assert.equal(quote.status, 201, quote.text);
      quoteReference = quote.body.data.reference;
      const trip = await bookTrip(suite, ownTripBody(await addParty(suite), await addTruck(suite), await addDriver(suite)));
      for (const [step, body] of [
        ['start', {}],
        ['deliver', { endKm: 999_999 }],
      ] as const) {
        const res = await call('POST', `/trips/${trip.id}/${step}`, body);
        assert.equal(res.status, 200, res.text);
      }
      const pod = await uploadDocument(
        server,
        suite.admin,
        { tripId: trip.id, type: 'pod' },
        { content: POD, name: 'pod.pdf', type: 'application/pdf' },
      );
      assert.equal(pod.status, 201, pod.text);
      documentId = pod.body.data.id;
      const cash = dataOf(await call('GET', '/banks')).find((bank: { accountType: string }) => bank.accountType === 'cash');
      const bank = await call('POST', '/banks', {
        name: 'SBI current',
        accountType: 'current',
        bankName: 'State Bank of India',
        accountNumber: '30012345678',
        ifsc: 'SBIN0000300',
      });
      assert.equal(bank.status, 201, bank.text);
      const entry = await call('POST', '/money-entries', {
        kind: 'transfer',
        entryDate: trip.tripDate,
        fromBankId: cash.id,
        toBankId: bank.body.data.id,
        amount: '1,500',
      });
      assert.equal(entry.status, 201, entry.text);

      // The logo is a database row now; a file an older release left in the upload folder still travels.
      mkdirSync(server.config.uploadDir, { recursive: true });
      writeFileSync(join(server.config.uploadDir, LEFTOVER_FILE), LOGO);
      const summary = await writeBackup({
        database: server.database,
        uploadDir: server.config.uploadDir,
        out: archive,
        appVersion: 'test',
        log: () => {},
      });
      assert.equal(summary.files, 1, 'the file in the upload folder is in the archive');
      source = await contentOf(server.database);

      // The same archive with a table file changed after the backup: it unpacks, its checksum gives it away.
      mkdirSync(unpacked);
      await extract({ file: archive, cwd: unpacked });
      const quotesFile = join(unpacked, 'tables', 'quotes.ndjson');
      writeFileSync(quotesFile, readFileSync(quotesFile, 'utf8').replace('Kumar Exports', 'Kumar Imports'));
      await createTar({ gzip: true, file: tampered, cwd: unpacked }, readdirSync(unpacked));
    });

    it('is readable by its owner alone: the archive 0600, in a folder of its own 0700', () => {
      assert.equal(statSync(archive).mode & 0o777, 0o600);
      assert.equal(statSync(dirname(archive)).mode & 0o777, 0o700);
    });

    it('holds records of every kind the test made, so the comparisons below compare something', () => {
      for (const table of [
        'users',
        'user_counts',
        'quotes',
        'trips',
        'trip_day_counts',
        'stored_files',
        'money_entries',
        'audit_log',
      ]) {
        assert.doesNotMatch(source[table] ?? '', /^0 rows/, `${table} has rows`);
      }
    });

    for (const targetBackend of backends) {
      it(`restores every table, sequence, kept count and file into an empty ${targetBackend} database`, async () => {
        const target = await emptyTarget(targetBackend);
        const uploadDir = join(target.dataDir, 'uploads');
        try {
          const opened = await openArchive(archive);
          try {
            const summary = await restoreBackup({
              database: target.database,
              archive: opened,
              uploadDir,
              force: false,
              log: () => {},
            });
            assert.equal(summary.files, 1);
          } finally {
            opened.dispose();
          }
          // The kept counts (user_counts, trip_day_counts…) included: equal to the source's, not added to by triggers.
          assert.deepEqual(await contentOf(target.database), source);
          assert.deepEqual(readdirSync(uploadDir), [LEFTOVER_FILE]);
          assert.ok(readFileSync(join(uploadDir, LEFTOVER_FILE)).equals(LOGO));
        } finally {
          await target.dispose();
        }
      });
    }

    it('gives back a site that works: the admin signs in, the document and the logo are the same bytes, numbering goes on', async () => {
      const target = await emptyTarget(backend);
      const opened = await openArchive(archive);
      const uploadDir = join(target.dataDir, 'uploads');
      try {
        await restoreBackup({ database: target.database, archive: opened, uploadDir, force: false, log: () => {} });
      } finally {
        opened.dispose();
        await target.close();
      }
      const server = await startServer(backend, {
        dataDir: target.dataDir,
        env: { UPLOAD_DIR: uploadDir, ...(target.url && { DATABASE_URL: target.url }) },
      });
      try {
        const token = await server.login(ADMIN.email, ADMIN.password);
        const document = await fetch(`${server.url}/api/documents/download/${documentId}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        assert.equal(document.status, 200);
        assert.ok(Buffer.from(await document.arrayBuffer()).equals(POD), 'the document is byte-identical');
        assert.equal((await server.request('GET', '/api/company')).body.data.logoUrl, logoUrl);
        const logo = await fetch(server.url + logoUrl);
        assert.equal(logo.status, 200);
        assert.ok(Buffer.from(await logo.arrayBuffer()).equals(LOGO), 'the logo is byte-identical');
        const quote = await server.request('POST', '/api/quotes', { body: quoteBody() });
        assert.equal(quote.status, 201, quote.text);
        const next = Number(quoteReference.replace(/\D/g, '')) + 1;
        assert.equal(quote.body.data.reference, `Q-${String(next).padStart(6, '0')}`, 'the next quote takes the next number');
      } finally {
        await server.close();
        await target.dispose();
      }
    });

    it('refuses a database that holds data unless forced, and with --force replaces it', async () => {
      const target = await emptyTarget(backend);
      const opened = await openArchive(archive);
      const restore = (force: boolean) =>
        restoreBackup({
          database: target.database,
          archive: opened,
          uploadDir: join(target.dataDir, 'uploads'),
          force,
          log: () => {},
        });
      try {
        await restore(false);
        await target.database.db.execute(sql`UPDATE users SET name = 'Changed since'`);
        const changed = await contentOf(target.database);
        await assert.rejects(restore(false), (error: Error) => {
          assert.ok(error instanceof RestoreRefusedError);
          assert.match(error.message, /^The target database is not empty \(\d+ rows in \d+ tables: .*users 2.*\)\. .*--force/);
          return true;
        });
        assert.deepEqual(await contentOf(target.database), changed, 'a refused restore changes nothing');
        await restore(true);
        assert.deepEqual(await contentOf(target.database), source);
      } finally {
        opened.dispose();
        await target.dispose();
      }
    });

    it('leaves the database as it was when a restore fails after the rows are in', async () => {
      const target = await emptyTarget(backend);
      const opened = await openArchive(archive);
      // The archive's own count of quotes is one more than its file holds: the check after the load fails.
      const miscounted = {
        ...opened,
        manifest: {
          ...opened.manifest,
          tables: opened.manifest.tables.map((table) => (table.name === 'quotes' ? { ...table, rows: table.rows + 1 } : table)),
        },
      };
      const restore = (from: typeof opened, force: boolean) =>
        restoreBackup({
          database: target.database,
          archive: from,
          uploadDir: join(target.dataDir, 'uploads'),
          force,
          log: () => {},
        });
      const failure = { message: 'quotes: 1 row restored, but the archive counts 2' };
      try {
        await assert.rejects(restore(miscounted, false), failure);
        assert.deepEqual(await readCatalog(target.database.db), { tables: [], sequences: [] }, 'an empty database stays empty');

        await restore(opened, false);
        await target.database.db.execute(sql`UPDATE users SET name = 'Changed since'`);
        const changed = await contentOf(target.database);
        await assert.rejects(restore(miscounted, true), failure);
        assert.deepEqual(await contentOf(target.database), changed, 'a database with data keeps it');
      } finally {
        opened.dispose();
        await target.dispose();
      }
    });

    it('refuses a damaged or foreign archive with a one-line reason, before any database is opened', async () => {
      const quotesFile = join(unpacked, 'tables', 'quotes.ndjson');
      const truncated = join(work, 'truncated.tar.gz');
      writeFileSync(truncated, readFileSync(archive).subarray(0, 2000));
      const foreign = join(work, 'notes.tar.gz');
      writeFileSync(foreign, 'not an archive at all\n');
      const otherTar = join(work, 'other.tar.gz');
      rmSync(quotesFile);
      await createTar({ gzip: true, file: otherTar, cwd: join(unpacked, 'tables') }, readdirSync(join(unpacked, 'tables')));
      for (const [file, reason] of [
        [tampered, 'it is damaged: tables/quotes.ndjson does not match its checksum'],
        [truncated, 'it is not a readable .tar.gz (zlib: unexpected end of file)'],
        [foreign, 'it is not a readable .tar.gz (TAR_BAD_ARCHIVE: Unrecognized archive format)'],
        [otherTar, 'it holds no manifest.json, so it is not a backup made by npm run backup'],
      ] as const) {
        await assert.rejects(openArchive(file), (error: Error) => {
          assert.ok(error instanceof ArchiveError);
          assert.equal(error.message, reason);
          return true;
        });
      }
    });

    it('npm run restore: progress and a summary; a damaged archive leaves the database as it was', async () => {
      const target = await emptyTarget(backend);
      await target.close();
      const env = { DATA_DIR: target.dataDir, ...(target.url && { DATABASE_URL: target.url }) };
      const content = async () => {
        const database = await openDatabase({ dataDir: target.dataDir, databaseUrl: target.url, embeddedDatabase: 'pglite' });
        return contentOf(database).finally(() => database.close());
      };
      try {
        const restored = await runCli(['restore', archive], env);
        assert.equal(restored.code, 0, restored.stderr);
        assert.match(restored.stdout, /^ {2}quotes +1 row$/m);
        assert.match(restored.stdout, /^Restore complete: \d+ tables, \d+ rows, 1 file, in [\d.]+ s$/m);
        assert.deepEqual(await content(), source);

        const refused = await runCli(['restore', tampered, '--force'], env);
        assert.equal(refused.code, 1);
        assert.equal(
          refused.stderr,
          `${tampered} cannot be restored: it is damaged: tables/quotes.ndjson does not match its checksum.\n`,
        );
        assert.deepEqual(await content(), source);

        if (backend === 'pglite') {
          // The embedded database is the server's alone while it runs: the lock says so, and nothing is written.
          writeFileSync(join(target.dataDir, 'server.lock'), `${process.pid}\n`);
          const locked = await runCli(['backup', '--out', join(work, 'never.tar.gz')], env);
          assert.equal(locked.code, 1);
          assert.match(
            locked.stderr,
            /^Stop the server first: the embedded database can be backed up only while no server runs on it\. \(.*pid \d+/,
          );
          assert.deepEqual(
            readdirSync(work).filter((name) => name.includes('never')),
            [],
          );
        }
      } finally {
        await target.dispose();
      }
    });
  });
}

/** The migrations this app applies, oldest first, with the names drizzle's journal gives them. */
function migrationsByTag(): { tag: string; migration: MigrationMeta }[] {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const local = readMigrationFiles({ migrationsFolder });
  return journal.entries.map((entry, index) => ({ tag: entry.tag, migration: local[index]! }));
}

for (const backend of backends) {
  describe(`restore of an archive made before a migration (${backend})`, () => {
    it('converts the archived rows as the migration would have: addresses written in capitals come back lower-cased, the earliest sign-up of each kept', async () => {
      const work = mkdtempSync(join(tmpdir(), 'freight-old-backup-'));
      const archive = join(work, 'before-0033.tar.gz');
      const old = await emptyTarget(backend);
      const target = await emptyTarget(backend);
      try {
        // A database as the release before migration 0033 left it, holding addresses typed in by hand.
        const all = migrationsByTag();
        const cut = all.findIndex(({ tag }) => tag === '0033_newsletter_lower_case_emails');
        assert.ok(cut > 0);
        await applyMigrations(
          old.database.db,
          all.slice(0, cut).map(({ migration }) => migration),
        );
        await old.database.db.execute(sql`INSERT INTO newsletter_subscriptions (email, created_at) VALUES
          ('Asha.Rao@Example.com', '2026-01-05T10:00:00Z'),
          ('asha.rao@example.com', '2026-02-05T10:00:00Z'),
          ('Vikram@Example.COM', '2026-03-05T10:00:00Z')`);
        await writeBackup({
          database: old.database,
          uploadDir: join(old.dataDir, 'uploads'),
          out: archive,
          appVersion: 'old',
          log: () => {},
        });

        const opened = await openArchive(archive);
        try {
          assert.equal(opened.manifest.migrations.length, cut, 'the archive says which schema its rows were written under');
          await restoreBackup({
            database: target.database,
            archive: opened,
            uploadDir: join(target.dataDir, 'uploads'),
            force: false,
            log: () => {},
          });
        } finally {
          opened.dispose();
        }
        const rows = await select<{ email: string; created_at: string }>(
          target.database.db,
          sql`SELECT email, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS created_at FROM newsletter_subscriptions ORDER BY created_at`,
        );
        assert.deepEqual(rows, [
          { email: 'asha.rao@example.com', created_at: '2026-01-05' },
          { email: 'vikram@example.com', created_at: '2026-03-05' },
        ]);
        const [kept] = await select<{ total: string }>(
          target.database.db,
          sql`SELECT coalesce(sum(total), 0)::text AS total FROM table_row_counts WHERE table_name = 'newsletter_subscriptions'`,
        );
        assert.equal(kept?.total, '2', 'the kept count of sign-ups follows the merge');
        assert.deepEqual(
          (await appliedMigrations(target.database.db)).map((applied) => applied.createdAt),
          all.map(({ migration }) => migration.folderMillis),
          'every migration of this app is recorded as applied',
        );
      } finally {
        await old.dispose();
        await target.dispose();
        rmSync(work, { recursive: true, force: true });
      }
    });
  });
}
