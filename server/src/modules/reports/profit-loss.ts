import { sql, type SQL } from 'drizzle-orm';
import {
  profitLossHeads,
  type ProfitLossGrouping,
  type ProfitLossHead,
  type ProfitLossReport,
  type ProfitLossRow,
  type ReportPeriod,
} from 'shared-api/schemas';
import { rowsOf, type Db } from '../../db/client';
import { reportBranch } from '../branches/service';
import { monthLabel, monthsOf } from '../../lib/months';
import { resolveReportPeriod, type PeriodQuery } from './period';

/*
 * Profit and loss of a period, overall or by a grouping. The definitions, once:
 * - income: Σ party_total_paise (freight and the party-side charges) of the trips not cancelled whose
 *   trip date is in the period;
 * - hire: of those trips, Σ (party_total − estimated_profit), which for a market trip is its hire and
 *   vehicle-side charges less the commission kept, and for an own truck's trip is 0;
 * - expenses: the expenses not reversed (reversed_at is null) dated in the period, in heads by their
 *   category's code (HEAD_CODES; an admin's own categories have no code and are 'other');
 * - profit: income − hire − expenses; km: Σ (end km − start km) of the trips that have both; profit
 *   per km to the paisa, half away from zero.
 * A trip counts in its group by the trip's date, an expense by its own date. Groups: month (each by its
 * own date), truck (the trip's truck; the expense's truck, else its trip's truck; market trips and their
 * expenses in one row keyed MARKET_KEY), trip (the expense's trip), route (lower-cased origin→destination
 * of the trip, the expense's trip's), party (the trip's billing party). An expense no group takes is in
 * `unassigned`, so the rows and it add up to the totals. Everything is summed in SQL.
 */

/** The truck grouping's row of market vehicles (they have no truck); null stays the key of `unassigned`. */
export const MARKET_KEY = 'market';
/** The branch grouping's row of trips and expenses outside any branch. */
export const NO_BRANCH_KEY = 'none';

const HEAD_CODES: Record<Exclude<ProfitLossHead, 'other'>, string[]> = {
  diesel: ['diesel'],
  toll: ['toll'],
  driver: ['driver-bhatta', 'salary'],
  repairs: ['repairs', 'tyres'],
};
const codeList = (codes: string[]) =>
  sql.join(
    codes.map((code) => sql`${code}`),
    sql`, `,
  );
const HEAD_FILTERS: Record<ProfitLossHead, SQL> = {
  diesel: sql`c.code in (${codeList(HEAD_CODES.diesel)})`,
  toll: sql`c.code in (${codeList(HEAD_CODES.toll)})`,
  driver: sql`c.code in (${codeList(HEAD_CODES.driver)})`,
  repairs: sql`c.code in (${codeList(HEAD_CODES.repairs)})`,
  other: sql`c.code is null or c.code not in (${codeList(Object.values(HEAD_CODES).flat())})`,
};

interface Grouping {
  /** The group of a trip `t`. */
  trip: SQL;
  /** The group of an expense `e` (its trip `et` joined when `joinsTrip`); null when none takes it. */
  expense: SQL;
  joinsTrip: boolean;
  /** Whether the rows are named by their places (the route's spelling). */
  places?: boolean;
  /**
   * Whether the groups follow from the day alone, so that the days' kept figures (trip_day_counts and
   * expense_day_totals, migration 0021) can be added up instead of the period's trips and expenses.
   */
  byDay?: boolean;
  /** Joins from the grouped rows `g` to what names them, the label, and the natural order. */
  joins: SQL;
  label: SQL;
  order: SQL;
  unassignedLabel: string;
}

const route = (alias: string) => sql.raw(`lower(${alias}.origin) || '→' || lower(${alias}.destination)`);

const groupings: Record<ProfitLossGrouping, Grouping> = {
  overall: {
    trip: sql`'all'`,
    expense: sql`'all'`,
    joinsTrip: false,
    byDay: true,
    joins: sql``,
    label: sql`'Overall'`,
    order: sql`g.key`,
    unassignedLabel: 'Not in any group',
  },
  month: {
    trip: sql`to_char(t.trip_date, 'YYYY-MM')`,
    expense: sql`to_char(e.expense_date, 'YYYY-MM')`,
    joinsTrip: false,
    byDay: true,
    joins: sql``,
    label: sql`g.key`,
    order: sql`g.key`,
    unassignedLabel: 'Not in any month',
  },
  truck: {
    trip: sql.raw(`coalesce(t.truck_id::text, '${MARKET_KEY}')`),
    // Most expenses name their truck; only the others read their trip (coalesce stops at the first).
    expense: sql.raw(
      `coalesce(e.truck_id::text, (select coalesce(et.truck_id::text, case when et.fleet = 'market' then '${MARKET_KEY}' end) from trips et where et.id = e.trip_id))`,
    ),
    joinsTrip: false,
    joins: sql.raw(`left join trucks k on k.id = (case when g.key <> '${MARKET_KEY}' then g.key::uuid end)`),
    label: sql`coalesce(k.registration_number, 'Market vehicles')`,
    order: sql.raw(`g.key = '${MARKET_KEY}', k.registration_number, g.key`),
    unassignedLabel: 'Not tied to a truck',
  },
  trip: {
    trip: sql`t.id::text`,
    expense: sql`e.trip_id::text`,
    joinsTrip: false,
    joins: sql`left join trips k on k.id = g.key::uuid left join financial_sessions s on s.id = k.session_id`,
    label: sql`k.trip_no || ' · ' || k.origin || ' → ' || k.destination`,
    order: sql`s.starts_on, k.trip_number, g.key`,
    unassignedLabel: 'Not tied to a trip',
  },
  route: {
    trip: route('t'),
    expense: sql`case when et.id is not null then ${route('et')} end`,
    joinsTrip: true,
    places: true,
    joins: sql``,
    label: sql`g.origin || ' → ' || g.destination`,
    order: sql`g.key`,
    unassignedLabel: 'Not tied to a trip',
  },
  // A trip by the branch that booked it; an expense by the branch it was entered in (its trip's, if it
  // has one). What was booked or spent outside any branch is a row of its own (NO_BRANCH_KEY), last.
  branch: {
    trip: sql.raw(`coalesce(t.branch_id::text, '${NO_BRANCH_KEY}')`),
    expense: sql.raw(`coalesce(e.branch_id::text, '${NO_BRANCH_KEY}')`),
    joinsTrip: false,
    joins: sql.raw(`left join branches k on k.id = (case when g.key <> '${NO_BRANCH_KEY}' then g.key::uuid end)`),
    label: sql`coalesce(k.name || ' (' || k.code || ')', 'Outside any branch')`,
    order: sql.raw(`g.key = '${NO_BRANCH_KEY}', lower(k.name), g.key`),
    unassignedLabel: 'Outside any branch',
  },
  party: {
    trip: sql`t.billing_party_id::text`,
    expense: sql`et.billing_party_id::text`,
    joinsTrip: true,
    joins: sql`left join billing_parties k on k.id = g.key::uuid`,
    label: sql`k.name`,
    order: sql`lower(k.name), g.key`,
    unassignedLabel: 'Not tied to a billing party',
  },
};

const FIGURES = ['trips', 'km', 'income', 'hire', ...profitLossHeads] as const;
type Figure = (typeof FIGURES)[number];
type Figures = Record<Figure, number>;

/** Narrows the trips (`t`) and expenses (`e`) summed: to a branch's, to a batch's groups. */
interface Restriction {
  trips: SQL;
  expenses: SQL;
}

/** A trip counts in the branch that booked it, an expense in the branch it was entered in. */
function inBranch(branchId: string | undefined): Restriction | undefined {
  return branchId ? { trips: sql`t.branch_id = ${branchId}`, expenses: sql`e.branch_id = ${branchId}` } : undefined;
}

/** Both restrictions at once; either may be absent. */
function both(a: Restriction | undefined, b: Restriction | undefined): Restriction | undefined {
  if (!a || !b) return a ?? b;
  return { trips: sql`(${a.trips}) and (${b.trips})`, expenses: sql`(${a.expenses}) and (${b.expenses})` };
}

/** The period's trips and expenses grouped (`g`: key, figures, the route's spelling), as a WITH list. */

function grouped(period: ReportPeriod, grouping: Grouping, restriction?: Restriction): SQL {
  const heads = profitLossHeads.map(
    (head) => sql`coalesce(sum(ec.amount) filter (where ${HEAD_FILTERS[head]}), 0)::bigint as ${sql.raw(head)}`,
  );
  // Only the route grouping names its rows by the places' spelling (the first in byte order, as a
  // collation could order them differently).
  const places = (alias: string) =>
    grouping.places
      ? sql.raw(`, min(${alias}.origin collate "C") as origin, min(${alias}.destination collate "C") as destination`)
      : sql`, null::text as origin, null::text as destination`;
  // The trips (t) and expenses (e) summed: the rows themselves, or the days' kept figures of them, which
  // carry the same column names (a 12-month session is ~365 rows each instead of ~20,000 and ~60,000).
  const fromDays = grouping.byDay && !restriction;
  const tripFigures = fromDays
    ? sql`sum(t.trips)::bigint as trips, sum(t.km)::bigint as km, sum(t.income_paise)::bigint as income,
        sum(t.hire_paise)::bigint as hire`
    : sql`count(*)::bigint as trips, coalesce(sum(t.end_km - t.start_km), 0)::bigint as km,
        sum(t.party_total_paise)::bigint as income, sum(t.party_total_paise - t.estimated_profit_paise)::bigint as hire`;
  return sql`
    tp as (
      select ${grouping.trip} as key, ${tripFigures}
        ${places('t')}
      from ${fromDays ? sql`trip_day_counts` : sql`trips`} t
      where t.trip_date between ${period.from} and ${period.to} and t.status <> 'cancelled'
        ${restriction ? sql`and ${restriction.trips}` : sql``}
      group by 1
      ${fromDays ? sql`having sum(t.trips) <> 0` : sql``}
    ),
    -- Summed by group and category first, so the heads are told apart once per category, not per expense.
    ec as (
      select ${grouping.expense} as key, e.category_id, sum(e.amount_paise) as amount ${places('et')}
      from ${fromDays ? sql`expense_day_totals` : sql`expenses`} e
      ${
        // A probe of its trip per expense: a period's expenses are far fewer than all the trips a join would hash.
        grouping.joinsTrip ? sql`left join lateral (select * from trips et where et.id = e.trip_id) et on true` : sql``
      }
      where e.expense_date between ${period.from} and ${period.to} ${fromDays ? sql`and e.expenses <> 0` : sql`and e.reversed_at is null`}
        ${restriction ? sql`and ${restriction.expenses}` : sql``}
      group by 1, 2
    ),
    ep as (
      select ec.key, ${sql.join(heads, sql`, `)}, min(ec.origin) as origin, min(ec.destination) as destination
      from ec join expense_categories c on c.id = ec.category_id
      group by ec.key
    ),
    g as (
      select coalesce(tp.key, ep.key) as key,
        coalesce(tp.trips, 0) as trips, coalesce(tp.km, 0) as km,
        coalesce(tp.income, 0) as income, coalesce(tp.hire, 0) as hire,
        ${sql.join(
          profitLossHeads.map((head) => sql.raw(`coalesce(ep.${head}, 0) as ${head}`)),
          sql`, `,
        )},
        coalesce(tp.origin, ep.origin) as origin, coalesce(tp.destination, ep.destination) as destination
      from tp full join ep on ep.key = tp.key
    )`;
}

type Raw = Record<string, unknown>;
const figuresOf = (raw: Raw, prefix = ''): Figures =>
  Object.fromEntries(FIGURES.map((figure) => [figure, Number(raw[`${prefix}${figure}`] ?? 0)])) as Figures;

/** profit ÷ km in whole paise, half away from zero. */
export function perKm(profitPaise: number, km: number): number | null {
  if (km <= 0) return null;
  const rounded = Math.floor((2 * Math.abs(profitPaise) + km) / (2 * km));
  return profitPaise < 0 ? -rounded : rounded;
}

export function toRow(key: string | null, label: string, figures: Figures): ProfitLossRow {
  const expenses = Object.fromEntries(profitLossHeads.map((head) => [head, figures[head]])) as Record<ProfitLossHead, number>;
  const expensesPaise = profitLossHeads.reduce((sum, head) => sum + figures[head], 0);
  const profitPaise = figures.income - figures.hire - expensesPaise;
  return {
    key,
    label,
    trips: figures.trips,
    km: figures.km,
    incomePaise: figures.income,
    hirePaise: figures.hire,
    expenses,
    expensesPaise,
    profitPaise,
    profitPerKmPaise: perKm(profitPaise, figures.km),
  };
}

const zeroFigures = (): Figures => figuresOf({});

interface Summary {
  expensesByCategory: ProfitLossReport['expensesByCategory'];
  groups: number;
  totals: ProfitLossRow;
  unassigned: ProfitLossRow | null;
}

/**
 * One statement: the summary of every group (how many, the totals, what no group takes) and one
 * ordered page of the named groups. `limit` null is every group.
 */
async function groupPage(
  db: Db,
  period: ReportPeriod,
  groupBy: ProfitLossGrouping,
  {
    offset,
    limit,
    categories = false,
    restriction,
  }: { offset: number; limit: number | null; categories?: boolean; restriction?: Restriction },
): Promise<{ summary: Summary; rows: ProfitLossRow[] }> {
  const grouping = groupings[groupBy];
  const sums = FIGURES.map((figure) => sql.raw(`coalesce(sum(${figure}), 0)::bigint as s_${figure}`));
  const unassigned = profitLossHeads.map((head) =>
    sql.raw(`coalesce(sum(${head}) filter (where key is null), 0)::bigint as u_${head}`),
  );
  const result = await db.execute(sql`
    with ${grouped(period, grouping, restriction)},
    summary as (
      select count(*) filter (where key is not null)::bigint as groups,
        count(*) filter (where key is null)::bigint as u_groups,
        ${sql.join([...sums, ...unassigned], sql`, `)}
        ${categories ? sql`, (${byCategory}) as categories` : sql``}
      from g
    ),
    page as (
      select g.*, ${grouping.label} as label, row_number() over (order by ${grouping.order}) as position
      from g ${grouping.joins}
      where g.key is not null
      order by ${grouping.order}
      ${limit === null ? sql`` : sql`limit ${limit}`} offset ${offset}
    )
    select summary.*, page.* from summary left join page on true order by page.position`);
  const raws = rowsOf<Raw>(result);
  const first = raws[0] ?? {};
  const unassignedFigures = { ...zeroFigures(), ...figuresOf(first, 'u_'), trips: 0, km: 0, income: 0, hire: 0 };
  const summary: Summary = {
    expensesByCategory: categories ? categoriesOf(first.categories) : [],
    groups: Number(first.groups ?? 0),
    totals: toRow(null, 'Total', figuresOf(first, 's_')),
    unassigned: Number(first.u_groups ?? 0) > 0 ? toRow(null, grouping.unassignedLabel, unassignedFigures) : null,
  };
  // The whole period is the one row of 'overall', even when nothing happened in it.
  if (groupBy === 'overall') {
    return {
      summary: { ...summary, groups: 1 },
      rows: offset === 0 ? [{ ...summary.totals, key: 'all', label: 'Overall' }] : [],
    };
  }
  const rows = raws
    .filter((raw) => raw.key !== null && raw.key !== undefined)
    .map((raw) => {
      const key = String(raw.key);
      const label = groupBy === 'month' ? monthLabel(key) : String(raw.label ?? key);
      return toRow(key, label, figuresOf(raw));
    });
  return { summary, rows };
}

/** Every month of the period in order, those without a trip or an expense as zeros. */
function everyMonth(period: ReportPeriod, rows: ProfitLossRow[]): ProfitLossRow[] {
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return monthsOf(period).map((month) => byKey.get(month) ?? toRow(month, monthLabel(month), zeroFigures()));
}

/** The period's expenses by category, largest first, from the groups' sums by category (`ec`), as JSON text. */
const byCategory = sql`select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name, 'amount', x.amount::text)
    order by x.amount desc, lower(c.name), c.id), '[]')::text
  from (select category_id, sum(amount) as amount from ec group by category_id) x
  join expense_categories c on c.id = x.category_id`;

function categoriesOf(json: unknown): ProfitLossReport['expensesByCategory'] {
  const items = JSON.parse(String(json ?? '[]')) as { id: string; name: string; amount: string }[];
  return items.map((item) => ({ categoryId: item.id, name: item.name, amountPaise: Number(item.amount) }));
}

interface TripKey {
  id: string;
  tripNumber: number;
}

/**
 * The trips of the trip grouping in the report's order (session after session, then trip number), a
 * batch of ids at a time, without a pass over the period per batch:
 * - the trips dated in the period and not cancelled, read session by session by key on
 *   (session, trip number) (sessions never overlap, so their starts order them);
 * - and the few an expense of the period names while the trip itself is outside it (cancelled, or dated
 *   outside the period), read once and merged in at their place.
 */
async function* tripKeyBatches(
  db: Db,
  period: ReportPeriod,
  size: number,
  branch: Restriction | undefined,
): AsyncGenerator<string[]> {
  const inPeriod = sql`t.trip_date between ${period.from} and ${period.to} and t.status <> 'cancelled'`;
  const ofBranch = branch ? sql`and ${branch.trips}` : sql``;
  const extras = rowsOf<{ id: string; session_id: string; trip_number: number }>(
    await db.execute(sql`
      select distinct t.id, t.session_id, t.trip_number from expenses e join trips t on t.id = e.trip_id
      where e.expense_date between ${period.from} and ${period.to} and e.reversed_at is null and not (${inPeriod})
        ${branch ? sql`and ${branch.expenses}` : sql``}`),
  );
  const sessions = rowsOf<{ id: string }>(
    await db.execute(sql`
      select s.id from financial_sessions s
      where (s.starts_on <= ${period.to} and s.ends_on >= ${period.from})
        or s.id = any(${`{${[...new Set(extras.map((extra) => extra.session_id))].join(',')}}`}::uuid[])
      order by s.starts_on`),
  );
  const pending: string[] = [];
  for (const session of sessions) {
    const sessionExtras = extras
      .filter((extra) => extra.session_id === session.id)
      .map((extra): TripKey => ({ id: extra.id, tripNumber: Number(extra.trip_number) }))
      .sort((a, b) => a.tripNumber - b.tripNumber);
    let after = -1;
    for (;;) {
      const page = rowsOf<{ id: string; trip_number: number }>(
        await db.execute(sql`
          select t.id, t.trip_number from trips t
          where t.session_id = ${session.id} and t.trip_number > ${after} and ${inPeriod} ${ofBranch}
          order by t.trip_number limit ${size}`),
      ).map((row): TripKey => ({ id: row.id, tripNumber: Number(row.trip_number) }));
      const last = page.length === size ? page.at(-1)!.tripNumber : Infinity;
      // The extras up to this page's last trip belong among its trips.
      const merged = [...page, ...sessionExtras.filter((extra) => extra.tripNumber > after && extra.tripNumber <= last)].sort(
        (a, b) => a.tripNumber - b.tripNumber,
      );
      pending.push(...merged.map((key) => key.id));
      while (pending.length >= size) yield pending.splice(0, size);
      if (last === Infinity) break;
      after = last;
    }
  }
  if (pending.length > 0) yield pending;
}

/** The figures of a batch of trips (by their ids), in the report's order. */
async function tripRows(
  db: Db,
  period: ReportPeriod,
  ids: readonly string[],
  branch: Restriction | undefined,
): Promise<ProfitLossRow[]> {
  const list = `{${ids.join(',')}}`;
  const batch = { trips: sql`t.id = any(${list}::uuid[])`, expenses: sql`e.trip_id = any(${list}::uuid[])` };
  const result = await db.execute(sql`
    with ${grouped(period, groupings.trip, both(batch, branch))}
    select g.*, k.trip_no || ' · ' || k.origin || ' → ' || k.destination as label
    from g join trips k on k.id = g.key::uuid join financial_sessions s on s.id = k.session_id
    order by s.starts_on, k.trip_number`);
  return rowsOf<Raw>(result).map((raw) => toRow(String(raw.key), String(raw.label), figuresOf(raw)));
}

/**
 * One page of the trip grouping: the trips of the period and those an expense of the period names, in
 * the report's order, and how many there are. Reading the keys alone and then summing the page's trips
 * costs a fraction of grouping every trip of the period to order and count them (316 ms on a session of
 * 20,000 trips on PostgreSQL).
 */
async function tripPage(
  db: Db,
  period: ReportPeriod,
  offset: number,
  limit: number,
  branch: Restriction | undefined,
): Promise<{ ids: string[]; total: number }> {
  const rows = rowsOf<{ id: string; total: number }>(
    await db.execute(sql`
      with k as (${tripKeys(period, branch)})
      select t.id, count(*) over ()::int as total
      from k join trips t on t.id = k.id join financial_sessions s on s.id = t.session_id
      order by s.starts_on, t.trip_number
      limit ${limit} offset ${offset}`),
  );
  // A page past the end has no row to carry the count: it is then read on its own.
  const total = rows[0]?.total ?? (offset === 0 ? 0 : (await tripPage(db, period, 0, 1, branch)).total);
  return { ids: rows.map((row) => row.id), total: Number(total) };
}

/** The trips of the trip grouping: those of the period, and those an expense of the period names. */
const tripKeys = (period: ReportPeriod, branch: Restriction | undefined) => sql`
  select t.id from trips t where t.trip_date between ${period.from} and ${period.to} and t.status <> 'cancelled'
    ${branch ? sql`and ${branch.trips}` : sql``}
  union
  select e.trip_id from expenses e
  where e.expense_date between ${period.from} and ${period.to} and e.reversed_at is null and e.trip_id is not null
    ${branch ? sql`and ${branch.expenses}` : sql``}`;

/** How many rows the trip grouping has. */
async function tripCount(db: Db, period: ReportPeriod, branch: Restriction | undefined): Promise<number> {
  const [row] = rowsOf<{ total: number }>(
    await db.execute(sql`select count(*)::int as total from (${tripKeys(period, branch)}) k`),
  );
  return Number(row?.total ?? 0);
}

/**
 * The trip grouping's summary without grouping every trip: the period's figures as a whole (from the
 * days' kept figures when no branch narrows them), and what no trip takes (the expenses without one).
 * Grouping the 100,000 trips of ten years to sum them took 2 s on PostgreSQL.
 */
async function tripSummary(db: Db, period: ReportPeriod, branch: Restriction | undefined, groups: number): Promise<Summary> {
  const overall = await groupPage(db, period, 'overall', { offset: 0, limit: 0, categories: true, restriction: branch });
  const untied = await groupPage(db, period, 'trip', {
    offset: 0,
    limit: 0,
    restriction: both({ trips: sql`false`, expenses: sql`e.trip_id is null` }, branch),
  });
  return { ...overall.summary, unassigned: untied.summary.unassigned, groups };
}

export interface ProfitLossQueryInput extends PeriodQuery {
  groupBy: ProfitLossGrouping;
  /** One branch's trips and expenses; absent: everything. */
  branchId?: string;
}

/** The whole of a grouping for an export: the figures, and its rows in order a batch at a time. */
export interface ProfitLossExport extends Omit<ProfitLossReport, 'rows' | 'total' | 'page' | 'limit'> {
  /** The number of rows `batches` yields. */
  total: number;
  batches(): AsyncGenerator<ProfitLossRow[]>;
}

export const EXPORT_BATCH = 1000;

export function createProfitLoss(db: Db) {
  /** Income, hire, expenses and profit of the period, grouped by month (every month of it) and as a whole. */
  async function months(period: ReportPeriod): Promise<{ rows: ProfitLossRow[]; totals: ProfitLossRow }> {
    const { summary, rows } = await groupPage(db, period, 'month', { offset: 0, limit: null });
    return { rows: everyMonth(period, rows), totals: summary.totals };
  }

  return {
    months,

    /** The period's figures as a whole. */
    async totals(period: ReportPeriod): Promise<ProfitLossRow> {
      return (await groupPage(db, period, 'overall', { offset: 0, limit: 0 })).summary.totals;
    },

    async report(query: ProfitLossQueryInput & { page: number; limit: number }): Promise<ProfitLossReport> {
      const period = await resolveReportPeriod(db, query);
      const branch = await reportBranch(db, query.branchId);
      const restriction = inBranch(query.branchId);
      const offset = (query.page - 1) * query.limit;
      let page: { summary: Summary; rows: ProfitLossRow[] };
      let total: number;
      if (query.groupBy === 'trip') {
        const keys = await tripPage(db, period, offset, query.limit, restriction);
        page = {
          summary: await tripSummary(db, period, restriction, keys.total),
          rows: keys.ids.length > 0 ? await tripRows(db, period, keys.ids, restriction) : [],
        };
        total = keys.total;
      } else if (query.groupBy === 'month') {
        // Few enough to fill in whole: the months without figures have no group in SQL.
        const all = await groupPage(db, period, 'month', { offset: 0, limit: null, categories: true, restriction });
        const rows = everyMonth(period, all.rows);
        page = { summary: all.summary, rows: rows.slice(offset, offset + query.limit) };
        total = rows.length;
      } else {
        page = await groupPage(db, period, query.groupBy, { offset, limit: query.limit, categories: true, restriction });
        total = page.summary.groups;
      }
      return {
        period,
        groupBy: query.groupBy,
        branch,
        rows: page.rows,
        total,
        page: query.page,
        limit: query.limit,
        unassigned: page.summary.unassigned,
        totals: page.summary.totals,
        expensesByCategory: page.summary.expensesByCategory,
      };
    },

    /**
     * For the export files: the totals at once, the rows in batches of EXPORT_BATCH in the report's
     * order, so a grouping of 100,000 trips is never held whole.
     */
    async export(query: ProfitLossQueryInput, batchSize = EXPORT_BATCH): Promise<ProfitLossExport> {
      const period = await resolveReportPeriod(db, query);
      const branch = await reportBranch(db, query.branchId);
      const restriction = inBranch(query.branchId);
      const { groupBy } = query;
      // The trips come in batches by key (tripKeyBatches), so the first page of a grouping of every trip
      // is not needed: only its summary, read the way the report reads it.
      const first =
        groupBy === 'trip'
          ? { summary: await tripSummary(db, period, restriction, await tripCount(db, period, restriction)), rows: [] }
          : await groupPage(db, period, groupBy, {
              offset: 0,
              limit: groupBy === 'month' ? null : batchSize,
              categories: true,
              restriction,
            });
      const firstRows = groupBy === 'month' ? everyMonth(period, first.rows) : first.rows;
      const total = groupBy === 'month' ? firstRows.length : first.summary.groups;
      return {
        period,
        groupBy,
        branch,
        total,
        unassigned: first.summary.unassigned,
        totals: first.summary.totals,
        expensesByCategory: first.summary.expensesByCategory,
        async *batches() {
          if (groupBy === 'trip') {
            for await (const ids of tripKeyBatches(db, period, batchSize, restriction)) {
              yield await tripRows(db, period, ids, restriction);
            }
            return;
          }
          if (firstRows.length > 0) yield firstRows;
          if (groupBy === 'month') return;
          for (let offset = batchSize; offset < total; offset += batchSize) {
            const { rows } = await groupPage(db, period, groupBy, { offset, limit: batchSize, restriction });
            if (rows.length === 0) return;
            yield rows;
          }
        },
      };
    },
  };
}

export type ProfitLoss = ReturnType<typeof createProfitLoss>;
