import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { indianToday } from 'shared-api/schemas';
import { contactMessages, quotes } from '../src/db/schema';
import { messageBody, quoteBody } from './helpers/bodies';
import { backends } from './helpers/database';
import { ADMIN, startServer, type TestServer } from './helpers/server';

const MINUTE_MS = 60_000;

interface Created {
  id: string;
  reference: string;
  createdAt: string;
}

async function createQuote(server: TestServer, overrides: Record<string, unknown> = {}): Promise<Created> {
  const res = await server.request('POST', '/api/quotes', { body: quoteBody(overrides) });
  assert.equal(res.status, 201, res.text);
  return res.body.data;
}

async function sendMessage(server: TestServer, overrides: Record<string, unknown> = {}): Promise<Created> {
  const res = await server.request('POST', '/api/messages', { body: messageBody(overrides) });
  assert.equal(res.status, 201, res.text);
  return res.body.data;
}

async function createUser(server: TestServer, admin: string, body: Record<string, unknown>): Promise<string> {
  const res = await server.request('POST', '/api/users', {
    token: admin,
    body: { password: 'Passw0rdX', role: 'customer', ...body },
  });
  assert.equal(res.status, 201, res.text);
  return res.body.data.id;
}

interface Item {
  id: string;
  kind: string;
  title: string;
  subtitle: string;
  path: string;
}
interface Group {
  kind: string;
  total: number;
  items: Item[];
}

/** The calls every test here checks for access. */
const adminCalls: [string, string][] = [
  ['GET', '/api/admin/search?q=test'],
  ['GET', '/api/admin/notifications'],
  ['POST', '/api/admin/notifications/seen'],
];

async function assertAdminOnly(server: TestServer, admin: string) {
  await createUser(server, admin, { name: 'Plain Customer', email: 'plain.customer@test.example' });
  const customer = await server.login('plain.customer@test.example', 'Passw0rdX');
  for (const [method, path] of adminCalls) {
    const anonymous = await server.request(method, path);
    assert.equal(anonymous.status, 401, `${method} ${path} without a token`);
    assert.equal(anonymous.body.success, false);
    const asCustomer = await server.request(method, path, { token: customer });
    assert.equal(asCustomer.status, 403, `${method} ${path} as a customer`);
    assert.deepEqual(asCustomer.body, { success: false, message: 'Admin access required' });
  }
}

for (const backend of backends) {
  describe(`back-office search (${backend})`, () => {
    let server: TestServer;
    let admin: string;
    const ids = new Map<string, string>();
    let visakha: Created;
    let noCompany: Created;
    let pallets: Created;

    const search = async (q: string, limit?: number) => {
      const query = new URLSearchParams({ q, ...(limit === undefined ? {} : { limit: String(limit) }) });
      return server.request('GET', `/api/admin/search?${query}`, { token: admin });
    };
    const groupsOf = async (q: string, limit?: number): Promise<Record<string, Group>> => {
      const res = await search(q, limit);
      assert.equal(res.status, 200, res.text);
      return Object.fromEntries((res.body.data.groups as Group[]).map((group) => [group.kind, group]));
    };

    before(async () => {
      server = await startServer(backend);
      admin = await server.login(ADMIN.email, ADMIN.password);
      ids.set(
        'farah',
        await createUser(server, admin, { name: 'Farah Qureshi', email: 'farah.q@globex.example', phone: '+91 98200 55501' }),
      );
      ids.set(
        'zephyr',
        await createUser(server, admin, { name: 'Zephyr Shah', email: 'zshah@test.example', role: 'admin', active: false }),
      );
      for (let index = 1; index <= 7; index++) {
        await createUser(server, admin, { name: `Limit Person ${index}`, email: `person${index}@limit-corp.example` });
      }
      visakha = await createQuote(server, { origin: 'Visakhapatnam', destination: 'Hamburg', company: 'Acme Exports' });
      noCompany = await createQuote(server, {
        contactName: 'Bilal Shaikh',
        company: '',
        origin: 'Chennai',
        destination: 'Dubai',
        commodity: 'Zephyr brand fans',
      });
      pallets = await sendMessage(server, { subject: 'Damaged pallets at Nhava Sheva', company: 'Zephyr Labs' });
    });
    after(() => server.close());

    it('is for admins only', () => assertAdminOnly(server, admin));

    it('refuses a blank, missing or too long query, and a bad limit, with field errors', async () => {
      for (const path of ['/api/admin/search?q=%20%20%20', '/api/admin/search?q=', '/api/admin/search']) {
        const res = await server.request('GET', path, { token: admin });
        assert.equal(res.status, 400, path);
        assert.equal(res.body.success, false);
        assert.deepEqual(res.body.errors, { q: 'Search is required' }, path);
        assert.equal(res.body.message, 'Search is required');
      }
      const long = await search('x'.repeat(101));
      assert.equal(long.status, 400);
      assert.equal(long.body.errors.q, 'Search must be at most 100 characters');
      assert.equal((await search('x'.repeat(100))).status, 200, '100 characters are fine');
      for (const [limit, message] of [
        [0, 'Limit must be 1 or more'],
        [11, 'Limit must be at most 10'],
      ] as const) {
        const res = await search('limit', limit);
        assert.equal(res.status, 400);
        assert.deepEqual(res.body.errors, { limit: message });
      }
      const word = await server.request('GET', '/api/admin/search?q=a&limit=many', { token: admin });
      assert.deepEqual(word.body.errors, { limit: 'Limit must be a number' });
    });

    it('answers every group in a fixed order, trimmed query, empty groups included', async () => {
      const res = await search('  no such thing anywhere  ');
      assert.equal(res.status, 200);
      assert.deepEqual(res.body, {
        success: true,
        data: {
          query: 'no such thing anywhere',
          groups: [
            { kind: 'trip', total: 0, items: [] },
            { kind: 'user', total: 0, items: [] },
            { kind: 'quote', total: 0, items: [] },
            { kind: 'message', total: 0, items: [] },
            { kind: 'billing_party', total: 0, items: [] },
            { kind: 'vehicle', total: 0, items: [] },
            { kind: 'bank', total: 0, items: [] },
            { kind: 'truck', total: 0, items: [] },
            { kind: 'driver', total: 0, items: [] },
          ],
        },
      });
    });

    it('finds a user by a fragment of the e-mail, name or phone, case-insensitively', async () => {
      const expected: Item = {
        id: ids.get('farah')!,
        kind: 'user',
        title: 'Farah Qureshi',
        subtitle: 'farah.q@globex.example · Customer',
        path: `/admin/users/${ids.get('farah')}/edit`,
      };
      for (const q of ['GLOBEX.ex', 'qureshi', '98200 555']) {
        const groups = await groupsOf(q);
        assert.deepEqual(groups.user, { kind: 'user', total: 1, items: [expected] }, q);
        assert.equal(groups.quote!.total, 0, q);
        assert.equal(groups.message!.total, 0, q);
      }
      const zephyr = (await groupsOf('zshah@')).user!.items[0]!;
      assert.equal(zephyr.subtitle, 'zshah@test.example · Administrator · Disabled');
    });

    it('finds a quote by reference, bare number and origin', async () => {
      const expected: Item = {
        id: visakha.id,
        kind: 'quote',
        title: `${visakha.reference} · Visakhapatnam → Hamburg`,
        subtitle: 'Acme Exports · New',
        path: `/admin/quotes/${visakha.id}`,
      };
      const bareNumber = String(Number(visakha.reference.slice(2)));
      for (const q of [visakha.reference, visakha.reference.toLowerCase(), bareNumber, 'visakha', 'HAMBURG']) {
        const groups = await groupsOf(q);
        assert.deepEqual(groups.quote, { kind: 'quote', total: 1, items: [expected] }, q);
      }
      // A quote without a company shows its contact; the subtitle follows the status.
      assert.equal((await groupsOf('Bilal')).quote!.items[0]!.subtitle, 'Bilal Shaikh · New');
      const moved = await server.request('PUT', `/api/quotes/${noCompany.id}/status`, {
        token: admin,
        body: { status: 'reviewing' },
      });
      assert.equal(moved.status, 200, moved.text);
      assert.equal((await groupsOf('Bilal')).quote!.items[0]!.subtitle, 'Bilal Shaikh · Reviewing');
    });

    it('finds a message by subject and reference', async () => {
      const expected: Item = {
        id: pallets.id,
        kind: 'message',
        title: `${pallets.reference} · Damaged pallets at Nhava Sheva`,
        subtitle: 'Meera Iyer · New',
        path: `/admin/messages/${pallets.id}`,
      };
      for (const q of ['damaged PALLETS', pallets.reference]) {
        assert.deepEqual((await groupsOf(q)).message, { kind: 'message', total: 1, items: [expected] }, q);
      }
      await server.request('PUT', `/api/messages/${pallets.id}/status`, { token: admin, body: { status: 'handled' } });
      assert.equal((await groupsOf('nhava')).message!.items[0]!.subtitle, 'Meera Iyer · Handled');
    });

    it('one query can match every kind', async () => {
      const masters: [string, unknown][] = [
        ['/api/billing-parties', { name: 'Zephyr Traders', stateCode: '27' }],
        ['/api/vehicles', { registrationNumber: 'MH04ZZ0001', ownerName: 'Zephyr Transport' }],
        ['/api/banks', { name: 'Zephyr cash box', accountType: 'cash' }],
        ['/api/trucks', { registrationNumber: 'MH04ZZ0002', truckType: 'reefer', make: 'Zephyr Motors' }],
        [
          '/api/drivers',
          { name: 'Zephyr Singh', phone: '9820011111', licenceNumber: 'MH0420150000001', licenceExpiresOn: '2030-01-01' },
        ],
      ];
      const created = new Map<string, string>();
      for (const [path, body] of masters) {
        const res = await server.request('POST', path, { token: admin, body });
        assert.equal(res.status, 201, res.text);
        created.set(path, res.body.data.id);
      }
      const trip = await server.request('POST', '/api/trips', {
        token: admin,
        body: {
          tripDate: indianToday(),
          billingPartyId: created.get('/api/billing-parties'),
          consignorName: 'Cold Foods',
          consigneeName: 'Fresh Mart',
          origin: 'Nashik',
          destination: 'Surat',
          goodsDescription: 'Grapes',
          actualWeightTonnes: '8',
          freightTerms: 'paid',
          gstPayer: 'consignee',
          rateBasis: 'fixed',
          rate: '9,000',
          fleet: 'own',
          truckId: created.get('/api/trucks'),
          driverId: created.get('/api/drivers'),
        },
      });
      assert.equal(trip.status, 201, trip.text);
      const groups = await groupsOf('zephyr');
      assert.deepEqual(
        Object.values(groups).map((group) => [group.kind, group.total]),
        [
          ['trip', 1],
          ['user', 1],
          ['quote', 1],
          ['message', 1],
          ['billing_party', 1],
          ['vehicle', 1],
          ['bank', 1],
          ['truck', 1],
          ['driver', 1],
        ],
      );
      assert.equal(groups.truck!.items[0]!.subtitle, 'Reefer · Zephyr Motors · Available');
      assert.equal(groups.user!.items[0]!.id, ids.get('zephyr'));
      assert.equal(groups.quote!.items[0]!.id, noCompany.id);
      assert.equal(groups.message!.items[0]!.id, pallets.id);
    });

    it('lists up to `limit` of each kind (5 by default) and counts them all', async () => {
      const byDefault = (await groupsOf('limit-corp')).user!;
      assert.equal(byDefault.total, 7);
      assert.equal(byDefault.items.length, 5);
      assert.deepEqual(
        byDefault.items.map((item) => item.title),
        ['Limit Person 1', 'Limit Person 2', 'Limit Person 3', 'Limit Person 4', 'Limit Person 5'],
        'users in name order',
      );
      const two = (await groupsOf('limit-corp', 2)).user!;
      assert.equal(two.total, 7);
      assert.equal(two.items.length, 2);
      const ten = (await groupsOf('limit-corp', 10)).user!;
      assert.equal(ten.items.length, 7);
      assert.ok(ten.items.every((item) => item.path === `/admin/users/${item.id}/edit`));

      // The limit is per kind: quotes are listed newest first.
      await createQuote(server, { origin: 'Limitville North' });
      const newest = await createQuote(server, { origin: 'Limitville South' });
      const groups = await groupsOf('limitville', 1);
      assert.equal(groups.quote!.total, 2);
      assert.deepEqual(
        groups.quote!.items.map((item) => item.id),
        [newest.id],
      );
    });

    it('% and _ are literal characters', async () => {
      for (const q of ['%', '_']) {
        const groups = await groupsOf(q);
        assert.deepEqual(
          Object.values(groups).map((group) => group.total),
          [0, 0, 0, 0, 0, 0, 0, 0, 0],
          q,
        );
      }
    });
  });

  describe(`notification bell (${backend})`, () => {
    let server: TestServer;
    let admin: string;
    let otherAdmin: string;

    const notifications = async (token = admin) => {
      const res = await server.request('GET', '/api/admin/notifications', { token });
      assert.equal(res.status, 200, res.text);
      assert.equal(res.body.success, true);
      return res.body.data as {
        unread: number;
        items: { id: string; kind: string; title: string; detail: string; path: string; createdAt: string; unread: boolean }[];
      };
    };
    const markSeen = (token = admin) => server.request('POST', '/api/admin/notifications/seen', { token });
    const setInApp = async (event: string, inApp: boolean) => {
      const res = await server.request('PUT', '/api/profile/notifications', { token: admin, body: { [event]: { inApp } } });
      assert.equal(res.status, 200, res.text);
    };
    const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE_MS);
    const backdateQuote = (id: string, minutes: number) =>
      server.database.db
        .update(quotes)
        .set({ createdAt: ago(minutes) })
        .where(eq(quotes.id, id));
    const backdateMessage = (id: string, minutes: number) =>
      server.database.db
        .update(contactMessages)
        .set({ createdAt: ago(minutes) })
        .where(eq(contactMessages.id, id));

    let firstQuote: Created;
    let message: Created;
    let secondQuote: Created;

    before(async () => {
      server = await startServer(backend);
      admin = await server.login(ADMIN.email, ADMIN.password);
      await createUser(server, admin, { name: 'Second Admin', email: 'second.admin@test.example', role: 'admin' });
      otherAdmin = await server.login('second.admin@test.example', 'Passw0rdX');
    });
    after(() => server.close());

    it('is for admins only', () => assertAdminOnly(server, admin));

    it('is empty while nothing has arrived', async () => {
      assert.deepEqual(await notifications(), { unread: 0, items: [] });
    });

    it('lists new quote requests and messages, newest first, all unread until first seen', async () => {
      firstQuote = await createQuote(server, { company: 'Acme Exports', origin: 'Mumbai', destination: 'Rotterdam' });
      message = await sendMessage(server, { name: 'Meera Iyer', subject: 'Container volumes' });
      secondQuote = await createQuote(server, { company: '', contactName: 'Bilal Shaikh', service: 'air-freight' });
      const reviewed = await createQuote(server, { company: 'Reviewed Ltd' });
      const handled = await sendMessage(server, { subject: 'Already answered' });
      // Distinct times, so the order is certain.
      await backdateQuote(firstQuote.id, 50);
      await backdateMessage(message.id, 40);
      await backdateQuote(secondQuote.id, 30);
      await backdateQuote(reviewed.id, 20);
      await backdateMessage(handled.id, 10);
      // Only new items ring the bell.
      assert.equal(
        (await server.request('PUT', `/api/quotes/${reviewed.id}/status`, { token: admin, body: { status: 'reviewing' } }))
          .status,
        200,
      );
      assert.equal(
        (await server.request('PUT', `/api/messages/${handled.id}/status`, { token: admin, body: { status: 'handled' } })).status,
        200,
      );

      const data = await notifications();
      assert.equal(data.unread, 3);
      assert.deepEqual(
        data.items.map((item) => item.id),
        [secondQuote.id, message.id, firstQuote.id],
      );
      const [second, sent, first] = data.items;
      assert.deepEqual(first, {
        id: firstQuote.id,
        kind: 'quote',
        title: `Quote request ${firstQuote.reference} from Acme Exports`,
        detail: 'Ocean Freight · Mumbai → Rotterdam',
        path: `/admin/quotes/${firstQuote.id}`,
        createdAt: first!.createdAt,
        unread: true,
      });
      assert.ok(Math.abs(Date.parse(first!.createdAt) - ago(50).getTime()) < MINUTE_MS);
      assert.equal(second!.title, `Quote request ${secondQuote.reference} from Bilal Shaikh`);
      assert.equal(second!.detail, 'Air Freight · Mumbai → Rotterdam');
      assert.deepEqual(sent, {
        id: message.id,
        kind: 'message',
        title: `Message ${message.reference} from Meera Iyer`,
        detail: 'Container volumes',
        path: `/admin/messages/${message.id}`,
        createdAt: sent!.createdAt,
        unread: true,
      });
      const support = await sendMessage(server, { kind: 'support', topic: 'shipment', name: 'Arjun Rao', subject: 'Late truck' });
      const withSupport = await notifications();
      assert.equal(withSupport.items[0]!.title, `Support request ${support.reference} from Arjun Rao`);
      assert.equal(withSupport.unread, 4);
      await server.request('PUT', `/api/messages/${support.id}/status`, { token: admin, body: { status: 'handled' } });
      assert.equal((await notifications()).unread, 3, 'a handled message leaves the bell');
    });

    it('seen resets the unread count for this admin only; a newer arrival is unread again', async () => {
      const beforeSeen = await server.request('GET', '/api/auth/verify', { token: admin });
      const res = await markSeen();
      assert.equal(res.status, 200, res.text);
      assert.deepEqual(res.body, { success: true, data: { unread: 0 } });

      const seen = await notifications();
      assert.equal(seen.unread, 0);
      assert.equal(seen.items.length, 3, 'seen items stay listed while they are new');
      assert.ok(seen.items.every((item) => !item.unread));
      assert.equal((await notifications(otherAdmin)).unread, 3, "another admin's bell is unaffected");

      const afterSeen = await server.request('GET', '/api/auth/verify', { token: admin });
      assert.equal(
        afterSeen.body.data.user.updatedAt,
        beforeSeen.body.data.user.updatedAt,
        'opening the bell is not an account edit',
      );

      const newer = await createQuote(server, { company: 'Fresh Cargo' });
      const again = await notifications();
      assert.equal(again.unread, 1);
      assert.equal(again.items[0]!.id, newer.id);
      assert.equal(again.items[0]!.unread, true);
      assert.ok(again.items.slice(1).every((item) => !item.unread));
      assert.equal((await notifications(otherAdmin)).unread, 4);
    });

    it('leaves out a kind whose in-app notifications are switched off', async () => {
      await setInApp('quoteReceived', false);
      try {
        const messagesOnly = await notifications(otherAdmin);
        assert.deepEqual(
          messagesOnly.items.map((item) => item.kind),
          ['message'],
        );
        assert.equal(messagesOnly.unread, 1);
        assert.equal((await notifications()).unread, 0, 'the unread quote is not counted either');

        await setInApp('contactMessage', false);
        assert.deepEqual(await notifications(otherAdmin), { unread: 0, items: [] });
      } finally {
        await setInApp('quoteReceived', true);
        await setInApp('contactMessage', true);
      }
      assert.equal((await notifications(otherAdmin)).unread, 4);
    });

    it('lists the newest 20 but counts every unread item', async () => {
      const rows = Array.from({ length: 25 }, (_, index) => ({
        kind: 'contact' as const,
        topic: 'general' as const,
        name: `Sender ${index}`,
        email: `sender${index}@test.example`,
        subject: `Bulk message ${index}`,
        message: 'A message inserted straight into the table.',
      }));
      await server.database.db.insert(contactMessages).values(rows);
      const data = await notifications(otherAdmin);
      assert.equal(data.items.length, 20);
      assert.equal(data.unread, 29);
      const times = data.items.map((item) => item.createdAt);
      assert.deepEqual(times, [...times].sort().reverse(), 'newest first');
      assert.equal((await notifications()).unread, 26, 'the first admin has seen the older ones');
    });
  });
}
