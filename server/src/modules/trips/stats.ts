import { and, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { tripStatuses, type TripStats, type tripStatsQuerySchema } from 'shared-api/schemas';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { trips } from '../../db/schema';

export type TripStatsParams = z.output<typeof tripStatsQuerySchema>;

/** How many weeks the trips-per-week figure covers, ending with the period's last week. */
const WEEKS = 12;

const live = sql`${trips.status} <> 'cancelled'`;
const freightOfLive = sql<string>`coalesce(sum(${trips.freightPaise}) filter (where ${live}), 0)`.mapWith(Number);

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

/** GET /trips/stats: the session's (and dates') trips by status, freight, weeks and routes; and what is on the road now. */
export async function tripStats(db: Db, params: TripStatsParams, today: string): Promise<TripStats> {
  const period: SQL | undefined = and(
    params.sessionId ? eq(trips.sessionId, params.sessionId) : undefined,
    params.from ? gte(trips.tripDate, params.from) : undefined,
    params.to ? lte(trips.tripDate, params.to) : undefined,
  );
  const lastWeek = mondayOf(params.to && params.to < today ? params.to : today);
  const firstWeek = addDays(lastWeek, -7 * (WEEKS - 1));
  const week = sql<string>`to_char(date_trunc('week', ${trips.tripDate}::timestamp), 'YYYY-MM-DD')`;

  const [statuses, weeks, routes, now] = await Promise.all([
    db.select({ status: trips.status, trips: count(), freight: freightOfLive }).from(trips).where(period).groupBy(trips.status),
    db
      .select({ weekStart: week, trips: count(), freightPaise: freightOfLive })
      .from(trips)
      .where(and(period, gte(trips.tripDate, firstWeek), lte(trips.tripDate, addDays(lastWeek, 6))))
      .groupBy(week),
    db
      .select({
        origin: sql<string>`min(${trips.origin})`,
        destination: sql<string>`min(${trips.destination})`,
        trips: count(),
        freightPaise: freightOfLive,
      })
      .from(trips)
      .where(and(period, live))
      .groupBy(sql`lower(${trips.origin})`, sql`lower(${trips.destination})`)
      .orderBy(desc(count()), sql`min(${trips.origin})`)
      .limit(5),
    db
      .select({
        inTransit: sql<number>`count(*) filter (where ${trips.status} = 'in_transit')`.mapWith(Number),
        awaitingPod: sql<number>`count(*) filter (where ${trips.status} = 'delivered')`.mapWith(Number),
      })
      .from(trips)
      .where(sql`${trips.status} in ('in_transit', 'delivered')`),
  ]);

  const byStatus = Object.fromEntries(tripStatuses.map((status) => [status, 0])) as TripStats['byStatus'];
  let freightPaise = 0;
  for (const row of statuses) {
    byStatus[row.status] = Number(row.trips);
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
      return { weekStart, trips: Number(row?.trips ?? 0), freightPaise: row?.freightPaise ?? 0 };
    }),
    busiestRoutes: routes.map((row) => ({ ...row, trips: Number(row.trips) })),
    inTransitNow: now[0]?.inTransit ?? 0,
    deliveredAwaitingPod: now[0]?.awaitingPod ?? 0,
  };
}
