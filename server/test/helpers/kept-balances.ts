import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../src/db/client';

/*
 * The kept balances (src/modules/ledger/kept-balances.ts) against their definitions, summed here from
 * the entries afresh for every bill and trip: a writer that forgot to refresh one shows up as a row.
 * Likewise the ledger's kept day totals (ledger_day_totals, migration 0020) against the lines grouped
 * by kind, day, source and reversal.
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
        and not (s.account_kind is null and (k.debit_paise, k.credit_paise, k.line_count) = (0, 0, 0))`),
  );
}

/** Every kept balance equals the sum it keeps. */
export async function assertKeptBalances(db: Db, when = ''): Promise<void> {
  assert.deepEqual(await keptBalanceDrift(db), [], `kept balances differ from their sums${when ? ` ${when}` : ''}`);
}
