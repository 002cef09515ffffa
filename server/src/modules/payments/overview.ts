import { sql } from 'drizzle-orm';
import { indianToday, type PaymentsOverview } from 'shared-api/schemas';
import { rowsOf, type Db } from '../../db/client';
import { sharedWhileRunningPerKey } from '../../lib/listing';
import { balancesOf, bankHoldings, netBalance } from '../ledger/holdings';
import type { PendingQueues } from './pending';

/*
 * The Payment Overview: what parties owe, what is owed to owners and drivers, what the banks and the
 * cash box hold, and what falls due this week. Every figure is a sum of ledger lines (plus the
 * masters' opening balances), as the statements give them one by one; the bills' figures are read
 * from the open bills' index, with the received figure each bill keeps (ledger/kept-balances.ts).
 */

/**
 * What drivers hold and are owed on the day: each driver's balance (signed opening + lines up to the
 * day) is needed for its sign, so the balances (holdings.ts: the kept account totals when they hold,
 * else one grouped pass over the drivers' lines) are added up by sign in one statement.
 */
async function driverHoldings(db: Db, asOf: string) {
  const { balances } = await balancesOf(db, 'driver', asOf);
  const [row] = rowsOf<{ held: string; owed: string }>(
    await db.execute(sql`
      select coalesce(sum(balance) filter (where balance > 0), 0)::text as held,
        coalesce(-sum(balance) filter (where balance < 0), 0)::text as owed
      from ${balances} balances`),
  );
  return { held: Number(row?.held ?? 0), owed: Number(row?.owed ?? 0) };
}

export function createPaymentsOverview(db: Db, pending: PendingQueues) {
  // Figures over the whole business: one reading for the callers who ask for the same day meanwhile.
  const readings = sharedWhileRunningPerKey<PaymentsOverview>();
  return ({ asOf }: { asOf?: string | undefined }): Promise<PaymentsOverview> => {
    const day = asOf ?? indianToday();
    return readings.run(day, () => read(day));
  };

  async function read(day: string): Promise<PaymentsOverview> {
    const [receivable, ownersNet, drivers, holdings, queues, bills] = await Promise.all([
      netBalance(db, 'party', day),
      netBalance(db, 'owner', day),
      driverHoldings(db, day),
      bankHoldings(db, day),
      pending.counts({}),
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
    return {
      asOf: day,
      receivablePaise: receivable,
      overduePaise: Number(billFigures?.overdue ?? 0),
      payableToOwnersPaise: -ownersNet,
      ownersDueNowPaise: queues['owner-due'].amountPaise,
      heldByDriversPaise: drivers.held,
      owedToDriversPaise: drivers.owed,
      ...holdings,
      dueThisWeek: { count: Number(billFigures?.due_count ?? 0), amountPaise: Number(billFigures?.due_amount ?? 0) },
      queues,
    };
  }
}

export type PaymentsOverviewReader = ReturnType<typeof createPaymentsOverview>;
