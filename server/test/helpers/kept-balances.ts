import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../src/db/client';

/*
 * The kept balances (src/modules/ledger/kept-balances.ts) against their definitions, summed here from
 * the entries afresh for every bill and trip: a writer that forgot to refresh one shows up as a row.
 * Likewise the totals migration 0020's triggers keep: the ledger's lines by kind, day, source and
 * reversal (and over all days), by account, the masters' count and openings, and the standing money
 * entries by kind, day and stage; and migration 0021's standing expenses by day and category and the
 * trips' profit-and-loss figures by day; and migration 0026's counts of the expenses and entries that
 * stand — each against the same sums done here from the rows.
 */

interface Drift {
  what: string;
  id: string;
  kept: string;
  summed: string;
}

export async function keptBalanceDrift(db: Db): Promise<Drift[]> {
  return rowsOf<Drift>(
    await db.execute(sql`
      select 'bill received' as what, b.id::text as id, b.received_paise::text as kept, coalesce(s.received, 0)::text as summed
      from freight_bills b left join (select a.bill_id, sum(a.amount_paise) as received from receipt_allocations a
        join money_entries m on m.id = a.receipt_id where m.reversed_at is null group by a.bill_id) s on s.bill_id = b.id
      where b.received_paise <> coalesce(s.received, 0)
      union all
      select 'bill cancelled', b.id::text, b.cancelled::text, (c.bill_id is not null)::text
      from freight_bills b left join (select distinct bill_id from credit_notes) c on c.bill_id = b.id
      where b.cancelled <> (c.bill_id is not null)
      union all
      select 'trip owed to owner', t.id::text, t.owner_owed_paise::text, coalesce(-s.total, 0)::text
      from trips t left join (select trip_id, sum(amount) as total from (
          select l.source_id as trip_id, l.amount_paise as amount from ledger_lines l where l.source = 'trip' and l.account_kind = 'owner'
          union all
          select m.trip_id, m.amount_paise + m.tds_paise from money_entries m where m.kind = 'owner-payment' and m.reversed_at is null
        ) x group by trip_id) s on s.trip_id = t.id
      where t.owner_owed_paise <> coalesce(-s.total, 0)
      union all
      select 'ledger day total', concat_ws(' ', coalesce(k.account_kind, s.account_kind), coalesce(k.posted_on, s.posted_on),
          coalesce(k.source, s.source), case when coalesce(k.reversal, s.reversal) then 'reversal' end),
        concat_ws(' ', k.debit_paise, k.credit_paise, k.line_count), concat_ws(' ', s.debit, s.credit, s.lines)
      from ledger_day_totals k full join (
        select account_kind, posted_on, source, reverses is not null as reversal,
          coalesce(sum(amount_paise) filter (where amount_paise > 0), 0) as debit,
          coalesce(sum(amount_paise) filter (where amount_paise < 0), 0) as credit, count(*) as lines
        from ledger_lines group by 1, 2, 3, 4) s
        on (s.account_kind, s.posted_on, s.source, s.reversal) = (k.account_kind, k.posted_on, k.source, k.reversal)
      -- A key whose lines all went again may stay at zero (readers add up, they never list keys).
      where (k.debit_paise, k.credit_paise, k.line_count) is distinct from (s.debit, s.credit, s.lines)
        and not (s.account_kind is null and (k.debit_paise, k.credit_paise, k.line_count) = (0, 0, 0))
      union all
      select 'ledger kind total', concat_ws(' ', coalesce(k.account_kind, s.account_kind), coalesce(k.source, s.source),
          case when coalesce(k.reversal, s.reversal) then 'reversal' end),
        concat_ws(' ', k.debit_paise, k.credit_paise, k.line_count), concat_ws(' ', s.debit, s.credit, s.lines)
      from ledger_kind_totals k full join (
        select account_kind, source, reverses is not null as reversal,
          coalesce(sum(amount_paise) filter (where amount_paise > 0), 0) as debit,
          coalesce(sum(amount_paise) filter (where amount_paise < 0), 0) as credit, count(*) as lines
        from ledger_lines group by 1, 2, 3) s
        on (s.account_kind, s.source, s.reversal) = (k.account_kind, k.source, k.reversal)
      where (k.debit_paise, k.credit_paise, k.line_count) is distinct from (s.debit, s.credit, s.lines)
        and not (s.account_kind is null and (k.debit_paise, k.credit_paise, k.line_count) = (0, 0, 0))
      union all
      select 'ledger account total', concat_ws(' ', coalesce(k.account_kind, s.account_kind), coalesce(k.account_id, s.account_id)),
        concat_ws(' ', k.amount_paise, k.debit_paise, k.credit_paise, k.line_count), concat_ws(' ', s.amount, s.debit, s.credit, s.lines)
      from ledger_account_totals k full join (
        select account_kind, account_id, sum(amount_paise) as amount,
          coalesce(sum(amount_paise) filter (where amount_paise > 0), 0) as debit,
          coalesce(sum(amount_paise) filter (where amount_paise < 0), 0) as credit, count(*) as lines
        from ledger_lines group by 1, 2) s
        on (s.account_kind, s.account_id) = (k.account_kind, k.account_id)
      where (k.amount_paise, k.debit_paise, k.credit_paise, k.line_count) is distinct from (s.amount, s.debit, s.credit, s.lines)
        and not (s.account_kind is null and (k.amount_paise, k.debit_paise, k.credit_paise, k.line_count) = (0, 0, 0, 0))
      union all
      select 'account openings', coalesce(k.account_kind::text, s.kind), concat_ws(' ', k.accounts, k.opening_paise),
        concat_ws(' ', s.accounts, s.opening)
      from ledger_kind_openings k full join (
        select kind, count(*) as accounts, sum(opening) as opening from (
          select 'party' as kind, case when opening_balance_side = 'Dr' then opening_balance_paise else -opening_balance_paise end as opening from billing_parties
          union all select 'owner', case when opening_balance_side = 'Dr' then opening_balance_paise else -opening_balance_paise end from vehicles
          union all select 'driver', case when opening_balance_side = 'Dr' then opening_balance_paise else -opening_balance_paise end from drivers
          union all select 'bank', case when opening_balance_side = 'Dr' then opening_balance_paise else -opening_balance_paise end from banks) m
        group by kind) s on s.kind = k.account_kind::text
      where (k.accounts, k.opening_paise) is distinct from (s.accounts, s.opening)
        and not (s.kind is null and (k.accounts, k.opening_paise) = (0, 0))
      union all
      select 'money entry day total', concat_ws(' ', coalesce(k.kind, s.kind), coalesce(k.entry_date, s.entry_date), coalesce(k.stage, s.stage)),
        concat_ws(' ', k.amount_paise, k.tds_paise, k.entries), concat_ws(' ', s.amount, s.tds, s.entries)
      from money_entry_day_totals k full join (
        select kind, entry_date, coalesce(owner_payment_stage::text, 'none') as stage, sum(amount_paise) as amount,
          sum(tds_paise) as tds, count(*) as entries
        from money_entries where reversed_at is null group by 1, 2, 3) s
        on (s.kind, s.entry_date, s.stage) = (k.kind, k.entry_date, k.stage)
      where (k.amount_paise, k.tds_paise, k.entries) is distinct from (s.amount, s.tds, s.entries)
        and not (s.kind is null and (k.amount_paise, k.tds_paise, k.entries) = (0, 0, 0))
      union all
      select 'expense day total', concat_ws(' ', coalesce(k.expense_date, s.expense_date), coalesce(k.category_id, s.category_id),
          coalesce(k.type, s.type)),
        concat_ws(' ', k.amount_paise, k.expenses), concat_ws(' ', s.amount, s.expenses)
      from expense_day_totals k full join (
        select expense_date, category_id, type, sum(amount_paise) as amount, count(*) as expenses
        from expenses where reversed_at is null group by 1, 2, 3) s
        on (s.expense_date, s.category_id, s.type) = (k.expense_date, k.category_id, k.type)
      where (k.amount_paise, k.expenses) is distinct from (s.amount, s.expenses)
        and not (s.expense_date is null and (k.amount_paise, k.expenses) = (0, 0))
      union all
      select 'expense truck month', concat_ws(' ', coalesce(k.month, s.month), coalesce(k.truck_id, s.truck_id)),
        concat_ws(' ', k.amount_paise, k.expenses), concat_ws(' ', s.amount, s.expenses)
      from expense_truck_months k full join (
        select date_trunc('month', expense_date)::date as month, truck_id, sum(amount_paise) as amount, count(*) as expenses
        from expenses where reversed_at is null and truck_id is not null group by 1, 2) s
        on (s.month, s.truck_id) = (k.month, k.truck_id)
      where (k.amount_paise, k.expenses) is distinct from (s.amount, s.expenses)
        and not (s.month is null and (k.amount_paise, k.expenses) = (0, 0))
      union all
      select 'trip day figures', concat_ws(' ', coalesce(k.session_id, s.session_id), coalesce(k.trip_date, s.trip_date),
          coalesce(k.status, s.status)),
        concat_ws(' ', k.trips, k.km, k.income_paise, k.hire_paise), concat_ws(' ', s.trips, s.km, s.income, s.hire)
      from trip_day_counts k full join (
        select session_id, trip_date, status, count(*) as trips, sum(coalesce(end_km - start_km, 0)) as km,
          sum(party_total_paise) as income, sum(party_total_paise - estimated_profit_paise) as hire
        from trips group by 1, 2, 3) s
        on (s.session_id, s.trip_date, s.status) = (k.session_id, k.trip_date, k.status)
      where (k.trips, k.km, k.income_paise, k.hire_paise) is distinct from (s.trips, s.km, s.income, s.hire)
        and not (s.session_id is null and (k.trips, k.km, k.income_paise, k.hire_paise) = (0, 0, 0, 0))
      union all
      select 'standing rows', x.table_name, coalesce(k.total, 0)::text, x.total::text
      from (select 'expenses standing' as table_name, count(*) as total from expenses where reversed_at is null
        union all select 'money_entries standing', count(*) from money_entries where reversed_at is null
        union all select 'money_entries standing ' || kind, count(*) from money_entries where reversed_at is null group by kind) x
      left join (select table_name, sum(total) as total from table_row_counts group by table_name) k on k.table_name = x.table_name
      where coalesce(k.total, 0) <> x.total
      union all
      select 'trip list totals', concat_ws(' ', coalesce(k.filter, s.filter), coalesce(k.value, s.value)),
        concat_ws(' ', k.trips, k.freight, k.party, k.owner, k.profit), concat_ws(' ', s.trips, s.freight, s.party, s.owner, s.profit)
      from (select filter, value, sum(trips) as trips, sum(freight_paise) as freight, sum(party_total_paise) as party,
          sum(owner_payable_paise) as owner, sum(estimated_profit_paise) as profit
        from trip_list_totals group by 1, 2) k
      full join (
        select f.filter, f.value, count(*) as trips, sum(live * freight_paise) as freight, sum(live * party_total_paise) as party,
          sum(live * owner_payable_paise) as owner, sum(live * estimated_profit_paise) as profit
        from (select *, case when status <> 'cancelled' then 1 else 0 end as live from trips) t
        cross join lateral (values ('', ''), ('sessionId', session_id::text), ('status', status::text),
          ('billingPartyId', billing_party_id::text), ('truckId', truck_id::text), ('driverId', driver_id::text),
          ('vehicleId', vehicle_id::text), ('origin', lower(origin)), ('destination', lower(destination)),
          ('tripDate', to_char(trip_date, 'YYYY-MM-DD'))) as f (filter, value)
        where f.value is not null group by 1, 2) s
        on (s.filter, s.value) = (k.filter, k.value)
      where (k.trips, k.freight, k.party, k.owner, k.profit) is distinct from (s.trips, s.freight, s.party, s.owner, s.profit)
        and not (s.filter is null and (k.trips, k.freight, k.party, k.owner, k.profit) = (0, 0, 0, 0, 0))`),
  );
}

/** Every kept balance equals the sum it keeps. */
export async function assertKeptBalances(db: Db, when = ''): Promise<void> {
  assert.deepEqual(await keptBalanceDrift(db), [], `kept balances differ from their sums${when ? ` ${when}` : ''}`);
}
