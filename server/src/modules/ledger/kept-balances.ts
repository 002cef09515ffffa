import { asc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { freightBills, trips } from '../../db/schema';
import { billReceivedSql } from './bill-balance';

/*
 * Two balances kept on their rows so the payment queues and the open bills read a column instead of
 * summing entries per row (issue 28, "Scale"). Each is a cache of a sum of entries and nothing more:
 * whatever changes the entries it sums calls the refresh below in its own transaction, which writes the
 * sum again from the definition (never adds a difference, so a missed writer cannot drift it further),
 * and the tests hold the columns to the sums.
 *   freight_bills.received_paise  Σ the allocations of receipts that stand (bill-balance.ts)
 *   trips.owner_owed_paise        −Σ the trip's owner lines − Σ its standing owner payments with TDS,
 *                                 what trip-settlement.ts ownerOutstandingByTrip gives
 */

type Executor = Pick<Db, 'select' | 'update'>;

const tripOwnerOwed = sql`(
  -coalesce((select sum(l.amount_paise) from ledger_lines l
    where l.source = 'trip' and l.source_id = ${trips.id} and l.account_kind = 'owner'), 0)
  - coalesce((select sum(m.amount_paise + m.tds_paise) from money_entries m
    where m.kind = 'owner-payment' and m.trip_id = ${trips.id} and m.reversed_at is null), 0))`;

/*
 * Both refreshes lock the rows first, in id order, and sum in a later statement: under READ COMMITTED
 * the sum then sees every entry of a transaction that held the lock before (an UPDATE whose subquery
 * waited on the lock would sum from its older snapshot). Receipts and owner payments lock the same rows
 * before they check a balance, so the check and the refresh see each other's work.
 */

/** Writes each bill's received figure again from its standing allocations. */
export async function keepBillsReceived(tx: Executor, billIds: readonly string[]): Promise<void> {
  const ids = [...new Set(billIds)];
  if (ids.length === 0) return;
  await tx
    .select({ id: freightBills.id })
    .from(freightBills)
    .where(inArray(freightBills.id, ids))
    .orderBy(asc(freightBills.id))
    .for('update');
  await tx.update(freightBills).set({ receivedPaise: billReceivedSql }).where(inArray(freightBills.id, ids));
}

/** Writes each trip's owed-to-owner figure again from its owner lines and payments. */
export async function keepOwnerOwed(tx: Executor, tripIds: readonly string[]): Promise<void> {
  const ids = [...new Set(tripIds)];
  if (ids.length === 0) return;
  await tx.select({ id: trips.id }).from(trips).where(inArray(trips.id, ids)).orderBy(asc(trips.id)).for('update');
  await tx.update(trips).set({ ownerOwedPaise: tripOwnerOwed }).where(inArray(trips.id, ids));
}

/**
 * The kept figures of every row written from the definitions in one grouped pass each: what migration
 * 0019 runs on existing data, and what a bulk loader (the API benchmark's seed) runs after writing
 * entries directly.
 */
export const KEEP_ALL_BALANCES_SQL: { rows: string; sql: string }[] = [
  {
    rows: 'freight_bills (received)',
    sql: `UPDATE freight_bills b SET received_paise = s.received
    FROM (SELECT a.bill_id, sum(a.amount_paise) AS received FROM receipt_allocations a
      JOIN money_entries m ON m.id = a.receipt_id WHERE m.reversed_at IS NULL GROUP BY a.bill_id) s
    WHERE s.bill_id = b.id AND b.received_paise <> s.received`,
  },
  {
    rows: 'freight_bills (cancelled)',
    sql: `UPDATE freight_bills b SET cancelled = true WHERE NOT b.cancelled AND EXISTS (SELECT 1 FROM credit_notes c WHERE c.bill_id = b.id)`,
  },
  {
    rows: 'trips (owed to owners)',
    sql: `UPDATE trips t SET owner_owed_paise = s.owed
    FROM (SELECT trip_id, -sum(amount) AS owed FROM (
        SELECT l.source_id AS trip_id, l.amount_paise AS amount FROM ledger_lines l WHERE l.source = 'trip' AND l.account_kind = 'owner'
        UNION ALL
        SELECT m.trip_id, m.amount_paise + m.tds_paise FROM money_entries m
          WHERE m.kind::text = 'owner-payment' AND m.reversed_at IS NULL AND m.trip_id IS NOT NULL) x
      GROUP BY trip_id) s
    WHERE s.trip_id = t.id AND t.owner_owed_paise <> s.owed`,
  },
];
