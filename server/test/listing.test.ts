import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { getTableColumns, sql } from 'drizzle-orm';
import {
  cappedOf,
  chooseWalking,
  forgetPlans,
  learnPlan,
  skipOf,
  SKIP_FROM_ROWS,
  walkOf,
  type WalkingShape,
} from '../src/lib/common-search';
import { sortKeys } from '../src/lib/keyset';
import { COUNT_CAP, likePattern, SEARCH_COUNT_CAP, sharedWhileRunning, sharedWhileRunningPerKey } from '../src/lib/listing';
import { newsletterSubscriptions } from '../src/db/schema';
import { quoteBody } from './helpers/bodies';
import { backends } from './helpers/database';
import { ADMIN, startServer, type TestServer } from './helpers/server';

// The totals every list call gives (lib/listing.ts selectPage), on a list with more rows than are
// ever counted: exact on the last page and while small, "more than 10,000" above that.
const ROWS = COUNT_CAP + 50;

/** The newsletter list's search in its default sort, as selectPage walks it (common-search.ts). */
const NEWEST_FIRST: WalkingShape = {
  searching: { column: newsletterSubscriptions.email },
  keys: sortKeys('-createdAt', { createdAt: newsletterSubscriptions.createdAt }, [newsletterSubscriptions.id]),
  columns: getTableColumns(newsletterSubscriptions),
  limit: 20,
  cap: SEARCH_COUNT_CAP + 1,
};

describe('a reading shared by the callers who ask while one runs (stats, overview, reports)', () => {
  it('answers callers who ask while a reading runs with the next one, which starts after it: never a reading from before they asked', async () => {
    const pending: (() => void)[] = [];
    let readings = 0;
    const shared = sharedWhileRunning(async () => {
      const reading = (readings += 1);
      await new Promise<void>((resolve) => pending.push(resolve));
      return reading;
    });
    const first = shared.run();
    // A write commits now; these callers ask after it, so reading 1 (begun before) is not theirs.
    const meanwhile = [shared.run(), shared.run(), shared.run()];
    assert.equal(readings, 1, 'they wait: one reading at a time');
    pending.shift()!();
    assert.equal(await first, 1);
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(readings, 2, 'the next reading starts as soon as the first ends');
    const duringSecond = shared.run();
    pending.shift()!();
    assert.deepEqual(await Promise.all(meanwhile), [2, 2, 2], 'one reading for all three');
    await new Promise((resolve) => setImmediate(resolve));
    pending.shift()!();
    assert.equal(await duringSecond, 3, 'asked during reading 2, answered by reading 3');

    const later = shared.run(); // nothing running: a reading of its own at once
    assert.equal(readings, 4);
    pending.shift()!();
    assert.equal(await later, 4);
  });

  it('passes a failed reading to its callers and reads afresh for the next', async () => {
    let fail = true;
    const shared = sharedWhileRunning(async () => {
      await new Promise((resolve) => setImmediate(resolve));
      if (fail) throw new Error('database gone');
      return 'figures';
    });
    const failed = shared.run();
    const next = shared.run();
    await assert.rejects(failed, /database gone/);
    fail = false;
    assert.equal(await next, 'figures');
  });

  it('shares a reading only between callers who asked for the same figures', async () => {
    const pending: (() => void)[] = [];
    const asked: string[] = [];
    const shared = sharedWhileRunningPerKey<string>();
    const reading = (session: string) => async () => {
      asked.push(session);
      await new Promise<void>((resolve) => pending.push(resolve));
      return `figures of ${session}`;
    };
    const answers = [
      shared.run('2026-27', reading('2026-27')),
      shared.run('2025-26', reading('2025-26')),
      shared.run('2026-27', reading('2026-27')),
    ];
    assert.deepEqual(asked, ['2026-27', '2025-26'], 'the other session is read at once');
    pending.splice(0).forEach((resolve) => resolve());
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(asked, ['2026-27', '2025-26', '2026-27'], 'the third caller’s reading starts after the first');
    pending.splice(0).forEach((resolve) => resolve());
    assert.deepEqual(await Promise.all(answers), ['figures of 2026-27', 'figures of 2025-26', 'figures of 2026-27']);
  });
});

for (const backend of backends) {
  describe(`list totals and pages (${backend})`, () => {
    let server: TestServer;
    let token: string;
    const list = async (query: string) => {
      const res = await server.request('GET', `/api/newsletter${query}`, { token });
      assert.equal(res.status, 200, res.text);
      return res.body as {
        data: { email: string }[];
        total: number;
        totalCapped: boolean;
        page: number;
        nextCursor: string | null;
        prevCursor: string | null;
      };
    };

    before(async () => {
      server = await startServer(backend);
      token = await server.login(ADMIN.email, ADMIN.password);
      await server.database.db.execute(sql`
        insert into newsletter_subscriptions (email, created_at)
        select 'reader' || lpad(g::text, 5, '0') || '@example.com', timestamptz '2026-01-01' + g * interval '1 minute'
        from generate_series(1, ${ROWS}) as g`);
    });
    after(() => server.close());

    it("gives the whole list's exact total from the count the database keeps, on the first page and deep ones", async () => {
      const first = await list('?limit=100');
      assert.equal(first.data.length, 100);
      assert.deepEqual([first.total, first.totalCapped], [ROWS, false]);
      assert.equal(first.data[0]!.email, `reader${String(ROWS).padStart(5, '0')}@example.com`, 'newest first');

      const deep = await list('?limit=20&page=501');
      assert.equal(deep.data.length, 20);
      assert.deepEqual([deep.total, deep.totalCapped], [ROWS, false]);
    });

    it('gives the exact total on the last page, and past it', async () => {
      const last = await list('?limit=100&page=101');
      assert.equal(last.data.length, 50);
      assert.deepEqual([last.total, last.totalCapped], [ROWS, false]);
      assert.equal(last.data.at(-1)!.email, 'reader00001@example.com');

      const past = await list('?limit=100&page=150');
      assert.deepEqual([past.data.length, past.total, past.totalCapped], [0, ROWS, false]);
    });

    it('keeps addresses lower-cased, as the sign-up form sends them, so a search in any case finds them', async () => {
      await assert.rejects(
        server.database.db.execute(sql`insert into newsletter_subscriptions (email) values ('Mixed.Case@Example.com')`),
        (error: Error & { cause?: Error }) =>
          /newsletter_subscriptions_email_lower_case/.test(`${error.message} ${error.cause?.message}`),
      );
      const found = await list('?search=READER00042@EXAMPLE.COM&sort=createdAt');
      assert.deepEqual(
        found.data.map((row) => row.email),
        ['reader00042@example.com'],
      );
    });

    it('counts exactly what a search matches up to the cap, through the trigram index, then says "more"', async () => {
      const found = await list('?search=READER0999');
      assert.deepEqual(
        found.data.map((row) => row.email),
        Array.from({ length: 10 }, (_, index) => `reader0999${9 - index}@example.com`),
      );
      assert.deepEqual([found.total, found.totalCapped], [10, false]);
      // Readers 10,000 to 10,050: one more than the search counts.
      const justOver = await list('?search=reader100');
      assert.deepEqual([justOver.total, justOver.totalCapped], [SEARCH_COUNT_CAP, true]);
      assert.equal(SEARCH_COUNT_CAP, 50);
      const many = await list('?search=reader00');
      assert.deepEqual([many.total, many.totalCapped], [SEARCH_COUNT_CAP, true]);
      assert.equal(many.data.length, 20);
    });

    it('pages through a search of many matches in the list’s order, by number and by cursor, either way', async () => {
      // 'reader00' matches readers 1–999, more than the search counts; 'reader0999' ten of them.
      const matching = Array.from({ length: 999 }, (_, index) => `reader${String(index + 1).padStart(5, '0')}@example.com`);
      for (const [sort, expected] of [
        ['createdAt', matching],
        ['-createdAt', [...matching].reverse()],
      ] as const) {
        const byNumber: { email: string }[] = [];
        for (let page = 1; page <= 3; page += 1)
          byNumber.push(...(await list(`?search=reader00&sort=${sort}&page=${page}`)).data);
        assert.deepEqual(
          byNumber.map((row) => row.email),
          expected.slice(0, 60),
          sort,
        );
        const first = await list(`?search=reader00&sort=${sort}`);
        const second = await list(`?search=reader00&sort=${sort}&page=2&after=${first.nextCursor}`);
        assert.deepEqual(
          second.data.map((row) => row.email),
          expected.slice(20, 40),
        );
        assert.deepEqual([second.total, second.totalCapped], [SEARCH_COUNT_CAP, true]);
        const back = await list(`?search=reader00&sort=${sort}&page=1&before=${second.prevCursor}`);
        assert.deepEqual(back.data, first.data);
        assert.equal(back.prevCursor, null, 'back on the first page');
        const few = await list(`?search=reader0999&sort=${sort}&limit=4&page=3`);
        const lastTwo = sort === 'createdAt' ? ['09998', '09999'] : ['09991', '09990'];
        assert.deepEqual(
          few.data.map((row) => row.email),
          lastTwo.map((number) => `reader${number}@example.com`),
        );
        assert.deepEqual([few.total, few.totalCapped], [10, false]);
      }
    });

    it('reads a walking word’s first page by a prepared statement, counting either way: the same rows, count and cursor, and a new match at once', async () => {
      forgetPlans();
      const planned = await list('?search=reader0');
      const rare = await list('?search=reader0999');
      for (const walk of ['table', 'sortIndex'] as const) {
        chooseWalking(newsletterSubscriptions, 'READER0', walk);
        assert.equal(walkOf(newsletterSubscriptions, 'reader0'), walk, 'a word walks in any case');

        const prepared = await list('?search=reader0');
        assert.deepEqual(prepared, planned, `counted through the ${walk}`);
        assert.deepEqual([prepared.total, prepared.totalCapped, prepared.data.length], [SEARCH_COUNT_CAP, true, 20]);
        const next = await list(`?search=reader0&page=2&after=${prepared.nextCursor}`);
        assert.equal(next.data[0]!.email, 'reader09979@example.com', 'its cursor goes on where it stopped');
        assert.deepEqual(await list('?search=reader0999'), rare);

        await server.database.db.execute(
          sql`insert into newsletter_subscriptions (email, created_at) values ('reader0-new@example.com', timestamptz '2027-01-01')`,
        );
        const after = await list('?search=reader0');
        assert.equal(after.data[0]!.email, 'reader0-new@example.com', 'the newest match first, as soon as it is added');
        assert.deepEqual(after.data.slice(1), prepared.data.slice(0, 19));
        await server.database.db.execute(sql`delete from newsletter_subscriptions where email = 'reader0-new@example.com'`);
      }
      forgetPlans();
    });

    it('learns to walk a word only when walking costs PostgreSQL less than planning and running the search', async () => {
      forgetPlans();
      const db = server.database.db;
      // Stand-ins for the planned statement: one that takes 200 ms, one that takes nothing.
      await learnPlan(db, newsletterSubscriptions, 'reader0', likePattern('reader0'), sql`select pg_sleep(0.2)`, NEWEST_FIRST);
      const walk = walkOf(newsletterSubscriptions, 'reader0');
      assert.ok(walk === 'table' || walk === 'sortIndex', 'walking is cheaper than a slow plan');
      await learnPlan(db, newsletterSubscriptions, 'reader0', likePattern('reader0'), sql`select 1`, NEWEST_FIRST);
      assert.equal(walkOf(newsletterSubscriptions, 'reader0'), walk, 'a choice stands until it is out of date');
      // A word found nowhere: walking reads every subscriber, for the page and again for the count.
      await learnPlan(db, newsletterSubscriptions, 'nowhere', likePattern('nowhere'), sql`select 1`, NEWEST_FIRST);
      assert.equal(walkOf(newsletterSubscriptions, 'nowhere'), undefined, 'walking is dearer than a statement that does nothing');
      const later = Date.now() + 11 * 60_000;
      assert.equal(walkOf(newsletterSubscriptions, 'reader0', later), undefined, 'made again after ten minutes');
      forgetPlans();
    });

    it('walks a word whose matches begin late in the sort from where they begin, and from the start again as soon as the table changes', async () => {
      forgetPlans();
      const db = server.database.db;
      // Newest first, 'reader00' (readers 1–999) begins after the 9,051 newer readers. The page as a walk
      // from the start reads it (the same as planned: the test before), learning nothing meanwhile.
      chooseWalking(newsletterSubscriptions, 'reader00');
      const planned = await list('?search=reader00');
      forgetPlans();
      await learnPlan(db, newsletterSubscriptions, 'reader00', likePattern('reader00'), sql`select pg_sleep(0.2)`, NEWEST_FIRST);
      assert.ok(walkOf(newsletterSubscriptions, 'reader00'), 'the word walks');
      const skip = skipOf(newsletterSubscriptions, NEWEST_FIRST, 'reader00');
      assert.ok(skip, `a walk of more than ${SKIP_FROM_ROWS} rows learns where its matches begin`);
      const [before] = await db
        .select({ id: newsletterSubscriptions.id })
        .from(newsletterSubscriptions)
        .where(sql`${newsletterSubscriptions.email} = 'reader01000@example.com'`);
      assert.equal(skip.after[1], before!.id, 'it starts after reader 1,000, the oldest that does not match');
      assert.equal(skipOf(newsletterSubscriptions, NEWEST_FIRST, 'reader1'), undefined, 'nothing learnt of a word not asked');

      const skipping = await list('?search=reader00');
      assert.deepEqual(skipping, planned, 'the same page, count and cursors');

      // A match newer than where the learnt walk starts: shown at once, first.
      await db.execute(
        sql`insert into newsletter_subscriptions (email, created_at) values ('reader00-new@example.com', timestamptz '2027-01-01')`,
      );
      const added = await list('?search=reader00');
      assert.equal(added.data[0]!.email, 'reader00-new@example.com');
      assert.deepEqual(added.data.slice(1), planned.data.slice(0, 19));
      // A newer reader changed into a match.
      await db.execute(sql`delete from newsletter_subscriptions where email = 'reader00-new@example.com'`);
      await db.execute(
        sql`update newsletter_subscriptions set email = 'reader00-renamed@example.com' where email = 'reader05000@example.com'`,
      );
      const renamed = await list('?search=reader00');
      assert.equal(renamed.data[0]!.email, 'reader00-renamed@example.com');
      await db.execute(
        sql`update newsletter_subscriptions set email = 'reader05000@example.com' where email = 'reader00-renamed@example.com'`,
      );
      assert.deepEqual(await list('?search=reader00'), planned, 'as before once changed back');
      forgetPlans();
    });

    it('answers a walking word’s count at the cap from what it learnt, and counts again as soon as the table changes', async () => {
      forgetPlans();
      const db = server.database.db;
      // 'reader100': readers 10,000 to 10,050, one more than the search counts. Read walking and counting
      // (the same as planned: a test before), so that this search learns nothing meanwhile.
      chooseWalking(newsletterSubscriptions, 'reader100');
      const planned = await list('?search=reader100');
      assert.deepEqual([planned.total, planned.totalCapped], [SEARCH_COUNT_CAP, true]);
      forgetPlans();
      await learnPlan(
        db,
        newsletterSubscriptions,
        'reader100',
        likePattern('reader100'),
        sql`select pg_sleep(0.2)`,
        NEWEST_FIRST,
      );
      assert.ok(walkOf(newsletterSubscriptions, 'reader100'), 'the word walks');
      assert.ok(cappedOf(newsletterSubscriptions, NEWEST_FIRST, 'reader100'), 'its count was learnt at the cap');
      assert.equal(cappedOf(newsletterSubscriptions, NEWEST_FIRST, 'reader0999'), false, 'nothing learnt of a word not asked');
      assert.deepEqual(await list('?search=reader100'), planned, 'the same page, count and cursors');

      // Two matches gone: 49 left, counted exactly at once.
      const gone = ['reader10049@example.com', 'reader10050@example.com'];
      await db.execute(sql`delete from newsletter_subscriptions where email in (${gone[0]}, ${gone[1]})`);
      const fewer = await list('?search=reader100');
      assert.deepEqual([fewer.total, fewer.totalCapped], [SEARCH_COUNT_CAP - 1, false]);
      assert.deepEqual(
        fewer.data.map((row) => row.email),
        Array.from({ length: 20 }, (_, index) => `reader${10048 - index}@example.com`),
      );
      // A match renamed away, and the table changed back and forth, is counted as it stands.
      await db.execute(
        sql`update newsletter_subscriptions set email = 'renamed10048@example.com' where email = 'reader10048@example.com'`,
      );
      assert.equal((await list('?search=reader100')).total, SEARCH_COUNT_CAP - 2);
      await db.execute(
        sql`update newsletter_subscriptions set email = 'reader10048@example.com' where email = 'renamed10048@example.com'`,
      );
      await db.execute(sql`insert into newsletter_subscriptions (email, created_at)
        select 'reader' || g || '@example.com', timestamptz '2026-01-01' + g * interval '1 minute' from generate_series(10049, 10050) as g`);
      const again = await list('?search=reader100');
      assert.deepEqual([again.total, again.totalCapped], [SEARCH_COUNT_CAP, true]);
      assert.deepEqual(
        again.data.map((row) => row.email),
        planned.data.map((row) => row.email),
      );
      forgetPlans();
    });

    it('keeps a change count for every table whose searches walk, on which a learnt skip and count rely (migration 0037)', async () => {
      const result = (await server.database.db.execute(sql`
        select c.relname as name from pg_class c
        where c.relkind = 'r' and c.relnamespace = 'public'::regnamespace
          and (c.relname = 'newsletter_subscriptions' or exists (
            select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'search_text' and not a.attisdropped))
          and not exists (
            select 1 from pg_trigger t join pg_proc p on p.oid = t.tgfoid
            where t.tgrelid = c.oid and p.proname = 'keep_table_change_counts')
        order by 1`)) as unknown as { rows: { name: string }[] };
      // The trips walk by a statement of their own (trips/list-page.ts), which learns neither.
      assert.deepEqual(
        result.rows.map((row) => row.name),
        ['trips'],
        'a searched table without a change count would be answered from what was learnt after it changed',
      );
    });

    it('learns a word once however many searches reach the cap at the same time', async () => {
      forgetPlans();
      const statementsOf = async (word: string, callers: number) => {
        let sent = 0;
        const counting = new Proxy(server.database.db, {
          get(target, property, receiver) {
            const value = Reflect.get(target, property, receiver) as unknown;
            if (property !== 'execute' || typeof value !== 'function') return value;
            return (...args: unknown[]) => {
              sent += 1;
              return (value as (...a: unknown[]) => unknown).apply(target, args);
            };
          },
        });
        await Promise.all(
          Array.from({ length: callers }, () =>
            learnPlan(counting, newsletterSubscriptions, word, likePattern(word), sql`select pg_sleep(0.05)`, NEWEST_FIRST),
          ),
        );
        return sent;
      };
      const alone = await statementsOf('reader00', 1);
      assert.ok(alone > 1, 'one search learns where its matches begin and times each way');
      forgetPlans();
      // Twenty at once used to walk the whole table twenty times, stalling the searches themselves.
      assert.equal(await statementsOf('reader00', 20), alone, 'twenty searches at once learn it as one does');
      forgetPlans();
    });

    it("estimates a master list's search from a fine sample of its column (migration 0028)", async () => {
      // A word on 2.5% of 100,000 drivers was missed by the default sample, estimated at 10 rows and
      // read by sorting all its matches; the master records' short search texts sample 1,000 values.
      const result = await server.database.db.execute(sql`
        select c.relname as table, a.attstattarget as target from pg_attribute a join pg_class c on c.oid = a.attrelid
        join pg_namespace n on n.oid = c.relnamespace
        where a.attname = 'search_text' and c.relkind = 'r' and n.nspname = current_schema() and a.attstattarget = 1000
        order by 1`);
      const columns = (result as unknown as { rows: { table: string }[] }).rows.map((row) => row.table);
      assert.deepEqual(columns, ['banks', 'billing_parties', 'drivers', 'trucks', 'vehicles']);
    });

    it("filters a search in each list's default sort index, which holds the search text (migration 0030)", async () => {
      const result = await server.database.db.execute(sql`
        select indexname from pg_indexes where schemaname = current_schema() and indexdef like '%INCLUDE (%search_text%'`);
      const covering = (result as unknown as { rows: { indexname: string }[] }).rows.map((row) => row.indexname).sort();
      assert.deepEqual(covering, [
        'banks_name_idx',
        'billing_parties_name_idx',
        'contact_messages_created_idx',
        'drivers_name_idx',
        'expenses_standing_date_idx',
        'freight_bills_date_idx',
        'money_entries_standing_date_idx',
        'quotes_created_idx',
        'trip_documents_created_idx',
        'trips_date_idx',
        'trucks_registration_idx',
        'users_created_idx',
        'vehicles_registration_idx',
      ]);
    });

    it('pages deep in the list follow on from each other in every sort', async () => {
      for (const sort of ['-createdAt', 'createdAt', 'email', '-email']) {
        const hundred = await list(`?sort=${sort}&limit=100&page=40`);
        const first = await list(`?sort=${sort}&limit=50&page=79`);
        const second = await list(`?sort=${sort}&limit=50&page=80`);
        assert.deepEqual(
          [...first.data, ...second.data].map((row) => row.email),
          hundred.data.map((row) => row.email),
          sort,
        );
      }
    });

    it('never matches a search across two fields of a quote', async () => {
      const created = await server.request('POST', '/api/quotes', {
        body: quoteBody({ origin: 'Tirupur', destination: 'Valencia' }),
      });
      assert.equal(created.status, 201, created.text);
      const search = async (text: string) => {
        const res = await server.request('GET', `/api/quotes?search=${encodeURIComponent(text)}`, { token });
        assert.equal(res.status, 200, res.text);
        return res.body.total as number;
      };
      assert.equal(await search('tirupur'), 1);
      assert.equal(await search('Valencia'), 1);
      assert.equal(await search(created.body.data.reference.toLowerCase()), 1);
      assert.equal(await search('tirupur valencia'), 0);
    });
  });
}
