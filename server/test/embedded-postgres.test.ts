import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { embeddedPostgresBinaries, startEmbeddedPostgres } from '../src/db/embedded-postgres';
import { quoteBody } from './helpers/bodies';
import { seedPgliteDir } from './helpers/database';
import { startMain, waitFor, type MainProcess } from './helpers/main-process';

/*
 * The embedded database as a new user gets it (no DATABASE_URL, no EMBEDDED_DATABASE): PostgreSQL
 * started by the server from the npm-shipped binaries, its cluster in DATA_DIR/postgres.
 */

const binaries = embeddedPostgresBinaries();
const dirs: string[] = [];
const freshDataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'freight-embedded-'));
  dirs.push(dir);
  return dir;
};
after(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The postmaster's pid while its cluster runs (postmaster.pid exists only then, or after a crash). */
function postmasterPid(dataDir: string): number | undefined {
  const file = join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'ops@test.example', password: 'OpsPass123' }),
  });
  assert.equal(response.status, 200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function quoteStats(url: string): Promise<{ total: number; byStatus: Record<string, number> }> {
  const response = await fetch(`${url}/api/quotes/stats`, { headers: { authorization: `Bearer ${await signIn(url)}` } });
  assert.equal(response.status, 200);
  return ((await response.json()) as { data: { total: number; byStatus: Record<string, number> } }).data;
}

async function requestQuote(url: string): Promise<void> {
  const response = await fetch(`${url}/api/quotes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(quoteBody()),
  });
  assert.equal(response.status, 201, await response.clone().text());
}

async function stop(server: MainProcess) {
  server.child.kill('SIGKILL');
  await server.exited;
}

describe('the embedded PostgreSQL', { skip: binaries ? false : 'npm has no PostgreSQL binaries for this platform' }, () => {
  it('is what a new DATA_DIR gets, and a kill -9 of the server loses no acknowledged write', async () => {
    const dataDir = freshDataDir();
    const first = startMain(dataDir);
    let second: MainProcess | undefined;
    try {
      const url = await first.listening();
      // The server names its database in the line after "listening": wait for that line, not only the first.
      await waitFor(() => /database: /.test(first.output()), 'the server to name its database');
      assert.match(first.output(), /database: embedded-postgresql in /);
      for (let i = 0; i < 3; i++) await requestQuote(url);
      const postmaster = postmasterPid(dataDir);
      assert.ok(postmaster, 'PostgreSQL runs on DATA_DIR/postgres');

      first.child.kill('SIGKILL');
      await first.exited;
      // The kernel tells PostgreSQL that its server is gone; it shuts down rather than lingering.
      await waitFor(() => postmasterPid(dataDir) === undefined, 'PostgreSQL to stop with its server');

      second = startMain(dataDir);
      const again = await second.listening();
      const stats = await quoteStats(again);
      assert.equal(stats.total, 3, 'the three quotes acknowledged before the kill are there');
      assert.equal(stats.byStatus.new, 3);
    } finally {
      await stop(first);
      if (second) await stop(second);
    }
  });

  it('stops a PostgreSQL left running on its cluster before starting its own', async () => {
    const dataDir = freshDataDir();
    const seeding = await openDatabase({ dataDir, embeddedDatabase: 'postgres' });
    await seeding.migrate();
    await seeding.close();
    // A postmaster that outlived its server (started here, so no server's death stops it).
    const leftover = await startEmbeddedPostgres(binaries!, join(dataDir, 'postgres'), join(dataDir, 'postgres.log'));
    const leftoverPid = postmasterPid(dataDir);
    assert.ok(leftoverPid);

    const server = startMain(dataDir);
    try {
      const url = await server.listening();
      assert.equal((await fetch(`${url}/api/health`)).status, 200);
      const running = postmasterPid(dataDir);
      assert.ok(running && running !== leftoverPid, 'a new PostgreSQL serves the cluster');
    } finally {
      await stop(server);
      await leftover.stop();
    }
  });

  it('shuts down cleanly on SIGTERM: PostgreSQL stopped, its log ending in a clean shutdown, the lock released', async () => {
    const dataDir = freshDataDir();
    const server = startMain(dataDir);
    try {
      const url = await server.listening();
      await requestQuote(url);
      server.child.kill('SIGTERM');
      assert.equal(await server.exited, 0);
      assert.equal(postmasterPid(dataDir), undefined);
      assert.match(readFileSync(join(dataDir, 'postgres.log'), 'utf8').trimEnd(), /database system is shut down$/);
      assert.equal(existsSync(join(dataDir, 'server.lock')), false);
    } finally {
      await stop(server);
    }
  });

  it('listens on no network port: only its Unix socket, in a folder only its user opens', async () => {
    const dataDir = freshDataDir();
    const database = await openDatabase({ dataDir, embeddedDatabase: 'postgres' });
    try {
      const result = (await database.db.execute(
        sql`select current_setting('listen_addresses') as listen, current_setting('unix_socket_permissions') as sockets`,
      )) as unknown as { rows: { listen: string; sockets: string }[] };
      const [settings] = result.rows;
      assert.deepEqual(settings, { listen: '', sockets: '0700' });
    } finally {
      await database.close();
    }
  });
});

describe('choosing the embedded database', () => {
  it('keeps PGlite for a DATA_DIR that already holds PGlite data, and for EMBEDDED_DATABASE=pglite', async () => {
    const existing = freshDataDir();
    await seedPgliteDir(existing);
    const kept = await openDatabase({ dataDir: existing, embeddedDatabase: 'auto' });
    try {
      assert.equal(kept.engine, 'pglite');
    } finally {
      await kept.close();
    }
    const chosen = await openDatabase({ dataDir: freshDataDir(), embeddedDatabase: 'pglite' });
    try {
      assert.equal(chosen.engine, 'pglite');
    } finally {
      await chosen.close();
    }
  });
});
