import { sql } from 'drizzle-orm';
import {
  expectedKmPerLitre,
  indianToday,
  tripStatuses,
  type FleetUseRow,
  type ProfitFigures,
  type ProfitLossRow,
  type RecentQuote,
  type ReportsDashboard,
  type TopParty,
  type TripStatus,
  type TruckType,
} from 'shared-api/schemas';
import { rowsOf, type Db } from '../../db/client';
import { expiringPapers } from '../expiry/due-papers';
import { bankHoldings, netBalance } from '../ledger/holdings';
import { receivableAgeing } from '../ledger/party-balances';
import { daysIn, resolveReportPeriod, type PeriodQuery } from './period';
import type { ProfitLoss } from './profit-loss';

/*
 * The reports' dashboard: a period's trips, income and profit (the profit-and-loss figures, by month
 * and as a whole), what is owed each way and held where, and how the fleet was used.
 *
 * "As of" the period's last day means the last of its days that has come: a period that runs into the
 * future (the active session, by default) shows its balances, ageing, this month and fleet use as of
 * today, not as of a day no entry can have been made on yet.
 */

const PAPERS_SHOWN = 10;
const FLEET_SHOWN = 50;
const num = (value: unknown) => Number(value ?? 0);

const figuresOf = (row: ProfitLossRow): ProfitFigures => ({
  trips: row.trips,
  incomePaise: row.incomePaise,
  hirePaise: row.hirePaise,
  expensesPaise: row.expensesPaise,
  profitPaise: row.profitPaise,
});

async function tripsByStatus(db: Db, { from, to }: { from: string; to: string }) {
  const rows = rowsOf<{ status: TripStatus; trips: unknown; freight: unknown }>(
    await db.execute(sql`
      select status, sum(trips)::bigint as trips, sum(freight_paise)::bigint as freight
      from trip_day_counts where trip_date between ${from} and ${to} group by status`),
  );
  const byStatus = new Map(rows.map((row) => [row.status, row]));
  return tripStatuses.map((status) => ({
    status,
    trips: num(byStatus.get(status)?.trips),
    freightPaise: num(byStatus.get(status)?.freight),
  }));
}

async function topParties(db: Db, { from, to }: { from: string; to: string }): Promise<TopParty[]> {
  const rows = rowsOf<{ id: string; name: string; trips: unknown; income: unknown }>(
    await db.execute(sql`
      select p.id, p.name, top.trips, top.income
      from (select billing_party_id, count(*)::bigint as trips, sum(party_total_paise)::bigint as income
        from trips where trip_date between ${from} and ${to} and status <> 'cancelled'
        group by billing_party_id order by income desc limit 5) top
      join billing_parties p on p.id = top.billing_party_id
      order by top.income desc, lower(p.name), p.id`),
  );
  return rows.map((row) => ({ id: row.id, name: row.name, trips: num(row.trips), incomePaise: num(row.income) }));
}

async function recentQuotes(db: Db): Promise<RecentQuote[]> {
  const rows = rowsOf<{
    id: string;
    contact_name: string;
    company: string | null;
    service: string;
    origin: string;
    destination: string;
    status: string;
    created_at: string | Date;
  }>(
    await db.execute(sql`
      select id, contact_name, company, service, origin, destination, status, created_at
      from quotes order by created_at desc, number desc limit 5`),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.contact_name,
    company: row.company,
    service: row.service,
    origin: row.origin,
    destination: row.destination,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

/**
 * Each truck's trips dated in the period (not cancelled): the days it was out (from its start, or the
 * trip's date, to its delivery, or `asOf` while still out, both days counted and kept within the
 * days that have come; a trip not yet started has none), its km, and the litres of diesel bought for it (diesel
 * expenses of the truck, directly or through their trip).
 */
async function fleetUse(db: Db, period: { from: string; to: string }, asOf: string): Promise<FleetUseRow[]> {
  const { from } = period;
  // The days that have come: a session still running is measured against its days so far.
  const periodDays = daysIn({ from, to: asOf });
  const ist = (column: string) => sql.raw(`(${column} at time zone 'Asia/Kolkata')::date`);
  const rows = rowsOf<{
    id: string;
    registration_number: string;
    truck_type: TruckType;
    trips: unknown;
    km: unknown;
    days: unknown;
    litres: string;
  }>(
    await db.execute(sql`
      with tu as (
        select t.truck_id, count(*)::bigint as trips, coalesce(sum(t.end_km - t.start_km), 0)::bigint as km,
          coalesce(sum(greatest(0,
            least(coalesce(${ist('t.delivered_at')}, ${asOf}::date), ${asOf}::date)
            - greatest(coalesce(${ist('t.started_at')}, t.trip_date), ${from}::date) + 1))
            filter (where t.status <> 'planned'), 0)::bigint as days
        from trips t
        where t.trip_date between ${from} and ${period.to} and t.status <> 'cancelled' and t.truck_id is not null
        group by t.truck_id
      ),
      du as (
        -- The expense's own truck, else (a scalar read only then) its trip's.
        select coalesce(e.truck_id, (select et.truck_id from trips et where et.id = e.trip_id)) as truck_id,
          sum(e.litres) as litres
        from expenses e
        where e.category_id in (select id from expense_categories where code = 'diesel')
          and e.expense_date between ${from} and ${period.to} and e.reversed_at is null
          -- A trip not yet delivered has no km yet: its diesel waits for them, or km per litre falls. The
          -- few such trips are hashed once (an EXISTS per diesel expense doubled the dashboard's time).
          and (e.trip_id is null or e.trip_id not in (select rt.id from trips rt where rt.status in ('planned', 'in_transit')))
        group by 1
      ),
      used as (
        select coalesce(tu.truck_id, du.truck_id) as truck_id, coalesce(tu.trips, 0) as trips, coalesce(tu.km, 0) as km,
          coalesce(tu.days, 0) as days, coalesce(du.litres, 0) as litres
        from tu full join du on du.truck_id = tu.truck_id
      )
      -- Each used truck looked up by its key (OFFSET 0 keeps the subquery from being flattened into a
      -- join, which PostgreSQL hashed over all 100,000 trucks for a few hundred used: 47 of 117 ms).
      select k.id, k.registration_number, k.truck_type, used.trips, used.km, used.days,
        used.litres::numeric(15, 3)::text as litres
      from used cross join lateral (
        select t.id, t.registration_number, t.truck_type from trucks t where t.id = used.truck_id offset 0) k
      order by used.days desc, used.trips desc, k.registration_number, k.id
      limit ${FLEET_SHOWN}`),
  );
  return rows.map((row) => {
    const km = num(row.km);
    const litres = Number(row.litres);
    const daysOnTrip = Math.min(num(row.days), periodDays);
    return {
      truckId: row.id,
      registrationNumber: row.registration_number,
      truckType: row.truck_type,
      trips: num(row.trips),
      daysOnTrip,
      usePercent: Math.round((daysOnTrip / periodDays) * 1000) / 10,
      km,
      litres: row.litres,
      kmPerLitre: km > 0 && litres > 0 ? Math.round((km / litres) * 10) / 10 : null,
      expectedKmPerLitre: expectedKmPerLitre[row.truck_type],
    };
  });
}

export function createReportsDashboard(db: Db, { profitLoss }: { profitLoss: ProfitLoss }) {
  return async function dashboard(query: PeriodQuery): Promise<ReportsDashboard> {
    const period = await resolveReportPeriod(db, query);
    const today = indianToday();
    const asOf = period.to < today ? period.to : today < period.from ? period.from : today;
    const monthStart = `${asOf.slice(0, 7)}-01`;
    const month = { from: monthStart, to: asOf };
    const [statuses, months, thisMonth, receivable, payable, ageing, banks, parties, papers, quotes, fleet] = await Promise.all([
      tripsByStatus(db, period),
      profitLoss.months(period),
      profitLoss.totals({ ...period, ...month }),
      netBalance(db, 'party', asOf),
      netBalance(db, 'owner', asOf),
      receivableAgeing(db, asOf),
      bankHoldings(db, asOf),
      topParties(db, period),
      expiringPapers(db, today, PAPERS_SHOWN),
      recentQuotes(db),
      fleetUse(db, period, asOf),
    ]);
    return {
      period,
      month,
      tripsByStatus: statuses,
      thisMonth: figuresOf(thisMonth),
      thisPeriod: figuresOf(months.totals),
      byMonth: months.rows.map((row) => ({ month: row.key!, ...figuresOf(row) })),
      receivablePaise: receivable,
      receivableAgeing: ageing,
      payablePaise: -payable,
      ...banks,
      topParties: parties,
      papersExpiring: papers,
      recentQuotes: quotes,
      fleetUse: fleet,
    };
  };
}

export type ReportsDashboardReader = ReturnType<typeof createReportsDashboard>;
