import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { decodeListCursor, encodeListCursor } from 'shared-api/schemas';
import { chooseWalking, forgetPlans } from '../src/lib/common-search';
import { SEARCH_COUNT_CAP } from '../src/lib/listing';
import { moneyEntries } from '../src/db/schema';
import { backends } from './helpers/database';
import { dataOf, masterSuite } from './helpers/master-fixtures';
import { addDriver, addParty, addTruck, bookTrip, ownTripBody } from './helpers/trip-fixtures';

/*
 * Pages by key (lib/keyset): walking a list by `after` cursors gives what its page numbers give, a
 * `before` cursor gives the page before, and a cursor keeps its place when rows arrive before it.
 */

/** Trips of one party cloned straight into the table: four trip dates, many trips on each. */
const CLONES = 60;

interface ListPage {
  data: { id: string; tripNo?: string; tripDate?: string; email?: string; lastLoginAt?: string | null }[];
  total: number;
  totalCapped: boolean;
  page: number;
  nextCursor: string | null;
  prevCursor: string | null;
}

for (const backend of backends) {
  describe(`pages by cursor (${backend})`, () => {
    const suite = masterSuite(backend);
    const list = async (path: string): Promise<ListPage> => {
      const res = await suite.call('GET', path);
      assert.equal(res.status, 200, res.text);
      return res.body as ListPage;
    };
    const ids = (pages: ListPage[]) => pages.flatMap((page) => page.data.map((row) => row.id));

    /** Every page from the first, following nextCursor; each page's number is the one the client counts. */
    async function walkAfter(path: string, limit: number): Promise<ListPage[]> {
      const pages = [await list(`${path}&limit=${limit}`)];
      for (let next = pages[0]!.nextCursor; next; next = pages.at(-1)!.nextCursor) {
        pages.push(await list(`${path}&limit=${limit}&page=${pages.length + 1}&after=${next}`));
        assert.ok(pages.length < 100, 'the walk ends');
      }
      return pages;
    }

    async function byNumber(path: string, limit: number, count: number): Promise<ListPage[]> {
      const pages: ListPage[] = [];
      for (let page = 1; page <= count; page += 1) pages.push(await list(`${path}&limit=${limit}&page=${page}`));
      return pages;
    }

    let party: { id: string };
    let kept: { id: string; tripDate: string };
    const trips = () => `/trips?billingPartyId=${party.id}`;

    /** `count` copies of the kept trip, `daysBack(n)` days before it, numbered from `from`. */
    async function cloneTrips(from: number, count: number, daysBack: (n: number) => number) {
      const db = suite.server.database.db;
      const found = await db.execute(sql`
        select column_name as name from information_schema.columns
        where table_name = 'trips' and is_generated = 'NEVER' and column_default is null
          and column_name not in ('trip_number', 'lr_number', 'trip_no', 'lr_no', 'shipment_id', 'tracking_number', 'trip_date')`);
      const columns = (found as unknown as { rows: { name: string }[] }).rows.map((row) => sql.identifier(row.name));
      const offsets = Array.from({ length: count }, (_, index) => daysBack(from + index));
      await db.execute(sql`
        with made as (
          insert into shipments (origin, destination, current_location, status)
          select 'Mumbai', 'Pune', 'Mumbai', 'booked' from generate_series(1, ${count})
          returning id, tracking_number
        ),
        numbered as (select id, tracking_number, row_number() over (order by tracking_number) - 1 + ${from} as n from made)
        insert into trips (${sql.join(columns, sql`, `)}, trip_number, lr_number, trip_no, lr_no, shipment_id, tracking_number, trip_date)
        select ${sql.join(
          columns.map((column) => sql`t.${column}`),
          sql`, `,
        )}, n, n, 'T-KEY-' || lpad(n::text, 5, '0'), 'LR-KEY-' || lpad(n::text, 5, '0'), numbered.id, numbered.tracking_number,
          t.trip_date - (${`{${offsets.join(',')}}`}::int[])[n - ${from} + 1]
        from numbered, trips t where t.id = ${kept.id}`);
    }

    before(async () => {
      party = await addParty(suite, { name: 'Keyset Logistics' });
      kept = await bookTrip(suite, ownTripBody(party, await addTruck(suite), await addDriver(suite)));
      // Trip numbers run against the dates (n % 4 days back), so a date's trips are not in number order by accident.
      await cloneTrips(1001, CLONES, (n) => n % 4);
    });

    it('walks every trip once by `after`, in the order page numbers give, both ways with ties on the date', async () => {
      for (const sort of ['-tripDate', 'tripDate']) {
        const path = `${trips()}&sort=${sort}`;
        const walked = await walkAfter(path, 7);
        const numbered = await byNumber(path, 7, walked.length);
        assert.deepEqual(ids(walked), ids(numbered), sort);
        assert.equal(new Set(ids(walked)).size, CLONES + 1, sort);
        assert.deepEqual(
          walked.map((page) => page.data.length),
          numbered.map((page) => page.data.length),
        );
        assert.equal(walked.at(-1)!.nextCursor, null, 'the last page has no next');
        assert.equal(walked[0]!.prevCursor, null, 'the first page has no previous');
        assert.ok(
          walked.slice(1).every((page) => page.prevCursor),
          sort,
        );
        assert.deepEqual(
          walked.map((page) => [page.total, page.totalCapped]),
          walked.map(() => [CLONES + 1, false]),
        );

        // Ties on the date in trip-number order, in the sort's direction.
        const rows = walked.flatMap((page) => page.data);
        const expected = [...rows].sort((a, b) => {
          const [first, second] = sort === 'tripDate' ? [a, b] : [b, a];
          return first.tripDate!.localeCompare(second.tripDate!) || first.tripNo!.localeCompare(second.tripNo!);
        });
        assert.deepEqual(
          rows.map((row) => row.tripNo),
          expected.map((row) => row.tripNo),
          sort,
        );
      }
    });

    it('reads the page before a cursor exactly, and the first page at the start', async () => {
      const path = `${trips()}&sort=-tripDate`;
      const [first, second, third] = await byNumber(path, 9, 3);
      const back = await list(`${path}&limit=9&page=2&before=${third!.prevCursor}`);
      assert.deepEqual(ids([back]), ids([second!]));
      assert.equal(back.page, 2);
      assert.ok(back.prevCursor && back.nextCursor);
      const start = await list(`${path}&limit=9&page=1&before=${back.prevCursor}`);
      assert.deepEqual(ids([start]), ids([first!]));
      assert.deepEqual([start.page, start.prevCursor], [1, null]);
      assert.ok(start.nextCursor);
    });

    it('keeps its place when trips arrive before it', async () => {
      const path = `${trips()}&sort=-tripDate&limit=10`;
      const first = await list(path);
      const second = await list(`${path}&page=2&after=${first.nextCursor}`);
      // Newer trips sort first in '-tripDate': by page number, page 2 would now start two rows earlier.
      await cloneTrips(2001, 2, () => -1);
      const again = await list(`${path}&page=2&after=${first.nextCursor}`);
      assert.deepEqual(ids([again]), ids([second]));
      assert.equal(again.total, second.total + 2);
      const shifted = await list(`${path}&page=2`);
      assert.notDeepEqual(ids([shifted]), ids([second]));
    });

    it('refuses a cursor it cannot use with a 400 on its field', async () => {
      const path = `${trips()}&sort=-tripDate&limit=5`;
      const { nextCursor } = await list(path);
      const refused = async (query: string, field: string, message: RegExp) => {
        const res = await suite.call('GET', `${path}${query}`);
        assert.equal(res.status, 400, res.text);
        assert.match(res.body.message, message);
        assert.match(res.body.errors[field], message);
      };
      await refused('&after=not-a-cursor', 'after', /not valid/);
      await refused(`&before=${nextCursor!.slice(0, -4)}`, 'before', /not valid/);
      await refused(`&after=${nextCursor}&before=${nextCursor}`, 'before', /either after or before/);

      const { scope, keys } = decodeListCursor(nextCursor!)!;
      await refused(`&after=${encodeListCursor({ scope, keys: ['not-a-date', ...keys.slice(1)] })}`, 'after', /not valid/);
      await refused(`&after=${encodeListCursor({ scope, keys: [keys[0]!, 'x', keys[2]!] })}`, 'after', /not valid/);
      await refused(`&after=${encodeListCursor({ scope, keys: keys.slice(1) })}`, 'after', /not valid/);

      // Made for another sort or filter.
      const other = await suite.call('GET', `${trips()}&sort=tripDate&limit=5&after=${nextCursor}`);
      assert.equal(other.status, 400, other.text);
      assert.match(other.body.errors.after, /another sort, search or filter/);
      const filtered = await suite.call('GET', `/trips?sort=-tripDate&limit=5&after=${nextCursor}`);
      assert.equal(filtered.status, 400, filtered.text);
    });

    it('walks the money history by kind and by dates, both ways, with exact totals (one prepared statement per shape)', async () => {
      const cash = dataOf(await suite.call('GET', '/banks')).find((bank: { accountType: string }) => bank.accountType === 'cash');
      const bank = await suite.call('POST', '/banks', {
        name: 'Keyset current',
        accountType: 'current',
        bankName: 'State Bank of India',
        accountNumber: '30099887766',
        ifsc: 'SBIN0000300',
      });
      assert.equal(bank.status, 201, bank.text);
      const transfer = await suite.call('POST', '/money-entries', {
        kind: 'transfer',
        entryDate: kept.tripDate,
        fromBankId: cash.id,
        toBankId: bank.body.data.id,
        amount: '100',
      });
      assert.equal(transfer.status, 201, transfer.text);
      // 40 copies over four days; numbers run against the dates, so ties on a date are broken by the key alone.
      await suite.server.database.db.execute(sql`
        insert into money_entries (kind, session_id, number, reference, entry_date, amount_paise, mode, from_bank_id, to_bank_id, created_by, created_at)
        select kind, session_id, number + g, reference || '-' || g, entry_date - (g % 4), amount_paise + g, mode, from_bank_id, to_bank_id,
          created_by, created_at + (g % 3) * interval '1 second'
        from money_entries, generate_series(1, 40) as g where id = ${transfer.body.data.id}`);
      const from = new Date(Date.parse(`${kept.tripDate}T00:00:00Z`) - 2 * 86_400_000).toISOString().slice(0, 10);
      const standing = await suite.server.database.db.execute(sql`
        select count(*)::int as all, count(*) filter (where entry_date >= ${from})::int as recent
        from money_entries where kind = 'transfer' and reversed_at is null`);
      const counts = (standing as unknown as { rows: { all: number; recent: number }[] }).rows[0]!;
      assert.ok(counts.all >= 41 && counts.recent < counts.all, JSON.stringify(counts));

      for (const [path, expected] of [
        ['/money-entries?kind=transfer&sort=-entryDate', counts.all],
        [`/money-entries?kind=transfer&from=${from}&sort=entryDate`, counts.recent],
        ['/money-entries?sort=-amount', undefined],
      ] as const) {
        const walked = await walkAfter(path, 6);
        const numbered = await byNumber(path, 6, walked.length);
        assert.deepEqual(ids(walked), ids(numbered), path);
        const total = expected ?? walked[0]!.total;
        assert.equal(new Set(ids(walked)).size, total, path);
        assert.deepEqual(
          walked.map((page) => [page.total, page.totalCapped]),
          walked.map(() => [total, false]),
          path,
        );
        // Back from the last page by `before` gives the pages numbers give.
        const back = [walked.at(-1)!];
        while (back[0]!.prevCursor) {
          back.unshift(await list(`${path}&limit=6&page=${back[0]!.page - 1}&before=${back[0]!.prevCursor}`));
        }
        assert.deepEqual(ids(back), ids(numbered), `${path} backwards`);
      }
      const rows = (await list('/money-entries?kind=transfer&sort=-entryDate&limit=100')).data as unknown as {
        entryDate: string;
        fromBank: { id: string } | null;
      }[];
      assert.deepEqual(
        rows.map((row) => row.entryDate),
        rows
          .map((row) => row.entryDate)
          .sort()
          .reverse(),
      );
      assert.ok(
        rows.every((row) => row.fromBank?.id === cash.id),
        'each entry comes with its accounts',
      );
      const past = await list('/money-entries?kind=transfer&sort=-entryDate&limit=10&page=50');
      assert.deepEqual([past.data.length, past.total, past.totalCapped], [0, counts.all, false], 'past the end, the exact total');
      const deep = await list('/money-entries?kind=transfer&sort=-entryDate&limit=100&page=11');
      assert.deepEqual(
        [deep.data.length, deep.total],
        [0, counts.all],
        'a deep page by number (its keys found first) past the end',
      );
    });

    it('reads a walking word’s first page of the money history by a prepared statement, leaving out what was reversed', async () => {
      forgetPlans();
      const db = suite.server.database.db;
      // 150 copies of a transfer, a second apart, all with the word; the newest is then reversed.
      await db.execute(sql`
        insert into money_entries (kind, session_id, number, reference, entry_date, amount_paise, mode, from_bank_id, to_bank_id, created_by, created_at)
        select kind, session_id, number + 1000 + g, 'bulkword-' || g, entry_date, amount_paise, mode, from_bank_id, to_bank_id,
          created_by, created_at + g * interval '1 second'
        from (select * from money_entries where kind = 'transfer' and reversed_at is null limit 1) as one, generate_series(1, 150) as g`);
      const newest = await db.execute(sql`select id from money_entries where reference = 'bulkword-150'`);
      const newestId = (newest as unknown as { rows: { id: string }[] }).rows[0]!.id;
      const reversal = await suite.call('DELETE', `/money-entries/${newestId}`, { reason: 'Entered twice' });
      assert.equal(reversal.status, 200, reversal.text);

      const path = '/money-entries?search=BULKWORD&limit=20';
      const planned = await list(path);
      chooseWalking(moneyEntries, 'bulkword', 'sortIndex');
      const prepared = await list(path);
      chooseWalking(moneyEntries, 'bulkword', 'table');
      assert.deepEqual(await list(path), planned, 'counted through the table');
      forgetPlans();
      assert.deepEqual(prepared, planned, 'counted along the sort index');
      const references = (prepared.data as unknown as { reference: string }[]).map((row) => row.reference);
      assert.deepEqual(
        references,
        Array.from({ length: 20 }, (_, index) => `bulkword-${149 - index}`),
        'newest first, the reversed one left out',
      );
      assert.deepEqual([prepared.total, prepared.totalCapped], [SEARCH_COUNT_CAP, true]);
      const next = await list(`${path}&page=2&after=${prepared.nextCursor}`);
      assert.equal((next.data[0] as unknown as { reference: string }).reference, 'bulkword-129');
    });

    it('walks a sort whose key can be NULL (never signed in last, both ways) with ties', async () => {
      // 45 customers: every fifth never signed in, the others at one of seven moments.
      await suite.server.database.db.execute(sql`
        insert into users (name, email, password_hash, role, last_login_at)
        select 'Reader ' || g, 'key-reader' || lpad(g::text, 3, '0') || '@example.com', 'x', 'customer',
          case when g % 5 = 0 then null else timestamptz '2026-01-01 10:00:00.123456+00' + (g % 7) * interval '1 minute' end
        from generate_series(1, 45) as g`);
      for (const sort of ['lastLoginAt', '-lastLoginAt']) {
        const path = `/users?search=key-reader&sort=${sort}`;
        const walked = await walkAfter(path, 4);
        const whole = await list(`${path}&limit=100`);
        assert.deepEqual(ids(walked), ids([whole]), sort);
        assert.equal(new Set(ids(walked)).size, 45, sort);
        const signedIn = whole.data.map((user) => user.lastLoginAt !== null);
        assert.deepEqual(signedIn, [...Array(36).fill(true), ...Array(9).fill(false)], `${sort}: never signed in last`);

        const [, second, third] = await byNumber(path, 4, 3);
        assert.deepEqual(ids([await list(`${path}&limit=4&page=2&before=${third!.prevCursor}`)]), ids([second!]), sort);
      }
      // The whole list, by its statements prepared per shape (lib/listing.ts), or built for the call where
      // a key can be NULL: the same walk both ways.
      for (const sort of ['lastLoginAt', '-lastLoginAt', 'name', '-createdAt']) {
        const everyone = `/users?sort=${sort}`;
        const all = await list(`${everyone}&limit=100`);
        assert.ok(all.total < 100 && all.total >= 45, `${all.total} users`);
        const forwards = await walkAfter(everyone, 4);
        assert.deepEqual(ids(forwards), ids([all]), `${sort}: the whole list by cursor`);
        const backwards = [forwards.at(-1)!];
        while (backwards[0]!.prevCursor) {
          const { page, prevCursor } = backwards[0]!;
          backwards.unshift(await list(`${everyone}&limit=4&page=${page - 1}&before=${prevCursor}`));
        }
        assert.deepEqual(ids(backwards), ids(forwards), `${sort}: the whole list back by cursor`);
      }
    });
  });
}
