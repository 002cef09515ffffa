import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { backends } from './helpers/database';
import { ADMIN, startServer, type TestServer } from './helpers/server';

for (const backend of backends) {
  describe(`API basics (${backend})`, () => {
    let server: TestServer;
    let adminToken: string;

    before(async () => {
      server = await startServer(backend, { env: { CORS_ORIGINS: 'http://localhost:3001' } });
      adminToken = await server.login(ADMIN.email, ADMIN.password);
    });
    after(() => server.close());

    it('GET /api/health reports the database kind without sign-in', async () => {
      const res = await server.request('GET', '/api/health');
      assert.equal(res.status, 200);
      assert.equal(res.body.success, true);
      assert.equal(res.body.data.status, 'ok');
      assert.equal(res.body.data.database, backend);
      assert.equal(typeof res.body.data.uptimeSeconds, 'number');
    });

    it('GET /api/company returns the seeded public profile', async () => {
      const res = await server.request('GET', '/api/company');
      assert.equal(res.status, 200);
      assert.deepEqual(Object.keys(res.body.data).sort(), ['address', 'email', 'logoUrl', 'name', 'phone', 'socials']);
      assert.equal(res.body.data.name, 'Globe Route Logistics');
      assert.equal(res.body.data.email, 'support@globeroute.example');
      assert.match(res.body.data.address, /Mumbai/);
      assert.equal(res.body.data.logoUrl, null);
      assert.deepEqual(Object.keys(res.body.data.socials).sort(), ['facebook', 'instagram', 'linkedin', 'twitter']);
    });

    it('an unknown /api route is a 404 JSON envelope, signed in or not, for any method', async () => {
      for (const [method, token] of [
        ['GET', undefined],
        ['POST', undefined],
        ['DELETE', adminToken],
      ] as const) {
        const res = await server.request(method, '/api/does-not-exist', { token });
        assert.equal(res.status, 404, method);
        assert.equal(res.body.success, false);
        assert.match(res.body.message, /not found/);
      }
    });

    it('malformed JSON is a 400, not a 500', async () => {
      const res = await server.request('POST', '/api/auth/login', { rawBody: '{"email": "a@b.co", ' });
      assert.equal(res.status, 400);
      assert.deepEqual(res.body, { success: false, message: 'Malformed JSON in request body' });
    });

    it('a missing body on a route that needs one is a 400 with a message', async () => {
      const res = await server.request('POST', '/api/auth/login');
      assert.equal(res.status, 400);
      assert.equal(res.body.success, false);
      assert.ok(res.body.errors.body);
    });

    it('an empty body with a JSON content type is accepted as "no body" (POST /auth/logout)', async () => {
      const token = await server.login(ADMIN.email, ADMIN.password);
      const res = await server.request('POST', '/api/auth/logout', { token, rawBody: '' });
      assert.equal(res.status, 200);
    });

    it('a body over 1 MB is refused with 413', async () => {
      const res = await server.request('POST', '/api/auth/login', { rawBody: JSON.stringify({ email: 'x'.repeat(1_100_000) }) });
      assert.equal(res.status, 413);
      assert.equal(res.body.success, false);
    });

    it('an unsupported content type is a 415', async () => {
      const res = await server.request('POST', '/api/auth/login', {
        rawBody: '<email/>',
        headers: { 'content-type': 'application/xml' },
      });
      assert.equal(res.status, 415);
      assert.equal(res.body.success, false);
    });

    it('a malformed id is a 400 with errors.id, never a 500', async () => {
      for (const id of ['not-a-uuid', '1', "1'; drop table users;--", '00000000-0000-0000-0000-00000000000g']) {
        const res = await server.request('GET', `/api/users/${encodeURIComponent(id)}`, { token: adminToken });
        assert.equal(res.status, 400, id);
        assert.equal(res.body.errors.id, 'Must be a valid id');
      }
    });

    it('sends security headers and a CSP on API responses', async () => {
      const res = await server.request('GET', '/api/health');
      assert.match(res.headers.get('content-security-policy') ?? '', /default-src 'self'/);
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
    });

    it('CORS answers preflights only for CORS_ORIGINS', async () => {
      const allowed = await server.request('OPTIONS', '/api/users', {
        headers: {
          origin: 'http://localhost:3001',
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization',
        },
      });
      assert.equal(allowed.status, 204);
      assert.equal(allowed.headers.get('access-control-allow-origin'), 'http://localhost:3001');

      const other = await server.request('GET', '/api/health', { headers: { origin: 'http://evil.example' } });
      assert.equal(other.status, 200);
      assert.equal(other.headers.get('access-control-allow-origin'), null);
    });
  });
}
