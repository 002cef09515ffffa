import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { financialYearOf, indianToday, sessionNameFor } from 'shared-api/schemas';
import { auditLog, financialSessions } from '../src/db/schema';
import { createSessionsService, ensureCurrentSession, openSessionFor } from '../src/modules/sessions/service';
import { backends } from './helpers/database';
import { ADMIN, startServer, type TestServer } from './helpers/server';

const CURRENT = sessionNameFor(financialYearOf(indianToday()));
const actor = { id: null, email: 'test@test.example', ip: null };

for (const backend of backends) {
  describe(`sessions (${backend})`, () => {
    let server: TestServer;
    let admin: string;
    const byName = async (name: string) => {
      const list = await server.request('GET', `/api/sessions?search=${name}`, { token: admin });
      return list.body.data.find((session: { name: string }) => session.name === name);
    };

    before(async () => {
      server = await startServer(backend);
      admin = await server.login(ADMIN.email, ADMIN.password);
    });
    after(() => server.close());

    it('an empty database starts with the current financial year, active', async () => {
      const list = await server.request('GET', '/api/sessions', { token: admin });
      assert.equal(list.status, 200);
      assert.equal(list.body.total, 1);
      const [session] = list.body.data;
      assert.equal(session.name, CURRENT);
      assert.equal(session.startsOn, `${CURRENT.slice(0, 4)}-04-01`);
      assert.equal(session.endsOn, `${Number(CURRENT.slice(0, 4)) + 1}-03-31`);
      assert.equal(session.active, true);
      assert.equal(session.status, 'open');
    });

    it('adds a financial year by name, with its dates; audited', async () => {
      const res = await server.request('POST', '/api/sessions', { token: admin, body: { name: '2024-25' } });
      assert.equal(res.status, 201, res.text);
      assert.equal(res.body.message, 'Session 2024-25 added');
      assert.deepEqual([res.body.data.startsOn, res.body.data.endsOn, res.body.data.active], ['2024-04-01', '2025-03-31', false]);
      const entries = await server.database.db.select().from(auditLog).where(eq(auditLog.entityId, res.body.data.id));
      assert.deepEqual(
        entries.map((entry) => entry.action),
        ['session.create'],
      );
      const one = await server.request('GET', `/api/sessions/${res.body.data.id}`, { token: admin });
      assert.equal(one.body.data.name, '2024-25');
    });

    it('refuses names that are not a financial year, and a duplicate (which would overlap)', async () => {
      for (const [name, message] of [
        ['2024-2025', 'A session is a financial year written like 2025-26'],
        ['2024-26', 'The second year must follow the first, like 2025-26'],
        ['1999-00', 'The session must start between 2000 and 2098'],
      ]) {
        const res = await server.request('POST', '/api/sessions', { token: admin, body: { name } });
        assert.equal(res.status, 400, name);
        assert.equal(res.body.errors.name, message);
      }
      const duplicate = await server.request('POST', '/api/sessions', { token: admin, body: { name: '2024-25' } });
      assert.equal(duplicate.status, 409);
      assert.equal(duplicate.body.errors.name, 'The session 2024-25 already exists');
    });

    it('activating one session ends the other; the active one cannot be closed or deleted', async () => {
      const older = await byName('2024-25');
      const current = await byName(CURRENT);
      const res = await server.request('PUT', `/api/sessions/${older.id}`, { token: admin, body: { active: true } });
      assert.equal(res.status, 200, res.text);
      assert.equal(res.body.data.active, true);
      assert.equal((await byName(CURRENT)).active, false);

      const close = await server.request('PUT', `/api/sessions/${older.id}`, { token: admin, body: { status: 'closed' } });
      assert.equal(close.status, 409);
      assert.equal(close.body.message, 'The active session cannot be closed: activate another session first');
      const remove = await server.request('DELETE', `/api/sessions/${older.id}`, { token: admin });
      assert.equal(remove.status, 409);
      assert.equal(remove.body.message, 'The active session cannot be deleted: activate another session first');

      assert.equal(
        (await server.request('PUT', `/api/sessions/${current.id}`, { token: admin, body: { active: true } })).status,
        200,
      );
      const deactivate = await server.request('PUT', `/api/sessions/${current.id}`, { token: admin, body: { active: false } });
      assert.equal(deactivate.status, 400, 'there is always one active session');
    });

    it('a closed session is read-only: the guard refuses records dated in it; a closed one cannot be activated until reopened', async () => {
      const older = await byName('2024-25');
      const closed = await server.request('PUT', `/api/sessions/${older.id}`, { token: admin, body: { status: 'closed' } });
      assert.equal(closed.status, 200, closed.text);
      assert.equal(closed.body.data.status, 'closed');

      const db = server.database.db;
      await assert.rejects(openSessionFor(db, '2024-12-31'), {
        statusCode: 409,
        message: 'The session 2024-25 is closed: records dated in it cannot be added or changed',
      });
      await assert.rejects(openSessionFor(db, '2019-06-01'), {
        statusCode: 400,
        message: 'No session covers 2019-06-01: add the session 2019-20 first',
      });
      assert.equal((await openSessionFor(db, indianToday())).name, CURRENT);

      const activate = await server.request('PUT', `/api/sessions/${older.id}`, { token: admin, body: { active: true } });
      assert.equal(activate.status, 409);
      assert.equal(activate.body.message, 'A closed session cannot be the active one: reopen it first');
      const reopen = await server.request('PUT', `/api/sessions/${older.id}`, {
        token: admin,
        body: { status: 'open', active: true },
      });
      assert.equal(reopen.status, 200);
      assert.equal(reopen.body.data.active, true);
      await server.request('PUT', `/api/sessions/${(await byName(CURRENT)).id}`, { token: admin, body: { active: true } });
    });

    it('a session in use is not deleted: the refusal says what uses it', async () => {
      const service = createSessionsService(server.database.db, {
        references: [{ noun: ['trip', 'trips'], count: async () => 3 }],
      });
      const older = await byName('2024-25');
      await assert.rejects(service.remove(actor, older.id), {
        statusCode: 409,
        message:
          'The session 2024-25 is used by 3 trips, so it cannot be deleted. Close it instead: a closed session is kept, read-only.',
      });
      const removed = await server.request('DELETE', `/api/sessions/${older.id}`, { token: admin });
      assert.equal(removed.status, 200, 'nothing refers to it yet through the API');
      assert.equal((await server.request('GET', `/api/sessions/${older.id}`, { token: admin })).status, 404);
    });

    it('each admin has a working session, the active one until they choose', async () => {
      const initial = await server.request('GET', '/api/sessions/working', { token: admin });
      assert.equal(initial.body.data.name, CURRENT);
      const created = await server.request('POST', '/api/sessions', { token: admin, body: { name: '2023-24' } });
      const chosen = await server.request('PUT', '/api/sessions/working', {
        token: admin,
        body: { sessionId: created.body.data.id },
      });
      assert.equal(chosen.status, 200);
      assert.equal(chosen.body.message, 'You are now working in 2023-24');
      const again = await server.login(ADMIN.email, ADMIN.password);
      assert.equal(
        (await server.request('GET', '/api/sessions/working', { token: again })).body.data.name,
        '2023-24',
        'remembered',
      );

      const other = await server.request('POST', '/api/users', {
        token: admin,
        body: { name: 'Second Admin', email: 'second@test.example', password: 'Second2026x', role: 'admin' },
      });
      assert.equal(other.status, 201);
      const second = await server.login('second@test.example', 'Second2026x');
      assert.equal(
        (await server.request('GET', '/api/sessions/working', { token: second })).body.data.name,
        CURRENT,
        'per admin',
      );

      const missing = await server.request('PUT', '/api/sessions/working', {
        token: admin,
        body: { sessionId: '00000000-0000-4000-8000-000000000000' },
      });
      assert.equal(missing.status, 400);
      assert.equal(missing.body.errors.sessionId, 'Choose a session that exists');
    });

    it('a customer cannot see or change sessions; an unknown id is 404', async () => {
      const customer = await server.request('POST', '/api/auth/register', {
        body: { name: 'Curious Customer', email: 'curious@test.example', password: 'Curious2026x' },
      });
      const token = customer.body.data.token;
      assert.equal((await server.request('GET', '/api/sessions', { token })).status, 403);
      assert.equal((await server.request('POST', '/api/sessions', { token, body: { name: '2030-31' } })).status, 403);
      const unknown = await server.request('GET', '/api/sessions/00000000-0000-4000-8000-000000000000', { token: admin });
      assert.equal(unknown.status, 404);
      assert.equal(unknown.body.message, 'Session not found');
    });

    it('the start-up step is idempotent and never leaves two sessions active', async () => {
      await ensureCurrentSession(server.database.db);
      await Promise.all([ensureCurrentSession(server.database.db), ensureCurrentSession(server.database.db)]);
      const active = await server.database.db.select().from(financialSessions).where(eq(financialSessions.active, true));
      assert.equal(active.length, 1);
    });
  });
}

if (backends.includes('postgresql')) {
  describe('sessions under concurrency (postgresql)', () => {
    let server: TestServer;
    before(async () => {
      server = await startServer('postgresql');
    });
    after(() => server.close());

    it('two admins activating different sessions at once leave exactly one active', async () => {
      const admin = await server.login(ADMIN.email, ADMIN.password);
      const ids: string[] = [];
      for (const name of ['2020-21', '2021-22', '2022-23', '2023-24']) {
        ids.push((await server.request('POST', '/api/sessions', { token: admin, body: { name } })).body.data.id);
      }
      for (let round = 0; round < 10; round += 1) {
        const results = await Promise.all(
          ids.map((id) => server.request('PUT', `/api/sessions/${id}`, { token: admin, body: { active: true } })),
        );
        assert.ok(results.every((res) => res.status === 200));
        const active = await server.database.db.select().from(financialSessions).where(eq(financialSessions.active, true));
        assert.equal(active.length, 1, `round ${round}`);
      }
    });
  });
}
