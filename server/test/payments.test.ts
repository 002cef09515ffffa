import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { backends } from './helpers/database';
import { assertAdminOnly, dataOf, dayFromToday, masterSuite, signInCustomer } from './helpers/master-fixtures';
import {
  addDriver,
  addParty,
  addTruck,
  addVehicle,
  bookTrip,
  marketTripBody,
  ownTripBody,
  podReceived,
} from './helpers/trip-fixtures';

const today = dayFromToday(0);

for (const backend of backends) {
  describe(`the payments overview and the pending queues (${backend})`, () => {
    const suite = masterSuite(backend);
    const { call } = suite;
    const queue = async (name: string, query = '') => {
      const res = await call('GET', `/payments/pending?queue=${name}${query}`);
      assert.equal(res.status, 200, res.text);
      return { ...res.body, items: res.body.data };
    };
    const references = (page: { items: { reference: string }[] }) => page.items.map((item) => item.reference);

    it('puts each trip in the queue that waits for it, with what is at stake and the action’s records', async () => {
      const party = await addParty(suite, { name: 'Zenith Steel' });
      const delivered = await bookTrip(suite, ownTripBody(party, await addTruck(suite), await addDriver(suite)));
      assert.equal((await call('POST', `/trips/${delivered.id}/start`, {})).status, 200);
      assert.equal((await call('POST', `/trips/${delivered.id}/deliver`, { endKm: 999_999 })).status, 200);
      const unbilled = await bookTrip(suite, ownTripBody(party, await addTruck(suite), await addDriver(suite)));
      await podReceived(suite, unbilled);
      const vehicle = await addVehicle(suite, { ownerPan: 'ABCPQ7777K' });
      const market = await bookTrip(
        suite,
        marketTripBody(party, vehicle, { hireRate: '12,000', commission: '500', hireAdvance: '5,000' }),
      );
      const advance = await call('POST', '/money-entries', {
        kind: 'owner-payment',
        entryDate: today,
        tripId: market.id,
        stage: 'advance',
        gross: '5,000',
        mode: 'cash',
      });
      assert.equal(advance.status, 201, advance.text);
      const beforePod = await queue('owner-due');
      assert.deepEqual(references(beforePod), [], 'an owner’s balance is not due before the POD');
      await podReceived(suite, market);

      const podPending = await queue('pod-pending');
      assert.deepEqual(references(podPending), [`${delivered.tripNo} · ${delivered.lrNo}`]);
      assert.deepEqual(
        [podPending.items[0].since, podPending.items[0].days, podPending.items[0].amountPaise],
        [today, 0, delivered.amounts.partyTotalPaise],
      );
      assert.deepEqual(references(await queue('unbilled')), [
        `${unbilled.tripNo} · ${unbilled.lrNo}`,
        `${market.tripNo} · ${market.lrNo}`,
      ]);
      const ownerDue = await queue('owner-due');
      assert.deepEqual(
        ownerDue.items.map((item: { reference: string; amountPaise: number; vehicle: { id: string } }) => [
          item.reference,
          item.amountPaise,
          item.vehicle.id,
        ]),
        [[`${market.tripNo} · ${market.lrNo}`, 650_000, vehicle.id]],
      );
      assert.deepEqual(ownerDue.counts, {
        'pod-pending': { count: 1, amountPaise: delivered.amounts.partyTotalPaise },
        unbilled: { count: 2, amountPaise: unbilled.amounts.partyTotalPaise + market.amounts.partyTotalPaise },
        'unpaid-bills': { count: 0, amountPaise: 0 },
        'owner-due': { count: 1, amountPaise: 650_000 },
      });
      assert.deepEqual(references(await queue('unbilled', `&search=${encodeURIComponent(market.lrNo)}`)), [
        `${market.tripNo} · ${market.lrNo}`,
      ]);
      assert.deepEqual(references(await queue('unbilled', `&vehicleId=${vehicle.id}`)), [`${market.tripNo} · ${market.lrNo}`]);

      const paid = await call('POST', '/money-entries', {
        kind: 'owner-payment',
        entryDate: today,
        tripId: market.id,
        stage: 'balance',
        gross: '6,500',
        mode: 'cash',
      });
      assert.equal(paid.status, 201, paid.text);
      assert.deepEqual(references(await queue('owner-due')), [], 'paid in full, the trip leaves the queue');
    });

    it('sums what is owed each way and held where, from the same lines as the statements', async () => {
      const before = dataOf(await call('GET', '/payments/overview'));
      const party = await addParty(suite, { openingBalance: { amount: '25,000', side: 'Dr' } });
      assert.ok(party.id);
      const driver = await addDriver(suite);
      const advance = await call('POST', '/money-entries', {
        kind: 'driver-advance',
        entryDate: today,
        driverId: driver.id,
        advanceType: 'cash',
        amount: '3,000',
        mode: 'cash',
      });
      assert.equal(advance.status, 201, advance.text);
      const vehicle = await addVehicle(suite, { ownerPan: 'ABCPQ8888K' });
      await bookTrip(suite, marketTripBody(party, vehicle, { hireRate: '10,000', commission: '0' }));

      const after = dataOf(await call('GET', '/payments/overview'));
      assert.equal(after.receivablePaise - before.receivablePaise, 2_500_000);
      assert.equal(after.heldByDriversPaise - before.heldByDriversPaise, 300_000);
      assert.equal(after.payableToOwnersPaise - before.payableToOwnersPaise, 1_000_000);
      assert.equal(after.ownersDueNowPaise, before.ownersDueNowPaise, 'a trip without its POD is payable, not due');
      assert.equal(after.cashPaise - before.cashPaise, -300_000);
      const cashBox = after.banks.find((bank: { accountType: string }) => bank.accountType === 'cash');
      const statement = dataOf(await call('GET', `/ledgers/bank/${cashBox.id}`));
      assert.equal(cashBox.balancePaise, statement.closingPaise);
    });

    it('refuses an unknown queue with a clear message, and is for admins only', async () => {
      const res = await call('GET', '/payments/pending?queue=everything');
      assert.equal(res.status, 400);
      assert.match(res.body.errors.queue, /Queue must be one of: pod-pending, unbilled, unpaid-bills, owner-due/);
      const customer = await signInCustomer(suite.server, suite.admin);
      await assertAdminOnly(suite.server, customer, [
        ['GET', '/api/payments/overview'],
        ['GET', '/api/payments/pending?queue=unbilled'],
      ]);
    });
  });
}
