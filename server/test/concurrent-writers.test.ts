import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { indianToday } from 'shared-api/schemas';
import { backends } from './helpers/database';
import { masterSuite, pdfFile } from './helpers/master-fixtures';
import { addDriver, addParty, addTruck, bookTrip, ownTripBody, uploadDocument } from './helpers/trip-fixtures';

/*
 * Writers that meet. Deliveries, POD uploads and audited changes each move counts that triggers keep
 * (trip statuses, documents, audit entries); two transactions that took those rows in opposite orders
 * deadlocked on PostgreSQL, and the load test saw 500s for it. PostgreSQL aborts one of the two, and the
 * server runs the aborted transaction again, so no client hears of it.
 */
for (const backend of backends) {
  describe(`writers at the same trips at once (${backend})`, () => {
    const suite = masterSuite(backend);

    if (backend === 'postgresql') {
      it('a transaction PostgreSQL aborts for a deadlock is run again and succeeds', async () => {
        const { db } = suite.server.database;
        await db.execute(sql`CREATE TABLE IF NOT EXISTS deadlock_probe (id int PRIMARY KEY, n int NOT NULL)`);
        await db.execute(sql`INSERT INTO deadlock_probe VALUES (1, 0), (2, 0) ON CONFLICT DO NOTHING`);
        let runs = 0;
        // Each takes one row, waits until the other has taken its row, then asks for the other's: a deadlock.
        let arrived = 0;
        const bothHoldOne = () =>
          new Promise<void>((resolve) => {
            arrived += 1;
            const check = () => (arrived >= 2 ? resolve() : setTimeout(check, 5));
            check();
          });
        const crossing = (first: number, second: number) =>
          db.transaction(async (tx) => {
            runs += 1;
            await tx.execute(sql`UPDATE deadlock_probe SET n = n + 1 WHERE id = ${first}`);
            if (runs <= 2) await bothHoldOne();
            await tx.execute(sql`UPDATE deadlock_probe SET n = n + 1 WHERE id = ${second}`);
          });
        await Promise.all([crossing(1, 2), crossing(2, 1)]);
        assert.ok(runs >= 3, `one of the two was aborted and run again (${runs} runs)`);
        const rows = (await db.execute(sql`SELECT n FROM deadlock_probe ORDER BY id`)) as unknown as { rows: { n: number }[] };
        assert.deepEqual(
          rows.rows.map((row) => Number(row.n)),
          [2, 2],
          'each transaction counted once: the aborted run left nothing',
        );
      });
    }

    it('50 deliveries, POD uploads and audited changes at once: none fails', async () => {
      const party = await addParty(suite);
      const truckTrips: { id: string }[] = [];
      for (let index = 0; index < 34; index += 1) {
        truckTrips.push(await bookTrip(suite, ownTripBody(party, await addTruck(suite), await addDriver(suite))));
      }
      for (const trip of truckTrips) {
        const started = await suite.call('POST', `/trips/${trip.id}/start`, {});
        assert.equal(started.status, 200, started.text);
      }
      // 17 delivered before, whose PODs arrive while the other 17 are delivered and their trips get events.
      const delivered = truckTrips.slice(0, 17);
      const moving = truckTrips.slice(17);
      for (const trip of delivered) {
        const done = await suite.call('POST', `/trips/${trip.id}/deliver`, { endKm: 999_999 });
        assert.equal(done.status, 200, done.text);
      }
      const categories = (await suite.call('GET', '/expenses/categories')).body.data as { id: string; name: string }[];
      const toll = categories.find((category) => category.name === 'Toll')!;
      const answers = await Promise.all([
        ...moving.map((trip) => suite.call('POST', `/trips/${trip.id}/deliver`, { endKm: 999_999 })),
        ...delivered.map((trip) =>
          uploadDocument(
            suite.server,
            suite.admin,
            { tripId: trip.id, type: 'pod' },
            { content: pdfFile(`POD ${trip.id}`), name: 'pod.pdf', type: 'application/pdf' },
          ),
        ),
        // Audited money on the same trips: a toll each driver paid, on his account and the trip's.
        ...[...moving, ...delivered].slice(0, 16).map((trip) =>
          suite.call('POST', '/expenses', {
            expenseDate: indianToday(),
            type: 'trip',
            tripId: trip.id,
            categoryId: toll.id,
            amount: '640',
            mode: 'cash',
            paidByDriver: true,
          }),
        ),
      ]);
      assert.equal(answers.length, 50);
      assert.deepEqual(
        answers.filter((answer) => answer.status >= 300).map((answer) => `${answer.status} ${answer.text}`),
        [],
      );
      const trips = await suite.call('GET', '/trips/stats');
      assert.equal(trips.status, 200, trips.text);
      const pods = await suite.call('GET', '/documents?type=pod&limit=100');
      assert.equal(pods.body.total, 17, 'every POD filed once');
    });
  });
}
