import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { fleetKinds, rateBases, tripStatuses } from 'shared-api/schemas';
import type {
  ChargeEffect,
  ChargeSide,
  DocumentType,
  FreightTerms,
  GstPayer,
  RiskType,
  TripChargeKind,
} from 'shared-api/schemas';
import { users } from './accounts';
import { searchText, timestamps, trigramIndex } from './columns';
import { storedFiles } from './files';
import { billingParties, branches, drivers, financialSessions, trucks, vehicles } from './masters';
import { shipments } from './tracking';

// Trips, their charges and their documents.

export const tripStatus = pgEnum('trip_status', tripStatuses);
export const fleetKind = pgEnum('fleet_kind', fleetKinds);
export const rateBasis = pgEnum('rate_basis', rateBases);

/**
 * The last trip no. and LR no. issued in each session by each branch (null: the trips booked outside
 * any branch). A new trip takes the next numbers by updating this row inside its own transaction: the
 * row lock makes simultaneous bookings wait for each other, and a booking that fails rolls its numbers
 * back with it, so a series never has a gap or a duplicate.
 */
export const tripSeries = pgTable(
  'trip_series',
  {
    sessionId: uuid()
      .notNull()
      .references(() => financialSessions.id),
    branchId: uuid().references(() => branches.id),
    lastTripNumber: integer().notNull().default(0),
    lastLrNumber: integer().notNull().default(0),
  },
  (table) => [unique('trip_series_session_branch_key').on(table.sessionId, table.branchId).nullsNotDistinct()],
);

/** Money in integer paise; weights in tonnes as exact decimals. Totals are kept by the service with the trip. */
export const trips = pgTable(
  'trips',
  {
    id: uuid().primaryKey().defaultRandom(),
    sessionId: uuid()
      .notNull()
      .references(() => financialSessions.id),
    tripNumber: integer().notNull(),
    lrNumber: integer().notNull(),
    /** 'T-2526-00042' and 'LR-2526-00042', kept as text so a search finds them as printed. */
    tripNo: text().notNull(),
    lrNo: text().notNull(),
    tripDate: date({ mode: 'string' }).notNull(),
    lrDate: date({ mode: 'string' }).notNull(),
    status: tripStatus().notNull().default('planned'),
    billingPartyId: uuid()
      .notNull()
      .references(() => billingParties.id),
    consignorName: text().notNull(),
    consignorAddress: text(),
    consignorGstin: text(),
    consignorPhone: text(),
    consigneeName: text().notNull(),
    consigneeAddress: text(),
    consigneeGstin: text(),
    consigneePhone: text(),
    deliveryAddress: text(),
    origin: text().notNull(),
    destination: text().notNull(),
    distanceKm: integer(),
    goodsDescription: text().notNull(),
    packages: integer(),
    packing: text(),
    actualWeightTonnes: numeric({ precision: 9, scale: 3 }).notNull(),
    chargedWeightTonnes: numeric({ precision: 9, scale: 3 }),
    declaredValuePaise: bigint({ mode: 'number' }),
    invoiceNumber: text(),
    invoiceDate: date({ mode: 'string' }),
    invoiceValuePaise: bigint({ mode: 'number' }),
    ewayBillNumber: text(),
    ewayBillValidUntil: date({ mode: 'string' }),
    freightTerms: text().$type<FreightTerms>().notNull(),
    gstPayer: text().$type<GstPayer>().notNull(),
    risk: text().$type<RiskType>().notNull(),
    rateBasis: rateBasis().notNull(),
    ratePaise: bigint({ mode: 'number' }).notNull(),
    freightPaise: bigint({ mode: 'number' }).notNull(),
    partyAdvancePaise: bigint({ mode: 'number' }).notNull().default(0),
    fleet: fleetKind().notNull(),
    truckId: uuid().references(() => trucks.id),
    driverId: uuid().references(() => drivers.id),
    vehicleId: uuid().references(() => vehicles.id),
    marketDriverName: text(),
    marketDriverPhone: text(),
    hireRateBasis: rateBasis(),
    hireRatePaise: bigint({ mode: 'number' }),
    hirePaise: bigint({ mode: 'number' }),
    hireAdvancePaise: bigint({ mode: 'number' }).notNull().default(0),
    commissionPaise: bigint({ mode: 'number' }).notNull().default(0),
    startKm: integer(),
    endKm: integer(),
    partyTotalPaise: bigint({ mode: 'number' }).notNull(),
    ownerPayablePaise: bigint({ mode: 'number' }).notNull().default(0),
    /**
     * Kept: what the company still owes the owner on this trip, −Σ the trip's owner lines − Σ its
     * standing owner payments with their TDS (ledger/kept-balances.ts has the definition), written in the
     * transaction that posts the lines or records or reverses a payment; the owner-due queue reads it.
     */
    ownerOwedPaise: bigint({ mode: 'number' }).notNull().default(0),
    estimatedProfitPaise: bigint({ mode: 'number' }).notNull(),
    remarks: text(),
    cancelReason: text(),
    startedAt: timestamp({ withTimezone: true }),
    deliveredAt: timestamp({ withTimezone: true }),
    podReceivedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    /** The shipment the public tracking page follows; its tracking number is printed on the LR. */
    shipmentId: uuid()
      .notNull()
      .references(() => shipments.id),
    trackingNumber: text().notNull(),
    /** The branch that booked it, whose series numbered it; null: booked outside any branch. */
    branchId: uuid().references(() => branches.id),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    searchText: searchText([
      'trip_no',
      'lr_no',
      'tracking_number',
      'consignor_name',
      'consignee_name',
      'origin',
      'destination',
      'invoice_number',
      'eway_bill_number',
    ]),
    ...timestamps,
  },
  (table) => [
    // Each branch numbers its own trips (and the trips outside any branch theirs).
    unique('trips_session_trip_number_key').on(table.sessionId, table.branchId, table.tripNumber).nullsNotDistinct(),
    unique('trips_session_lr_number_key').on(table.sessionId, table.branchId, table.lrNumber).nullsNotDistinct(),
    index('trips_branch_date_idx').on(table.branchId, table.tripDate, table.tripNumber, table.id),
    uniqueIndex('trips_shipment_key').on(table.shipmentId),
    // A truck and a driver are on at most one trip in transit: the database itself refuses a second.
    uniqueIndex('trips_truck_in_transit_key')
      .on(table.truckId)
      .where(sql`${table.status} = 'in_transit'`),
    uniqueIndex('trips_driver_in_transit_key')
      .on(table.driverId)
      .where(sql`${table.status} = 'in_transit'`),
    // The list's sorts with their tie-breakers (the trip number, as a person reads the trips of one day,
    // then the id), alone and after each filter a person picks; migrations 0010 and 0012 add by hand what
    // the totals sum (INCLUDE), so they read these indexes alone.
    index('trips_date_idx').on(table.tripDate, table.tripNumber, table.id),
    index('trips_session_date_idx').on(table.sessionId, table.tripDate, table.tripNumber, table.id),
    index('trips_session_number_idx').on(table.sessionId, table.tripNumber, table.id),
    index('trips_status_date_idx').on(table.status, table.tripDate, table.tripNumber, table.id),
    index('trips_party_date_idx').on(table.billingPartyId, table.tripDate, table.tripNumber, table.id),
    index('trips_truck_date_idx').on(table.truckId, table.tripDate, table.tripNumber, table.id),
    index('trips_driver_date_idx').on(table.driverId, table.tripDate, table.tripNumber, table.id),
    index('trips_vehicle_date_idx').on(table.vehicleId, table.tripDate, table.tripNumber, table.id),
    index('trips_origin_date_idx').on(sql`lower(${table.origin})`, table.tripDate, table.tripNumber, table.id),
    index('trips_destination_date_idx').on(sql`lower(${table.destination})`, table.tripDate, table.tripNumber, table.id),
    index('trips_session_route_idx').on(table.sessionId, sql`lower(${table.origin})`, sql`lower(${table.destination})`),
    index('trips_freight_idx').on(table.freightPaise, table.tripNumber, table.id),
    index('trips_created_idx').on(table.createdAt, table.tripNumber, table.id),
    trigramIndex('trips_search_idx', table.searchText, { direct: true }),
    // A trip's reference typed whole in a search (trips/text-match.ts).
    index('trips_trip_no_idx').on(table.tripNo),
    index('trips_lr_no_idx').on(table.lrNo),
    index('trips_tracking_number_idx').on(table.trackingNumber),
    // The payment queues (payments/pending.ts), each in its order: the Indian day the trip came into
    // the queue, the trip number, the id; partial, so a queue's page and its count read only its trips.
    // Migration 0019 adds by hand the amount each queue sums (INCLUDE), so its count reads the index alone.
    index('trips_pod_pending_idx')
      .on(sql`((${table.deliveredAt} at time zone 'Asia/Kolkata')::date)`, table.tripNumber, table.id)
      .where(sql`${table.status} = 'delivered'`),
    index('trips_unbilled_idx')
      .on(sql`((${table.podReceivedAt} at time zone 'Asia/Kolkata')::date)`, table.tripNumber, table.id)
      .where(sql`${table.status} = 'pod_received'`),
    index('trips_owner_due_idx')
      .on(sql`((${table.podReceivedAt} at time zone 'Asia/Kolkata')::date)`, table.tripNumber, table.id)
      .where(sql`${table.fleet} = 'market' and ${table.status} in ('pod_received', 'billed') and ${table.ownerOwedPaise} > 0`),
    // The owners' balance report's totals over every market vehicle (ledger/owner-balances.ts): its
    // commission, trips and POD-pending counts from this index alone (migration 0020 adds INCLUDE by hand).
    index('trips_market_idx')
      .on(table.tripDate)
      .where(sql`${table.vehicleId} is not null and ${table.status} <> 'cancelled'`),
    check(
      'trips_one_fleet',
      sql`(${table.fleet} = 'own' and ${table.truckId} is not null and ${table.driverId} is not null and ${table.vehicleId} is null) or (${table.fleet} = 'market' and ${table.vehicleId} is not null and ${table.truckId} is null and ${table.driverId} is null and ${table.hirePaise} is not null)`,
    ),
    check('trips_km_order', sql`${table.endKm} is null or ${table.startKm} is null or ${table.endKm} >= ${table.startKm}`),
    check(
      'trips_amounts_not_negative',
      sql`${table.freightPaise} >= 0 and ${table.partyAdvancePaise} >= 0 and ${table.hireAdvancePaise} >= 0 and ${table.commissionPaise} >= 0`,
    ),
  ],
);

/** A trip's extra charges, in the order the form lists them. */
export const tripCharges = pgTable(
  'trip_charges',
  {
    id: uuid().primaryKey().defaultRandom(),
    tripId: uuid()
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    kind: text().$type<TripChargeKind>().notNull(),
    side: text().$type<ChargeSide>().notNull(),
    effect: text().$type<ChargeEffect>().notNull(),
    amountPaise: bigint({ mode: 'number' }).notNull(),
    note: text(),
  },
  (table) => [
    uniqueIndex('trip_charges_trip_position_key').on(table.tripId, table.position),
    check('trip_charges_amount_positive', sql`${table.amountPaise} > 0`),
  ],
);

/**
 * Files filed with a trip. The bytes are a stored file (in the database, so every API instance serves
 * them and a backup holds them); its name, type and size are repeated here for the list's sorts.
 */
export const tripDocuments = pgTable(
  'trip_documents',
  {
    id: uuid().primaryKey().defaultRandom(),
    tripId: uuid()
      .notNull()
      .references(() => trips.id),
    type: text().$type<DocumentType>().notNull(),
    note: text(),
    fileId: uuid()
      .notNull()
      .references(() => storedFiles.id),
    fileName: text().notNull(),
    contentType: text().notNull(),
    sizeBytes: integer().notNull(),
    uploadedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    uploadedByEmail: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    searchText: searchText(['file_name', 'note']),
  },
  (table) => [
    uniqueIndex('trip_documents_file_key').on(table.fileId),
    index('trip_documents_trip_idx').on(table.tripId, table.createdAt, table.id),
    index('trip_documents_created_idx').on(table.createdAt, table.id),
    index('trip_documents_type_created_idx').on(table.type, table.createdAt, table.id),
    index('trip_documents_file_name_idx').on(table.fileName, table.id),
    trigramIndex('trip_documents_search_idx', table.searchText, { direct: true }),
  ],
);

export type TripRow = typeof trips.$inferSelect;
export type TripChargeRow = typeof tripCharges.$inferSelect;
export type TripDocumentRow = typeof tripDocuments.$inferSelect;
