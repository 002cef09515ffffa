import { and, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { tripStatuses, type TripStats, type tripStatsQuerySchema } from 'shared-api/schemas';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { tripDayCounts as keptDayCounts, tripRouteCounts, trips } from '../../db/schema';

export type TripStatsParams = z.output<typeof tripStatsQuerySchema>;

/** How many weeks the trips-per-week figure covers, ending with the period's last week. */
const WEEKS = 12;

/** Monday of the week `day` falls in (YYYY-MM-DD). */
function mondayOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * GET /trips/stats: the session's (and dates') trips by status, freight, weeks and routes; and what is on
 * the road now. Read from the counts the database keeps per session, day and status and per route
 * (migration 0011): a few thousand rows however many trips. Only the busiest routes between two dates
 * group the trips themselves, those of the period alone.
 */
export async function tripStats(db: Db, params: TripStatsParams, today: string): Promise<TripStats> {
  const tripDayCounts = dayCountsOf(db, params.branchId);
  const period: SQL | undefined = and(
    params.sessionId ? eq(tripDayCounts.sessionId, params.sessionId) : undefined,
    params.from ? gte(tripDayCounts.tripDate, params.from) : undefined,
    params.to ? lte(tripDayCounts.tripDate, params.to) : undefined,
  );
  const lastWeek = mondayOf(params.to && params.to < today ? params.to : today);
  const firstWeek = addDays(lastWeek, -7 * (WEEKS - 1));
  const week = sql<string>`to_char(date_trunc('week', ${tripDayCounts.tripDate}::timestamp), 'YYYY-MM-DD')`;
  const tripsOf = sql<number>`sum(${tripDayCounts.trips})`.mapWith(Number);
  const freightOfLive =
    sql<number>`coalesce(sum(${tripDayCounts.freightPaise}) filter (where ${tripDayCounts.status} <> 'cancelled'), 0)`.mapWith(
      Number,
    );

  const [statuses, weeks, routes, now] = await Promise.all([
    db
      .select({ status: tripDayCounts.status, trips: tripsOf, freight: freightOfLive })
      .from(tripDayCounts)
      .where(period)
      .groupBy(tripDayCounts.status),
    db
      .select({ weekStart: week, trips: tripsOf, freightPaise: freightOfLive })
      .from(tripDayCounts)
      .where(and(period, gte(tripDayCounts.tripDate, firstWeek), lte(tripDayCounts.tripDate, addDays(lastWeek, 6))))
      .groupBy(week),
    busiestRoutes(db, params),
    db
      .select({
        inTransit:
          sql<number>`coalesce(sum(${tripDayCounts.trips}) filter (where ${tripDayCounts.status} = 'in_transit'), 0)`.mapWith(
            Number,
          ),
        awaitingPod:
          sql<number>`coalesce(sum(${tripDayCounts.trips}) filter (where ${tripDayCounts.status} = 'delivered'), 0)`.mapWith(
            Number,
          ),
      })
      .from(tripDayCounts)
      .where(sql`${tripDayCounts.status} in ('in_transit', 'delivered')`),
  ]);

  const byStatus = Object.fromEntries(tripStatuses.map((status) => [status, 0])) as TripStats['byStatus'];
  let freightPaise = 0;
  for (const row of statuses) {
    byStatus[row.status] = row.trips;
    freightPaise += row.freight;
  }
  const perWeekByStart = new Map(weeks.map((row) => [row.weekStart, row]));
  return {
    total: Object.values(byStatus).reduce((sum, value) => sum + value, 0),
    byStatus,
    freightPaise,
    perWeek: Array.from({ length: WEEKS }, (_, index) => {
      const weekStart = addDays(firstWeek, 7 * index);
      const row = perWeekByStart.get(weekStart);
      return { weekStart, trips: row?.trips ?? 0, freightPaise: row?.freightPaise ?? 0 };
    }),
    busiestRoutes: routes,
    inTransitNow: now[0]?.inTransit ?? 0,
    deliveredAwaitingPod: now[0]?.awaitingPod ?? 0,
  };
}

/**
 * The kept counts per session, day and status; for one branch, the same figures grouped from its trips
 * (trips_branch_date_idx), as the counts are kept for the whole company only. A branch books a few
 * thousand trips a year, which this reads in milliseconds.
 */
function dayCountsOf(db: Db, branchId: string | undefined) {
  if (!branchId) return keptDayCounts;
  return db
    .select({
      sessionId: trips.sessionId,
      tripDate: trips.tripDate,
      status: trips.status,
      trips: sql<number>`count(*)::int`.as('trips'),
      freightPaise: sql<number>`sum(${trips.freightPaise})`.as('freight_paise'),
    })
    .from(trips)
    .where(eq(trips.branchId, branchId))
    .groupBy(trips.sessionId, trips.tripDate, trips.status)
    .as('trip_day_counts');
}

/** The five routes with most trips not cancelled in the period; places compared without case. */
async function busiestRoutes(db: Db, params: TripStatsParams): Promise<TripStats['busiestRoutes']> {
  const routeTrips = sql<number>`sum(${tripRouteCounts.trips})`.mapWith(Number);
  if (!params.from && !params.to && !params.branchId) {
    return db
      .select({
        origin: sql<string>`min(${tripRouteCounts.origin})`,
        destination: sql<string>`min(${tripRouteCounts.destination})`,
        trips: routeTrips,
        freightPaise: sql<number>`sum(${tripRouteCounts.freightPaise})`.mapWith(Number),
      })
      .from(tripRouteCounts)
      .where(params.sessionId ? eq(tripRouteCounts.sessionId, params.sessionId) : undefined)
      .groupBy(tripRouteCounts.originKey, tripRouteCounts.destinationKey)
      .having(sql`sum(${tripRouteCounts.trips}) > 0`)
      .orderBy(desc(routeTrips), sql`min(${tripRouteCounts.origin})`)
      .limit(5);
  }
  const live = sql`${trips.status} <> 'cancelled'`;
  return db
    .select({
      origin: sql<string>`min(${trips.origin})`,
      destination: sql<string>`min(${trips.destination})`,
      trips: count().mapWith(Number),
      freightPaise: sql<number>`coalesce(sum(${trips.freightPaise}), 0)`.mapWith(Number),
    })
    .from(trips)
    .where(
      and(
        live,
        params.sessionId ? eq(trips.sessionId, params.sessionId) : undefined,
        params.branchId ? eq(trips.branchId, params.branchId) : undefined,
        params.from ? gte(trips.tripDate, params.from) : undefined,
        params.to ? lte(trips.tripDate, params.to) : undefined,
      ),
    )
    .groupBy(sql`lower(${trips.origin})`, sql`lower(${trips.destination})`)
    .orderBy(desc(count()), sql`min(${trips.origin})`)
    .limit(5);
}
