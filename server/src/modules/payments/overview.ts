import { sql } from 'drizzle-orm';
import { indianToday, type PaymentsOverview } from 'shared-api/schemas';
import { rowsOf, type Db } from '../../db/client';
import { bankHoldings, netBalance } from '../ledger/holdings';
import type { PendingQueues } from './pending';

/*
 * The Payment Overview: what parties owe, what is owed to owners and drivers, what the banks and the
 * cash box hold, and what falls due this week. Every figure is a sum of ledger lines (plus the
 * masters' opening balances), as the statements give them one by one; the bills' figures are read
 * from the open bills' index, with the received figure each bill keeps (ledger/kept-balances.ts).
 */

/**
 * What drivers hold and are owed on the day: each driver's balance (signed opening + lines up to the
 * day) is needed for its sign, so the lines are summed in one grouped pass over the drivers' part of the
 * account index and the balances added up by sign in the same statement.
 */
const driverHoldings = (asOf: string) => sql`
  with balances as (
    select (case when d.opening_balance_side = 'Dr' then d.opening_balance_paise else -d.opening_balance_paise end
      + coalesce(l.total, 0)) as closing
    from drivers d
    left join (select l.account_id, sum(l.amount_paise) as total from ledger_lines l
      where l.account_kind = 'driver' and l.posted_on <= ${asOf} group by l.account_id) l on l.account_id = d.id
  )
  select coalesce(sum(closing) filter (where closing > 0), 0)::text as held,
    coalesce(-sum(closing) filter (where closing < 0), 0)::text as owed
  from balances`;

export function createPaymentsOverview(db: Db, pending: PendingQueues) {
  return async function overview({ asOf }: { asOf?: string | undefined }): Promise<PaymentsOverview> {
    const day = asOf ?? indianToday();
    const [receivable, ownersNet, drivers, holdings, queues, bills] = await Promise.all([
      netBalance(db, 'billing_parties', 'party', day),
      netBalance(db, 'vehicles', 'owner', day),
      db.execute(driverHoldings(day)),
      bankHoldings(db, day),
      pending.counts({ queue: 'unpaid-bills', page: 1, limit: 1 }),
      db.execute(sql`
        select
          coalesce(sum(balance) filter (where due_date < ${day}), 0)::text as overdue,
          count(*) filter (where due_date between ${day} and (${day}::date + 7))::int as due_count,
          coalesce(sum(balance) filter (where due_date between ${day} and (${day}::date + 7)), 0)::text as due_amount
        from (
          select b.due_date, b.total_paise - b.received_paise as balance
          from freight_bills b where b.total_paise > b.received_paise and not b.cancelled and b.bill_date <= ${day}
        ) open_bills`),
    ]);
    const [billFigures] = rowsOf<{ overdue: string; due_count: number; due_amount: string }>(bills);
    const [driverFigures] = rowsOf<{ held: string; owed: string }>(drivers);
    return {
      asOf: day,
      receivablePaise: receivable,
      overduePaise: Number(billFigures?.overdue ?? 0),
      payableToOwnersPaise: -ownersNet,
      ownersDueNowPaise: queues['owner-due'].amountPaise,
      heldByDriversPaise: Number(driverFigures?.held ?? 0),
      owedToDriversPaise: Number(driverFigures?.owed ?? 0),
      ...holdings,
      dueThisWeek: { count: Number(billFigures?.due_count ?? 0), amountPaise: Number(billFigures?.due_amount ?? 0) },
      queues,
    };
  };
}

export type PaymentsOverviewReader = ReturnType<typeof createPaymentsOverview>;
