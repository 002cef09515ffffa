import { bigint, boolean, date, index, integer, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { userRole } from './accounts';
import { driverStatus, truckStatus } from './masters';
import { quoteStatus } from './site';
import { tripStatus } from './trips';

/*
 * Counts the database keeps as records change (issue 27). The lists' stats read these few rows instead of
 * grouping up to 100,000 records on every call. Statement-level triggers of migration 0011 keep them in
 * the transaction that changes the records, so a figure read after a write includes it, whichever server
 * or tool wrote. A row whose count has gone back to 0 stays; readers add up, they never list keys.
 */
export const truckStatusCounts = pgTable('truck_status_counts', {
  status: truckStatus().primaryKey(),
  total: integer().notNull(),
});

export const driverStatusCounts = pgTable('driver_status_counts', {
  status: driverStatus().primaryKey(),
  total: integer().notNull(),
});

/** Trucks by the date their next paper expires, drivers by their licence's: how many expire on each day. */
export const expiryCounts = pgTable(
  'expiry_counts',
  {
    kind: text().$type<'truck' | 'driver'>().notNull(),
    expiresOn: date({ mode: 'string' }).notNull(),
    total: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.expiresOn] })],
);

export const userCounts = pgTable(
  'user_counts',
  {
    role: userRole().notNull(),
    active: boolean().notNull(),
    total: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.role, table.active] })],
);

/** Quotes by the UTC day they arrived and their status. */
export const quoteDayCounts = pgTable(
  'quote_day_counts',
  {
    day: date({ mode: 'string' }).notNull(),
    status: quoteStatus().notNull(),
    total: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.status] })],
);

/**
 * Trips by session, trip date and status, with their freight, and (migration 0021) the profit and loss's
 * figures of the trips: the P&L overall and by month and the dashboard's months add up these rows.
 */
export const tripDayCounts = pgTable(
  'trip_day_counts',
  {
    sessionId: uuid().notNull(),
    tripDate: date({ mode: 'string' }).notNull(),
    status: tripStatus().notNull(),
    trips: integer().notNull(),
    freightPaise: bigint({ mode: 'number' }).notNull(),
    /** Km run: end − start of the trips that have both. */
    km: bigint({ mode: 'number' }).notNull().default(0),
    /** The party totals (freight and the party-side charges). */
    incomePaise: bigint({ mode: 'number' }).notNull().default(0),
    /** Party total − estimated profit: a market trip's hire and vehicle-side charges, 0 for an own truck's. */
    hirePaise: bigint({ mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.sessionId, table.tripDate, table.status] })],
);

/**
 * Trips not cancelled by session and route (places compared without case), with their freight. `origin`
 * and `destination` are the route's spelling that sorts first among its trips', as the stats show it.
 */
export const tripRouteCounts = pgTable(
  'trip_route_counts',
  {
    sessionId: uuid().notNull(),
    originKey: text().notNull(),
    destinationKey: text().notNull(),
    origin: text().notNull(),
    destination: text().notNull(),
    trips: integer().notNull(),
    freightPaise: bigint({ mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.sessionId, table.originKey, table.destinationKey] }),
    index('trip_route_counts_trips_idx').on(table.sessionId, table.trips),
  ],
);

/**
 * How many rows some tables hold (migration 0026), for their lists' totals when nothing filters them
 * (lib/listing.ts). Each table's count is spread over a few slots, one per writing connection modulo
 * their number, so that writers of one table seldom wait on one row; readers add the slots up.
 */
export const tableRowCounts = pgTable(
  'table_row_counts',
  {
    tableName: text().notNull(),
    slot: smallint().notNull(),
    total: bigint({ mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.tableName, table.slot] })],
);

/**
 * How many statements have changed some tables (migration 0037): a search walking from where its
 * matches were learnt to begin does so only while its table's count is what it was then
 * (lib/common-search.ts). Slots as in table_row_counts: readers add them up.
 */
export const tableChangeCounts = pgTable(
  'table_change_counts',
  {
    tableName: text().notNull(),
    slot: smallint().notNull(),
    changes: bigint({ mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.tableName, table.slot] })],
);

/**
 * The trips' list totals (migration 0027) for the whole list (`filter` '') and for a list narrowed by
 * one filter: `filter` is the list's query parameter (sessionId, status, billingPartyId, truckId, driverId,
 * vehicleId, origin, destination) and `value` what it is given as text (places lower-cased). The trips
 * count every trip; the money adds up those not cancelled, as the list's totals do. Slots as in
 * table_row_counts: readers add them up.
 */
export const tripListTotals = pgTable(
  'trip_list_totals',
  {
    filter: text().notNull(),
    value: text().notNull(),
    slot: smallint().notNull(),
    trips: bigint({ mode: 'number' }).notNull(),
    freightPaise: bigint({ mode: 'number' }).notNull(),
    partyTotalPaise: bigint({ mode: 'number' }).notNull(),
    ownerPayablePaise: bigint({ mode: 'number' }).notNull(),
    estimatedProfitPaise: bigint({ mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.filter, table.value, table.slot] })],
);
