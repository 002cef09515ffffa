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
import { rowsOf, type Db } from '../../db/client';
import { likePattern } from '../../lib/listing';

/*
 * The queues staff work from: each is a query over trips or bills in the state that waits for
 * someone, oldest first, with what is at stake. An owner's balance on a trip is the trip's lines on
 * the owner's account less the payments that stand (same sums as the ledger, read per trip).
 */

export type PendingParams = z.output<typeof pendingQuerySchema>;

const istDate = (column: SQL) => sql`(${column} at time zone 'Asia/Kolkata')::date`;

/** What the company still owes the owner on trip `t`, in paise. */
const ownerOwed = sql`(
  -(select coalesce(sum(l.amount_paise), 0) from ledger_lines l where l.source = 'trip' and l.source_id = t.id and l.account_kind = 'owner')
  - (select coalesce(sum(m.amount_paise + m.tds_paise), 0) from money_entries m
      where m.kind = 'owner-payment' and m.trip_id = t.id and m.reversed_at is null)
)`;

/** What bill `b` still has to receive, in paise. */
const billBalance = sql`(
  b.total_paise - (select coalesce(sum(a.amount_paise), 0) from receipt_allocations a
    join money_entries m on m.id = a.receipt_id where a.bill_id = b.id and m.reversed_at is null)
)`;

interface QueueQuery {
  /** Rows with columns: id, reference, lr_no, since, due_date, party_id, party_name, vehicle_*, route, amount. */
  from: SQL;
  where: SQL;
  order: SQL;
}

function tripQueue(status: SQL, since: SQL, amount: SQL, extra: SQL = sql`true`): QueueQuery {
  return {
    from: sql`(select t.id, t.trip_no || ' · ' || t.lr_no as reference, t.lr_no, ${since} as since, null::date as due_date,
        p.id as party_id, p.name as party_name, v.id as vehicle_id, v.registration_number as vehicle_number,
        v.owner_name as vehicle_owner, t.origin || ' → ' || t.destination as route, ${amount} as amount,
        t.search_text, t.billing_party_id, t.trip_number as tie
      from trips t join billing_parties p on p.id = t.billing_party_id left join vehicles v on v.id = t.vehicle_id
      where ${status} and ${extra}) q`,
    where: sql`true`,
    order: sql`q.since, q.tie, q.id`,
  };
}

const queues: Record<PendingQueue, () => QueueQuery> = {
  'pod-pending': () => tripQueue(sql`t.status = 'delivered'`, istDate(sql`t.delivered_at`), sql`t.party_total_paise`),
  unbilled: () => tripQueue(sql`t.status = 'pod_received'`, istDate(sql`t.pod_received_at`), sql`t.party_total_paise`),
  'owner-due': () => {
    const query = tripQueue(
      sql`t.fleet = 'market' and t.status in ('pod_received', 'billed')`,
      istDate(sql`t.pod_received_at`),
      ownerOwed,
    );
    return { ...query, where: sql`q.amount > 0` };
  },
  'unpaid-bills': () => ({
    from: sql`(select b.id, b.bill_no as reference, null::text as lr_no, b.bill_date as since, b.due_date,
        p.id as party_id, b.party_name, null::uuid as vehicle_id, null::text as vehicle_number, null::text as vehicle_owner,
        null::text as route, ${billBalance} as amount, b.search_text, b.billing_party_id,
        b.number as tie
      from freight_bills b join billing_parties p on p.id = b.billing_party_id
      where not exists (select 1 from credit_notes c where c.bill_id = b.id)) q`,
    where: sql`q.amount > 0`,
    order: sql`q.since, q.tie, q.id`,
  }),
};

function filters(queue: PendingQueue, params: Pick<PendingParams, 'search' | 'billingPartyId' | 'vehicleId'>): SQL {
  const parts: SQL[] = [queues[queue]().where];
  if (params.search) parts.push(sql`q.search_text like ${likePattern(params.search.toLowerCase())}`);
  if (params.billingPartyId) parts.push(sql`q.billing_party_id = ${params.billingPartyId}`);
  if (params.vehicleId) parts.push(sql`q.vehicle_id = ${params.vehicleId}`);
  return sql.join(parts, sql` and `);
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

export function createPendingQueues(db: Db, today: () => string = () => indianToday()) {
  async function counts(params: PendingParams): Promise<PendingPage['counts']> {
    const entries = await Promise.all(
      pendingQueues.map(async (queue) => {
        const { from } = queues[queue]();
        const [row] = rowsOf<{ count: number; amount: string }>(
          await db.execute(
            sql`select count(*)::int as count, coalesce(sum(q.amount), 0)::text as amount from ${from} where ${filters(queue, params)}`,
          ),
        );
        return [queue, { count: Number(row?.count ?? 0), amountPaise: Number(row?.amount ?? 0) }] as const;
      }),
    );
    return Object.fromEntries(entries) as PendingPage['counts'];
  }

  return {
    counts,
    async page(params: PendingParams): Promise<PendingPage> {
      const { from, order } = queues[params.queue]();
      // Dates and big numbers as text: the two drivers would otherwise give them as different types.
      const rows = rowsOf<Record<string, unknown>>(
        await db.execute(
          sql`select q.*, q.since::text as since_day, q.due_date::text as due_day, q.amount::text as amount_text,
            count(*) over ()::int as total
            from ${from} where ${filters(params.queue, params)}
            order by ${order} limit ${params.limit} offset ${(params.page - 1) * params.limit}`,
        ),
      );
      const day = today();
      const items: PendingItem[] = rows.map((row) => {
        const since = String(row.since_day);
        return {
          queue: params.queue,
          id: String(row.id),
          reference: String(row.reference),
          lrNo: (row.lr_no as string | null) ?? null,
          since,
          days: daysBetween(since, day),
          dueDate: (row.due_day as string | null) ?? null,
          billingParty: { id: String(row.party_id), name: String(row.party_name) },
          vehicle: row.vehicle_id
            ? { id: String(row.vehicle_id), registrationNumber: String(row.vehicle_number), ownerName: String(row.vehicle_owner) }
            : null,
          route: (row.route as string | null) ?? null,
          amountPaise: Number(row.amount_text),
        };
      });
      return {
        items,
        total: rows.length ? Number(rows[0]!.total) : 0,
        page: params.page,
        limit: params.limit,
        counts: await counts(params),
      };
    },
  };
}

export type PendingQueues = ReturnType<typeof createPendingQueues>;
