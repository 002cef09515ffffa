import { getTableColumns, getTableName, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import type { CursorValue } from 'shared-api/schemas';
import { afterKey, keyValuesSql, orderTerms, type SortKey } from './keyset';
import { preparedByShape } from './prepared-by-shape';
import { literalNumber } from './sql-literal';
import { tableChangeCounts } from '../db/schema';

/*
 * The first page of a search for a common word, without planning it on every call.
 *
 * A search is `search_text like '%…%'`, planned for what is typed: PostgreSQL estimates the pattern
 * against the column's histogram (1,001 values for the master records, migration 0028), once for the
 * page and once for its count. For a common word that planning cost as much as running it (billing
 * parties "chauhan": 0.8 ms of planning, 0.85 ms of work) to reach the same plan every time: walk the
 * sort's index until the page is full, and read the table until the count reaches its cap. And where
 * the histogram's sample misses a common word (users "sharma", on 5% of the users, was estimated at
 * 10 to 6,061 rows by successive ANALYZEs), the planner sorts all its matches for one page instead.
 *
 * So a common word's first page is a statement prepared once per connection in the walking shape,
 * which no estimate can change: `(search_text collate "C") like (select lower($1))` can use neither
 * the trigram index (built in the column's collation) nor the histogram (a parameter has no value to
 * estimate), so the page walks the sort's index and the count reads the table. Both statements give
 * the same rows (LIKE matches alike under either collation); only what they cost differs, so a choice
 * gone out of date (a table changed since) costs time, never a wrong answer, and choices are made
 * again after a while.
 *
 * Which words are common is learnt from the searches themselves: when a search's count reaches its
 * cap, its first page is run once more each way under EXPLAIN ANALYZE (while the answer goes out), and
 * the word walks from then on if walking cost no more than building, planning and running it, with
 * whichever count (CountWay) cost less. A word whose matches are few, or bunched where a walk finds
 * them late, stays with the planner.
 *
 * Where a walking word's matches begin late in the sort (the accounts of one bank, after those of every
 * bank whose name sorts before it: 28,500 accounts walked before the first match, 5 ms a call), where
 * they begin is learnt with the word (a Skip), and the walk starts there for as long as the table has not
 * changed: the statement reads the table's change count (migration 0037) with the page, and a count
 * other than the one learnt with sends it along the whole walk, in the same snapshot. So a skip is never
 * out of date, only unused.
 *
 * The count is learnt the same way. A word is learnt because its count reached the cap, and while the
 * table's change count is the one read with it, no row has come, gone or changed, so the count is at the
 * cap still: the statement answers the cap without counting (billing parties "chauhan": the count walked
 * 2,200 bills for 0.7 ms of the page's 1 ms), and counts again in the same snapshot once anything changed.
 */

/** How long a word's choice is trusted before it is made again. */
const CHOICE_TTL_MS = 10 * 60_000;
/** Words remembered per process (the oldest are forgotten first). */
const MAX_WORDS = 2_000;

/**
 * How a walking page counts its matches up to the cap: through the table in its own order, or on
 * along the sort's index from where the page stopped (an index-only read, cheaper per row, but it
 * finds the matches as sparsely as the sort has them: users "sharma" 1.15 → 0.70 ms, quotes
 * "kulkarni" 1.2 → 0.47 ms, billing parties "chauhan" 0.9 → 1.33 ms).
 */
export type CountWay = 'table' | 'sortIndex';

const COUNT_WAYS: CountWay[] = ['table', 'sortIndex'];
/** Runs of each way when a word's way is learnt. */
const LEARNING_ROUNDS = 2;
/**
 * What a statement built for its call costs besides what EXPLAIN shows: drizzle building it and
 * PostgreSQL parsing its text, against binding a prepared one's values. Measured as CPU per call over
 * 4 s at 20 connections (/proc), the same billing parties' search planned and walking: server 0.91 and
 * 0.48–0.58 ms.
 */
const BUILT_STATEMENT_MS = 0.4;

interface Choice {
  /** How the word walks; undefined when it is planned. */
  walk: CountWay | undefined;
  until: number;
}

const choices = new Map<string, Choice>();
const asking = new Set<string>();

/**
 * Where a word's matches begin in one sort: after the row whose keys are `after`, while the table's
 * change count is `changes`.
 */
export interface Skip {
  changes: number;
  after: CursorValue[];
}

/**
 * What a word's learning read of one sort, in one snapshot at the table's change count `changes`: where
 * its matches begin (`after`, when a walk to them is long), and whether its count reaches the cap. A
 * walking statement is given the same as values, or as placeholders to prepare it with.
 */
interface KnownOf<Changes, Key> {
  changes: Changes;
  after: Key[] | undefined;
  capped: boolean;
}
type Learnt = KnownOf<number, CursorValue>;

/** A walk learns its skip only when its first match lies this many rows in, or more. */
export const SKIP_FROM_ROWS = 1_000;

/** What was learnt by table, sort and word (shapeKey's), trusted as long as a word's choice; as many kept as words. */
const learnt = new Map<string, Learnt & { until: number }>();

const wordKey = (table: PgTable, text: string) => `${getTableName(table)}\u0000${text.toLowerCase()}`;

/** How a search of `text` in `table` walks, if it was last seen to cost less walking (commonWordPage). */
export function walkOf(table: PgTable, text: string, now = Date.now()): CountWay | undefined {
  const choice = choices.get(wordKey(table, text));
  return choice !== undefined && choice.until > now ? choice.walk : undefined;
}

function remember(key: string, walk: CountWay | undefined, now: number) {
  choices.delete(key);
  choices.set(key, { walk, until: now + CHOICE_TTL_MS });
  for (const oldest of choices.keys()) {
    if (choices.size <= MAX_WORDS) break;
    choices.delete(oldest);
  }
}

/** What EXPLAIN ANALYZE says a statement cost: planning and execution, in ms. */
async function timed(db: Db, statement: SQLWrapper): Promise<{ planning: number; execution: number }> {
  const result = (await db.execute(sql`explain (analyze, timing off, summary) ${statement}`)) as unknown as {
    rows: Record<string, string>[];
  };
  const text = result.rows.map((row) => row['QUERY PLAN']).join('\n');
  const ms = (label: string) => Number(new RegExp(`${label} Time: ([\\d.]+) ms`).exec(text)?.[1] ?? Number.NaN);
  return { planning: ms('Planning'), execution: ms('Execution') };
}

/**
 * Runs a search's first page once each way, planned for `text` (`planned`) and walking with either
 * count (commonWordPage's statements), and remembers the walk that cost least if it cost no more than
 * building, planning and running the search (BUILT_STATEMENT_MS). Called after a search's count
 * reached its cap; never throws (without an answer the word is planned as before).
 */
export async function learnPlan(
  db: Db,
  table: PgTable & { id: PgColumn },
  text: string,
  /** likePattern(text). */
  pattern: string,
  planned: SQLWrapper,
  shape: WalkingShape,
  now = Date.now(),
): Promise<void> {
  // Claimed before anything is read: every request at the cap calls this, and twenty walks of the
  // whole table at once (banks "canara": 60 ms alone, 180–330 ms together) stalled the searches
  // themselves for half a second.
  await onceAtATime(wordKey(table, text), now, async () => {
    const known = await learnWhere(db, table, shape, pattern);
    const key = skipKey(table, shape, text);
    learnt.delete(key);
    if (known && (known.after || known.capped)) learnt.set(key, { ...known, until: now + CHOICE_TTL_MS });
    for (const oldest of learnt.keys()) {
      if (learnt.size <= MAX_WORDS) break;
      learnt.delete(oldest);
    }
    // Timed counting: a walk is chosen on what it costs once its table changes, not only while it is still.
    const skip = known?.after && { changes: known.changes, after: known.after, capped: false };
    await chooseWay(
      db,
      table,
      text,
      {
        planned: [planned],
        walking: (walk) => walkingStatement(db, table, shape, pattern, walk, skip),
      },
      now,
    );
  });
}

/** The table's change count as the database keeps it (migration 0037). */
const changesOf = (table: PgTable) =>
  sql<number>`(select coalesce(sum(${tableChangeCounts.changes}), 0) from ${tableChangeCounts} where ${tableChangeCounts.tableName} = ${getTableName(table)})`;

/** A skip needs the row-comparison form of a key (one direction, no nulls), and is worth it where the walk is long. */
const skippable = (keys: readonly SortKey[]) => keys.every((key) => !key.nulls && key.descending === keys[0]!.descending);

/**
 * What learnPlan keeps of a word in the shape's sort, read by one statement in one snapshot: the table's
 * change count, whether the word's count reaches the cap, and the keys of the row before the first match
 * where that match comes late (SKIP_FROM_ROWS) and the sort can be skipped along. Undefined when it
 * cannot be read; never throws.
 */
async function learnWhere(
  db: Db,
  table: PgTable & { id: PgColumn },
  shape: WalkingShape,
  pattern: string,
): Promise<Learnt | undefined> {
  const { searching, keys, cap } = shape;
  const order = sql.join(orderTerms(keys), sql`, `);
  const hit = sql`(${searching.column} collate "C") like lower(${pattern})`;
  const matches = searching.also ? sql`${hit} and ${searching.also.where}` : hit;
  const firstMatch = skippable(keys)
    ? sql`(
        select json_build_array(walked.before, walked.at) from (
          select ${hit} as hit, lag(${keyValuesSql(keys)}) over (order by ${order}) as before, row_number() over (order by ${order}) as at
          from ${table} ${searching.also ? sql`where ${searching.also.where}` : sql``} order by ${order}
        ) as walked
        where walked.hit limit 1)`
    : sql`null`;
  try {
    const result = (await db.execute(sql`
      select ${changesOf(table)} as changes,
        (select count(*) from (select 1 from ${table} where ${matches} limit ${literalNumber(cap)}) as matching) as matching,
        ${firstMatch}::text as first`)) as unknown as {
      rows: { changes: string | number; matching: string | number; first: string | null }[];
    };
    const [read] = result.rows;
    if (!read) return undefined;
    const [before, at] = read.first ? (JSON.parse(read.first) as [string | null, number]) : [null, 0];
    return {
      changes: Number(read.changes),
      after: before && at > SKIP_FROM_ROWS ? (JSON.parse(before) as CursorValue[]) : undefined,
      capped: Number(read.matching) >= cap,
    };
  } catch {
    return undefined;
  }
}

/** A search's first page read planned, and walking: what learnWay times. */
export interface SearchWays {
  /** The statements a planned search sends, planned for what is typed (their costs add up). */
  planned: SQLWrapper[];
  /** Statements prepared once that the planned search also sends (their execution adds up). */
  preparedWithPlanned?: SQLWrapper[];
  /** The walking statement with a count. */
  walking: (walk: CountWay) => SQLWrapper;
}

/** learnPlan for a list that reads a search in statements of its own (the trips). */
export async function learnWay(db: Db, table: PgTable, text: string, ways: SearchWays, now = Date.now()): Promise<void> {
  await onceAtATime(wordKey(table, text), now, () => chooseWay(db, table, text, ways, now));
}

/** Runs `learn` unless the word's choice is in date or being made; never throws. */
async function onceAtATime(key: string, now: number, learn: () => Promise<void>): Promise<void> {
  const known = choices.get(key);
  if ((known && known.until > now) || asking.has(key)) return;
  asking.add(key);
  try {
    await learn();
  } catch {
    // Learning is an optimisation: without it the word is planned as before.
  } finally {
    asking.delete(key);
  }
}

/** Times each way (LEARNING_ROUNDS runs) and remembers the cheapest; throws when a run fails. */
async function chooseWay(db: Db, table: PgTable, text: string, ways: SearchWays, now = Date.now()): Promise<void> {
  const key = wordKey(table, text);
  // Each way's cheapest of LEARNING_ROUNDS runs, taken in turns: a busy server slows a run down, never
  // speeds it up, and one slowed run alone decided a word's way for ten minutes.
  const order: (CountWay | undefined)[] = [undefined, ...COUNT_WAYS];
  const costs = order.map(() => Number.POSITIVE_INFINITY);
  // Planning (and building) counts where the statement is made for every call; a prepared one is made once.
  const costOf = async (statement: SQLWrapper, planned: boolean) => {
    const { planning, execution } = await timed(db, statement);
    return planned ? BUILT_STATEMENT_MS + planning + execution : execution;
  };
  for (let round = 0; round < LEARNING_ROUNDS; round += 1) {
    for (const [index, walk] of order.entries()) {
      let cost = 0;
      if (walk) cost = await costOf(ways.walking(walk), false);
      else {
        for (const statement of ways.planned) cost += await costOf(statement, true);
        for (const statement of ways.preparedWithPlanned ?? []) cost += await costOf(statement, false);
      }
      if (cost < costs[index]!) costs[index] = cost;
    }
  }
  // Ties go to the planner, the way that needs no prepared statement.
  const cheapest = costs.reduce((best, cost, index) => (cost < costs[best]! ? index : best), 0);
  if (costs.every(Number.isFinite)) remember(key, order[cheapest], now);
}

/** Forgets every word's choice (tests). */
export function forgetPlans() {
  choices.clear();
  learnt.clear();
}

/** Where a walk of `text` in the shape's sort starts, if that was learnt and is in date (tests). */
export function skipOf(table: PgTable, shape: WalkingShape, text: string, now = Date.now()): Skip | undefined {
  const known = learnt.get(skipKey(table, shape, text));
  return known?.after && known.until > now ? { changes: known.changes, after: known.after } : undefined;
}

/** Whether a walk of `text` in the shape's sort answers its count from what was learnt (tests). */
export function cappedOf(table: PgTable, shape: WalkingShape, text: string, now = Date.now()): boolean {
  const known = learnt.get(skipKey(table, shape, text));
  return known !== undefined && known.capped && known.until > now;
}

/** Has `text` walk in `table` from now on, as learnPlan would when walking costs less (tests). */
export function chooseWalking(table: PgTable, text: string, walk: CountWay = 'table', now = Date.now()) {
  remember(wordKey(table, text), walk, now);
}

/**
 * A search read from the sort's index (listing's readPage): `where` is searchTextFilter(column, …),
 * and `also` when given (the records that stand, which a partial sort index holds).
 */
export interface SearchInSortIndex {
  column: PgColumn;
  /** A condition without values, named by `key` (its statement is prepared once under that name). */
  also?: { key: string; where: SQL };
}

type Reader = Pick<Db, 'select'>;
type Columns = Record<string, PgColumn | SQL>;
interface PreparedPage {
  execute(values: Record<string, unknown>): Promise<{ row: unknown; edge: string; matching: number }[]>;
}

/** A number for each sort column or expression (the list definitions' objects, made once). */
const sortPartIds = new WeakMap<object, number>();
let sortParts = 0;
/**
 * Statements by table, sort, page size and cap. More shapes than the lists have (tables × sorts ×
 * page sizes) means a sort built afresh on every call: those are read as any other search rather than
 * prepare statements without end.
 */
const preparedPages = preparedByShape<PreparedPage>('common_word', 400);

function sortShapeKey(table: PgTable, { column, also }: SearchInSortIndex, keys: SortKey[], limit: number, cap: number): string {
  const sort = keys.map(({ by, descending, nulls }) => {
    let id = sortPartIds.get(by);
    if (id === undefined) sortPartIds.set(by, (id = sortParts += 1));
    return `${id}${descending ? 'd' : 'a'}${nulls ?? ''}`;
  });
  return `${getTableName(table)}.${column.name}|${also?.key ?? ''}|${sort.join(',')}|${limit}|${cap}`;
}

const skipKey = (table: PgTable, { searching, keys, limit, cap }: WalkingShape, text: string) =>
  `${sortShapeKey(table, searching, keys, limit, cap)}\u0000${text.toLowerCase()}`;

export interface WalkingShape {
  searching: SearchInSortIndex;
  keys: SortKey[];
  columns: Columns;
  limit: number;
  cap: number;
}

/**
 * commonWordPage's statement, for a placeholder (to prepare) or a pattern (to time it once). Its limits
 * are written into the text: bound, PostgreSQL planned it afresh on every call (a generic plan with an
 * unknown LIMIT looked dearer than each custom one: 0.2 ms of planning for 0.3 ms of work).
 *
 * With a skip, the page is read by two walks of which the database runs one: from the skip's row while
 * the table's change count is the skip's, else from the start (each gated by its own condition on the
 * count, which PostgreSQL checks once before reading anything). With a count learnt at the cap, the
 * count is the cap while the change count is the one learnt, and is counted otherwise (PostgreSQL runs a
 * subquery in a CASE only when the CASE comes to it).
 */
function walkingStatement(
  reader: Reader,
  table: PgTable & { id: PgColumn },
  shape: WalkingShape,
  pattern: Placeholder | string,
  walk: CountWay,
  known?: KnownOf<number | Placeholder, CursorValue | Placeholder>,
) {
  const { searching, keys, columns, limit, cap } = shape;
  // The trigram index is built in the column's collation, so under "C" it does not apply (LIKE matches
  // the same either way); the pattern, lower-cased once by the subquery, is a parameter with no estimate.
  const like = sql`(${searching.column} collate "C") like (select lower(${pattern}))`;
  const matches = searching.also ? sql`${like} and ${searching.also.where}` : like;
  const order = orderTerms(keys);
  const countOrder = walk === 'sortIndex' ? sql` order by ${sql.join(order, sql`, `)}` : sql``;
  const counting = sql`(select count(*) from (select 1 from ${table} where ${matches}${countOrder} limit ${literalNumber(cap)}) as matching)`;
  const counted = (
    known?.capped
      ? sql<number>`case when ${changesOf(table)} = ${known.changes} then ${literalNumber(cap)} else ${counting} end`
      : sql<number>`${counting}`
  ).mapWith(Number);
  const walkFrom = (where: SQL) =>
    reader
      .select({ id: table.id })
      .from(table)
      .where(where)
      .orderBy(...order)
      .limit(literalNumber(limit + 1));
  const pageIds = known?.after
    ? sql`(${walkFrom(sql`${matches} and ${changesOf(table)} = ${known.changes} and ${afterKey(keys, known.after)}`)})
        union all (${walkFrom(sql`${matches} and ${changesOf(table)} <> ${known.changes}`)})`
    : walkFrom(matches);
  return reader
    .select({ row: columns, edge: keyValuesSql(keys), matching: counted } as unknown as {
      row: ReturnType<typeof getTableColumns<PgTable>>;
      edge: SQL<string>;
      matching: typeof counted;
    })
    .from(table)
    .where(sql`${table.id} in (${pageIds})`)
    .orderBy(...order)
    .limit(literalNumber(limit + 1));
}

/**
 * The first page of a search of a common word `text` (and its count up to `cap`), by a statement
 * prepared once per database handle for this table, sort and page size, from where the word's matches
 * begin when that is known (Skip), and without counting them while its count is known to be at the cap.
 */
export function commonWordPage(
  reader: Reader,
  table: PgTable & { id: PgColumn },
  shape: WalkingShape,
  walk: CountWay,
  { text, pattern }: { text: string; pattern: string },
  now = Date.now(),
): (() => Promise<{ row: unknown; edge: string; matching: number }[]>) | undefined {
  const base = sortShapeKey(table, shape.searching, shape.keys, shape.limit, shape.cap);
  const found = learnt.get(skipKey(table, shape, text));
  const known = found && found.until > now ? found : undefined;
  const after = known?.after?.length === shape.keys.length ? known.after : undefined;
  const capped = known?.capped ?? false;
  if (!known || (!after && !capped)) {
    const page = preparedPages(
      reader,
      `${base}|${walk}`,
      (name) => walkingStatement(reader, table, shape, sql.placeholder('pattern'), walk).prepare(name) as unknown as PreparedPage,
    );
    return page && (() => page.execute({ pattern }));
  }
  const page = preparedPages(
    reader,
    `${base}|${walk}${after ? '|skip' : ''}${capped ? '|capped' : ''}`,
    (name) =>
      walkingStatement(reader, table, shape, sql.placeholder('pattern'), walk, {
        changes: sql.placeholder('changes'),
        after: after?.map((_, index) => sql.placeholder(`after${index}`)),
        capped,
      }).prepare(name) as unknown as PreparedPage,
  );
  const values = Object.fromEntries((after ?? []).map((value, index) => [`after${index}`, value]));
  return page && (() => page.execute({ pattern, changes: known.changes, ...values }));
}
