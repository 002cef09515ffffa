import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { accountTotalsHoldOn, keptBalanceOfKind, keptKindOpening } from './day-totals';

/*
 * The whole-business balances the dashboard and the Payment Overview lead with: what all parties owe,
 * what is owed to all owners, and what the banks and the cash box hold. Each is summed over every
 * account in a pass or two, never listed account by account.
 */

/** Accounts the holdings name one by one, largest first. */
export const BANKS_SHOWN = 10;

const num = (value: unknown) => Number(value ?? 0);

/**
 * Σ over every account of a kind of (signed opening + its lines up to the day): the masters' openings
 * and the kind's day totals, both kept by the database (day-totals.ts), not a balance per account.
 */
export async function netBalance(db: Db, kind: 'party' | 'owner', asOf: string) {
  const { openingPaise } = await keptKindOpening(db, kind);
  return openingPaise + (await keptBalanceOfKind(db, kind, asOf));
}

/**
 * Each account's balance on `asOf` as a subquery `(id, name, account_type, balance)` over `table`. When no
 * line of the kind is dated after the day, every account's kept total (ledger_account_totals) is its
 * lines' sum, and only the accounts with lines or an opening balance (its partial index) can hold
 * anything: the others hold 0 and are left out. Otherwise every account's lines up to the day are
 * summed in one grouped pass over the kind's part of the account index.
 */
export async function balancesOf(db: Db, kind: 'bank' | 'driver', asOf: string) {
  const [table, type] = kind === 'bank' ? [sql`banks`, sql`b.account_type`] : [sql`drivers`, sql`null::text`];
  const opening = sql`(case when b.opening_balance_side = 'Dr' then b.opening_balance_paise else -b.opening_balance_paise end)`;
  if (await accountTotalsHoldOn(db, kind, asOf))
    return {
      everyAccount: false,
      balances: sql`(
        select b.id, b.name, ${type} as account_type, ${opening} + k.amount_paise as balance
        from ledger_account_totals k join ${table} b on b.id = k.account_id where k.account_kind = ${kind}
        union all
        select b.id, b.name, ${type}, ${opening} from ${table} b
        where b.opening_balance_paise <> 0
          and not exists (select 1 from ledger_account_totals k where k.account_kind = ${kind} and k.account_id = b.id))`,
    };
  return {
    everyAccount: true,
    balances: sql`(
      select b.id, b.name, ${type} as account_type, ${opening} + coalesce(l.total, 0) as balance
      from ${table} b
      left join (select account_id, sum(amount_paise) as total from ledger_lines
        where account_kind = ${kind} and posted_on <= ${asOf} group by account_id) l on l.account_id = b.id)`,
  };
}

/**
 * What the banks and the cash box hold on `asOf`: the totals of every account, and the accounts holding
 * the most (a business keeps a few; the list stays short however many accounts there are). One grouped
 * pass over the banks' part of the account index, as the bank balance report sums it.
 */
export async function bankHoldings(db: Db, asOf: string) {
  const { everyAccount, balances } = await balancesOf(db, 'bank', asOf);
  // Without every account in the balances, the accounts holding 0 that come first by name may still
  // make the first ten (after those holding more, before any overdrawn one).
  const idle = everyAccount
    ? sql``
    : sql`union all (select b.id, b.name, b.account_type, 0 from banks b
        where not exists (select 1 from ledger_account_totals k where k.account_kind = 'bank' and k.account_id = b.id)
          and b.opening_balance_paise = 0
        order by lower(b.name), b.id limit ${BANKS_SHOWN})`;
  const rows = rowsOf<{
    id: string | null;
    name: string;
    account_type: string;
    balance_paise: string;
    cash: string;
    bank: string;
  }>(
    await db.execute(sql`
      with balances as (select * from ${balances} held ${idle}),
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
