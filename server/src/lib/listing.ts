import { and, Column, count, getTableColumns, getTableName, inArray, is, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { commonWordPage, learnPlan, walkOf, type SearchInSortIndex } from './common-search';
import { preparedByShape } from './prepared-by-shape';
import { jsonArray, type JsonRows } from './json-row';
import type { JsonText } from './json-text';
import { literalNumber } from './sql-literal';
import { driverStatusCounts, tableRowCounts, truckStatusCounts, userCounts } from '../db/schema';
import {
  afterKey,
  edgesOf,
  keyValuesSql,
  orderTerms,
  readingOf,
  readWith,
  type Edges,
  type ListParams,
  type Reading,
  type SortKey,
} from './keyset';

/*
 * The plumbing every list call shares (GET /users, /quotes, /audit-log): search patterns, the
 * '-field' sort convention, and one page of rows with the total.
 */

/** `%` and `_` typed by the user are literal characters, not wildcards. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * `text` typed by a person, matched anywhere in a record's search text (a lower-cased column,
 * generated or held so by a constraint, with a trigram index). The pattern is lower-cased by the database as the column was, so it
 * finds what ILIKE finds, at a quarter of the cost per row looked at (users "sharma", counting to 101:
 * 3.5 ms with ILIKE, 0.9 ms with LIKE). In a statement planned for its values lower() of the bound
 * pattern is folded to a constant, so the trigram index's estimate sees the text.
 */
export const searchTextFilter = (column: PgColumn, text: string | undefined): SQL | undefined =>
  text ? sql`${column} like lower(${likePattern(text)})` : undefined;

/**
 * The search text column when a search reads its page from the sort's index (selectPage's `searchIn`):
 * the list is sorted, either way, by the sort whose index holds `column`, and nothing else narrows it.
 */
export const searchInSortIndex = (
  column: PgColumn,
  sort: string | undefined,
  indexedSort: string,
  otherFilters: (SQL | undefined)[],
): PgColumn | undefined =>
  sort?.replace(/^-/, '') === indexedSort && otherFilters.every((filter) => filter === undefined) ? column : undefined;

/**
 * Lists stop counting here: beyond it the total says "more than 10,000" (`totalCapped`), so no page
 * of a large table counts every row. A page deeper than this says "more than the rows up to here".
 */
export const COUNT_CAP = 10_000;

/**
 * A text search stops counting sooner: its matches are checked row by row in the table (a trigram
 * index only narrows them down), and at 20 connections on two cores a call has about 2 ms of the
 * database to spend. Counting 1,000 matches of a common word cost 2–16 ms (trips "chauhan": 16 ms,
 * messages "damaged": 10 ms), 100 of them 0.2–1.5 ms; once a common word's page walks its sort's index
 * (common-search.ts), counting is most of what is left (billing parties "chauhan": 0.95 of 1.3 ms), so
 * the count stops at 50, two and a half pages: "50+ matches" says as much as "1,000+" to someone who
 * will refine the search, and the pages after the count go on by cursor.
 */
export const SEARCH_COUNT_CAP = 50;

/**
 * From this offset on, a page is found by its keys first: the rows it skips are read from the sort's
 * index alone (an index-only scan, each sort index holding the sort, its tie-breaker and the id), and
 * only the page's own rows are fetched, instead of fetching every skipped row from the table.
 */
export const KEYS_FIRST_FROM_OFFSET = 1_000;

export interface Page<Row> {
  rows: Row[];
  /** Rows matching `where`; when `totalCapped`, more than this many match. */
  total: number;
  totalCapped: boolean;
  /** The page's number: as asked, or 1 when a read before a cursor reached the start. */
  page: number;
  /** `?after=` for the next page, null on the last one. */
  nextCursor: string | null;
  /** `?before=` for the previous page, null on the first one. */
  prevCursor: string | null;
}

/** What a service's list call gives: a page of its items, shaped for the API. */
export type Listed<Item> = Omit<Page<Item>, 'rows'> & { items: Item[] };

/** A list call's answer (shared-api's ListEnvelope). */
export function listEnvelope<Item>({ items, ...page }: Listed<Item>, limit: number) {
  return { success: true, data: items, ...page, limit };
}

/** listEnvelope's text, for a page whose items are JSON text already (selectJsonPage). */
export function listJsonEnvelope<Item, Extra extends object = Record<never, never>>(
  { items, ...page }: Listed<JsonText<Item>>,
  limit: number,
  /** What the answer carries besides the page (a list's totals). */
  extra?: Extra,
): JsonText<ReturnType<typeof listEnvelope<Item>> & Extra> {
  const rest = JSON.stringify({ ...page, limit, ...extra });
  return `{"success":true,"data":${jsonArray(items)},${rest.slice(1)}` as JsonText<ReturnType<typeof listEnvelope<Item>> & Extra>;
}

type KeyedTable = PgTable & { id: PgColumn };

/**
 * One page of `table` and how many rows match `where`, at a cost that does not grow with the table,
 * in one round trip to the database for every page but one past the end:
 *
 * - By number (`page`), or from a cursor (`after` / `before`, lib/keyset): a cursor's page is a range
 *   read of the sort's index from its row's key, so it skips nothing however deep it is. Pages by
 *   number past KEYS_FIRST_FROM_OFFSET still skip, but only through the index.
 * - The page is read with one row more than asked for, which says whether a later page exists. A
 *   page by number that is not full is the last one, so its total is known without counting.
 * - While the page's number places it within the first COUNT_CAP rows (SEARCH_COUNT_CAP for a
 *   `search`) the same statement counts the matching rows, at most one more than the cap; more than
 *   the cap gives `total: cap, totalCapped: true`.
 * - A full page past the cap is not counted at all: the total is the rows up to this page, capped.
 * - Where the database keeps the count (a whole table, or `kept`), every page reads it and it is exact.
 *
 * `keys` should end in a unique tie-breaker, so pages never overlap or skip; an index on the sort
 * and its tie-breaker then serves the page, and the rows a deep page skips, in one ordered scan.
 * `params` is the whole list query: a cursor is only taken with the sort, search and filters it was
 * made for (a 400 otherwise).
 */
/** What `reads` gives each row: each name's SQL value as its type says. */
type ReadValues<R> = { [K in keyof R]: R[K] extends SQL<infer V> ? V : unknown };

export function selectPage<T extends KeyedTable, R extends Record<string, SQL> = Record<never, never>>(
  db: Db,
  table: T,
  where: SQL | undefined,
  keys: SortKey[],
  params: ListParams,
  {
    searchIn,
    kept,
    reads,
  }: {
    /**
     * `where` is searchTextFilter(searchIn, params.search) alone, and the sort's index holds `searchIn`
     * (migration 0030): a search's page is then found by its keys first, its rows filtered on the
     * index's entries, and only the page's own rows read from the table (any other column in `where`
     * would make the keys' read fetch every row it looks at, and the page's rows twice); a common
     * word's first page is read by a prepared statement (common-search.ts).
     */
    searchIn?: PgColumn | undefined;
    /** How many rows `where` matches, as the database keeps it (keptCountNamed), where it does. */
    kept?: SQL<number> | undefined;
    /** Read with each row in the same statement, by name (what the row shows of other records). */
    reads?: R | undefined;
  } = {},
): Promise<Page<T['$inferSelect'] & ReadValues<R>>> {
  return readPage<T['$inferSelect'] & ReadValues<R>>(
    db,
    table,
    where,
    keys,
    params,
    { ...getTableColumns(table), ...reads },
    kept,
    searchIn && { column: searchIn },
  );
}

/**
 * selectPage's rows as the API answers with them, written by the database (lib/json-row): each row's
 * JSON text, which the route sends as it is (listJsonEnvelope).
 */
export async function selectJsonPage<Item>(
  db: Db,
  table: KeyedTable,
  where: SQL | undefined,
  keys: SortKey[],
  params: ListParams,
  { json, reads, finish }: JsonRows<Item>,
  { searchIn, kept }: { searchIn?: PgColumn | undefined; kept?: SQL<number> | undefined } = {},
): Promise<Listed<JsonText<Item>>> {
  const { rows, ...page } = await readPage<{ json: JsonText<Item> } & Record<string, unknown>>(
    db,
    table,
    where,
    keys,
    params,
    { ...reads, json },
    kept,
    searchIn && { column: searchIn },
  );
  return { items: rows.map((row) => (finish ? finish(row) : row.json)), ...page };
}

/**
 * selectPage's ids alone, for a list that reads its rows with what they show of other records by id
 * (readByIds): the page and its count are then read from the sort's index alone where it holds them.
 */
export function selectPageIds(
  db: Db,
  table: KeyedTable,
  where: SQL | undefined,
  keys: SortKey[],
  params: ListParams,
  /** How many rows `where` matches, as the database keeps it (standingCountWhenUnfiltered), if it does. */
  kept?: SQL<number>,
  /** As selectPage's `searchIn`, where `where` may also hold one fixed condition (the records that stand). */
  searching?: SearchInSortIndex,
): Promise<Page<{ id: string }>> {
  return readPage<{ id: string }>(db, table, where, keys, params, { id: table.id }, kept, searching);
}

/** The tables whose row count the database keeps (migrations 0011, 0026 and 0031; the trips' in 0027's totals). */
const KEPT_ROW_COUNTS = new Set([
  'banks',
  'billing_parties',
  'vehicles',
  'freight_bills',
  'trip_documents',
  'contact_messages',
  'newsletter_subscriptions',
  'quotes',
  'audit_log',
]);
const KEPT_IN_STATUS_COUNTS: Record<string, PgTable & { total: PgColumn }> = {
  trucks: truckStatusCounts,
  drivers: driverStatusCounts,
  users: userCounts,
};

/** The count migrations 0026 and 0031 keep under `name` (a value, or an expression of a prepared statement's), its slots added up. */
export const keptCountNamed = (name: string | SQL): SQL<number> =>
  sql<number>`(select coalesce(sum(${tableRowCounts.total}), 0) from ${tableRowCounts} where ${tableRowCounts.tableName} = ${name})`;

/** `table`'s row count as the database keeps it, or undefined when it keeps none. */
function keptRowCount(table: PgTable): SQL<number> | undefined {
  const name = getTableName(table);
  const counts = KEPT_IN_STATUS_COUNTS[name];
  if (counts) return sql<number>`(select coalesce(sum(${counts.total}), 0) from ${counts})`;
  return KEPT_ROW_COUNTS.has(name) ? keptCountNamed(name) : undefined;
}

/**
 * For a list of records that may be reversed (expenses, money entries), whose default leaves the
 * reversed out: whether it lists exactly those that stand (its `listFilters`, with the reversed
 * included, give no filter at all).
 */
export function listsAllStanding<P extends { reversed?: 'include' | 'only' | undefined }>(
  params: P,
  listFilters: (params: P) => (SQL | undefined)[],
): boolean {
  if (params.reversed !== undefined) return false;
  return listFilters({ ...params, reversed: 'include' }).every((filter) => filter === undefined);
}

/**
 * selectPageIds' `searching` for a list of records that may be reversed, whose sort index holds the
 * search text of those that stand (migration 0030): a search of them alone, in that sort.
 */
export function standingSearchInSortIndex<P extends { sort: string; reversed?: 'include' | 'only' | undefined }>(
  column: PgColumn,
  reversedAt: PgColumn,
  params: P,
  indexedSort: string,
  listFilters: (params: P) => (SQL | undefined)[],
): SearchInSortIndex | undefined {
  if (params.reversed !== undefined) return undefined;
  const others = listFilters({ ...params, search: undefined, reversed: 'include' });
  return searchInSortIndex(column, params.sort, indexedSort, others)
    ? { column, also: { key: 'standing', where: isNull(reversedAt) } }
    : undefined;
}

/** How many of `table`'s records stand, as the database keeps it, when the list shows them all (listsAllStanding). */
export function standingCountWhenUnfiltered<P extends { reversed?: 'include' | 'only' | undefined }>(
  table: PgTable,
  params: P,
  listFilters: (params: P) => (SQL | undefined)[],
): SQL<number> | undefined {
  return listsAllStanding(params, listFilters) ? keptCountNamed(`${getTableName(table)} standing`) : undefined;
}

/*
 * The statements of whole lists, as they open and by cursor, prepared once per connection: built by
 * drizzle and planned by PostgreSQL on every call they cost the server more than reading the page
 * (quotes: a sixth of the server's time in drizzle building the same text). Only for the whole list,
 * whose plan is the same for every call; its page size is written into the text, so that a generic
 * plan sees it.
 */
const preparedWhole = preparedByShape<{ execute(values?: Record<string, unknown>): Promise<unknown[]> }>('whole_list', 400);

function wholeListShape(
  table: PgTable,
  keys: SortKey[],
  params: ListParams,
  columns: Record<string, unknown>,
  cursor: 'after' | 'before' | undefined,
): string {
  const sort = keys.map(
    (key) => `${is(key.by, Column) ? key.by.name : 'expression'} ${key.descending ? 'desc' : 'asc'} ${key.nulls ?? ''}`,
  );
  const { sort: asked } = params as ListParams & { sort?: string };
  return JSON.stringify([getTableName(table), asked, sort, params.limit, Object.keys(columns), cursor ?? 'opening']);
}

/** selectPage reading `columns` (a drizzle selection) of each row: `Row` is what they read as. */
async function readPage<Row>(
  db: Db,
  table: KeyedTable,
  where: SQL | undefined,
  keys: SortKey[],
  params: ListParams,
  columns: Record<string, PgColumn | SQL>,
  kept?: SQL<number>,
  searching?: SearchInSortIndex,
): Promise<Page<Row>> {
  const { limit, search } = params;
  const reading = readingOf(keys, params);
  const { offset, cursor } = reading;
  // Where the page lies as the client counts: with a cursor, by the page number it sends along.
  const position = (reading.page - 1) * limit;
  const countCap = search ? SEARCH_COUNT_CAP : COUNT_CAP;
  // An uncorrelated subquery: the database counts once per statement, not once per row. A whole table
  // whose count is kept is not counted at all, and its count is read however deep the page.
  const keptCount = kept ?? (where === undefined ? keptRowCount(table) : undefined);
  const counting = keptCount !== undefined || position < countCap;
  const cap = countCap + 1;
  const counted = (
    keptCount ??
    sql<number>`(select count(*) from (select 1 from ${table} ${where ? sql`where ${where}` : sql``} limit ${cap}) as matching)`
  ).mapWith(Number);
  const order = orderTerms(reading.order);
  const readWhere = cursor ? and(where, afterKey(reading.order, cursor.keys)) : where;
  // A search whose sort index holds what it filters on is found by its keys first too (selectPage).
  const keysFirst = offset >= KEYS_FIRST_FROM_OFFSET || (search !== undefined && searching !== undefined);
  const pageWhere = keysFirst
    ? inArray(
        table.id,
        db
          .select({ id: table.id })
          .from(table as PgTable)
          .where(readWhere)
          .orderBy(...order)
          .limit(limit + 1)
          .offset(offset),
      )
    : readWhere;
  const query = db
    .select({ row: columns, edge: keyValuesSql(keys), ...(counting ? { matching: counted } : {}) } as unknown as {
      row: ReturnType<typeof getTableColumns<KeyedTable>>;
      edge: SQL<string>;
      matching: typeof counted;
    })
    .from(table as PgTable)
    .where(pageWhere)
    .orderBy(...order)
    .limit(limit + 1);
  // A search's first page: a common word's by its prepared statement (common-search.ts); any other's
  // is planned for what is typed, and teaches whether the word is common when its count reaches the cap.
  const walking =
    search && searching && !cursor && offset === 0 && counting && keptCount === undefined
      ? { searching, keys, columns, limit, cap }
      : undefined;
  const walk = walking && search ? walkOf(table, search) : undefined;
  const common =
    walking && walk && search
      ? commonWordPage(db, table, walking, walk, { text: search, pattern: likePattern(search) })
      : undefined;
  // The whole list (every row, its kept count), as it opens or by cursor: one text per table, sort, size
  // and direction, the cursor's keys bound (which afterKey only takes for keys that are never NULL).
  const whole =
    where === undefined &&
    kept === undefined &&
    keptCount !== undefined &&
    offset === 0 &&
    (!cursor || keys.every((key) => !key.nulls))
      ? preparedWhole(db, wholeListShape(table, keys, params, columns, cursor?.field), (name) =>
          db
            .select({ row: columns, edge: keyValuesSql(keys), matching: counted } as never)
            .from(table as PgTable)
            .where(
              cursor
                ? afterKey(
                    reading.order,
                    keys.map((_, index) => sql.placeholder(`key${index}`)),
                  )
                : undefined,
            )
            .orderBy(...order)
            .limit(literalNumber(limit + 1))
            .prepare(name),
        )
      : undefined;
  const fetched = (
    common
      ? await common()
      : whole
        ? await readWith(reading, () =>
            whole.execute(Object.fromEntries((cursor?.keys ?? []).map((key, index) => [`key${index}`, key]))),
          )
        : await readWith(reading, () => (keysFirst || offset === 0 ? query : query.offset(offset)))
  ) as {
    row: Row;
    edge: string;
    matching?: number;
  }[];
  if (walking && search && !common && Number(fetched[0]?.matching ?? 0) >= cap) {
    void learnPlan(db, table, search, likePattern(search), query, walking);
  }
  const edges = edgesOf(fetched, limit, reading, (row) => row.edge);
  if (edges.atStart) {
    return readPage<Row>(db, table, where, keys, { ...params, page: 1, before: undefined }, columns, kept, searching);
  }
  return pageWithTotal(
    fetched,
    edges,
    { reading, limit, countCap, counting, keptCount: keptCount !== undefined },
    {
      countUpTo: (upTo) => countUpTo(db, table, where, upTo),
      readKept: async () => (await db.select({ total: counted }).from(sql`(select 1) as one`))[0]?.total ?? 0,
    },
  );
}

/** How a page was read: what pageWithTotal needs to say how many rows match. */
export interface PageReading {
  reading: Reading;
  limit: number;
  /** COUNT_CAP, or SEARCH_COUNT_CAP for a search. */
  countCap: number;
  /** Whether the page's statement counted (its rows carry `matching`). */
  counting: boolean;
  /** Whether that count is the one the database keeps (exact however large). */
  keptCount: boolean;
}

/**
 * A page's rows, cursors and total from what its statement fetched (one row more than the page, each
 * with its keys and, when counted, how many rows match): the last page by number knows its total, a
 * count that reached its cap says "more than", and a page past the end counts (`countUpTo`) or reads
 * the kept count (`readKept`) to tell the client where the end is.
 */
export async function pageWithTotal<Row>(
  fetched: { row: Row; matching?: number | null }[],
  edges: Edges<{ row: Row }>,
  { reading, limit, countCap, counting, keptCount }: PageReading,
  more: { countUpTo(cap: number): Promise<{ total: number; totalCapped: boolean }>; readKept(): Promise<number> },
): Promise<Page<Row>> {
  const { offset, cursor } = reading;
  const position = (reading.page - 1) * limit;
  const cap = countCap + 1;
  const { nextCursor, prevCursor } = edges;
  const page = { rows: edges.rows.map(({ row }) => row), page: reading.page, nextCursor, prevCursor };

  if (!cursor && fetched.length <= limit && (fetched.length > 0 || offset === 0)) {
    return { ...page, total: offset + fetched.length, totalCapped: false };
  }
  if (!counting) {
    if (fetched.length === 0) return { ...page, ...(await more.countUpTo(position + 1)) };
    // Past the cap nothing is counted: by cursor, the last page still says where the end is.
    return nextCursor === null
      ? { ...page, total: position + page.rows.length, totalCapped: false }
      : { ...page, total: position + limit, totalCapped: true };
  }
  if (fetched.length === 0) {
    if (!keptCount) return { ...page, ...(await more.countUpTo(cap)) };
    return { ...page, total: await more.readKept(), totalCapped: false };
  }
  const total = Number(fetched[0]!.matching ?? 0);
  // A kept count is exact however large; a count stopped at the cap says only "more than".
  return total >= cap && !keptCount ? { ...page, total: countCap, totalCapped: true } : { ...page, total, totalCapped: false };
}

export async function countUpTo(
  db: Pick<Db, 'select'>,
  table: PgTable,
  where: SQL | undefined,
  cap: number,
): Promise<{ total: number; totalCapped: boolean }> {
  const matching = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(cap)
    .as('matching');
  const [counted] = await db.select({ total: count() }).from(matching);
  const total = Number(counted?.total ?? 0);
  return total >= cap ? { total: cap - 1, totalCapped: true } : { total, totalCapped: false };
}

/**
 * Figures over a whole table (a list's stats, the payments overview, the queues' counts, a balance
 * report) read once for every caller who asks while they are being read, yet never older than the
 * question: the first caller starts a reading; callers arriving while it runs wait for the next one,
 * which starts as soon as it ends and answers all of them. So twenty callers at once cost about two
 * readings instead of twenty, and every answer comes from a reading that began after its caller
 * asked — a write committed before the question is always in it, whichever instance wrote it.
 */
export function sharedWhileRunning<T>(compute: () => Promise<T>): { run(): Promise<T> } {
  const shared = sharedWhileRunningPerKey<T>();
  return { run: () => shared.run('', compute) };
}

/** sharedWhileRunning for figures asked with parameters: callers share the readings of the same key. */
export function sharedWhileRunningPerKey<T>(): { run(key: string, compute: () => Promise<T>): Promise<T> } {
  interface Slot {
    running: Promise<T>;
    /** The reading that starts when `running` ends, for everyone who asked meanwhile. */
    next: Promise<T> | undefined;
  }
  const slots = new Map<string, Slot>();
  const begin = (key: string, compute: () => Promise<T>): Promise<T> => {
    const slot: Slot = { running: compute(), next: undefined };
    slots.set(key, slot);
    const settled = () => {
      if (slots.get(key) === slot && slot.next === undefined) slots.delete(key);
    };
    slot.running.then(settled, settled);
    return slot.running;
  };
  return {
    run(key, compute) {
      const slot = slots.get(key);
      if (!slot) return begin(key, compute);
      slot.next ??= slot.running.then(
        () => begin(key, compute),
        () => begin(key, compute),
      );
      return slot.next;
    },
  };
}

/** A human reference such as 'Q-001042' in SQL, so 'Q-001042', '001042' or '1042' all find row 1042. */
export const referenceSql = (prefix: string, number: PgColumn) =>
  sql`${prefix} || lpad(${number}::text, greatest(6, length(${number}::text)), '0')`;

type Reader = Pick<Db, 'select'>;
interface Preparable<Row> {
  prepare(name: string): { execute(values: Record<string, unknown>): Promise<Row[]> };
}

/**
 * The rows with these ids, read by a statement prepared once per database handle (and so parsed and
 * planned once per connection, binding only the ids): what a page shows of the records its rows point
 * at is a join of six or seven tables, which PostgreSQL took 2–4 ms to plan on every call — ten
 * times what running it costs — and drizzle as long again to build. `build` gets the condition to
 * filter on, `column = any($ids)`.
 */
export function readByIds<Row>(
  name: string,
  column: PgColumn,
  build: (reader: Reader, matching: SQL) => Preparable<Row>,
): (reader: Reader, ids: string[]) => Promise<Row[]> {
  const prepared = new WeakMap<Reader, ReturnType<Preparable<Row>['prepare']>>();
  const matching = sql`${column} = any(${sql.placeholder('ids')}::uuid[])`;
  return async (reader, ids) => {
    if (ids.length === 0) return [];
    let statement = prepared.get(reader);
    if (!statement) prepared.set(reader, (statement = build(reader, matching).prepare(name)));
    return statement.execute({ ids });
  };
}
