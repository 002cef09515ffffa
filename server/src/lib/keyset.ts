import { createHash } from 'node:crypto';
import { and, Column, is, or, SQL, sql, type AnyColumn, type Placeholder } from 'drizzle-orm';
import { CURSOR_INVALID, encodeListCursor, type CursorValue, type ListCursor } from 'shared-api/schemas';
import { badRequest, databaseErrorCode } from './errors';

/*
 * Pages by key: a list's order as data (its sort key and tie-breakers), so the same order gives the
 * ORDER BY, the condition "after this row" and the cursor naming a row. A page after a cursor is a
 * range read of the sort's index from that key, however deep it is.
 */

/** 'name' → ascending by name, '-name' → descending; `columns` names the sortable ones. */
export function sortBy<const C extends Record<string, AnyColumn | SQL>>(sort: string, columns: C) {
  const descending = sort.startsWith('-');
  return { column: columns[sort.replace(/^-/, '') as keyof C]!, descending };
}

export interface SortKey {
  /** A column, or an expression over columns such as lower(name). */
  by: AnyColumn | SQL;
  descending: boolean;
  /**
   * Where NULLs sort, for a key that can be NULL (undefined: it never is). PostgreSQL's default, the
   * one a plain index serves both ways, is NULL above every value: last ascending, first descending.
   */
  nulls?: 'first' | 'last' | undefined;
}

/** Does `by` read a nullable column? An expression over one is taken to be nullable, which is safe. */
function mayBeNull(by: AnyColumn | SQL): boolean {
  if (is(by, Column)) return !by.notNull;
  return by.queryChunks.some((chunk) => (is(chunk, Column) || is(chunk, SQL) ? mayBeNull(chunk) : false));
}

/** One key of an order; `nullsLast` keeps NULLs last descending too (users never signed in). */
export function sortKey(by: AnyColumn | SQL, descending: boolean, nullsLast = false): SortKey {
  if (!mayBeNull(by)) return { by, descending };
  return { by, descending, nulls: nullsLast || !descending ? 'last' : 'first' };
}

/**
 * The order of a '-field' sort among `columns`, then `tieBreakers` in the same direction (so each
 * sort is one index read forwards or backwards). The last tie-breaker should be unique.
 */
export function sortKeys<const C extends Record<string, AnyColumn | SQL>>(
  sort: string,
  columns: C,
  tieBreakers: readonly AnyColumn[],
): SortKey[] {
  const { column, descending } = sortBy(sort, columns);
  return [sortKey(column, descending), ...tieBreakers.map((tie) => sortKey(tie, descending))];
}

export const orderTerms = (keys: readonly SortKey[]): SQL[] =>
  keys.map(
    ({ by, descending, nulls }) =>
      sql`${by} ${sql.raw(descending ? 'desc' : 'asc')}${nulls ? sql.raw(` nulls ${nulls}`) : sql``}`,
  );

/** The same keys read the other way, for the rows before a cursor. */
export const reversed = (keys: readonly SortKey[]): SortKey[] =>
  keys.map(({ by, descending, nulls }) => ({
    by,
    descending: !descending,
    nulls: nulls && (nulls === 'first' ? 'last' : 'first'),
  }));

/** The key values of a row as JSON text, printed by the database so none loses precision (microseconds). */
export const keyValuesSql = (keys: readonly SortKey[]) =>
  sql<string>`json_build_array(${sql.join(
    keys.map((key) => key.by),
    sql`, `,
  )})::text`;

type Bound = CursorValue | Placeholder;

/**
 * Rows strictly after `values` in the order of `keys`. Keys that cannot be NULL and share a direction
 * are one row-value comparison, which an index on them reads as a range; otherwise the expanded form
 * (k1 after v1, or k1 = v1 and k2 after v2, …) with NULLs where the order puts them. Placeholders
 * stand for values that are not NULL (prepared statements are only made for such keys).
 */
export function afterKey(keys: readonly SortKey[], values: readonly Bound[]): SQL {
  const [first] = keys;
  if (keys.every((key) => !key.nulls && key.descending === first!.descending)) {
    const columns = sql.join(
      keys.map((key) => key.by),
      sql`, `,
    );
    const bound = sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    );
    return sql`(${columns}) ${sql.raw(first!.descending ? '<' : '>')} (${bound})`;
  }
  const terms = keys.map((key, index) =>
    and(...keys.slice(0, index).map((earlier, at) => equalTo(earlier, values[at]!)), strictlyAfter(key, values[index]!)),
  );
  return sql`(${or(...terms)})`;
}

function strictlyAfter({ by, descending, nulls }: SortKey, value: Bound): SQL {
  if (value === null) return nulls === 'first' ? sql`${by} is not null` : sql`false`;
  const beyond = sql`${by} ${sql.raw(descending ? '<' : '>')} ${value}`;
  return nulls === 'last' ? sql`(${beyond} or ${by} is null)` : beyond;
}

const equalTo = ({ by }: SortKey, value: Bound): SQL => (value === null ? sql`${by} is null` : sql`${by} = ${value}`);

/** What a list call asks for besides the page: its sort, search and filters. */
export interface ListParams {
  page: number;
  limit: number;
  search?: string | undefined;
  after?: ListCursor | undefined;
  before?: ListCursor | undefined;
}

const PAGING = new Set(['page', 'limit', 'after', 'before']);

/**
 * Which question a cursor answers: a hash of the list's query without its paging. A cursor is only
 * taken by the same question, since its keys are a row's place in that sort among those rows.
 */
export function cursorScope(params: object): string {
  const question = Object.entries(params)
    .filter(([name, value]) => !PAGING.has(name) && value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return createHash('sha256').update(JSON.stringify(question)).digest('base64url').slice(0, 16);
}

export const CURSOR_OTHER_LIST = 'This page link was made for another sort, search or filter: start again from the first page';

/** How one page is read: by number (an offset), or from a cursor's row forwards or backwards. */
export interface Reading {
  /** The order rows are read in: the list's, or its reverse before a cursor. */
  order: SortKey[];
  cursor?: { field: 'after' | 'before'; keys: CursorValue[] };
  /** Rows skipped by number; 0 with a cursor. */
  offset: number;
  /** The page's number as the client counts it: with a cursor it places the range and decides counting. */
  page: number;
  scope: string;
}

export function readingOf(keys: SortKey[], params: ListParams): Reading {
  const scope = cursorScope(params);
  const field = params.after ? 'after' : params.before ? 'before' : undefined;
  if (!field) return { order: keys, offset: (params.page - 1) * params.limit, page: params.page, scope };
  const cursor = params[field]!;
  if (cursor.scope !== scope) throw badRequest(CURSOR_OTHER_LIST, { [field]: CURSOR_OTHER_LIST });
  if (cursor.keys.length !== keys.length) throw badRequest(CURSOR_INVALID, { [field]: CURSOR_INVALID });
  return {
    order: field === 'before' ? reversed(keys) : keys,
    cursor: { field, keys: cursor.keys },
    offset: 0,
    page: params.page,
    scope,
  };
}

/**
 * Runs a page's statement; a cursor's value the database cannot take for its column (an edited date,
 * a number out of range: SQLSTATE class 22) is the client's mistake, so a 400 rather than a 500.
 */
export async function readWith<T>(reading: Reading, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    const field = reading.cursor?.field;
    if (field && databaseErrorCode(error)?.startsWith('22')) throw badRequest(CURSOR_INVALID, { [field]: CURSOR_INVALID });
    throw error;
  }
}

export interface Edges<R> {
  /** The page's rows in the list's order. */
  rows: R[];
  nextCursor: string | null;
  prevCursor: string | null;
  /** Read before a cursor and found the start: the first page should be read instead (it may be fuller). */
  atStart: boolean;
}

/**
 * The page in `fetched` (read in `reading.order`, one row more than `limit` when there is more that
 * way) and the cursors to its neighbours, from the key values each row carries (`keyValuesSql`).
 */
export function edgesOf<R>(fetched: R[], limit: number, reading: Reading, keysOf: (row: R) => string): Edges<R> {
  const more = fetched.length > limit;
  const backwards = reading.cursor?.field === 'before';
  const page = fetched.slice(0, limit);
  const rows = backwards ? page.reverse() : page;
  const cursorAt = (row: R | undefined) =>
    row === undefined ? null : encodeListCursor({ scope: reading.scope, keys: JSON.parse(keysOf(row)) as CursorValue[] });
  // Rows lie before a page read after a cursor or by a later page number, and after one read before a cursor.
  const earlier = backwards ? more : reading.cursor !== undefined || reading.offset > 0;
  const later = backwards || more;
  return {
    rows,
    nextCursor: later ? cursorAt(rows.at(-1)) : null,
    prevCursor: earlier ? cursorAt(rows[0]) : null,
    atStart: backwards && !more,
  };
}
