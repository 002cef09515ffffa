import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { backends } from './helpers/database';
import { masterSuite } from './helpers/master-fixtures';
import { addDriver, addParty, addTruck, bookTrip, ownTripBody } from './helpers/trip-fixtures';

/** Every key of a JSON answer, however deep. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysOf(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      into.add(key);
      keysOf(inner, into);
    }
  }
  return into;
}

/*
 * What each role reads of a trip. Operations enter freight and hire, so they see them, but not the
 * estimated profit; a viewer reads trips with no amount at all; money's roles read everything.
 */
for (const backend of backends) {
  describe(`a trip as each role reads it (${backend})`, () => {
    const suite = masterSuite(backend);

    async function tokenOf(role: string) {
      const email = `redaction.${role}@test.example`;
      const created = await suite.call('POST', '/users', { name: `Redaction ${role}`, email, password: 'StaffPass123', role });
      assert.equal(created.status, 201, created.text);
      return suite.server.login(email, 'StaffPass123');
    }

    it('shows operations the freight but not the profit, a viewer no amounts, an accountant all', async () => {
      const trip = await bookTrip(suite, ownTripBody(await addParty(suite), await addTruck(suite), await addDriver(suite)));
      const read = async (token: string) => {
        const detail = await suite.server.request('GET', `/api/trips/${trip.id}`, { token });
        const list = await suite.server.request('GET', '/api/trips?limit=5', { token });
        assert.equal(detail.status, 200, detail.text);
        assert.equal(list.status, 200, list.text);
        return { detail: keysOf(detail.body.data), list: keysOf(list.body) };
      };

      const accountant = await read(await tokenOf('accountant'));
      assert.ok(accountant.detail.has('estimatedProfitPaise') && accountant.detail.has('freightPaise'));

      const operations = await read(await tokenOf('operations'));
      assert.ok(operations.detail.has('freightPaise') && operations.detail.has('hirePaise'));
      assert.ok(!operations.detail.has('estimatedProfitPaise') && !operations.list.has('estimatedProfitPaise'));

      const viewer = await read(await tokenOf('viewer'));
      const amounts = [...viewer.detail, ...viewer.list].filter(
        (key) => key.endsWith('Paise') || key === 'amounts' || key === 'totals',
      );
      assert.deepEqual(amounts, []);
      assert.ok(viewer.detail.has('tripNo') && viewer.detail.has('consignee'), 'the trip itself is there');
    });

    it("keeps the masters' opening balances and exports from a viewer", async () => {
      const viewer = await suite.server.login('redaction.viewer@test.example', 'StaffPass123');
      const driver = await addDriver(suite);
      await addParty(suite);
      for (const path of [
        `/api/drivers/${driver.id}`,
        '/api/drivers?limit=5',
        '/api/billing-parties?limit=5',
        '/api/vehicles?limit=5',
      ]) {
        const res = await suite.server.request('GET', path, { token: viewer });
        assert.equal(res.status, 200, `${path}: ${res.text}`);
        assert.deepEqual(
          [...keysOf(res.body)].filter((key) => key.endsWith('Paise')),
          [],
          path,
        );
      }
      const exported = await suite.server.request('GET', '/api/billing-parties/export?format=csv', { token: viewer });
      assert.equal(exported.status, 403);
      assert.equal(exported.body.message, 'Viewer accounts cannot see freight, hire or other amounts');
      const byAdmin = await suite.call('GET', `/drivers/${driver.id}`);
      assert.ok(keysOf(byAdmin.body).has('amountPaise'), 'the admin reads the opening balance');
    });
  });
}
