import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { defaultRateLimits } from '../src/config';
import { createPasswordHasher } from '../src/lib/passwords';
import { createShipmentsService, progressAfter, type ShipmentsService } from '../src/modules/shipments/service';
import { seedDemo } from '../src/seed/seed-demo';
import { backends } from './helpers/database';
import { dayFromToday } from './helpers/master-fixtures';
import { startServer, type TestServer } from './helpers/server';

const pickup = {
  status: 'picked_up',
  location: 'Bhiwandi, Maharashtra',
  description: 'Collected from the shipper.',
  date: '2026-11-10',
  time: '09:30',
} as const;

async function registerCustomer(server: TestServer, email: string) {
  const res = await server.request('POST', '/api/auth/register', {
    body: { name: 'Test Customer', email, password: 'Customer2026', confirmPassword: 'Customer2026' },
  });
  assert.equal(res.status, 201, res.text);
  return { token: res.body.data.token as string, id: res.body.data.user.id as string };
}

describe('progressAfter', () => {
  it('moves the bar forward with the journey and leaves it for exceptions', () => {
    assert.equal(progressAfter('picked_up', 0), 10);
    assert.equal(progressAfter('in_transit', 10), 40);
    assert.equal(progressAfter('in_transit', 70), 70);
    assert.equal(progressAfter('out_for_delivery', 70), 90);
    assert.equal(progressAfter('delivered', 90), 100);
    assert.equal(progressAfter('customs_hold', 55), 55);
  });
});

for (const backend of backends) {
  describe(`shipments and tracking (${backend})`, () => {
    let server: TestServer;
    let shipments: ShipmentsService;
    const track = (trackingNumber: unknown) => server.request('POST', '/api/tracking/search', { body: { trackingNumber } });

    before(async () => {
      server = await startServer(backend);
      shipments = createShipmentsService(server.database.db);
    });
    after(() => server.close());

    it('an unknown number is a normal answer that says so', async () => {
      const res = await track('GRL999');
      assert.equal(res.status, 200);
      assert.deepEqual(res.body, {
        success: false,
        data: [],
        total: 0,
        query: 'GRL999',
        message: 'Tracking number not found',
      });
    });

    it('a malformed number is a 400 with the reason', async () => {
      for (const bad of ['', 'GRL 001; drop table', 'x'.repeat(41), 42]) {
        const res = await track(bad);
        assert.equal(res.status, 400, String(bad));
        assert.ok(res.body.errors.trackingNumber, String(bad));
      }
    });

    it('tracks a shipment by its generated number in any case, with its timeline in order', async () => {
      const created = await shipments.create(
        {
          origin: 'Bhiwandi, Maharashtra',
          destination: 'Chennai, Tamil Nadu',
          service: 'road-transport',
          estimatedDelivery: '2026-11-14',
        },
        pickup,
      );
      assert.match(created.trackingNumber, /^GR[0-9A-HJKMNP-TV-Z]{8}-[0-9A-HJKMNP-TV-Z]$/, 'random, with a check character');
      await shipments.addEvent(created.id, {
        status: 'in_transit',
        location: 'Hubballi, Karnataka',
        description: 'Passed the Hubballi checkpoint.',
        date: '2026-11-11',
        time: '18:05',
      });

      const res = await track(` ${created.trackingNumber.toLowerCase()} `);
      assert.equal(res.status, 200);
      assert.equal(res.body.success, true);
      assert.equal(res.body.message, 'Tracking information found');
      const [shipment] = res.body.data;
      assert.equal(shipment.trackingNumber, created.trackingNumber);
      assert.equal(shipment.status, 'In Transit');
      assert.equal(shipment.currentLocation, 'Hubballi, Karnataka');
      assert.equal(shipment.progress, 40);
      assert.equal(shipment.estimatedDelivery, '2026-11-14');
      assert.deepEqual(
        shipment.updates.map((update: { date: string; time: string; status: string }) => [
          update.date,
          update.time,
          update.status,
        ]),
        [
          ['2026-11-10', '09:30', 'Package Picked Up'],
          ['2026-11-11', '18:05', 'In Transit'],
        ],
      );
    });

    it('a scan recorded late joins the timeline without rewinding the shipment', async () => {
      const created = await shipments.create({ origin: 'Pune', destination: 'Delhi' }, pickup);
      await shipments.addEvent(created.id, {
        ...pickup,
        status: 'out_for_delivery',
        location: 'Delhi',
        date: '2026-11-13',
        time: '08:00',
      });
      const after = await shipments.addEvent(created.id, {
        ...pickup,
        status: 'in_transit',
        location: 'Indore',
        date: '2026-11-12',
        time: '02:00',
      });
      assert.equal(after.status, 'out_for_delivery');
      assert.equal(after.currentLocation, 'Delhi');
      const res = await track(created.trackingNumber);
      assert.deepEqual(
        res.body.data[0].updates.map((update: { location: string }) => update.location),
        ['Bhiwandi, Maharashtra', 'Indore', 'Delhi'],
      );
      const delivered = await shipments.addEvent(created.id, {
        ...pickup,
        status: 'delivered',
        location: 'Delhi',
        date: '2026-11-13',
        time: '16:00',
      });
      assert.equal(delivered.progress, 100);
    });

    it('a tracking number is used once', async () => {
      await shipments.create({ trackingNumber: 'grl-unique-1', origin: 'A', destination: 'B' }, pickup);
      await assert.rejects(
        shipments.create({ trackingNumber: 'GRL-UNIQUE-1', origin: 'A', destination: 'B' }, pickup),
        /already in use/,
      );
    });

    it('a customer sees only their own shipments, newest first, with the quote they came from', async () => {
      const anon = await server.request('GET', '/api/shipments/mine');
      assert.equal(anon.status, 401);

      const meera = await registerCustomer(server, `meera.${backend}@test.example`);
      const other = await registerCustomer(server, `other.${backend}@test.example`);
      const quote = await server.request('POST', '/api/quotes', {
        token: meera.token,
        body: {
          contactName: 'Meera Iyer',
          email: `meera.${backend}@test.example`,
          phone: '+91 94440 11335',
          service: 'ocean-freight',
          origin: 'Chennai',
          destination: 'Hamburg',
          commodity: 'Cotton yarn',
          pieces: 20,
          weightKg: '12000',
          loadType: 'fcl',
          // A ready date in the week ahead, whenever the suite runs (a past one is refused).
          readyDate: dayFromToday(7),
        },
      });
      assert.equal(quote.status, 201, quote.text);
      const first = await shipments.create(
        { customerId: meera.id, origin: 'Chennai', destination: 'Hamburg', quoteId: quote.body.data.id },
        pickup,
      );
      const second = await shipments.create({ customerId: meera.id, origin: 'Chennai', destination: 'Antwerp' }, pickup);
      await shipments.create({ customerId: other.id, origin: 'Kochi', destination: 'Dubai' }, pickup);

      const mine = await server.request('GET', '/api/shipments/mine?page=1&limit=1', { token: meera.token });
      assert.equal(mine.status, 200);
      assert.equal(mine.body.total, 2);
      assert.deepEqual(
        mine.body.data.map((shipment: { trackingNumber: string }) => shipment.trackingNumber),
        [second.trackingNumber],
      );
      const page2 = await server.request('GET', '/api/shipments/mine?page=2&limit=1', { token: meera.token });
      const [older] = page2.body.data;
      assert.equal(older.trackingNumber, first.trackingNumber);
      assert.equal(older.quoteReference, quote.body.data.reference);
      assert.equal(older.statusLabel, 'Package Picked Up');
      assert.equal(older.progress, 10);

      const badPage = await server.request('GET', '/api/shipments/mine?page=zero', { token: meera.token });
      assert.equal(badPage.status, 400);
    });

    it('the demo data tracks GRL001 and GRL002 as the site samples describe them', async () => {
      const result = await seedDemo(server.database.db, createPasswordHasher(server.config.passwordHashing));
      assert.ok(result.shipments >= 3);
      const grl001 = (await track('grl001')).body.data[0];
      assert.deepEqual([grl001.status, grl001.progress, grl001.currentLocation], ['In Transit', 65, 'Port of Singapore']);
      const grl002 = (await track('GRL002')).body.data[0];
      assert.deepEqual([grl002.status, grl002.progress], ['Delivered', 100]);
      assert.equal(grl002.updates.at(-1).status, 'Delivered');
      const again = await seedDemo(server.database.db, createPasswordHasher(server.config.passwordHashing));
      assert.equal(again.shipments, 0);
    });
  });
}

describe('tracking rate limit', () => {
  let server: TestServer;
  before(async () => {
    const limits = defaultRateLimits();
    limits.tracking.perAddress.max = 2;
    server = await startServer('pglite', { config: { rateLimits: limits } });
  });
  after(() => server.close());

  it('stops one address from trying numbers one after another', async () => {
    const statuses: number[] = [];
    for (const number of ['GRL100001', 'GRL100002', 'GRL100003']) {
      statuses.push((await server.request('POST', '/api/tracking/search', { body: { trackingNumber: number } })).status);
    }
    assert.deepEqual(statuses, [200, 200, 429]);
  });
});
