import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { ensureFirstAdmin } from '../src/bootstrap';
import { ConfigError, parseEnv, persistentSecret, repoRoot } from '../src/config';
import { openDatabase, rowsOf, type Database } from '../src/db/client';
import { DataDirLockedError, acquireDataDirLock } from '../src/db/data-dir-lock';
import { backends, createPostgresDatabase, seedPgliteDir } from './helpers/database';
import { startMain } from './helpers/main-process';
import { startServer } from './helpers/server';

const freshDir = (label: string) => mkdtempSync(join(tmpdir(), `freight-${label}-`));

describe('DATA_DIR lock (PGlite)', () => {
  let dataDir: string;
  before(async () => {
    dataDir = freshDir('lock');
    await seedPgliteDir(dataDir);
  });
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a second opener with a clear message, and frees the directory on close', async () => {
    const first = await openDatabase({ dataDir });
    try {
      await assert.rejects(openDatabase({ dataDir }), (error: unknown) => {
        assert.ok(error instanceof DataDirLockedError);
        assert.equal(
          error.message.startsWith(`Another server is using DATA_DIR ${dataDir} (pid ${process.pid})`),
          true,
          error.message,
        );
        return true;
      });
    } finally {
      await first.close();
    }
    assert.equal(existsSync(join(dataDir, 'server.lock')), false);
    const again = await openDatabase({ dataDir });
    await again.close();
  });

  it('takes over a stale lock left by a process that no longer runs', () => {
    const dead = spawnSync(process.execPath, ['-e', '']).pid!; // has exited when spawnSync returns
    writeFileSync(join(dataDir, 'server.lock'), `${dead}\n`);
    const lock = acquireDataDirLock(dataDir);
    assert.equal(readFileSync(lock.path, 'utf8').trim(), String(process.pid));
    lock.release();
    lock.release(); // idempotent
    assert.equal(existsSync(lock.path), false);
  });

  it('treats an empty or garbled lock file as stale', () => {
    writeFileSync(join(dataDir, 'server.lock'), 'not a pid');
    const lock = acquireDataDirLock(dataDir);
    lock.release();
  });

  it('does not remove a lock that another process has since taken', () => {
    const lock = acquireDataDirLock(dataDir);
    writeFileSync(lock.path, '1\n'); // pid 1 is always alive
    lock.release();
    assert.equal(existsSync(lock.path), true);
    assert.throws(() => acquireDataDirLock(dataDir), /Another server is using DATA_DIR .* \(pid 1\)/);
    rmSync(lock.path);
  });
});

for (const backend of backends) {
  describe(`migrations at start (${backend})`, () => {
    /** What the planner believes the newsletter table holds: -1 until statistics were first gathered. */
    const plannedRows = async (database: Database) =>
      rowsOf<{ rows: number }>(
        await database.db.execute(sql`select reltuples::int as rows from pg_class where relname = 'newsletter_subscriptions'`),
      )[0]!.rows;

    it('gather statistics when they applied a migration, and a start with none to apply does not', async () => {
      const dataDir = freshDir('migrate');
      const postgres = backend === 'postgresql' ? await createPostgresDatabase() : undefined;
      if (!postgres) await seedPgliteDir(dataDir);
      const open = () => openDatabase({ dataDir, databaseUrl: postgres?.url, embeddedDatabase: 'pglite' });
      try {
        const first = await open();
        try {
          const migrations = readdirSync(join(repoRoot, 'server/src/db/migrations')).filter((name) => name.endsWith('.sql'));
          assert.deepEqual(await first.migrate(), { applied: migrations.length });
          assert.equal(await plannedRows(first), 0, 'the new tables were analysed');
          await first.db.execute(sql`insert into newsletter_subscriptions (email) values ('a@example.com'), ('b@example.com')`);
        } finally {
          await first.close();
        }
        const again = await open();
        try {
          assert.deepEqual(await again.migrate(), { applied: 0 });
          // An ANALYZE would have counted the two rows.
          assert.equal(await plannedRows(again), 0);
        } finally {
          await again.close();
        }
      } finally {
        await postgres?.drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  });

  describe(`first admin (${backend})`, () => {
    it('is created from ADMIN_EMAIL / ADMIN_PASSWORD, silently', async () => {
      const server = await startServer(backend, { env: { ADMIN_EMAIL: 'Boss@Test.Example', ADMIN_PASSWORD: 'BossPass123' } });
      try {
        const token = await server.login('boss@test.example', 'BossPass123');
        const me = await server.request('GET', '/api/auth/verify', { token });
        assert.equal(me.body.data.user.role, 'admin');
        assert.equal(me.body.data.user.name, 'Administrator');
        assert.deepEqual(server.printed, []);
      } finally {
        await server.close();
      }
    });

    it('without ADMIN_PASSWORD gets a random password printed once in a framed notice', async () => {
      const server = await startServer(backend, { config: { adminEmail: undefined, adminPassword: undefined } });
      try {
        assert.equal(server.printed.length, 1);
        const notice = server.printed[0]!;
        assert.match(notice, /\+-{10,}\+/);
        assert.match(notice, /E-mail: +admin@example\.com/);
        const password = /Password: +(\S+)/.exec(notice)?.[1];
        assert.ok(password && password.length >= 16 && /[A-Za-z]/.test(password) && /\d/.test(password));
        await server.login('admin@example.com', password);

        // A restart (users exist now) creates nobody and prints nothing.
        const printed: string[] = [];
        assert.equal(await ensureFirstAdmin(server.database.db, server.config, (text) => printed.push(text)), undefined);
        assert.deepEqual(printed, []);
      } finally {
        await server.close();
      }
    });
  });
}

describe('config', () => {
  it('has the documented defaults', () => {
    const config = parseEnv({});
    assert.equal(config.port, 8080);
    assert.equal(config.host, '0.0.0.0');
    assert.equal(config.dataDir, join(repoRoot, 'data'));
    assert.equal(config.staticRoot, repoRoot);
    assert.equal(config.databaseUrl, undefined);
    assert.equal(config.jwtSecret, undefined);
    assert.equal(config.tokenTtlSeconds, 12 * 3600);
    assert.deepEqual(config.corsOrigins, []);
    assert.equal(config.serveStatic, true);
    assert.equal(config.runtimeConfigPath, join(repoRoot, 'shell/dist/runtime-config.json'));
    assert.equal(config.rateLimits.login.perAddress.max, 10);
    assert.equal(config.mail.smtpUrl, undefined);
    assert.equal(config.mail.outboxDir, join(repoRoot, 'data', 'outbox'));
    assert.equal(config.publicUrl, 'http://localhost:8080');
  });

  it('parses durations, lists, flags and resolves relative paths from the repository root', () => {
    const config = parseEnv({
      TOKEN_TTL: '30m',
      CORS_ORIGINS: 'http://localhost:3001, https://admin.example.com/',
      SERVE_STATIC: 'false',
      DATA_DIR: 'var/db',
      RUNTIME_CONFIG: '/etc/freight/map.json',
      DATABASE_URL: '',
    });
    assert.equal(config.tokenTtlSeconds, 1800);
    assert.deepEqual(config.corsOrigins, ['http://localhost:3001', 'https://admin.example.com']);
    assert.equal(config.serveStatic, false);
    assert.equal(config.dataDir, join(repoRoot, 'var/db'));
    assert.equal(config.runtimeConfigPath, '/etc/freight/map.json');
    assert.equal(config.databaseUrl, undefined, 'an empty DATABASE_URL means PGlite');
  });

  it('rejects bad values with one readable message listing them', () => {
    assert.throws(
      () => parseEnv({ PORT: 'eighty', TOKEN_TTL: 'forever', JWT_SECRET: 'short', CORS_ORIGINS: 'not a url' }),
      (error: unknown) => {
        assert.ok(error instanceof ConfigError);
        for (const name of ['PORT', 'TOKEN_TTL', 'JWT_SECRET', 'CORS_ORIGINS']) assert.match(error.message, new RegExp(name));
        return true;
      },
    );
    assert.throws(() => parseEnv({ ADMIN_PASSWORD: 'weak' }), /ADMIN_PASSWORD/);
    assert.throws(() => parseEnv({ ADMIN_EMAIL: 'nope' }), /ADMIN_EMAIL/);
  });

  it('generates the JWT secret once, keeps it 0600, and reuses it', () => {
    const dir = freshDir('secret');
    try {
      const file = join(dir, 'jwt-secret');
      const secret = persistentSecret(file);
      assert.ok(secret.length >= 32);
      assert.equal(statSync(file).mode & 0o777, 0o600);
      assert.equal(persistentSecret(file), secret);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('main.ts as a process', () => {
  it('serves, refuses a second server on the same DATA_DIR, and shuts down cleanly on SIGTERM', async () => {
    const dataDir = freshDir('main');
    await seedPgliteDir(dataDir);
    const first = startMain(dataDir);
    try {
      const url = await first.listening();
      const health = await fetch(`${url}/api/health`);
      assert.equal(health.status, 200);

      const second = startMain(dataDir);
      assert.equal(await second.exited, 1);
      assert.match(second.output(), new RegExp(`Another server is using DATA_DIR ${dataDir} \\(pid ${first.child.pid}\\)`));

      first.child.kill('SIGTERM');
      assert.equal(await first.exited, 0);
      assert.equal(existsSync(join(dataDir, 'server.lock')), false, 'the lock is released');
      assert.ok(existsSync(join(dataDir, 'jwt-secret')), 'a JWT secret was generated and kept');
    } finally {
      first.child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
