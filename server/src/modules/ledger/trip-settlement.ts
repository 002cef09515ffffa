import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditNotes, freightBillTrips, ledgerLines, moneyEntries, trips } from '../../db/schema';
import { billBalances } from './bill-balance';

/*
 * A billed trip becomes settled once its bill is paid and, for a market vehicle, its owner is paid in
 * full; it goes back to billed when a reversal reopens either. Called by every document that can
 * change one or the other (receipts, owner payments, their reversals), in its own transaction.
 */

type Executor = Pick<Db, 'select' | 'update'>;

/** What the company still owes the owner for each trip: the trip's owner lines and its payments' lines, credit positive. */
export async function ownerOutstandingByTrip(
  reader: Pick<Db, 'select'>,
  tripIds: readonly string[],
): Promise<Map<string, number>> {
  if (tripIds.length === 0) return new Map();
  const ids = [...tripIds];
  const tripOfLine = sql<string>`coalesce(${moneyEntries.tripId}, ${ledgerLines.sourceId})`;
  const rows = await reader
    .select({ tripId: tripOfLine, owed: sql<string>`-sum(${ledgerLines.amountPaise})` })
    .from(ledgerLines)
    .leftJoin(moneyEntries, and(eq(ledgerLines.source, 'owner-payment'), eq(moneyEntries.id, ledgerLines.sourceId)))
    .where(
      and(
        eq(ledgerLines.accountKind, 'owner'),
        or(
          and(eq(ledgerLines.source, 'trip'), inArray(ledgerLines.sourceId, ids)),
          and(eq(ledgerLines.source, 'owner-payment'), inArray(moneyEntries.tripId, ids)),
        ),
      ),
    )
    .groupBy(tripOfLine);
  return new Map(rows.map((row) => [row.tripId, Number(row.owed)]));
}

export async function settleTrips(tx: Executor, tripIds: readonly string[]): Promise<void> {
  if (tripIds.length === 0) return;
  const rows = await tx
    .select({ id: trips.id, status: trips.status, fleet: trips.fleet, billId: freightBillTrips.billId })
    .from(trips)
    .innerJoin(freightBillTrips, and(eq(freightBillTrips.tripId, trips.id), eq(freightBillTrips.active, true)))
    .leftJoin(creditNotes, eq(creditNotes.billId, freightBillTrips.billId))
    .where(and(inArray(trips.id, [...tripIds]), inArray(trips.status, ['billed', 'settled']), isNull(creditNotes.id)));
  if (rows.length === 0) return;
  // One after the other: inside a transaction there is one connection, which takes one query at a time.
  const balances = await billBalances(
    tx,
    rows.map((row) => row.billId),
  );
  const owed = await ownerOutstandingByTrip(
    tx,
    rows.filter((row) => row.fleet === 'market').map((row) => row.id),
  );
  for (const row of rows) {
    const paid = (balances.get(row.billId) ?? 0) <= 0 && (row.fleet === 'own' || (owed.get(row.id) ?? 0) <= 0);
    const status = paid ? 'settled' : 'billed';
    if (status !== row.status) await tx.update(trips).set({ status }).where(eq(trips.id, row.id));
  }
}
