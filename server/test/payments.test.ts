import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { addBill, cancelBill } from './helpers/bill-fixtures';
import { backends } from './helpers/database';
import { assertKeptBalances, keptBalanceDrift } from './helpers/kept-balances';
import { migrationStatements } from './helpers/migrations';
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
      // The queue as it opens is read by a statement prepared once: its pages walk the same rows.
      const pages = [await queue('unbilled', '&limit=1'), await queue('unbilled', '&limit=1&page=2')];
      assert.deepEqual(pages.map(references), [[`${unbilled.tripNo} · ${unbilled.lrNo}`], [`${market.tripNo} · ${market.lrNo}`]]);
      assert.deepEqual(
        pages.map((page) => page.total),
        [2, 2],
      );

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

    it('keeps the queues, their counts and the open bills right through payments, receipts, edits, reversals and credit notes', async () => {
      const db = suite.server.database.db;
      const profile = await call('PUT', '/profile', { gstin: '27AAPFU0939F1ZV' });
      assert.equal(profile.status, 200, profile.text);
      const party = await addParty(suite, { name: 'Kept Figures Freight' });
      const vehicle = await addVehicle(suite, { ownerPan: 'ABCPQ9999K' });
      const forParty = `&billingPartyId=${party.id}`;
      const figures = async (name: string, query: string) => {
        const page = await queue(name, query);
        const amounts = page.items.map((item: { amountPaise: number }) => item.amountPaise);
        assert.equal(page.total, page.counts[name].count, 'the total is the queue’s count');
        assert.equal(
          amounts.reduce((sum: number, amount: number) => sum + amount, 0),
          page.counts[name].amountPaise,
          'the count’s amount is its rows’ amounts',
        );
        return amounts;
      };
      const owed = () => figures('owner-due', `&vehicleId=${vehicle.id}`);
      const unpaid = () => figures('unpaid-bills', forParty);
      const open = async () =>
        (dataOf(await call('GET', `/billing-parties/${party.id}/open-bills`)) as { id: string; balancePaise: number }[]).map(
          (bill) => bill.balancePaise,
        );
      const post = async (body: Record<string, unknown>) => {
        const res = await call('POST', '/money-entries', { entryDate: today, mode: 'cash', ...body });
        assert.equal(res.status, 201, res.text);
        return res.body.data as { id: string };
      };
      const reverse = async (entry: { id: string }) => {
        const res = await call('DELETE', `/money-entries/${entry.id}`, { reason: 'Entered twice' });
        assert.equal(res.status, 200, res.text);
      };

      // The owner's side: hire less commission, then an edit that deducts a shortage.
      const body = marketTripBody(party, vehicle, { hireRate: '20,000', commission: '1,000', hireAdvance: '0' });
      const trip = await bookTrip(suite, body);
      await assertKeptBalances(db, 'after booking');
      const edited = await call('PUT', `/trips/${trip.id}`, {
        ...body,
        charges: [{ kind: 'shortage', side: 'vehicle', effect: 'deduct', amount: '500' }],
      });
      assert.equal(edited.status, 200, edited.text);
      await assertKeptBalances(db, 'after the charge edit');
      assert.deepEqual(await owed(), [], 'not due before the POD');
      await podReceived(suite, trip);
      assert.deepEqual(await owed(), [1_850_000]);
      const payment = await post({ kind: 'owner-payment', tripId: trip.id, stage: 'balance', gross: '5,000' });
      await assertKeptBalances(db, 'after an owner payment');
      assert.deepEqual(await owed(), [1_350_000], 'the payment with its TDS comes off');
      await reverse(payment);
      await assertKeptBalances(db, 'after the payment’s reversal');
      assert.deepEqual(await owed(), [1_850_000]);
      const full = await post({ kind: 'owner-payment', tripId: trip.id, stage: 'balance', gross: '18,500' });
      assert.deepEqual(await owed(), [], 'paid in full, the trip leaves the queue');
      await reverse(full);
      assert.deepEqual(await owed(), [1_850_000]);

      // The party's side: two bills, received in part, in full, reversed, and one cancelled.
      const first = await addBill(suite, { party, totalPaise: 10_000_00, billDate: today });
      const second = await addBill(suite, { party, totalPaise: 4_000_00, billDate: today });
      assert.deepEqual(await unpaid(), [10_000_00, 4_000_00]);
      assert.deepEqual(await open(), [10_000_00, 4_000_00]);
      const part = await post({
        kind: 'receipt',
        billingPartyId: party.id,
        amount: '2,900',
        tds: '100',
        allocations: [{ billId: first.id, amount: '3,000' }],
      });
      await assertKeptBalances(db, 'after a receipt');
      assert.deepEqual(await unpaid(), [7_000_00, 4_000_00]);
      assert.deepEqual(await open(), [7_000_00, 4_000_00]);
      const rest = await post({
        kind: 'receipt',
        billingPartyId: party.id,
        amount: '11,000',
        allocations: [
          { billId: first.id, amount: '7,000' },
          { billId: second.id, amount: '4,000' },
        ],
      });
      assert.deepEqual(await unpaid(), [], 'both received, nothing is unpaid');
      assert.deepEqual(await open(), []);
      const overview = dataOf(await call('GET', '/payments/overview'));
      assert.deepEqual(overview.queues['unpaid-bills'], (await queue('unpaid-bills')).counts['unpaid-bills']);
      await reverse(rest);
      await assertKeptBalances(db, 'after a receipt’s reversal');
      assert.deepEqual(await unpaid(), [7_000_00, 4_000_00], 'the reversal reopens both bills');
      await reverse(part);
      assert.deepEqual(await open(), [10_000_00, 4_000_00]);
      await cancelBill(suite, second, today);
      await assertKeptBalances(db, 'after a credit note');
      assert.deepEqual(await unpaid(), [10_000_00], 'a cancelled bill is not unpaid');
      assert.deepEqual(await open(), [10_000_00]);
    });

    it('the migration that adds the kept balances writes them from the entries already there', async () => {
      const db = suite.server.database.db;
      // Whichever migration adds the columns: its UPDATE statements are the backfill.
      const backfill = migrationStatements('ADD COLUMN "owner_owed_paise"', (statement) => statement.startsWith('UPDATE'));
      assert.equal(backfill.length, 3);
      // The rows as they stood before the migration: every figure at its column default.
      await db.execute(sql`update freight_bills set received_paise = 0, cancelled = false`);
      await db.execute(sql`update trips set owner_owed_paise = 0`);
      assert.ok((await keptBalanceDrift(db)).length > 0, 'the earlier tests left bills received and owners owed');
      for (const statement of backfill) await db.execute(sql.raw(statement));
      await assertKeptBalances(db, 'after the backfill');
    });

    it('the migrations that add the kept totals of every account and their sides write them from the entries already there', async () => {
      const db = suite.server.database.db;
      await assertKeptBalances(db, 'as the earlier tests’ postings and reversals left them');
      const backfill = migrationStatements('CREATE TABLE "ledger_day_totals"', (statement) =>
        /^INSERT INTO (ledger_\w+_totals|ledger_kind_openings|money_entry_day_totals) \(/.test(statement),
      );
      assert.equal(backfill.length, 5);
      const sides = migrationStatements('ALTER TABLE "ledger_account_totals" ADD COLUMN "debit_paise"', (statement) =>
        statement.startsWith('UPDATE ledger_account_totals'),
      );
      assert.equal(sides.length, 1);
      // The tables as they stood before the migrations: empty.
      for (const table of [
        'ledger_day_totals',
        'ledger_kind_totals',
        'ledger_account_totals',
        'ledger_kind_openings',
        'money_entry_day_totals',
      ])
        await db.execute(sql.raw(`delete from ${table}`));
      assert.ok((await keptBalanceDrift(db)).length > 0, 'the earlier tests posted lines');
      for (const statement of [...backfill, ...sides]) await db.execute(sql.raw(statement));
      await assertKeptBalances(db, 'after the backfill');
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
