import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../src/db/client';

/*
 * The kept balances (src/modules/ledger/kept-balances.ts) against their definitions, summed here from
 * the entries afresh for every bill and trip: a writer that forgot to refresh one shows up as a row.
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
      where t.owner_owed_paise <> coalesce(-s.total, 0)`),
  );
}

/** Every kept balance equals the sum it keeps. */
export async function assertKeptBalances(db: Db, when = ''): Promise<void> {
  assert.deepEqual(await keptBalanceDrift(db), [], `kept balances differ from their sums${when ? ` ${when}` : ''}`);
}
