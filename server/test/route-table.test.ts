import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { backends } from './helpers/database';
import { PERMISSIONS, refusalFor, type Permission, type StaffRole } from 'shared-api/schemas';
import { ADMIN, startServer, type TestServer } from './helpers/server';

/*
 * One matrix, generated from the OpenAPI document (which the server builds from its own route
 * table): every documented call is checked for its access rule, so a new route cannot escape it.
 */

interface Operation {
  method: string;
  path: string;
  access: string;
  /** The roles a permission's call admits (empty for public and signed-in calls). */
  roles: string[];
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
        roles: (operation['x-roles'] as string[] | undefined) ?? [],
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

    it('the OpenAPI document lists every call, each with its access rule and the roles it admits', () => {
      const listed = new Set(operations.map((operation) => `${operation.method} ${operation.path}`));
      for (const call of requiredCalls) assert.ok(listed.has(call), `${call} is documented`);
      const rules = new Set(['public', 'signed-in', ...Object.keys(PERMISSIONS)]);
      for (const operation of operations) {
        assert.ok(rules.has(operation.access), `${operation.method} ${operation.path} declares its access (${operation.access})`);
        if (operation.access in PERMISSIONS) {
          assert.deepEqual(operation.roles, [...PERMISSIONS[operation.access as Permission].roles]);
        }
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

    it('every staff role and a customer are let through or refused exactly as the access table says', async () => {
      const tokens: Record<string, string> = { customer };
      for (const role of ['accountant', 'operations', 'viewer'] as const) {
        const email = `matrix.${role}@test.example`;
        const created = await server.request('POST', '/api/users', {
          token: admin,
          body: { name: `Matrix ${role}`, email, password: 'StaffPass123', role },
        });
        assert.equal(created.status, 201, created.text);
        tokens[role] = await server.login(email, 'StaffPass123');
      }
      const mismatches: string[] = [];
      for (const [role, token] of Object.entries(tokens)) {
        for (const operation of operations.filter((candidate) => candidate.access !== 'public')) {
          if (operation.path === '/api/auth/logout') continue; // would end the session
          const body = hasBody(operation.method) && !operation.multipart ? {} : undefined;
          const res = await server.request(operation.method, concrete(operation.path), { body, token });
          const allowed = operation.access === 'signed-in' || operation.roles.includes(role);
          const call = `${operation.method} ${operation.path} as ${role}`;
          if (allowed && (res.status === 401 || res.status === 403)) mismatches.push(`${call}: ${res.status} ${res.text}`);
          if (!allowed) {
            const expected =
              role === 'customer' ? 'Admin access required' : refusalFor(role as StaffRole, operation.access as Permission);
            if (res.status !== 403 || res.body.message !== expected) mismatches.push(`${call}: ${res.status} ${res.text}`);
          }
          if (res.status >= 500) mismatches.push(`${call}: ${res.status} ${res.text}`);
        }
      }
      assert.deepEqual(mismatches, []);
    });

    it('operations staff see and record driver advances only among the money entries', async () => {
      const email = 'matrix.dispatch@test.example';
      const created = await server.request('POST', '/api/users', {
        token: admin,
        body: { name: 'Matrix dispatcher', email, password: 'StaffPass123', role: 'operations' },
      });
      assert.equal(created.status, 201, created.text);
      const dispatcher = await server.login(email, 'StaffPass123');
      const receipts = await server.request('GET', '/api/money-entries?kind=receipt', { token: dispatcher });
      assert.equal(receipts.status, 403);
      assert.equal(receipts.body.message, 'Operations accounts cannot see bills, receipts, payments or ledgers');
      const listed = await server.request('GET', '/api/money-entries', { token: dispatcher });
      assert.equal(listed.status, 200, listed.text);
      assert.ok(listed.body.data.every((entry: { kind: string }) => entry.kind === 'driver-advance'));
      const transfer = await server.request('POST', '/api/money-entries', {
        token: dispatcher,
        body: { kind: 'transfer', entryDate: '2026-01-01', amount: '100', fromBankId: randomUUID(), toBankId: randomUUID() },
      });
      // Refused for what it is, before anything about its fields is looked at.
      assert.ok([400, 403].includes(transfer.status), transfer.text);
      if (transfer.status === 403)
        assert.equal(transfer.body.message, 'Operations accounts cannot issue bills, record receipts or pay owners');
    });

    it('a role change applies on the next call, is audited, and the last admin cannot give up the role', async () => {
      const email = 'matrix.promoted@test.example';
      const created = await server.request('POST', '/api/users', {
        token: admin,
        body: { name: 'Matrix promoted', email, password: 'StaffPass123', role: 'viewer' },
      });
      const id = created.body.data.id;
      const token = await server.login(email, 'StaffPass123');
      assert.equal((await server.request('GET', '/api/bills', { token })).status, 403);
      const promoted = await server.request('PUT', `/api/users/${id}`, { token: admin, body: { role: 'accountant' } });
      assert.equal(promoted.status, 200, promoted.text);
      assert.equal((await server.request('GET', '/api/bills', { token })).status, 200, 'the same token, the new role');
      const history = await server.request('GET', `/api/audit-log?entity=user&entityId=${id}`, { token: admin });
      const change = history.body.data.find((entry: { action: string }) => entry.action === 'user.role_change');
      assert.deepEqual([change?.before?.role, change?.after?.role], ['viewer', 'accountant']);
      const disabled = await server.request('PUT', `/api/users/${id}`, { token: admin, body: { active: false } });
      assert.equal(disabled.status, 200, disabled.text);
      assert.equal((await server.request('GET', '/api/bills', { token })).status, 401, 'a disabled account is out at once');

      const me = await server.request('GET', '/api/auth/verify', { token: admin });
      const demoted = await server.request('PUT', `/api/users/${me.body.data.user.id}`, {
        token: admin,
        body: { role: 'accountant' },
      });
      assert.equal(demoted.status, 409);
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
