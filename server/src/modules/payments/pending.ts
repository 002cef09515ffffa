import { sql, type SQL } from 'drizzle-orm';
import {
  indianToday,
  pendingQueues,
  type PendingItem,
  type PendingPage,
  type PendingQueue,
  type pendingQuerySchema,
} from 'shared-api/schemas';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { likePattern, sharedWhileRunningPerKey } from '../../lib/listing';

/*
 * The queues staff work from: each is a query over trips or bills in the state that waits for
 * someone, oldest first, with what is at stake. What is at stake is a figure the row keeps
 * (ledger/kept-balances.ts): the bill's received figure, the trip's owed-to-owner figure. Each queue
 * reads its own partial index in its order (the migration of issue 28, "Scale") for the page, and
 * sums the same index for its count, so neither touches the trips or bills out of the queue.
 */

export type PendingParams = z.output<typeof pendingQuerySchema>;
/** What narrows every queue alike: the counts are of these. */
type QueueFilters = Pick<PendingParams, 'search' | 'billingPartyId' | 'vehicleId'>;

/** The Indian day of a moment, written as the queues' indexes are (db/schema/trips.ts). */
const istDate = (column: SQL) => sql`((${column} at time zone 'Asia/Kolkata')::date)`;

/**
 * A queue's rows as `q`, from its own table alone: id, reference, lr_no, since, due_date,
 * billing_party_id, party_name (a bill's as printed; null: the master's), vehicle_id, route, amount,
 * search_text, and tie (the number after `since` in the order).
 */
type QueueRows = SQL;

function tripQueue(where: SQL, since: SQL, amount: SQL): QueueRows {
  return sql`(select t.id, t.trip_no || ' · ' || t.lr_no as reference, t.lr_no, ${since} as since, null::date as due_date,
      t.billing_party_id, null::text as party_name, t.vehicle_id, t.origin || ' → ' || t.destination as route,
      ${amount} as amount, t.search_text, t.trip_number as tie
    from trips t where ${where}) q`;
}

const queues: Record<PendingQueue, QueueRows> = {
  'pod-pending': tripQueue(sql`t.status = 'delivered'`, istDate(sql`t.delivered_at`), sql`t.party_total_paise`),
  unbilled: tripQueue(sql`t.status = 'pod_received'`, istDate(sql`t.pod_received_at`), sql`t.party_total_paise`),
  // The predicate is the owner-due index's, word for word, so the planner takes it.
  'owner-due': tripQueue(
    sql`t.fleet = 'market' and t.status in ('pod_received', 'billed') and t.owner_owed_paise > 0`,
    istDate(sql`t.pod_received_at`),
    sql`t.owner_owed_paise`,
  ),
  'unpaid-bills': sql`(select b.id, b.bill_no as reference, null::text as lr_no, b.bill_date as since, b.due_date,
      b.billing_party_id, b.party_name, null::uuid as vehicle_id, null::text as route,
      b.total_paise - b.received_paise as amount, b.search_text, b.number as tie
    from freight_bills b where b.total_paise > b.received_paise and not b.cancelled) q`,
};

function filters(params: QueueFilters): SQL {
  const parts: SQL[] = [sql`true`];
  if (params.search) parts.push(sql`q.search_text like ${likePattern(params.search.toLowerCase())}`);
  if (params.billingPartyId) parts.push(sql`q.billing_party_id = ${params.billingPartyId}`);
  if (params.vehicleId) parts.push(sql`q.vehicle_id = ${params.vehicleId}`);
  return sql.join(parts, sql` and `);
}

const hasFilters = (params: QueueFilters) => Boolean(params.search || params.billingPartyId || params.vehicleId);

/**
 * A queue's page by its index, with the names it shows for its rows alone. Dates and big numbers as
 * text: the two drivers would otherwise give them as different types.
 */
function pageQuery(db: Db, queue: PendingQueue, where: SQL, limit: unknown, offset: unknown) {
  return db
    .select({
      id: sql<string>`q.id`,
      reference: sql<string>`q.reference`,
      lrNo: sql<string | null>`q.lr_no`,
      since: sql<string>`q.since::text`,
      dueDate: sql<string | null>`q.due_date::text`,
      billingPartyId: sql<string>`q.billing_party_id`,
      partyLabel: sql<string>`coalesce(q.party_name, p.name)`,
      vehicleId: sql<string | null>`q.vehicle_id`,
      vehicleNumber: sql<string | null>`v.registration_number`,
      vehicleOwner: sql<string | null>`v.owner_name`,
      route: sql<string | null>`q.route`,
      amount: sql<string>`q.amount::text`,
    })
    .from(
      sql`(select q.* from ${queues[queue]} where ${where} order by q.since, q.tie, q.id limit ${limit} offset ${offset}) q
        join billing_parties p on p.id = q.billing_party_id left join vehicles v on v.id = q.vehicle_id`,
    )
    .orderBy(sql`q.since, q.tie, q.id`);
}

const countQuery = (db: Db, queue: PendingQueue, where: SQL) =>
  db
    .select({ count: sql<number>`count(*)::int`.mapWith(Number), amount: sql<string>`coalesce(sum(q.amount), 0)::text` })
    .from(sql`${queues[queue]}`)
    .where(where);

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

export function createPendingQueues(db: Db, today: () => string = () => indianToday()) {
  // Every queue counted for every page and for the overview: one reading for the callers who ask
  // for the same filters meanwhile.
  const readings = sharedWhileRunningPerKey<PendingPage['counts']>();
  const countsOf = (params: QueueFilters) =>
    readings.run(JSON.stringify([params.search, params.billingPartyId, params.vehicleId]), () => readCounts(params));

  /*
   * The queues as they open (no filter) are prepared once per connection: PostgreSQL spent longer
   * planning each count (2.2 ms, proving the partial index's predicate) than running it (0.35 ms).
   */
  const unfiltered = new Map(
    pendingQueues.map((queue) => {
      const name = queue.replace('-', '_');
      return [
        queue,
        {
          count: countQuery(db, queue, sql`true`).prepare(`pending_count_${name}`),
          page: pageQuery(db, queue, sql`true`, sql.placeholder('limit'), sql.placeholder('offset')).prepare(
            `pending_page_${name}`,
          ),
        },
      ] as const;
    }),
  );
  const unfilteredOf = (queue: PendingQueue) => unfiltered.get(queue)!;

  async function readCounts(params: QueueFilters): Promise<PendingPage['counts']> {
    const filtered = hasFilters(params);
    const entries = await Promise.all(
      pendingQueues.map(async (queue) => {
        const [row] = filtered ? await countQuery(db, queue, filters(params)) : await unfilteredOf(queue).count.execute();
        return [queue, { count: Number(row?.count ?? 0), amountPaise: Number(row?.amount ?? 0) }] as const;
      }),
    );
    return Object.fromEntries(entries) as PendingPage['counts'];
  }

  return {
    counts: countsOf,
    async page(params: PendingParams): Promise<PendingPage> {
      const [limit, offset] = [params.limit, (params.page - 1) * params.limit];
      // The page and every queue's count at once (the counts shared with whoever asks meanwhile).
      const [rows, counts] = await Promise.all([
        hasFilters(params)
          ? pageQuery(db, params.queue, filters(params), limit, offset)
          : unfilteredOf(params.queue).page.execute({ limit, offset }),
        countsOf(params),
      ]);
      const day = today();
      const items: PendingItem[] = rows.map((row) => ({
        queue: params.queue,
        id: row.id,
        reference: row.reference,
        lrNo: row.lrNo ?? null,
        since: row.since,
        days: daysBetween(row.since, day),
        dueDate: row.dueDate ?? null,
        billingParty: { id: row.billingPartyId, name: row.partyLabel },
        vehicle: row.vehicleId
          ? { id: row.vehicleId, registrationNumber: String(row.vehicleNumber), ownerName: String(row.vehicleOwner) }
          : null,
        route: row.route ?? null,
        amountPaise: Number(row.amount),
      }));
      return {
        items,
        // The same filters counted: the queue's own count is the page's total.
        total: counts[params.queue].count,
        page: params.page,
        limit: params.limit,
        counts,
      };
    },
  };
}

export type PendingQueues = ReturnType<typeof createPendingQueues>;
