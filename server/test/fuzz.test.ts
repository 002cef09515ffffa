import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { backends } from './helpers/database';
import { ADMIN, startServer, type TestServer } from './helpers/server';

/*
 * Thousands of malformed bodies to every write call in the OpenAPI document: wrong types, missing
 * fields, huge strings, odd unicode, prototype-pollution keys, deep nesting. A client's mistake
 * must never be a 5xx, and the server must keep answering.
 */

/** Deterministic, so a failure can be reproduced (mulberry32). */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const nasty: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  -0,
  1e308,
  -1e308,
  2 ** 53 + 1,
  '',
  ' ',
  'x',
  '0',
  'true',
  'null',
  '   padded   ',
  'a'.repeat(10_000),
  'é'.repeat(3000),
  '😀🚚📦'.repeat(500),
  '\u202Eevil\u202C',
  '\u200B\u200B',
  '\ud800',
  'line\nbreak\ttab',
  "' OR '1'='1",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '2026-02-30',
  '9999-12-31',
  'not-an-email@',
  'A'.repeat(43),
  randomUUID(),
  [],
  [1, 2, 3],
  [{}],
  {},
  { nested: { deeper: [1, 'two', null] } },
  { __proto__: { admin: true } },
];

const pollution = [
  '{"__proto__":{"role":"admin","isAdmin":true}}',
  '{"constructor":{"prototype":{"role":"admin"}}}',
  '{"email":"a@b.co","__proto__":{"polluted":1}}',
  '{"prototype":{"x":1},"toString":"x","valueOf":1,"hasOwnProperty":"y"}',
];

const rawBodies = [
  '',
  'null',
  '[]',
  '"text"',
  '42',
  '{',
  '{"a":}',
  '{"a":1,}',
  "{'single':'quotes'}",
  '\u0000',
  '{"a":"\\u0000"}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  JSON.stringify({ big: 'x'.repeat(1024 * 1024) }),
  ...pollution,
];

function bodiesFor(properties: string[], next: () => number, count: number): unknown[] {
  const pick = () => nasty[Math.floor(next() * nasty.length)];
  const bodies: unknown[] = [];
  // Each documented field alone with every nasty value, then random mixtures.
  for (const property of properties) for (const value of nasty) bodies.push({ [property]: value });
  while (bodies.length < count) {
    const body: Record<string, unknown> = {};
    for (const property of properties) if (next() < 0.7) body[property] = pick();
    if (next() < 0.2) body[`unknown_${Math.floor(next() * 100)}`] = pick();
    bodies.push(body);
  }
  return bodies;
}

interface WriteCall {
  method: string;
  path: string;
  properties: string[];
}

for (const backend of backends) {
  describe(`fuzzing every write call (${backend})`, () => {
    let server: TestServer;
    let calls: WriteCall[];
    let admin: string;

    before(async () => {
      server = await startServer(backend);
      admin = await server.login(ADMIN.email, ADMIN.password);
      const doc = await server.request('GET', '/api/docs/json');
      calls = [];
      for (const [path, methods] of Object.entries(doc.body.paths as Record<string, Record<string, Record<string, unknown>>>)) {
        for (const [method, operation] of Object.entries(methods)) {
          if (!['post', 'put', 'patch', 'delete'].includes(method)) continue;
          const schema = (operation.requestBody as { content?: Record<string, { schema?: { properties?: object } }> } | undefined)
            ?.content?.['application/json']?.schema;
          calls.push({ method: method.toUpperCase(), path, properties: Object.keys(schema?.properties ?? {}) });
        }
      }
      assert.ok(calls.length >= 15, `found ${calls.length} write calls`);
    });
    after(() => server.close());

    it('answers every malformed body with a 4xx, never a 5xx', async () => {
      const next = random(20261121);
      const failures: string[] = [];
      let sent = 0;
      for (const call of calls) {
        // Logout would end the admin session the other calls rely on; it is fuzzed anonymously.
        const token = call.path === '/api/auth/logout' ? undefined : admin;
        const url = call.path.replace('{id}', randomUUID()).replace(/\{[^}]+\}/g, 'A'.repeat(43));
        const bodies = bodiesFor(call.properties, next, 120);
        const requests = [
          ...bodies.map((body) => ({ rawBody: JSON.stringify(body) })),
          ...rawBodies.map((rawBody) => ({ rawBody })),
          { rawBody: 'plain text', headers: { 'content-type': 'text/plain' } },
          { rawBody: '<a/>', headers: { 'content-type': 'application/xml' } },
        ];
        for (const options of requests) {
          const res = await server.request(call.method, url, { ...options, token });
          sent += 1;
          if (res.status >= 500) failures.push(`${call.method} ${call.path} ${res.status} ${options.rawBody.slice(0, 120)}`);
          else if (res.status >= 400)
            assert.equal(res.body?.success, false, `${call.method} ${call.path} answers the error envelope`);
        }
      }
      assert.deepEqual(failures, [], `${failures.length} of ${sent} requests answered 5xx`);
      assert.ok(sent >= 2000, `sent ${sent} requests`);
      // Still healthy, and the admin session still works.
      assert.equal((await server.request('GET', '/api/health')).status, 200);
      assert.equal((await server.request('GET', '/api/auth/verify', { token: admin })).status, 200);
    });

    it('malformed query strings on list calls are 400s, never 5xx', async () => {
      const values = ['-1', '0', 'abc', '1e9', '%00', '%FF', 'a'.repeat(500), '2026-13-45', '[]', '{}'];
      for (const path of ['/api/users', '/api/quotes', '/api/audit-log', '/api/quotes/mine']) {
        for (const key of ['page', 'limit', 'sort', 'search', 'status', 'role', 'from', 'to', 'active', 'entity']) {
          for (const value of values) {
            const res = await server.request('GET', `${path}?${key}=${value}`, { token: admin });
            assert.ok(res.status < 500, `${path}?${key}=${value} → ${res.status} ${res.text}`);
          }
        }
      }
    });
  });
}
