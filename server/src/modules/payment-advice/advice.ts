import { and, asc, eq, isNull } from 'drizzle-orm';
import { formatRate } from 'shared-api/money';
import { paymentModeLabels, rateBasisLabels, tripChargeKindLabels } from 'shared-api/schemas';
import type { Db } from '../../db/client';
import { banks, moneyEntries, tripCharges, trips, vehicles } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';

/*
 * The lorry-hire payment advice of a market trip (domain note, "Documents the business prints"): the
 * owner with PAN and bank account, the broker, the vehicle, the LR and its weight; the hire, what was
 * added and kept back, and each payment with its TDS; what is still owed. Read from the trip and the
 * payments that stand, so it always agrees with the owner's ledger.
 */

export interface AdviceLine {
  label: string;
  /** Signed: what adds to the owner's due positive, what is kept back negative. */
  amountPaise: number;
}

export interface AdvicePayment {
  date: string;
  reference: string;
  stage: string;
  grossPaise: number;
  tdsPaise: number;
  tdsRate: string;
  paidPaise: number;
  how: string;
}

export interface PaymentAdvice {
  trip: { tripNo: string; lrNo: string; lrDate: string; route: string; goods: string; weightTonnes: string };
  owner: { name: string; pan: string | null; address: string | null; bankAccount: string | null; broker: string | null };
  vehicle: string;
  lines: AdviceLine[];
  netHirePaise: number;
  payments: AdvicePayment[];
  paidPaise: number;
  tdsPaise: number;
  balancePaise: number;
}

export async function paymentAdviceOf(db: Pick<Db, 'select'>, tripId: string): Promise<PaymentAdvice> {
  const [row] = await db
    .select({ trip: trips, vehicle: vehicles })
    .from(trips)
    .leftJoin(vehicles, eq(vehicles.id, trips.vehicleId))
    .where(eq(trips.id, tripId))
    .limit(1);
  if (!row) throw notFound('Trip not found');
  const { trip, vehicle } = row;
  if (trip.fleet !== 'market' || !vehicle) throw conflict(`${trip.tripNo} runs on an own truck: there is no owner to advise`);

  const charges = await db
    .select()
    .from(tripCharges)
    .where(and(eq(tripCharges.tripId, tripId), eq(tripCharges.side, 'vehicle')))
    .orderBy(asc(tripCharges.position));
  const hireBasis = trip.hireRateBasis ? ` (${rateBasisLabels[trip.hireRateBasis].toLowerCase()})` : '';
  const lines: AdviceLine[] =
    trip.status === 'cancelled'
      ? []
      : [
          { label: `Lorry hire${hireBasis}`, amountPaise: trip.hirePaise ?? 0 },
          ...charges.map((charge) => ({
            label: `${charge.effect === 'add' ? 'Add' : 'Less'}: ${tripChargeKindLabels[charge.kind]}${charge.note ? ` (${charge.note})` : ''}`,
            amountPaise: charge.effect === 'add' ? charge.amountPaise : -charge.amountPaise,
          })),
          ...(trip.commissionPaise > 0 ? [{ label: 'Less: commission', amountPaise: -trip.commissionPaise }] : []),
        ];
  const netHirePaise = lines.reduce((sum, line) => sum + line.amountPaise, 0);

  const paid = await db
    .select({ entry: moneyEntries, bank: banks.name })
    .from(moneyEntries)
    .leftJoin(banks, eq(banks.id, moneyEntries.fromBankId))
    .where(and(eq(moneyEntries.kind, 'owner-payment'), eq(moneyEntries.tripId, tripId), isNull(moneyEntries.reversedAt)))
    .orderBy(asc(moneyEntries.entryDate), asc(moneyEntries.createdAt));
  const payments: AdvicePayment[] = paid.map(({ entry, bank }) => ({
    date: entry.entryDate,
    reference: entry.reference,
    stage: entry.ownerPaymentStage === 'balance' ? 'Balance' : 'Advance',
    grossPaise: entry.amountPaise + entry.tdsPaise,
    tdsPaise: entry.tdsPaise,
    tdsRate: entry.tdsRateBasisPoints !== null ? formatRate(entry.tdsRateBasisPoints) : 'as overridden',
    paidPaise: entry.amountPaise,
    how: [paymentModeLabels[entry.mode], bank, entry.instrument].filter(Boolean).join(' · '),
  }));
  const settled = payments.reduce((sum, payment) => sum + payment.grossPaise, 0);
  return {
    trip: {
      tripNo: trip.tripNo,
      lrNo: trip.lrNo,
      lrDate: trip.lrDate,
      route: `${trip.origin} to ${trip.destination}`,
      goods: trip.goodsDescription,
      weightTonnes: trip.chargedWeightTonnes ?? trip.actualWeightTonnes,
    },
    owner: {
      name: vehicle.ownerName,
      pan: vehicle.ownerPan,
      address: vehicle.ownerAddress,
      bankAccount: vehicle.bankAccountNumber
        ? [
            vehicle.bankAccountName,
            vehicle.bankName,
            `A/c ${vehicle.bankAccountNumber}`,
            vehicle.bankIfsc && `IFSC ${vehicle.bankIfsc}`,
          ]
            .filter(Boolean)
            .join(' · ')
        : null,
      broker: vehicle.brokerName ? [vehicle.brokerName, vehicle.brokerPhone].filter(Boolean).join(' · ') : null,
    },
    vehicle: vehicle.registrationNumber,
    lines,
    netHirePaise,
    payments,
    paidPaise: payments.reduce((sum, payment) => sum + payment.paidPaise, 0),
    tdsPaise: payments.reduce((sum, payment) => sum + payment.tdsPaise, 0),
    balancePaise: netHirePaise - settled,
  };
}
