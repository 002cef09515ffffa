import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { trucks } from '../src/db/schema';
import { ADDED_MEANWHILE } from '../src/modules/masters/crud';
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
  sendFile,
  signInCustomer,
  storedFileExists,
  UNKNOWN_ID,
  type FieldCase,
} from './helpers/master-fixtures';
import type { ApiResponse } from './helpers/server';

interface PaperView {
  kind: string;
  number: string | null;
  expiresOn: string | null;
  status: string;
  daysLeft: number | null;
  scan: { id: string; fileName: string; contentType: string; sizeBytes: number; uploadedAt: string } | null;
}

/** The papers of a truck answer, by kind. */
const papersOf = (res: ApiResponse): Record<string, PaperView> =>
  Object.fromEntries((res.body.data.papers as PaperView[]).map((paper) => [paper.kind, paper]));

const ALL_KINDS = ['rc', 'insurance', 'fitness', 'national_permit', 'state_permit', 'road_tax', 'puc'];

for (const backend of backends) {
  describe(`own trucks and their papers (${backend})`, () => {
    const suite = masterSuite(backend);
    const { call, upload } = suite;
    let truckId: string;
    const post = (body: unknown) => call('POST', '/trucks', body);
    const stats = async () => dataOf(await call('GET', '/trucks/stats'));

    it('adds a truck: every paper kind comes back with its status and days left; numbers normalised; audited', async () => {
      const res = await post({
        registrationNumber: 'mh 12 ab 1234',
        truckType: 'container',
        make: 'Tata',
        model: 'LPT 1918',
        capacityTonnes: '25.5',
        chassisNumber: 'mat 4480-12',
        engineNumber: 'b5.9 88 12',
        odometerKm: '48200',
        papers: {
          rc: { number: 'RC/2019/555', expiresOn: dayFromToday(400) },
          insurance: { number: 'POL-778812', expiresOn: dayFromToday(10) },
          fitness: { expiresOn: dayFromToday(-4) },
          national_permit: { number: 'NP-1', expiresOn: dayFromToday(30) },
          state_permit: { expiresOn: dayFromToday(31) },
          road_tax: { number: 'RT-2024-88' },
          puc: { expiresOn: dayFromToday(0) },
        },
      });
      assert.equal(res.status, 201, res.text);
      assert.equal(res.body.message, 'Truck MH12AB1234 added');
      const truck = res.body.data;
      truckId = truck.id;
      assert.deepEqual(
        [
          truck.registrationNumber,
          truck.truckType,
          truck.capacityTonnes,
          truck.chassisNumber,
          truck.engineNumber,
          truck.odometerKm,
        ],
        ['MH12AB1234', 'container', '25.50', 'MAT448012', 'B5.98812', 48200],
      );
      assert.equal(truck.status, 'available');

      assert.deepEqual(
        truck.papers.map((paper: PaperView) => paper.kind),
        ALL_KINDS,
      );
      assert.deepEqual(
        truck.papers.map((paper: PaperView) => [
          paper.kind,
          paper.number,
          paper.expiresOn,
          paper.status,
          paper.daysLeft,
          paper.scan,
        ]),
        [
          ['rc', 'RC/2019/555', dayFromToday(400), 'valid', 400, null],
          ['insurance', 'POL-778812', dayFromToday(10), 'expiring', 10, null],
          ['fitness', null, dayFromToday(-4), 'expired', -4, null],
          ['national_permit', 'NP-1', dayFromToday(30), 'expiring', 30, null],
          ['state_permit', null, dayFromToday(31), 'valid', 31, null],
          ['road_tax', 'RT-2024-88', null, 'missing', null, null],
          ['puc', null, dayFromToday(0), 'expiring', 0, null],
        ],
      );
      assert.equal(truck.papersStatus, 'expired', 'the worst paper decides');
      assert.equal(truck.nextExpiryOn, dayFromToday(-4));

      const bare = await post({ registrationNumber: 'MH12AB1235', truckType: 'lcv' });
      assert.equal(bare.status, 201, bare.text);
      assert.deepEqual(
        bare.body.data.papers.map((paper: PaperView) => [paper.kind, paper.status, paper.daysLeft]),
        ALL_KINDS.map((kind) => [kind, 'missing', null]),
      );
      assert.deepEqual([bare.body.data.papersStatus, bare.body.data.nextExpiryOn], ['missing', null]);

      const one = await call('GET', `/trucks/${truckId}`);
      assert.deepEqual(one.body.data, truck);
      await assertCreateAudited(suite, 'truck.create', truck);
    });

    it('names the field for each rule broken, and stores nothing', async () => {
      const base = { registrationNumber: 'KA05ZZ0001', truckType: 'tanker' };
      const cases: FieldCase[] = [
        [
          'a bad registration number',
          { registrationNumber: 'KA 5' },
          'registrationNumber',
          'Enter a registration number like MH12AB1234 or 22BH1234AB',
        ],
        ['no truck type', { truckType: undefined }, 'truckType', 'Choose the truck type'],
        ['an unknown truck type', { truckType: 'rocket' }, 'truckType', 'Choose the truck type'],
        [
          'an expiry typed as DD/MM/YYYY',
          { papers: { insurance: { expiresOn: '31/03/2027' } } },
          'papers.insurance.expiresOn',
          'Expiry date must be a date like 2026-01-31',
        ],
        [
          'an expiry that does not exist',
          { papers: { puc: { expiresOn: '2027-02-30' } } },
          'papers.puc.expiresOn',
          'Expiry date is not a valid date',
        ],
        ['a capacity over 100 t', { capacityTonnes: '150' }, 'capacityTonnes', 'Capacity must be at most 100'],
        ['a negative odometer', { odometerKm: -5 }, 'odometerKm', 'Odometer must be at least 0'],
        [
          'on trip set by hand',
          { status: 'on_trip' },
          'status',
          'Status must be available, maintenance or inactive (on trip is set by trips)',
        ],
      ];
      await assertFieldErrors(post, base, cases);
      assert.equal((await call('GET', '/trucks?search=ka05zz')).body.total, 0);
    });

    it('refuses a number another truck has, and the number of a market vehicle, on add and on change', async () => {
      const duplicate = await post({ registrationNumber: 'MH-12-AB-1234', truckType: 'trailer' });
      assert.equal(duplicate.status, 409, duplicate.text);
      assert.deepEqual(duplicate.body.errors, {
        registrationNumber: 'A truck with the registration number MH12AB1234 already exists',
      });

      const vehicle = await call('POST', '/vehicles', { registrationNumber: 'GJ01MV4444', ownerName: 'Hired Owner' });
      assert.equal(vehicle.status, 201, vehicle.text);
      const marketMessage = 'GJ01MV4444 is a market vehicle: remove it from Vehicles before adding it as your own truck';
      const asTruck = await post({ registrationNumber: 'gj 01 mv 4444', truckType: 'open_body' });
      assert.equal(asTruck.status, 409, asTruck.text);
      assert.deepEqual(asTruck.body, { success: false, message: marketMessage, errors: { registrationNumber: marketMessage } });

      const bare = (await call('GET', '/trucks?search=mh12ab1235')).body.data[0];
      const toVehicle = await call('PUT', `/trucks/${bare.id}`, { registrationNumber: 'GJ01MV4444' });
      assert.equal(toVehicle.status, 409, toVehicle.text);
      assert.deepEqual(toVehicle.body.errors, { registrationNumber: marketMessage });
      const toTruck = await call('PUT', `/trucks/${bare.id}`, { registrationNumber: 'MH12AB1234' });
      assert.equal(toTruck.status, 409, toTruck.text);
      assert.match(toTruck.body.errors.registrationNumber, /already exists/);
      assert.equal((await call('GET', `/trucks/${bare.id}`)).body.data.registrationNumber, 'MH12AB1235');
    });

    it('changes a truck: papers not named keep their details, a cleared paper goes; on trip keeps its status; audited', async () => {
      const renewed = await call('PUT', `/trucks/${truckId}`, {
        status: 'maintenance',
        papers: {
          insurance: { number: 'POL-990001', expiresOn: dayFromToday(365) },
          fitness: { number: null, expiresOn: null },
        },
      });
      assert.equal(renewed.status, 200, renewed.text);
      assert.equal(renewed.body.message, 'Truck MH12AB1234 saved');
      const papers = papersOf(renewed);
      assert.deepEqual(
        [papers.insurance!.number, papers.insurance!.status, papers.insurance!.daysLeft],
        ['POL-990001', 'valid', 365],
      );
      assert.deepEqual([papers.fitness!.expiresOn, papers.fitness!.status], [null, 'missing']);
      assert.deepEqual([papers.rc!.number, papers.rc!.daysLeft], ['RC/2019/555', 400], 'papers not named keep their details');
      assert.equal(renewed.body.data.status, 'maintenance');
      assert.equal(renewed.body.data.nextExpiryOn, dayFromToday(0), 'the next expiry follows the papers');
      assert.equal(renewed.body.data.papersStatus, 'expiring');

      const nothing = await call('PUT', `/trucks/${truckId}`, {});
      assert.equal(nothing.status, 400);
      const onTripByHand = await call('PUT', `/trucks/${truckId}`, { status: 'on_trip' });
      assert.equal(onTripByHand.status, 400, onTripByHand.text);
      assert.deepEqual(onTripByHand.body.errors, {
        status: 'Status must be available, maintenance or inactive (on trip is set by trips)',
      });
      const badDate = await call('PUT', `/trucks/${truckId}`, { papers: { rc: { expiresOn: 'soon' } } });
      assert.equal(badDate.status, 400);
      assert.deepEqual(badDate.body.errors, { 'papers.rc.expiresOn': 'Expiry date must be a date like 2026-01-31' });

      // A trip sets on_trip; until it is delivered the status cannot be changed by hand.
      await suite.server.database.db.update(trucks).set({ status: 'on_trip' }).where(eq(trucks.id, truckId));
      const onTrip = await call('PUT', `/trucks/${truckId}`, { status: 'available' });
      assert.equal(onTrip.status, 409, onTrip.text);
      assert.deepEqual(onTrip.body.errors, {
        status: 'This truck is on a trip: its status follows the trip until it is delivered',
      });
      const notes = await call('PUT', `/trucks/${truckId}`, { notes: 'Driver reports brake noise' });
      assert.equal(notes.status, 200, 'other details can still be changed');
      assert.equal(notes.body.data.status, 'on_trip');
      await suite.server.database.db.update(trucks).set({ status: 'available' }).where(eq(trucks.id, truckId));

      const trail = await auditTrail(suite.server, truckId);
      assert.deepEqual(
        trail.map((entry) => entry.action),
        ['truck.create', 'truck.update', 'truck.update'],
      );
      assert.deepEqual([trail[1]!.before.status, trail[1]!.after.status], ['available', 'maintenance']);
    });

    it('lists by papers (expired, expiring, valid), status, type and search; sorts by next expiry; pages; stats count them', async () => {
      const before = await stats();
      const group: Record<string, unknown>[] = [
        { registrationNumber: 'UP32EA0001', truckType: 'open_body', papers: { insurance: { expiresOn: dayFromToday(-1) } } },
        {
          registrationNumber: 'UP32EA0002',
          truckType: 'tipper',
          status: 'maintenance',
          papers: { rc: { expiresOn: dayFromToday(400) }, puc: { expiresOn: dayFromToday(5) } },
        },
        {
          registrationNumber: 'UP32EA0003',
          truckType: 'open_body',
          status: 'inactive',
          papers: { insurance: { expiresOn: dayFromToday(200) } },
        },
        { registrationNumber: 'UP32EA0004', truckType: 'open_body', model: 'Pro 3015' },
        {
          registrationNumber: 'UP32EA0005',
          truckType: 'open_body',
          chassisNumber: 'MB1PBEFC5JEXY1234',
          papers: { fitness: { expiresOn: dayFromToday(-30) }, insurance: { expiresOn: dayFromToday(3) } },
        },
      ];
      for (const truck of group) {
        const res = await post({ make: 'Eicher', ...truck });
        assert.equal(res.status, 201, res.text);
      }
      const numbers = async (query: string) => column(await call('GET', `/trucks?search=eicher&${query}`), 'registrationNumber');

      assert.deepEqual(await numbers('papers=expired'), ['UP32EA0001', 'UP32EA0005']);
      assert.deepEqual(await numbers('papers=expiring'), ['UP32EA0002']);
      assert.deepEqual(await numbers('papers=valid'), ['UP32EA0003']);
      assert.deepEqual(
        await numbers('sort=nextExpiryOn'),
        ['UP32EA0005', 'UP32EA0001', 'UP32EA0002', 'UP32EA0003', 'UP32EA0004'],
        'soonest expiry first, trucks without papers last',
      );
      assert.deepEqual(await numbers('status=maintenance'), ['UP32EA0002']);
      assert.deepEqual(await numbers('truckType=open_body&status=available'), ['UP32EA0001', 'UP32EA0004', 'UP32EA0005']);
      assert.deepEqual(column(await call('GET', '/trucks?search=pro%203015'), 'registrationNumber'), ['UP32EA0004']);
      assert.deepEqual(column(await call('GET', '/trucks?search=jexy12'), 'registrationNumber'), ['UP32EA0005']);

      const page = await call('GET', '/trucks?search=eicher&sort=-registrationNumber&limit=2&page=2');
      assert.deepEqual(column(page, 'registrationNumber'), ['UP32EA0003', 'UP32EA0002']);
      assert.deepEqual([page.body.total, page.body.page, page.body.limit], [5, 2, 2]);
      assert.equal(page.body.data[0].papers.length, 7, 'list rows carry their papers');

      const badQuery = await call('GET', '/trucks?papers=soon&status=on_road&sort=colour');
      assert.equal(badQuery.status, 400);
      assert.deepEqual(badQuery.body.errors.papers, 'Papers must be one of valid, expiring, expired');
      assert.deepEqual(Object.keys(badQuery.body.errors).sort(), ['papers', 'sort', 'status']);

      const after = await stats();
      assert.equal(after.total - before.total, 5);
      assert.deepEqual(
        Object.fromEntries(
          Object.entries(after.byStatus).map(([status, count]) => [status, (count as number) - before.byStatus[status]]),
        ),
        { available: 3, on_trip: 0, maintenance: 1, inactive: 1 },
      );
      assert.equal(after.papersExpired - before.papersExpired, 2);
      assert.equal(after.papersExpiring - before.papersExpiring, 1, 'a truck with an expired paper counts only as expired');
      assert.equal(
        after.total,
        Object.values(after.byStatus).reduce((sum: number, count) => sum + (count as number), 0),
      );
      // Screens opening together share a reading, which never misses a truck added before they asked.
      const added = await post({ registrationNumber: 'TN01ST0001', truckType: 'lcv' });
      assert.equal(added.status, 201, added.text);
      const together = await Promise.all(Array.from({ length: 12 }, () => stats()));
      for (const seen of together) assert.equal(seen.total, after.total + 1);
    });

    it('select offers at most 20 trucks that are not inactive, with their papers status; inactive ones only when asked for', async () => {
      for (let index = 1; index <= 20; index += 1) {
        const res = await post({ registrationNumber: `TN01SL${String(index).padStart(4, '0')}`, truckType: 'reefer' });
        assert.equal(res.status, 201, res.text);
      }
      const { offered, inactive } = await selectOptions(suite, '/trucks/select', 'up32ea0003');
      assert.ok(offered.every((option) => option.status !== 'inactive'));
      assert.deepEqual(fields(offered.slice(0, 2), 'label'), [['MH12AB1234'], ['MH12AB1235']], 'in number order');
      assert.deepEqual(fields(inactive, 'label', 'status', 'papersStatus'), [['UP32EA0003', 'inactive', 'valid']]);

      const expired = await call('GET', '/trucks/select?search=up32ea0001');
      assert.deepEqual(expired.body.data, [
        {
          id: expired.body.data[0].id,
          label: 'UP32EA0001',
          truckType: 'open_body',
          status: 'available',
          papersStatus: 'expired',
          nextExpiryOn: dayFromToday(-1),
        },
      ]);
    });

    it("keeps each paper's scan, judged by its content: PNG and PDF in, served as themselves with nosniff, replaced, removed; audited", async () => {
      const path = `/trucks/${truckId}/papers/rc/scan`;
      const png = pngFile();
      const stored = await upload(path, { content: png, name: 'rc front.png', type: 'image/png' });
      assert.equal(stored.status, 200, stored.text);
      assert.equal(stored.body.message, 'Scan uploaded');
      const rc = papersOf(stored).rc!;
      assert.deepEqual(
        [rc.scan?.fileName, rc.scan?.contentType, rc.scan?.sizeBytes, rc.number, rc.daysLeft],
        ['rc front.png', 'image/png', png.length, 'RC/2019/555', 400],
        'the scan joins the paper, whose details stay',
      );
      const served = await assertScanServed(suite, path, png, 'image/png');
      assert.match(served.headers.get('content-disposition') ?? '', /^inline; filename="rc front\.png"/);

      // A PDF named .png is stored as what it is.
      const pdf = pdfFile('Insurance policy');
      const policy = await upload(`/trucks/${truckId}/papers/insurance/scan`, {
        content: pdf,
        name: 'policy.png',
        type: 'image/png',
      });
      assert.equal(policy.status, 200, policy.text);
      assert.deepEqual(
        [papersOf(policy).insurance!.scan?.fileName, papersOf(policy).insurance!.scan?.contentType],
        ['policy.pdf', 'application/pdf'],
      );
      await assertScanServed(suite, `/trucks/${truckId}/papers/insurance/scan`, pdf, 'application/pdf');

      // Replacing: the new bytes are served and the old file is not kept.
      const replacement = pdfFile('RC renewed');
      const replaced = await upload(path, { content: replacement, name: 'rc.pdf', type: 'application/pdf' });
      assert.equal(replaced.status, 200, replaced.text);
      assert.notEqual(papersOf(replaced).rc!.scan?.id, rc.scan?.id);
      assert.equal(await storedFileExists(suite.server, rc.scan!.id), false, 'the replaced scan is deleted');
      await assertScanServed(suite, path, replacement, 'application/pdf');
      // The list reads each truck's papers and scans in the page's own statement: the same as the truck's page.
      const detail = (await call('GET', `/trucks/${truckId}`)).body.data;
      const listed = (await call('GET', `/trucks?search=${encodeURIComponent(detail.registrationNumber)}`)).body.data;
      assert.deepEqual(listed, [detail]);
      assert.ok(detail.papers.filter((paper: { scan: unknown }) => paper.scan !== null).length >= 2, 'papers with scans');

      await assertScanRefusals(suite, path, replacement);

      const kindMessage = `Paper must be one of ${ALL_KINDS.join(', ')}`;
      const wrongKind = await upload(`/trucks/${truckId}/papers/tyres/scan`, { content: png, name: 'tyres.png' });
      assert.equal(wrongKind.status, 400);
      assert.deepEqual(wrongKind.body.errors, { kind: kindMessage });
      const readWrongKind = await call('GET', `/trucks/${truckId}/papers/tyres/scan`);
      assert.equal(readWrongKind.status, 400);
      assert.deepEqual(readWrongKind.body.errors, { kind: kindMessage });
      const unknownTruck = await upload(`/trucks/${UNKNOWN_ID}/papers/rc/scan`, { content: png, name: 'rc.png' });
      assert.equal(unknownTruck.status, 404);
      assert.equal(unknownTruck.body.message, 'Truck not found');
      const noScan = await call('GET', `/trucks/${truckId}/papers/puc/scan`);
      assert.equal(noScan.status, 404);
      assert.equal(noScan.body.message, 'No scan is recorded for this paper');

      // A scan of a paper with nothing else recorded (it goes with the truck, below).
      const permit = await upload(`/trucks/${truckId}/papers/state_permit/scan`, { content: png, name: 'permit.png' });
      assert.equal(permit.status, 200, permit.text);
      const permitScanId = papersOf(permit).state_permit!.scan!.id;

      const removed = await removeScan(suite, path, 'No scan is recorded for this paper');
      assert.deepEqual([papersOf(removed).rc!.scan, papersOf(removed).rc!.number], [null, 'RC/2019/555']);
      assert.equal(await storedFileExists(suite.server, papersOf(replaced).rc!.scan!.id), false);

      const trail = (await auditTrail(suite.server, truckId)).map((entry) => entry.action);
      assert.deepEqual(
        trail.filter((action) => action.startsWith('truck.scan')),
        ['truck.scan', 'truck.scan', 'truck.scan', 'truck.scan', 'truck.scan_remove'],
      );

      // Deleting the truck deletes its scans too.
      const insuranceScanId = papersOf(policy).insurance!.scan!.id;
      await assertDeletes(suite, `/trucks/${truckId}`, {
        message: 'Truck MH12AB1234 deleted',
        notFound: 'Truck not found',
        action: 'truck.delete',
      });
      assert.equal(await storedFileExists(suite.server, insuranceScanId), false);
      assert.equal(await storedFileExists(suite.server, permitScanId), false);
    });

    it('deletes a truck (audited); 404 for an unknown one, 400 for a malformed id', async () => {
      const lcv = (await call('GET', '/trucks?search=mh12ab1235')).body.data[0];
      await assertDeletes(suite, `/trucks/${lcv.id}`, {
        message: 'Truck MH12AB1235 deleted',
        notFound: 'Truck not found',
        action: 'truck.delete',
      });
      const reused = await call('POST', '/vehicles', { registrationNumber: 'MH12AB1235', ownerName: 'New Owner' });
      assert.equal(reused.status, 201, "a deleted truck's number may become a market vehicle");

      await assertUnknownIds(suite, '/trucks', 'Truck not found', { notes: 'Nobody' });
    });

    it('is for admins only: 401 without a token, 403 for a customer', async () => {
      const customer = await signInCustomer(suite.server, suite.admin);
      const id = (await call('GET', '/trucks?search=up32ea0001')).body.data[0].id;
      const scan = `/api/trucks/${id}/papers/insurance/scan`;
      await assertAdminOnly(suite.server, customer, [
        ['GET', '/api/trucks'],
        ['GET', '/api/trucks/stats'],
        ['GET', '/api/trucks/select'],
        ['GET', `/api/trucks/${id}`],
        ['POST', '/api/trucks', { registrationNumber: 'MH12ZZ9999', truckType: 'lcv' }],
        ['PUT', `/api/trucks/${id}`, { notes: 'Sneaky' }],
        ['DELETE', `/api/trucks/${id}`],
      ]);
      await assertScanAdminOnly(suite, customer, scan);
      assert.equal((await call('GET', `/trucks/${id}`)).body.data.notes, null);
      assert.equal((await call('GET', '/trucks?search=mh12zz9999')).body.total, 0);
    });

    it('of an import of trucks and a market vehicle added with one number at the same moment, only one is kept', async () => {
      // The import checks its rows first and adds them later, in one transaction: a vehicle added in
      // between must not get a number the import adds too. The rounds start the vehicle at moments
      // spread over the time an import of this size takes here.
      const ROUNDS = 12;
      const fileOf = (numbers: string[]) => ({
        content: ['Registration no.,Type', ...numbers.map((number) => `${number},Open body`)].join('\n'),
        name: 'fleet.csv',
      });
      const importTrucks = (numbers: string[]) =>
        sendFile(suite.server, suite.admin, 'POST', '/api/trucks/import?mode=commit', fileOf(numbers));
      const othersOf = (round: number) =>
        Array.from({ length: 99 }, (_, index) => `MH46FL${String(round * 100 + index).padStart(4, '0')}`);
      let importTakes = 0;
      for (const warmUp of [othersOf(0), othersOf(ROUNDS + 1)]) {
        const started = performance.now();
        const timed = await importTrucks(warmUp);
        assert.equal(timed.status, 200, timed.text);
        importTakes = performance.now() - started; // the second: the first is slower, warming up
      }

      for (let round = 1; round <= ROUNDS; round += 1) {
        const racing = `MH46IR${String(round).padStart(4, '0')}`;
        const others = othersOf(round);
        const [imported, vehicle] = await Promise.all([
          importTrucks([racing, ...others]),
          delay((importTakes * (round - 1)) / ROUNDS).then(() =>
            call('POST', '/vehicles', { registrationNumber: racing, ownerName: 'Racing Owner' }),
          ),
        ]);
        const context = `round ${round}: ${imported.text.slice(0, 300)} | ${vehicle.text.slice(0, 300)}`;
        const asTruck = column(await call('GET', `/trucks?search=${racing}`), 'id').length;
        const asVehicle = column(await call('GET', `/vehicles?search=${racing}`), 'id').length;
        assert.equal(asTruck + asVehicle, 1, `${context}: ${racing} is kept once`);
        assert.equal(vehicle.status, asVehicle === 1 ? 201 : 409, context);
        if (imported.status === 200) {
          assert.equal(imported.body.data.imported, asTruck === 1 ? 100 : 99, context);
        } else {
          // The vehicle came after the rows were checked: nothing of the file is added.
          assert.equal(imported.status, 409, context);
          assert.equal(imported.body.message, ADDED_MEANWHILE);
          assert.deepEqual(column(await call('GET', `/trucks?search=${others[0]}`), 'id'), [], context);
        }
      }
    });
  });
}
