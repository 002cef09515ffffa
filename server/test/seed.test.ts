import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { count } from 'drizzle-orm';
import { financialYearOf, indianToday, sessionNameFor } from 'shared-api/schemas';
import { quotes } from '../src/db/schema';
import { createPasswordHasher } from '../src/lib/passwords';
import { DEMO_PASSWORD, demoUsers } from '../src/seed/demo-data';
import { seedDemoBusiness } from '../src/seed/demo-business';
import { signedInApi } from '../src/seed/injected-api';
import { seedDemo } from '../src/seed/seed-demo';
import { backends } from './helpers/database';
import { ADMIN, startServer, type TestServer } from './helpers/server';

for (const backend of backends) {
  describe(`demo data (${backend})`, () => {
    let server: TestServer;
    before(async () => {
      server = await startServer(backend);
    });
    after(() => server.close());

    it('fills users, quotes and the company profile once, and adds nothing the second time', async () => {
      const hasher = createPasswordHasher(server.config.passwordHashing);
      const first = await seedDemo(server.database.db, hasher);
      assert.equal(first.alreadySeeded, false);
      assert.equal(first.users, demoUsers.length);
      assert.ok(first.quotes >= 25);
      const second = await seedDemo(server.database.db, hasher);
      assert.ok(first.masters > 30);
      assert.deepEqual(second, { users: 0, quotes: 0, shipments: 0, masters: 0, alreadySeeded: true });

      const [stored] = await server.database.db.select({ n: count() }).from(quotes);
      assert.equal(stored?.n, first.quotes);

      const admin = await server.login(ADMIN.email, ADMIN.password);
      const stats = await server.request('GET', '/api/users/stats', { token: admin });
      assert.equal(stats.body.data.total, demoUsers.length + 1);
      const company = await server.request('GET', '/api/company');
      assert.match(company.body.data.address, /Mumbai/);
      // Master data with papers due, so the dashboard and the bell have something to show.
      const parties = await server.request('GET', '/api/billing-parties?limit=1', { token: admin });
      assert.equal(parties.body.total, 10);
      const papers = await server.request('GET', '/api/admin/expiring-papers', { token: admin });
      assert.deepEqual(
        papers.body.data.items
          .slice(0, 2)
          .map((paper: { paperLabel: string; status: string }) => [paper.paperLabel, paper.status]),
        [
          ['PUC certificate', 'expired'],
          ['Driving licence', 'expired'],
        ],
      );
    });

    it('adds weeks of business through the API once: every queue, bill and balance as a hand calculation gives it', async () => {
      const admin = demoUsers.find((user) => user.role === 'admin' && user.active)!;
      const api = await signedInApi(server.app, { email: admin.email, password: DEMO_PASSWORD });
      const first = await seedDemoBusiness(api);
      assert.deepEqual(first, { trips: 15, bills: 3, moneyEntries: 19, expenses: 15 });
      assert.deepEqual(await seedDemoBusiness(api), { trips: 0, bills: 0, moneyEntries: 0, expenses: 0 });

      const token = await server.login(ADMIN.email, ADMIN.password);
      const get = async (path: string) => {
        const res = await server.request('GET', `/api${path}`, { token });
        assert.equal(res.status, 200, res.text);
        return res.body.data;
      };
      const stats = await get('/trips/stats');
      assert.deepEqual(
        [stats.byStatus.planned, stats.byStatus.in_transit, stats.byStatus.delivered, stats.byStatus.pod_received],
        [2, 2, 2, 2],
      );

      // Reverse charge (the default regime): a bill comes to its trips' freight.
      const bills = await get('/bills?limit=10');
      const byParty = new Map(bills.map((bill: { billingParty: { name: string } }) => [bill.billingParty.name, bill]));
      const figures = (name: string) => {
        const bill = byParty.get(name) as { totalPaise: number; balancePaise: number };
        return [bill.totalPaise, bill.balancePaise];
      };
      // 16 t × ₹1,450 + 28 t × ₹1,850; ₹40,000 received.
      assert.deepEqual(figures('Narmada Cement Works Ltd'), [75_000_00, 35_000_00]);
      // ₹18,500 + 14.2 t × ₹1,600 + ₹16,000; paid in full less 2 % TDS (₹1,144.40).
      assert.deepEqual(figures('Sahyadri Agro Foods Pvt Ltd'), [57_220_00, 0]);
      // 15.4 t × ₹1,150 + 24.6 t × ₹2,400, unpaid.
      assert.deepEqual(figures('Deccan Steel Traders'), [76_750_00, 76_750_00]);

      const report = await get('/billing-parties/balance-report?limit=100');
      const party = (name: string) => report.rows.find((row: { name: string }) => row.name === name);
      const sahyadri = party('Sahyadri Agro Foods Pvt Ltd');
      assert.deepEqual(
        [sahyadri.openingPaise, sahyadri.billedPaise, sahyadri.receivedPaise, sahyadri.tdsPaise, sahyadri.closingPaise],
        [1_25_000_00, 57_220_00, 56_075_60, 1_144_40, 1_25_000_00],
      );
      assert.equal(party('Narmada Cement Works Ltd').closingPaise, 35_000_00);

      const pending = await server.request('GET', '/api/payments/pending?queue=owner-due', { token });
      const counts = pending.body.counts;
      assert.deepEqual(
        Object.fromEntries(Object.entries(counts).map(([queue, value]) => [queue, (value as { count: number }).count])),
        { 'pod-pending': 2, unbilled: 2, 'unpaid-bills': 2, 'owner-due': 2 },
      );
      // Nagpur: hire ₹52,000 − commission ₹1,500 − advance ₹20,000; Bengaluru: ₹33,000 − ₹800 − ₹12,000.
      assert.deepEqual(
        pending.body.data.map((item: { amountPaise: number }) => item.amountPaise).sort((a: number, b: number) => a - b),
        [20_200_00, 30_500_00],
      );
      assert.equal(counts.unbilled.amountPaise, 62_400_00, '12 t × ₹3,200 + ₹24,000');

      // Cash: ₹50,000 drawn, ₹27,000 advanced to drivers, ₹2,496 back from Gurpreet (₹3,000 less ₹504 of tolls).
      const overview = await get('/payments/overview');
      assert.equal(overview.cashPaise, 25_496_00);
      // The four parties' opening balances (₹1,25,000 × (1 + 4 + 7 + 10)), then Narmada's and Deccan's open bills.
      assert.equal(overview.receivablePaise, 27_50_000_00 + 35_000_00 + 76_750_00);
      // Narmada's bill is 64 days old on 60 days' credit; Deccan's, 27 days old on 30, falls due in 3 days.
      assert.equal(overview.overduePaise, 35_000_00);
      assert.deepEqual(overview.dueThisWeek, { count: 1, amountPaise: 76_750_00 });
    });

    it('demo accounts sign in with the documented password; the inactive one cannot', async () => {
      const active = demoUsers.find((user) => user.role === 'customer' && user.active)!;
      const inactive = demoUsers.find((user) => !user.active)!;
      const ok = await server.request('POST', '/api/auth/login', { body: { email: active.email, password: DEMO_PASSWORD } });
      assert.equal(ok.status, 200);
      const refused = await server.request('POST', '/api/auth/login', {
        body: { email: inactive.email, password: DEMO_PASSWORD },
      });
      assert.equal(refused.status, 403);
    });
  });
}

describe('demo business early in a financial year', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer('pglite');
  });
  after(() => server.close());

  it('opens the last year’s session for the trips that fall in it', async () => {
    await seedDemo(server.database.db, createPasswordHasher(server.config.passwordHashing));
    const admin = demoUsers.find((user) => user.role === 'admin' && user.active)!;
    const api = await signedInApi(server.app, { email: admin.email, password: DEMO_PASSWORD });
    // 70 days before 20 May are in March: the financial year before.
    const may = `${financialYearOf(indianToday())}-05-20`;
    const today = may <= indianToday() ? may : `${financialYearOf(indianToday()) - 1}-05-20`;
    assert.equal((await seedDemoBusiness(api, today)).bills, 3);
    const token = await server.login(ADMIN.email, ADMIN.password);
    const sessions = await server.request('GET', '/api/sessions?limit=10', { token });
    const names = sessions.body.data.map((session: { name: string }) => session.name);
    assert.ok(names.includes(sessionNameFor(financialYearOf(today) - 1)), names.join(', '));
    const trips = await server.request('GET', '/api/trips?limit=100', { token });
    const years = new Set(trips.body.data.map((trip: { tripNo: string }) => trip.tripNo.slice(2, 6)));
    assert.equal(years.size, 2, [...years].join(', '));
  });
});
