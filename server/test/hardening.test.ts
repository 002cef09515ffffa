import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { defaultRateLimits, parseEnv } from '../src/config';
import { backends } from './helpers/database';
import { ADMIN, startServer, type TestServer } from './helpers/server';

const HIDDEN = 'Name must not contain invisible or control characters';

for (const backend of backends) {
  describe(`responses that depend on the caller are not cached (${backend})`, () => {
    let server: TestServer;
    let admin: string;
    before(async () => {
      server = await startServer(backend);
      admin = await server.login(ADMIN.email, ADMIN.password);
    });
    after(() => server.close());

    it('signed-in answers, admin lists and errors carry Cache-Control: no-store', async () => {
      for (const path of ['/api/auth/profile', '/api/auth/verify', '/api/users', '/api/quotes', '/api/admin/notifications']) {
        const res = await server.request('GET', path, { token: admin });
        assert.equal(res.status, 200, path);
        assert.equal(res.headers.get('cache-control'), 'no-store', path);
      }
      const refused = await server.request('GET', '/api/users');
      assert.equal(refused.status, 401);
      assert.equal(refused.headers.get('cache-control'), 'no-store');
      const login = await server.request('POST', '/api/auth/login', { body: ADMIN });
      assert.equal(login.headers.get('cache-control'), 'no-store', 'the token in a sign-in answer');
    });
  });

  describe(`names refuse bidi overrides and zero-width characters (${backend})`, () => {
    let server: TestServer;
    let admin: string;
    before(async () => {
      server = await startServer(backend);
      admin = await server.login(ADMIN.email, ADMIN.password);
    });
    after(() => server.close());

    it('sign-up, a user created or renamed by an admin, and a profile update', async () => {
      const poser = '\u202Eadmin\u200B';
      const signUp = await server.request('POST', '/api/auth/register', {
        body: { name: poser, email: 'poser@test.example', password: 'Poser2026x' },
      });
      assert.equal(signUp.status, 400);
      assert.equal(signUp.body.errors.name, HIDDEN);

      const created = await server.request('POST', '/api/users', {
        token: admin,
        body: { name: 'Ad\u200Dmin', email: 'poser2@test.example', password: 'Poser2026x', role: 'customer' },
      });
      assert.equal(created.status, 400);
      assert.equal(created.body.errors.name, HIDDEN);

      const profile = await server.request('PUT', '/api/auth/profile', { token: admin, body: { name: 'Admin\u2066 Team' } });
      assert.equal(profile.status, 400);
      assert.equal(profile.body.errors.name, HIDDEN);

      const indian = await server.request('POST', '/api/auth/register', {
        body: { name: 'प्रिया शर्मा', email: 'priya@test.example', password: 'Priya2026x' },
      });
      assert.equal(indian.status, 201, 'names in Indian scripts are welcome');
    });

    it('public forms: a contact subject is single-line text, a message keeps its line breaks', async () => {
      const message = {
        kind: 'contact',
        topic: 'general',
        name: 'Meera Iyer',
        email: 'meera@test.example',
        subject: 'Rates \u202Efor Hamburg',
        message: 'Hello,\nwe ship six containers a month.\n\nMeera',
      };
      const refused = await server.request('POST', '/api/messages', { body: message });
      assert.equal(refused.status, 400);
      assert.equal(refused.body.errors.subject, 'Subject must not contain invisible or control characters');
      const accepted = await server.request('POST', '/api/messages', { body: { ...message, subject: 'Rates for Hamburg' } });
      assert.equal(accepted.status, 201, accepted.text);
    });
  });

  describe(`API reference access (${backend})`, () => {
    for (const access of ['public', 'admin', 'off'] as const) {
      describe(`API_DOCS=${access}`, () => {
        let server: TestServer;
        before(async () => {
          server = await startServer(backend, { env: { API_DOCS: access } });
        });
        after(() => server.close());

        it('serves the viewer and the document to whom it should', async () => {
          const viewer = await server.request('GET', '/api/docs/');
          const anonymous = await server.request('GET', '/api/docs/json');
          const admin = await server.request('GET', '/api/docs/json', { token: await server.login(ADMIN.email, ADMIN.password) });
          const customerToken = (
            await server.request('POST', '/api/auth/register', {
              body: { name: 'Doc Reader', email: 'docs@test.example', password: 'Reader2026x' },
            })
          ).body.data.token;
          const customer = await server.request('GET', '/api/docs/json', { token: customerToken });
          if (access === 'off') {
            for (const res of [viewer, anonymous, admin, customer]) assert.equal(res.status, 404);
            return;
          }
          assert.equal(viewer.status, 200);
          assert.match(viewer.text, /swagger-ui/i);
          assert.equal(admin.status, 200);
          assert.equal(admin.body.openapi, '3.1.0');
          assert.equal(admin.headers.get('cache-control'), 'no-store');
          if (access === 'public') {
            assert.equal(anonymous.status, 200);
            assert.equal(customer.status, 200);
          } else {
            assert.equal(anonymous.status, 401);
            assert.equal(anonymous.body.message, 'Sign in to the back office as an administrator to read the API reference');
            assert.equal(customer.status, 403);
            const yaml = await server.request('GET', '/api/docs/yaml');
            assert.equal(yaml.status, 401);
            // The viewer sends the back office's token from this origin's storage.
            const initializer = await server.request('GET', '/api/docs/static/swagger-initializer.js');
            assert.match(initializer.text, /localStorage\.getItem\('token'\)/);
          }
        });
      });
    }

    it('defaults to admins only in production, and to public otherwise', () => {
      assert.equal(parseEnv({ NODE_ENV: 'production' }).apiDocs, 'admin');
      assert.equal(parseEnv({}).apiDocs, 'public');
      assert.equal(parseEnv({ NODE_ENV: 'production', API_DOCS: 'public' }).apiDocs, 'public');
      assert.throws(() => parseEnv({ API_DOCS: 'everyone' }), /API_DOCS: must be public, admin or off/);
    });
  });

  describe(`a burst of sign-ins does not starve files and health checks (${backend})`, () => {
    let server: TestServer;
    let staticRoot: string;
    before(async () => {
      staticRoot = mkdtempSync(join(tmpdir(), 'freight-burst-'));
      mkdirSync(join(staticRoot, 'shell', 'dist'), { recursive: true });
      writeFileSync(join(staticRoot, 'shell', 'dist', 'index.html'), '<!doctype html><title>Shell</title><!--runtime-config-->');
      // Incompressible, about the size of the shell's first chunks together.
      writeFileSync(join(staticRoot, 'shell', 'dist', 'main.js'), randomBytes(400_000).toString('base64'));
      server = await startServer(backend, {
        env: { SERVE_STATIC: 'true', STATIC_ROOT: staticRoot },
        // The production cost of argon2 (64 MiB, three passes) is the point of this test.
        config: { rateLimits: defaultRateLimits(1_000_000), passwordHashing: { memoryCost: 65_536, timeCost: 3 } },
      });
    });
    after(async () => {
      await server.close();
      rmSync(staticRoot, { recursive: true, force: true });
    });

    it('during 60 concurrent sign-ins, /api/health and main.js answer without waiting for the burst', async (t) => {
      let finished = false;
      const burstStarted = performance.now();
      let burstMs = 0;
      const burst = Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          server.request('POST', '/api/auth/login', { body: { email: `nobody${i}@test.example`, password: 'Wrong12345' } }),
        ),
      ).finally(() => {
        finished = true;
        burstMs = performance.now() - burstStarted;
      });
      await sleep(300); // every hash is queued or running by now
      const health: number[] = [];
      const file: number[] = [];
      while (!finished && health.length < 40) {
        let start = performance.now();
        const probe = await fetch(`${server.url}/api/health`);
        await probe.text();
        health.push(performance.now() - start);
        assert.equal(probe.status, 200);
        start = performance.now();
        const script = await fetch(`${server.url}/main.js`);
        await script.arrayBuffer();
        file.push(performance.now() - start);
        assert.equal(script.status, 200);
        await sleep(100);
      }
      const results = await burst;
      assert.ok(
        results.every((res) => res.status === 401),
        'every sign-in was answered',
      );
      assert.ok(health.length >= 5, `the burst lasted long enough to measure (${health.length} probes)`);
      const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
      const p90 = (values: number[]) => sorted(values)[Math.floor(values.length * 0.9)]!;
      const report = `health p90 ${p90(health).toFixed(1)} ms, max ${sorted(health).at(-1)!.toFixed(1)} ms; main.js p90 ${p90(file).toFixed(1)} ms (${health.length} probes); the burst took ${burstMs.toFixed(0)} ms`;
      t.diagnostic(report);
      // Starved, a probe waits for most of the burst (health took 2.9 s of a ~3 s burst); answered beside
      // it, each takes ~80 ms. Held to a share of the burst rather than to milliseconds, so that a slower
      // or busier machine, which stretches the burst and the probes alike, does not fail it (the
      // latency budgets themselves live in `npm run bench:api`).
      assert.ok(p90(health) <= burstMs / 5, report);
      assert.ok(p90(file) <= burstMs / 4, report);
    });
  });
}
