import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { backends } from './helpers/database';
import { quoteBody } from './helpers/bodies';
import { createPasswordHasher } from '../src/lib/passwords';
import { DEMO_PASSWORD, demoUsers } from '../src/seed/demo-data';
import { seedDemoBusiness } from '../src/seed/demo-business';
import { signedInApi } from '../src/seed/injected-api';
import { seedDemo } from '../src/seed/seed-demo';
import { dataOf, dayFromToday, masterSuite, pdfFile, UNKNOWN_ID } from './helpers/master-fixtures';
import { tripDetailOf } from '../src/modules/trips/shape';
import { addDriver, addParty, addTruck, bookTrip, ownTripBody } from './helpers/trip-fixtures';

/*
 * The lists whose rows the database writes as JSON (lib/json-row) answer each record exactly as its own
 * call does: the same fields, numbers as numbers, amounts and sizes as exact text, timestamps as
 * toISOString writes them, and text with quotes, backslashes, line breaks and Indian scripts intact.
 */

const oneLine = 'Shree "Ganesh" \\ Roadways — ठाणे';
const awkward = `${oneLine}\nline two`;

for (const backend of backends) {
  describe(`list rows written by the database (${backend})`, () => {
    const suite = masterSuite(backend);
    const { call } = suite;

    /** The record a POST added. */
    async function added(path: string, body: unknown) {
      const res = await call('POST', path, body);
      assert.equal(res.status, 201, res.text);
      return res.body.data;
    }

    /** The record as `list` shows it, found by its id among the rows that `query` lists. */
    async function listed(list: string, query: string, id: string) {
      const rows = dataOf(await call('GET', `/${list}?${query}`)) as ({ id: string } & Record<string, unknown>)[];
      const row = rows.find((candidate) => candidate.id === id);
      assert.ok(row, `${list}?${query} lists ${id}`);
      return row;
    }

    it('billing parties: the state named from the GSTIN, the opening balance, awkward text', async () => {
      const withGstin = await added('/billing-parties', {
        name: 'Umang Roadways',
        gstin: '27AAPFU0939F1ZV',
        address: awkward,
        creditDays: 45,
        openingBalance: { amount: '1,25,000.50', side: 'Dr' },
      });
      const bare = await added('/billing-parties', { name: 'Unregistered Traders', stateCode: '29' });
      for (const party of [withGstin, bare]) {
        assert.deepEqual(
          await listed('billing-parties', 'limit=100', party.id),
          dataOf(await call('GET', `/billing-parties/${party.id}`)),
        );
      }
      assert.equal(withGstin.stateName, 'Maharashtra');
      assert.equal((await listed('billing-parties', 'search=umang', withGstin.id)).address, awkward);
    });

    it('market vehicles: the PAN holder read from the PAN, and none without one', async () => {
      const withPan = await added('/vehicles', {
        registrationNumber: 'MH12QW4521',
        ownerName: oneLine,
        ownerPan: 'ABXPJ4411K',
        ownerDeclaredSmallFleet: true,
      });
      const withoutPan = await added('/vehicles', { registrationNumber: 'KA01ZZ0001', ownerName: 'Test Owner' });
      for (const vehicle of [withPan, withoutPan]) {
        assert.deepEqual(await listed('vehicles', 'limit=100', vehicle.id), dataOf(await call('GET', `/vehicles/${vehicle.id}`)));
      }
      assert.deepEqual([withPan.ownerPanHolder, withoutPan.ownerPanHolder], ['individual', null]);
    });

    it('banks and cash accounts', async () => {
      const bank = await added('/banks', {
        name: 'HDFC current',
        accountType: 'current',
        bankName: 'HDFC Bank',
        accountNumber: '50200012345678',
        ifsc: 'HDFC0001234',
        branch: oneLine,
        openingBalance: { amount: '2,50,000', side: 'Cr' },
      });
      assert.deepEqual(await listed('banks', 'sort=-createdAt', bank.id), dataOf(await call('GET', `/banks/${bank.id}`)));
      assert.deepEqual(bank.openingBalance, { amountPaise: 25_000_000, side: 'Cr' });
    });

    it("own trucks: the papers' statuses counted from today beside what the database writes", async () => {
      const papered = await added('/trucks', {
        registrationNumber: 'MH12AB1234',
        truckType: 'container',
        capacityTonnes: '25.5',
        odometerKm: '48200',
        notes: awkward,
        papers: {
          rc: { number: 'RC/2019/555', expiresOn: dayFromToday(400) },
          insurance: { number: 'POL-778812', expiresOn: dayFromToday(10) },
          fitness: { expiresOn: dayFromToday(-4) },
        },
      });
      const bare = await added('/trucks', { registrationNumber: 'MH12AB1235', truckType: 'lcv' });
      for (const truck of [papered, bare]) {
        assert.deepEqual(await listed('trucks', 'limit=100', truck.id), dataOf(await call('GET', `/trucks/${truck.id}`)));
      }
      assert.deepEqual([papered.papersStatus, bare.papersStatus], ['expired', 'missing']);
    });

    it("drivers: the licence's status counted from today beside what the database writes", async () => {
      const driver = await added('/drivers', {
        name: oneLine,
        phone: '+91 98220 45210',
        licenceNumber: 'MH12 20190012345',
        licenceExpiresOn: dayFromToday(20),
        address: awkward,
        openingBalance: { amount: '1,500', side: 'Dr' },
      });
      const scanned = await suite.upload(`/drivers/${driver.id}/licence/scan`, {
        content: pdfFile('Driving licence MH12'),
        name: 'licence front.pdf',
        type: 'application/pdf',
      });
      assert.equal(scanned.status, 200, scanned.text);
      const own = dataOf(await call('GET', `/drivers/${driver.id}`));
      assert.deepEqual(await listed('drivers', 'limit=100', driver.id), own);
      assert.deepEqual([own.licence.status, own.licence.scan.fileName], ['expiring', 'licence front.pdf']);
    });

    it('quotes: the reference, weights as exact text, an empty volume', async () => {
      const created = await suite.server.request('POST', '/api/quotes', {
        body: quoteBody({ contactName: 'Ravi "RK" Kumar \\ ठाणे', message: awkward, weightKg: '1250.5', volumeCbm: undefined }),
      });
      assert.equal(created.status, 201, created.text);
      const quote = created.body.data;
      assert.deepEqual(await listed('quotes', 'search=ravi', quote.id), quote);
      assert.deepEqual([quote.weightKg, quote.volumeCbm, quote.pieces], ['1250.50', null, 12]);
      assert.match(quote.reference, /^Q-\d{6}$/);
    });
  });

  describe(`money lists written by the database (${backend})`, () => {
    const suite = masterSuite(backend);
    const { call } = suite;

    it('every money entry, expense and bill of the demo business as its own call answers it, reversed ones included', async () => {
      const { server } = suite;
      await seedDemo(server.database.db, createPasswordHasher(server.config.passwordHashing));
      const admin = demoUsers.find((user) => user.role === 'admin' && user.active)!;
      await seedDemoBusiness(await signedInApi(server.app, { email: admin.email, password: DEMO_PASSWORD }));
      const entries = dataOf(await call('GET', '/money-entries?limit=100')) as { id: string; kind: string; reference: string }[];
      const transfer = entries.find((entry) => entry.kind === 'transfer')!;
      assert.equal((await call('DELETE', `/money-entries/${transfer.id}`, { reason: 'Entered twice' })).status, 200);
      const expenses = dataOf(await call('GET', '/expenses?limit=100')) as { id: string; reference: string }[];
      const bills = dataOf(await call('GET', '/bills?limit=100')) as { billNo: string }[];
      // A search's page is read as ids first, then its rows: the other way a page is written.
      const searchFor = (reference: string) => `search=${encodeURIComponent(reference)}&limit=100`;
      assert.equal((await call('DELETE', `/expenses/${expenses[0]!.id}`, { reason: 'Wrong truck "MH12"' })).status, 200);

      const lists: [string, string][] = [
        ['money-entries', 'reversed=include&limit=100'],
        ['money-entries', searchFor(entries[1]!.reference)],
        ['expenses', 'reversed=include&limit=100'],
        ['expenses', searchFor(expenses[1]!.reference)],
        ['bills', 'limit=100'],
        ['bills', searchFor(bills[0]!.billNo)],
      ];
      const seen = { trip: 0, vehicle: 0, reversal: 0, allocations: 0, settlementFigures: 0, creditNote: 0 };
      for (const [list, query] of lists) {
        const rows = dataOf(await call('GET', `/${list}?${query}`)) as Record<string, unknown>[];
        assert.ok(rows.length > 0, `${list}?${query} lists something`);
        for (const row of rows) {
          const own = dataOf(await call('GET', `/${list}/${String(row.id)}`));
          const { lines: _lines, receipts: _receipts, ...bill } = own;
          assert.deepEqual(row, list === 'bills' ? bill : own, `${list}?${query}: ${String(row.reference ?? row.billNo)}`);
          for (const key of Object.keys(seen) as (keyof typeof seen)[]) {
            if (row[key] !== null && row[key] !== undefined && !(Array.isArray(row[key]) && row[key].length === 0))
              seen[key] += 1;
          }
        }
      }
      // The rows compared carry every kind of joined and nested value.
      for (const [key, rows] of Object.entries(seen)) if (key !== 'creditNote') assert.ok(rows > 0, `some row shows a ${key}`);
    });

    it("every trip's own page as the trip the changes read (shape.ts) writes it: timeline, charges, amounts, advance receipt", async () => {
      const { server } = suite;
      // One more, with charges and an event of awkward text, started so that it takes events.
      const [party, truck, driver] = [await addParty(suite), await addTruck(suite), await addDriver(suite)];
      const bank = (dataOf(await call('GET', '/banks?limit=100')) as { id: string; accountType: string }[]).find(
        (account) => account.accountType !== 'cash',
      )!;
      const charged = await bookTrip(
        suite,
        ownTripBody(party, truck, driver, {
          remarks: awkward,
          partyAdvance: '2,000',
          partyAdvanceMode: 'cheque',
          partyAdvanceBankId: bank.id,
          charges: [
            { kind: 'detention', side: 'party', effect: 'add', amount: '1,500' },
            { kind: 'shortage', side: 'party', effect: 'deduct', amount: '200.25', note: oneLine },
          ],
        }),
      );
      assert.equal((await call('POST', `/trips/${charged.id}/start`, {})).status, 200);
      const event = await call('POST', `/trips/${charged.id}/events`, {
        date: dayFromToday(0),
        // Now in India: not before the start a moment ago, not in the future.
        time: new Date(Date.now() + 330 * 60_000).toISOString().slice(11, 16),
        status: 'in_transit',
        location: oneLine,
        description: awkward,
      });
      assert.equal(event.status, 201, event.text);
      const listed = dataOf(await call('GET', '/trips?limit=100')) as { id: string }[];
      const seen = { truck: 0, vehicle: 0, driver: 0, charges: 0, partyAdvanceReceipt: 0, events: 0, podReceivedAt: 0 };
      for (const { id } of listed) {
        const page = dataOf(await call('GET', `/trips/${id}`));
        const read = JSON.parse(JSON.stringify(await tripDetailOf(server.database.db, id)));
        assert.deepEqual(page, read, `trip ${page.tripNo}`);
        for (const key of Object.keys(seen) as (keyof typeof seen)[]) {
          if (page[key] !== null && !(Array.isArray(page[key]) && page[key].length === 0)) seen[key] += 1;
        }
      }
      for (const [key, trips] of Object.entries(seen)) assert.ok(trips > 0, `some trip shows a ${key}`);
      const withText = dataOf(await call('GET', `/trips/${charged.id}`));
      assert.ok(withText.events.some((one: { description: string }) => one.description === awkward));
      assert.equal(withText.charges[1].note, oneLine);
      assert.equal((await call('GET', `/trips/${UNKNOWN_ID}`)).status, 404);
    });
  });
}
