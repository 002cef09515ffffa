import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { financialYearOf, sessionNameFor } from 'shared-api/schemas';
import { backends } from './helpers/database';
import { pdfText } from './helpers/pdf-text';
import { assertAdminOnly, auditTrail, dataOf, dayFromToday, masterSuite, signInCustomer } from './helpers/master-fixtures';
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
const years = (() => {
  const name = sessionNameFor(financialYearOf(today));
  return `${name.slice(2, 4)}${name.slice(5, 7)}`;
})();
let panSerial = 1000;
/** A PAN of its own per owner, so one test's payments never count towards another owner's thresholds. */
const pan = (holder: 'P' | 'F') => `ABC${holder}Q${(panSerial += 1)}K`;

for (const backend of backends) {
  describe(`owner payments, the owners' balances and driver settlements (${backend})`, () => {
    const suite = masterSuite(backend);
    const { call } = suite;
    const post = (body: unknown) => call('POST', '/money-entries', body);
    const statement = async (kind: string, id: string) => dataOf(await call('GET', `/ledgers/${kind}/${id}`));
    const ownerRow = async (vehicleId: string) =>
      (dataOf(await call('GET', '/vehicles/balance-report')).rows as { id: string }[]).find((row) => row.id === vehicleId) as
        Record<string, number> | undefined;
    const cashBox = async () =>
      dataOf(await call('GET', '/banks')).find((bank: { accountType: string }) => bank.accountType === 'cash').id;
    let bankId: string;
    const bank = async () => {
      if (bankId) return bankId;
      const res = await call('POST', '/banks', {
        name: `HDFC current ${backend}`,
        accountType: 'current',
        bankName: 'HDFC Bank',
        accountNumber: '50200012345678',
        ifsc: 'HDFC0000123',
        openingBalance: { amount: '10,00,000', side: 'Dr' },
      });
      assert.equal(res.status, 201, res.text);
      return (bankId = res.body.data.id);
    };
    const pay = (trip: { id: string }, stage: string, gross: string, extra: Record<string, unknown> = {}) =>
      post({
        kind: 'owner-payment',
        entryDate: today,
        tripId: trip.id,
        stage,
        gross,
        mode: 'bank',
        bankId,
        instrument: 'UTR 1122',
        ...extra,
      });

    it("books a market trip on its owner's account: hire owed, commission kept; the report shows it with its POD pending", async () => {
      const vehicle = await addVehicle(suite, { ownerPan: pan('P') });
      const trip = await bookTrip(
        suite,
        marketTripBody(await addParty(suite), vehicle, { hireRate: '12,000', commission: '500' }),
      );
      const owner = await statement('owner', vehicle.id);
      assert.deepEqual(
        owner.lines.map((line: Record<string, unknown>) => [line.reference, line.narration, line.debitPaise, line.creditPaise]),
        [
          [trip.tripNo, `Lorry hire, ${trip.lrNo}, Mumbai to Pune`, 0, 1_200_000],
          [trip.tripNo, `Commission kept, ${trip.lrNo}`, 50_000, 0],
        ],
      );
      assert.equal(owner.closingPaise, -1_150_000);
      const row = await ownerRow(vehicle.id);
      assert.deepEqual(
        [row?.hirePaise, row?.commissionPaise, row?.payablePaise, row?.trips, row?.podPendingTrips],
        [1_200_000, 50_000, 1_150_000, 1, 1],
      );
    });

    it('follows an edit of the hire with a correction, and a cancelled trip owes the owner nothing', async () => {
      const vehicle = await addVehicle(suite, { ownerPan: pan('P') });
      const party = await addParty(suite);
      const body = marketTripBody(party, vehicle, { hireRate: '12,000', commission: '500' });
      const trip = await bookTrip(suite, body);
      const edited = await call('PUT', `/trips/${trip.id}`, {
        ...body,
        hireRate: '13,000',
        charges: [{ kind: 'shortage', side: 'vehicle', effect: 'deduct', amount: '250' }],
      });
      assert.equal(edited.status, 200, edited.text);
      let owner = await statement('owner', vehicle.id);
      assert.equal(owner.closingPaise, -(1_300_000 - 50_000 - 25_000));
      assert.ok(owner.lines.some((line: { narration: string }) => line.narration === `Corrected: ${trip.tripNo} edited`));
      assert.equal((await ownerRow(vehicle.id))?.deductionsPaise, 25_000);

      const cancelled = await call('POST', `/trips/${trip.id}/cancel`, { reason: 'Party called off the load' });
      assert.equal(cancelled.status, 200, cancelled.text);
      owner = await statement('owner', vehicle.id);
      assert.equal(owner.closingPaise, 0);
      const row = await ownerRow(vehicle.id);
      assert.deepEqual([row?.hirePaise, row?.commissionPaise, row?.payablePaise, row?.podPendingTrips], [0, 0, 0, 0]);
    });

    it('pays the advance at loading, refuses the balance before the POD, then pays it with TDS under 194C; the owner closes at zero', async () => {
      await bank();
      const vehicle = await addVehicle(suite, { ownerPan: pan('P') });
      const trip = await bookTrip(
        suite,
        marketTripBody(await addParty(suite), vehicle, { hireRate: '60,000', hireAdvance: '20,000', commission: '1,000' }),
      );
      const advance = await pay(trip, 'advance', '20,000');
      assert.equal(advance.status, 201, advance.text);
      assert.equal(advance.body.data.reference, `OP-${years}-00001`.replace('00001', advance.body.data.reference.slice(-5)));
      assert.deepEqual(
        [
          advance.body.data.amountPaise,
          advance.body.data.tdsPaise,
          advance.body.data.ownerPaymentStage,
          advance.body.data.vehicle.id,
        ],
        [2_000_000, 0, 'advance', vehicle.id],
        'a single payment within ₹30,000 and a year within ₹1,00,000: no TDS',
      );

      const early = await pay(trip, 'balance', '39,000');
      assert.equal(early.status, 400);
      assert.match(early.body.errors.stage, /once the POD is in: .* is planned/);

      await podReceived(suite, trip);
      const tooMuch = await pay(trip, 'balance', '39,000.01');
      assert.equal(tooMuch.status, 400);
      assert.equal(tooMuch.body.errors.gross, `Only ₹39,000.00 is still owed to the owner on ${trip.lrNo}`);

      const terms = dataOf(await call('GET', `/money-entries/owner-payment-terms?tripId=${trip.id}&gross=39000`));
      assert.deepEqual(
        [terms.owedPaise, terms.balanceAllowed, terms.earlierThisYearPaise, terms.payment],
        [
          3_900_000,
          true,
          2_000_000,
          { grossPaise: 3_900_000, tdsPaise: 39_000, rateBasisPoints: 100, reason: 'Individual / HUF: 1%', netPaise: 3_861_000 },
        ],
        'the form is shown what the payment will come to before it is saved',
      );
      const balance = await pay(trip, 'balance', '39,000');
      assert.equal(balance.status, 201, balance.text);
      assert.deepEqual(
        [
          balance.body.data.tdsPaise,
          balance.body.data.amountPaise,
          balance.body.data.tdsRateBasisPoints,
          balance.body.data.settledPaise,
        ],
        [39_000, 3_861_000, 100, 3_900_000],
        'above ₹30,000 in one payment: 1% for an individual',
      );
      const owner = await statement('owner', vehicle.id);
      assert.equal(owner.closingPaise, 0);
      assert.ok(
        owner.lines.some(
          (line: { narration: string; debitPaise: number }) =>
            line.narration === `TDS u/s 194C @ 1%, ${trip.lrNo}` && line.debitPaise === 39_000,
        ),
      );
      const row = await ownerRow(vehicle.id);
      assert.deepEqual(
        [
          row?.hirePaise,
          row?.commissionPaise,
          row?.advancePaidPaise,
          row?.balancePaidPaise,
          row?.tdsPaise,
          row?.payablePaise,
          row?.podPendingTrips,
        ],
        [6_000_000, 100_000, 2_000_000, 3_861_000, 39_000, 0, 0],
      );
      const bankLines = (await statement('bank', bankId)).lines.map((line: { reference: string; creditPaise: number }) => [
        line.reference,
        line.creditPaise,
      ]);
      assert.deepEqual(bankLines.slice(-2), [
        [advance.body.data.reference, 2_000_000],
        [balance.body.data.reference, 3_861_000],
      ]);
      const advice = await suite.download(`/trips/${trip.id}/payment-advice`);
      assert.equal(advice.status, 200);
      assert.equal(advice.headers.get('content-type'), 'application/pdf');
      const text = (await pdfText(new Uint8Array(advice.bytes))).join(' ');
      for (const expected of [
        'LORRY HIRE PAYMENT ADVICE',
        trip.lrNo,
        vehicle.registrationNumber,
        'Harbans Singh',
        'Rs. 60,000.00',
        'Less: commission',
        '-Rs. 1,000.00',
        'Rs. 390.00 @ 1%',
        'Rs. 38,610.00',
        'Balance still owed',
      ]) {
        assert.ok(text.includes(expected), `the advice shows ${expected}: ${text}`);
      }
      const nothingLeft = await pay(trip, 'balance', '1');
      assert.equal(nothingLeft.body.errors.gross, `Nothing is owed to the owner on ${trip.lrNo}`);
    });

    it('deducts 20% without a PAN, nothing for a declared small fleet, and takes an override only with a reason', async () => {
      await bank();
      const noPan = await addVehicle(suite, { ownerPan: null });
      const small = await addVehicle(suite, { ownerPan: pan('F'), ownerDeclaredSmallFleet: true });
      const party = await addParty(suite);
      const noPanTrip = await bookTrip(suite, marketTripBody(party, noPan, { hireRate: '50,000', commission: '0' }));
      const smallTrip = await bookTrip(suite, marketTripBody(party, small, { hireRate: '50,000', commission: '0' }));

      const within = await pay(noPanTrip, 'advance', '10,000');
      assert.equal(within.body.data.tdsPaise, 0, 'within the thresholds nothing is deductible, PAN or not');
      const liable = await pay(noPanTrip, 'advance', '40,000');
      assert.deepEqual(
        [liable.body.data.tdsPaise, liable.body.data.amountPaise, liable.body.data.tdsRateBasisPoints],
        [800_000, 3_200_000, 2000],
        'no PAN: 20% once a payment crosses ₹30,000 (the earlier ₹10,000 is caught up only when the year crosses ₹1,00,000)',
      );
      const nil = await pay(smallTrip, 'advance', '40,000');
      assert.deepEqual([nil.body.data.tdsPaise, nil.body.data.tdsRateBasisPoints], [0, 0]);

      const unexplained = await pay(smallTrip, 'advance', '5,000', { tds: '50' });
      assert.equal(unexplained.status, 400);
      assert.match(unexplained.body.errors.tdsOverrideReason, /Say why/);
      const overridden = await pay(smallTrip, 'advance', '5,000', {
        tds: '50',
        tdsOverrideReason: 'Declaration not on file for this year',
      });
      assert.equal(overridden.status, 201, overridden.text);
      assert.deepEqual(
        [overridden.body.data.tdsPaise, overridden.body.data.tdsRateBasisPoints, overridden.body.data.tdsOverrideReason],
        [5_000, null, 'Declaration not on file for this year'],
      );
    });

    it('warns when cash to one owner in a day crosses ₹35,000, and a reversal gives the balance back', async () => {
      const vehicle = await addVehicle(suite, { ownerPan: pan('P') });
      const trip = await bookTrip(suite, marketTripBody(await addParty(suite), vehicle, { hireRate: '80,000', commission: '0' }));
      const first = await pay(trip, 'advance', '30,000', { mode: 'cash', bankId: await cashBox() });
      assert.deepEqual(first.body.warnings, []);
      const second = await pay(trip, 'advance', '6,000', { mode: 'cash', bankId: await cashBox() });
      assert.equal(second.status, 201, second.text);
      assert.match(second.body.warnings[0], /comes to ₹36,000.00, above the ₹35,000.00 a day/);

      const reversed = await call('DELETE', `/money-entries/${second.body.data.id}`, { reason: 'Paid twice by mistake' });
      assert.equal(reversed.status, 200, reversed.text);
      assert.equal((await ownerRow(vehicle.id))?.payablePaise, 5_000_000);
      assert.deepEqual(
        (await auditTrail(suite.server, second.body.data.id)).map((entry) => entry.action),
        ['money_entry.create', 'money_entry.reverse'],
      );
    });

    it("settles a driver's trip: previous balance + advances − the expenses he paid, cash back, nothing carried; once only, after delivery", async () => {
      const driver = await addDriver(suite);
      const trip = await bookTrip(suite, ownTripBody(await addParty(suite), await addTruck(suite), driver));
      const cash = await cashBox();
      const advance = await post({
        kind: 'driver-advance',
        entryDate: today,
        driverId: driver.id,
        tripId: trip.id,
        advanceType: 'cash',
        amount: '5,000',
        mode: 'cash',
      });
      assert.equal(advance.status, 201, advance.text);
      const categories = dataOf(await call('GET', '/expenses/categories')) as { id: string; code: string | null }[];
      const toll = await call('POST', '/expenses', {
        expenseDate: today,
        type: 'trip',
        tripId: trip.id,
        categoryId: categories.find((category) => category.code === 'toll')!.id,
        amount: '3,200',
        mode: 'cash',
        paidByDriver: true,
      });
      assert.equal(toll.status, 201, toll.text);

      const settle = (extra: Record<string, unknown>) =>
        post({ kind: 'driver-settlement', entryDate: today, driverId: driver.id, tripId: trip.id, ...extra });
      const early = await settle({ amount: '0' });
      assert.equal(early.status, 400);
      assert.match(early.body.errors.tripId, /is planned: a driver is settled after delivery/);

      assert.equal((await call('POST', `/trips/${trip.id}/start`, {})).status, 200);
      assert.equal((await call('POST', `/trips/${trip.id}/deliver`, { endKm: 999_999 })).status, 200);
      const greedy = await settle({ amount: '1,800.01', direction: 'from-driver', mode: 'cash', bankId: cash });
      assert.equal(greedy.body.errors.amount, 'The driver holds only ₹1,800.00');
      const wrongWay = await settle({ amount: '100', direction: 'to-driver', mode: 'cash', bankId: cash });
      assert.match(wrongWay.body.errors.amount, /Nothing is owed to the driver/);

      const terms = dataOf(await call('GET', `/money-entries/driver-settlement-terms?tripId=${trip.id}`));
      assert.deepEqual(
        [
          terms.driver.id,
          terms.canSettle,
          terms.settledAs,
          terms.previousBalancePaise,
          terms.advancesPaise,
          terms.expensesPaise,
          terms.balancePaise,
        ],
        [driver.id, true, null, 0, 500_000, 320_000, 180_000],
      );
      const settled = await settle({ amount: '1,800', direction: 'from-driver', mode: 'cash', bankId: cash });
      assert.equal(settled.status, 201, settled.text);
      assert.deepEqual(settled.body.data.settlementFigures, {
        previousBalancePaise: 0,
        advancesPaise: 500_000,
        expensesPaise: 320_000,
        balancePaise: 180_000,
        cashPaise: -180_000,
        carriedForwardPaise: 0,
      });
      assert.equal((await statement('driver', driver.id)).closingPaise, 0);
      const again = await settle({ amount: '0' });
      assert.equal(again.status, 409);
      assert.match(again.body.message, /was settled already \(DS-/);
    });

    it('carries a balance forward into the next trip’s settlement', async () => {
      const driver = await addDriver(suite);
      const party = await addParty(suite);
      const cash = await cashBox();
      const trips: { id: string }[] = [];
      for (const amount of ['4,000', '2,000']) {
        const trip = await bookTrip(suite, ownTripBody(party, await addTruck(suite), driver));
        trips.push(trip);
        await post({
          kind: 'driver-advance',
          entryDate: today,
          driverId: driver.id,
          tripId: trip.id,
          advanceType: 'cash',
          amount,
          mode: 'cash',
        });
        assert.equal((await call('POST', `/trips/${trip.id}/start`, {})).status, 200);
        assert.equal((await call('POST', `/trips/${trip.id}/deliver`, { endKm: 999_999 })).status, 200);
      }
      const first = await post({
        kind: 'driver-settlement',
        entryDate: today,
        driverId: driver.id,
        tripId: trips[0]!.id,
        amount: '0',
      });
      assert.equal(first.status, 201, first.text);
      assert.equal(first.body.data.settlementFigures.carriedForwardPaise, 600_000, 'both trips’ advances are on his account');
      const second = await post({
        kind: 'driver-settlement',
        entryDate: today,
        driverId: driver.id,
        tripId: trips[1]!.id,
        amount: '6,000',
        direction: 'from-driver',
        mode: 'cash',
        bankId: cash,
      });
      assert.equal(second.status, 201, second.text);
      assert.deepEqual(
        [
          second.body.data.settlementFigures.previousBalancePaise,
          second.body.data.settlementFigures.advancesPaise,
          second.body.data.settlementFigures.carriedForwardPaise,
        ],
        [400_000, 200_000, 0],
      );
    });

    it('gives no payment advice for an own truck’s trip, and is for admins only', async () => {
      const own = await bookTrip(suite, ownTripBody(await addParty(suite), await addTruck(suite), await addDriver(suite)));
      const refused = await call('GET', `/trips/${own.id}/payment-advice`);
      assert.equal(refused.status, 409);
      assert.match(refused.body.message, /runs on an own truck: there is no owner to advise/);
      const customer = await signInCustomer(suite.server, suite.admin);
      await assertAdminOnly(suite.server, customer, [
        ['GET', '/api/vehicles/balance-report'],
        ['GET', `/api/trips/${own.id}/payment-advice`],
      ]);
    });
  });
}
