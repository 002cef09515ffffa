import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { rowsOf, type Db } from '../src/db/client';
import { backends } from './helpers/database';
import { assertKeptBalances } from './helpers/kept-balances';
import { dataOf, dayFromToday, masterSuite, pastDayThisSession, pdfFile, type MasterSuite } from './helpers/master-fixtures';
import { addDriver, addParty, addTruck, bookTrip, ownTripBody, uploadDocument } from './helpers/trip-fixtures';

/*
 * Issue 27: the stats read counts the database keeps as records change (migration 0011). After every
 * kind of write (API create, update, delete, spreadsheet import, and SQL the API never runs: bulk
 * updates and deletes), the kept counts must equal a GROUP BY over the records themselves, and the stats
 * a user reads must include the write.
 */

type Row = Record<string, unknown>;

async function rows(db: Db, query: ReturnType<typeof sql>): Promise<string[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows.map((row) => JSON.stringify(Object.values(row).map((value) => String(value)))).sort();
}

/** Each kept count beside the same figure computed from the records; zero counts left out. */
const PAIRS: { name: string; kept: ReturnType<typeof sql>; truth: ReturnType<typeof sql> }[] = [
  {
    name: 'trucks by status',
    kept: sql`select status, total from truck_status_counts where total <> 0`,
    truth: sql`select status, count(*) from trucks group by status`,
  },
  {
    name: 'drivers by status',
    kept: sql`select status, total from driver_status_counts where total <> 0`,
    truth: sql`select status, count(*) from drivers group by status`,
  },
  {
    name: 'papers and licences by expiry day',
    kept: sql`select kind, expires_on, total from expiry_counts where total <> 0`,
    truth: sql`select 'truck', next_expiry_on, count(*) from trucks where next_expiry_on is not null group by next_expiry_on
               union all select 'driver', licence_expires_on, count(*) from drivers group by licence_expires_on`,
  },
  {
    name: 'users by role and activity',
    kept: sql`select role, active, total from user_counts where total <> 0`,
    truth: sql`select role, active, count(*) from users group by role, active`,
  },
  {
    name: 'quotes by day and status',
    kept: sql`select day, status, total from quote_day_counts where total <> 0`,
    truth: sql`select (created_at at time zone 'UTC')::date, status, count(*) from quotes group by 1, 2`,
  },
  {
    name: 'trips by session, day and status',
    kept: sql`select session_id, trip_date, status, trips, freight_paise, km, income_paise, hire_paise from trip_day_counts
               where trips <> 0 or freight_paise <> 0`,
    truth: sql`select session_id, trip_date, status, count(*), sum(freight_paise) as freight, sum(coalesce(end_km - start_km, 0)) as km,
               sum(party_total_paise) as income, sum(party_total_paise - estimated_profit_paise) as hire from trips group by 1, 2, 3`,
  },
  {
    name: 'routes of trips not cancelled',
    kept: sql`select session_id, origin_key, destination_key, trips, freight_paise from trip_route_counts where trips <> 0 or freight_paise <> 0`,
    truth: sql`select session_id, lower(origin) as o, lower(destination) as d, count(*), sum(freight_paise) from trips
               where status <> 'cancelled' group by 1, 2, 3`,
  },
  {
    name: 'rows of the tables whose lists read their totals from kept counts',
    kept: sql`select table_name, sum(total) from table_row_counts group by table_name having sum(total) <> 0`,
    truth: sql`select * from (
      select 'banks', count(*) from banks union all select 'billing_parties', count(*) from billing_parties
      union all select 'vehicles', count(*) from vehicles union all select 'freight_bills', count(*) from freight_bills
      union all select 'trip_documents', count(*) from trip_documents union all select 'contact_messages', count(*) from contact_messages
      union all select 'newsletter_subscriptions', count(*) from newsletter_subscriptions union all select 'quotes', count(*) from quotes
      union all select 'expenses standing', count(*) from expenses where reversed_at is null
      union all select 'money_entries standing', count(*) from money_entries where reversed_at is null
      union all select 'audit_log', count(*) from audit_log
      union all select 'audit_log ' || entity, count(*) from audit_log group by entity
      union all select 'trip_documents ' || type, count(*) from trip_documents group by type
    ) as counted (table_name, total) where total <> 0`,
  },
];

// The trips' list totals (migration 0027) are checked with the kept balances, which the money tests also run.

async function assertCountsTrue(db: Db, after: string): Promise<void> {
  for (const { name, kept, truth } of PAIRS) {
    assert.deepEqual(await rows(db, kept), await rows(db, truth), `${name} after ${after}`);
  }
  await assertKeptBalances(db, `after ${after}`);
}

async function trucksSheet(registrations: string[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Trucks');
  sheet.addRow(['Registration no.', 'Type', 'Insurance no.', 'Insurance expiry']);
  for (const registration of registrations) sheet.addRow([registration, 'Open body', 'POL-9', new Date(Date.UTC(2027, 2, 31))]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function importSheet(suite: MasterSuite, path: string, content: Buffer): Promise<void> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), 'sheet.xlsx');
  const response = await fetch(`${suite.server.url}/api${path}`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${suite.admin}` },
  });
  assert.equal(response.status, 200, await response.text());
}

for (const backend of backends) {
  describe(`counts kept by the database for the stats (${backend})`, () => {
    const suite = masterSuite(backend);
    const db = () => suite.server.database.db;
    const truckStats = async () => dataOf(await suite.call('GET', '/trucks/stats'));
    const driverStats = async () => dataOf(await suite.call('GET', '/drivers/stats'));

    it('trucks: added, changed, imported and deleted, the stats follow at once and the counts equal the records', async () => {
      const before = await truckStats();
      const truck = await addTruck(suite);
      const added = await truckStats();
      assert.equal(added.total, before.total + 1);
      assert.equal(added.byStatus.available, before.byStatus.available + 1);
      await assertCountsTrue(db(), 'a truck was added');

      assert.equal((await suite.call('PUT', `/trucks/${truck.id}`, { status: 'maintenance' })).status, 200);
      const changed = await truckStats();
      assert.equal(changed.byStatus.available, before.byStatus.available);
      assert.equal(changed.byStatus.maintenance, before.byStatus.maintenance + 1);
      await assertCountsTrue(db(), 'a truck went to maintenance');

      await importSheet(suite, '/trucks/import?mode=commit', await trucksSheet(['MH12QW7001', 'MH12QW7002', 'MH12QW7003']));
      assert.equal((await truckStats()).total, before.total + 4);
      await assertCountsTrue(db(), 'three trucks were imported');

      assert.equal((await suite.call('DELETE', `/trucks/${truck.id}`)).status, 200);
      const deleted = await truckStats();
      assert.equal(deleted.total, before.total + 3);
      assert.equal(deleted.byStatus.maintenance, before.byStatus.maintenance);
      await assertCountsTrue(db(), 'a truck was deleted');
    });

    it('drivers: a licence that expires soon counts as expiring, and stops counting when renewed', async () => {
      const before = await driverStats();
      const driver = await addDriver(suite, dayFromToday(10));
      const added = await driverStats();
      assert.equal(added.total, before.total + 1);
      assert.equal(added.licenceExpiring, before.licenceExpiring + 1);
      const renewed = await suite.call('PUT', `/drivers/${driver.id}`, { licenceExpiresOn: dayFromToday(900) });
      assert.equal(renewed.status, 200, renewed.text);
      assert.equal((await driverStats()).licenceExpiring, before.licenceExpiring);
      await assertCountsTrue(db(), 'a licence was renewed');
    });

    it('trips: booking, cancelling and deleting move the trip stats and the busiest routes', async () => {
      const party = await addParty(suite);
      const tripStats = async () => dataOf(await suite.call('GET', '/trips/stats'));
      const before = await tripStats();
      const first = await bookTrip(
        suite,
        ownTripBody(party, await addTruck(suite), await addDriver(suite), { origin: 'Nashik' }),
      );
      const second = await bookTrip(
        suite,
        ownTripBody(party, await addTruck(suite), await addDriver(suite), { origin: 'NASHIK', destination: 'pune' }),
      );
      const booked = await tripStats();
      assert.equal(booked.total, before.total + 2);
      assert.equal(booked.byStatus.planned, before.byStatus.planned + 2);
      assert.equal(booked.freightPaise, before.freightPaise + first.freightPaise + second.freightPaise);
      const route = booked.busiestRoutes.find((row: { origin: string }) => row.origin.toLowerCase() === 'nashik');
      assert.deepEqual(route, {
        origin: 'NASHIK',
        destination: 'Pune',
        trips: 2,
        freightPaise: first.freightPaise + second.freightPaise,
      });
      await assertCountsTrue(db(), 'two trips were booked');

      const cancelled = await suite.call('POST', `/trips/${second.id}/cancel`, { reason: 'Load postponed' });
      assert.equal(cancelled.status, 200, cancelled.text);
      const afterCancel = await tripStats();
      assert.equal(afterCancel.byStatus.cancelled, before.byStatus.cancelled + 1);
      assert.equal(afterCancel.freightPaise, before.freightPaise + first.freightPaise, 'cancelled freight is not counted');
      await assertCountsTrue(db(), 'a trip was cancelled');

      // Only the latest planned trip may be deleted (its numbers are given back).
      const latest = await bookTrip(suite, ownTripBody(party, await addTruck(suite), await addDriver(suite)));
      assert.equal((await tripStats()).total, before.total + 3);
      assert.equal((await suite.call('DELETE', `/trips/${latest.id}`)).status, 200);
      assert.equal((await tripStats()).total, before.total + 2);
      await assertCountsTrue(db(), 'the latest trip was deleted');
    });

    it('trips of one day are listed in trip-number order both ways, not in the order of their ids', async () => {
      const party = await addParty(suite);
      const day = pastDayThisSession(3);
      const booked = [];
      for (let index = 0; index < 6; index += 1) {
        booked.push(await bookTrip(suite, ownTripBody(party, await addTruck(suite), await addDriver(suite), { tripDate: day })));
      }
      const numbers = booked.map((trip) => trip.tripNo as string).sort();
      const listed = async (sort: string) =>
        dataOf(await suite.call('GET', `/trips?from=${day}&to=${day}&billingPartyId=${party.id}&sort=${sort}`)).map(
          (trip: { tripNo: string }) => trip.tripNo,
        );
      assert.deepEqual(await listed('tripDate'), numbers);
      assert.deepEqual(await listed('-tripDate'), [...numbers].reverse());
      assert.deepEqual(await listed('-freight'), [...numbers].reverse(), 'one freight each: the numbers decide');
    });

    it("a whole list's total is the kept row count: it follows parties added and deleted, and a table emptied", async () => {
      const listed = async () => (await suite.call('GET', '/billing-parties?limit=1')).body;
      await addParty(suite);
      const before = await listed();
      const added = [await addParty(suite), await addParty(suite), await addParty(suite)];
      assert.equal((await listed()).total, before.total + 3);
      assert.equal((await suite.call('DELETE', `/billing-parties/${added[0]!.id}`)).status, 200);
      const after = await listed();
      assert.equal(after.total, before.total + 2);
      assert.equal(after.totalCapped, false);
      await assertCountsTrue(db(), 'parties were added and deleted');
      // The total is read from the kept count, not counted from the parties.
      const shiftKept = (by: number) =>
        db().execute(sql`update table_row_counts set total = total + ${by} where table_name = 'billing_parties'
          and slot = (select min(slot) from table_row_counts where table_name = 'billing_parties')`);
      await shiftKept(5);
      assert.equal((await listed()).total, after.total + 5);
      await shiftKept(-5);

      // The trips' list reads its kept count too, with the trips' totals while they are few enough to add up.
      const tripList = (await suite.call('GET', '/trips?limit=1')).body;
      const [truth] = rowsOf<{ trips: number }>(await db().execute(sql`select count(*)::int as trips from trips`));
      assert.equal(tripList.total, truth!.trips);
      assert.ok(tripList.totals && tripList.totals.trips === truth!.trips, 'the totals add up every trip');

      const newsletter = async () => (await suite.call('GET', '/newsletter?limit=1')).body.total;
      await db().execute(
        sql`insert into newsletter_subscriptions (email) values ('a@count.test'), ('b@count.test'), ('c@count.test')`,
      );
      assert.equal(await newsletter(), 3);
      await db().execute(sql`truncate newsletter_subscriptions`);
      assert.equal(await newsletter(), 0);
      await assertCountsTrue(db(), 'the newsletter table was emptied');
    });

    it("each document type's total is kept: exact on every page, following uploads, a type changed by hand, deletes and an emptied table", async () => {
      const listed = async (query: string) => (await suite.call('GET', `/documents?limit=1${query}`)).body;
      const trip = await bookTrip(suite, ownTripBody(await addParty(suite), await addTruck(suite), await addDriver(suite)));
      const before = (await listed('&type=invoice')).total as number;
      const upload = async (type: string) => {
        const res = await uploadDocument(
          suite.server,
          suite.admin,
          { tripId: trip.id, type },
          { content: pdfFile(), name: `${type}.pdf` },
        );
        assert.equal(res.status, 201, res.text);
        return res.body.data as { id: string };
      };
      const invoices = [await upload('invoice'), await upload('invoice'), await upload('invoice'), await upload('invoice')];
      await upload('weighment_slip');
      assert.deepEqual([(await listed('&type=invoice')).total, (await listed('&type=invoice')).totalCapped], [before + 4, false]);
      assert.equal((await listed('&type=invoice&page=3')).total, before + 4, 'exact on a deep page too');
      await assertCountsTrue(db(), 'documents were filed');
      await db().execute(sql`update trip_documents set type = 'eway_bill' where id = ${invoices[0]!.id}`);
      assert.equal((await listed('&type=invoice')).total, before + 3);
      await assertCountsTrue(db(), "a document's type was changed by hand");
      const removed = await suite.call('DELETE', `/documents/${invoices[1]!.id}`);
      assert.equal(removed.status, 200, removed.text);
      assert.equal((await listed('&type=invoice')).total, before + 2);
      // Read from the kept count, not counted from the documents.
      await db().execute(sql`update table_row_counts set total = total + 5 where table_name = 'trip_documents invoice'
        and slot = (select min(slot) from table_row_counts where table_name = 'trip_documents invoice')`);
      assert.equal((await listed('&type=invoice')).total, before + 7);
      await db().execute(sql`update table_row_counts set total = total - 5 where table_name = 'trip_documents invoice'
        and slot = (select min(slot) from table_row_counts where table_name = 'trip_documents invoice')`);
      await db().execute(sql`truncate trip_documents`);
      assert.equal((await listed('&type=invoice')).total, 0);
      await assertCountsTrue(db(), 'the documents were emptied');
    });

    it("the audit log's total, and each entity's, are kept: exact on every page, following entries added and a log emptied", async () => {
      const log = async (query: string) => (await suite.call('GET', `/audit-log?limit=1${query}`)).body;
      const before = { all: (await log('')).total, quotes: (await log('&entity=quote')).total };
      await db().execute(sql`insert into audit_log (action, entity, entity_id)
        select 'quote.status', 'quote', 'q' || n from generate_series(1, 12) as n`);
      await db().execute(sql`insert into audit_log (action, entity) values ('user.update', 'user'), ('user.update', 'user')`);
      const all = await log('');
      assert.equal(all.total, before.all + 14);
      assert.equal(all.totalCapped, false);
      assert.equal((await log('&entity=quote')).total, before.quotes + 12);
      assert.equal((await log('&entity=quote&page=9')).total, before.quotes + 12, 'exact on a deep page too');
      // Narrowed to one record, the entries are counted (few): the kept counts do not name records.
      assert.equal((await log('&entity=quote&entityId=q7')).total, 1);
      await assertCountsTrue(db(), 'audit entries were added');
      // Read from the kept count, not counted from the entries.
      await db().execute(sql`update table_row_counts set total = total + 5 where table_name = 'audit_log quote'
        and slot = (select min(slot) from table_row_counts where table_name = 'audit_log quote')`);
      assert.equal((await log('&entity=quote')).total, before.quotes + 17);
      await db().execute(sql`update table_row_counts set total = total - 5 where table_name = 'audit_log quote'
        and slot = (select min(slot) from table_row_counts where table_name = 'audit_log quote')`);
      await db().execute(sql`truncate audit_log`);
      assert.equal((await log('')).total, 0);
      await assertCountsTrue(db(), 'the audit log was emptied');
    });

    it('bulk SQL the API never runs (many rows in one statement, columns left alone, rows deleted) keeps every count true', async () => {
      await db().execute(sql`update trucks set status = 'maintenance' where status = 'available'`);
      await db().execute(sql`update trucks set odometer_km = coalesce(odometer_km, 0) + 1`);
      await db().execute(sql`update drivers set licence_expires_on = licence_expires_on + 1`);
      await db().execute(sql`update users set active = not active where role = 'customer'`);
      await db().execute(sql`update trips set freight_paise = freight_paise + 100, origin = upper(origin)`);
      await assertCountsTrue(db(), 'bulk updates');
      await db().execute(sql`delete from trucks where id not in (select truck_id from trips where truck_id is not null)`);
      await assertCountsTrue(db(), 'a bulk delete');
    });
  });
}
