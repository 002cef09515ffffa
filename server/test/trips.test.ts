import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { financialYearOf, sessionNameFor, tripListQuerySchema } from 'shared-api/schemas';
import { financialSessions, trips } from '../src/db/schema';
import { chooseWalking, forgetPlans } from '../src/lib/common-search';
import { listTrips } from '../src/modules/trips/list-page';
import { indianClock } from 'shared-api/schemas';
import { pdfText } from './helpers/pdf-text';
import { backends } from './helpers/database';
import {
  assertAdminOnly,
  auditTrail,
  dataOf,
  dayFromToday,
  masterSuite,
  signInCustomer,
  UNKNOWN_ID,
} from './helpers/master-fixtures';
import { ADMIN } from './helpers/server';
import {
  addDriver,
  addParty,
  addTruck,
  addVehicle,
  bookTrip,
  marketTripBody,
  ownTripBody,
  publicTracking,
  truckPapers,
} from './helpers/trip-fixtures';

const years = (day: string) => {
  const name = sessionNameFor(financialYearOf(day));
  return `${name.slice(2, 4)}${name.slice(5, 7)}`;
};

for (const backend of backends) {
  describe(`trips (${backend})`, () => {
    const suite = masterSuite(backend);

    it('books an own-truck trip: numbers of the session, exact freight, charges, a tracking number the public page knows; audited', async () => {
      const [party, truck, driver] = [await addParty(suite), await addTruck(suite), await addDriver(suite)];
      const res = await suite.call(
        'POST',
        '/trips',
        ownTripBody(party, truck, driver, {
          partyAdvance: '2,000',
          charges: [
            { kind: 'detention', side: 'party', effect: 'add', amount: '1,500' },
            { kind: 'shortage', side: 'party', effect: 'deduct', amount: '200.25', note: '2 bags short' },
          ],
        }),
      );
      assert.equal(res.status, 201, res.text);
      const trip = res.body.data;
      assert.match(res.body.message, /^Trip T-\d{4}-\d{5} booked with LR-\d{4}-\d{5}$/);
      assert.equal(trip.tripNo.slice(2, 6), years(trip.tripDate));
      assert.equal(trip.status, 'planned');
      // 12.345 t × ₹1,250.50 = ₹15,437.42 (15,437.4225 rounded to the paisa).
      assert.equal(trip.freightPaise, 1_543_742);
      assert.deepEqual(
        [trip.amounts.partyChargesPaise, trip.amounts.partyTotalPaise, trip.amounts.partyBalancePaise],
        [129_975, 1_673_717, 1_473_717],
      );
      assert.deepEqual(
        trip.charges.map((charge: { kind: string; amountPaise: number }) => [charge.kind, charge.amountPaise]),
        [
          ['detention', 150_000],
          ['shortage', 20_025],
        ],
      );
      assert.deepEqual(
        [trip.truck.registrationNumber, trip.driver.name, trip.billingParty.name],
        [truck.registrationNumber, driver.name, party.name],
      );
      assert.equal(trip.events.length, 1);
      assert.equal(trip.events[0].statusLabel, 'Booked');
      const tracking = await publicTracking(suite, trip.trackingNumber.toLowerCase());
      assert.deepEqual([tracking.status, tracking.origin, tracking.destination], ['Booked', 'Mumbai', 'Pune']);
      const trail = await auditTrail(suite.server, trip.id);
      assert.deepEqual(
        trail.map((entry) => [entry.action, entry.actorEmail]),
        [['trip.create', ADMIN.email]],
      );
      assert.equal(trail[0]!.after.lrNo, trip.lrNo);
    });

    it('works out freight for each rate basis, and a market vehicle’s hire, owner payable and profit', async () => {
      const [party, truck, driver, vehicle] = [
        await addParty(suite),
        await addTruck(suite),
        await addDriver(suite),
        await addVehicle(suite),
      ];
      const fixed = await bookTrip(suite, ownTripBody(party, truck, driver, { rateBasis: 'fixed', rate: '18,000' }));
      assert.equal(fixed.freightPaise, 1_800_000);
      const perKm = await bookTrip(
        suite,
        ownTripBody(party, truck, driver, { rateBasis: 'per_km', rate: '42.50', distanceKm: 152 }),
      );
      assert.equal(perKm.freightPaise, 646_000);
      const charged = await bookTrip(suite, ownTripBody(party, truck, driver, { chargedWeightTonnes: '15', rate: '1000' }));
      assert.equal(charged.freightPaise, 1_500_000, 'per tonne counts the charged weight when there is one');

      const market = await bookTrip(
        suite,
        marketTripBody(party, vehicle, {
          rateBasis: 'fixed',
          rate: '20,000',
          charges: [
            { kind: 'loading', side: 'vehicle', effect: 'add', amount: '800' },
            { kind: 'damage', side: 'vehicle', effect: 'deduct', amount: '300' },
          ],
        }),
      );
      assert.equal(market.fleet, 'market');
      assert.deepEqual(
        [market.truck, market.driver, market.vehicle.registrationNumber],
        [null, null, vehicle.registrationNumber],
      );
      assert.equal(market.hirePaise, 1_200_000);
      // Hire 12,000 + 800 − 300 = 12,500; less advance 5,000 and commission 500 → 7,000 still owed.
      assert.equal(market.amounts.ownerPayablePaise, 700_000);
      // Party total 20,000 less what the vehicle costs (12,500 − 500 commission kept).
      assert.equal(market.amounts.estimatedProfitPaise, 800_000);
    });

    it('says what is wrong, on its field', async () => {
      const [party, truck, driver] = [await addParty(suite), await addTruck(suite), await addDriver(suite)];
      const cases: [Record<string, unknown>, string, string][] = [
        [{ truckId: '' }, 'truckId', 'Choose the truck'],
        [
          { charges: [{ kind: 'loading', side: 'vehicle', effect: 'add', amount: '100' }] },
          'charges.0.side',
          'Vehicle-side charges are for market vehicles: choose the party side',
        ],
        [{ ewayBillNumber: '12345678901' }, 'ewayBillNumber', 'An e-way bill number has 12 digits'],
        [{ rateBasis: 'per_km', distanceKm: '' }, 'distanceKm', 'Distance is required for a rate per km'],
        [{ lrDate: '2001-04-01' }, 'lrDate', 'The LR date must fall in the same session (financial year) as the trip date'],
        [{ consignorGstin: '27AAPFU0939F1ZW' }, 'consignorGstin', 'GSTIN check character is wrong — please check the number'],
        [{ partyAdvance: '99,999' }, 'partyAdvance', 'The party advance cannot be more than the party total (₹15,437.42)'],
        [{ billingPartyId: UNKNOWN_ID }, 'billingPartyId', 'Choose another billing party'],
        [{ rate: '0' }, 'rate', 'Rate must be more than ₹0'],
      ];
      for (const [changes, field, message] of cases) {
        const res = await suite.call('POST', '/trips', ownTripBody(party, truck, driver, changes));
        assert.equal(res.status, 400, `${field}: ${res.text}`);
        assert.equal(res.body.errors?.[field], message, `${field}: ${res.text}`);
      }
    });

    it('gives 20 trips booked at once 20 numbers of the session, without gaps or duplicates', async () => {
      const [party, truck, driver] = [await addParty(suite), await addTruck(suite), await addDriver(suite)];
      const before = dataOf(await suite.call('GET', '/trips?sort=-tripNumber&limit=1'))[0]?.tripNumber ?? 0;
      const booked = await Promise.all(
        Array.from({ length: 20 }, () => suite.call('POST', '/trips', ownTripBody(party, truck, driver))),
      );
      assert.deepEqual(
        booked.map((res) => res.status),
        Array(20).fill(201),
      );
      const numbers = booked.map((res) => res.body.data.tripNumber as number).sort((a, b) => a - b);
      assert.deepEqual(
        numbers,
        Array.from({ length: 20 }, (_, index) => before + 1 + index),
      );
      const lrNumbers = booked.map((res) => res.body.data.lrNumber as number).sort((a, b) => a - b);
      assert.deepEqual(lrNumbers, numbers);
    });

    it('refuses to start with an expired insurance or licence, naming the paper and its expiry', async () => {
      const party = await addParty(suite);
      const expired = dayFromToday(-3);
      const truck = await addTruck(suite, truckPapers({ insurance: expired }));
      const driver = await addDriver(suite, dayFromToday(-1));
      const trip = await bookTrip(suite, ownTripBody(party, truck, driver));
      const res = await suite.call('POST', `/trips/${trip.id}/start`, {});
      assert.equal(res.status, 409, res.text);
      const shown = `${expired.slice(8, 10)}/${expired.slice(5, 7)}/${expired.slice(0, 4)}`;
      assert.match(res.body.errors.truckId, new RegExp(`its insurance expired on ${shown}`));
      assert.match(res.body.errors.driverId, /driving licence expired on/);
      assert.equal(dataOf(await suite.call('GET', `/trips/${trip.id}`)).status, 'planned');
    });

    it('runs a trip from start to POD: truck and driver follow it, the public page follows it, end km is checked', async () => {
      const [party, truck, driver] = [
        await addParty(suite),
        await addTruck(suite, truckPapers(), 50_000),
        await addDriver(suite),
      ];
      const trip = await bookTrip(suite, ownTripBody(party, truck, driver));
      const lonavala = { location: 'Lonavala', status: 'out_for_delivery', description: 'Crossed the ghat' };
      const early = await suite.call('POST', `/trips/${trip.id}/events`, { ...indianClock(new Date()), ...lonavala });
      assert.equal(early.status, 409, 'a planned trip has not moved yet');
      assert.match(early.body.message, /is planned: tracking events are added while a trip is in transit/);
      const started = await suite.call('POST', `/trips/${trip.id}/start`, { location: 'Taloja' });
      assert.equal(started.status, 200, started.text);
      assert.equal(started.body.data.status, 'in_transit');
      assert.equal(started.body.data.startKm, 50_000, 'the start km is the truck’s odometer unless given');
      assert.deepEqual(
        started.body.data.events.map((event: { status: string }) => event.status),
        ['booked', 'picked_up', 'in_transit'],
      );
      assert.equal(dataOf(await suite.call('GET', `/trucks/${truck.id}`)).status, 'on_trip');
      assert.equal(dataOf(await suite.call('GET', `/drivers/${driver.id}`)).status, 'on_trip');

      const beforeStart = await suite.call('POST', `/trips/${trip.id}/events`, {
        date: trip.tripDate,
        time: '00:00',
        ...lonavala,
      });
      assert.equal(beforeStart.status, 400);
      assert.match(beforeStart.body.errors.date, /^The event cannot be before the trip started \(\d\d\/\d\d\/\d{4} \d\d:\d\d\)$/);
      const event = await suite.call('POST', `/trips/${trip.id}/events`, { ...indianClock(new Date()), ...lonavala });
      assert.equal(event.status, 201, event.text);
      const tracking = await publicTracking(suite, trip.trackingNumber);
      assert.deepEqual([tracking.status, tracking.currentLocation], ['Out for Delivery', 'Lonavala']);
      assert.equal(tracking.updates.at(-1).description, 'Crossed the ghat');

      const noKm = await suite.call('POST', `/trips/${trip.id}/deliver`, {});
      assert.deepEqual([noKm.status, noKm.body.errors], [400, { endKm: 'End km is required for an own truck' }]);
      const backwards = await suite.call('POST', `/trips/${trip.id}/deliver`, { endKm: 49_000 });
      assert.deepEqual(
        [backwards.status, backwards.body.errors],
        [400, { endKm: 'End km must be at least the start km (50,000)' }],
      );
      const delivered = await suite.call('POST', `/trips/${trip.id}/deliver`, { endKm: 50_162 });
      assert.equal(delivered.status, 200, delivered.text);
      assert.equal(delivered.body.data.status, 'delivered');
      const truckAfter = dataOf(await suite.call('GET', `/trucks/${truck.id}`));
      assert.deepEqual([truckAfter.status, truckAfter.odometerKm], ['available', 50_162]);
      assert.equal(dataOf(await suite.call('GET', `/drivers/${driver.id}`)).status, 'active');
      assert.equal((await publicTracking(suite, trip.trackingNumber)).status, 'Delivered');

      const history = dataOf(await suite.call('GET', `/trips/${trip.id}/history`));
      assert.deepEqual(
        history.map((entry: { action: string }) => entry.action),
        ['trip.deliver', 'trip.event', 'trip.start', 'trip.create'],
      );
      assert.ok(
        history[0].changes.some(
          (change: { field: string; after: unknown }) => change.field === 'status' && change.after === 'delivered',
        ),
      );
    });

    it('keeps a truck and a driver on one trip in transit, even when two trips start at once', async () => {
      const [party, truck, driver] = [await addParty(suite), await addTruck(suite), await addDriver(suite)];
      const first = await bookTrip(suite, ownTripBody(party, truck, driver));
      const second = await bookTrip(suite, ownTripBody(party, truck, driver));
      const starts = await Promise.all([first, second].map((trip) => suite.call('POST', `/trips/${trip.id}/start`, {})));
      assert.deepEqual(starts.map((res) => res.status).sort(), [200, 409], starts.map((res) => res.text).join('\n'));
      const refused = starts.find((res) => res.status === 409)!;
      assert.match(refused.body.errors.truckId, /is on trip T-\d{4}-\d{5}, which is in transit/);
      const [inTransit] = await suite.server.database.db.select().from(trips).where(eq(trips.truckId, truck.id));
      assert.ok(inTransit);
      const listed = dataOf(await suite.call('GET', `/trips?truckId=${truck.id}&status=in_transit`));
      assert.equal(listed.length, 1);
    });

    it('cancels with a reason and frees the truck; only the latest planned trip is deleted, giving its numbers back', async () => {
      const [party, truck, driver] = [await addParty(suite), await addTruck(suite), await addDriver(suite)];
      const trip = await bookTrip(suite, ownTripBody(party, truck, driver));
      await suite.call('POST', `/trips/${trip.id}/start`, {});
      const noReason = await suite.call('POST', `/trips/${trip.id}/cancel`, { reason: '' });
      assert.equal(noReason.status, 400);
      const cancelled = await suite.call('POST', `/trips/${trip.id}/cancel`, { reason: 'Consignor postponed the load' });
      assert.equal(cancelled.status, 200, cancelled.text);
      assert.deepEqual(
        [cancelled.body.data.status, cancelled.body.data.cancelReason],
        ['cancelled', 'Consignor postponed the load'],
      );
      assert.equal(dataOf(await suite.call('GET', `/trucks/${truck.id}`)).status, 'available');
      assert.equal((await publicTracking(suite, trip.trackingNumber)).status, 'Cancelled');
      const deleteCancelled = await suite.call('DELETE', `/trips/${trip.id}`);
      assert.equal(deleteCancelled.status, 409);
      assert.match(deleteCancelled.body.message, /only a planned trip can be deleted\. Cancel it instead/);

      const older = await bookTrip(suite, ownTripBody(party, truck, driver));
      const latest = await bookTrip(suite, ownTripBody(party, truck, driver));
      const gap = await suite.call('DELETE', `/trips/${older.id}`);
      assert.equal(gap.status, 409);
      assert.match(gap.body.message, /would leave a gap in the trip and LR numbers/);
      const removed = await suite.call('DELETE', `/trips/${latest.id}`);
      assert.deepEqual([removed.status, removed.body.message], [200, `Trip ${latest.tripNo} deleted`]);
      const again = await bookTrip(suite, ownTripBody(party, truck, driver));
      assert.deepEqual([again.tripNo, again.lrNo], [latest.tripNo, latest.lrNo]);

      const truckDelete = await suite.call('DELETE', `/trucks/${truck.id}`);
      assert.equal(truckDelete.status, 409);
      assert.match(
        truckDelete.body.message,
        new RegExp(`^The truck ${truck.registrationNumber} is used by \\d+ trips, so it cannot be deleted`),
      );
      const partyDelete = await suite.call('DELETE', `/billing-parties/${party.id}`);
      assert.equal(partyDelete.status, 409);
    });

    it('locks a billed trip’s amounts and refuses changes dated in a closed session', async () => {
      const [party, truck, driver] = [await addParty(suite), await addTruck(suite), await addDriver(suite)];
      const trip = await bookTrip(suite, ownTripBody(party, truck, driver));
      const body = ownTripBody(party, truck, driver, { remarks: 'Handle with care' });
      const saved = await suite.call('PUT', `/trips/${trip.id}`, body);
      assert.equal(saved.status, 200, saved.text);
      assert.equal(saved.body.data.remarks, 'Handle with care');
      // Billing comes with the money work; its lock is the trip's, so it is tested here.
      await suite.server.database.db.update(trips).set({ status: 'billed' }).where(eq(trips.id, trip.id));
      const locked = await suite.call('PUT', `/trips/${trip.id}`, { ...body, rate: '1,300' });
      assert.equal(locked.status, 409);
      assert.match(locked.body.errors.rate, /is billed: its amounts are locked/);
      const note = await suite.call('PUT', `/trips/${trip.id}`, { ...body, remarks: 'Bill sent' });
      assert.equal(note.status, 200, 'what the bill did not use can still change');

      const older = await suite.call('POST', '/sessions', { name: '2019-20' });
      assert.equal(older.status, 201, older.text);
      await suite.server.database.db
        .update(financialSessions)
        .set({ status: 'closed' })
        .where(eq(financialSessions.name, '2019-20'));
      const inClosed = await suite.call('POST', '/trips', ownTripBody(party, truck, driver, { tripDate: '2019-06-01' }));
      assert.equal(inClosed.status, 409);
      assert.equal(inClosed.body.message, 'The session 2019-20 is closed: records dated in it cannot be added or changed');
    });

    it('lists with filters, search by any number or the party, sorts and totals', async () => {
      const party = await addParty(suite, { name: 'Zenith Cement Works' });
      const [truck, driver] = [await addTruck(suite), await addDriver(suite)];
      const a = await bookTrip(
        suite,
        ownTripBody(party, truck, driver, { origin: 'Nagpur', destination: 'Raipur', rateBasis: 'fixed', rate: '10,000' }),
      );
      const b = await bookTrip(
        suite,
        ownTripBody(party, truck, driver, { origin: 'nagpur', destination: 'Bhilai', rateBasis: 'fixed', rate: '30,000' }),
      );
      const byParty = await suite.call('GET', `/trips?billingPartyId=${party.id}&sort=-freight`);
      assert.deepEqual(
        dataOf(byParty).map((trip: { id: string }) => trip.id),
        [b.id, a.id],
      );
      assert.deepEqual([byParty.body.total, byParty.body.totals.trips, byParty.body.totals.freightPaise], [2, 2, 4_000_000]);
      // A listed trip is what the list shows of it; its consignment, charges and money are the trip's page's.
      assert.deepEqual(dataOf(byParty)[1], {
        id: a.id,
        sessionId: a.sessionId,
        sessionName: a.sessionName,
        tripNumber: a.tripNumber,
        lrNumber: a.lrNumber,
        tripNo: a.tripNo,
        lrNo: a.lrNo,
        trackingNumber: a.trackingNumber,
        tripDate: a.tripDate,
        status: 'planned',
        billingParty: { id: party.id, name: 'Zenith Cement Works' },
        origin: 'Nagpur',
        destination: 'Raipur',
        fleet: 'own',
        truck: { id: truck.id, registrationNumber: a.truck.registrationNumber },
        driver: { id: driver.id, name: a.driver.name },
        vehicle: null,
        marketDriverName: null,
        freightPaise: 1_000_000,
        createdAt: a.createdAt,
        updatedAt: a.updatedAt,
      });
      const byOrigin = dataOf(await suite.call('GET', `/trips?billingPartyId=${party.id}&origin=NAGPUR&destination=raipur`));
      assert.deepEqual(
        byOrigin.map((trip: { id: string }) => trip.id),
        [a.id],
      );
      for (const search of [a.lrNo, a.tripNo.toLowerCase(), a.trackingNumber, 'zenith cement']) {
        const found = dataOf(await suite.call('GET', `/trips?search=${encodeURIComponent(search)}`)).map(
          (trip: { id: string }) => trip.id,
        );
        assert.ok(found.includes(a.id), `search ${search} finds the trip`);
      }
      const sidebar = dataOf(await suite.call('GET', `/admin/search?q=${encodeURIComponent(a.lrNo)}`));
      assert.deepEqual(sidebar.groups[0].items[0], {
        id: a.id,
        kind: 'trip',
        title: `${a.tripNo} · ${a.lrNo}`,
        subtitle: `Nagpur → Raipur · ${a.trackingNumber} · Planned`,
        path: `/admin/trips/${a.id}`,
      });
      const badQuery = await suite.call('GET', '/trips?from=2026-02-01&to=2026-01-01&status=lost');
      assert.equal(badQuery.status, 400);
      assert.equal(
        badQuery.body.errors.status,
        'Status must be one of planned, in_transit, delivered, pod_received, billed, settled, cancelled',
      );

      const stats = dataOf(await suite.call('GET', `/trips/stats?sessionId=${a.sessionId}`));
      assert.ok(stats.total >= 2);
      assert.equal(stats.perWeek.length, 12);
      assert.ok(stats.busiestRoutes.some((route: { origin: string; destination: string }) => route.destination === 'Raipur'));
    });

    it('reads a common word’s first page walking, in one statement: the trips its text or its party names, as planned', async () => {
      const party = await addParty(suite, { name: 'Walkword Cement' });
      const other = await addParty(suite);
      const [truck, driver] = [await addTruck(suite), await addDriver(suite)];
      const byParty = [
        await bookTrip(suite, ownTripBody(party, truck, driver, { rateBasis: 'fixed', rate: '10,000' })),
        await bookTrip(suite, ownTripBody(party, truck, driver, { rateBasis: 'fixed', rate: '20,000' })),
      ];
      const byText = await bookTrip(suite, ownTripBody(other, truck, driver, { consigneeName: 'Walkword Fabricators' }));
      await bookTrip(suite, ownTripBody(other, truck, driver));
      const newestFirst = [byText.id, byParty[1].id, byParty[0].id];

      forgetPlans();
      const planned = await suite.call('GET', '/trips?search=WALKWORD&limit=2');
      assert.equal(planned.status, 200, planned.text);
      assert.deepEqual(
        dataOf(planned).map((trip: { id: string }) => trip.id),
        newestFirst.slice(0, 2),
      );
      assert.deepEqual([planned.body.total, planned.body.totals.trips], [3, 3]);
      const params = tripListQuerySchema.parse({ search: 'walkword', limit: '2' });
      for (const walk of ['table', 'sortIndex'] as const) {
        chooseWalking(trips, 'walkword', walk);
        const walked = await suite.call('GET', '/trips?search=WALKWORD&limit=2');
        assert.deepEqual(walked.body, planned.body, `the same page, counted through the ${walk}`);
        const next = await suite.call('GET', `/trips?search=WALKWORD&limit=2&page=2&after=${walked.body.nextCursor}`);
        assert.deepEqual(
          dataOf(next).map((trip: { id: string }) => trip.id),
          newestFirst.slice(2),
          'its cursor goes on where it stopped',
        );
        // Walking, the search is never turned into its condition (the parties are not looked up first).
        const page = await listTrips(suite.server.database.db, params, {
          text: 'walkword',
          filter: () => Promise.reject(new Error('planned instead of walking')),
          walkOn: suite.server.database.genericPlans,
        });
        assert.deepEqual(
          page.items.map((trip) => trip.id),
          newestFirst.slice(0, 2),
        );
      }
      const later = await bookTrip(suite, ownTripBody(party, truck, driver));
      const walked = await suite.call('GET', '/trips?search=walkword&limit=2');
      assert.deepEqual(
        dataOf(walked).map((trip: { id: string }) => trip.id),
        [later.id, byText.id],
        'a trip booked for the party shows at once',
      );
      assert.equal(walked.body.total, 4);
      forgetPlans();
    });

    it('prints the LR as a PDF whose text carries the LR number, the parties and the vehicle', async () => {
      const [party, truck, driver] = [await addParty(suite), await addTruck(suite), await addDriver(suite)];
      const trip = await bookTrip(suite, ownTripBody(party, truck, driver, { freightTerms: 'to_pay' }));
      const res = await fetch(`${suite.server.url}/api/trips/${trip.id}/lr.pdf`, {
        headers: { authorization: `Bearer ${suite.admin}` },
      });
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('content-type'), 'application/pdf');
      assert.equal(res.headers.get('content-disposition'), `inline; filename="${trip.lrNo}.pdf"`);
      const pages = await pdfText(Buffer.from(await res.arrayBuffer()));
      assert.equal(pages.length, 4, 'consignor, consignee, driver and office copies');
      for (const expected of [
        trip.lrNo,
        trip.trackingNumber,
        'Acme Steel Pvt Ltd',
        'Bharat Fabricators',
        truck.registrationNumber,
        driver.name,
        'To-Pay',
        'Rs. 15,437.42',
      ]) {
        assert.ok(pages[0]!.includes(expected), `the LR shows ${expected}`);
      }
    });

    it('is for admins only; unknown trips are 404', async () => {
      const customer = await signInCustomer(suite.server, suite.admin);
      await assertAdminOnly(suite.server, customer, [
        ['GET', '/api/trips'],
        ['GET', '/api/trips/stats'],
        ['POST', '/api/trips', {}],
        ['GET', `/api/trips/${UNKNOWN_ID}`],
        ['GET', `/api/trips/${UNKNOWN_ID}/lr.pdf`],
        ['POST', `/api/trips/${UNKNOWN_ID}/start`, {}],
        ['GET', '/api/documents'],
        ['GET', `/api/documents/download/${UNKNOWN_ID}`],
      ]);
      const missing = await suite.call('GET', `/trips/${UNKNOWN_ID}`);
      assert.deepEqual([missing.status, missing.body.message], [404, 'Trip not found']);
    });
  });
}
