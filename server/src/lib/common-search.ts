import { getTableColumns, getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { keyValuesSql, orderTerms, type SortKey } from './keyset';

/*
 * The first page of a search for a word that many records hold, without planning it on every call.
 *
 * A search is `search_text like '%…%'`, planned for what is typed: PostgreSQL estimates the pattern
 * against the column's histogram (1,001 values for the master records, migration 0028), once for the
 * page and once for its count. For a common word that planning cost as much as running it (billing
 * parties "chauhan": 0.8 ms of planning, 0.85 ms of work), and its plan is always the same: walk the
 * sort's index until the page is full, and count the table's rows up to the cap. So once a word is
 * known to match a large share of a table, its first page is a statement prepared once per connection
 * in that shape, which no estimate can change: `(search_text collate "C") like (select lower($1))`
 * has neither the trigram index nor an estimate from the histogram, so the page walks the sort's
 * index and the count reads the table, as the planner chose for that word. Both statements give the same rows; only what they cost differs, so a word's
 * share being out of date (a table grown since) costs time, never a wrong answer, and shares are
 * looked at again after a while.
 *
 * Which words are common is learnt from the searches themselves: a search whose count reached its cap
 * asks the planner, once, how many rows the word matches (EXPLAIN, after the answer has gone).
 */

/** A word matching at least this share of a table's rows, by the planner's estimate, is common. */
export const COMMON_SHARE = 0.01;
/** How long a word's share is trusted before it is estimated again. */
const SHARE_TTL_MS = 10 * 60_000;
/** Words remembered per process (the oldest are forgotten first). */
const MAX_WORDS = 2_000;

interface Share {
  common: boolean;
  until: number;
}

const shares = new Map<string, Share>();
const estimating = new Set<string>();

const wordKey = (table: PgTable, text: string) => `${getTableName(table)}\u0000${text.toLowerCase()}`;

/** Whether `text` is known to match a large share of `table` (COMMON_SHARE), as last estimated. */
export function isCommonWord(table: PgTable, text: string, now = Date.now()): boolean {
  const share = shares.get(wordKey(table, text));
  return share !== undefined && share.until > now && share.common;
}

/** Whether `text`'s share of `table` is unknown or out of date, so worth estimating. */
function shareUnknown(key: string, now: number): boolean {
  const share = shares.get(key);
  return (share === undefined || share.until <= now) && !estimating.has(key);
}

function remember(key: string, common: boolean, now: number) {
  shares.delete(key);
  shares.set(key, { common, until: now + SHARE_TTL_MS });
  for (const oldest of shares.keys()) {
    if (shares.size <= MAX_WORDS) break;
    shares.delete(oldest);
  }
}

/** The planner's estimate of the rows a plan's top node gives, from EXPLAIN's text. */
const estimatedRows = (plan: string | undefined) => Number(/rows=(\d+)/.exec(plan ?? '')?.[1] ?? Number.NaN);

/**
 * Asks the planner, once, what share of `table` the search `where` matches, and remembers whether it
 * is common. Called after a search's count reached its cap; never throws (a failed estimate leaves
 * the word as it was).
 */
export async function learnShare(db: Db, table: PgTable, text: string, where: SQL, now = Date.now()): Promise<void> {
  const key = wordKey(table, text);
  if (!shareUnknown(key, now)) return;
  estimating.add(key);
  try {
    const plan = (rows: unknown) => (rows as { rows: Record<string, string>[] }).rows[0]?.['QUERY PLAN'];
    const matching = estimatedRows(plan(await db.execute(sql`explain select 1 from ${table} where ${where}`)));
    const all = estimatedRows(plan(await db.execute(sql`explain select 1 from ${table}`)));
    if (Number.isFinite(matching) && all > 0) remember(key, matching / all >= COMMON_SHARE, now);
  } catch {
    // An estimate is an optimisation: without it the word is planned as before.
  } finally {
    estimating.delete(key);
  }
}

/** Forgets every word's share (tests). */
export function forgetShares() {
  shares.clear();
}

type Reader = Pick<Db, 'select'>;
type Columns = Record<string, PgColumn>;
interface PreparedPage {
  execute(values: { pattern: string }): Promise<{ row: unknown; edge: string; matching: number }[]>;
}

const prepared = new WeakMap<Reader, Map<string, PreparedPage>>();

/** A number for each sort column or expression (the list definitions' objects, made once). */
const sortPartIds = new WeakMap<object, number>();
let sortParts = 0;
/** Statement names by table, sort, page size and cap, the same on every database handle. */
const statementNames = new Map<string, string>();
/**
 * More shapes than the lists have (tables × sorts × page sizes) means a sort built afresh on every
 * call: those are read as any other search rather than prepare statements without end.
 */
const MAX_STATEMENTS = 400;

function statementName(table: PgTable, keys: SortKey[], limit: number, cap: number): { key: string; name: string } | undefined {
  const sort = keys.map(({ by, descending, nulls }) => {
    let id = sortPartIds.get(by);
    if (id === undefined) sortPartIds.set(by, (id = sortParts += 1));
    return `${id}${descending ? 'd' : 'a'}${nulls ?? ''}`;
  });
  const key = `${getTableName(table)}|${sort.join(',')}|${limit}|${cap}`;
  let name = statementNames.get(key);
  if (name === undefined) {
    if (statementNames.size >= MAX_STATEMENTS) return undefined;
    statementNames.set(key, (name = `common_word_${statementNames.size + 1}`));
  }
  return { key, name };
}

/**
 * The first page of a search of a common word (and its count up to `cap`), as a statement prepared
 * once per database handle for this table, sort and page size: `pattern` is likePattern's.
 */
export function commonWordPage(
  reader: Reader,
  table: PgTable & { id: PgColumn },
  { searchIn, keys, columns, limit, cap }: { searchIn: PgColumn; keys: SortKey[]; columns: Columns; limit: number; cap: number },
): PreparedPage | undefined {
  const named = statementName(table, keys, limit, cap);
  if (!named) return undefined;
  const { key, name } = named;
  let statements = prepared.get(reader);
  if (!statements) prepared.set(reader, (statements = new Map()));
  let statement = statements.get(key);
  if (statement) return statement;

  // The trigram index is built in the column's collation, so under "C" it does not apply (LIKE matches
  // the same either way); the pattern, lower-cased once by the subquery, is a parameter with no estimate.
  const matches = sql`(${searchIn} collate "C") like (select lower(${sql.placeholder('pattern')}))`;
  const order = orderTerms(keys);
  const counted =
    sql<number>`(select count(*) from (select 1 from ${table} where ${matches} limit ${sql.raw(String(cap))}) as matching)`.mapWith(
      Number,
    );
  const pageIds = reader
    .select({ id: table.id })
    .from(table)
    .where(matches)
    .orderBy(...order)
    .limit(limit + 1);
  statement = reader
    .select({ row: columns, edge: keyValuesSql(keys), matching: counted } as unknown as {
      row: ReturnType<typeof getTableColumns<PgTable>>;
      edge: SQL<string>;
      matching: typeof counted;
    })
    .from(table)
    .where(inArray(table.id, pageIds))
    .orderBy(...order)
    .limit(limit + 1)
    .prepare(name) as unknown as PreparedPage;
  statements.set(key, statement);
  return statement;
}
