import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ownerTdsRate, tdsOnHirePayment, formatRate } from 'shared-api/money';
import { formatPaise, panHolderType, tripStatusLabels } from 'shared-api/schemas';
import { moneyEntries, trips, vehicles, type TripRow } from '../../db/schema';
import { fieldError, payingAccount } from '../ledger/accounts';
import { keepOwnerOwed } from '../ledger/kept-balances';
import { settleTrips } from '../ledger/trip-settlement';
import { cashLimitWarnings } from './cash-limit';
import { noted, type EntryKind, type Executor } from './kinds';

/*
 * Lorry hire paid to a market vehicle's owner for a trip: the advance at loading, the balance only
 * once the POD is in (domain note: owner payments are gated by the POD). The company deducts TDS under
 * section 194C from each payment, advance and balance alike, as the owner's PAN and declaration give
 * (shared-api/money tds.ts), unless the accountant overrides it with a reason.
 */

const PROVEN_BY_POD = ['pod_received', 'billed', 'settled'];

export async function marketTripOf(tx: Executor, id: string, lock = true): Promise<TripRow> {
  const query = tx.select().from(trips).where(eq(trips.id, id));
  const [trip] = lock ? await query.for('update') : await query;
  if (!trip) throw fieldError('tripId', 'This trip does not exist (any more)');
  if (trip.fleet !== 'market' || !trip.vehicleId)
    throw fieldError('tripId', `${trip.tripNo} runs on an own truck: there is no owner to pay`);
  if (trip.status === 'cancelled') throw fieldError('tripId', `${trip.tripNo} is cancelled`);
  return trip;
}

/**
 * The owner's payments earlier in the same financial year, before TDS, and the part of them on which
 * nothing was deducted. One owner may own several vehicles: with a PAN the owner is the PAN.
 */
async function earlierThisYear(tx: Executor, sessionId: string, vehicle: { id: string; ownerPan: string | null }) {
  const sameOwner = vehicle.ownerPan
    ? inArray(
        moneyEntries.vehicleId,
        tx.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.ownerPan, vehicle.ownerPan)),
      )
    : eq(moneyEntries.vehicleId, vehicle.id);
  const [row] = await tx
    .select({
      gross: sql<string>`coalesce(sum(${moneyEntries.amountPaise} + ${moneyEntries.tdsPaise}), 0)`,
      undeducted: sql<string>`coalesce(sum(${moneyEntries.amountPaise}) filter (where ${moneyEntries.tdsPaise} = 0), 0)`,
    })
    .from(moneyEntries)
    .where(
      and(
        eq(moneyEntries.kind, 'owner-payment'),
        eq(moneyEntries.sessionId, sessionId),
        isNull(moneyEntries.reversedAt),
        sameOwner,
      ),
    );
  return { gross: Number(row?.gross ?? 0), undeducted: Number(row?.undeducted ?? 0) };
}

/**
 * What a payment of `gross` on a trip comes to: what is still owed, and the TDS the owner's status
 * gives. What is owed is the figure the trip keeps (ledger/kept-balances.ts): every writer of it holds
 * the trip's lock, which a payment takes before it reads the trip (marketTripOf).
 */
export async function ownerPaymentTerms(tx: Executor, trip: TripRow, sessionId: string, gross: number) {
  const owedPaise = trip.ownerOwedPaise;
  const [vehicle] = await tx.select().from(vehicles).where(eq(vehicles.id, trip.vehicleId!));
  const owner = {
    pan: vehicle!.ownerPan,
    panHolder: vehicle!.ownerPan ? (panHolderType(vehicle!.ownerPan) ?? null) : null,
    declaredSmallFleet: vehicle!.ownerDeclaredSmallFleet,
  };
  const earlier = await earlierThisYear(tx, sessionId, vehicle!);
  const tds = tdsOnHirePayment({
    owner,
    paymentPaise: gross,
    earlierThisYearPaise: earlier.gross,
    earlierUndeductedPaise: earlier.undeducted,
  });
  return {
    vehicle: vehicle!,
    owedPaise,
    earlierThisYearPaise: earlier.gross,
    tds,
    /** The rate the owner's status gives, whether or not this payment is liable. */
    statusRate: ownerTdsRate(owner).rateBasisPoints,
    balanceAllowed: PROVEN_BY_POD.includes(trip.status),
  };
}

export const ownerPayments: EntryKind<'owner-payment'> = {
  async columns(tx, input, session) {
    const trip = await marketTripOf(tx, input.tripId);
    if (input.stage === 'balance' && !PROVEN_BY_POD.includes(trip.status)) {
      throw fieldError(
        'stage',
        `The balance is paid once the POD is in: ${trip.lrNo} is ${tripStatusLabels[trip.status].toLowerCase()}. Pay an advance, or file the POD first.`,
      );
    }
    const terms = await ownerPaymentTerms(tx, trip, session.id, input.gross);
    const owed = terms.owedPaise;
    if (input.gross > owed) {
      throw fieldError(
        'gross',
        owed > 0
          ? `Only ${formatPaise(owed)} is still owed to the owner on ${trip.lrNo}`
          : `Nothing is owed to the owner on ${trip.lrNo}`,
      );
    }
    const computed = terms.tds;
    const overridden = input.tds !== undefined && input.tds !== computed.tdsPaise;
    const tdsPaise = input.tds ?? computed.tdsPaise;
    if (tdsPaise >= input.gross) throw fieldError('tds', 'TDS must be less than the amount');
    return {
      fromBankId: await payingAccount(tx, input.mode, input.bankId, 'bankId'),
      tripId: trip.id,
      vehicleId: trip.vehicleId,
      ownerPaymentStage: input.stage,
      amountPaise: input.gross - tdsPaise,
      tdsPaise,
      tdsRateBasisPoints: overridden ? null : computed.tdsPaise > 0 ? computed.rateBasisPoints : terms.statusRate,
      tdsOverrideReason: overridden ? input.tdsOverrideReason! : null,
    };
  },

  async lines(tx, entry) {
    const [trip] = await tx
      .select({ lrNo: trips.lrNo, owner: vehicles.ownerName })
      .from(trips)
      .innerJoin(vehicles, eq(vehicles.id, trips.vehicleId))
      .where(eq(trips.id, entry.tripId!));
    const stage = entry.ownerPaymentStage === 'advance' ? 'Advance' : 'Balance';
    const on = { sessionId: entry.sessionId, postedOn: entry.entryDate };
    const owner = { kind: 'owner' as const, id: entry.vehicleId! };
    const rate = entry.tdsRateBasisPoints !== null ? ` @ ${formatRate(entry.tdsRateBasisPoints)}` : ' (as overridden)';
    return [
      {
        ...on,
        account: { kind: 'bank', id: entry.fromBankId! },
        amountPaise: -entry.amountPaise,
        narration: noted(entry, `${stage} lorry hire to ${trip!.owner}, ${trip!.lrNo}`),
      },
      { ...on, account: owner, amountPaise: entry.amountPaise, narration: noted(entry, `${stage} paid, ${trip!.lrNo}`) },
      { ...on, account: owner, amountPaise: entry.tdsPaise, narration: `TDS u/s 194C${rate}, ${trip!.lrNo}` },
    ];
  },

  async recorded(tx, _actor, entry) {
    await keepOwnerOwed(tx, [entry.tripId!]);
    await settleTrips(tx, [entry.tripId!]);
  },

  async reversed(tx, _actor, entry) {
    await keepOwnerOwed(tx, [entry.tripId!]);
    await settleTrips(tx, [entry.tripId!]);
  },

  warnings: (tx, entry) => cashLimitWarnings(tx, entry),
};
