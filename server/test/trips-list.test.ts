import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { COUNT_CAP, SEARCH_COUNT_CAP } from '../src/lib/listing';
import { backends } from './helpers/database';
import { masterSuite, UNKNOWN_ID } from './helpers/master-fixtures';
import { addDriver, addParty, addTruck, bookTrip, ownTripBody } from './helpers/trip-fixtures';

/*
 * GET /trips answers in one statement (prepared per filter shape when there is no search): these
 * check that its pages, counts and totals say what the trips are, whatever the shape, the depth and
 * however often a prepared statement has run.
 */

/** Trips of one party cloned straight into the tables: more than the count's cap. */
const BULK = COUNT_CAP + 5;

interface TripPage {
  data: { id: string; tripNo: string; status: string; billingParty: { name: string }; charges: unknown[] }[];
  total: number;
  totalCapped: boolean;
  totals: {
    trips: number;
    freightPaise: number;
    partyTotalPaise: number;
    ownerPayablePaise: number;
    estimatedProfitPaise: number;
  } | null;
  nextCursor: string | null;
}

for (const backend of backends) {
  describe(`the trips list (${backend})`, () => {
    const suite = masterSuite(backend);
    const list = async (query: string): Promise<TripPage> => {
      const res = await suite.call('GET', `/trips${query}`);
      assert.equal(res.status, 200, res.text);
      return res.body as TripPage;
    };
    let small: { id: string };
    let bulk: { id: string };
    let kept: { id: string; lrNo: string; tripNo: string; trackingNumber: string; freightPaise: number };

    before(async () => {
      [small, bulk] = [
        await addParty(suite, { name: 'Saraswati Paper Mills' }),
        await addParty(suite, { name: 'Bulk Cement Ltd' }),
      ];
      const [truck, driver] = [await addTruck(suite), await addDriver(suite)];
      kept = await bookTrip(suite, ownTripBody(small, truck, driver, { rateBasis: 'fixed', rate: '10,000' }));
      const dropped = await bookTrip(suite, ownTripBody(small, truck, driver, { rateBasis: 'fixed', rate: '30,000' }));
      const cancelled = await suite.call('POST', `/trips/${dropped.id}/cancel`, { reason: 'Goods not ready' });
      assert.equal(cancelled.status, 200, cancelled.text);

      // BULK delivered trips of the bulk party, ₹1 of freight each, copied from the kept trip's row.
      const db = suite.server.database.db;
      const found = await db.execute(sql`
          select column_name as name from information_schema.columns
          where table_name = 'trips' and is_generated = 'NEVER' and column_default is null
            and column_name not in ('trip_number', 'lr_number', 'trip_no', 'lr_no', 'shipment_id', 'tracking_number',
              'billing_party_id', 'status', 'freight_paise', 'party_total_paise', 'estimated_profit_paise')`);
      const columns = (found as unknown as { rows: { name: string }[] }).rows.map((row) => sql.identifier(row.name));
      await db.execute(sql`
        with made as (
          insert into shipments (origin, destination, current_location, status)
          select 'Mumbai', 'Pune', 'Pune', 'delivered' from generate_series(1, ${BULK})
          returning id, tracking_number
        ),
        numbered as (select id, tracking_number, lpad((row_number() over (order by tracking_number) + 1000)::text, 5, '0') as n from made)
        insert into trips (${sql.join(columns, sql`, `)}, trip_number, lr_number, trip_no, lr_no, shipment_id,
          tracking_number, billing_party_id, status, freight_paise, party_total_paise, estimated_profit_paise)
        select ${sql.join(
          columns.map((column) => sql`t.${column}`),
          sql`, `,
        )}, n::int, n::int, 'T-BULK-' || n, 'LR-BULK-' || n, numbered.id, numbered.tracking_number, ${bulk.id}, 'delivered', 100, 100, 100
        from numbered, trips t where t.id = ${kept.id}`);
    });

    it('counts, totals and pages one statement answers, for a small and a large filter', async () => {
      const few = await list(`?billingPartyId=${small.id}&sort=-freight`);
      assert.deepEqual(
        few.data.map((trip) => trip.status),
        ['cancelled', 'planned'],
      );
      assert.equal(few.data[1]!.billingParty.name, 'Saraswati Paper Mills');
      assert.deepEqual([few.total, few.totalCapped], [2, false]);
      // The cancelled trip counts as a trip and carries no money.
      assert.deepEqual(few.totals, {
        trips: 2,
        freightPaise: 1_000_000,
        partyTotalPaise: 1_000_000,
        ownerPayablePaise: 0,
        estimatedProfitPaise: 1_000_000,
      });

      // One party's trips: their count and totals are kept by the database (migration 0027), exact
      // however many they are and on every page.
      const bulkTotals = {
        trips: BULK,
        freightPaise: BULK * 100,
        partyTotalPaise: BULK * 100,
        ownerPayablePaise: 0,
        estimatedProfitPaise: BULK * 100,
      };
      const many = await list(`?billingPartyId=${bulk.id}`);
      assert.deepEqual([many.data.length, many.total, many.totalCapped, many.totals], [20, BULK, false, bulkTotals]);
      const deep = await list(`?billingPartyId=${bulk.id}&limit=100&page=101`);
      assert.deepEqual([deep.data.length, deep.total, deep.totalCapped, deep.totals], [5, BULK, false, bulkTotals]);
      const pastAll = await list(`?billingPartyId=${bulk.id}&limit=100&page=150`);
      assert.deepEqual([pastAll.data.length, pastAll.total, pastAll.totalCapped, pastAll.totals], [0, BULK, false, bulkTotals]);

      // Two filters: the trips are counted, up to the cap.
      const counted = `?billingPartyId=${bulk.id}&from=2000-01-01`;
      const capped = await list(counted);
      assert.deepEqual([capped.data.length, capped.total, capped.totalCapped, capped.totals], [20, COUNT_CAP, true, null]);

      const pastTheCap = await list(`${counted}&limit=100&page=101`);
      assert.deepEqual(
        [pastTheCap.data.length, pastTheCap.total, pastTheCap.totalCapped, pastTheCap.totals],
        [5, BULK, false, null],
      );

      const beyond = await list(`${counted}&limit=100&page=150`);
      assert.deepEqual([beyond.data.length, beyond.total, beyond.totalCapped, beyond.totals], [0, BULK, false, null]);

      const pastTheEnd = await list(`?billingPartyId=${small.id}&page=3`);
      assert.deepEqual([pastTheEnd.data.length, pastTheEnd.total, pastTheEnd.totals?.trips], [0, 2, 2]);

      const none = await list(`?billingPartyId=${UNKNOWN_ID}`);
      assert.deepEqual([none.data, none.total, none.totals?.freightPaise], [[], 0, 0]);
    });

    it('gives a range of trip dates its exact count and totals from the figures kept per day, following a change of date', async () => {
      const db = suite.server.database.db;
      const found = await db.execute(sql`select to_char(trip_date, 'YYYY-MM-DD') as day,
        to_char(trip_date - 1, 'YYYY-MM-DD') as before from trips where id = ${kept.id}`);
      const { day, before } = (found as unknown as { rows: { day: string; before: string }[] }).rows[0]!;
      const figures = (trips: number, money: number) => ({
        trips,
        freightPaise: money,
        partyTotalPaise: money,
        ownerPayablePaise: 0,
        estimatedProfitPaise: money,
      });
      const summary = async (query: string) => {
        const page = await list(query);
        return [page.total, page.totalCapped, page.totals];
      };
      // Every trip here is of one day: the bulk party's (₹1 each), the kept one (₹10,000) and a cancelled one (no money).
      const all = figures(BULK + 2, BULK * 100 + 1_000_000);
      assert.deepEqual(await summary(`?from=${day}&to=${day}`), [BULK + 2, false, all], 'more than the cap, exactly');
      assert.deepEqual(await summary('?from=2000-01-01'), [BULK + 2, false, all]);
      assert.deepEqual(await summary(`?to=${before}`), [0, false, figures(0, 0)]);

      await db.execute(sql`update trips set trip_date = trip_date - 1 where id = ${kept.id}`);
      try {
        assert.deepEqual(await summary(`?from=${day}&to=${day}`), [BULK + 1, false, figures(BULK + 1, BULK * 100)]);
        assert.deepEqual(await summary(`?from=${before}&to=${before}`), [1, false, figures(1, 1_000_000)]);
        const page = await list(`?to=${before}`);
        assert.deepEqual(
          page.data.map((trip) => trip.id),
          [kept.id],
        );
      } finally {
        await db.execute(sql`update trips set trip_date = trip_date + 1 where id = ${kept.id}`);
      }
      assert.deepEqual(await summary(`?from=${day}&to=${day}`), [BULK + 2, false, all]);
    });

    it('gives each call its own answer when a prepared statement runs again with other values', async () => {
      // PostgreSQL plans a prepared statement afresh five times, then may keep a generic plan.
      for (let round = 0; round < 4; round += 1) {
        const [delivered, planned, cancelled] = await Promise.all(
          ['delivered', 'planned', 'cancelled'].map((status) =>
            list(`?status=${status}&billingPartyId=${round % 2 ? bulk.id : small.id}`),
          ),
        );
        assert.equal(delivered!.total, round % 2 ? COUNT_CAP : 0, `round ${round}`);
        assert.equal(planned!.total, round % 2 ? 0 : 1, `round ${round}`);
        assert.equal(cancelled!.total, round % 2 ? 0 : 1, `round ${round}`);
        if (!(round % 2)) assert.equal(planned!.data[0]!.id, kept.id);
      }
    });

    it('pages deep in the list follow on from each other in every sort', async () => {
      for (const sort of ['-tripDate', 'tripNumber', '-tripNumber', 'createdAt']) {
        const hundred = await list(`?billingPartyId=${bulk.id}&sort=${sort}&limit=100&page=20`);
        const first = await list(`?billingPartyId=${bulk.id}&sort=${sort}&limit=50&page=39`);
        const second = await list(`?billingPartyId=${bulk.id}&sort=${sort}&limit=50&page=40`);
        assert.deepEqual(
          [...first.data, ...second.data].map((trip) => trip.id),
          hundred.data.map((trip) => trip.id),
          sort,
        );
        assert.equal(new Set(hundred.data.map((trip) => trip.id)).size, 100, sort);
      }
      const byNumber = await list(`?billingPartyId=${bulk.id}&sort=tripNumber&limit=10&page=200`);
      assert.deepEqual(
        byNumber.data.map((trip) => trip.tripNo),
        Array.from({ length: 10 }, (_, index) => `T-BULK-${String(2991 + index).padStart(5, '0')}`),
      );
    });

    it('finds a trip by its LR number among them all, with its totals', async () => {
      const found = await list(`?search=${encodeURIComponent(kept.lrNo)}`);
      assert.deepEqual(
        found.data.map((trip) => trip.id),
        [kept.id],
      );
      assert.deepEqual([found.total, found.totals?.freightPaise], [1, kept.freightPaise]);
      // Typed whole, in any case, with spaces around: looked up by the number's index. A part of it
      // is still found anywhere in the trips' text.
      for (const typed of [` ${kept.lrNo.toLowerCase()} `, kept.tripNo, kept.trackingNumber]) {
        const exact = await list(`?search=${encodeURIComponent(typed)}`);
        assert.deepEqual([exact.data.map((trip) => trip.id), exact.total], [[kept.id], 1], typed);
      }
      const part = await list(`?search=${encodeURIComponent(kept.lrNo.slice(3))}`);
      assert.ok(
        part.data.some((trip) => trip.id === kept.id),
        'the LR number without its prefix',
      );
      const byParty = await list(`?search=saraswati&status=planned`);
      assert.deepEqual(
        byParty.data.map((trip) => trip.id),
        [kept.id],
      );
    });

    it('gives a search over thousands of trips page after page, each trip whole, as the filter gives them', async () => {
      let searched = await list('?search=bulk%20cement&limit=25');
      let filtered = await list(`?billingPartyId=${bulk.id}&limit=25`);
      assert.deepEqual(
        [searched.total, searched.totalCapped, searched.totals],
        [SEARCH_COUNT_CAP, true, null],
        'counted up to the cap',
      );
      for (let page = 1; page <= 3; page += 1) {
        assert.equal(searched.data.length, 25);
        assert.deepEqual(searched.data, filtered.data, `page ${page}: the same trips, party, truck and charges`);
        assert.equal(searched.data[0]!.billingParty.name, 'Bulk Cement Ltd');
        searched = await list(
          `?search=bulk%20cement&limit=25&page=${page + 1}&after=${encodeURIComponent(searched.nextCursor!)}`,
        );
        filtered = await list(
          `?billingPartyId=${bulk.id}&limit=25&page=${page + 1}&after=${encodeURIComponent(filtered.nextCursor!)}`,
        );
      }
    });
  });
}
