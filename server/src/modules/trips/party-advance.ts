import { and, eq, isNull } from 'drizzle-orm';
import { tripStatusLabels, type PaymentMode } from 'shared-api/schemas';
import type { Db } from '../../db/client';
import { moneyEntries, trips } from '../../db/schema';
import type { Actor } from '../../lib/audit';
import { AppError, conflict } from '../../lib/errors';
import { cashBoxId } from '../ledger/accounts';
import type { MoneyEntriesService } from '../money-entries/service';

/*
 * The advance a party pays at loading is money received: the trip records it as the party's receipt
 * (kind 'receipt', naming the trip), so the party's account is credited, the cash box or bank debited,
 * and the party balance is freight less advance less receipts, as the domain defines it. The receipt
 * follows the trip as its owner lines do (owner-account.ts): posted when it is booked; when an edit
 * changes the advance, the party, the day or where the money came in, reversed and posted again; a
 * cancelled trip's advance is reversed. Billing sets it against the trip's bill (bills/advances.ts).
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type AdvanceReceipts = Pick<MoneyEntriesService, 'recordIn' | 'reverseIn'>;

/** Where the advance came in, as the trip form says it. */
export interface AdvanceIn {
  mode: PaymentMode;
  bankId: string | null | undefined;
}

/** A receipt's error named on the trip form's fields: the account on the advance's account, the rest on the amount. */
function onTripFields(error: unknown): unknown {
  if (!(error instanceof AppError) || !error.errors) return error;
  const field = (name: string) =>
    name === 'bankId'
      ? 'partyAdvanceBankId'
      : name === 'mode'
        ? 'partyAdvanceMode'
        : name === 'entryDate'
          ? 'tripDate'
          : 'partyAdvance';
  const errors = Object.fromEntries(Object.entries(error.errors).map(([name, message]) => [field(name), message]));
  return new AppError(error.statusCode, error.message, errors);
}

/** The trip's advance receipt that stands (at most one). */
export async function standingAdvance(executor: Pick<Db, 'select'>, tripId: string) {
  const [entry] = await executor
    .select()
    .from(moneyEntries)
    .where(and(eq(moneyEntries.tripId, tripId), eq(moneyEntries.kind, 'receipt'), isNull(moneyEntries.reversedAt)))
    .limit(1);
  return entry;
}

/**
 * Brings the trip's advance receipt in line with the trip as it now stands. `how` is where the money
 * came in (the form's choice); without it the standing receipt's account is kept. `why` is the reason a
 * replaced receipt's reversal gives.
 */
export async function syncPartyAdvance(
  tx: Tx,
  actor: Actor,
  receipts: AdvanceReceipts,
  tripId: string,
  how: AdvanceIn | undefined,
  why: string,
  /** The trip is billed or settled: its advance is set against the bill, so it stays as it is. */
  locked = false,
): Promise<void> {
  const [trip] = await tx.select().from(trips).where(eq(trips.id, tripId)).limit(1);
  const standing = await standingAdvance(tx, tripId);
  const wanted = trip && trip.status !== 'cancelled' && trip.partyAdvancePaise > 0 ? trip : undefined;
  const mode = how?.mode ?? standing?.mode ?? 'cash';
  const bankId = how ? (how.bankId ?? (mode === 'cash' ? await cashBoxId(tx, 'partyAdvanceBankId') : null)) : standing?.toBankId;
  if (
    standing &&
    wanted &&
    standing.billingPartyId === wanted.billingPartyId &&
    standing.amountPaise === wanted.partyAdvancePaise &&
    standing.entryDate === wanted.tripDate &&
    standing.mode === mode &&
    standing.toBankId === bankId
  ) {
    return;
  }
  if (locked && standing) {
    const field = mode !== standing.mode ? 'partyAdvanceMode' : bankId !== standing.toBankId ? 'partyAdvanceBankId' : 'tripDate';
    const message = `${trip!.tripNo} is ${tripStatusLabels[trip!.status].toLowerCase()}: its advance (${standing.reference}) is set against its bill, so the trip date and how the advance came in stay as they are`;
    throw conflict(message, { [field]: message });
  }
  try {
    if (standing) await receipts.reverseIn(tx, actor, standing.id, why);
    if (!wanted) return;
    await receipts.recordIn(
      tx,
      actor,
      {
        kind: 'receipt',
        entryDate: wanted.tripDate,
        billingPartyId: wanted.billingPartyId,
        amount: wanted.partyAdvancePaise,
        mode,
        bankId,
        allocations: [],
        notes: `Advance at loading, ${wanted.lrNo} (${wanted.tripNo})`,
      },
      { tripId },
    );
  } catch (error) {
    throw onTripFields(error);
  }
}
