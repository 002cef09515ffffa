import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { indianToday } from 'shared-api/schemas';
import { auditLog } from '../src/db/schema';
import { backends } from './helpers/database';
import { ADMIN, startServer, type ApiResponse, type TestServer } from './helpers/server';

/** Today in India plus `days`, as YYYY-MM-DD. */
function dayFromToday(days: number): string {
  const date = new Date(`${indianToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d6f5a90000000049454e44ae426082',
  'hex',
);

for (const backend of backends) {
  describe(`market vehicles, banks, trucks and drivers (${backend})`, () => {
    let server: TestServer;
    let admin: string;
    const call = (method: string, path: string, body?: unknown) => server.request(method, `/api${path}`, { token: admin, body });

    async function upload(path: string, content: Buffer, name: string): Promise<ApiResponse> {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(content)]), name);
      const response = await fetch(`${server.url}/api${path}`, {
        method: 'PUT',
        body: form,
        headers: { authorization: `Bearer ${admin}` },
      });
      const text = await response.text();
      return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined, text };
    }

    before(async () => {
      server = await startServer(backend);
      admin = await server.login(ADMIN.email, ADMIN.password);
    });
    after(() => server.close());

    it('adds a market vehicle (number stored without spaces) and refuses bad numbers, a half bank account and a duplicate', async () => {
      const created = await call('POST', '/vehicles', {
        registrationNumber: 'mh 12 qw 4521',
        ownerName: 'Baban Jadhav',
        ownerPan: 'abxpj4411k',
        bankAccountNumber: '5020 0012 3456',
        bankIfsc: 'hdfc0001234',
      });
      assert.equal(created.status, 201, created.text);
      assert.equal(created.body.data.registrationNumber, 'MH12QW4521');
      assert.equal(created.body.data.ownerPanHolder, 'individual');
      assert.deepEqual(created.body.data.openingBalance, { amountPaise: 0, side: 'Cr' });

      const bad = await call('POST', '/vehicles', {
        registrationNumber: 'XX',
        ownerName: 'A B',
        ownerPhone: '12345',
        bankIfsc: 'HDFC1234',
      });
      assert.equal(bad.status, 400);
      assert.deepEqual(Object.keys(bad.body.errors).sort(), [
        'bankAccountNumber',
        'bankIfsc',
        'ownerPhone',
        'registrationNumber',
      ]);
      const halfBank = await call('POST', '/vehicles', {
        registrationNumber: 'MH12QW4522',
        ownerName: 'A B',
        bankAccountNumber: '50200012345',
      });
      assert.equal(halfBank.status, 400);
      assert.equal(halfBank.body.errors.bankIfsc, 'Enter the IFSC of this account');
      const duplicate = await call('POST', '/vehicles', { registrationNumber: 'MH12QW4521', ownerName: 'Someone Else' });
      assert.equal(duplicate.status, 409);
      assert.match(duplicate.body.errors.registrationNumber, /already exists/);

      const asTruck = await call('POST', '/trucks', { registrationNumber: 'MH12QW4521', truckType: 'open_body' });
      assert.equal(asTruck.status, 409);
      assert.match(asTruck.body.errors.registrationNumber, /is a market vehicle/);
    });

    it('keeps one cash account: it cannot be deleted or retyped; a bank account needs its details', async () => {
      const list = await call('GET', '/banks?accountType=cash');
      assert.equal(list.body.total, 1);
      const cash = list.body.data[0];
      const removed = await call('DELETE', `/banks/${cash.id}`);
      assert.equal(removed.status, 409, removed.text);
      const retyped = await call('PUT', `/banks/${cash.id}`, {
        accountType: 'current',
        bankName: 'HDFC',
        accountNumber: '50200012345',
        ifsc: 'HDFC0001234',
      });
      assert.ok([400, 409].includes(retyped.status), retyped.text);

      const missing = await call('POST', '/banks', { name: 'HDFC current', accountType: 'current' });
      assert.equal(missing.status, 400);
      assert.deepEqual(Object.keys(missing.body.errors).sort(), ['accountNumber', 'bankName', 'ifsc']);
      const cashWithNumber = await call('POST', '/banks', {
        name: 'Petty cash',
        accountType: 'cash',
        accountNumber: '50200012345',
      });
      assert.equal(cashWithNumber.status, 400);
      assert.equal(cashWithNumber.body.errors.accountNumber, 'A cash account has no account number');
      const bank = await call('POST', '/banks', {
        name: 'HDFC current',
        accountType: 'current',
        bankName: 'HDFC Bank',
        accountNumber: '50200012345678',
        ifsc: 'HDFC0001234',
        openingBalance: { amount: '2,50,000', side: 'Dr' },
      });
      assert.equal(bank.status, 201, bank.text);
      assert.deepEqual(bank.body.data.openingBalance, { amountPaise: 25_000_000, side: 'Dr' });
      const select = await call('GET', '/banks/select?search=hdfc');
      assert.deepEqual(
        select.body.data.map((option: { label: string; accountEnding: string }) => [option.label, option.accountEnding]),
        [['HDFC current', '5678']],
      );
    });

    it('adds a truck with papers: each paper has its status, the list filters and sorts by the next expiry, stats count them', async () => {
      const soon = await call('POST', '/trucks', {
        registrationNumber: 'MH12AB1234',
        truckType: 'container',
        papers: {
          insurance: { number: 'POL-1', expiresOn: dayFromToday(10) },
          rc: { number: 'RC-1', expiresOn: dayFromToday(900) },
        },
      });
      assert.equal(soon.status, 201, soon.text);
      const papers = Object.fromEntries(soon.body.data.papers.map((paper: { kind: string }) => [paper.kind, paper]));
      assert.equal(soon.body.data.papers.length, 7);
      assert.deepEqual([papers.insurance.status, papers.insurance.daysLeft], ['expiring', 10]);
      assert.equal(papers.rc.status, 'valid');
      assert.equal(papers.puc.status, 'missing');
      assert.equal(soon.body.data.papersStatus, 'expiring');
      assert.equal(soon.body.data.nextExpiryOn, dayFromToday(10));

      await call('POST', '/trucks', {
        registrationNumber: 'MH12CD5678',
        truckType: 'open_body',
        papers: { fitness: { expiresOn: dayFromToday(-4) } },
      });
      await call('POST', '/trucks', {
        registrationNumber: 'MH14EF2468',
        truckType: 'trailer',
        papers: { rc: { expiresOn: dayFromToday(400) } },
      });

      const expiring = await call('GET', '/trucks?papers=expiring');
      assert.deepEqual(
        expiring.body.data.map((t: { registrationNumber: string }) => t.registrationNumber),
        ['MH12AB1234'],
      );
      const expired = await call('GET', '/trucks?papers=expired');
      assert.deepEqual(
        expired.body.data.map((t: { registrationNumber: string }) => t.registrationNumber),
        ['MH12CD5678'],
      );
      const byExpiry = await call('GET', '/trucks?sort=nextExpiryOn');
      assert.deepEqual(
        byExpiry.body.data.map((t: { registrationNumber: string }) => t.registrationNumber),
        ['MH12CD5678', 'MH12AB1234', 'MH14EF2468'],
      );
      const stats = await call('GET', '/trucks/stats');
      assert.deepEqual([stats.body.data.total, stats.body.data.papersExpired, stats.body.data.papersExpiring], [3, 1, 1]);

      const onTrip = await call('PUT', `/trucks/${soon.body.data.id}`, { status: 'on_trip' });
      assert.equal(onTrip.status, 400, 'on trip is set by trips only');
      const renewed = await call('PUT', `/trucks/${soon.body.data.id}`, {
        papers: { insurance: { number: 'POL-2', expiresOn: dayFromToday(365) } },
      });
      assert.equal(renewed.status, 200, renewed.text);
      assert.equal(renewed.body.data.papersStatus, 'valid');
      const rcKept = renewed.body.data.papers.find((paper: { kind: string }) => paper.kind === 'rc');
      assert.equal(rcKept.number, 'RC-1', 'papers not named keep their details');

      const audits = await server.database.db.select().from(auditLog).where(eq(auditLog.entityId, soon.body.data.id));
      assert.deepEqual(audits.map((entry) => entry.action).sort(), ['truck.create', 'truck.update']);
    });

    it("keeps a paper's scan judged by its content: PNG in, text refused with 415, served with nosniff, removed", async () => {
      const truck = (await call('GET', '/trucks?search=MH14EF2468')).body.data[0];
      const path = `/trucks/${truck.id}/papers/rc/scan`;
      const stored = await upload(path, PNG, 'rc.png');
      assert.equal(stored.status, 200, stored.text);
      const scan = stored.body.data.papers.find((paper: { kind: string }) => paper.kind === 'rc').scan;
      assert.deepEqual([scan.contentType, scan.sizeBytes], ['image/png', PNG.length]);

      const served = await fetch(`${server.url}/api${path}`, { headers: { authorization: `Bearer ${admin}` } });
      assert.equal(served.status, 200);
      assert.equal(served.headers.get('content-type'), 'image/png');
      assert.equal(served.headers.get('x-content-type-options'), 'nosniff');
      assert.deepEqual(Buffer.from(await served.arrayBuffer()), PNG);

      const text = await upload(path, Buffer.from('not really a pdf'), 'rc.pdf');
      assert.equal(text.status, 415);
      const wrongKind = await call('GET', `/trucks/${truck.id}/papers/tyres/scan`);
      assert.equal(wrongKind.status, 400);

      const removed = await call('DELETE', path);
      assert.equal(removed.status, 200, removed.text);
      const gone = await fetch(`${server.url}/api${path}`, { headers: { authorization: `Bearer ${admin}` } });
      assert.equal(gone.status, 404);
    });

    it('adds a driver with a licence; the licence number is unique; filters and stats follow the licence', async () => {
      const driver = await call('POST', '/drivers', {
        name: 'Ramesh Yadav',
        phone: '+91 98221 00111',
        licenceNumber: 'MH14 20110062821',
        licenceExpiresOn: dayFromToday(20),
      });
      assert.equal(driver.status, 201, driver.text);
      assert.equal(driver.body.data.phone, '9822100111');
      assert.deepEqual([driver.body.data.licence.status, driver.body.data.licence.daysLeft], ['expiring', 20]);

      const duplicate = await call('POST', '/drivers', {
        name: 'Other Driver',
        phone: '9822100112',
        licenceNumber: 'MH1420110062821',
        licenceExpiresOn: dayFromToday(400),
      });
      assert.equal(duplicate.status, 409);
      assert.match(duplicate.body.errors.licenceNumber, /already exists/);
      const noExpiry = await call('POST', '/drivers', {
        name: 'Third Driver',
        phone: '9822100113',
        licenceNumber: 'MH1420110062822',
      });
      assert.equal(noExpiry.status, 400);
      assert.ok(noExpiry.body.errors.licenceExpiresOn);

      const expiring = await call('GET', '/drivers?licence=expiring');
      assert.deepEqual(
        expiring.body.data.map((d: { name: string }) => d.name),
        ['Ramesh Yadav'],
      );
      const stats = await call('GET', '/drivers/stats');
      assert.deepEqual([stats.body.data.total, stats.body.data.licenceExpiring, stats.body.data.licenceExpired], [1, 1, 0]);

      const scan = await upload(`/drivers/${driver.body.data.id}/licence/scan`, PNG, 'licence.png');
      assert.equal(scan.status, 200, scan.text);
      assert.equal(scan.body.data.licence.scan.fileName, 'licence.png');

      const unknown = await call('GET', '/drivers/00000000-0000-4000-8000-000000000000');
      assert.equal(unknown.status, 404);
      const removed = await call('DELETE', `/drivers/${driver.body.data.id}`);
      assert.equal(removed.status, 200, removed.text);
    });
  });
}
