import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { BillableTrip } from 'shared-api/schemas';
import type { Db } from '../../db/client';
import { freightBills, freightBillTrips, trips, trucks, vehicles } from '../../db/schema';

/*
 * A trip as a bill line sees it: its LR, the vehicle that carried it, the weight charged and what the
 * party owes for it (freight plus the party-side charges, which is the trip's party total).
 */

type Reader = Pick<Db, 'select'>;

const BILLABLE = {
  id: trips.id,
  tripNo: trips.tripNo,
  lrNo: trips.lrNo,
  lrDate: trips.lrDate,
  status: trips.status,
  billingPartyId: trips.billingPartyId,
  vehicleNumber: sql<string | null>`coalesce(${trucks.registrationNumber}, ${vehicles.registrationNumber})`,
  origin: trips.origin,
  destination: trips.destination,
  goodsDescription: trips.goodsDescription,
  // What the freight was charged on: the charged weight when the LR has one.
  weightTonnes: sql<string>`coalesce(${trips.chargedWeightTonnes}, ${trips.actualWeightTonnes})::text`,
  rateBasis: trips.rateBasis,
  ratePaise: trips.ratePaise,
  freightPaise: trips.freightPaise,
  partyTotalPaise: trips.partyTotalPaise,
};

export type TripForBill = BillableTrip & { status: (typeof trips.$inferSelect)['status']; billingPartyId: string };

function selectTrips(reader: Reader) {
  return reader
    .select(BILLABLE)
    .from(trips)
    .leftJoin(trucks, eq(trucks.id, trips.truckId))
    .leftJoin(vehicles, eq(vehicles.id, trips.vehicleId));
}

function toTripForBill({ partyTotalPaise, ...row }: Awaited<ReturnType<typeof selectTrips>>[number]): TripForBill {
  return { ...row, chargesPaise: partyTotalPaise - row.freightPaise, taxablePaise: partyTotalPaise };
}

const lrOrder = [asc(trips.lrDate), asc(trips.lrNumber), asc(trips.id)];

/** A party's trips that can go on a bill now: POD received and on no standing bill, oldest LR first. */
export async function billableTrips(reader: Reader, billingPartyId: string): Promise<BillableTrip[]> {
  const rows = await selectTrips(reader)
    .where(
      and(
        eq(trips.billingPartyId, billingPartyId),
        eq(trips.status, 'pod_received'),
        sql`not exists (select 1 from ${freightBillTrips} l where l.trip_id = ${trips.id} and l.active)`,
      ),
    )
    .orderBy(...lrOrder);
  return rows.map((row) => {
    const { status: _status, billingPartyId: _party, ...trip } = toTripForBill(row);
    return trip;
  });
}

/**
 * The chosen trips, locked until the bill's transaction ends (in id order, so two bills taking some
 * of the same trips wait for each other instead of deadlocking), then read in LR order.
 */
export async function lockTrips(tx: Pick<Db, 'select'>, ids: readonly string[]): Promise<TripForBill[]> {
  await tx
    .select({ id: trips.id })
    .from(trips)
    .where(inArray(trips.id, [...ids]))
    .orderBy(asc(trips.id))
    .for('update');
  const rows = await selectTrips(tx)
    .where(inArray(trips.id, [...ids]))
    .orderBy(...lrOrder);
  return rows.map(toTripForBill);
}

/** The standing bill each of these trips is on. */
export async function standingBillsOf(reader: Reader, tripIds: readonly string[]): Promise<Map<string, string>> {
  if (tripIds.length === 0) return new Map();
  const rows = await reader
    .select({ tripId: freightBillTrips.tripId, billNo: freightBills.billNo })
    .from(freightBillTrips)
    .innerJoin(freightBills, eq(freightBills.id, freightBillTrips.billId))
    .where(and(inArray(freightBillTrips.tripId, [...tripIds]), eq(freightBillTrips.active, true)));
  return new Map(rows.map((row) => [row.tripId, row.billNo]));
}
