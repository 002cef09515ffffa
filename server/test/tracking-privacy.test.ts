import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { trackingCheckHolds } from 'shared-api/schemas';
import { defaultRateLimits } from '../src/config';
import { backends } from './helpers/database';
import { masterSuite } from './helpers/master-fixtures';
import { startServer } from './helpers/server';
import { addDriver, addParty, addTruck, bookTrip, ownTripBody } from './helpers/trip-fixtures';

/*
 * What a stranger with a tracking number learns. Numbers were sequential, and a number alone answered
 * the consignee, the lorry and the route: the next twenty numbers gave twenty customers away.
 */
for (const backend of backends) {
  describe(`the public's view of a consignment (${backend})`, () => {
    const suite = masterSuite(backend);
    const track = (body: Record<string, unknown>) => suite.server.request('POST', '/api/tracking/search', { body });

    it('gives a trip a number no one can guess from another, with a check character', async () => {
      const party = await addParty(suite);
      const numbers: string[] = [];
      for (let index = 0; index < 3; index += 1) {
        const trip = await bookTrip(suite, ownTripBody(party, await addTruck(suite), await addDriver(suite)));
        numbers.push(trip.trackingNumber);
      }
      for (const number of numbers) {
        assert.match(number, /^GR[0-9A-HJKMNP-TV-Z]{8}-[0-9A-HJKMNP-TV-Z]$/);
        assert.equal(trackingCheckHolds(number), true);
      }
      assert.equal(new Set(numbers.map((number) => number.slice(2, 6))).size, 3, 'no run of numbers');
      // Staff find the trip by its number as a customer reads it out (any case, no hyphen).
      const typed = numbers[1]!.toLowerCase().replace('-', '');
      const found = await suite.call('GET', `/trips?search=${typed}`);
      assert.deepEqual(
        found.body.data.map((trip: { trackingNumber: string }) => trip.trackingNumber),
        [numbers[1]],
      );
    });

    it('shows status, places and dates to a number alone; names and the lorry only with the destination PIN', async () => {
      const party = await addParty(suite);
      const trip = await bookTrip(
        suite,
        ownTripBody(party, await addTruck(suite), await addDriver(suite), { consigneeAddress: 'Bhosari MIDC, Pune 411 026' }),
      );
      assert.equal((await suite.call('POST', `/trips/${trip.id}/start`, {})).status, 200);
      assert.equal((await suite.call('POST', `/trips/${trip.id}/deliver`, { endKm: 999_999 })).status, 200);

      const alone = await track({ trackingNumber: trip.trackingNumber.toLowerCase().replace('-', '') });
      assert.equal(alone.status, 200, alone.text);
      const shown = alone.body.data[0];
      assert.deepEqual([shown.status, shown.origin, shown.destination, shown.details], ['Delivered', 'Mumbai', 'Pune', 'hidden']);
      assert.equal(shown.consignee, undefined);
      const everything = JSON.stringify(alone.body);
      for (const secret of ['Bharat Fabricators', trip.vehicleNumber ?? trip.truck.registrationNumber, 'Acme Steel']) {
        assert.ok(!everything.includes(secret), `${secret} is not told to a stranger`);
      }
      assert.ok(shown.updates.length >= 3 && shown.updates.every((update: { date: string }) => /^\d{4}-/.test(update.date)));

      const wrongPin = await track({ trackingNumber: trip.trackingNumber, pin: '400001' });
      assert.equal(wrongPin.body.data[0].details, 'hidden');
      assert.match(wrongPin.body.message, /not the destination’s/);

      const withPin = await track({ trackingNumber: trip.trackingNumber, pin: '411026' });
      const told = withPin.body.data[0];
      assert.deepEqual([told.details, told.consignee], ['shown', 'Bharat Fabricators']);
      assert.ok(
        told.updates.some((update: { description: string }) => update.description === 'Delivered to Bharat Fabricators at Pune'),
      );

      // A link the back office gives the customer shows it all without the PIN, for that number only.
      const shared = await suite.call('POST', `/trips/${trip.id}/share-link`, {});
      assert.equal(shared.status, 200, shared.text);
      const link = new URL(shared.body.data.url);
      assert.equal(link.pathname, '/track');
      assert.equal(link.searchParams.get('number'), trip.trackingNumber);
      const key = link.searchParams.get('key')!;
      assert.ok(Date.parse(shared.body.data.expiresAt) > Date.now() + 13 * 86_400_000, 'valid for two weeks');
      const viaLink = await track({ trackingNumber: trip.trackingNumber, key });
      assert.deepEqual([viaLink.body.data[0].details, viaLink.body.data[0].consignee], ['shown', 'Bharat Fabricators']);
      const forged = await track({ trackingNumber: trip.trackingNumber, key: `${key.split('.')[0]}.${'A'.repeat(32)}` });
      assert.equal(forged.body.data[0].details, 'hidden');
      const other = await bookTrip(suite, ownTripBody(party, await addTruck(suite), await addDriver(suite)));
      const borrowed = await track({ trackingNumber: other.trackingNumber, key });
      assert.equal(borrowed.body.data[0].details, 'hidden', "one trip's link opens no other");

      const badPin = await track({ trackingNumber: trip.trackingNumber, pin: '12' });
      assert.equal(badPin.status, 400);
      assert.equal(badPin.body.errors.pin, 'PIN code must be 6 digits, like 400001');
    });

    it('names a mistyped number as a typo without looking it up', async () => {
      const party = await addParty(suite);
      const trip = await bookTrip(suite, ownTripBody(party, await addTruck(suite), await addDriver(suite)));
      const number: string = trip.trackingNumber;
      const last = number.at(-1) === '0' ? '1' : '0';
      const typo = await track({ trackingNumber: `${number.slice(0, -1)}${last}` });
      assert.equal(typo.status, 200);
      assert.equal(typo.body.success, false);
      assert.match(typo.body.message, /has a typo/);
    });
  });
}

describe('a run of misses from one address', () => {
  it('blocks the address for longer than its ordinary quota, while a number that exists still counts nothing', async () => {
    const limits = defaultRateLimits();
    limits.tracking.perAddress.max = 1000;
    limits.tracking.misses = { max: 3, windowMs: 60_000, escalate: { maxMs: 3_600_000 } };
    const server = await startServer('pglite', { config: { rateLimits: limits } });
    try {
      const statuses: number[] = [];
      for (const number of ['GRL100001', 'GRL100002', 'GRL100003', 'GRL100004']) {
        statuses.push((await server.request('POST', '/api/tracking/search', { body: { trackingNumber: number } })).status);
      }
      assert.deepEqual(statuses, [200, 200, 200, 429]);
      const blocked = await server.request('POST', '/api/tracking/search', { body: { trackingNumber: 'GRL100005' } });
      assert.equal(blocked.status, 429);
      assert.match(blocked.body.message, /matched nothing/);
      assert.ok(Number(blocked.headers.get('retry-after')) > 0);
    } finally {
      await server.close();
    }
  });
});
