import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { keptBalanceOfKind } from './day-totals';

/*
 * The whole-business balances the dashboard and the Payment Overview lead with: what all parties owe,
 * what is owed to all owners, and what the banks and the cash box hold. Each is summed over every
 * account in a pass or two, never listed account by account.
 */

/** Accounts the holdings name one by one, largest first. */
export const BANKS_SHOWN = 10;

const num = (value: unknown) => Number(value ?? 0);

/**
 * Σ over every account of a kind of (signed opening + its lines up to the day): one sum of the masters'
 * openings and the kind's kept day totals (day-totals.ts), not a balance per account.
 */
export async function netBalance(db: Db, table: 'billing_parties' | 'vehicles', kind: 'party' | 'owner', asOf: string) {
  const [row] = rowsOf<{ total: unknown }>(
    await db.execute(sql`
      select coalesce(sum(case when opening_balance_side = 'Dr' then opening_balance_paise else -opening_balance_paise end), 0)::text as total
      from ${sql.raw(table)}`),
  );
  return num(row?.total) + (await keptBalanceOfKind(db, kind, asOf));
}

/**
 * What the banks and the cash box hold on `asOf`: the totals of every account, and the accounts holding
 * the most (a business keeps a few; the list stays short however many accounts there are). One grouped
 * pass over the banks' part of the account index, as the bank balance report sums it.
 */
export async function bankHoldings(db: Db, asOf: string) {
  const rows = rowsOf<{
    id: string | null;
    name: string;
    account_type: string;
    balance_paise: string;
    cash: string;
    bank: string;
  }>(
    await db.execute(sql`
      with balances as (
        select b.id, b.name, b.account_type,
          (case when b.opening_balance_side = 'Dr' then b.opening_balance_paise else -b.opening_balance_paise end
            + coalesce(l.total, 0)) as balance
        from banks b
        left join (select account_id, sum(amount_paise) as total from ledger_lines
          where account_kind = 'bank' and posted_on <= ${asOf} group by account_id) l on l.account_id = b.id
      ),
      totals as (
        select coalesce(sum(balance) filter (where account_type = 'cash'), 0)::text as cash,
          coalesce(sum(balance) filter (where account_type <> 'cash'), 0)::text as bank
        from balances
      )
      select totals.cash, totals.bank, top.id, top.name, top.account_type, top.balance::text as balance_paise
      from totals left join (select * from balances order by balance desc, lower(name), id limit ${BANKS_SHOWN}) top on true
      order by top.balance desc, lower(top.name), top.id`),
  );
  return {
    banks: rows
      .filter((row) => row.id !== null)
      .map((row) => ({ id: row.id!, name: row.name, accountType: row.account_type, balancePaise: num(row.balance_paise) })),
    cashPaise: num(rows[0]?.cash),
    bankPaise: num(rows[0]?.bank),
  };
}
