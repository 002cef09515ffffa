import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { prepareDatabase } from '../src/bootstrap';
import { defaultRateLimits, parseEnv } from '../src/config';
import { openDatabase, rowsOf } from '../src/db/client';
import { backends, createPostgresDatabase } from './helpers/database';
import { startServer, TEST_JWT_SECRET, type ApiResponse, type TestServer } from './helpers/server';

/*
 * Several API instances on one PostgreSQL give the same answers: limits count across them, and an
 * upload through one is served by all. On PGlite (one process, the memory store) the same holds for
 * the one instance there is.
 */

// A real 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const statuses = (responses: ApiResponse[]) =>
  responses.reduce<Record<number, number>>((counts, res) => ({ ...counts, [res.status]: (counts[res.status] ?? 0) + 1 }), {});

for (const backend of backends) {
  describe(`several instances on one database (${backend})`, () => {
    const instances: TestServer[] = [];
    let userId: string;
    const from = (address: string) => ({ 'x-forwarded-for': address });
    /** The i-th request goes to instance i mod n, as a round-robin proxy would send it. */
    const login = (i: number, email: string, password: string, address: string) =>
      instances[i % instances.length]!.request('POST', '/api/auth/login', { body: { email, password }, headers: from(address) });

    before(async () => {
      // The shipped limits, except that one address may sign in as often as the test needs.
      const options = { config: { rateLimits: defaultRateLimits(1_000_000) }, env: { TRUST_PROXY: 'true' } };
      const first = await startServer(backend, options);
      instances.push(first);
      // PGlite belongs to one process: there is one instance, and the limits are its own.
      if (backend === 'postgresql')
        instances.push(await startServer(backend, { ...options, joinDatabaseUrl: first.config.databaseUrl! }));
      const res = await first.request('POST', '/api/auth/register', {
        body: { name: 'Spread Target', email: 'spread@test.example', password: 'Spread2026x' },
        headers: from('192.0.2.1'),
      });
      assert.equal(res.status, 201, res.text);
      userId = res.body.data.user.id as string;
    });
    after(async () => {
      // The instance that made the database drops it, so it closes last.
      for (const instance of instances.reverse()) await instance.close();
    });

    it('25 wrong passwords from one address, spread over the instances, meet a 429 after the 10th', async () => {
      const results: ApiResponse[] = [];
      for (let i = 0; i < 25; i += 1) results.push(await login(i, 'spread@test.example', 'Wrong12345', '198.51.100.25'));
      assert.deepEqual(statuses(results), { 401: 10, 429: 15 });
      assert.deepEqual(
        results.map((res) => res.status),
        [...Array<number>(10).fill(401), ...Array<number>(15).fill(429)],
      );
      const retryAfter = results.slice(10).map((res) => Number(res.headers.get('retry-after')));
      assert.ok(
        retryAfter.every((seconds) => seconds > 14 * 60 && seconds <= 15 * 60),
        `every instance says the same wait: ${retryAfter.join(', ')}`,
      );
      assert.match(results[24]!.body.message, /please try again in 15 minutes$/);
    });

    it('concurrent guesses across the instances never run past the limit', async () => {
      // One address: 10 per account and address.
      const burst = await Promise.all(
        Array.from({ length: 60 }, (_, i) => login(i, 'spread@test.example', 'Wrong12345', '198.51.100.60')),
      );
      assert.deepEqual(statuses(burst), { 401: 10, 429: 50 });
      // Strangers from 45 addresses: 30 per account from everyone it does not trust (10 were used above).
      const strangers = await Promise.all(
        Array.from({ length: 45 }, (_, i) => login(i, 'spread@test.example', 'Wrong12345', `203.0.113.${i + 1}`)),
      );
      assert.deepEqual(statuses(strangers), { 401: 10, 429: 35 });
      const locked = strangers.find((res) => res.status === 429)!;
      assert.match(locked.body.message, /^This account is locked after too many failed sign-in attempts/);
    });

    it('a logo uploaded through one instance is served by every instance, and nothing lands on disk', async () => {
      const admin = instances[0]!;
      const token = await admin.login(admin.config.adminEmail!, admin.config.adminPassword!);
      const form = new FormData();
      form.append('logo', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'logo.png');
      const uploaded = await fetch(`${admin.url}/api/profile/upload-logo`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${token}` },
      });
      assert.equal(uploaded.status, 200, await uploaded.clone().text());
      const { logoUrl } = ((await uploaded.json()) as { data: { logoUrl: string } }).data;
      for (const instance of instances) {
        const response = await fetch(instance.url + logoUrl);
        assert.equal(response.status, 200);
        assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable');
        assert.deepEqual(Buffer.from(await response.arrayBuffer()), PNG);
        assert.ok(!existsSync(instance.config.uploadDir), 'no upload folder');
      }
    });

    it('a password reset on one instance lifts the lock on every instance', async () => {
      const admin = instances[0]!;
      const token = await admin.login(admin.config.adminEmail!, admin.config.adminPassword!);
      const reset = await admin.request('PUT', `/api/users/${userId}`, { token, body: { password: 'Renewed2026x' } });
      assert.equal(reset.status, 200, reset.text);
      for (let i = 0; i < instances.length; i += 1) {
        const res = await login(i, 'spread@test.example', 'Renewed2026x', '198.51.100.25');
        assert.equal(res.status, 200, `instance ${i}: ${res.text}`);
      }
    });

    describe('the sessions each instance keeps between calls', () => {
      /** A new account's token, signed in through instance 0. */
      async function signedIn(email: string, role: 'admin' | 'customer' = 'customer') {
        const admin = instances[0]!;
        const adminToken = await admin.login(admin.config.adminEmail!, admin.config.adminPassword!);
        const made = await admin.request('POST', '/api/users', {
          token: adminToken,
          body: { name: 'Kept Session', email, password: 'Kept2026xyz', role },
        });
        assert.equal(made.status, 201, made.text);
        return { adminToken, id: made.body.data.id as string, token: await admin.login(email, 'Kept2026xyz') };
      }
      /** Asks `path` until it is refused (as a change's notice arrives), for at most 2 s: how long it took. */
      async function refusedWithin(instance: TestServer, path: string, token: string, status: number) {
        const started = Date.now();
        for (;;) {
          const res = await instance.request('GET', path, { token });
          if (res.status === status) return Date.now() - started;
          assert.equal(res.status, 200, res.text);
          assert.ok(Date.now() - started < 2_000, `${path} still answers 200 two seconds after the change`);
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      }
      const other = () => instances[instances.length - 1]!;
      it('a session kept by another instance ends with its sign-out', async () => {
        const { token } = await signedIn('kept-signout@test.example');
        // Read twice on the other instance: the second answer comes from what it kept.
        for (let i = 0; i < 2; i += 1) assert.equal((await other().request('GET', '/api/auth/profile', { token })).status, 200);
        const out = await instances[0]!.request('POST', '/api/auth/logout', { token });
        assert.equal(out.status, 200, out.text);
        await refusedWithin(other(), '/api/auth/profile', token, 401);
        // The instance that signed it out refuses it on the very next call.
        assert.equal((await instances[0]!.request('GET', '/api/auth/profile', { token })).status, 401);
      });

      it('an admin demoted through one instance loses the back office on every instance', async () => {
        const { adminToken, id, token } = await signedIn('kept-demoted@test.example', 'admin');
        for (let i = 0; i < 2; i += 1) assert.equal((await other().request('GET', '/api/users', { token })).status, 200);
        const demoted = await instances[0]!.request('PUT', `/api/users/${id}`, { token: adminToken, body: { role: 'customer' } });
        assert.equal(demoted.status, 200, demoted.text);
        await refusedWithin(other(), '/api/users', token, 403);
      });

      it(
        'a change made while an instance was not listening is not missed',
        { skip: backend !== 'postgresql' && 'PGlite is one process: its notices cannot be lost' },
        async () => {
          const { token } = await signedIn('kept-unheard@test.example');
          for (let i = 0; i < 2; i += 1) assert.equal((await other().request('GET', '/api/auth/profile', { token })).status, 200);
          const db = instances[0]!.database.db;
          // The instances' listening connections, one each.
          const listeners = sql`select pid from pg_stat_activity where datname = current_database() and query = 'LISTEN "auth_changed"'`;
          const listening = () => db.execute(listeners);
          assert.equal(rowsOf(await listening()).length, instances.length);
          // Every instance loses its listening connection, and the sign-out's notice is sent to no one.
          await db.execute(sql`select pg_terminate_backend(pid) from (${listeners}) as listening`);
          const out = await instances[0]!.request('POST', '/api/auth/logout', { token });
          assert.equal(out.status, 200, out.text);
          for (let waited = 0; rowsOf(await listening()).length < instances.length; waited += 50) {
            assert.ok(waited < 5_000, 'the instances listen again within 5 s');
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
          assert.equal((await other().request('GET', '/api/auth/profile', { token })).status, 401);
        },
      );
    });
  });
}

describe(
  'two instances starting at once on a fresh PostgreSQL database',
  { skip: !process.env.TEST_DATABASE_URL && 'needs PostgreSQL (TEST_DATABASE_URL)' },
  () => {
    it('both prepare it without an error: the migrations run once, one first admin is created', async () => {
      const postgres = await createPostgresDatabase();
      const dataDir = mkdtempSync(join(tmpdir(), 'freight-two-starts-'));
      const config = {
        ...parseEnv({ DATA_DIR: dataDir, DATABASE_URL: postgres.url, ADMIN_EMAIL: 'first@test.example', LOG_LEVEL: 'silent' }),
        jwtSecret: TEST_JWT_SECRET,
        passwordHashing: { memoryCost: 4096, timeCost: 1 },
      };
      const databases = [await openDatabase(config), await openDatabase(config)];
      const printed: string[] = [];
      try {
        await Promise.all(databases.map((database) => prepareDatabase(database, config, (text) => printed.push(text))));
        const admins = rowsOf<{ email: string }>(await databases[0]!.db.execute(sql`SELECT email FROM users`));
        assert.deepEqual(admins, [{ email: 'first@test.example' }]);
        assert.equal(printed.filter((text) => text.includes('FIRST ADMIN ACCOUNT CREATED')).length, 1, 'one password shown');
        const lock = await databases[1]!.db.execute(sql`SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory'`);
        assert.equal(rowsOf<{ n: number }>(lock)[0]?.n, 0, 'the lock is released');

        // An instance started with another token secret says so: its tokens would be refused by the others.
        assert.ok(!printed.some((text) => text.includes('another secret')), 'the two agree');
        await prepareDatabase(databases[1]!, { ...config, jwtSecret: `${TEST_JWT_SECRET}-other` }, (text) => printed.push(text));
        assert.match(
          printed.at(-1)!,
          /^Warning: this instance signs tokens with another secret than .* give every instance the same JWT_SECRET\.$/,
        );
      } finally {
        for (const database of databases) await database.close();
        await postgres.drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  },
);
