import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { auditLog } from '../src/db/schema';
import { backends } from './helpers/database';
import { ADMIN, startServer, type TestServer } from './helpers/server';

/** Valid GSTINs (check characters computed): Maharashtra and Karnataka. */
const MH_GSTIN = '27AAPFU0939F1ZV';
const KA_GSTIN = '29AAGCB7383J1Z4';

for (const backend of backends) {
  describe(`billing parties (${backend})`, () => {
    let server: TestServer;
    let admin: string;
    const post = (body: unknown) => server.request('POST', '/api/billing-parties', { token: admin, body });

    before(async () => {
      server = await startServer(backend);
      admin = await server.login(ADMIN.email, ADMIN.password);
    });
    after(() => server.close());

    it('adds a party by GSTIN: state and PAN are read from it; audited', async () => {
      const res = await post({
        name: 'Umang Roadways',
        gstin: '27aapfu 0939 f1zv',
        city: 'Pune',
        phone: '+91 98200 12345',
        creditDays: '30',
        openingBalance: { amount: '1,25,000.50', side: 'Dr' },
      });
      assert.equal(res.status, 201, res.text);
      assert.equal(res.body.message, 'Billing party Umang Roadways added');
      const party = res.body.data;
      assert.equal(party.gstin, MH_GSTIN);
      assert.deepEqual([party.stateCode, party.stateName, party.pan], ['27', 'Maharashtra', 'AAPFU0939F']);
      assert.equal(party.phone, '9820012345');
      assert.equal(party.creditDays, 30);
      assert.deepEqual(party.openingBalance, { amountPaise: 12_500_050, side: 'Dr' });
      const entries = await server.database.db.select().from(auditLog).where(eq(auditLog.entityId, party.id));
      assert.deepEqual(
        entries.map((entry) => entry.action),
        ['billing_party.create'],
      );
      const one = await server.request('GET', `/api/billing-parties/${party.id}`, { token: admin });
      assert.equal(one.body.data.name, 'Umang Roadways');
    });

    it('refuses a bad GSTIN check character, a PAN that is not the one inside, a missing state and a duplicate GSTIN', async () => {
      const badCheck = await post({ name: 'Bad Check Ltd', gstin: '27AAPFU0939F1ZW' });
      assert.equal(badCheck.status, 400);
      assert.match(badCheck.body.errors.gstin, /check character/i);

      const wrongPan = await post({ name: 'Wrong Pan Ltd', gstin: KA_GSTIN, pan: 'AAPFU0939F' });
      assert.equal(wrongPan.status, 400);
      assert.equal(wrongPan.body.errors.pan, 'The PAN inside this GSTIN is AAGCB7383J: leave PAN blank or type that one');

      const noState = await post({ name: 'Unregistered Traders' });
      assert.equal(noState.status, 400);
      assert.match(noState.body.errors.stateCode, /Choose the state/);

      const duplicate = await post({ name: 'Someone Else', gstin: MH_GSTIN });
      assert.equal(duplicate.status, 409);
      assert.equal(duplicate.body.errors.gstin, `A billing party with the GSTIN ${MH_GSTIN} already exists`);
    });

    it('an unregistered party keeps the state chosen; a GSTIN added later replaces state and PAN', async () => {
      const res = await post({ name: 'Small Kirana Store', stateCode: '07', pan: 'ABCPK1234F' });
      assert.equal(res.status, 201, res.text);
      assert.deepEqual([res.body.data.stateName, res.body.data.gstin, res.body.data.pan], ['Delhi', null, 'ABCPK1234F']);
      const changed = await server.request('PUT', `/api/billing-parties/${res.body.data.id}`, {
        token: admin,
        body: { gstin: KA_GSTIN },
      });
      assert.equal(changed.status, 200, changed.text);
      assert.deepEqual([changed.body.data.stateName, changed.body.data.pan], ['Karnataka', 'AAGCB7383J']);
      assert.equal(changed.body.message, 'Billing party Small Kirana Store saved');
    });

    it('lists with search, filters, sort and paging; the typeahead leaves inactive parties out', async () => {
      await post({ name: 'Zenith Logistics', stateCode: '24', city: 'Surat', active: false });
      const search = await server.request('GET', '/api/billing-parties?search=ROADWAYS', { token: admin });
      assert.deepEqual(
        search.body.data.map((party: { name: string }) => party.name),
        ['Umang Roadways'],
      );
      const byGstin = await server.request('GET', `/api/billing-parties?search=aapfu0939`, { token: admin });
      assert.equal(byGstin.body.total, 1);
      const inactive = await server.request('GET', '/api/billing-parties?active=false', { token: admin });
      assert.deepEqual(
        inactive.body.data.map((party: { name: string }) => party.name),
        ['Zenith Logistics'],
      );
      const sorted = await server.request('GET', '/api/billing-parties?sort=-name&limit=2', { token: admin });
      assert.deepEqual(
        sorted.body.data.map((party: { name: string }) => party.name),
        ['Zenith Logistics', 'Umang Roadways'],
      );
      assert.equal(sorted.body.total, 3);

      const select = await server.request('GET', '/api/billing-parties/select?search=zenith', { token: admin });
      assert.equal(select.status, 200);
      assert.deepEqual(select.body.data, []);
      const withInactive = await server.request('GET', '/api/billing-parties/select?search=zenith&includeInactive=true', {
        token: admin,
      });
      assert.deepEqual(
        withInactive.body.data.map((option: { label: string; stateName: string }) => [option.label, option.stateName]),
        [['Zenith Logistics', 'Gujarat']],
      );
    });

    it('deletes an unused party (audited); 404 for an unknown one, 400 for a bad id; admins only', async () => {
      const res = await post({ name: 'Short Lived Co', stateCode: '27' });
      const removed = await server.request('DELETE', `/api/billing-parties/${res.body.data.id}`, { token: admin });
      assert.equal(removed.status, 200, removed.text);
      assert.equal(removed.body.message, 'Billing party Short Lived Co deleted');
      const gone = await server.request('GET', `/api/billing-parties/${res.body.data.id}`, { token: admin });
      assert.equal(gone.status, 404);
      assert.equal(gone.body.message, 'Billing party not found');
      const malformed = await server.request('GET', '/api/billing-parties/not-an-id', { token: admin });
      assert.equal(malformed.status, 400);
      const anonymous = await server.request('GET', '/api/billing-parties');
      assert.equal(anonymous.status, 401);
    });
  });
}
