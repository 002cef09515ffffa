import { eq } from 'drizzle-orm';
import { tdsReasonLabels } from 'shared-api/money';
import { indianToday, type DriverSettlementTerms, type OwnerPaymentTerms } from 'shared-api/schemas';
import type { Db } from '../../db/client';
import { drivers, trips } from '../../db/schema';
import { fieldError, openSessionOfDate } from '../ledger/accounts';
import { settlementTerms } from './driver-settlements';
import { marketTripOf, ownerPaymentTerms } from './owner-payments';

/*
 * What a payment to an owner or a driver's settlement would come to, worked out by the same code that
 * records them, so the form shows the TDS and the balances the server will post.
 */

const routeOf = (trip: { origin: string; destination: string }) => `${trip.origin} → ${trip.destination}`;

export function createPaymentTerms(db: Db) {
  return {
    async ownerPayment({
      tripId,
      entryDate,
      gross,
    }: {
      tripId: string;
      entryDate?: string | undefined;
      gross?: number | undefined;
    }): Promise<OwnerPaymentTerms> {
      const trip = await marketTripOf(db, tripId, false);
      const session = await openSessionOfDate(db, entryDate ?? indianToday(), 'entryDate');
      const terms = await ownerPaymentTerms(db, trip, session.id, gross ?? 0);
      const { vehicle } = terms;
      return {
        trip: {
          id: trip.id,
          tripNo: trip.tripNo,
          lrNo: trip.lrNo,
          route: routeOf(trip),
          status: trip.status,
          hireAdvancePaise: trip.hireAdvancePaise,
        },
        vehicle: {
          id: vehicle.id,
          registrationNumber: vehicle.registrationNumber,
          ownerName: vehicle.ownerName,
          ownerPan: vehicle.ownerPan,
          declaredSmallFleet: vehicle.ownerDeclaredSmallFleet,
          brokerName: vehicle.brokerName,
          bankAccount: vehicle.bankAccountNumber
            ? [vehicle.bankName, vehicle.bankAccountNumber, vehicle.bankIfsc].filter(Boolean).join(' · ')
            : null,
        },
        owedPaise: terms.owedPaise,
        earlierThisYearPaise: terms.earlierThisYearPaise,
        balanceAllowed: terms.balanceAllowed,
        payment: gross
          ? {
              grossPaise: gross,
              tdsPaise: terms.tds.tdsPaise,
              rateBasisPoints: terms.tds.rateBasisPoints,
              reason: tdsReasonLabels[terms.tds.reason],
              netPaise: gross - terms.tds.tdsPaise,
            }
          : null,
      };
    },

    async driverSettlement({ tripId }: { tripId: string }): Promise<DriverSettlementTerms> {
      const [trip] = await db.select().from(trips).where(eq(trips.id, tripId)).limit(1);
      if (!trip) throw fieldError('tripId', 'This trip does not exist (any more)');
      if (trip.fleet !== 'own') throw fieldError('tripId', `${trip.tripNo} runs on a market vehicle: its driver is the owner’s`);
      const [driver] = trip.driverId
        ? await db.select({ id: drivers.id, name: drivers.name }).from(drivers).where(eq(drivers.id, trip.driverId))
        : [];
      return {
        trip: { id: trip.id, tripNo: trip.tripNo, lrNo: trip.lrNo, route: routeOf(trip), status: trip.status },
        driver: driver ?? null,
        ...(await settlementTerms(db, trip)),
      };
    },
  };
}

export type PaymentTerms = ReturnType<typeof createPaymentTerms>;
