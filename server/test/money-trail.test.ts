import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { gstinCheckCharacter } from 'shared-api/schemas';
import { backends } from './helpers/database';
import { dataOf, dayFromToday, masterSuite } from './helpers/master-fixtures';
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

/*
 * The acceptance of issue 28 as an accountant would check it: from two delivered trips (one on an own
 * truck, one on a hired lorry), bill the party, take its money with TDS, pay the owner's advance and
 * balance with TDS, settle the driver; then every ledger, balance report and the payment screens must
 * agree with the figures worked out by hand below.
 *
 * Own trip: 12.345 t × ₹1,250.50 = ₹15,437.42 (half up). Market trip: fixed ₹75,000; hire ₹60,000,
 * advance ₹20,000, commission ₹1,000. Forward charge with credit (18%), both in Maharashtra:
 *   CGST 9% per line: ₹1,389.37 + ₹6,750.00 = ₹8,139.37, SGST the same; taxable ₹90,437.42;
 *   bill total ₹1,06,716.16. The party deducts TDS 2% of the taxable value: ₹1,808.75, and pays
 *   ₹1,04,907.41.
 * Owner: owed ₹60,000 − ₹1,000 = ₹59,000; advance ₹20,000 (within the thresholds: no TDS); balance
 *   ₹39,000 (over ₹30,000 in one payment: 1% as an individual = ₹390), ₹38,610 paid.
 * Driver: advance ₹5,000 cash, toll ₹3,200 paid by him; he returns ₹1,800.
 * HDFC (opening ₹10,00,000): + ₹1,04,907.41 − ₹20,000 − ₹38,610 = ₹10,46,297.41.
 */

const gstin = (state: string, body: string) => `${state}${body}1Z${gstinCheckCharacter(`${state}${body}1Z`)}`;
const today = dayFromToday(0);

for (const backend of backends) {
  describe(`the money trail from delivered trips to settled books (${backend})`, () => {
    const suite = masterSuite(backend);
    const { call } = suite;
    const ok = async (method: string, path: string, body?: unknown) => {
      const res = await call(method, path, body);
      assert.ok(res.status === 200 || res.status === 201, `${method} ${path}: ${res.text}`);
      return res.body.data;
    };

    it('bills, receives, pays and settles to the paisa; every ledger, report and screen agrees', async () => {
      await ok('PUT', '/profile', { gstin: gstin('27', 'AAPFU0939F') });
      const session = (await ok('GET', '/sessions')).find((row: { active: boolean }) => row.active);
      await ok('PUT', `/sessions/${session.id}`, { gstRegime: 'forward-itc' });
      const hdfc = await ok('POST', '/banks', {
        name: 'HDFC current',
        accountType: 'current',
        bankName: 'HDFC Bank',
        accountNumber: '50200012345678',
        ifsc: 'HDFC0000123',
        openingBalance: { amount: '10,00,000', side: 'Dr' },
      });
      const cashBox = (await ok('GET', '/banks')).find((bank: { accountType: string }) => bank.accountType === 'cash');
      const cashBefore = dataOf(await call('GET', `/ledgers/bank/${cashBox.id}`)).closingPaise;

      const party = await addParty(suite, { name: 'Sahyadri Steels', gstin: gstin('27', 'AABCS1234C') });
      const driver = await addDriver(suite);
      const own = await bookTrip(suite, ownTripBody(party, await addTruck(suite), driver));
      const vehicle = await addVehicle(suite, { ownerPan: 'ABCPK4321L', ownerName: 'Gurpreet Kaur' });
      const market = await bookTrip(
        suite,
        marketTripBody(party, vehicle, {
          rateBasis: 'fixed',
          rate: '75,000',
          hireRate: '60,000',
          hireAdvance: '20,000',
          commission: '1,000',
        }),
      );

      // At loading: the owner's advance and the driver's cash.
      await ok('POST', '/money-entries', {
        kind: 'owner-payment',
        entryDate: today,
        tripId: market.id,
        stage: 'advance',
        gross: '20,000',
        mode: 'bank',
        bankId: hdfc.id,
      });
      await ok('POST', '/money-entries', {
        kind: 'driver-advance',
        entryDate: today,
        driverId: driver.id,
        tripId: own.id,
        advanceType: 'cash',
        amount: '5,000',
        mode: 'cash',
      });
      const toll = (await ok('GET', '/expenses/categories')).find((category: { code: string }) => category.code === 'toll');
      await ok('POST', '/expenses', {
        expenseDate: today,
        type: 'trip',
        tripId: own.id,
        categoryId: toll.id,
        amount: '3,200',
        mode: 'cash',
        paidByDriver: true,
      });
      await podReceived(suite, own);
      await podReceived(suite, market);

      // The bill.
      const bill = await ok('POST', '/bills', { billingPartyId: party.id, billDate: today, tripIds: [own.id, market.id] });
      assert.deepEqual(
        [bill.taxablePaise, bill.cgstPaise, bill.sgstPaise, bill.igstPaise, bill.totalPaise],
        [9_043_742, 813_937, 813_937, 0, 10_671_616],
      );
      assert.equal(bill.amountInWords, 'Rupees One Lakh Six Thousand Seven Hundred Sixteen and Sixteen Paise Only');

      // The party's money, with its TDS.
      const receipt = await ok('POST', '/money-entries', {
        kind: 'receipt',
        entryDate: today,
        billingPartyId: party.id,
        amount: '1,04,907.41',
        tds: '1,808.75',
        mode: 'bank',
        bankId: hdfc.id,
        instrument: 'NEFT SAHY0042',
        allocations: [{ billId: bill.id, amount: '1,06,716.16' }],
      });
      assert.equal(receipt.settledPaise, 10_671_616);
      assert.equal(dataOf(await call('GET', `/trips/${own.id}`)).status, 'settled', 'own trip: its bill is paid');
      assert.equal(dataOf(await call('GET', `/trips/${market.id}`)).status, 'billed', 'market trip: its owner is not paid yet');

      // The owner's balance, with TDS.
      const balance = await ok('POST', '/money-entries', {
        kind: 'owner-payment',
        entryDate: today,
        tripId: market.id,
        stage: 'balance',
        gross: '39,000',
        mode: 'bank',
        bankId: hdfc.id,
      });
      assert.deepEqual([balance.tdsPaise, balance.amountPaise], [39_000, 3_861_000]);
      assert.equal(dataOf(await call('GET', `/trips/${market.id}`)).status, 'settled');

      // The driver's settlement.
      const settlement = await ok('POST', '/money-entries', {
        kind: 'driver-settlement',
        entryDate: today,
        driverId: driver.id,
        tripId: own.id,
        amount: '1,800',
        direction: 'from-driver',
        mode: 'cash',
      });
      assert.deepEqual(settlement.settlementFigures, {
        previousBalancePaise: 0,
        advancesPaise: 500_000,
        expensesPaise: 320_000,
        balancePaise: 180_000,
        cashPaise: -180_000,
        carriedForwardPaise: 0,
      });

      // Ledgers.
      const partyLedger = dataOf(await call('GET', `/ledgers/party/${party.id}`));
      assert.deepEqual([partyLedger.debitPaise, partyLedger.creditPaise, partyLedger.closingPaise], [10_671_616, 10_671_616, 0]);
      assert.equal(dataOf(await call('GET', `/ledgers/owner/${vehicle.id}`)).closingPaise, 0);
      assert.equal(dataOf(await call('GET', `/ledgers/driver/${driver.id}`)).closingPaise, 0);
      assert.equal(dataOf(await call('GET', `/ledgers/bank/${hdfc.id}`)).closingPaise, 104_629_741);
      assert.equal(dataOf(await call('GET', `/ledgers/bank/${cashBox.id}`)).closingPaise - cashBefore, -320_000);

      // Balance reports.
      const partyRow = dataOf(await call('GET', '/billing-parties/balance-report')).rows.find(
        (row: { id: string }) => row.id === party.id,
      );
      assert.deepEqual(
        [partyRow.billedPaise, partyRow.receivedPaise, partyRow.tdsPaise, partyRow.closingPaise, partyRow.onAccountPaise],
        [10_671_616, 10_490_741, 180_875, 0, 0],
      );
      assert.deepEqual(Object.values(partyRow.ageing), [0, 0, 0, 0]);
      const ownerRow = dataOf(await call('GET', '/vehicles/balance-report')).rows.find(
        (row: { id: string }) => row.id === vehicle.id,
      );
      assert.deepEqual(
        [
          ownerRow.hirePaise,
          ownerRow.commissionPaise,
          ownerRow.advancePaidPaise,
          ownerRow.balancePaidPaise,
          ownerRow.tdsPaise,
          ownerRow.payablePaise,
        ],
        [6_000_000, 100_000, 2_000_000, 3_861_000, 39_000, 0],
      );
      const bankRow = dataOf(await call('GET', '/banks/balance-report')).rows.find((row: { id: string }) => row.id === hdfc.id);
      assert.deepEqual(
        [bankRow.openingPaise, bankRow.receiptsPaise, bankRow.paymentsPaise, bankRow.closingPaise],
        [100_000_000, 10_490_741, 5_861_000, 104_629_741],
      );

      // The payment screens.
      const overview = dataOf(await call('GET', '/payments/overview'));
      assert.deepEqual(
        [overview.receivablePaise, overview.payableToOwnersPaise, overview.heldByDriversPaise, overview.owedToDriversPaise],
        [0, 0, 0, 0],
      );
      assert.deepEqual(
        Object.values(overview.queues).map((queue) => (queue as { count: number }).count),
        [0, 0, 0, 0],
        'nothing waits: no POD, no bill, no receipt, no owner payment',
      );
      const history = await call('GET', `/money-entries?tripId=${market.id}&sort=entryDate`);
      assert.deepEqual(
        history.body.data
          .map((entry: { kind: string; ownerPaymentStage: string }) => [entry.kind, entry.ownerPaymentStage])
          .sort(),
        [
          ['owner-payment', 'advance'],
          ['owner-payment', 'balance'],
        ],
      );
    });
  });
}
