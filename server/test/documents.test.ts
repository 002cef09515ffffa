import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { indianToday } from 'shared-api/schemas';
import { tripDocuments } from '../src/db/schema';
import { chooseWalking, forgetPlans } from '../src/lib/common-search';
import { backends } from './helpers/database';
import { dataOf, masterSuite, pdfFile, pngFile, signInCustomer, UNKNOWN_ID, type MasterSuite } from './helpers/master-fixtures';
import { ADMIN, startServer, type TestServer } from './helpers/server';
import { addDriver, addParty, addTruck, bookTrip, ownTripBody, uploadDocument } from './helpers/trip-fixtures';

/** A delivered own-truck trip, ready for its POD. */
async function deliveredTrip(suite: MasterSuite) {
  const party = await addParty(suite, { email: 'accounts@zenith.example' });
  const trip = await bookTrip(suite, ownTripBody(party, await addTruck(suite), await addDriver(suite)));
  assert.equal((await suite.call('POST', `/trips/${trip.id}/start`, {})).status, 200);
  assert.equal((await suite.call('POST', `/trips/${trip.id}/deliver`, { endKm: 999_999 })).status, 200);
  return trip;
}

for (const backend of backends) {
  describe(`trip documents (${backend})`, () => {
    const suite = masterSuite(backend);

    it('files a POD: a delivered trip becomes POD received; the original bytes come back inline; audited', async () => {
      const trip = await deliveredTrip(suite);
      const pdf = pdfFile('Received in good condition');
      const res = await uploadDocument(
        suite.server,
        suite.admin,
        { tripId: trip.id, type: 'pod', note: 'Signed by the consignee' },
        { content: pdf, name: 'pod scan.PDF' },
      );
      assert.equal(res.status, 201, res.text);
      const document = res.body.data;
      assert.equal(res.body.message, `POD (proof of delivery) filed with ${trip.tripNo}`);
      assert.deepEqual(
        [document.type, document.fileName, document.contentType, document.sizeBytes, document.tripNo, document.uploadedBy],
        ['pod', 'pod scan.pdf', 'application/pdf', pdf.length, trip.tripNo, ADMIN.email],
      );
      const after = dataOf(await suite.call('GET', `/trips/${trip.id}`));
      assert.deepEqual([after.status, after.documentCount], ['pod_received', 1]);
      assert.ok(after.podReceivedAt);

      const download = await fetch(`${suite.server.url}/api/documents/download/${document.id}`, {
        headers: { authorization: `Bearer ${suite.admin}` },
      });
      assert.equal(download.status, 200);
      assert.equal(download.headers.get('content-type'), 'application/pdf');
      assert.match(download.headers.get('content-disposition') ?? '', /^inline; filename="pod scan.pdf"/);
      assert.equal(download.headers.get('x-content-type-options'), 'nosniff');
      assert.deepEqual(Buffer.from(await download.arrayBuffer()), pdf);

      const history = dataOf(await suite.call('GET', `/trips/${trip.id}/history`));
      assert.deepEqual(
        history.slice(0, 2).map((entry: { action: string; detail: string | null }) => [entry.action, entry.detail]),
        [
          ['trip.pod', null],
          ['trip.document_add', 'POD (proof of delivery): pod scan.pdf'],
        ],
      );
      const listed = dataOf(await suite.call('GET', `/documents/trip/${trip.id}`));
      assert.deepEqual(
        listed.map((row: { id: string }) => row.id),
        [document.id],
      );
    });

    it('judges files by content, names what is wrong, and refuses a POD before delivery', async () => {
      const party = await addParty(suite);
      const planned = await bookTrip(suite, ownTripBody(party, await addTruck(suite), await addDriver(suite)));
      assert.deepEqual(dataOf(await suite.call('GET', `/documents/trip/${planned.id}`)), [], 'a new trip has no files');
      const unknown = await suite.call('GET', '/documents/trip/6f1c2e1a-4b7d-4c1e-9a53-0d2f6b9e8c11');
      assert.deepEqual([unknown.status, unknown.body.message], [404, 'Trip not found']);
      const executable = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 1)]);
      const renamed = await uploadDocument(
        suite.server,
        suite.admin,
        { tripId: planned.id, type: 'invoice' },
        { content: executable, name: 'invoice.pdf', type: 'application/pdf' },
      );
      assert.deepEqual(
        [renamed.status, renamed.body.message],
        [415, 'The document must be a PDF, JPEG, PNG or WebP file; this file is none of them'],
      );
      const early = await uploadDocument(
        suite.server,
        suite.admin,
        { tripId: planned.id, type: 'pod' },
        { content: pngFile(), name: 'pod.png' },
      );
      assert.equal(early.status, 409);
      assert.equal(early.body.errors.type, `${planned.tripNo} is not delivered yet: deliver it first, then upload its POD`);
      const badFields = await uploadDocument(
        suite.server,
        suite.admin,
        { tripId: 'nope', type: 'selfie' },
        { content: pngFile(), name: 'x.png' },
      );
      assert.equal(badFields.status, 400);
      assert.deepEqual(Object.keys(badFields.body.errors).sort(), ['tripId', 'type']);
      const unknownTrip = await uploadDocument(
        suite.server,
        suite.admin,
        { tripId: UNKNOWN_ID, type: 'other' },
        { content: pngFile(), name: 'x.png' },
      );
      assert.deepEqual([unknownTrip.status, unknownTrip.body.message], [404, 'Trip not found']);
      const slip = await uploadDocument(
        suite.server,
        suite.admin,
        { tripId: planned.id, type: 'weighment_slip' },
        { content: pngFile(), name: '../../etc/passwd.png' },
      );
      assert.equal(slip.status, 201, slip.text);
      assert.equal(slip.body.data.fileName, 'passwd.png', 'nothing from the request becomes a path');
      assert.equal(dataOf(await suite.call('GET', `/trips/${planned.id}`)).status, 'planned');

      const refusedDelete = await suite.call('DELETE', `/trips/${planned.id}`);
      assert.equal(refusedDelete.status, 409);
      assert.match(refusedDelete.body.message, /is used by 1 document, so it cannot be deleted/);
      const removed = await suite.call('DELETE', `/documents/${slip.body.data.id}`);
      assert.deepEqual([removed.status, removed.body.message], [200, 'Document deleted']);
      const gone = await suite.call('GET', `/documents/download/${slip.body.data.id}`);
      assert.deepEqual([gone.status, gone.body.message], [404, 'Document not found']);
      // FormData, as a browser does, sends the quotes as %22: they go, the words stay.
      const quoted = await uploadDocument(
        suite.server,
        suite.admin,
        { tripId: planned.id, type: 'weighment_slip' },
        { content: pngFile(), name: 'kanta "front" पर्ची.png' },
      );
      assert.equal(quoted.status, 201, quoted.text);
      assert.equal(quoted.body.data.fileName, 'kanta front पर्ची.png');
    });

    it('lists every document with filters and a search by the trip’s numbers', async () => {
      const trip = await deliveredTrip(suite);
      await uploadDocument(
        suite.server,
        suite.admin,
        { tripId: trip.id, type: 'toll_receipt', note: 'Khalapur plaza' },
        { content: pngFile(), name: 'toll.png' },
      );
      await uploadDocument(
        suite.server,
        suite.admin,
        { tripId: trip.id, type: 'diesel_slip' },
        { content: pngFile(), name: 'diesel.png' },
      );
      const byType = dataOf(await suite.call('GET', `/documents?tripId=${trip.id}&type=toll_receipt`));
      assert.deepEqual(
        byType.map((row: { fileName: string }) => row.fileName),
        ['toll.png'],
      );
      // The whole list, by type or by upload dates (in India), each read with its trip's numbers.
      const ofThisTrip = (rows: { tripId: string; fileName: string }[]) =>
        rows.filter((row) => row.tripId === trip.id).map((row) => row.fileName);
      const onItsPage = dataOf(await suite.call('GET', `/documents/trip/${trip.id}`));
      const newest = dataOf(await suite.call('GET', '/documents?limit=2'));
      assert.deepEqual(newest, [...onItsPage].reverse(), 'as the trip’s page shows them, newest first');
      const slips = await suite.call('GET', '/documents?type=diesel_slip&limit=100');
      assert.deepEqual(ofThisTrip(dataOf(slips)), ['diesel.png']);
      assert.equal(slips.body.total, dataOf(slips).length);
      const today = indianToday();
      const uploadedToday = dataOf(await suite.call('GET', `/documents?from=${today}&to=${today}&limit=100`));
      assert.deepEqual(ofThisTrip(uploadedToday), ['diesel.png', 'toll.png']);
      assert.deepEqual(ofThisTrip(dataOf(await suite.call('GET', `/documents?to=2020-01-01&limit=100`))), []);
      const next = await suite.call(
        'GET',
        `/documents?limit=1&page=2&after=${(await suite.call('GET', '/documents?limit=1')).body.nextCursor}`,
      );
      assert.deepEqual(dataOf(next), [newest[1]], 'the next page by cursor');

      const byNumber = dataOf(await suite.call('GET', `/documents?search=${trip.lrNo}&sort=fileName`));
      assert.deepEqual(
        byNumber.map((row: { fileName: string }) => row.fileName),
        ['diesel.png', 'toll.png'],
      );
      const [found] = dataOf(await suite.call('GET', '/documents?search=khalapur'));
      assert.deepEqual(
        [found.fileName, found.tripNo, found.lrNo],
        ['toll.png', trip.tripNo, trip.lrNo],
        'a search shows each file with its trip’s numbers',
      );

      // Another trip's file named with this LR number: a part of the number finds it, the whole
      // number (in any case) finds this trip's documents, as it finds this trip in the trips list.
      const other = await deliveredTrip(suite);
      await uploadDocument(
        suite.server,
        suite.admin,
        { tripId: other.id, type: 'other' },
        { content: pngFile(), name: `copy of ${trip.lrNo}.png` },
      );
      const names = async (search: string) =>
        dataOf(await suite.call('GET', `/documents?search=${encodeURIComponent(search)}&sort=fileName&limit=100`)).map(
          (row: { fileName: string }) => row.fileName,
        );
      assert.deepEqual(await names(` ${trip.lrNo.toLowerCase()} `), ['diesel.png', 'toll.png']);
      // The whole number's pages (one statement prepared once): counted, by cursor, each file with its trip's numbers.
      const firstOfTwo = await suite.call('GET', `/documents?search=${trip.lrNo}&limit=1`);
      assert.deepEqual([firstOfTwo.body.total, firstOfTwo.body.totalCapped], [2, false]);
      const secondOfTwo = await suite.call(
        'GET',
        `/documents?search=${trip.lrNo}&limit=1&page=2&after=${firstOfTwo.body.nextCursor}`,
      );
      assert.equal(secondOfTwo.body.nextCursor, null);
      assert.deepEqual(
        [...dataOf(firstOfTwo), ...dataOf(secondOfTwo)].map((row: { fileName: string; lrNo: string }) => [
          row.fileName,
          row.lrNo,
        ]),
        [
          ['diesel.png', trip.lrNo],
          ['toll.png', trip.lrNo],
        ],
      );
      const byPart = await names(trip.lrNo.slice(0, -1));
      for (const name of [`copy of ${trip.lrNo}.png`, 'diesel.png', 'toll.png']) assert.ok(byPart.includes(name), name);
    });

    it('reads a common word’s first page of files walking the upload-date index, counted either way, as planned', async () => {
      const trip = await deliveredTrip(suite);
      for (const note of ['Walkfile one', 'Walkfile two', 'Walkfile three']) {
        const res = await uploadDocument(
          suite.server,
          suite.admin,
          { tripId: trip.id, type: 'other', note },
          { content: pngFile(), name: 'walk.png' },
        );
        assert.equal(res.status, 201, res.text);
      }
      forgetPlans();
      const planned = await suite.call('GET', '/documents?search=walkfile&limit=2');
      assert.deepEqual(
        dataOf(planned).map((row: { note: string }) => row.note),
        ['Walkfile three', 'Walkfile two'],
      );
      assert.deepEqual([planned.body.total, planned.body.totalCapped], [3, false]);
      for (const walk of ['table', 'sortIndex'] as const) {
        chooseWalking(tripDocuments, 'walkfile', walk);
        const walked = await suite.call('GET', '/documents?search=walkfile&limit=2');
        assert.deepEqual(walked.body, planned.body, `counted through the ${walk}`);
      }
      forgetPlans();
    });

    it('lets only admins read documents; a customer whose e-mail is the party’s sees the trip in the portal', async () => {
      const trip = await deliveredTrip(suite);
      const filed = await uploadDocument(
        suite.server,
        suite.admin,
        { tripId: trip.id, type: 'invoice' },
        { content: pngFile(), name: 'invoice.png' },
      );
      const customer = await signInCustomer(suite.server, suite.admin);
      for (const token of [customer, undefined]) {
        const res = await suite.server.request('GET', `/api/documents/download/${filed.body.data.id}`, { token });
        assert.equal(res.status, token ? 403 : 401);
      }
      const asCustomer = await uploadDocument(
        suite.server,
        customer,
        { tripId: trip.id, type: 'pod' },
        { content: pngFile(), name: 'x.png' },
      );
      assert.equal(asCustomer.status, 403);

      const partyCustomer = await suite.server.request('POST', '/api/users', {
        token: suite.admin,
        body: { name: 'Zenith Accounts', email: 'Accounts@Zenith.example', password: 'Passw0rdX', role: 'customer' },
      });
      assert.equal(partyCustomer.status, 201, partyCustomer.text);
      const token = await suite.server.login('accounts@zenith.example', 'Passw0rdX');
      const portal = await suite.server.request('GET', '/api/shipments/mine', { token });
      assert.equal(portal.status, 200, portal.text);
      assert.ok(portal.body.data.some((shipment: { trackingNumber: string }) => shipment.trackingNumber === trip.trackingNumber));
    });
  });

  describe(`trip document size limit (${backend})`, () => {
    let server: TestServer;
    let admin: string;
    before(async () => {
      server = await startServer(backend, { env: { DOCUMENT_MAX_MB: '1' } });
      admin = await server.login(ADMIN.email, ADMIN.password);
    });
    after(() => server.close());

    it('refuses a file over DOCUMENT_MAX_MB with a message that says the limit', async () => {
      const big = Buffer.concat([pdfFile(), Buffer.alloc(1024 * 1024 + 10, 32)]);
      const res = await uploadDocument(server, admin, { tripId: UNKNOWN_ID, type: 'other' }, { content: big, name: 'big.pdf' });
      assert.deepEqual([res.status, res.body?.message], [413, 'The document must be at most 1 MB']);
    });
  });
}
