import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { freightBills, moneyEntries, receiptAllocations } from '../../db/schema';

/*
 * A bill's balance: its total less what standing receipts (not reversed) set against it. A cancelled
 * bill (one with a credit note) owes nothing; callers check for that themselves. This is the
 * definition; freight_bills.received_paise keeps the same sum (kept-balances.ts) for the reads at scale
 * and the receipt's own check, which reads it under the bill's lock.
 */

/** The same for the bill of the row a statement reads (`freight_bills` in its FROM), as an SQL expression. */
export const billReceivedSql = sql<number>`coalesce((select sum(a.amount_paise) from receipt_allocations a
  join money_entries m on m.id = a.receipt_id where a.bill_id = ${freightBills.id} and m.reversed_at is null), 0)`;

/** What receipts that stand have settled of each bill. */
export async function billReceived(reader: Pick<Db, 'select'>, billIds: readonly string[]): Promise<Map<string, number>> {
  if (billIds.length === 0) return new Map();
  const rows = await reader
    .select({ billId: receiptAllocations.billId, received: sql<string>`sum(${receiptAllocations.amountPaise})` })
    .from(receiptAllocations)
    .innerJoin(moneyEntries, eq(moneyEntries.id, receiptAllocations.receiptId))
    .where(and(inArray(receiptAllocations.billId, [...billIds]), isNull(moneyEntries.reversedAt)))
    .groupBy(receiptAllocations.billId);
  return new Map(rows.map((row) => [row.billId, Number(row.received)]));
}

/** Each bill's total less what it has received. */
export async function billBalances(reader: Pick<Db, 'select'>, billIds: readonly string[]): Promise<Map<string, number>> {
  if (billIds.length === 0) return new Map();
  // Sequential: `reader` may be a transaction, whose one connection takes one query at a time.
  const bills = await reader
    .select({ id: freightBills.id, total: freightBills.totalPaise })
    .from(freightBills)
    .where(inArray(freightBills.id, [...billIds]));
  const received = await billReceived(reader, billIds);
  return new Map(bills.map((bill) => [bill.id, bill.total - (received.get(bill.id) ?? 0)]));
}
