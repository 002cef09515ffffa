import { and, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import {
  afterKey,
  edgesOf,
  keyValuesSql,
  orderTerms,
  readingOf,
  readWith,
  type ListParams,
  type Reading,
  type SortKey,
} from './keyset';
import { COUNT_CAP, countUpTo, pageWithTotal, type Page } from './listing';
import { literalNumber } from './sql-literal';

/*
 * A list page and what its rows show of other records (their session, banks, party…) in one statement
 * prepared once per connection for each shape of the question (which filters, which sort, first page
 * or deep or by cursor), binding only the values. Read the other way, as a page of ids and then its
 * rows by id (listing's selectPageIds with readByIds), a call sends two statements, and on this machine
 * each round trip costs the server more CPU than the page's own query (a `writev` to PostgreSQL and the
 * wake-up it causes). The trips list does the same for its own shapes (trips/list-page.ts).
 *
 * Only for questions whose best plan does not depend on the values: a prepared statement is planned
 * once for all of them, so a filter whose values differ by orders of magnitude in how many rows they
 * match (one bank's entries against another's) or a search stays on the statement built for its call.
 */

type Reader = Pick<Db, 'select'>;
/** A value in a condition: a placeholder in the prepared statement, the value itself when built for one call. */
type Bound = unknown;

/** The page's select with what its rows show, its fields joined by the page's own, before its filter (`$dynamic()`). */
export type RelatedSelect = (reader: Reader, fields: { edge: SQL<string>; matching: SQL<unknown> }) => PgSelect;
type Prepared = ReturnType<PgSelect['prepare']>;

export interface PreparedList<F extends string> {
  /** Statement names start with it; one name per shape for the process's life. */
  name: string;
  table: PgTable & { id: PgColumn };
  related: RelatedSelect;
  /** Each filter the prepared statements take, as a condition on its value. */
  filters: Record<F, (value: Bound) => SQL>;
  /** How many rows match the filters present, as the database keeps it, if it does. */
  kept?: (present: F[], value: (name: F) => Bound, fixedKey: string) => SQL<number> | undefined;
}

/** Shapes kept per database handle: prepared statements live on each connection for its lifetime. */
const MAX_SHAPES = 32;
const preparedByReader = new WeakMap<Reader, Map<string, Prepared>>();
const statementNames = new Map<string, string>();

/**
 * One page of `list`: the filters in `values` (undefined ones absent), `fixed` a condition without
 * values (its `key` names it in the shape). The rows come back as `related` selects them, with
 * selectPage's paging and totals.
 */
export async function readPreparedPage<F extends string, Row>(
  reader: Reader,
  list: PreparedList<F>,
  keys: SortKey[],
  params: ListParams & { sort: string },
  values: Partial<Record<F, unknown>>,
  fixed: { key: string; where: SQL | undefined },
): Promise<Page<Row>> {
  const { limit } = params;
  const reading = readingOf(keys, params);
  const present = (Object.keys(list.filters) as F[]).filter((name) => values[name] !== undefined);
  const position = (reading.page - 1) * limit;
  const kept = list.kept?.(present, (name) => values[name], fixed.key);
  const keptCount = kept !== undefined;
  const counting = keptCount || position < COUNT_CAP;
  const offsetKind: OffsetKind = reading.cursor?.field ?? 'none';
  if (reading.offset > 0) throw new Error('readPreparedPage reads first pages and pages by cursor (pageByNumber)');
  const shape = JSON.stringify([present, fixed.key, params.sort, limit, offsetKind, counting]);

  const bound: Record<string, unknown> = {};
  for (const name of present) bound[name] = values[name];
  reading.cursor?.keys.forEach((value, index) => (bound[`key${index}`] = value));
  const statement = preparedFor(reader, list, shape, (name) =>
    pageStatement(name, reader, list, keys, reading, present, fixed, { limit, offsetKind, counting }),
  );
  const read = (await readWith(reading, () => statement.execute(bound))) as (Row & { edge: string; matching: unknown })[];
  const fetched = read.map((row) => ({ row, edge: row.edge, matching: row.matching as number | null }));
  const edges = edgesOf(fetched, limit, reading, (row) => row.edge);
  if (edges.atStart) return readPreparedPage(reader, list, keys, { ...params, page: 1, before: undefined }, values, fixed);
  // Past the end, rarely: counted by a statement built for the call, with the values written in.
  const where = and(fixed.where, ...present.map((name) => list.filters[name](values[name])));
  return pageWithTotal(
    fetched,
    edges,
    { reading, limit, countCap: COUNT_CAP, counting, keptCount },
    {
      countUpTo: (cap) => countUpTo(reader, list.table, where, cap),
      readKept: async () => Number((await reader.select({ total: kept! }).from(sql`(select 1) as one`))[0]?.total ?? 0),
    },
  );
}

type OffsetKind = 'none' | 'after' | 'before';

/**
 * Pages by number past the first are not prepared: a generic plan cannot see the offset and assumes it
 * skips a tenth of the table, which for 200,000 entries chose to sort them all (3 requests a second).
 */
export const pageByNumber = (params: ListParams) => !params.after && !params.before && params.page > 1;

function preparedFor<F extends string>(
  reader: Reader,
  list: PreparedList<F>,
  shape: string,
  build: (name: string) => Prepared,
): Prepared {
  let byShape = preparedByReader.get(reader);
  if (!byShape) preparedByReader.set(reader, (byShape = new Map()));
  const key = `${list.name} ${shape}`;
  const found = byShape.get(key);
  if (found) return found;
  // A name stands for one text on every connection, so a shape keeps its name for the process's life.
  let name = statementNames.get(key);
  if (!name) statementNames.set(key, (name = `${list.name}_${statementNames.size + 1}`));
  const prepared = build(name);
  // Beyond the kept shapes a statement is still prepared by name, just not kept here (rare shapes).
  if (byShape.size < MAX_SHAPES) byShape.set(key, prepared);
  return prepared;
}

/** The page's statement with placeholders: each filter by its name, a cursor's `key0`, `key1`… */
function pageStatement<F extends string>(
  name: string,
  reader: Reader,
  list: PreparedList<F>,
  keys: SortKey[],
  reading: Reading,
  present: F[],
  fixed: { key: string; where: SQL | undefined },
  { limit, offsetKind, counting }: { limit: number; offsetKind: OffsetKind; counting: boolean },
): Prepared {
  const placeholder = (name: string) => sql.placeholder(name);
  const where = and(fixed.where, ...present.map((name) => list.filters[name](placeholder(name))));
  const order = orderTerms(reading.order);
  const pageWhere =
    offsetKind === 'none'
      ? where
      : and(
          where,
          afterKey(
            reading.order,
            keys.map((_, index) => placeholder(`key${index}`)),
          ),
        );
  const kept = list.kept?.(present, (name) => placeholder(name), fixed.key);
  const matching = !counting
    ? sql`null`
    : (kept ??
      sql`(select count(*) from (select 1 from ${list.table} ${where ? sql`where ${where}` : sql``} limit ${literalNumber(COUNT_CAP + 1)}) as matching)`);
  return list
    .related(reader, { edge: keyValuesSql(keys), matching })
    .where(pageWhere)
    .orderBy(...order)
    .limit(literalNumber(limit + 1))
    .prepare(name);
}
