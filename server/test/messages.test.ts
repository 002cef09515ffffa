import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { defaultRateLimits } from '../src/config';
import { auditLog } from '../src/db/schema';
import { messageBody } from './helpers/bodies';
import { backends } from './helpers/database';
import { ADMIN, startServer, type TestServer } from './helpers/server';

const UNKNOWN_ID = '6f1c2e1e-3c47-4a6b-9b8d-1a2b3c4d5e6f';

async function send(server: TestServer, overrides: Record<string, unknown> = {}, token?: string) {
  const res = await server.request('POST', '/api/messages', { body: messageBody(overrides), token });
  assert.equal(res.status, 201, res.text);
  return res.body as { data: { id: string; reference: string; status: string }; message: string };
}

for (const backend of backends) {
  describe(`contact messages (${backend})`, () => {
    let server: TestServer;
    let admin: string;

    before(async () => {
      server = await startServer(backend);
      admin = await server.login(ADMIN.email, ADMIN.password);
    });
    after(() => server.close());

    it('anyone can send a message and is told its reference', async () => {
      const { data, message } = await send(server, { email: ' Meera@Test.Example ' });
      assert.match(data.reference, /^M-\d{6}$/);
      assert.equal(data.status, 'new');
      assert.equal(message, `Thank you! Your message ${data.reference} has been sent. We reply within one business day.`);
      const stored = await server.request('GET', `/api/messages/${data.id}`, { token: admin });
      assert.equal(stored.status, 200);
      assert.equal(stored.body.data.email, 'meera@test.example');
      assert.equal(stored.body.data.company, 'Iyer Textiles');
      assert.equal(stored.body.data.kind, 'contact');
    });

    it('a support message keeps the shipment it is about; blank optional fields become null', async () => {
      const { data } = await send(server, { kind: 'support', topic: 'shipment', regarding: 'GRL001', phone: '', company: '  ' });
      const stored = await server.request('GET', `/api/messages/${data.id}`, { token: admin });
      assert.equal(stored.body.data.regarding, 'GRL001');
      assert.equal(stored.body.data.phone, null);
      assert.equal(stored.body.data.company, null);
    });

    it('rejects a bad message with a message per field', async () => {
      const res = await server.request('POST', '/api/messages', {
        body: { kind: 'letter', topic: 'x', name: 'A', email: 'nope', phone: 'abc', subject: 'Hi', message: 'short' },
      });
      assert.equal(res.status, 400);
      assert.deepEqual(Object.keys(res.body.errors).sort(), ['email', 'kind', 'message', 'name', 'phone', 'subject', 'topic']);
      assert.equal(res.body.errors.message, 'Message must be at least 10 characters');
      assert.equal(res.body.errors.subject, 'Subject must be at least 3 characters');
    });

    it('only admins read the inbox', async () => {
      assert.equal((await server.request('GET', '/api/messages')).status, 401);
      await server.request('POST', '/api/auth/register', {
        body: { name: 'Customer One', email: 'c1@test.example', password: 'Passw0rdX' },
      });
      const customer = await server.login('c1@test.example', 'Passw0rdX');
      assert.equal((await server.request('GET', '/api/messages', { token: customer })).status, 403);
      assert.equal((await server.request('GET', '/api/newsletter', { token: customer })).status, 403);
    });

    it('lists with search, filters and paging, newest first', async () => {
      const urgent = await send(server, { kind: 'support', topic: 'billing', subject: 'Invoice INV-7781 shows the wrong GSTIN' });
      const byKind = await server.request('GET', '/api/messages?kind=support&topic=billing', { token: admin });
      assert.equal(byKind.status, 200);
      assert.deepEqual(
        byKind.body.data.map((m: { id: string }) => m.id),
        [urgent.data.id],
      );
      const bySearch = await server.request('GET', '/api/messages?search=inv-7781', { token: admin });
      assert.equal(bySearch.body.total, 1);
      const byReference = await server.request('GET', `/api/messages?search=${urgent.data.reference}`, { token: admin });
      assert.equal(byReference.body.data[0].id, urgent.data.id);
      const page = await server.request('GET', '/api/messages?limit=1&page=1', { token: admin });
      assert.equal(page.body.data.length, 1);
      assert.equal(page.body.data[0].id, urgent.data.id);
      assert.ok(page.body.total >= 3);
      const bad = await server.request('GET', '/api/messages?status=lost', { token: admin });
      assert.equal(bad.status, 400);
    });

    it('marking handled records who and when, is audited, and can be undone', async () => {
      const { data } = await send(server);
      const handled = await server.request('PUT', `/api/messages/${data.id}/status`, {
        token: admin,
        body: { status: 'handled' },
      });
      assert.equal(handled.status, 200);
      assert.equal(handled.body.message, 'Message marked as handled');
      assert.equal(handled.body.data.handledBy, ADMIN.email);
      assert.ok(Date.parse(handled.body.data.handledAt) > Date.now() - 60_000);

      const open = await server.request('GET', '/api/messages?status=new', { token: admin });
      assert.ok(!open.body.data.some((m: { id: string }) => m.id === data.id));

      const reopened = await server.request('PUT', `/api/messages/${data.id}/status`, { token: admin, body: { status: 'new' } });
      assert.equal(reopened.body.data.handledAt, null);
      assert.equal(reopened.body.data.handledBy, null);

      const entries = await server.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'message'), eq(auditLog.entityId, data.id)));
      assert.deepEqual(entries.map((entry) => entry.after).sort(), [{ status: 'handled' }, { status: 'new' }].sort());
    });

    it('deletes a message; unknown ids get 404', async () => {
      const { data } = await send(server);
      assert.equal((await server.request('DELETE', `/api/messages/${data.id}`, { token: admin })).status, 200);
      const gone = await server.request('GET', `/api/messages/${data.id}`, { token: admin });
      assert.equal(gone.status, 404);
      assert.equal(gone.body.message, 'Message not found');
      const status = await server.request('PUT', `/api/messages/${UNKNOWN_ID}/status`, {
        token: admin,
        body: { status: 'handled' },
      });
      assert.equal(status.status, 404);
    });

    it('staff see newsletter sign-ups, searchable, each address once', async () => {
      for (const email of ['news1@test.example', 'NEWS1@test.example', 'news2@test.example']) {
        assert.equal((await server.request('POST', '/api/newsletter', { body: { email } })).status, 201);
      }
      const list = await server.request('GET', '/api/newsletter?search=news', { token: admin });
      assert.equal(list.status, 200);
      assert.deepEqual(list.body.data.map((s: { email: string }) => s.email).sort(), [
        'news1@test.example',
        'news2@test.example',
      ]);
      assert.equal(list.body.total, 2);
    });
  });

  describe(`contact message rate limits as shipped (${backend})`, () => {
    let server: TestServer;
    before(async () => {
      server = await startServer(backend, { config: { rateLimits: defaultRateLimits() }, env: { TRUST_PROXY: 'true' } });
    });
    after(() => server.close());

    const post = (address: string, email: string) =>
      server.request('POST', '/api/messages', { body: messageBody({ email }), headers: { 'x-forwarded-for': address } });

    it('one sender gets 429 after 5 messages in an hour, from any address', async () => {
      for (let i = 0; i < 5; i += 1) assert.equal((await post(`198.51.100.${i}`, 'chatty@test.example')).status, 201);
      const limited = await post('198.51.100.50', 'chatty@test.example');
      assert.equal(limited.status, 429);
      assert.match(limited.body.message, /^Too many attempts, please try again in \d+ minutes$/);
      assert.ok(Number(limited.headers.get('retry-after')) > 0);
    });

    it('one address gets 429 after 10 messages in an hour', async () => {
      for (let i = 0; i < 10; i += 1) assert.equal((await post('203.0.113.7', `sender${i}@test.example`)).status, 201);
      assert.equal((await post('203.0.113.7', 'other@test.example')).status, 429);
    });
  });
}
