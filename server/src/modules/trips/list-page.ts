import { and, eq, gte, inArray, lte, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import {
  tripListFilters,
  type Trip,
  type TripListFilter,
  type TripListItem,
  type TripTotals,
  type tripListQuerySchema,
} from 'shared-api/schemas';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { tripListTotals, trips } from '../../db/schema';
import {
  afterKey,
  edgesOf,
  keyValuesSql,
  orderTerms,
  readingOf,
  readWith,
  reversed,
  sortKeys,
  type Reading,
} from '../../lib/keyset';
import { learnWay, walkOf, type CountWay } from '../../lib/common-search';
import { COUNT_CAP, KEYS_FIRST_FROM_OFFSET, likePattern, readByIds, SEARCH_COUNT_CAP, type Listed } from '../../lib/listing';
import { preparedByShape } from '../../lib/prepared-by-shape';
import { literalNumber } from '../../lib/sql-literal';
import { listedTrips, toTripListItem } from './shape';
import { partiesNamedBy, tripReferenceMatch, tripReferenceOf, tripWalkingMatch } from './text-match';

/*
 * GET /trips in one statement: the page's trips as the list shows them (shape.ts, TripListItem: their
 * numbers, party, route, truck or vehicle, driver, status and freight), and (within the count's cap)
 * how many trips match with their totals. It used to be three statements (page and count, related
 * rows, totals); profiling at 20 connections showed a third of the server's time in socket writes, one
 * per statement, and a sixth in drizzle building the 70-column page. So a page without a search is also prepared once per filter shape: the statement is
 * built and planned once per connection, and each page only binds its values. A search, planned for
 * what is typed, finds its page's ids and count alone and reads those trips by a prepared statement.
 *
 * The paging rules are selectPage's (lib/listing): one row more than asked says whether a later page
 * exists, counting stops at a cap, deep pages by number find their keys in the sort's index first, and
 * pages by cursor (lib/keyset) read the sort's index from the cursor's trip.
 */

export type ListTripsParams = z.output<typeof tripListQuerySchema>;
type Reader = Pick<Db, 'select'>;

export interface TripPage extends Listed<TripListItem> {
  /** Totals of every matching trip; null once the count stopped counting. */
  totals: TripTotals | null;
}

const sorts = {
  tripDate: trips.tripDate,
  tripNumber: trips.tripNo,
  freight: trips.freightPaise,
  createdAt: trips.createdAt,
} as const;

/** A value in the statement: a placeholder when it is prepared, the value itself when built for one call. */
type Bind = <T extends string | number>(name: string) => T | Placeholder;

type Filters = Pick<ListTripsParams, TripListFilter>;

/**
 * The value each filter binds: places are matched case-insensitively, and ids are written as the
 * database writes them, so that the kept totals (keyed by text) find the same trips the filter does.
 */
function filterValue(name: TripListFilter, params: Filters): unknown {
  const value = params[name];
  return typeof value === 'string' && !isDateFilter(name) ? value.toLowerCase() : value;
}

const isDateFilter = (name: TripListFilter) => name === 'from' || name === 'to';

/** The filters whose values have their trips' figures kept (migration 0027): all but the dates and the branch. */
const KEPT_FILTERS: ReadonlySet<TripListFilter> = new Set(
  tripListFilters.filter((name) => !isDateFilter(name) && name !== 'branchId'),
);

/** The whole list, one kept filter's value, or a range of trip dates (each day's figures kept, migration 0034). */
const figuresKept = (filters: TripListFilter[]) =>
  filters.length === 0 || (filters.length === 1 && KEPT_FILTERS.has(filters[0]!)) || filters.every(isDateFilter);

/**
 * The trips a list without a search matches, with their totals, as the database keeps them — for the
 * whole list or a list narrowed by one kept filter; undefined for any other list, which counts.
 */
function keptMatchingSql(shape: Shape, search: SQL | undefined, bind: Bind): SQL<CountedJson> | undefined {
  const { filters } = shape;
  if (search || shape.reference || !figuresKept(filters)) return undefined;
  const kept = tripListTotals;
  const [filter] = filters;
  // Dates are kept as ISO text, which sorts as the dates do; the query's dates are validated as YYYY-MM-DD.
  const bound = (name: TripListFilter) => sql`${bind<string>(name)}::text`;
  const rows =
    filter && isDateFilter(filter)
      ? and(
          sql`${kept.filter} = 'tripDate'`,
          filters.includes('from') ? sql`${kept.value} >= ${bound('from')}` : undefined,
          filters.includes('to') ? sql`${kept.value} <= ${bound('to')}` : undefined,
        )
      : sql`${kept.filter} = ${sql.raw(`'${filter ?? ''}'`)} and ${kept.value} = ${filter ? bound(filter) : sql`''`}`;
  const sum = (column: AnyColumn) => sql`coalesce(sum(${column}), 0)`;
  return sql<CountedJson>`(select json_build_object('trips', ${sum(kept.trips)}, 'kept', true, 'totals', json_build_object('freightPaise', ${sum(kept.freightPaise)}, 'partyTotalPaise', ${sum(kept.partyTotalPaise)}, 'ownerPayablePaise', ${sum(kept.ownerPayablePaise)}, 'estimatedProfitPaise', ${sum(kept.estimatedProfitPaise)})) from ${kept} where ${rows})`;
}

function filterCondition(name: TripListFilter, value: string | Placeholder): SQL {
  switch (name) {
    case 'sessionId':
      return eq(trips.sessionId, value);
    case 'status':
      return eq(trips.status, value as Trip['status'] | Placeholder);
    case 'from':
      return gte(trips.tripDate, value);
    case 'to':
      return lte(trips.tripDate, value);
    case 'billingPartyId':
      return eq(trips.billingPartyId, value);
    case 'truckId':
      return eq(trips.truckId, value);
    case 'driverId':
      return eq(trips.driverId, value);
    case 'vehicleId':
      return eq(trips.vehicleId, value);
    case 'origin':
      return sql`lower(${trips.origin}) = ${value}`;
    case 'destination':
      return sql`lower(${trips.destination}) = ${value}`;
    case 'branchId':
      return eq(trips.branchId, value);
  }
}

/**
 * How many trips match, counted up to `cap`, and below it their money, as one JSON value: counting
 * reads the narrowest index, while the sums need every matching row's money, so they are only added
 * up when the count stopped short of the cap (PostgreSQL runs the sums' subquery only in the CASE
 * branch that needs it). A search counts in the page's `order`, so the count goes on where the page's
 * walk of the date index (which holds the search text) stops, instead of building the trigram index's
 * whole bitmap: "chauhan" (5,000 trips) 1.2 → 0.5 ms; a rare word is found by the bitmap either way. Cancelled trips count as trips but carry no money; bigint sums come back as
 * JSON numbers, exact below 2^53 as every total is.
 */
function matchingSql(reader: Reader, where: SQL | undefined, cap: number, order: SQL[] = []): SQL<CountedJson> {
  const counted = reader
    .select({ n: sql<number>`count(*)`.as('n') })
    .from(
      reader
        .select({ one: sql`1`.as('one') })
        .from(trips)
        .where(where)
        .orderBy(...order)
        .limit(literalNumber(cap))
        .as('capped'),
    )
    .as('counted');
  const live = sql`${trips.status} <> 'cancelled'`;
  const money = (column: AnyColumn) => sql`coalesce(sum(${column}) filter (where ${live}), 0)`;
  const sums = reader
    .select({
      totals: sql`json_build_object('freightPaise', ${money(trips.freightPaise)}, 'partyTotalPaise', ${money(trips.partyTotalPaise)}, 'ownerPayablePaise', ${money(trips.ownerPayablePaise)}, 'estimatedProfitPaise', ${money(trips.estimatedProfitPaise)})`,
    })
    .from(trips)
    .where(where);
  return sql<CountedJson>`(select json_build_object('trips', ${counted.n}, 'totals', case when ${counted.n} < ${cap} then (${sums}) end) from ${counted})`;
}

interface Counted {
  trips: number;
  /** Only while the count stopped short of its cap, or when the figures are kept. */
  totals: Omit<TripTotals, 'trips'> | null;
  /** Read from the kept figures: exact however many trips they add up. */
  kept?: boolean;
}
type CountedJson = Counted | string;

function countedOf(json: CountedJson): Counted {
  const parsed = typeof json === 'string' ? (JSON.parse(json) as Counted) : json;
  const { totals } = parsed;
  return {
    trips: Number(parsed.trips),
    kept: parsed.kept === true,
    totals: totals && {
      freightPaise: Number(totals.freightPaise),
      partyTotalPaise: Number(totals.partyTotalPaise),
      ownerPayablePaise: Number(totals.ownerPayablePaise),
      estimatedProfitPaise: Number(totals.estimatedProfitPaise),
    },
  };
}

/** What decides a statement's text: the filters present, the sort, and how the page is found and counted. */
interface Shape {
  filters: TripListFilter[];
  /** A search that is a trip's reference typed whole (text-match.ts): bound like a filter, so prepared. */
  reference: boolean;
  sort: string;
  /** Rows asked for: written into the statement, like the count's cap (lib/sql-literal). */
  limit: number;
  /**
   * The first page has no offset; deeper ones bind it, past KEYS_FIRST_FROM_OFFSET in the keys'
   * subquery. A page by cursor binds the cursor's keys instead, read forwards or backwards.
   */
  offset: 'none' | 'bound' | 'keysFirst' | 'after' | 'before';
  counting: boolean;
}

function pageStatement(reader: Reader, shape: Shape, search: SQL | undefined, bind: Bind, countCap: number) {
  const { where, pageWhere, order, limit, fields } = pageParts(reader, shape, search, bind, countCap);
  const query = listedTrips(reader, fields)
    .where(pageWhere)
    .orderBy(...order)
    .limit(limit);
  return { query: shape.offset === 'bound' ? query.offset(bind<number>('offset')) : query, where };
}

/**
 * A search's page as ids alone: it is built and planned for its call (what is typed decides the plan),
 * and planning the page's six-table join took longer than finding the trips, so the join is left to
 * a statement prepared once per connection (tripsByIds).
 */
function searchIdsStatement(reader: Reader, shape: Shape, search: SQL, bind: Bind, countCap: number) {
  const { pageWhere, order, limit, fields } = pageParts(reader, shape, search, bind, countCap);
  const query = reader
    .select({ id: trips.id, ...fields })
    .from(trips)
    .where(pageWhere)
    .orderBy(...order)
    .limit(limit);
  return shape.offset === 'bound' ? query.offset(bind<number>('offset')) : query;
}

const tripsByIds = readByIds('trips_by_ids', trips.id, (reader, matching) => listedTrips(reader, {}).where(matching));

/*
 * A common word's first page (lib/common-search.ts): one statement, prepared per sort direction, page
 * size and count, finds the trips the word names (tripWalkingMatch) by walking the date index, which
 * holds their text and party, counts them up to the cap in the table's or the index's order, and reads
 * the page's trips with what they show. A planned search sends three: the parties, the page's ids with
 * the count, and the trips (trips "chauhan": 0.4, 0.8 and 0.3 ms of PostgreSQL besides three round trips).
 */
const placeholder: Bind = (field) => sql.placeholder(field);

/** Where a word may walk: a search's first page by trip date, with no filter (what the date index holds). */
const walksIn = (shape: Shape) =>
  shape.filters.length === 0 &&
  !shape.reference &&
  shape.sort.replace(/^-/, '') === 'tripDate' &&
  shape.offset === 'none' &&
  shape.counting;

function walkingStatement(reader: Reader, shape: Shape, pattern: string | Placeholder, walk: CountWay) {
  const parts = pageParts(reader, shape, tripWalkingMatch(pattern), placeholder, SEARCH_COUNT_CAP, walk === 'sortIndex');
  const pageIds = reader
    .select({ id: trips.id })
    .from(trips)
    .where(parts.where)
    .orderBy(...parts.order)
    .limit(parts.limit);
  return listedTrips(reader, parts.fields)
    .where(inArray(trips.id, pageIds))
    .orderBy(...parts.order)
    .limit(parts.limit);
}

type WalkingQuery = ReturnType<typeof walkingStatement>;
/** Two sort directions by page sizes by two counts, at most. */
const preparedWalk = preparedByShape<ReturnType<WalkingQuery['prepare']>>('trips_common_word', 400);

function readWalking(reader: Reader, shape: Shape, walk: CountWay, text: string) {
  const pattern = likePattern(text);
  const prepared = preparedWalk(reader, `${shape.sort}|${shape.limit}|${walk}`, (name) =>
    walkingStatement(reader, shape, sql.placeholder('pattern'), walk).prepare(name),
  );
  return prepared ? prepared.execute({ pattern }) : walkingStatement(reader, shape, pattern, walk);
}

/** What the page's statement filters, orders and reads besides the trips: its keys and the count. */
function pageParts(
  reader: Reader,
  shape: Shape,
  search: SQL | undefined,
  bind: Bind,
  countCap: number,
  countInOrder = search !== undefined,
) {
  const where = and(
    search,
    shape.reference ? tripReferenceMatch(bind<string>('reference')) : undefined,
    ...shape.filters.map((name) => filterCondition(name, bind<string>(name))),
  );
  const keys = tripKeys(shape.sort);
  const reading = shape.offset === 'before' ? reversed(keys) : keys;
  const order = orderTerms(reading);
  const limit = literalNumber(shape.limit + 1);
  const cursor = shape.offset === 'after' || shape.offset === 'before';
  const pageWhere = cursor
    ? and(
        where,
        afterKey(
          reading,
          keys.map((_, index) => bind<string>(`key${index}`)),
        ),
      )
    : shape.offset === 'keysFirst'
      ? inArray(
          trips.id,
          reader
            .select({ id: trips.id })
            .from(trips)
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(bind<number>('offset')),
        )
      : where;
  const fields = {
    edge: keyValuesSql(keys),
    matching: shape.counting
      ? (keptMatchingSql(shape, search, bind) ?? matchingSql(reader, where, countCap + 1, countInOrder ? order : []))
      : sql<null>`null`,
  };
  return { where, pageWhere, order, limit, fields };
}

type PageQuery = ReturnType<typeof pageStatement>['query'];
type PageRow = Awaited<PageQuery>[number];
type Prepared = ReturnType<PageQuery['prepare']>;

/*
 * Prepared statements live on each connection for its lifetime, so only a bounded number of shapes
 * is kept per database handle; a shape beyond them is built for its call, as searches always are (a
 * search's plan depends on what is typed, which a generic plan would not see).
 */
const preparedFor = preparedByShape<Prepared>('trips_page', 64);

function preparedPage(reader: Reader, shape: Shape): Prepared | undefined {
  const countCap = shape.reference ? SEARCH_COUNT_CAP : COUNT_CAP;
  return preparedFor(reader, JSON.stringify(shape), (name) =>
    pageStatement(reader, shape, undefined, placeholder, countCap).query.prepare(name),
  );
}

/** Ties (trips of one day, of one amount) in trip-number order, as a person reads them; then the id. */
const tripKeys = (sort: string) => sortKeys(sort, sorts, [trips.tripNumber, trips.id]);

function offsetShape({ offset, cursor }: Reading): Shape['offset'] {
  if (cursor) return cursor.field;
  return offset === 0 ? 'none' : offset >= KEYS_FIRST_FROM_OFFSET ? 'keysFirst' : 'bound';
}

/** What a call asks for: the statement's shape and the values it binds. */
function pageRequest(params: ListTripsParams, search: SQL | undefined, typed: boolean) {
  const reading = readingOf(tripKeys(params.sort), params);
  // Where the page lies as the client counts: with a cursor, by the page number it sends along.
  const position = (reading.page - 1) * params.limit;
  const reference = params.search ? tripReferenceOf(params.search) : undefined;
  const searching = typed || reference !== undefined;
  const countCap = searching ? SEARCH_COUNT_CAP : COUNT_CAP;
  const filters = tripListFilters.filter((name) => params[name] !== undefined);
  const shape: Shape = {
    filters,
    reference: reference !== undefined,
    sort: params.sort,
    limit: params.limit,
    offset: offsetShape(reading),
    // Kept figures are read however deep the page: they cost the same on every page.
    counting: position < countCap || (!searching && figuresKept(filters)),
  };
  const values: Record<string, unknown> = { offset: reading.offset, reference };
  reading.cursor?.keys.forEach((value, index) => (values[`key${index}`] = value));
  for (const name of shape.filters) values[name] = filterValue(name, params);
  const inline: Bind = <T>(name: string) => values[name] as T;
  return {
    reading,
    position,
    countCap,
    shape,
    values,
    inline,
    build: (reader: Reader) => pageStatement(reader, shape, search, inline, countCap),
    buildIds: (reader: Reader, text: SQL) => searchIdsStatement(reader, shape, text, inline, countCap),
  };
}

/** A search a person typed that is not a trip's reference: its text, and the condition it becomes. */
export interface TypedSearch {
  text: string;
  /** tripSearchFilter's: the parties it names looked up first. */
  filter: () => Promise<SQL>;
  /**
   * Where a walking page's statement runs: Database.genericPlans, whose connections plan it once (a
   * connection's first five runs are otherwise each planned afresh: 5 ms apiece for this statement).
   */
  walkOn: Db;
}

/** A typed search as read: walking (a common word's first page) or by its condition. */
type Search = { text: string; walk: CountWay; walkOn: Db; where?: undefined } | { text: string; where: SQL; walk?: undefined };

/**
 * One page of trips. A typed search for a common word has its first page read walking
 * (lib/common-search.ts), any other is turned into its condition first; without one, or for a trip's
 * reference typed whole, the statement is a prepared one.
 */
export async function listTrips(db: Db, params: ListTripsParams, typed?: TypedSearch): Promise<TripPage> {
  if (!typed) return readTrips(db, params, undefined);
  const walk = walkOf(trips, typed.text);
  if (walk && walksIn(pageRequest(params, undefined, true).shape)) {
    return readTrips(db, params, { text: typed.text, walk, walkOn: typed.walkOn });
  }
  return readTrips(db, params, { text: typed.text, where: await typed.filter() });
}

async function readTrips(db: Db, params: ListTripsParams, search: Search | undefined): Promise<TripPage> {
  // A walking search's condition written out, for anything but its prepared first page.
  const where = search?.walk ? tripWalkingMatch(likePattern(search.text)) : search?.where;
  const { reading, position, countCap, shape, values, inline, build, buildIds } = pageRequest(
    params,
    where,
    search !== undefined,
  );
  const fetched: Fetched[] = await readWith(reading, async () => {
    if (search && !search.walk) return await buildIds(db, search.where);
    const rows = search?.walk
      ? ((await readWalking(search.walkOn, shape, search.walk, search.text)) as PageRow[])
      : await readPrepared(db, shape, values, build);
    return rows.map((row) => ({ id: row.id, edge: row.edge, matching: row.matching, read: row }));
  });
  const edges = edgesOf(fetched, params.limit, reading, (row) => row.edge);
  if (edges.atStart) return readTrips(db, { ...params, page: 1, before: undefined }, search);
  const { nextCursor, prevCursor } = edges;
  const page = { items: await tripsOf(db, edges.rows), page: reading.page, nextCursor, prevCursor };
  const counted = fetched[0]?.matching ? countedOf(fetched[0].matching) : undefined;
  const { offset, cursor } = reading;
  if (search?.where && walksIn(shape) && counted && counted.trips > countCap) {
    // A word this common may read faster walking: learnt while the answer goes out.
    const { text } = search;
    void learnWay(db, trips, text, {
      planned: [partiesNamedBy(db, text), buildIds(db, search.where)],
      preparedWithPlanned: [
        listedTrips(db, {}).where(
          inArray(
            trips.id,
            page.items.map((trip) => trip.id),
          ),
        ),
      ],
      walking: (walk) => walkingStatement(db, shape, likePattern(text), walk),
    });
  }

  if (!cursor && fetched.length <= params.limit && (fetched.length > 0 || offset === 0)) {
    // The last page (or an empty first one): the total is known without counting.
    const total = offset + fetched.length;
    return { ...page, total, totalCapped: false, totals: total === 0 ? zeroTotals : totalsOf(counted, countCap) };
  }
  if (counted) return { ...page, ...cappedAt(counted, countCap + 1, countCap) };
  if (fetched.length > 0) {
    // Past the cap nothing is counted: by cursor, the last page still says where the end is.
    return nextCursor === null
      ? { ...page, total: position + page.items.length, totalCapped: false, totals: null }
      : { ...page, total: position + params.limit, totalCapped: true, totals: null };
  }
  // Past the end: the total tells the client where the end is.
  const cap = Math.max(countCap, position) + 1;
  const matching = keptMatchingSql(shape, where, inline) ?? matchingSql(db, build(db).where, cap);
  const [row] = await db.select({ matching }).from(sql`(select 1) as one`);
  return { ...page, ...cappedAt(countedOf(row!.matching), cap, countCap) };
}

/** A page without a typed search: by its shape's prepared statement, or built for a rare shape. */
async function readPrepared(
  reader: Reader,
  shape: Shape,
  values: Record<string, unknown>,
  build: (reader: Reader) => ReturnType<typeof pageStatement>,
): Promise<PageRow[]> {
  const prepared = preparedPage(reader, shape);
  return prepared ? ((await prepared.execute(values)) as PageRow[]) : await build(reader).query;
}

/** A page's row as read: a search's carries its id alone, to be read with what it shows (tripsByIds). */
interface Fetched {
  id: string;
  edge: string;
  matching: CountedJson | null;
  read?: PageRow;
}

async function tripsOf(reader: Reader, rows: Fetched[]): Promise<TripListItem[]> {
  const unread = rows.filter((row) => !row.read).map((row) => row.id);
  const byId = new Map((await tripsByIds(reader, unread)).map((row) => [row.id, row]));
  return rows
    .map((row) => {
      const read = row.read ?? byId.get(row.id);
      // A trip deleted between the two reads leaves the page one row short rather than failing it.
      return read && toTripListItem(read);
    })
    .filter((trip): trip is TripListItem => trip !== undefined);
}

/** Totals are given while they add up no more trips than the count's cap, as on every page. */
const totalsOf = (counted: Counted | undefined, countCap: number): TripTotals | null =>
  counted?.totals && (counted.kept || counted.trips <= countCap) ? { trips: counted.trips, ...counted.totals } : null;

/** Counted up to `cap`: reaching it means more match than can be told. */
function cappedAt(counted: Counted, cap: number, countCap: number): Pick<TripPage, 'total' | 'totalCapped' | 'totals'> {
  if (counted.trips >= cap && !counted.kept) return { total: cap - 1, totalCapped: true, totals: null };
  return { total: counted.trips, totalCapped: false, totals: totalsOf(counted, countCap) };
}

const zeroTotals: TripTotals = { trips: 0, freightPaise: 0, partyTotalPaise: 0, ownerPayablePaise: 0, estimatedProfitPaise: 0 };
