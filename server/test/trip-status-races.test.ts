import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { backends } from './helpers/database';
import { masterSuite } from './helpers/master-fixtures';
import { addDriver, addParty, addTruck, bookTrip, ownTripBody } from './helpers/trip-fixtures';

/*
 * Status changes of different trips at the same moment, as several staff (or several API instances)
 * make them. Each change also moves the status counters that triggers keep for trucks, drivers and
 * trips; a start and a delivery that took those in opposite orders deadlocked on PostgreSQL (a 500
 * for one of them), which the load test (scripts/load) met.
 */
for (const backend of backends) {
  describe(`trip status changes at the same moment (${backend})`, () => {
    const suite = masterSuite(backend);

    it('starts some trips while others are delivered and cancelled: every change succeeds', async () => {
      const party = await addParty(suite);
      const book = async () => bookTrip(suite, ownTripBody(party, await addTruck(suite), await addDriver(suite)));
      const startNow: { id: string }[] = [];
      const onTheRoad: { id: string }[] = [];
      for (let index = 0; index < 8; index += 1) {
        startNow.push(await book());
        const moving = await book();
        const started = await suite.call('POST', `/trips/${moving.id}/start`, {});
        assert.equal(started.status, 200, started.text);
        onTheRoad.push(moving);
      }
      const answers = await Promise.all([
        ...startNow.map((trip) => suite.call('POST', `/trips/${trip.id}/start`, {})),
        ...onTheRoad.slice(0, 6).map((trip) => suite.call('POST', `/trips/${trip.id}/deliver`, { endKm: 999_999 })),
        ...onTheRoad.slice(6).map((trip) => suite.call('POST', `/trips/${trip.id}/cancel`, { reason: 'Breakdown' })),
      ]);
      assert.deepEqual(
        answers.map((answer) => answer.status),
        answers.map(() => 200),
        answers
          .filter((answer) => answer.status !== 200)
          .map((answer) => answer.text)
          .join('\n'),
      );
      const stats = await suite.call('GET', '/trips/stats');
      assert.equal(stats.status, 200, stats.text);
    });
  });
}
