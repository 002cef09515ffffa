import { eq, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import {
  shipmentStatusLabels,
  tripAmounts,
  type PaymentMode,
  type Trip,
  type TripCharge,
  type TripDetail,
  type TripEvent,
  type TripListItem,
} from 'shared-api/schemas';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import {
  banks,
  billingParties,
  drivers,
  financialSessions,
  moneyEntries,
  trackingEvents,
  tripCharges,
  tripDocuments,
  trips,
  trucks,
  vehicles,
  type TripRow,
} from '../../db/schema';

/*
 * Trip rows → what the API answers: a trip comes back from the database with what it shows of other
 * records (its session, party, truck, driver, vehicle, charges and document count) in the same row;
 * a page of them (list-page.ts) reads what the list shows of each alone.
 */

export type Reader = Pick<Db, 'select'>;

export const TRIP_NOT_FOUND = 'Trip not found';

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

/** A trip's charges in their order, as one JSON value. */
export const TRIP_CHARGES = sql<
  TripCharge[] | string
>`(select coalesce(json_agg(json_build_object('kind', c.kind, 'side', c.side, 'effect', c.effect, 'amountPaise', c.amount_paise, 'note', c.note) order by c.position), '[]'::json) from ${tripCharges} c where c.trip_id = ${trips.id})`;

export const TRIP_DOCUMENT_COUNT = sql<number>`(select count(*) from ${tripDocuments} d where d.trip_id = ${trips.id})`.mapWith(
  Number,
);

/** json_agg's charges (text on PGlite, parsed by pg), their paise as numbers: exact below 2^53, as every amount is. */
export function chargesOf(raw: TripCharge[] | string): TripCharge[] {
  return (typeof raw === 'string' ? (JSON.parse(raw) as TripCharge[]) : raw).map((charge) => ({
    ...charge,
    amountPaise: Number(charge.amountPaise),
  }));
}

/** What a trip shows of its session, party, truck, driver and vehicle, its charges and its documents. */
const RELATED = {
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
  charges: TRIP_CHARGES,
  documentCount: TRIP_DOCUMENT_COUNT,
};

/** A trip's tracking timeline, oldest first, as one JSON value. */
const EVENTS = sql<
  RawEvent[]
>`(select coalesce(json_agg(json_build_object('id', e.id, 'date', e.event_date, 'time', e.event_time, 'status', e.status, 'location', e.location, 'description', e.description) order by e.event_date, e.event_time, e.created_at), '[]'::json) from ${trackingEvents} e where e.shipment_id = ${trips.shipmentId})`;

/** The standing receipt of the trip's party advance, as one JSON value (null without one). */
const ADVANCE_RECEIPT = sql<
  RawAdvance | string | null
>`(select json_build_object('id', m.id, 'reference', m.reference, 'mode', m.mode, 'bankId', b.id, 'bankName', b.name) from ${moneyEntries} m left join ${banks} b on b.id = m.to_bank_id where m.trip_id = ${trips.id} and m.kind = 'receipt' and m.reversed_at is null limit 1)`;

interface RawAdvance {
  id: string;
  reference: string;
  mode: PaymentMode;
  bankId: string | null;
  bankName: string | null;
}

function toAdvanceReceipt(raw: RawAdvance | string | null): TripDetail['partyAdvanceReceipt'] {
  const advance = typeof raw === 'string' ? (JSON.parse(raw) as RawAdvance) : raw;
  if (!advance) return null;
  return {
    id: advance.id,
    reference: advance.reference,
    mode: advance.mode,
    bank: advance.bankId ? { id: advance.bankId, name: advance.bankName ?? '' } : null,
  };
}

interface RawEvent {
  id: string;
  date: string;
  time: string;
  status: TripEvent['status'];
  location: string;
  description: string;
}

/** A trip's numbers, session and date: the first fields of both a listed trip and a trip's own page. */
export const TRIP_NUMBERS = {
  id: trips.id,
  sessionId: trips.sessionId,
  sessionName: financialSessions.name,
  tripNumber: trips.tripNumber,
  lrNumber: trips.lrNumber,
  tripNo: trips.tripNo,
  lrNo: trips.lrNo,
  trackingNumber: trips.trackingNumber,
  branchId: trips.branchId,
  tripDate: trips.tripDate,
};

/** What a list shows of a trip and of its session, party, truck, driver and vehicle (TripListItem). */
const LISTED = {
  ...TRIP_NUMBERS,
  status: trips.status,
  origin: trips.origin,
  destination: trips.destination,
  fleet: trips.fleet,
  marketDriverName: trips.marketDriverName,
  freightPaise: trips.freightPaise,
  createdAt: trips.createdAt,
  updatedAt: trips.updatedAt,
  partyId: billingParties.id,
  partyName: billingParties.name,
  truckId: trucks.id,
  truckNumber: trucks.registrationNumber,
  driverId: drivers.id,
  driverName: drivers.name,
  vehicleId: vehicles.id,
  vehicleNumber: vehicles.registrationNumber,
  vehicleOwner: vehicles.ownerName,
};

/** Trips joined to their session, party, truck, driver and vehicle, reading `fields`. */
export function tripsJoined<Fields extends SelectedFields>(reader: Reader, fields: Fields) {
  return reader
    .select({ id: trips.id, ...fields })
    .from(trips)
    .innerJoin(financialSessions, eq(financialSessions.id, trips.sessionId))
    .innerJoin(billingParties, eq(billingParties.id, trips.billingPartyId))
    .leftJoin(trucks, eq(trucks.id, trips.truckId))
    .leftJoin(drivers, eq(drivers.id, trips.driverId))
    .leftJoin(vehicles, eq(vehicles.id, trips.vehicleId));
}

/** Trips with what they show of other records (RELATED), and whatever else `fields` adds. */
export function tripsWithRelated<Fields extends SelectedFields>(reader: Reader, fields: Fields) {
  return tripsJoined(reader, { ...RELATED, ...fields });
}

/** Trips as a list shows them (LISTED), and whatever else `fields` adds. */
export function listedTrips<Fields extends SelectedFields>(reader: Reader, fields: Fields) {
  return tripsJoined(reader, { ...LISTED, ...fields });
}

type ListedRow = Awaited<ReturnType<typeof listedTrips<Record<never, never>>>>[number];

export function toTripListItem(row: ListedRow): TripListItem {
  return {
    id: row.id,
    sessionId: row.sessionId,
    sessionName: row.sessionName,
    tripNumber: row.tripNumber,
    lrNumber: row.lrNumber,
    tripNo: row.tripNo,
    lrNo: row.lrNo,
    trackingNumber: row.trackingNumber,
    tripDate: row.tripDate,
    status: row.status,
    billingParty: { id: row.partyId, name: row.partyName },
    origin: row.origin,
    destination: row.destination,
    fleet: row.fleet,
    truck: row.truckId ? { id: row.truckId, registrationNumber: row.truckNumber! } : null,
    driver: row.driverId ? { id: row.driverId, name: row.driverName! } : null,
    vehicle: row.vehicleId ? { id: row.vehicleId, registrationNumber: row.vehicleNumber!, ownerName: row.vehicleOwner! } : null,
    marketDriverName: row.marketDriverName,
    freightPaise: row.freightPaise,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/*
 * Every trip screen runs this: prepared once per database handle (or transaction), since building it
 * in drizzle and planning it in PostgreSQL cost more than running it.
 */
export function preparedPerReader<T>(prepare: (reader: Reader) => T): (reader: Reader) => T {
  const prepared = new WeakMap<Reader, T>();
  return (reader) => {
    let found = prepared.get(reader);
    if (!found) {
      found = prepare(reader);
      prepared.set(reader, found);
    }
    return found;
  };
}

const detailStatement = preparedPerReader((reader) =>
  tripsWithRelated(reader, { row: trips, events: EVENTS, advance: ADVANCE_RECEIPT })
    .where(eq(trips.id, sql.placeholder('id')))
    .prepare('trip_detail'),
);

type RelatedRow = Awaited<ReturnType<typeof tripsWithRelated<Record<never, never>>>>[number];

function relatedOfRow(row: RelatedRow): Related {
  return {
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
    charges: chargesOf(row.charges),
    documentCount: row.documentCount,
  };
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
    branchId: row.branchId,
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

function toEvents(raw: RawEvent[] | string): TripEvent[] {
  return (typeof raw === 'string' ? (JSON.parse(raw) as RawEvent[]) : raw).map((event) => ({
    id: event.id,
    date: event.date,
    time: event.time.slice(0, 5),
    status: event.status,
    statusLabel: shipmentStatusLabels[event.status],
    location: event.location,
    description: event.description,
  }));
}

/** A trip with its timeline, in one statement; undefined when there is no such trip. */
export async function readTripDetail(reader: Reader, id: string): Promise<TripDetail | undefined> {
  const [found] = await detailStatement(reader).execute({ id });
  if (!found) return undefined;
  return {
    ...toTrip(found.row, relatedOfRow(found)),
    events: toEvents(found.events),
    partyAdvanceReceipt: toAdvanceReceipt(found.advance),
  };
}

/** A trip with its timeline, or 404. */
export async function tripDetailOf(reader: Reader, id: string): Promise<TripDetail> {
  const detail = await readTripDetail(reader, id);
  if (!detail) throw notFound(TRIP_NOT_FOUND);
  return detail;
}
