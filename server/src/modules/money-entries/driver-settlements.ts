import { and, eq, isNull, sql } from 'drizzle-orm';
import { formatPaise, tripStatusLabels, type DriverSettlementFigures } from 'shared-api/schemas';
import { expenses, moneyEntries, trips, type TripRow } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { fieldError, payingAccount } from '../ledger/accounts';
import { lineTotals } from '../ledger/post';
import { signedOpeningOf } from '../ledger/statement';
import { cashLimitWarnings } from './cash-limit';
import { noted, type EntryKind, type Executor } from './kinds';
import { driverNameOf } from './transfers';

/*
 * A driver's trip settlement (the trip sheet's last line): what he held before the trip, plus the
 * advances he was given for it, less the expenses he paid from them, is what he owes the company
 * (or, below zero, what it owes him). Cash may change hands now; whatever is left is carried forward
 * on his account. Once per trip, after delivery.
 */

const AFTER_DELIVERY = ['delivered', 'pod_received', 'billed', 'settled'];

/** The trip's advances and the expenses the driver paid for it, both as they stand. */
async function tripFigures(tx: Executor, tripId: string, driverId: string) {
  const [advances] = await tx
    .select({ total: sql<string>`coalesce(sum(${moneyEntries.amountPaise}), 0)` })
    .from(moneyEntries)
    .where(
      and(
        eq(moneyEntries.kind, 'driver-advance'),
        eq(moneyEntries.tripId, tripId),
        eq(moneyEntries.driverId, driverId),
        isNull(moneyEntries.reversedAt),
      ),
    );
  const [spent] = await tx
    .select({ total: sql<string>`coalesce(sum(${expenses.amountPaise}), 0)` })
    .from(expenses)
    .where(
      and(
        eq(expenses.tripId, tripId),
        eq(expenses.driverId, driverId),
        eq(expenses.paidByDriver, true),
        isNull(expenses.reversedAt),
      ),
    );
  return { advancesPaise: Number(advances?.total ?? 0), expensesPaise: Number(spent?.total ?? 0) };
}

/** A trip's settlement as it would stand now: its figures before any cash, and the settlement already made, if any. */
export async function settlementTerms(tx: Executor, trip: TripRow) {
  const [settled] = await tx
    .select({ reference: moneyEntries.reference })
    .from(moneyEntries)
    .where(and(eq(moneyEntries.kind, 'driver-settlement'), eq(moneyEntries.tripId, trip.id), isNull(moneyEntries.reversedAt)))
    .limit(1);
  const { advancesPaise, expensesPaise } = trip.driverId
    ? await tripFigures(tx, trip.id, trip.driverId)
    : { advancesPaise: 0, expensesPaise: 0 };
  const balancePaise = trip.driverId ? await driverBalance(tx, trip.driverId) : 0;
  return {
    settledAs: settled?.reference ?? null,
    canSettle: AFTER_DELIVERY.includes(trip.status),
    previousBalancePaise: balancePaise - advancesPaise + expensesPaise,
    advancesPaise,
    expensesPaise,
    balancePaise,
  };
}

export const driverSettlements: EntryKind<'driver-settlement'> = {
  async columns(tx, input) {
    await driverNameOf(tx, input.driverId);
    const [trip] = await tx.select().from(trips).where(eq(trips.id, input.tripId)).for('update');
    if (!trip) throw fieldError('tripId', 'This trip does not exist (any more)');
    if (trip.driverId !== input.driverId) throw fieldError('tripId', `${trip.tripNo} was driven by another driver`);
    const terms = await settlementTerms(tx, trip);
    if (!terms.canSettle) {
      throw fieldError(
        'tripId',
        `${trip.tripNo} is ${tripStatusLabels[trip.status].toLowerCase()}: a driver is settled after delivery`,
      );
    }
    if (terms.settledAs) throw conflict(`${trip.tripNo} was settled already (${terms.settledAs}); reverse it to settle again`);
    const { balancePaise } = terms;
    const cashPaise = input.direction === 'from-driver' ? -input.amount : input.amount;
    if (input.amount > 0 && input.direction === 'to-driver' && input.amount > -balancePaise) {
      throw fieldError(
        'amount',
        balancePaise < 0
          ? `Only ${formatPaise(-balancePaise)} is owed to the driver`
          : 'Nothing is owed to the driver: he holds the company’s money',
      );
    }
    if (input.amount > 0 && input.direction === 'from-driver' && input.amount > balancePaise) {
      throw fieldError(
        'amount',
        balancePaise > 0 ? `The driver holds only ${formatPaise(balancePaise)}` : 'The driver holds none of the company’s money',
      );
    }
    const figures: DriverSettlementFigures = {
      previousBalancePaise: terms.previousBalancePaise,
      advancesPaise: terms.advancesPaise,
      expensesPaise: terms.expensesPaise,
      balancePaise,
      cashPaise,
      carriedForwardPaise: balancePaise + cashPaise,
    };
    const account = input.amount > 0 ? await payingAccount(tx, input.mode, input.bankId, 'bankId') : null;
    return {
      driverId: input.driverId,
      tripId: trip.id,
      amountPaise: input.amount,
      settlementDirection: input.amount > 0 ? input.direction! : null,
      fromBankId: input.direction === 'to-driver' ? account : null,
      toBankId: input.direction === 'from-driver' ? account : null,
      settlementFigures: figures as unknown as Record<string, number>,
    };
  },

  async lines(tx, entry) {
    if (entry.amountPaise === 0) return [];
    const [trip] = await tx.select({ tripNo: trips.tripNo }).from(trips).where(eq(trips.id, entry.tripId!));
    const on = { sessionId: entry.sessionId, postedOn: entry.entryDate };
    const toDriver = entry.settlementDirection === 'to-driver';
    const cash = toDriver ? entry.amountPaise : -entry.amountPaise;
    return [
      {
        ...on,
        account: { kind: 'bank', id: (entry.fromBankId ?? entry.toBankId)! },
        amountPaise: -cash,
        narration: noted(
          entry,
          `Settlement of ${trip!.tripNo}: ${toDriver ? 'paid to' : 'returned by'} ${await driverNameOf(tx, entry.driverId!)}`,
        ),
      },
      {
        ...on,
        account: { kind: 'driver', id: entry.driverId! },
        amountPaise: cash,
        narration: noted(entry, `Settlement of ${trip!.tripNo}: ${toDriver ? 'paid to him' : 'returned by him'}`),
      },
    ];
  },

  warnings: (tx, entry) => cashLimitWarnings(tx, entry),
};

/** The driver's balance now: his opening plus every line on his account. */
async function driverBalance(tx: Executor, driverId: string): Promise<number> {
  const opening = await signedOpeningOf(tx, 'driver', driverId);
  const lines = (await lineTotals(tx, 'driver', [driverId])).get(driverId) ?? 0;
  return opening + lines;
}
