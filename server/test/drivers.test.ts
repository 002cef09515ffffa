import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { drivers } from '../src/db/schema';
import { backends } from './helpers/database';
import {
  assertAdminOnly,
  assertCreateAudited,
  assertDeletes,
  assertFieldErrors,
  assertScanAdminOnly,
  assertScanRefusals,
  assertScanServed,
  assertUnknownIds,
  auditTrail,
  column,
  dataOf,
  dayFromToday,
  fields,
  masterSuite,
  pdfFile,
  pngFile,
  removeScan,
  selectOptions,
  signInCustomer,
  storedFileExists,
  UNKNOWN_ID,
  type FieldCase,
} from './helpers/master-fixtures';

const LICENCE_FORMAT_START = 'Licence number must start with a state code and the RTO code, like MH14';

for (const backend of backends) {
  describe(`drivers and their licences (${backend})`, () => {
    const suite = masterSuite(backend);
    const { call, upload } = suite;
    let driverId: string;
    const post = (body: unknown) => call('POST', '/drivers', body);
    const stats = async () => dataOf(await call('GET', '/drivers/stats'));

    it('adds a driver: mobile and licence number normalised, the licence with its status and days left; audited', async () => {
      const res = await post({
        name: 'Ramesh Yadav',
        phone: '+91 98221 00111',
        licenceNumber: 'mh14 2011-0062821',
        licenceExpiresOn: dayFromToday(20),
        address: 'Chakan, Pune',
      });
      assert.equal(res.status, 201, res.text);
      assert.equal(res.body.message, 'Driver Ramesh Yadav added');
      const driver = res.body.data;
      driverId = driver.id;
      assert.deepEqual(
        [driver.name, driver.phone, driver.status, driver.address, driver.openingBalance],
        ['Ramesh Yadav', '9822100111', 'active', 'Chakan, Pune', { amountPaise: 0, side: 'Dr' }],
      );
      assert.deepEqual(driver.licence, {
        kind: 'licence',
        number: 'MH1420110062821',
        expiresOn: dayFromToday(20),
        status: 'expiring',
        daysLeft: 20,
        scan: null,
      });

      const oldStyle = await post({
        name: 'Harpreet Singh',
        phone: '09814012345',
        licenceNumber: 'DL/04/123/2009',
        licenceExpiresOn: dayFromToday(-3),
        openingBalance: { amount: '5,000', side: 'Cr' },
      });
      assert.equal(oldStyle.status, 201, oldStyle.text);
      assert.deepEqual(
        [
          oldStyle.body.data.phone,
          oldStyle.body.data.licence.number,
          oldStyle.body.data.licence.status,
          oldStyle.body.data.licence.daysLeft,
        ],
        ['9814012345', 'DL041232009', 'expired', -3],
      );
      assert.deepEqual(oldStyle.body.data.openingBalance, { amountPaise: 500_000, side: 'Cr' });

      const one = await call('GET', `/drivers/${driverId}`);
      assert.deepEqual(one.body.data, driver);
      await assertCreateAudited(suite, 'driver.create', driver);
    });

    it('names the field for each rule broken, and stores nothing', async () => {
      const base = {
        name: 'Test Driver',
        phone: '9822100999',
        licenceNumber: 'KA0520190001234',
        licenceExpiresOn: dayFromToday(300),
      };
      const cases: FieldCase[] = [
        ['no licence expiry', { licenceExpiresOn: undefined }, 'licenceExpiresOn', 'Licence expiry date is required'],
        [
          'an expiry typed as DD/MM/YYYY',
          { licenceExpiresOn: '31/12/2030' },
          'licenceExpiresOn',
          'Licence expiry date must be a date like 2026-01-31',
        ],
        [
          'an expiry that does not exist',
          { licenceExpiresOn: '2030-13-01' },
          'licenceExpiresOn',
          'Licence expiry date is not a valid date',
        ],
        ['no licence number', { licenceNumber: undefined }, 'licenceNumber', 'Licence number is required'],
        ['an unknown state code', { licenceNumber: 'ZZ0520190001234' }, 'licenceNumber', LICENCE_FORMAT_START],
        [
          'a short licence number',
          { licenceNumber: 'MH14 123' },
          'licenceNumber',
          'Licence number must be 10 to 20 letters and digits, like MH1420110062821',
        ],
        [
          'punctuation in the licence number',
          { licenceNumber: 'MH14.2011.0062821' },
          'licenceNumber',
          'Licence number may only have letters and digits, like MH1420110062821',
        ],
        ['no mobile number', { phone: undefined }, 'phone', 'Mobile number is required'],
        ['a mobile of 9 digits', { phone: '982210011' }, 'phone', 'Mobile number must be 10 digits'],
        [
          'a mobile with letters',
          { phone: '98221OO111' },
          'phone',
          'Mobile number must be digits, like 98200 12345 or +91 98200 12345',
        ],
        ['a one-letter name', { name: 'R' }, 'name', 'Name must be at least 2 characters'],
        [
          'on trip set by hand',
          { status: 'on_trip' },
          'status',
          'Status must be active, on leave or inactive (on trip is set by trips)',
        ],
      ];
      await assertFieldErrors(post, base, cases);
      assert.equal((await call('GET', '/drivers?search=test%20driver')).body.total, 0);
    });

    it('refuses a licence number another driver has, however it is typed, on add and on change', async () => {
      const duplicate = await post({
        name: 'Other Driver',
        phone: '9822100112',
        licenceNumber: 'MH-14-2011-0062821',
        licenceExpiresOn: dayFromToday(400),
      });
      assert.equal(duplicate.status, 409, duplicate.text);
      assert.deepEqual(duplicate.body.errors, {
        licenceNumber: 'A driver with the licence number MH1420110062821 already exists',
      });

      const harpreet = (await call('GET', '/drivers?search=harpreet')).body.data[0];
      const changed = await call('PUT', `/drivers/${harpreet.id}`, { licenceNumber: 'mh14 20110062821' });
      assert.equal(changed.status, 409, changed.text);
      assert.deepEqual(changed.body.errors, { licenceNumber: 'A driver with the licence number MH1420110062821 already exists' });
      assert.equal((await call('GET', `/drivers/${harpreet.id}`)).body.data.licence.number, 'DL041232009');
    });

    it('changes a driver: a renewed licence is valid again; on trip keeps its status; audited with before and after', async () => {
      const renewed = await call('PUT', `/drivers/${driverId}`, {
        licenceExpiresOn: dayFromToday(3650),
        phone: '7020012345',
        status: 'on_leave',
      });
      assert.equal(renewed.status, 200, renewed.text);
      assert.equal(renewed.body.message, 'Driver Ramesh Yadav saved');
      assert.deepEqual(
        [renewed.body.data.licence.status, renewed.body.data.licence.daysLeft, renewed.body.data.phone, renewed.body.data.status],
        ['valid', 3650, '7020012345', 'on_leave'],
      );
      assert.deepEqual([renewed.body.data.licence.number, renewed.body.data.address], ['MH1420110062821', 'Chakan, Pune']);

      const noExpiry = await call('PUT', `/drivers/${driverId}`, { licenceExpiresOn: null });
      assert.equal(noExpiry.status, 400, noExpiry.text);
      assert.deepEqual(
        Object.keys(noExpiry.body.errors),
        ['licenceExpiresOn'],
        'a driver cannot be left without a licence expiry',
      );
      assert.equal((await call('GET', `/drivers/${driverId}`)).body.data.licence.expiresOn, dayFromToday(3650));
      const badPhone = await call('PUT', `/drivers/${driverId}`, { phone: '12345' });
      assert.equal(badPhone.status, 400);
      assert.deepEqual(badPhone.body.errors, { phone: 'Mobile number must be 10 digits' });

      await suite.server.database.db.update(drivers).set({ status: 'on_trip' }).where(eq(drivers.id, driverId));
      const onTrip = await call('PUT', `/drivers/${driverId}`, { status: 'active' });
      assert.equal(onTrip.status, 409, onTrip.text);
      assert.deepEqual(onTrip.body.errors, {
        status: 'This driver is on a trip: their status follows the trip until it is delivered',
      });
      const address = await call('PUT', `/drivers/${driverId}`, { address: 'Bhosari, Pune' });
      assert.equal(address.status, 200, 'other details can still be changed');
      assert.equal(address.body.data.status, 'on_trip');
      await suite.server.database.db.update(drivers).set({ status: 'active' }).where(eq(drivers.id, driverId));

      const trail = await auditTrail(suite.server, driverId);
      assert.deepEqual(
        trail.map((entry) => entry.action),
        ['driver.create', 'driver.update', 'driver.update'],
      );
      assert.deepEqual(
        [trail[1]!.before.licence.status, trail[1]!.after.licence.status, trail[1]!.before.phone, trail[1]!.after.phone],
        ['expiring', 'valid', '9822100111', '7020012345'],
      );
    });

    it('lists by licence (expired, expiring, valid), status and search; sorts by expiry and name; pages; stats count them', async () => {
      const before = await stats();
      const group = [
        { name: 'Sunil Kulkarni', phone: '9890000001', licenceNumber: 'MH1220150000001', licenceExpiresOn: dayFromToday(-1) },
        { name: 'anil Kulkarni', phone: '9890000002', licenceNumber: 'MH1220150000002', licenceExpiresOn: dayFromToday(30) },
        {
          name: 'Vijay Kulkarni',
          phone: '9890000003',
          licenceNumber: 'MH1220150000003',
          licenceExpiresOn: dayFromToday(31),
          status: 'on_leave',
        },
        {
          name: 'Ajay Kulkarni',
          phone: '9890000004',
          licenceNumber: 'MH1220150000004',
          licenceExpiresOn: dayFromToday(0),
          status: 'inactive',
        },
      ];
      for (const driver of group) {
        const res = await post(driver);
        assert.equal(res.status, 201, res.text);
      }
      const names = async (query: string) => column(await call('GET', `/drivers?search=kulkarni&${query}`), 'name');

      assert.deepEqual(
        await names(''),
        ['Ajay Kulkarni', 'anil Kulkarni', 'Sunil Kulkarni', 'Vijay Kulkarni'],
        'by name, any case',
      );
      assert.deepEqual(await names('licence=expired'), ['Sunil Kulkarni']);
      assert.deepEqual(await names('licence=expiring'), ['Ajay Kulkarni', 'anil Kulkarni'], 'expiring today and in 30 days');
      assert.deepEqual(await names('licence=valid'), ['Vijay Kulkarni']);
      assert.deepEqual(await names('sort=licenceExpiresOn'), [
        'Sunil Kulkarni',
        'Ajay Kulkarni',
        'anil Kulkarni',
        'Vijay Kulkarni',
      ]);
      assert.deepEqual(await names('status=on_leave'), ['Vijay Kulkarni']);
      assert.deepEqual(column(await call('GET', '/drivers?search=9890000002'), 'name'), ['anil Kulkarni']);
      assert.deepEqual(column(await call('GET', '/drivers?search=mh1220150000004'), 'name'), ['Ajay Kulkarni']);
      const expiredAnywhere = await call('GET', '/drivers?licence=expired');
      assert.deepEqual(column(expiredAnywhere, 'name'), ['Harpreet Singh', 'Sunil Kulkarni']);

      const page = await call('GET', '/drivers?search=kulkarni&sort=-name&limit=3&page=2');
      assert.deepEqual(column(page, 'name'), ['Ajay Kulkarni']);
      assert.deepEqual([page.body.total, page.body.page, page.body.limit], [4, 2, 3]);

      const badQuery = await call('GET', '/drivers?licence=lapsed&status=driving&sort=age');
      assert.equal(badQuery.status, 400);
      assert.deepEqual(badQuery.body.errors.licence, 'Licence must be one of valid, expiring, expired');
      assert.deepEqual(Object.keys(badQuery.body.errors).sort(), ['licence', 'sort', 'status']);

      const after = await stats();
      assert.equal(after.total - before.total, 4);
      assert.deepEqual(
        Object.fromEntries(
          Object.entries(after.byStatus).map(([status, count]) => [status, (count as number) - before.byStatus[status]]),
        ),
        { active: 2, on_trip: 0, on_leave: 1, inactive: 1 },
      );
      assert.equal(after.licenceExpired - before.licenceExpired, 1);
      assert.equal(after.licenceExpiring - before.licenceExpiring, 2);
      assert.deepEqual(
        [after.total, after.licenceExpired, after.licenceExpiring],
        [6, 2, 2],
        'Ramesh (renewed) and Harpreet (expired) were there before',
      );
    });

    it('select offers at most 20 drivers who are not inactive, with their licence; inactive ones only when asked for', async () => {
      for (let index = 1; index <= 20; index += 1) {
        const res = await post({
          name: `Chennai Driver ${String(index).padStart(2, '0')}`,
          phone: `94440${String(index).padStart(5, '0')}`,
          licenceNumber: `TN01${String(20200000000 + index)}`,
          licenceExpiresOn: dayFromToday(500),
        });
        assert.equal(res.status, 201, res.text);
      }
      const { offered, inactive } = await selectOptions(suite, '/drivers/select', 'ajay');
      assert.ok(offered.every((option) => option.status !== 'inactive'));
      assert.deepEqual(fields(offered.slice(0, 2), 'label'), [['anil Kulkarni'], ['Chennai Driver 01']], 'by name, any case');
      assert.deepEqual(fields(inactive, 'label', 'status', 'licenceStatus'), [['Ajay Kulkarni', 'inactive', 'expiring']]);

      const sunil = await call('GET', '/drivers/select?search=sunil');
      assert.deepEqual(sunil.body.data, [
        {
          id: sunil.body.data[0].id,
          label: 'Sunil Kulkarni',
          phone: '9890000001',
          status: 'active',
          licenceNumber: 'MH1220150000001',
          licenceExpiresOn: dayFromToday(-1),
          licenceStatus: 'expired',
        },
      ]);
    });

    it('keeps the licence scan, judged by its content: PDF and PNG in, served with nosniff, replaced, removed; audited', async () => {
      const path = `/drivers/${driverId}/licence/scan`;
      const none = await call('GET', path);
      assert.equal(none.status, 404);
      assert.equal(none.body.message, 'No licence scan is recorded for this driver');

      const pdf = pdfFile('Driving licence MH14');
      const stored = await upload(path, { content: pdf, name: 'licence front.pdf', type: 'application/pdf' });
      assert.equal(stored.status, 200, stored.text);
      assert.equal(stored.body.message, 'Scan uploaded');
      const firstScan = stored.body.data.licence.scan;
      assert.deepEqual(
        [firstScan.fileName, firstScan.contentType, firstScan.sizeBytes, stored.body.data.licence.number],
        ['licence front.pdf', 'application/pdf', pdf.length, 'MH1420110062821'],
      );
      const served = await assertScanServed(suite, path, pdf, 'application/pdf');
      assert.match(served.headers.get('content-disposition') ?? '', /^inline; filename="licence front\.pdf"/);
      assert.equal((await call('GET', `/drivers/${driverId}`)).body.data.licence.scan.id, firstScan.id);

      // A PNG sent as a PDF is kept as the PNG it is; the earlier scan is not kept.
      const png = pngFile(8, 5, [20, 90, 200]);
      const replaced = await upload(path, { content: png, name: 'licence.pdf', type: 'application/pdf' });
      assert.equal(replaced.status, 200, replaced.text);
      assert.deepEqual(
        [replaced.body.data.licence.scan.fileName, replaced.body.data.licence.scan.contentType],
        ['licence.png', 'image/png'],
      );
      assert.equal(await storedFileExists(suite.server, firstScan.id), false, 'the replaced scan is deleted');
      await assertScanServed(suite, path, png, 'image/png');
      await assertScanRefusals(suite, path, png);

      const unknown = await upload(`/drivers/${UNKNOWN_ID}/licence/scan`, { content: png, name: 'licence.png' });
      assert.equal(unknown.status, 404);
      assert.equal(unknown.body.message, 'Driver not found');

      const removed = await removeScan(suite, path, 'No licence scan is recorded for this driver');
      assert.deepEqual([removed.body.data.licence.scan, removed.body.data.licence.number], [null, 'MH1420110062821']);
      assert.equal(await storedFileExists(suite.server, replaced.body.data.licence.scan.id), false);

      const trail = (await auditTrail(suite.server, driverId)).map((entry) => entry.action);
      assert.deepEqual(
        trail.filter((action) => action.startsWith('driver.scan')),
        ['driver.scan', 'driver.scan', 'driver.scan_remove'],
      );
    });

    it('deletes a driver with the licence scan (audited); 404 for an unknown one, 400 for a malformed id', async () => {
      const harpreet = (await call('GET', '/drivers?search=harpreet')).body.data[0];
      const scanned = await upload(`/drivers/${harpreet.id}/licence/scan`, { content: pngFile(), name: 'dl.png' });
      assert.equal(scanned.status, 200, scanned.text);
      const scanId = scanned.body.data.licence.scan.id;

      await assertDeletes(suite, `/drivers/${harpreet.id}`, {
        message: 'Driver Harpreet Singh deleted',
        notFound: 'Driver not found',
        action: 'driver.delete',
      });
      assert.equal(await storedFileExists(suite.server, scanId), false, 'the licence scan goes with the driver');
      const sameLicence = await post({
        name: 'Harpreet Singh',
        phone: '9814012345',
        licenceNumber: 'DL041232009',
        licenceExpiresOn: dayFromToday(900),
      });
      assert.equal(sameLicence.status, 201, 'a deleted driver frees the licence number');

      await assertUnknownIds(suite, '/drivers', 'Driver not found', { notes: 'Nobody' });
    });

    it('is for admins only: 401 without a token, 403 for a customer', async () => {
      const customer = await signInCustomer(suite.server, suite.admin);
      const scan = `/api/drivers/${driverId}/licence/scan`;
      await assertAdminOnly(suite.server, customer, [
        ['GET', '/api/drivers'],
        ['GET', '/api/drivers/stats'],
        ['GET', '/api/drivers/select'],
        ['GET', `/api/drivers/${driverId}`],
        [
          'POST',
          '/api/drivers',
          { name: 'Sneaky', phone: '9822100555', licenceNumber: 'MH1420110000555', licenceExpiresOn: dayFromToday(10) },
        ],
        ['PUT', `/api/drivers/${driverId}`, { name: 'Sneaky' }],
        ['DELETE', `/api/drivers/${driverId}`],
      ]);
      await assertScanAdminOnly(suite, customer, scan);
      assert.equal((await call('GET', `/drivers/${driverId}`)).body.data.name, 'Ramesh Yadav');
      assert.equal((await call('GET', '/drivers?search=sneaky')).body.total, 0);
    });
  });
}
