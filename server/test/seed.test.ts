import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { count } from 'drizzle-orm';
import { quotes } from '../src/db/schema';
import { createPasswordHasher } from '../src/lib/passwords';
import { DEMO_PASSWORD, demoUsers } from '../src/seed/demo-data';
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
