import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/client';
import { journalEntries } from '../src/modules/health/readiness';
import { backends } from './helpers/database';
import { ADMIN, startServer, type TestServer } from './helpers/server';

/*
 * What an operator relies on to run instances behind a proxy: request ids that tie an answer to its
 * log lines, the readiness probe, and the Prometheus metrics.
 */

const METRICS_TOKEN = 'scrape-token-0123456789abcdefghij';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const UNKNOWN_TRIP = '/api/trips/00000000-0000-4000-8000-000000000000';

/** A STATIC_ROOT with a shell build of one page and one script. */
function fakeShell(): string {
  const root = mkdtempSync(join(tmpdir(), 'freight-observe-static-'));
  mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(
    join(root, 'shell', 'dist', 'index.html'),
    '<!doctype html><html><head></head><body><!--runtime-config--></body></html>',
  );
  writeFileSync(join(root, 'shell', 'dist', 'runtime-config.json'), '{"apiBase":"/api","remotes":{}}');
  writeFileSync(join(root, 'shell', 'dist', 'main.js'), 'console.log("shell")');
  return root;
}

/** The value of one sample of the exposition text (0 when the series has no sample yet). */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    const labelText = line.slice(name.length + 1, line.indexOf('}'));
    const present = labelText.split(',');
    if (wanted.every((pair) => present.includes(pair))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return 0;
}

/** A request whose head is sent now and finished by the returned function; resolves with the raw answer. */
function partialRequest(url: string, head: string) {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  let answer = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (answer += chunk));
  const ended = new Promise<string>((resolve, reject) => {
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
  const opened = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return {
    async start() {
      await opened;
      socket.write(head);
    },
    finish(rest: string) {
      socket.write(rest);
      return ended;
    },
  };
}

for (const backend of backends) {
  describe(`observability (${backend})`, () => {
    let server: TestServer;
    let admin: string;
    let staticRoot: string;
    const logLines: string[] = [];

    before(async () => {
      staticRoot = fakeShell();
      server = await startServer(backend, {
        env: { METRICS_TOKEN, STATIC_ROOT: staticRoot, SERVE_STATIC: 'true' },
        build: { logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } } },
      });
      admin = await server.login(ADMIN.email, ADMIN.password);
    });
    after(async () => {
      await server.close();
      rmSync(staticRoot, { recursive: true, force: true });
    });

    const scrape = async (token = METRICS_TOKEN) => {
      const res = await server.request('GET', '/api/metrics', { token });
      assert.equal(res.status, 200, res.text);
      return res.text;
    };

    it("keeps a proxy's X-Request-Id, answers with it, and writes it into every log line of the request", async () => {
      const id = 'f3a9c1d2e4b5a6978899aabbccddeeff'; // nginx's $request_id
      const res = await server.request('GET', '/api/company', { headers: { 'x-request-id': id } });
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('x-request-id'), id);
      const lines = logLines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.requestId === id);
      assert.deepEqual(
        lines.map((line) => line.msg),
        ['incoming request', 'request completed'],
      );
      assert.equal((lines[1]?.res as { statusCode: number }).statusCode, 200);
    });

    it('makes up an id when none comes, or when the one that came is not a sane token', async () => {
      const plain = await server.request('GET', '/api/company');
      assert.match(plain.headers.get('x-request-id') ?? '', UUID);
      for (const insane of ['x'.repeat(65), 'id with spaces', '{"forged":"json"}', '']) {
        const res = await server.request('GET', '/api/company', { headers: { 'x-request-id': insane } });
        assert.match(res.headers.get('x-request-id') ?? '', UUID, insane);
      }
      const first = await server.request('GET', '/api/company');
      assert.notEqual(first.headers.get('x-request-id'), plain.headers.get('x-request-id'));
    });

    it('names the request id on every answer: errors, 404s, pages and static files', async () => {
      const answers = [
        await server.request('GET', '/api/trips'), // 401
        await server.request('GET', UNKNOWN_TRIP, { token: admin }), // 404 of a route
        await server.request('GET', '/api/no-such-call'), // 404 of the router
        await server.request('POST', '/api/auth/login', { rawBody: '{"email": ' }), // 400 from the parser
        await server.request('GET', '/api/metrics'), // 401 of its own check
        await server.request('GET', '/'), // the shell's page
        await server.request('GET', '/admin/trips'), // the single-page app's fallback
        await server.request('GET', '/main.js'), // a static file
      ];
      assert.deepEqual(
        answers.map((res) => res.status),
        [401, 404, 404, 400, 401, 200, 200, 200],
      );
      for (const res of answers)
        assert.match(res.headers.get('x-request-id') ?? '', UUID, `${res.status} ${res.text.slice(0, 80)}`);
    });

    it('/api/ready answers 200 while the database answers and holds every migration, and is never cached', async () => {
      const res = await server.request('GET', '/api/ready');
      assert.equal(res.status, 200, res.text);
      assert.deepEqual(res.body, { success: true, data: { status: 'ready' } });
      assert.equal(res.headers.get('cache-control'), 'no-store');
      // /api/health keeps its shape: alive, and which database.
      const health = await server.request('GET', '/api/health');
      assert.equal(health.body.data.status, 'ok');
      assert.equal(health.body.data.database, backend);
    });

    it('/api/ready answers 503 naming the migration the database lacks', async () => {
      const { db } = server.database;
      const newest = journalEntries().at(-1)!.tag;
      const [latest] = rowsOf<{ id: number; hash: string; created_at: string }>(
        await db.execute(sql`delete from drizzle.__drizzle_migrations
          where id = (select max(id) from drizzle.__drizzle_migrations) returning id, hash, created_at`),
      );
      assert.ok(latest);
      try {
        const res = await server.request('GET', '/api/ready');
        assert.equal(res.status, 503);
        assert.equal(res.body.success, false);
        assert.equal(res.body.data.status, 'not-ready');
        assert.equal(res.body.message, `1 migration not applied: ${newest}`);
        assert.equal(res.headers.get('retry-after'), '5');
      } finally {
        await db.execute(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at)
          values (${latest.id}, ${latest.hash}, ${latest.created_at})`);
      }
      assert.equal((await server.request('GET', '/api/ready')).status, 200);
    });

    it('/api/metrics: 401 without a token or with a wrong one, 403 to a customer', async () => {
      assert.equal((await server.request('GET', '/api/metrics')).status, 401);
      assert.equal((await server.request('GET', '/api/metrics', { token: `${METRICS_TOKEN}x` })).status, 401);
      const registered = await server.request('POST', '/api/auth/register', {
        body: { name: 'Curious Customer', email: 'curious@test.example', password: 'Customer123' },
      });
      assert.equal(registered.status, 201, registered.text);
      const res = await server.request('GET', '/api/metrics', { token: registered.body.data.token });
      assert.equal(res.status, 403);
      assert.equal(res.body.message, 'Admin access required');
    });

    it('/api/metrics answers the scraper with METRICS_TOKEN and an admin with their own token', async () => {
      for (const token of [METRICS_TOKEN, admin]) {
        const res = await server.request('GET', '/api/metrics', { token });
        assert.equal(res.status, 200);
        assert.match(res.headers.get('content-type') ?? '', /^text\/plain; version=0\.0\.4/);
        assert.equal(res.headers.get('cache-control'), 'no-store');
        for (const name of [
          'process_resident_memory_bytes',
          'nodejs_eventloop_lag_seconds',
          'http_requests_total',
          'job_runs_total',
        ])
          assert.match(res.text, new RegExp(`^# TYPE ${name} `, 'm'), name);
      }
    });

    it('counts and times requests by route pattern and status, never by raw URL', async () => {
      const route = { method: 'GET', route: '/api/trips/:id', status_code: '404' };
      const before = await scrape();
      for (let i = 0; i < 3; i++) assert.equal((await server.request('GET', UNKNOWN_TRIP, { token: admin })).status, 404);
      assert.equal((await server.request('GET', '/api/no-such-call-0123')).status, 404);
      const after = await scrape();
      assert.equal(sample(after, 'http_requests_total', route) - sample(before, 'http_requests_total', route), 3);
      assert.equal(
        sample(after, 'http_request_duration_seconds_count', route) -
          sample(before, 'http_request_duration_seconds_count', route),
        3,
      );
      assert.ok(sample(after, 'http_request_duration_seconds_bucket', { ...route, le: '+Inf' }) >= 3);
      const unmatched = { method: 'GET', route: '(unmatched)', status_code: '404' };
      assert.ok(sample(after, 'http_requests_total', unmatched) > sample(before, 'http_requests_total', unmatched));
      assert.doesNotMatch(after, /00000000-0000|no-such-call-0123/);
    });

    it('counts job runs through the observer the jobs are given', async () => {
      server.app.metrics.jobRun('maintenance', 'ok', 0.2);
      server.app.metrics.jobRun('maintenance', 'error', 1.5);
      const text = await scrape();
      assert.equal(sample(text, 'job_runs_total', { job: 'maintenance', outcome: 'ok' }), 1);
      assert.equal(sample(text, 'job_runs_total', { job: 'maintenance', outcome: 'error' }), 1);
      assert.equal(sample(text, 'job_run_duration_seconds_sum', { job: 'maintenance', outcome: 'error' }), 1.5);
    });

    it(backend === 'postgresql' ? 'reports the use of each connection pool' : 'has no pool gauges on PGlite', async () => {
      const text = await scrape(admin);
      if (backend === 'pglite') {
        assert.doesNotMatch(text, /^db_pool_connections\{/m);
        return;
      }
      assert.equal(sample(text, 'db_pool_max_connections', { pool: 'main' }), 10);
      assert.equal(sample(text, 'db_pool_max_connections', { pool: 'generic-plans' }), 4);
      assert.ok(sample(text, 'db_pool_connections', { pool: 'main' }) >= 1, 'the scrape itself authenticated through the pool');
      for (const name of ['db_pool_idle_connections', 'db_pool_waiting_requests'])
        assert.match(text, new RegExp(`^${name}\\{pool="main"\\} \\d+$`, 'm'), name);
    });
  });

  describe(`readiness while closing (${backend})`, () => {
    it('/api/ready answers 503 on a connection already open once close() has begun; the request is still served', async () => {
      const server = await startServer(backend);
      let closing: Promise<void> | undefined;
      try {
        assert.equal((await server.request('GET', '/api/ready')).status, 200);
        // The head is half sent: the connection is busy, so closing waits for it instead of dropping it.
        const pending = partialRequest(server.url, 'GET /api/ready HTTP/1.1\r\nHost: localhost\r\n');
        await pending.start();
        await new Promise((resolve) => setTimeout(resolve, 100));
        closing = server.app.close();
        const answer = await pending.finish('\r\n');
        assert.match(answer, /^HTTP\/1\.1 503 /);
        assert.match(answer, /\r\nconnection: close\r\n/i);
        assert.match(answer, /\r\nx-request-id: [0-9a-f-]{36}\r\n/i);
        assert.match(answer, /"message":"Shutting down"/);
      } finally {
        await closing;
        await server.close();
      }
    });
  });
}
