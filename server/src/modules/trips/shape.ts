import { asc, eq, sql } from 'drizzle-orm';
import {
  shipmentStatusLabels,
  tripAmounts,
  type Trip,
  type TripCharge,
  type TripDetail,
  type TripEvent,
} from 'shared-api/schemas';
import type { Db } from '../../db/client';
import {
  billingParties,
  drivers,
  financialSessions,
  trackingEvents,
  tripCharges,
  tripDocuments,
  trips,
  trucks,
  vehicles,
  type TripRow,
} from '../../db/schema';

/*
 * Trip rows → what the API answers. A page of trips is shaped with one more query, whatever its size:
 * the related names, the charges and the document counts come back with the trips they belong to.
 */

type Reader = Pick<Db, 'select'>;

interface Related {
  id: string;
  sessionName: string;
  party: Trip['billingParty'];
  truck: Trip['truck'];
  driver: Trip['driver'];
  vehicle: Trip['vehicle'];
  charges: TripCharge[];
  documentCount: number;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * The related names, charges and document counts of the trips `ids` names. Every list page and trip
 * runs it: prepared once per database handle (or transaction), since building this statement in
 * drizzle and planning it in PostgreSQL cost more than running it.
 */
function relatedStatement(reader: Reader) {
  return reader
    .select({
      id: trips.id,
      sessionName: financialSessions.name,
      partyId: billingParties.id,
      partyName: billingParties.name,
      partyGstin: billingParties.gstin,
      partyEmail: billingParties.email,
      truckId: trucks.id,
      truckNumber: trucks.registrationNumber,
      truckType: trucks.truckType,
      driverId: drivers.id,
      driverName: drivers.name,
      driverPhone: drivers.phone,
      vehicleId: vehicles.id,
      vehicleNumber: vehicles.registrationNumber,
      vehicleOwner: vehicles.ownerName,
      vehicleType: vehicles.vehicleType,
      charges: sql<
        TripCharge[]
      >`(select coalesce(json_agg(json_build_object('kind', c.kind, 'side', c.side, 'effect', c.effect, 'amountPaise', c.amount_paise, 'note', c.note) order by c.position), '[]'::json) from ${tripCharges} c where c.trip_id = ${trips.id})`,
      documentCount: sql<number>`(select count(*) from ${tripDocuments} d where d.trip_id = ${trips.id})`.mapWith(Number),
    })
    .from(trips)
    .innerJoin(financialSessions, eq(financialSessions.id, trips.sessionId))
    .innerJoin(billingParties, eq(billingParties.id, trips.billingPartyId))
    .leftJoin(trucks, eq(trucks.id, trips.truckId))
    .leftJoin(drivers, eq(drivers.id, trips.driverId))
    .leftJoin(vehicles, eq(vehicles.id, trips.vehicleId))
    .where(sql`${trips.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('trip_related');
}

const preparedFor = new WeakMap<Reader, ReturnType<typeof relatedStatement>>();

async function relatedOf(reader: Reader, ids: string[]): Promise<Map<string, Related>> {
  if (ids.length === 0) return new Map();
  let statement = preparedFor.get(reader);
  if (!statement) {
    statement = relatedStatement(reader);
    preparedFor.set(reader, statement);
  }
  const rows = await statement.execute({ ids });
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        sessionName: row.sessionName,
        party: { id: row.partyId, name: row.partyName, gstin: row.partyGstin, email: row.partyEmail },
        truck: row.truckId ? { id: row.truckId, registrationNumber: row.truckNumber!, truckType: row.truckType! } : null,
        driver: row.driverId ? { id: row.driverId, name: row.driverName!, phone: row.driverPhone! } : null,
        vehicle: row.vehicleId
          ? {
              id: row.vehicleId,
              registrationNumber: row.vehicleNumber!,
              ownerName: row.vehicleOwner!,
              vehicleType: row.vehicleType,
            }
          : null,
        // bigint paise come back from json_agg as JSON numbers: exact below 2^53, as every amount is.
        charges: (typeof row.charges === 'string' ? (JSON.parse(row.charges) as TripCharge[]) : row.charges).map((charge) => ({
          ...charge,
          amountPaise: Number(charge.amountPaise),
        })),
        documentCount: row.documentCount,
      },
    ]),
  );
}

function toTrip(row: TripRow, related: Related): Trip {
  return {
    id: row.id,
    sessionId: row.sessionId,
    sessionName: related.sessionName,
    tripNumber: row.tripNumber,
    lrNumber: row.lrNumber,
    tripNo: row.tripNo,
    lrNo: row.lrNo,
    trackingNumber: row.trackingNumber,
    tripDate: row.tripDate,
    lrDate: row.lrDate,
    status: row.status,
    billingParty: related.party,
    consignor: { name: row.consignorName, address: row.consignorAddress, gstin: row.consignorGstin, phone: row.consignorPhone },
    consignee: { name: row.consigneeName, address: row.consigneeAddress, gstin: row.consigneeGstin, phone: row.consigneePhone },
    deliveryAddress: row.deliveryAddress,
    origin: row.origin,
    destination: row.destination,
    distanceKm: row.distanceKm,
    goodsDescription: row.goodsDescription,
    packages: row.packages,
    packing: row.packing,
    actualWeightTonnes: row.actualWeightTonnes,
    chargedWeightTonnes: row.chargedWeightTonnes,
    declaredValuePaise: row.declaredValuePaise,
    invoiceNumber: row.invoiceNumber,
    invoiceDate: row.invoiceDate,
    invoiceValuePaise: row.invoiceValuePaise,
    ewayBillNumber: row.ewayBillNumber,
    ewayBillValidUntil: row.ewayBillValidUntil,
    freightTerms: row.freightTerms,
    gstPayer: row.gstPayer,
    risk: row.risk,
    rateBasis: row.rateBasis,
    ratePaise: row.ratePaise,
    freightPaise: row.freightPaise,
    partyAdvancePaise: row.partyAdvancePaise,
    fleet: row.fleet,
    truck: related.truck,
    driver: related.driver,
    vehicle: related.vehicle,
    marketDriverName: row.marketDriverName,
    marketDriverPhone: row.marketDriverPhone,
    hireRateBasis: row.hireRateBasis,
    hireRatePaise: row.hireRatePaise,
    hirePaise: row.hirePaise,
    hireAdvancePaise: row.hireAdvancePaise,
    commissionPaise: row.commissionPaise,
    startKm: row.startKm,
    endKm: row.endKm,
    charges: related.charges,
    amounts: tripAmounts({
      fleet: row.fleet,
      freightPaise: row.freightPaise,
      partyAdvancePaise: row.partyAdvancePaise,
      charges: related.charges,
      hirePaise: row.hirePaise,
      hireAdvancePaise: row.hireAdvancePaise,
      commissionPaise: row.commissionPaise,
    }),
    remarks: row.remarks,
    cancelReason: row.cancelReason,
    startedAt: iso(row.startedAt),
    deliveredAt: iso(row.deliveredAt),
    podReceivedAt: iso(row.podReceivedAt),
    cancelledAt: iso(row.cancelledAt),
    documentCount: related.documentCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Trips as the API shows them, in the order of `rows`. */
export async function toTrips(reader: Reader, rows: TripRow[]): Promise<Trip[]> {
  const related = await relatedOf(
    reader,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toTrip(row, related.get(row.id)!));
}

/** A trip's tracking timeline, oldest first. */
export async function eventsOf(reader: Reader, shipmentId: string): Promise<TripEvent[]> {
  const rows = await reader
    .select()
    .from(trackingEvents)
    .where(eq(trackingEvents.shipmentId, shipmentId))
    .orderBy(asc(trackingEvents.eventDate), asc(trackingEvents.eventTime), asc(trackingEvents.createdAt));
  return rows.map((event) => ({
    id: event.id,
    date: event.eventDate,
    time: event.eventTime.slice(0, 5),
    status: event.status,
    statusLabel: shipmentStatusLabels[event.status],
    location: event.location,
    description: event.description,
  }));
}

export async function toTripDetail(reader: Reader, row: TripRow): Promise<TripDetail> {
  const [[trip], events] = await Promise.all([toTrips(reader, [row]), eventsOf(reader, row.shipmentId)]);
  return { ...trip!, events };
}
