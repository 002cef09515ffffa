import { sql } from 'drizzle-orm';
import { indianToday, type PaymentsOverview } from 'shared-api/schemas';
import { rowsOf, type Db } from '../../db/client';
import type { LedgerReader } from '../ledger/statement';
import type { PendingQueues } from './pending';

/*
 * The Payment Overview: what parties owe, what is owed to owners and drivers, what the banks and the
 * cash box hold, and what falls due this week. Every figure is a sum of ledger lines (plus the
 * masters' opening balances), as the statements give them one by one; the bills' figures are read
 * from the open bills' index, with the received figure each bill keeps (ledger/kept-balances.ts).
 */

/**
 * Σ (signed opening + lines up to the day) per account of a kind, as text. The lines are summed in one
 * grouped pass over the kind's part of the account index, then joined: one subquery per account would
 * be 100,000 index probes for 100,000 accounts.
 */
const closings = (table: string, kind: string, asOf: string) => sql`
  select a.id, (case when a.opening_balance_side = 'Dr' then a.opening_balance_paise else -a.opening_balance_paise end
    + coalesce(l.total, 0))::text as closing
  from ${sql.raw(table)} a
  left join (select l.account_id, sum(l.amount_paise) as total from ledger_lines l
    where l.account_kind = ${kind} and l.posted_on <= ${asOf} group by l.account_id) l on l.account_id = a.id`;

export function createPaymentsOverview(db: Db, ledger: LedgerReader, pending: PendingQueues) {
  return async function overview({ asOf }: { asOf?: string | undefined }): Promise<PaymentsOverview> {
    const day = asOf ?? indianToday();
    const sumOf = async (table: string, kind: string) => {
      const rows = rowsOf<{ closing: string }>(await db.execute(closings(table, kind, day))).map((row) => Number(row.closing));
      return {
        net: rows.reduce((sum, value) => sum + value, 0),
        positive: rows.filter((value) => value > 0).reduce((sum, value) => sum + value, 0),
        negative: rows.filter((value) => value < 0).reduce((sum, value) => sum + value, 0),
      };
    };
    const [parties, owners, drivers, banks, queues, bills] = await Promise.all([
      sumOf('billing_parties', 'party'),
      sumOf('vehicles', 'owner'),
      sumOf('drivers', 'driver'),
      ledger.bankBalances({ asOf: day }),
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
    const bankRows = banks.rows.map((row) => ({
      id: row.id,
      name: row.name,
      accountType: row.accountType,
      balancePaise: row.closingPaise,
    }));
    const total = (cash: boolean) =>
      bankRows.filter((row) => (row.accountType === 'cash') === cash).reduce((sum, row) => sum + row.balancePaise, 0);
    return {
      asOf: day,
      receivablePaise: parties.net,
      overduePaise: Number(billFigures?.overdue ?? 0),
      payableToOwnersPaise: -owners.net,
      ownersDueNowPaise: queues['owner-due'].amountPaise,
      heldByDriversPaise: drivers.positive,
      owedToDriversPaise: -drivers.negative,
      banks: bankRows,
      cashPaise: total(true),
      bankPaise: total(false),
      dueThisWeek: { count: Number(billFigures?.due_count ?? 0), amountPaise: Number(billFigures?.due_amount ?? 0) },
      queues,
    };
  };
}

export type PaymentsOverviewReader = ReturnType<typeof createPaymentsOverview>;
