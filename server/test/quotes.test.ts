import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, asc, eq } from 'drizzle-orm';
import { defaultRateLimits } from '../src/config';
import { auditLog, quotes } from '../src/db/schema';
import { isoDay, quoteBody } from './helpers/bodies';
import { backends } from './helpers/database';
import { ADMIN, startServer, type TestServer } from './helpers/server';

const UNKNOWN_ID = '6f1c2e1e-3c47-4a6b-9b8d-1a2b3c4d5e6f';
const DAY_MS = 86_400_000;

/** Creates a quote (anonymously unless a token is given) and returns it. */
async function createQuote(server: TestServer, overrides: Record<string, unknown> = {}, token?: string) {
  const res = await server.request('POST', '/api/quotes', { body: quoteBody(overrides), token });
  assert.equal(res.status, 201, res.text);
  return res.body.data as { id: string; reference: string; status: string; customerId: string | null };
}

async function createCustomer(server: TestServer, admin: string, email: string): Promise<{ id: string; token: string }> {
  const res = await server.request('POST', '/api/users', {
    token: admin,
    body: { name: 'Customer', email, password: 'Passw0rdX', role: 'customer' },
  });
  assert.equal(res.status, 201, res.text);
  return { id: res.body.data.id, token: await server.login(email, 'Passw0rdX') };
}

const setStatus = (server: TestServer, token: string, id: string, body: Record<string, unknown>) =>
  server.request('PUT', `/api/quotes/${id}/status`, { token, body });

const auditFor = (server: TestServer, id: string) =>
  server.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'quote'), eq(auditLog.entityId, id)))
    .orderBy(asc(auditLog.createdAt));

const backdate = (server: TestServer, id: string, createdAt: Date) =>
  server.database.db.update(quotes).set({ createdAt }).where(eq(quotes.id, id));

const references = (body: { data: { reference: string }[] }) => body.data.map((quote) => quote.reference);

for (const backend of backends) {
  describe(`quotes (${backend})`, () => {
    let server: TestServer;
    let admin: string;
    let adminId: string;
    let customer: { id: string; token: string };

    before(async () => {
      server = await startServer(backend);
      admin = await server.login(ADMIN.email, ADMIN.password);
      adminId = (await server.request('GET', '/api/auth/verify', { token: admin })).body.data.user.id;
      customer = await createCustomer(server, admin, 'meera@test.example');
    });
    after(() => server.close());

    describe('create', () => {
      it('anyone may request a quote: 201 with the reference in the message, exact decimals, source ip kept', async () => {
        const readyDate = isoDay(5);
        const res = await server.request('POST', '/api/quotes', {
          body: quoteBody({ readyDate, email: ' Ravi@Test.Example ', hazardous: true, message: '  Fragile  ' }),
        });
        assert.equal(res.status, 201, res.text);
        assert.equal(res.body.success, true);
        const quote = res.body.data;
        assert.equal(quote.reference, 'Q-001001');
        assert.equal(res.body.message, 'Thank you! Your quote request Q-001001 has been received.');
        assert.equal(quote.customerId, null);
        assert.equal(quote.status, 'new');
        assert.equal(quote.email, 'ravi@test.example');
        assert.equal(quote.weightKg, '1250.50');
        assert.equal(quote.volumeCbm, '12.500');
        assert.equal(quote.readyDate, readyDate);
        assert.equal(quote.hazardous, true);
        assert.equal(quote.temperatureControlled, false);
        assert.equal(quote.message, 'Fragile');
        assert.equal(quote.quotedAmountPaise, null);
        for (const key of ['createdAt', 'updatedAt', 'statusChangedAt']) {
          assert.equal(new Date(quote[key]).toISOString(), quote[key], key);
        }
        assert.equal(quote.number, undefined, 'the reference replaces the raw number');
        assert.equal(quote.sourceIp, undefined, 'the source ip is stored, not shown');

        const [row] = await server.database.db.select().from(quotes).where(eq(quotes.id, quote.id));
        assert.equal(row?.sourceIp, '127.0.0.1');
      });

      it('optional fields may be left out or blank', async () => {
        const res = await server.request('POST', '/api/quotes', {
          body: quoteBody({ company: '', volumeCbm: '', message: null }),
        });
        assert.equal(res.status, 201, res.text);
        assert.equal(res.body.data.company, null);
        assert.equal(res.body.data.volumeCbm, null);
        assert.equal(res.body.data.message, null);
      });

      it("a signed-in customer's quote is linked to them and listed in /quotes/mine", async () => {
        const quote = await createQuote(server, { email: 'meera@test.example' }, customer.token);
        assert.equal(quote.customerId, customer.id);
        const mine = await server.request('GET', '/api/quotes/mine', { token: customer.token });
        assert.equal(mine.status, 200);
        assert.deepEqual(
          mine.body.data.map((q: { id: string }) => q.id),
          [quote.id],
        );
      });

      it('a bad token on the public form is ignored: the quote is accepted anonymously', async () => {
        const quote = await createQuote(server, {}, 'not-a-valid-token');
        assert.equal(quote.customerId, null);
      });

      describe('validation (400 with errors.<field>)', () => {
        const rejected = async (body: unknown) => {
          const res = await server.request('POST', '/api/quotes', { body });
          assert.equal(res.status, 400, res.text);
          assert.equal(res.body.success, false);
          return res.body.errors as Record<string, string>;
        };

        it('missing required fields', async () => {
          const errors = await rejected({});
          assert.deepEqual(Object.keys(errors).sort(), [
            'commodity',
            'contactName',
            'destination',
            'email',
            'loadType',
            'origin',
            'phone',
            'pieces',
            'readyDate',
            'service',
            'weightKg',
          ]);
          assert.equal(errors.contactName, 'Name is required');
          assert.equal(errors.email, 'E-mail is required');
          assert.equal(errors.pieces, 'Pieces is required');
          assert.equal(errors.weightKg, 'Weight is required');
        });

        it('an unknown service or load type', async () => {
          const errors = await rejected(quoteBody({ service: 'teleportation', loadType: 'crate' }));
          assert.deepEqual(errors, { service: 'Choose a service', loadType: 'Choose a load type' });
        });

        it('a weight with 3 decimals, a volume with 4, a zero weight', async () => {
          assert.deepEqual(await rejected(quoteBody({ weightKg: '10.125', volumeCbm: '1.1234' })), {
            weightKg: 'Weight can have at most 2 decimal places',
            volumeCbm: 'Volume can have at most 3 decimal places',
          });
          assert.deepEqual(await rejected(quoteBody({ weightKg: 0 })), { weightKg: 'Weight must be more than 0' });
        });

        it('negative or fractional pieces', async () => {
          assert.deepEqual(await rejected(quoteBody({ pieces: -3 })), { pieces: 'Pieces must be at least 1' });
          assert.deepEqual(await rejected(quoteBody({ pieces: 2.5 })), { pieces: 'Pieces must be a whole number' });
        });

        it('a ready date in the past, too far ahead, or not a date', async () => {
          assert.deepEqual(await rejected(quoteBody({ readyDate: isoDay(-3) })), {
            readyDate: 'Ready date cannot be in the past',
          });
          assert.deepEqual(await rejected(quoteBody({ readyDate: isoDay(400) })), {
            readyDate: 'Ready date must be within a year',
          });
          assert.deepEqual(await rejected(quoteBody({ readyDate: '2026-02-30' })), {
            readyDate: 'Ready date is not a valid date',
          });
        });

        it('wrong types', async () => {
          const errors = await rejected(
            quoteBody({ contactName: 7, email: 42, pieces: 'many', weightKg: true, hazardous: 'yes', company: 5 }),
          );
          assert.deepEqual(errors, {
            contactName: 'Name must be text',
            email: 'E-mail must be text',
            pieces: 'Pieces must be a whole number',
            weightKg: 'Weight must be a number',
            hazardous: 'Hazardous must be true or false',
            company: 'Company must be text',
          });
        });

        it('a bad e-mail or phone, and a body that is not an object', async () => {
          assert.deepEqual(await rejected(quoteBody({ email: 'nope', phone: 'call me' })), {
            email: 'Enter a valid e-mail address',
            phone: 'Enter a valid phone number, e.g. +91 22 4000 1234',
          });
          assert.deepEqual(await rejected([]), { body: 'A JSON object is required' });
        });
      });
    });

    describe('access', () => {
      it('anonymous callers get 401 on every route but POST', async () => {
        for (const [method, path] of [
          ['GET', '/api/quotes'],
          ['GET', '/api/quotes/mine'],
          ['GET', '/api/quotes/stats'],
          ['GET', `/api/quotes/${UNKNOWN_ID}`],
          ['PUT', `/api/quotes/${UNKNOWN_ID}/status`],
          ['DELETE', `/api/quotes/${UNKNOWN_ID}`],
        ] as const) {
          const res = await server.request(method, path, method === 'PUT' ? { body: { status: 'lost' } } : {});
          assert.equal(res.status, 401, `${method} ${path}`);
          assert.equal(res.body.success, false);
        }
      });

      it('a customer gets 403 Admin access required on the back-office routes', async () => {
        const quote = await createQuote(server, {}, customer.token);
        for (const [method, path] of [
          ['GET', '/api/quotes'],
          ['GET', '/api/quotes/stats'],
          ['GET', `/api/quotes/${quote.id}`],
          ['PUT', `/api/quotes/${quote.id}/status`],
          ['DELETE', `/api/quotes/${quote.id}`],
        ] as const) {
          const res = await server.request(method, path, {
            token: customer.token,
            ...(method === 'PUT' && { body: { status: 'lost' } }),
          });
          assert.equal(res.status, 403, `${method} ${path}`);
          assert.deepEqual(res.body, { success: false, message: 'Admin access required' });
        }
        const unchanged = await server.request('GET', `/api/quotes/${quote.id}`, { token: admin });
        assert.equal(unchanged.body.data.status, 'new');
      });
    });

    describe('mine', () => {
      it('lists only quotes linked to the caller, not ones merely sent with their e-mail', async () => {
        const other = await createCustomer(server, admin, 'omar@test.example');
        const omars = await createQuote(server, { email: 'omar@test.example', service: 'air-freight' }, other.token);
        await createQuote(server, { email: 'omar@test.example' }); // anonymous, same address
        const res = await server.request('GET', '/api/quotes/mine', { token: other.token });
        assert.equal(res.status, 200);
        assert.equal(res.body.success, true);
        assert.equal(res.body.total, 1);
        assert.equal(res.body.page, 1);
        assert.equal(res.body.limit, 20);
        assert.deepEqual(
          res.body.data.map((q: { id: string }) => q.id),
          [omars.id],
        );
        // Filters apply within the caller's own quotes.
        const filtered = await server.request('GET', '/api/quotes/mine?service=ocean-freight', { token: other.token });
        assert.equal(filtered.body.total, 0);
        const meera = await server.request('GET', '/api/quotes/mine', { token: customer.token });
        assert.ok(meera.body.data.every((q: { customerId: string }) => q.customerId === customer.id));
        assert.ok(!meera.body.data.some((q: { id: string }) => q.id === omars.id));
      });

      it('rejects bad query values like the admin list', async () => {
        const res = await server.request('GET', '/api/quotes/mine?limit=0', { token: customer.token });
        assert.equal(res.status, 400);
        assert.deepEqual(Object.keys(res.body.errors), ['limit']);
      });
    });

    describe('get', () => {
      it('returns a quote; an unknown id is 404; a malformed id is 400', async () => {
        const quote = await createQuote(server);
        const res = await server.request('GET', `/api/quotes/${quote.id}`, { token: admin });
        assert.equal(res.status, 200);
        assert.equal(res.body.data.reference, quote.reference);
        const missing = await server.request('GET', `/api/quotes/${UNKNOWN_ID}`, { token: admin });
        assert.equal(missing.status, 404);
        assert.deepEqual(missing.body, { success: false, message: 'Quote not found' });
        const malformed = await server.request('GET', '/api/quotes/not-a-uuid', { token: admin });
        assert.equal(malformed.status, 400);
        assert.deepEqual(malformed.body.errors, { id: 'Must be a valid id' });
      });
    });

    describe('status', () => {
      it('follows new → reviewing → quoted → won, storing the amount and writing audit entries', async () => {
        const quote = await createQuote(server);
        const reviewing = await setStatus(server, admin, quote.id, { status: 'reviewing' });
        assert.equal(reviewing.status, 200, reviewing.text);
        assert.equal(reviewing.body.message, 'Quote status updated');
        assert.equal(reviewing.body.data.status, 'reviewing');
        assert.ok(reviewing.body.data.statusChangedAt > reviewing.body.data.createdAt);

        const noAmount = await setStatus(server, admin, quote.id, { status: 'quoted' });
        assert.equal(noAmount.status, 400);
        assert.deepEqual(noAmount.body.errors, { quotedAmountPaise: 'Enter the quoted amount' });

        const quoted = await setStatus(server, admin, quote.id, { status: 'quoted', quotedAmountPaise: 1_000_000_000_000 });
        assert.equal(quoted.status, 200, quoted.text);
        assert.equal(quoted.body.data.quotedAmountPaise, 1_000_000_000_000);

        const won = await setStatus(server, admin, quote.id, { status: 'won' });
        assert.equal(won.status, 200);
        assert.equal(won.body.data.status, 'won');
        assert.equal(won.body.data.quotedAmountPaise, 1_000_000_000_000, 'the price is kept when the quote closes');

        const entries = await auditFor(server, quote.id);
        assert.deepEqual(
          entries.map((entry) => [entry.action, entry.before, entry.after]),
          [
            ['quote.status', { status: 'new' }, { status: 'reviewing', quotedAmountPaise: null }],
            ['quote.status', { status: 'reviewing' }, { status: 'quoted', quotedAmountPaise: 1_000_000_000_000 }],
            ['quote.status', { status: 'quoted' }, { status: 'won', quotedAmountPaise: 1_000_000_000_000 }],
          ],
        );
        assert.ok(entries.every((entry) => entry.actorId === adminId && entry.actorEmail === ADMIN.email));
        assert.ok(entries.every((entry) => entry.ip === '127.0.0.1'));
      });

      it('refuses disallowed moves and moves to the same status with 409, changing nothing', async () => {
        const quote = await createQuote(server);
        const skip = await setStatus(server, admin, quote.id, { status: 'quoted', quotedAmountPaise: 500 });
        assert.equal(skip.status, 409);
        assert.deepEqual(skip.body, { success: false, message: 'A quote that is new cannot move to quoted' });
        const same = await setStatus(server, admin, quote.id, { status: 'new' });
        assert.equal(same.status, 409);
        assert.equal(same.body.message, 'This quote is already new');

        assert.equal((await setStatus(server, admin, quote.id, { status: 'reviewing' })).status, 200);
        const back = await setStatus(server, admin, quote.id, { status: 'new' });
        assert.equal(back.status, 409);
        assert.equal(back.body.message, 'A quote that is reviewing cannot move to new');
        assert.equal((await setStatus(server, admin, quote.id, { status: 'quoted', quotedAmountPaise: 2_500_000 })).status, 200);
        assert.equal((await setStatus(server, admin, quote.id, { status: 'won' })).status, 200);

        for (const [status, message] of [
          ['reviewing', 'A quote that is won cannot move to reviewing'],
          ['lost', 'A quote that is won cannot move to lost'],
          ['won', 'This quote is already won'],
        ] as const) {
          const res = await setStatus(server, admin, quote.id, { status });
          assert.equal(res.status, 409, status);
          assert.equal(res.body.message, message);
        }
        const current = await server.request('GET', `/api/quotes/${quote.id}`, { token: admin });
        assert.equal(current.body.data.status, 'won');
        assert.equal(current.body.data.quotedAmountPaise, 2_500_000);
        assert.equal((await auditFor(server, quote.id)).length, 3, 'refused moves leave no audit entry');
      });

      it('any open quote can be lost, and lost is final', async () => {
        const quote = await createQuote(server);
        assert.equal((await setStatus(server, admin, quote.id, { status: 'lost' })).status, 200);
        const reopen = await setStatus(server, admin, quote.id, { status: 'reviewing' });
        assert.equal(reopen.status, 409);
        assert.equal(reopen.body.message, 'A quote that is lost cannot move to reviewing');
      });

      it('rejects a bad body (400), an unknown id (404) and a malformed id (400)', async () => {
        const quote = await createQuote(server);
        const bad = await setStatus(server, admin, quote.id, { status: 'done', quotedAmountPaise: 1.5 });
        assert.equal(bad.status, 400);
        assert.deepEqual(Object.keys(bad.body.errors).sort(), ['quotedAmountPaise', 'status']);
        const negative = await setStatus(server, admin, quote.id, { status: 'quoted', quotedAmountPaise: -100 });
        assert.equal(negative.status, 400);
        assert.equal(negative.body.errors.quotedAmountPaise, 'Quoted amount must be at least 1');
        const missing = await setStatus(server, admin, UNKNOWN_ID, { status: 'reviewing' });
        assert.equal(missing.status, 404);
        assert.equal(missing.body.message, 'Quote not found');
        const malformed = await setStatus(server, admin, 'x', { status: 'reviewing' });
        assert.equal(malformed.status, 400);
        assert.ok(malformed.body.errors.id);
      });

      // A lost race depends on timing, so each race is run several times to make a regression show.
      const ROUNDS = 5;

      it('20 parallel moves of one new quote to reviewing: exactly one succeeds, one audit entry', async () => {
        for (let round = 0; round < ROUNDS; round += 1) {
          const quote = await createQuote(server);
          const results = await Promise.all(
            Array.from({ length: 20 }, () => setStatus(server, admin, quote.id, { status: 'reviewing' })),
          );
          const statuses = results.map((res) => res.status).sort();
          assert.deepEqual(statuses, [200, ...Array<number>(19).fill(409)], `round ${round}: ${statuses.join(' ')}`);
          assert.equal((await auditFor(server, quote.id)).length, 1, `round ${round}`);
        }
      });

      it('won and lost sent at once on a quoted quote: exactly one wins', async () => {
        for (let round = 0; round < ROUNDS; round += 1) {
          const quote = await createQuote(server);
          await setStatus(server, admin, quote.id, { status: 'reviewing' });
          await setStatus(server, admin, quote.id, { status: 'quoted', quotedAmountPaise: 7_500_000 });
          const [won, lost] = await Promise.all([
            setStatus(server, admin, quote.id, { status: 'won' }),
            setStatus(server, admin, quote.id, { status: 'lost' }),
          ]);
          assert.deepEqual([won.status, lost.status].sort(), [200, 409], `round ${round}`);
          const loser = won.status === 409 ? won : lost;
          assert.match(loser.body.message, /someone else|cannot move/);
          const current = await server.request('GET', `/api/quotes/${quote.id}`, { token: admin });
          assert.equal(current.body.data.status, won.status === 200 ? 'won' : 'lost');
          const entries = await auditFor(server, quote.id);
          assert.equal(entries.length, 3, `round ${round}`);
          assert.deepEqual(entries.at(-1)?.after, { status: current.body.data.status, quotedAmountPaise: 7_500_000 });
        }
      });
    });

    describe('delete', () => {
      it('removes the quote with an audit entry holding it; a second delete is 404', async () => {
        const quote = await createQuote(server, { contactName: 'To Be Deleted' });
        const res = await server.request('DELETE', `/api/quotes/${quote.id}`, { token: admin });
        assert.equal(res.status, 200);
        assert.deepEqual(res.body, { success: true, data: null, message: 'Quote deleted' });
        assert.equal((await server.request('GET', `/api/quotes/${quote.id}`, { token: admin })).status, 404);
        const again = await server.request('DELETE', `/api/quotes/${quote.id}`, { token: admin });
        assert.equal(again.status, 404);
        assert.equal(again.body.message, 'Quote not found');

        const entries = await auditFor(server, quote.id);
        assert.equal(entries.length, 1);
        assert.equal(entries[0]?.action, 'quote.delete');
        assert.equal(entries[0]?.actorId, adminId);
        assert.equal(entries[0]?.after, null);
        const before = entries[0]?.before as { reference: string; contactName: string };
        assert.equal(before.reference, quote.reference);
        assert.equal(before.contactName, 'To Be Deleted');
      });

      it('a malformed id is 400', async () => {
        const res = await server.request('DELETE', '/api/quotes/123', { token: admin });
        assert.equal(res.status, 400);
      });
    });
  });

  describe(`quotes list and stats (${backend})`, () => {
    let server: TestServer;
    let admin: string;
    /** reference by a short name, for readable expectations */
    const ref: Record<string, string> = {};

    before(async () => {
      server = await startServer(backend);
      admin = await server.login(ADMIN.email, ADMIN.password);
      const seed = [
        // name, overrides, createdAt (null → now)
        ['a', { contactName: 'Asha Patel', company: 'Patel 50%_off Traders', readyDate: isoDay(20) }, '2025-03-01T00:00:00.000Z'],
        [
          'b',
          {
            contactName: 'Bilal Shaikh',
            email: 'bilal@cargo.example',
            service: 'air-freight',
            destination: 'Dubai',
            readyDate: isoDay(3),
          },
          '2025-03-02T23:59:59.999Z',
        ],
        [
          'c',
          {
            contactName: 'Chen Wei',
            company: null,
            commodity: 'Frozen prawns',
            service: 'cold-chain-logistics',
            readyDate: isoDay(10),
          },
          '2025-03-03T00:00:00.000Z',
        ],
        ['d', { contactName: 'Dev Anand', origin: 'Chennai', service: 'air-freight', readyDate: isoDay(1) }, null],
        ['e', { contactName: 'Elena Costa', company: 'Costa Imports', readyDate: isoDay(30) }, null],
      ] as const;
      for (const [name, overrides, createdAt] of seed) {
        const quote = await createQuote(server, overrides);
        ref[name] = quote.reference;
        if (createdAt) await backdate(server, quote.id, new Date(createdAt));
        if (name === 'e') await setStatus(server, admin, quote.id, { status: 'reviewing' });
      }
    });
    after(() => server.close());

    const list = (query: string) => server.request('GET', `/api/quotes${query}`, { token: admin });

    it('defaults to page 1, limit 20, newest first, with the list envelope', async () => {
      const res = await list('');
      assert.equal(res.status, 200);
      assert.equal(res.body.success, true);
      assert.equal(res.body.total, 5);
      assert.equal(res.body.page, 1);
      assert.equal(res.body.limit, 20);
      assert.deepEqual(references(res.body), [ref.e, ref.d, ref.c, ref.b, ref.a]);
    });

    it('pages', async () => {
      const page1 = await list('?limit=2&page=1&sort=createdAt');
      assert.deepEqual(references(page1.body), [ref.a, ref.b]);
      const page3 = await list('?limit=2&page=3&sort=createdAt');
      assert.deepEqual(references(page3.body), [ref.e]);
      assert.equal(page3.body.total, 5);
      const beyond = await list('?limit=2&page=9');
      assert.deepEqual(beyond.body.data, []);
      assert.equal(beyond.body.total, 5);
    });

    it('sorts by ready date and status, both ways', async () => {
      assert.deepEqual(references((await list('?sort=readyDate')).body), [ref.d, ref.b, ref.c, ref.a, ref.e]);
      assert.deepEqual(references((await list('?sort=-readyDate')).body), [ref.e, ref.a, ref.c, ref.b, ref.d]);
      const byStatus = (await list('?sort=-status')).body.data.map((q: { status: string }) => q.status);
      assert.deepEqual(byStatus, ['reviewing', 'new', 'new', 'new', 'new']);
    });

    it('searches reference, name, company, e-mail, places and commodity; % and _ are literal', async () => {
      const search = async (text: string) => references((await list(`?search=${encodeURIComponent(text)}`)).body);
      assert.deepEqual(await search(ref.a!), [ref.a]);
      assert.deepEqual(await search(ref.a!.toLowerCase()), [ref.a]);
      assert.deepEqual(await search(String(Number(ref.b!.slice(2)))), [ref.b], 'the bare number');
      assert.deepEqual(await search('shaikh'), [ref.b]);
      assert.deepEqual(await search('COSTA IMP'), [ref.e]);
      assert.deepEqual(await search('@cargo.'), [ref.b]);
      assert.deepEqual(await search('chennai'), [ref.d]);
      assert.deepEqual(await search('dubai'), [ref.b]);
      assert.deepEqual(await search('prawns'), [ref.c]);
      assert.deepEqual(await search('50%_'), [ref.a]);
      assert.deepEqual(await search('%'), [ref.a]);
      assert.deepEqual(await search('_'), [ref.a]);
      assert.deepEqual(await search('nothing like this'), []);
    });

    it('filters by status, service and created date (whole days, inclusive)', async () => {
      assert.deepEqual(references((await list('?status=reviewing')).body), [ref.e]);
      assert.deepEqual(references((await list('?service=air-freight')).body), [ref.d, ref.b]);
      assert.deepEqual(references((await list('?service=air-freight&status=new&search=bilal')).body), [ref.b]);
      assert.deepEqual(references((await list('?from=2025-03-01&to=2025-03-02')).body), [ref.b, ref.a]);
      assert.deepEqual(references((await list('?from=2025-03-02&to=2025-03-02')).body), [ref.b]);
      assert.deepEqual(references((await list('?to=2025-03-01')).body), [ref.a]);
      assert.deepEqual(references((await list('?from=2025-03-03')).body), [ref.e, ref.d, ref.c]);
      const blank = await list('?status=&service=&search=&from=&to=&sort=&page=&limit=');
      assert.equal(blank.status, 200);
      assert.equal(blank.body.total, 5);
    });

    it('rejects bad query values with field errors', async () => {
      const res = await list('?page=0&limit=101&sort=price&status=open&service=rail&from=yesterday');
      assert.equal(res.status, 400);
      assert.deepEqual(Object.keys(res.body.errors).sort(), ['from', 'limit', 'page', 'service', 'sort', 'status']);
      const reversed = await list('?from=2025-03-05&to=2025-03-01');
      assert.equal(reversed.status, 400);
      assert.deepEqual(reversed.body.errors, { to: 'To must not be before From' });
    });

    it('stats: counts by status, total, last 30 days and 12 weeks including empty ones', async () => {
      const recent = await createQuote(server);
      await backdate(server, recent.id, new Date(Date.now() - 7 * DAY_MS)); // always the previous week
      const older = await createQuote(server);
      const olderDate = new Date(Date.now() - 40 * DAY_MS);
      await backdate(server, older.id, olderDate);

      const res = await server.request('GET', '/api/quotes/stats', { token: admin });
      assert.equal(res.status, 200);
      const stats = res.body.data;
      assert.deepEqual(stats.byStatus, { new: 6, reviewing: 1, quoted: 0, won: 0, lost: 0 });
      assert.equal(stats.total, 7);
      assert.equal(stats.last30Days, 3, 'd, e and the one from last week');

      assert.equal(stats.byWeek.length, 12);
      const now = new Date();
      const today = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00.000Z`);
      const thisMonday = new Date(today - ((now.getUTCDay() + 6) % 7) * DAY_MS).toISOString().slice(0, 10);
      assert.equal(stats.byWeek.at(-1).weekStart, thisMonday);
      stats.byWeek.forEach((week: { weekStart: string }, index: number) => {
        assert.equal(new Date(week.weekStart).getUTCDay(), 1, `${week.weekStart} is a Monday`);
        if (index > 0) assert.equal(Date.parse(week.weekStart) - Date.parse(stats.byWeek[index - 1].weekStart), 7 * DAY_MS);
      });
      const counts = stats.byWeek.map((week: { count: number }) => week.count);
      const olderWeek = stats.byWeek.findIndex(
        (week: { weekStart: string }) =>
          Date.parse(week.weekStart) <= olderDate.getTime() && olderDate.getTime() < Date.parse(week.weekStart) + 7 * DAY_MS,
      );
      const expected = Array<number>(12).fill(0);
      expected[11] = 2;
      expected[10] = 1;
      expected[olderWeek] = 1;
      assert.deepEqual(counts, expected);
    });
  });

  describe(`quotes rate limits as shipped (${backend})`, () => {
    let server: TestServer;
    before(async () => {
      // Behind a trusted proxy, X-Forwarded-For gives each request its own address.
      server = await startServer(backend, { config: { rateLimits: defaultRateLimits() }, env: { TRUST_PROXY: 'true' } });
    });
    after(() => server.close());

    const send = (address: string, email: string, token?: string) =>
      server.request('POST', '/api/quotes', {
        body: quoteBody({ email }),
        token,
        headers: { 'x-forwarded-for': address },
      });

    it('an address gets 429 with Retry-After after 10 quotes in an hour', async () => {
      for (let i = 0; i < 10; i += 1) {
        assert.equal((await send('203.0.113.1', `sender${i}@test.example`)).status, 201);
      }
      const limited = await send('203.0.113.1', 'another@test.example');
      assert.equal(limited.status, 429);
      assert.equal(limited.body.success, false);
      assert.match(limited.body.message, /^Too many attempts, please try again in \d+ minutes$/);
      const retryAfter = Number(limited.headers.get('retry-after'));
      assert.ok(retryAfter > 3500 && retryAfter <= 3600, `Retry-After ${retryAfter}`);
      // Another address is not affected.
      assert.equal((await send('203.0.113.2', 'another@test.example')).status, 201);
    });

    it('one e-mail gets 429 after 10 quotes even from different addresses', async () => {
      for (let i = 0; i < 10; i += 1) assert.equal((await send(`198.51.100.${i}`, 'Same@Test.example')).status, 201);
      const limited = await send('198.51.100.99', 'same@test.example');
      assert.equal(limited.status, 429);
      assert.ok(limited.headers.get('retry-after'));
    });

    it('a signed-in user is limited by account, whatever e-mail they type', async () => {
      const admin = await server.login(ADMIN.email, ADMIN.password);
      const customer = await createCustomer(server, admin, 'busy@test.example');
      for (let i = 0; i < 10; i += 1) {
        assert.equal((await send(`192.0.2.${i}`, `alias${i}@test.example`, customer.token)).status, 201);
      }
      assert.equal((await send('192.0.2.99', 'fresh@test.example', customer.token)).status, 429);
      // The same e-mail typed by an anonymous visitor has its own quota.
      assert.equal((await send('192.0.2.100', 'fresh@test.example')).status, 201);
    });

    it('rejected (invalid) requests do not use up the quota', async () => {
      for (let i = 0; i < 12; i += 1) {
        const res = await server.request('POST', '/api/quotes', { body: {}, headers: { 'x-forwarded-for': '203.0.113.50' } });
        assert.equal(res.status, 400);
      }
      assert.equal((await send('203.0.113.50', 'valid@test.example')).status, 201);
    });
  });
}
