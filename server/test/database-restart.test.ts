import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { isDatabaseUnavailable } from '../src/lib/errors';
import { quoteBody } from './helpers/bodies';
import { findPostgresBin, startThrowawayPostgres, type ThrowawayPostgres } from '../../scripts/lib/postgres.mjs';
import { ADMIN, startServer, type ApiResponse, type TestServer } from './helpers/server';

/*
 * PostgreSQL restarts (an upgrade, a failover, an operator's pg_ctl restart): while it is down the
 * API answers 503 with Retry-After, never 500, and once it is back the API serves again by itself
 * within 10 s, without a restart of its own.
 */

const bin = findPostgresBin();

describe('a PostgreSQL restart', { skip: bin ? false : 'no PostgreSQL binaries in /usr/lib/postgresql' }, () => {
  let postgres: ThrowawayPostgres;
  let server: TestServer;
  let dataDir: string;
  let admin: string;

  before(async () => {
    postgres = await startThrowawayPostgres({ prefix: 'freight-restart-pg-' });
    dataDir = mkdtempSync(join(tmpdir(), 'freight-restart-'));
    // DATABASE_URL wins over the embedded database; the cluster is this test's own, so it may stop it.
    server = await startServer('pglite', { dataDir, env: { DATABASE_URL: postgres.url } });
    admin = await server.login(ADMIN.email, ADMIN.password);
  });
  after(async () => {
    await server?.close();
    postgres?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const listTrips = () => server.request('GET', '/api/trips', { token: admin });
  const assertUnavailable = (res: ApiResponse, what: string) => {
    assert.equal(res.status, 503, `${what}: ${res.text}`);
    assert.equal(res.body.message, 'Database unavailable, try again shortly', what);
    assert.equal(res.headers.get('retry-after'), '5', what);
    assert.equal(res.body.requestId, res.headers.get('x-request-id'), what);
  };

  it('answers 503 while PostgreSQL is down and 200 again within 10 s of its return', async () => {
    // Busy pools: a few connections open and idle when the server goes away.
    const warm = await Promise.all(Array.from({ length: 4 }, listTrips));
    assert.deepEqual(
      warm.map((res) => res.status),
      [200, 200, 200, 200],
    );
    assert.equal((await server.request('GET', '/api/ready')).status, 200);

    await postgres.pause();
    for (let i = 0; i < 3; i++) assertUnavailable(await listTrips(), `list ${i}`);
    assertUnavailable(await server.request('POST', '/api/quotes', { body: quoteBody() }), 'a public write');
    const ready = await server.request('GET', '/api/ready');
    assert.equal(ready.status, 503);
    assert.equal(ready.body.message, 'Database unavailable');

    await postgres.resume();
    const back = Date.now();
    let res = await listTrips();
    while (res.status !== 200 && Date.now() - back < 10_000) {
      assert.equal(res.status, 503, res.text);
      await new Promise((resolve) => setTimeout(resolve, 200));
      res = await listTrips();
    }
    assert.equal(res.status, 200, `the API serves again within 10 s: ${res.text}`);
    assert.equal((await server.request('GET', '/api/ready')).status, 200);
    const quote = await server.request('POST', '/api/quotes', { body: quoteBody() });
    assert.equal(quote.status, 201, quote.text);
  });

  it('a restart between requests costs no answer beyond a 503', async () => {
    const statuses: number[] = [];
    let polling = true;
    const poller = (async () => {
      while (polling) {
        statuses.push((await listTrips()).status);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await postgres.pause();
    await postgres.resume();
    const back = Date.now();
    while (statuses.at(-1) !== 200 || Date.now() - back < 500) {
      assert.ok(Date.now() - back < 10_000, 'the API serves again within 10 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    polling = false;
    await poller;
    assert.ok(
      statuses.every((status) => status === 200 || status === 503),
      statuses.join(','),
    );
  });
});

describe('what counts as the database being unavailable', () => {
  const systemError = (code: string, syscall: string) => Object.assign(new Error(`${syscall} ${code}`), { code, syscall });
  const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

  it("connection failures and the server ending sessions, also inside drizzle's wrapper", () => {
    for (const error of [
      systemError('ECONNREFUSED', 'connect'),
      systemError('ENOENT', 'connect'), // the embedded PostgreSQL's Unix socket, gone while it is down
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      Object.assign(new Error('connection failure'), { code: '08006' }),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
    ])
      assert.ok(isDatabaseUnavailable(wrapped(error)), error.message);
  });

  it('not a wrong query, a missing file or a conflict', () => {
    for (const error of [
      systemError('ENOENT', 'open'),
      Object.assign(new Error('duplicate key'), { code: '23505' }),
      Object.assign(new Error('relation does not exist'), { code: '42P01' }),
      Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
      new Error('Internal failure'),
    ])
      assert.ok(!isDatabaseUnavailable(wrapped(error)), error.message);
  });
});
