import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { ProfitLossRow } from 'shared-api/schemas';
import { createProfitLoss } from '../src/modules/reports/profit-loss';
import { quoteBody } from './helpers/bodies';
import { assertTotalsAreRowsAddedUp, BALANCE_KINDS, figuresAddedUp } from './helpers/balance-totals';
import { backends } from './helpers/database';
import { assertKeptBalances } from './helpers/kept-balances';
import { migrationStatements } from './helpers/migrations';
import { pdfText } from './helpers/pdf-text';
import {
  assertAdminOnly,
  dataOf,
  dayFromToday,
  masterSuite,
  pdfFile,
  signInCustomer,
  UNKNOWN_ID,
} from './helpers/master-fixtures';
import {
  addDriver,
  addParty,
  addTruck,
  addVehicle,
  bookTrip,
  marketTripBody,
  ownTripBody,
  truckPapers,
  uploadDocument,
} from './helpers/trip-fixtures';

/*
 * The reports over a small book kept by hand, spanning two financial years (March 2026 in 2025-26,
 * April 2026 in 2026-27). Every expected figure is worked out below from what the fixture records,
 * never read back from the code under test.
 *
 * Trips (fixed freight; a market trip's cost is hire − commission):
 *   tr1 2026-03-10 own T1/D1, Alpha,  Mumbai→Pune    20,000; km 120,000→120,300 (300); started 03-10, delivered 03-12; billed
 *   tr2 2026-03-20 market V1, Beta,   Mumbai→Nashik  30,000; hire 24,000 − commission 1,000 = 23,000; delivered; billed
 *   tr3 2026-04-05 own T1/D1, Alpha,  mumbai→pune    25,000; km 120,300→120,700 (400); started 04-05, delivered 04-08; billed
 *   tr4 2026-04-15 own T2/D2, Beta,   Pune→Nagpur    40,000; started 04-15, still in transit (no end km)
 *   tr5 2026-04-20 market V1, Alpha,  Mumbai→Pune    18,000; hire 15,000 − commission 500 = 14,500; planned
 *   tr6 2026-04-25 own T1/D1, Beta,   Mumbai→Pune    10,000; cancelled (counts nowhere)
 * Expenses:
 *   E1 2026-04-06 diesel 100 L × 95 = 9,500 on tr3 (T1), paid by D1 out of his advances
 *   E2 2026-03-11 diesel 50 L × 90 = 4,500 on truck T1
 *   E3 2026-03-20 toll 1,200 on tr2 (market)
 *   E4 2026-04-12 office 2,000 (no trip, no truck)
 *   E5 2026-04-16 driver bhatta 800 on tr4 (T2)
 *   E6 2026-04-18 repairs 5,000 on truck T2 — reversed (counts nowhere)
 *   E7 2026-03-31 salary 6,000 (office: no trip, no truck)
 * Money: bills B1 Alpha 2026-03-15 (tr1) 20,000, B2 Beta 2026-03-25 (tr2) 30,000, B3 Alpha 2026-04-10 (tr3)
 * 25,000; a receipt from Alpha 2026-04-10 of 14,700 + TDS 300 against B1; an advance to V1's owner
 * 2026-03-22 of 10,000 gross (9,900 paid + 100 TDS); a cash advance to D1 2026-04-05 of 3,000. The bank
 * (HDFC, opening 1,00,000 Dr) pays and receives all of it.
 *
 * The period 2026-03-01 … 2026-04-30 (61 days):
 *   income  = 20,000 + 30,000 + 25,000 + 40,000 + 18,000 = 1,33,000
 *   hire    = 23,000 + 14,500 = 37,500
 *   heads   = diesel 9,500 + 4,500 = 14,000; toll 1,200; driver 800 + 6,000 = 6,800; repairs 0; other 2,000
 *   expenses = 24,000; profit = 1,33,000 − 37,500 − 24,000 = 71,500; km = 300 + 400 = 700
 *   profit per km = 71,50,000 paise ÷ 700 = 10,214.28… → 10,214 paise
 */

const PERIOD = 'from=2026-03-01&to=2026-04-30';
const rs = (rupees: number) => rupees * 100;
const heads = (diesel: number, toll: number, driver: number, repairs: number, other: number) => ({
  diesel: rs(diesel),
  toll: rs(toll),
  driver: rs(driver),
  repairs: rs(repairs),
  other: rs(other),
});

interface Expected {
  key: string | null;
  label: string;
  trips: number;
  km: number;
  income: number;
  hire: number;
  expenses: ReturnType<typeof heads>;
  total: number;
  profit: number;
  perKm: number | null;
}
/** A P&L row as the API answers it, from rupee figures. */
const row = ({ key, label, trips, km, income, hire, expenses, total, profit, perKm }: Expected) => ({
  key,
  label,
  trips,
  km,
  incomePaise: rs(income),
  hirePaise: rs(hire),
  expenses,
  expensesPaise: rs(total),
  profitPaise: rs(profit),
  profitPerKmPaise: perKm,
});

for (const backend of backends) {
  describe(`the reports (${backend})`, () => {
    const suite = masterSuite(backend);
    const { call } = suite;
    const ok = async (method: string, path: string, body?: unknown) => {
      const res = await call(method, path, body);
      assert.ok(res.status === 200 || res.status === 201, `${method} ${path}: ${res.text}`);
      return res.body.data;
    };
    const report = async (path: string) => dataOf(await call('GET', `/reports/${path}`));

    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the API's answers; the assertions check them
    const book: Record<string, any> = {};

    it('records the hand-kept book through the API', async () => {
      for (const name of ['2025-26', '2026-27']) {
        const res = await call('POST', '/sessions', { name });
        assert.ok(res.status === 201 || res.status === 409, res.text);
      }
      await ok('PUT', '/profile', { gstin: '27AAPFU0939F1ZV' });
      const hdfc = await ok('POST', '/banks', {
        name: 'HDFC current',
        accountType: 'current',
        bankName: 'HDFC Bank',
        accountNumber: '50200012345678',
        ifsc: 'HDFC0000001',
        openingBalance: { amount: '1,00,000', side: 'Dr' },
      });
      const bank = { mode: 'bank', bankId: hdfc.id };
      const alpha = await addParty(suite, { name: 'Alpha Steel' });
      const beta = await addParty(suite, { name: 'Beta Cements' });
      const t1 = await addTruck(suite);
      const t2 = await addTruck(suite, truckPapers({ insurance: dayFromToday(10) }));
      const d1 = await addDriver(suite);
      const d2 = await addDriver(suite);
      const v1 = await addVehicle(suite, { ownerName: 'Harbans Singh' });
      Object.assign(book, { hdfc, alpha, beta, t1, t2, d1, d2, v1 });

      const own = (party: { id: string }, truck: { id: string }, driver: { id: string }, fields: Record<string, unknown>) =>
        bookTrip(suite, ownTripBody(party, truck, driver, { rateBasis: 'fixed', ...fields }));
      const market = (party: { id: string }, fields: Record<string, unknown>) =>
        bookTrip(suite, marketTripBody(party, v1, { rateBasis: 'fixed', hireRateBasis: 'fixed', hireAdvance: '0', ...fields }));
      const pod = async (trip: { id: string }) => {
        const res = await uploadDocument(
          suite.server,
          suite.admin,
          { tripId: trip.id, type: 'pod' },
          { content: pdfFile('POD'), name: 'pod.pdf', type: 'application/pdf' },
        );
        assert.equal(res.status, 201, res.text);
      };

      const tr1 = await own(alpha, t1, d1, { tripDate: '2026-03-10', rate: '20,000', origin: 'Mumbai', destination: 'Pune' });
      await ok('POST', `/trips/${tr1.id}/start`, { date: '2026-03-10', startKm: 120_000 });
      await ok('POST', `/trips/${tr1.id}/deliver`, { date: '2026-03-12', endKm: 120_300 });
      await pod(tr1);
      const tr2 = await market(beta, {
        tripDate: '2026-03-20',
        rate: '30,000',
        hireRate: '24,000',
        commission: '1,000',
        origin: 'Mumbai',
        destination: 'Nashik',
      });
      await ok('POST', `/trips/${tr2.id}/start`, { date: '2026-03-20' });
      await ok('POST', `/trips/${tr2.id}/deliver`, { date: '2026-03-21' });
      await pod(tr2);
      const tr3 = await own(alpha, t1, d1, { tripDate: '2026-04-05', rate: '25,000', origin: 'mumbai', destination: 'pune' });
      await ok('POST', `/trips/${tr3.id}/start`, { date: '2026-04-05', startKm: 120_300 });
      await ok('POST', `/trips/${tr3.id}/deliver`, { date: '2026-04-08', endKm: 120_700 });
      await pod(tr3);
      const tr4 = await own(beta, t2, d2, { tripDate: '2026-04-15', rate: '40,000', origin: 'Pune', destination: 'Nagpur' });
      await ok('POST', `/trips/${tr4.id}/start`, { date: '2026-04-15', startKm: 120_000 });
      const tr5 = await market(alpha, {
        tripDate: '2026-04-20',
        rate: '18,000',
        hireRate: '15,000',
        commission: '500',
        origin: 'Mumbai',
        destination: 'Pune',
      });
      const tr6 = await own(beta, t1, d1, { tripDate: '2026-04-25', rate: '10,000', origin: 'Mumbai', destination: 'Pune' });
      await ok('POST', `/trips/${tr6.id}/cancel`, { reason: 'The party called it off' });
      Object.assign(book, { tr1, tr2, tr3, tr4, tr5, tr6 });

      const b1 = await ok('POST', '/bills', { billingPartyId: alpha.id, billDate: '2026-03-15', tripIds: [tr1.id] });
      const b2 = await ok('POST', '/bills', { billingPartyId: beta.id, billDate: '2026-03-25', tripIds: [tr2.id] });
      const b3 = await ok('POST', '/bills', { billingPartyId: alpha.id, billDate: '2026-04-10', tripIds: [tr3.id] });
      assert.deepEqual([b1.totalPaise, b2.totalPaise, b3.totalPaise], [rs(20_000), rs(30_000), rs(25_000)]);
      await ok('POST', '/money-entries', {
        kind: 'receipt',
        entryDate: '2026-04-10',
        billingPartyId: alpha.id,
        ...bank,
        amount: '14,700',
        tds: '300',
        allocations: [{ billId: b1.id, amount: '15,000' }],
      });
      await ok('POST', '/money-entries', {
        kind: 'owner-payment',
        entryDate: '2026-03-22',
        tripId: tr2.id,
        stage: 'advance',
        gross: '10,000',
        tds: '100',
        tdsOverrideReason: 'Lower deduction certificate',
        ...bank,
      });
      await ok('POST', '/money-entries', {
        kind: 'driver-advance',
        entryDate: '2026-04-05',
        driverId: d1.id,
        advanceType: 'cash',
        amount: '3,000',
        ...bank,
      });

      const categories = new Map<string, string>(
        dataOf(await call('GET', '/expenses/categories')).map((category: { code: string; id: string }) => [
          category.code,
          category.id,
        ]),
      );
      const expense = (code: string, fields: Record<string, unknown>) =>
        ok('POST', '/expenses', { categoryId: categories.get(code), paidByDriver: false, ...bank, ...fields });
      await expense('diesel', {
        expenseDate: '2026-04-06',
        type: 'trip',
        tripId: tr3.id,
        litres: '100',
        rate: '95',
        amount: '9,500',
        mode: 'cash',
        bankId: null,
        paidByDriver: true,
        driverId: d1.id,
      });
      await expense('diesel', {
        expenseDate: '2026-03-11',
        type: 'truck',
        truckId: t1.id,
        litres: '50',
        rate: '90',
        amount: '4,500',
      });
      await expense('toll', { expenseDate: '2026-03-20', type: 'trip', tripId: tr2.id, amount: '1,200' });
      await expense('office', { expenseDate: '2026-04-12', type: 'office', amount: '2,000' });
      await expense('driver-bhatta', { expenseDate: '2026-04-16', type: 'trip', tripId: tr4.id, amount: '800' });
      const e6 = await expense('repairs', { expenseDate: '2026-04-18', type: 'truck', truckId: t2.id, amount: '5,000' });
      await ok('DELETE', `/expenses/${e6.id}`, { reason: 'Entered twice' });
      await expense('salary', { expenseDate: '2026-03-31', type: 'office', amount: '6,000' });

      const quote = await suite.server.request('POST', '/api/quotes', { body: quoteBody({ contactName: 'Meera Shah' }) });
      assert.equal(quote.status, 201, quote.text);
    });

    const totals = row({
      key: null,
      label: 'Total',
      trips: 5,
      km: 700,
      income: 133_000,
      hire: 37_500,
      expenses: heads(14_000, 1_200, 6_800, 0, 2_000),
      total: 24_000,
      profit: 71_500,
      perKm: 10_214,
    });

    it('P&L overall and by month: every month of the period, with the period’s totals', async () => {
      const overall = await report(`profit-loss?${PERIOD}`);
      assert.deepEqual(overall.period, { from: '2026-03-01', to: '2026-04-30', sessionId: null, sessionName: null });
      assert.deepEqual(overall.rows, [{ ...totals, key: 'all', label: 'Overall' }]);
      assert.deepEqual([overall.total, overall.unassigned, overall.totals], [1, null, totals]);
      assert.deepEqual(
        overall.expensesByCategory.map((item: { name: string; amountPaise: number }) => [item.name, item.amountPaise]),
        [
          ['Diesel', rs(14_000)],
          ['Salary', rs(6_000)],
          ['Office', rs(2_000)],
          ['Toll', rs(1_200)],
          ['Driver bhatta', rs(800)],
        ],
      );

      const byMonth = await report(`profit-loss?${PERIOD}&groupBy=month`);
      assert.deepEqual(byMonth.rows, [
        // March: tr1 20,000 + tr2 30,000; hire 23,000; E2 diesel 4,500, E3 toll 1,200, E7 salary 6,000 = 11,700;
        // profit 50,000 − 23,000 − 11,700 = 15,300 over 300 km = 5,100 a km.
        row({
          key: '2026-03',
          label: 'Mar 2026',
          trips: 2,
          km: 300,
          income: 50_000,
          hire: 23_000,
          expenses: heads(4_500, 1_200, 6_000, 0, 0),
          total: 11_700,
          profit: 15_300,
          perKm: 5_100,
        }),
        // April: tr3 25,000 + tr4 40,000 + tr5 18,000; hire 14,500; E1 diesel 9,500, E4 office 2,000, E5 bhatta 800
        // = 12,300; profit 83,000 − 14,500 − 12,300 = 56,200 over 400 km = 14,050 a km.
        row({
          key: '2026-04',
          label: 'Apr 2026',
          trips: 3,
          km: 400,
          income: 83_000,
          hire: 14_500,
          expenses: heads(9_500, 0, 800, 0, 2_000),
          total: 12_300,
          profit: 56_200,
          perKm: 14_050,
        }),
      ]);
      assert.deepEqual([byMonth.total, byMonth.unassigned, byMonth.totals], [2, null, totals]);
    });

    it('P&L by truck: own trucks by registration, market vehicles in one row, office expenses unassigned', async () => {
      const { t1, t2 } = book;
      const byTruck = await report(`profit-loss?${PERIOD}&groupBy=truck`);
      assert.deepEqual(byTruck.rows, [
        // T1: tr1 20,000 + tr3 25,000; E1 9,500 + E2 4,500 diesel; 31,000 over 700 km = 4,428.57 → 4,429.
        row({
          key: t1.id,
          label: t1.registrationNumber,
          trips: 2,
          km: 700,
          income: 45_000,
          hire: 0,
          expenses: heads(14_000, 0, 0, 0, 0),
          total: 14_000,
          profit: 31_000,
          perKm: 4_429,
        }),
        // T2: tr4 40,000 less E5 800 (the repairs were reversed); no end km yet.
        row({
          key: t2.id,
          label: t2.registrationNumber,
          trips: 1,
          km: 0,
          income: 40_000,
          hire: 0,
          expenses: heads(0, 0, 800, 0, 0),
          total: 800,
          profit: 39_200,
          perKm: null,
        }),
        // tr2 30,000 + tr5 18,000 less hire 23,000 + 14,500 and E3's toll 1,200 on tr2.
        row({
          key: 'market',
          label: 'Market vehicles',
          trips: 2,
          km: 0,
          income: 48_000,
          hire: 37_500,
          expenses: heads(0, 1_200, 0, 0, 0),
          total: 1_200,
          profit: 9_300,
          perKm: null,
        }),
      ]);
      // E4 office 2,000 and E7 salary 6,000: 31,000 + 39,200 + 9,300 − 8,000 = 71,500.
      const unassigned = row({
        key: null,
        label: 'Not tied to a truck',
        trips: 0,
        km: 0,
        income: 0,
        hire: 0,
        expenses: heads(0, 0, 6_000, 0, 2_000),
        total: 8_000,
        profit: -8_000,
        perKm: null,
      });
      assert.deepEqual([byTruck.total, byTruck.unassigned, byTruck.totals], [3, unassigned, totals]);
    });

    // E2 (T1's diesel, no trip) 4,500, E4 office 2,000 and E7 salary 6,000 have no trip: 12,500 unassigned.
    const noTrip = (label: string) =>
      row({
        key: null,
        label,
        trips: 0,
        km: 0,
        income: 0,
        hire: 0,
        expenses: heads(4_500, 0, 6_000, 0, 2_000),
        total: 12_500,
        profit: -12_500,
        perKm: null,
      });

    it('P&L by trip, in trip-number order, paged', async () => {
      const { tr1, tr2, tr3, tr4, tr5 } = book;
      const tripRows = [
        // 20,000 over 300 km = 6,666.67 → 6,667.
        row({
          key: tr1.id,
          label: `${tr1.tripNo} · Mumbai → Pune`,
          trips: 1,
          km: 300,
          income: 20_000,
          hire: 0,
          expenses: heads(0, 0, 0, 0, 0),
          total: 0,
          profit: 20_000,
          perKm: 6_667,
        }),
        row({
          key: tr2.id,
          label: `${tr2.tripNo} · Mumbai → Nashik`,
          trips: 1,
          km: 0,
          income: 30_000,
          hire: 23_000,
          expenses: heads(0, 1_200, 0, 0, 0),
          total: 1_200,
          profit: 5_800,
          perKm: null,
        }),
        // 25,000 − 9,500 = 15,500 over 400 km = 3,875.
        row({
          key: tr3.id,
          label: `${tr3.tripNo} · mumbai → pune`,
          trips: 1,
          km: 400,
          income: 25_000,
          hire: 0,
          expenses: heads(9_500, 0, 0, 0, 0),
          total: 9_500,
          profit: 15_500,
          perKm: 3_875,
        }),
        row({
          key: tr4.id,
          label: `${tr4.tripNo} · Pune → Nagpur`,
          trips: 1,
          km: 0,
          income: 40_000,
          hire: 0,
          expenses: heads(0, 0, 800, 0, 0),
          total: 800,
          profit: 39_200,
          perKm: null,
        }),
        row({
          key: tr5.id,
          label: `${tr5.tripNo} · Mumbai → Pune`,
          trips: 1,
          km: 0,
          income: 18_000,
          hire: 14_500,
          expenses: heads(0, 0, 0, 0, 0),
          total: 0,
          profit: 3_500,
          perKm: null,
        }),
      ];
      const byTrip = await report(`profit-loss?${PERIOD}&groupBy=trip&limit=100`);
      assert.deepEqual(byTrip.rows, tripRows);
      // 20,000 + 5,800 + 15,500 + 39,200 + 3,500 − 12,500 = 71,500.
      assert.deepEqual([byTrip.total, byTrip.unassigned, byTrip.totals], [5, noTrip('Not tied to a trip'), totals]);
      const second = await report(`profit-loss?${PERIOD}&groupBy=trip&limit=2&page=2`);
      assert.deepEqual([second.rows, second.total, second.page, second.limit], [tripRows.slice(2, 4), 5, 2, 2]);
      const past = await report(`profit-loss?${PERIOD}&groupBy=trip&limit=2&page=4`);
      assert.deepEqual([past.rows, past.total, past.totals], [[], 5, totals]);

      // The export's batches (two trips at a time here) give the same rows in the same order, with the same totals.
      const profitLoss = createProfitLoss(suite.server.database.db);
      const exported = await profitLoss.export({ from: '2026-03-01', to: '2026-04-30', groupBy: 'trip' }, 2);
      const batches: ProfitLossRow[][] = [];
      for await (const batch of exported.batches()) batches.push(batch);
      assert.deepEqual(
        batches.map((batch) => batch.length),
        [2, 2, 1],
      );
      assert.deepEqual([batches.flat(), exported.total, exported.totals], [tripRows, 5, totals]);
      // From 6 April, tr3 (dated 5 April) is in the grouping only by E1's diesel of the 6th: it still comes
      // in its place, before tr4, one trip a batch, as the report's page has it.
      const fromSixth = await profitLoss.export({ from: '2026-04-06', to: '2026-04-30', groupBy: 'trip' }, 1);
      const sixth: ProfitLossRow[][] = [];
      for await (const batch of fromSixth.batches()) sixth.push(batch);
      const page = await report('profit-loss?from=2026-04-06&to=2026-04-30&groupBy=trip');
      assert.deepEqual(
        sixth.map((batch) => batch.map((item) => item.key)),
        [[book.tr3.id], [book.tr4.id], [book.tr5.id]],
      );
      assert.deepEqual(sixth.flat(), page.rows);
      assert.deepEqual([sixth[0]![0]!.trips, sixth[0]![0]!.expenses.diesel], [0, rs(9_500)]);
      const byParty = await profitLoss.export({ from: '2026-03-01', to: '2026-04-30', groupBy: 'party' }, 1);
      const parties: ProfitLossRow[][] = [];
      for await (const batch of byParty.batches()) parties.push(batch);
      assert.deepEqual(
        parties.map((batch) => batch.map((item) => item.key)),
        [[book.alpha.id], [book.beta.id]],
      );
    });

    it('P&L by route (places compared without case) and by billing party', async () => {
      const { alpha, beta } = book;
      const byRoute = await report(`profit-loss?${PERIOD}&groupBy=route`);
      assert.deepEqual(byRoute.rows, [
        row({
          key: 'mumbai→nashik',
          label: 'Mumbai → Nashik',
          trips: 1,
          km: 0,
          income: 30_000,
          hire: 23_000,
          expenses: heads(0, 1_200, 0, 0, 0),
          total: 1_200,
          profit: 5_800,
          perKm: null,
        }),
        // tr1, tr3 ('mumbai → pune') and tr5: 63,000 − 14,500 − 9,500 = 39,000 over 700 km = 5,571.43 → 5,571.
        row({
          key: 'mumbai→pune',
          label: 'Mumbai → Pune',
          trips: 3,
          km: 700,
          income: 63_000,
          hire: 14_500,
          expenses: heads(9_500, 0, 0, 0, 0),
          total: 9_500,
          profit: 39_000,
          perKm: 5_571,
        }),
        row({
          key: 'pune→nagpur',
          label: 'Pune → Nagpur',
          trips: 1,
          km: 0,
          income: 40_000,
          hire: 0,
          expenses: heads(0, 0, 800, 0, 0),
          total: 800,
          profit: 39_200,
          perKm: null,
        }),
      ]);
      assert.deepEqual([byRoute.total, byRoute.unassigned, byRoute.totals], [3, noTrip('Not tied to a trip'), totals]);

      const byParty = await report(`profit-loss?${PERIOD}&groupBy=party`);
      assert.deepEqual(byParty.rows, [
        // Alpha: tr1 + tr3 + tr5 = 63,000, the same trips as the Mumbai → Pune route.
        row({
          key: alpha.id,
          label: 'Alpha Steel',
          trips: 3,
          km: 700,
          income: 63_000,
          hire: 14_500,
          expenses: heads(9_500, 0, 0, 0, 0),
          total: 9_500,
          profit: 39_000,
          perKm: 5_571,
        }),
        // Beta: tr2 30,000 + tr4 40,000, hire 23,000, E3 1,200 + E5 800.
        row({
          key: beta.id,
          label: 'Beta Cements',
          trips: 2,
          km: 0,
          income: 70_000,
          hire: 23_000,
          expenses: heads(0, 1_200, 800, 0, 0),
          total: 2_000,
          profit: 45_000,
          perKm: null,
        }),
      ]);
      assert.deepEqual([byParty.total, byParty.unassigned, byParty.totals], [2, noTrip('Not tied to a billing party'), totals]);
    });

    it('in every grouping the rows and what no group takes add up to the totals', async () => {
      type Figures = { trips: number; km: number; incomePaise: number; hirePaise: number; expensesPaise: number };
      for (const groupBy of ['overall', 'month', 'truck', 'trip', 'route', 'party']) {
        const answer = await report(`profit-loss?${PERIOD}&groupBy=${groupBy}&limit=100`);
        const parts: Figures[] = [...answer.rows, ...(answer.unassigned ? [answer.unassigned] : [])];
        const sum = (pick: (figures: Figures) => number) => parts.reduce((total, part) => total + pick(part), 0);
        assert.deepEqual(
          [
            sum((r) => r.trips),
            sum((r) => r.km),
            sum((r) => r.incomePaise),
            sum((r) => r.hirePaise),
            sum((r) => r.expensesPaise),
          ],
          [5, 700, rs(133_000), rs(37_500), rs(24_000)],
          groupBy,
        );
      }
    });

    it('P&L overall and by month add up the days’ kept figures, which the migrations fill in for what was there', async () => {
      const db = suite.server.database.db;
      await assertKeptBalances(db, 'after the hand-kept book');
      // As before migrations 0021 and 0024: no kept expenses, no P&L figures on the trips' days; their
      // back-fills fill them in from the trips and expenses.
      await db.execute(sql`update trip_day_counts set km = 0, income_paise = 0, hire_paise = 0`);
      await db.execute(sql`delete from expense_day_totals`);
      await db.execute(sql`delete from expense_truck_months`);
      const backfill = [
        ...migrationStatements('CREATE TABLE "expense_day_totals"', (statement) =>
          statement.startsWith('UPDATE "trip_day_counts"'),
        ),
        ...migrationStatements('CREATE TABLE "expense_truck_months"', (statement) => statement.startsWith('INSERT INTO')),
      ];
      assert.equal(backfill.length, 3);
      for (const statement of backfill) await db.execute(sql.raw(statement));
      await assertKeptBalances(db, 'after the back-fill');
      const overall = await report(`profit-loss?${PERIOD}`);
      assert.deepEqual(overall.totals, totals);
    });

    it('a session is its days, narrowed by from and to; no period is the active session', async () => {
      const sessions = dataOf(await call('GET', '/sessions'));
      const previous = sessions.find((session: { name: string }) => session.name === '2025-26');
      const year = await report(`profit-loss?sessionId=${previous.id}`);
      assert.deepEqual(year.period, { from: '2025-04-01', to: '2026-03-31', sessionId: previous.id, sessionName: '2025-26' });
      // March alone: 50,000 − 23,000 − 11,700.
      assert.deepEqual(
        [year.totals.incomePaise, year.totals.expensesPaise, year.totals.profitPaise],
        [rs(50_000), rs(11_700), rs(15_300)],
      );
      // Up to 03-15: tr1 and E2 only.
      const narrowed = await report(`profit-loss?sessionId=${previous.id}&to=2026-03-15&groupBy=month`);
      assert.equal(narrowed.period.to, '2026-03-15');
      assert.equal(narrowed.total, 12, 'April 2025 to March 2026');
      assert.deepEqual(
        [narrowed.totals.incomePaise, narrowed.totals.expensesPaise, narrowed.totals.profitPaise],
        [rs(20_000), rs(4_500), rs(15_500)],
      );
      const active = sessions.find((session: { active: boolean }) => session.active);
      const fallback = await report('profit-loss');
      assert.deepEqual(fallback.period, {
        from: active.startsOn,
        to: active.endsOn,
        sessionId: active.id,
        sessionName: active.name,
      });
      const inside = await report('profit-loss?from=2026-04-01&to=2026-04-30');
      assert.equal(inside.period.sessionName, '2026-27', 'days within one session name it');
    });

    it('the dashboard: trips by status, profit by month, what is owed and held, top parties, papers, quotes, fleet use', async () => {
      const { hdfc, alpha, beta, t1, t2 } = book;
      const dashboard = await report(`dashboard?${PERIOD}`);
      assert.deepEqual(dashboard.period, { from: '2026-03-01', to: '2026-04-30', sessionId: null, sessionName: null });
      assert.deepEqual(dashboard.month, { from: '2026-04-01', to: '2026-04-30' });
      assert.deepEqual(
        dashboard.tripsByStatus.map((item: { status: string; trips: number; freightPaise: number }) => [
          item.status,
          item.trips,
          item.freightPaise,
        ]),
        [
          ['planned', 1, rs(18_000)],
          ['in_transit', 1, rs(40_000)],
          ['delivered', 0, 0],
          ['pod_received', 0, 0],
          ['billed', 3, rs(75_000)], // tr1 20,000 + tr2 30,000 + tr3 25,000
          ['settled', 0, 0],
          ['cancelled', 1, rs(10_000)],
        ],
      );
      const figures = (trips: number, income: number, hire: number, expenses: number, profit: number) => ({
        trips,
        incomePaise: rs(income),
        hirePaise: rs(hire),
        expensesPaise: rs(expenses),
        profitPaise: rs(profit),
      });
      assert.deepEqual(dashboard.thisMonth, figures(3, 83_000, 14_500, 12_300, 56_200));
      assert.deepEqual(dashboard.thisPeriod, figures(5, 133_000, 37_500, 24_000, 71_500));
      assert.deepEqual(dashboard.byMonth, [
        { month: '2026-03', ...figures(2, 50_000, 23_000, 11_700, 15_300) },
        { month: '2026-04', ...figures(3, 83_000, 14_500, 12_300, 56_200) },
      ]);
      // Bills 20,000 + 30,000 + 25,000 less the receipt 14,700 and its TDS 300.
      assert.equal(dashboard.receivablePaise, rs(60_000));
      // On 04-30: B3 25,000 is 20 days old; B1's 5,000 left (45 days) and B2 30,000 (36 days).
      assert.deepEqual(dashboard.receivableAgeing, { upTo30: rs(25_000), upTo60: rs(35_000), upTo90: 0, over90: 0 });
      // Owed to V1's owner: (24,000 − 1,000) + (15,000 − 500) − the advance 10,000 (9,900 + 100 TDS).
      assert.equal(dashboard.payablePaise, rs(27_500));
      // HDFC: 1,00,000 + 14,700 − 9,900 − 3,000 − 4,500 − 1,200 − 2,000 − 800 − 6,000 (E6 and its reversal net 0).
      const hdfcRow = dashboard.banks.find((item: { id: string }) => item.id === hdfc.id);
      assert.deepEqual(hdfcRow, { id: hdfc.id, name: 'HDFC current', accountType: 'current', balancePaise: rs(87_300) });
      assert.deepEqual([dashboard.bankPaise, dashboard.cashPaise], [rs(87_300), 0]);
      assert.deepEqual(dashboard.topParties, [
        { id: beta.id, name: 'Beta Cements', trips: 2, incomePaise: rs(70_000) },
        { id: alpha.id, name: 'Alpha Steel', trips: 3, incomePaise: rs(63_000) },
      ]);
      assert.equal(dashboard.papersExpiring.total, 1);
      assert.deepEqual(
        [dashboard.papersExpiring.items[0].ownerLabel, dashboard.papersExpiring.items[0].paperLabel],
        [t2.registrationNumber, 'Insurance'],
      );
      assert.deepEqual(
        dashboard.recentQuotes.map((quote: { name: string; origin: string }) => [quote.name, quote.origin]),
        [['Meera Shah', 'Mumbai']],
      );
      assert.deepEqual(dashboard.fleetUse, [
        // tr4 started 04-15 and is still out: 04-15 … 04-30 is 16 of the period's 61 days (26.2 %).
        {
          truckId: t2.id,
          registrationNumber: t2.registrationNumber,
          truckType: 'open_body',
          trips: 1,
          daysOnTrip: 16,
          usePercent: 26.2,
          km: 0,
          litres: '0.000',
          kmPerLitre: null,
          expectedKmPerLitre: 4,
        },
        // tr1 03-10 … 03-12 (3 days) and tr3 04-05 … 04-08 (4 days): 7 of 61 days (11.5 %); 700 km on
        // 50 + 100 L of diesel = 4.67 → 4.7 km a litre.
        {
          truckId: t1.id,
          registrationNumber: t1.registrationNumber,
          truckType: 'open_body',
          trips: 2,
          daysOnTrip: 7,
          usePercent: 11.5,
          km: 700,
          litres: '150.000',
          kmPerLitre: 4.7,
          expectedKmPerLitre: 4,
        },
      ]);
    });

    it('the balance reports of every kind add up to their closing balances', async () => {
      const { hdfc, alpha, beta, v1, d1, d2 } = book;
      const parties = await report('balance?kind=parties&asOf=2026-04-30');
      assert.equal(parties.kind, 'parties');
      assert.deepEqual(parties.report.rows, [
        {
          id: alpha.id,
          name: 'Alpha Steel',
          openingPaise: 0,
          billedPaise: rs(45_000),
          receivedPaise: rs(14_700),
          tdsPaise: rs(300),
          creditNotesPaise: 0,
          closingPaise: rs(30_000),
          onAccountPaise: 0,
          ageing: { upTo30: rs(25_000), upTo60: rs(5_000), upTo90: 0, over90: 0 },
        },
        {
          id: beta.id,
          name: 'Beta Cements',
          openingPaise: 0,
          billedPaise: rs(30_000),
          receivedPaise: 0,
          tdsPaise: 0,
          creditNotesPaise: 0,
          closingPaise: rs(30_000),
          onAccountPaise: 0,
          ageing: { upTo30: 0, upTo60: rs(30_000), upTo90: 0, over90: 0 },
        },
      ]);

      const owners = await report('balance?kind=owners&asOf=2026-04-30');
      assert.deepEqual(owners.report.rows, [
        {
          id: v1.id,
          registrationNumber: v1.registrationNumber,
          ownerName: 'Harbans Singh',
          ownerPan: 'ABCPS1234K',
          openingPayablePaise: 0,
          hirePaise: rs(39_000), // 24,000 + 15,000
          commissionPaise: rs(1_500), // 1,000 + 500
          deductionsPaise: 0,
          advancePaidPaise: rs(9_900),
          balancePaidPaise: 0,
          tdsPaise: rs(100),
          payablePaise: rs(27_500), // 39,000 − 1,500 − 9,900 − 100
          trips: 2,
          podPendingTrips: 1, // tr5, still planned
        },
      ]);

      // D1: the 3,000 advance less the 9,500 of diesel he paid: the company owes him 6,500.
      const drivers = await report('balance?kind=drivers&asOf=2026-04-30');
      const zero = { openingPaise: 0, advancesPaise: 0, expensesPaise: 0, settledPaise: 0, closingPaise: 0 };
      assert.deepEqual(
        drivers.report.rows.map(({ id, ...figures }: { id: string; name: string; phone: string }) => [id, figures]),
        [
          [
            d1.id,
            {
              name: d1.name,
              phone: '9876543210',
              openingPaise: 0,
              advancesPaise: rs(3_000),
              expensesPaise: rs(9_500),
              settledPaise: 0,
              closingPaise: rs(-6_500),
            },
          ],
          [d2.id, { name: d2.name, phone: '9876543210', ...zero }],
        ],
      );
      assert.deepEqual(drivers.report.totals, {
        ...zero,
        advancesPaise: rs(3_000),
        expensesPaise: rs(9_500),
        closingPaise: rs(-6_500),
      });

      // The session 2026-27 from its first day: HDFC opened April at 1,00,000 − 9,900 − 4,500 − 1,200 − 6,000
      // = 78,400; in April 14,700 came in (and E6's 5,000 came back), 3,000 + 2,000 + 800 (and E6's 5,000) went out.
      const sessions = dataOf(await call('GET', '/sessions'));
      const current = sessions.find((session: { name: string }) => session.name === '2026-27');
      const banks = await report(`balance?kind=banks&sessionId=${current.id}&asOf=2026-04-30`);
      assert.deepEqual(
        banks.report.rows.find((item: { id: string }) => item.id === hdfc.id),
        {
          id: hdfc.id,
          name: 'HDFC current',
          accountType: 'current',
          openingPaise: rs(78_400),
          receiptsPaise: rs(19_700),
          paymentsPaise: rs(10_800),
          transfersPaise: 0,
          closingPaise: rs(87_300),
        },
      );
    });

    it('a balance report comes a page of accounts at a time, its totals those of every account that matches', async () => {
      const { alpha } = book;
      for (const kind of ['parties', 'owners', 'drivers', 'banks']) {
        const whole = (await report(`balance?kind=${kind}&asOf=2026-04-30&limit=100`)).report;
        assert.ok(whole.rows.length >= 1, kind);
        assert.equal(whole.total, whole.rows.length, kind);
        // Each figure of the rows added up (a party's ageing too): what the totals must be.
        const figures = figuresAddedUp(whole.rows);
        assert.deepEqual(whole.totals, figures, `${kind}: the totals are the rows added up`);
        for (let page = 1; page <= whole.rows.length; page += 1) {
          const one = (await report(`balance?kind=${kind}&asOf=2026-04-30&limit=1&page=${page}`)).report;
          assert.deepEqual(one.rows, [whole.rows[page - 1]], `${kind} page ${page}`);
          assert.deepEqual(one.totals, whole.totals, `${kind} page ${page}: the totals of every account`);
          assert.deepEqual([one.total, one.page, one.limit], [whole.rows.length, page, 1]);
        }
        const past = (await report(`balance?kind=${kind}&asOf=2026-04-30&limit=1&page=${whole.rows.length + 1}`)).report;
        assert.deepEqual(past.rows, []);
        assert.deepEqual(past.totals, whole.totals);
      }

      // Every period the reports answer (today, a past day, a session from its first day, which the
      // fixture's reversed expense falls in): the totals of every account, read from the kept day totals
      // and the bills' kept figures, are the rows of every page added up.
      const sessions = dataOf(await call('GET', '/sessions'));
      const current = sessions.find((session: { name: string }) => session.name === '2026-27');
      const periods = [
        '',
        'asOf=2026-04-30',
        `sessionId=${current.id}&asOf=2026-04-30`,
        `sessionId=${current.id}`,
        'asOf=2026-04-10',
      ];
      for (const kind of BALANCE_KINDS) for (const query of periods) await assertTotalsAreRowsAddedUp(call, kind, query, 1);

      // A search's totals are those of the accounts it matches, on the money screens' call too.
      const searched = dataOf(await call('GET', '/billing-parties/balance-report?asOf=2026-04-30&search=alpha&limit=1'));
      assert.equal(searched.total, 1);
      const { id: _id, name: _name, ...alphaFigures } = searched.rows[0];
      assert.equal(searched.rows[0].id, alpha.id);
      assert.deepEqual(searched.totals, alphaFigures);
      const tooMany = await call('GET', '/reports/balance?kind=parties&limit=500');
      assert.equal(tooMany.status, 400);
      assert.deepEqual(tooMany.body.errors, { limit: 'Limit must be at most 100' });

      // The export holds every account whatever page the screen shows.
      const csv = await download('balance/export?kind=parties&asOf=2026-04-30&format=csv&page=2&limit=1');
      assert.equal(csv.response.status, 200);
      const text = new TextDecoder().decode(csv.bytes);
      assert.match(text, /Alpha Steel/);
      assert.match(text, /Beta Cements/);
    });

    /** An export as the browser downloads it: status, headers and the bytes. */
    const download = async (path: string) => {
      const response = await fetch(`${suite.server.url}/api/reports/${path}`, {
        headers: { authorization: `Bearer ${suite.admin}` },
      });
      return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
    };

    it('exports the P&L by truck as XLSX, PDF and CSV with the figures of the report', async () => {
      const { t1 } = book;
      const xlsx = await download(`profit-loss/export?${PERIOD}&groupBy=truck&format=xlsx`);
      assert.equal(xlsx.response.status, 200);
      assert.equal(
        xlsx.response.headers.get('content-type'),
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      assert.equal(
        xlsx.response.headers.get('content-disposition'),
        'attachment; filename="profit-and-loss-by-truck-2026-03-01-to-2026-04-30.xlsx"',
      );
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      const cells = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
      assert.deepEqual(cells(1), [
        'Truck',
        'Trips',
        'Km',
        'Income',
        'Lorry hire',
        'Diesel',
        'Toll',
        'Driver',
        'Repairs',
        'Other expenses',
        'Expenses',
        'Profit',
        'Profit per km',
      ]);
      // The rows of the report in rupees, as number cells: T1, T2, the market vehicles, the office's expenses.
      assert.deepEqual(cells(2), [t1.registrationNumber, 2, 700, 45_000, 0, 14_000, 0, 0, 0, 0, 14_000, 31_000, 44.29]);
      assert.deepEqual(cells(4).slice(0, 5), ['Market vehicles', 2, 0, 48_000, 37_500]);
      assert.deepEqual(cells(5).slice(0, 1).concat(cells(5).slice(10, 12)), ['Not tied to a truck', 8_000, -8_000]);
      const total = (column: number) => sheet.getRow(6).getCell(column).value as ExcelJS.CellFormulaValue;
      assert.equal(sheet.getRow(6).getCell(1).value, 'Total');
      assert.deepEqual([total(4).formula, total(4).result], ['SUM(D2:D5)', 133_000]);
      assert.deepEqual([total(12).formula, total(12).result], ['SUM(L2:L5)', 71_500]);
      assert.equal(sheet.getRow(6).getCell(13).value, 102.14, 'profit per km of the whole period');

      const pdf = await download(`profit-loss/export?${PERIOD}&groupBy=truck&format=pdf`);
      assert.equal(pdf.response.headers.get('content-type'), 'application/pdf');
      const text = (await pdfText(pdf.bytes)).join(' ');
      for (const expected of ['Profit and loss by truck', '1 Mar 2026 – 30 Apr 2026', t1.registrationNumber, 'Market vehicles']) {
        assert.ok(text.includes(expected), `the PDF shows ${expected}: ${text}`);
      }
      assert.match(text, /Total .*1,33,000\.00/, 'the totals row in Indian grouping');
      assert.match(text, /Page 1 of 1/);

      const csv = await download(`profit-loss/export?${PERIOD}&groupBy=truck&format=csv`);
      assert.equal(csv.response.headers.get('content-type'), 'text/csv; charset=utf-8');
      assert.deepEqual([...csv.bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'UTF-8 with a BOM');
      // TextDecoder takes the BOM off.
      const lines = new TextDecoder().decode(csv.bytes).split('\r\n');
      assert.equal(
        lines[0],
        'Truck,Trips,Km,Income,Lorry hire,Diesel,Toll,Driver,Repairs,Other expenses,Expenses,Profit,Profit per km',
      );
      assert.equal(lines[5], 'Total,5,700,133000.00,37500.00,14000.00,1200.00,6800.00,0.00,2000.00,24000.00,71500.00,102.14');
    });

    it('exports the P&L overall as a statement, and a balance report with its totals', async () => {
      const overall = await download(`profit-loss/export?${PERIOD}&format=csv`);
      const statement = new TextDecoder().decode(overall.bytes).split('\r\n');
      assert.deepEqual(statement.slice(0, 3), [
        'Item,Amount',
        'Freight and charges billed to parties,133000.00',
        'Less: lorry hire of market vehicles (net of commission),-37500.00',
      ]);
      assert.ok(statement.includes('Profit (5 trips),71500.00'), statement.join('\n'));

      const parties = await download('balance/export?kind=parties&asOf=2026-04-30&format=xlsx');
      assert.equal(
        parties.response.headers.get('content-disposition'),
        'attachment; filename="balances-of-billing-parties-as-of-2026-04-30.xlsx"',
      );
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(parties.bytes as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      const cells = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
      assert.deepEqual(cells(2), ['Alpha Steel', 0, 45_000, 14_700, 300, 0, 30_000, 0, 25_000, 5_000, 0, 0]);
      assert.deepEqual(cells(3), ['Beta Cements', 0, 30_000, 0, 0, 0, 30_000, 0, 0, 30_000, 0, 0]);
      const closing = sheet.getRow(4).getCell(7).value as ExcelJS.CellFormulaValue;
      assert.deepEqual([closing.formula, closing.result], ['SUM(G2:G3)', 60_000]);

      const drivers = await download('balance/export?kind=drivers&asOf=2026-04-30&format=pdf');
      assert.equal(drivers.response.status, 200);
      assert.match((await pdfText(drivers.bytes)).join(' '), /Balances of drivers .*As of 30 Apr 2026/);
    });

    it('exports the expense summary by category, a column per month, reversed expenses left out', async () => {
      const csv = await download(`expense-summary/export?${PERIOD}&format=csv`);
      assert.equal(
        csv.response.headers.get('content-disposition'),
        'attachment; filename="expenses-by-category-and-month-2026-03-01-to-2026-04-30.csv"',
      );
      // March: E2 diesel 4,500, E3 toll 1,200, E7 salary 6,000; April: E1 diesel 9,500, E5 bhatta 800, E4 office 2,000.
      assert.deepEqual(new TextDecoder().decode(csv.bytes).split('\r\n'), [
        'Category,Mar 2026,Apr 2026,Total',
        'Diesel,4500.00,9500.00,14000.00',
        'Toll,1200.00,0.00,1200.00',
        'Driver bhatta,0.00,800.00,800.00',
        'Salary,6000.00,0.00,6000.00',
        'Office,0.00,2000.00,2000.00',
        'Total,11700.00,12300.00,24000.00',
        '',
      ]);
    });

    it('refuses an export in a format it does not write', async () => {
      const res = await call('GET', `/reports/profit-loss/export?${PERIOD}&format=doc`);
      assert.equal(res.status, 400);
      assert.match(JSON.stringify(res.body), /Format must be one of csv, xlsx, pdf/);
    });

    it('a period with nothing in it gives zeros, and every month of it', async () => {
      const empty = await report('profit-loss?from=2024-05-10&to=2024-07-20&groupBy=month');
      const zeros = (key: string | null, label: string) =>
        row({
          key,
          label,
          trips: 0,
          km: 0,
          income: 0,
          hire: 0,
          expenses: heads(0, 0, 0, 0, 0),
          total: 0,
          profit: 0,
          perKm: null,
        });
      assert.deepEqual(empty.rows, [zeros('2024-05', 'May 2024'), zeros('2024-06', 'Jun 2024'), zeros('2024-07', 'Jul 2024')]);
      assert.deepEqual(
        [empty.total, empty.unassigned, empty.totals, empty.expensesByCategory],
        [3, null, zeros(null, 'Total'), []],
      );
      const byTrip = await report('profit-loss?from=2024-05-10&to=2024-07-20&groupBy=trip');
      assert.deepEqual([byTrip.rows, byTrip.total, byTrip.unassigned], [[], 0, null]);

      const dashboard = await report('dashboard?from=2024-05-10&to=2024-07-20');
      const none = { trips: 0, incomePaise: 0, hirePaise: 0, expensesPaise: 0, profitPaise: 0 };
      assert.deepEqual(
        [dashboard.thisPeriod, dashboard.thisMonth, dashboard.month],
        [none, none, { from: '2024-07-01', to: '2024-07-20' }],
      );
      assert.deepEqual(
        dashboard.byMonth.map((month: { month: string }) => month),
        ['2024-05', '2024-06', '2024-07'].map((month) => ({ month, ...none })),
      );
      assert.ok(dashboard.tripsByStatus.every((item: { trips: number }) => item.trips === 0));
      assert.deepEqual(
        [dashboard.receivablePaise, dashboard.payablePaise, dashboard.topParties, dashboard.fleetUse],
        [0, 0, [], []],
      );
    });

    it('km per litre leaves out the diesel of a trip still on the road, whose km are not known yet', async () => {
      const { tr4, t1, t2 } = book;
      const [diesel] = dataOf(await call('GET', '/expenses/categories')).filter(
        (category: { code: string }) => category.code === 'diesel',
      );
      const filled = await ok('POST', '/expenses', {
        categoryId: diesel.id,
        expenseDate: '2026-04-15',
        type: 'trip',
        tripId: tr4.id,
        litres: '120',
        rate: '95',
        amount: '11,400',
        mode: 'cash',
        paidByDriver: false,
      });
      const fleet = async () =>
        new Map(
          (await report(`dashboard?${PERIOD}`)).fleetUse.map(
            (truck: { truckId: string; litres: string; kmPerLitre: number | null }) => [
              truck.truckId,
              [truck.litres, truck.kmPerLitre],
            ],
          ),
        );
      const used = await fleet();
      assert.deepEqual(used.get(t2.id), ['0.000', null], 'tr4 has no end km: its 120 L wait for it');
      assert.deepEqual(used.get(t1.id), ['150.000', 4.7]);
      await ok('DELETE', `/expenses/${filled.id}`, { reason: 'Only to try the report' });
    });

    it('refuses a bad grouping, dates the wrong way round and an unknown session with field errors', async () => {
      const refused = async (path: string, errors: Record<string, string>) => {
        const res = await call('GET', `/reports/${path}`);
        assert.equal(res.status, 400, `${path}: ${res.text}`);
        assert.deepEqual(res.body.errors, errors, path);
      };
      await refused('profit-loss?groupBy=foo', {
        groupBy: 'Group by must be one of overall, month, truck, trip, route, party, branch',
      });
      await refused('profit-loss?from=2026-05-01&to=2026-04-01', { to: 'From must be on or before To' });
      await refused('dashboard?from=2026-05-01&to=2026-04-01', { to: 'From must be on or before To' });
      await refused('dashboard?sessionId=not-an-id', { sessionId: 'Session must be a valid id' });
      await refused(`dashboard?sessionId=${UNKNOWN_ID}`, { sessionId: 'This session does not exist' });
      await refused(`profit-loss?sessionId=${UNKNOWN_ID}`, { sessionId: 'This session does not exist' });
      await refused(`balance?kind=drivers&sessionId=${UNKNOWN_ID}`, { sessionId: 'This session does not exist' });
      await refused('balance?kind=everyone', { kind: 'Kind must be one of parties, owners, drivers, banks' });
      const previous = dataOf(await call('GET', '/sessions')).find((session: { name: string }) => session.name === '2025-26');
      await refused(`profit-loss?sessionId=${previous.id}&from=2026-05-01`, {
        from: 'The dates must fall within the session 2025-26 (2025-04-01 to 2026-03-31)',
      });
    });

    it('is for admins only', async () => {
      const customer = await signInCustomer(suite.server, suite.admin);
      await assertAdminOnly(suite.server, customer, [
        ['GET', '/api/reports/dashboard'],
        ['GET', '/api/reports/profit-loss'],
        ['GET', '/api/reports/balance'],
        ['GET', '/api/reports/profit-loss/export?format=csv'],
        ['GET', '/api/reports/balance/export?format=csv'],
        ['GET', '/api/reports/expense-summary/export?format=csv'],
      ]);
    });
  });
}
