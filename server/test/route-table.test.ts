import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { backends } from './helpers/database';
import { ADMIN, startServer, type TestServer } from './helpers/server';

/*
 * One matrix, generated from the OpenAPI document (which the server builds from its own route
 * table): every documented call is checked for its access rule, so a new route cannot escape it.
 */

interface Operation {
  method: string;
  path: string;
  access: string;
  bodySchema: { properties?: Record<string, unknown> } | undefined;
  multipart: boolean;
}

/** Calls of spec §7 (plus the ones the issues add) that the document must list. */
const requiredCalls = [
  'POST /api/auth/login',
  'POST /api/auth/register',
  'POST /api/auth/logout',
  'GET /api/auth/profile',
  'PUT /api/auth/profile',
  'PUT /api/auth/change-password',
  'GET /api/auth/current-password',
  'GET /api/auth/verify',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'GET /api/auth/verify-reset-token/{token}',
  'GET /api/users',
  'POST /api/users',
  'GET /api/users/stats',
  'GET /api/users/{id}',
  'PUT /api/users/{id}',
  'DELETE /api/users/{id}',
  'GET /api/profile',
  'PUT /api/profile',
  'POST /api/profile/upload-logo',
  'PUT /api/profile/change-password',
  'GET /api/profile/notifications',
  'PUT /api/profile/notifications',
  'POST /api/quotes',
  'GET /api/quotes',
  'GET /api/quotes/{id}',
  'PUT /api/quotes/{id}/status',
  'DELETE /api/quotes/{id}',
  'GET /api/company',
  'GET /api/audit-log',
  'GET /api/admin/search',
  'GET /api/admin/notifications',
  'POST /api/admin/notifications/seen',
  'GET /api/billing-parties/balance-report',
  'GET /api/billing-parties/{id}/open-bills',
];

async function readOperations(server: TestServer): Promise<Operation[]> {
  const doc = await server.request('GET', '/api/docs/json');
  assert.equal(doc.status, 200);
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.body.paths as Record<string, Record<string, Record<string, unknown>>>)) {
    for (const [method, operation] of Object.entries(methods)) {
      const content = (operation.requestBody as { content?: Record<string, { schema?: Operation['bodySchema'] }> } | undefined)
        ?.content;
      operations.push({
        method: method.toUpperCase(),
        path,
        access: String(operation['x-access']),
        bodySchema: content?.['application/json']?.schema,
        multipart: Boolean(content?.['multipart/form-data']) || path.endsWith('upload-logo'),
      });
    }
  }
  return operations;
}

/** A concrete URL for a documented path: ids that exist nowhere, tokens of the right shape. */
function concrete(path: string): string {
  return path
    .replace('{id}', randomUUID())
    .replace('{token}', 'A'.repeat(43))
    .replace('{file}', 'logo-0123456789abcdef.png')
    .replace(/\{[^}]+\}/g, 'x');
}

const hasBody = (method: string) => method === 'POST' || method === 'PUT' || method === 'PATCH';

for (const backend of backends) {
  describe(`route table (${backend})`, () => {
    let server: TestServer;
    let operations: Operation[];
    let admin: string;
    let customer: string;

    before(async () => {
      server = await startServer(backend);
      operations = await readOperations(server);
      admin = await server.login(ADMIN.email, ADMIN.password);
      const registered = await server.request('POST', '/api/auth/register', {
        body: { name: 'Matrix Customer', email: 'matrix@test.example', password: 'Customer123' },
      });
      assert.equal(registered.status, 201, registered.text);
      customer = registered.body.data.token;
    });
    after(() => server.close());

    it('the OpenAPI document lists every call, each with its access rule', () => {
      const listed = new Set(operations.map((operation) => `${operation.method} ${operation.path}`));
      for (const call of requiredCalls) assert.ok(listed.has(call), `${call} is documented`);
      for (const operation of operations) {
        assert.match(operation.access, /^(public|signed-in|admin)$/, `${operation.method} ${operation.path} declares its access`);
      }
    });

    it('/api/docs serves the viewer', async () => {
      const page = await server.request('GET', '/api/docs/');
      assert.equal(page.status, 200);
      assert.match(page.text, /swagger-ui/i);
    });

    it('private calls answer 401 without a token and with a forged one', async () => {
      for (const operation of operations.filter((candidate) => candidate.access !== 'public')) {
        const url = concrete(operation.path);
        const body = hasBody(operation.method) && !operation.multipart ? {} : undefined;
        const anonymous = await server.request(operation.method, url, { body });
        assert.equal(anonymous.status, 401, `${operation.method} ${operation.path} without a token`);
        assert.equal(anonymous.body.success, false);
        const forged = await server.request(operation.method, url, { body, token: 'not.a.token' });
        assert.equal(forged.status, 401, `${operation.method} ${operation.path} with a forged token`);
      }
    });

    it('admin calls answer 403 to a signed-in customer; other calls let the customer through', async () => {
      for (const operation of operations.filter((candidate) => candidate.access !== 'public')) {
        if (operation.path === '/api/auth/logout') continue; // would end the customer's session
        const body = hasBody(operation.method) && !operation.multipart ? {} : undefined;
        const res = await server.request(operation.method, concrete(operation.path), { body, token: customer });
        if (operation.access === 'admin') {
          assert.equal(res.status, 403, `${operation.method} ${operation.path} as a customer`);
          assert.equal(res.body.message, 'Admin access required');
        } else {
          assert.ok(
            res.status !== 401 && res.status !== 403,
            `${operation.method} ${operation.path} as a customer: ${res.status}`,
          );
        }
      }
    });

    it('an admin passes the access check of every call', async () => {
      for (const operation of operations) {
        if (operation.path === '/api/auth/logout') continue;
        const body = hasBody(operation.method) && !operation.multipart ? {} : undefined;
        const res = await server.request(operation.method, concrete(operation.path), { body, token: admin });
        assert.ok(res.status !== 401 && res.status !== 403, `${operation.method} ${operation.path} as admin: ${res.status}`);
        assert.ok(res.status < 500, `${operation.method} ${operation.path} as admin: ${res.status} ${res.text}`);
      }
    });
  });
}
