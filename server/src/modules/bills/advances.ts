import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { moneyEntries, receiptAllocations } from '../../db/schema';
import { billsReceivedChanged } from '../money-entries/receipts';

/*
 * The advances the party paid at loading (trips/party-advance.ts) on the bill of their trips: billing
 * sets each trip's advance receipt against the new bill, so the bill shows it received and asks for the
 * balance; a credit note gives the advances back to the party's account, to be set against the bill
 * that replaces it.
 */

type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** The ids of these trips' advance receipts (any, standing or reversed), as a subquery. */
export const advanceReceiptsOf = (reader: Pick<Db, 'select'>, tripIds: readonly string[]) =>
  reader
    .select({ id: moneyEntries.id })
    .from(moneyEntries)
    .where(and(eq(moneyEntries.kind, 'receipt'), inArray(moneyEntries.tripId, [...tripIds])));

/** The standing advance receipts of these trips with what each still has on account, oldest first. */
async function advancesOnAccount(tx: Executor, tripIds: readonly string[]) {
  if (tripIds.length === 0) return [];
  return tx
    .select({
      id: moneyEntries.id,
      onAccount:
        sql<number>`${moneyEntries.amountPaise} + ${moneyEntries.tdsPaise} - coalesce((select sum(a.amount_paise) from ${receiptAllocations} a where a.receipt_id = ${moneyEntries.id}), 0)`.mapWith(
          Number,
        ),
    })
    .from(moneyEntries)
    .where(and(inArray(moneyEntries.tripId, [...tripIds]), eq(moneyEntries.kind, 'receipt'), isNull(moneyEntries.reversedAt)))
    .orderBy(asc(moneyEntries.entryDate), asc(moneyEntries.number))
    .for('update');
}

/** Sets the trips' advances against their new bill, up to its total. */
export async function applyTripAdvances(
  tx: Executor,
  bill: { id: string; totalPaise: number },
  tripIds: readonly string[],
): Promise<void> {
  let left = bill.totalPaise;
  const allocations: { receiptId: string; billId: string; amountPaise: number }[] = [];
  for (const advance of await advancesOnAccount(tx, tripIds)) {
    const amountPaise = Math.min(advance.onAccount, left);
    if (amountPaise <= 0) continue;
    allocations.push({ receiptId: advance.id, billId: bill.id, amountPaise });
    left -= amountPaise;
  }
  if (allocations.length === 0) return;
  await tx.insert(receiptAllocations).values(allocations);
  await billsReceivedChanged(tx, [bill.id]);
}

/**
 * Takes the trips' advances off the bill a credit note cancels: the money goes back on the party's
 * account (the party's ledger does not move: the receipt credited it when the money came).
 */
export async function releaseTripAdvances(tx: Executor, billId: string, tripIds: readonly string[]): Promise<void> {
  if (tripIds.length === 0) return;
  const released = await tx
    .delete(receiptAllocations)
    .where(and(eq(receiptAllocations.billId, billId), inArray(receiptAllocations.receiptId, advanceReceiptsOf(tx, tripIds))))
    .returning({ receiptId: receiptAllocations.receiptId });
  if (released.length > 0) await billsReceivedChanged(tx, [billId]);
}
