import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgEnum,
  pgSequence,
  pgTable,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { shipmentStatuses } from 'shared-api/schemas';
import type { QuoteService } from 'shared-api/schemas';
import { users } from './accounts';
import { timestamps } from './columns';
import { quotes } from './site';

// Shipments and their tracking timeline.

export const shipmentStatus = pgEnum('shipment_status', shipmentStatuses);

/** Numbers for tracking numbers the server generates: GRL100001, GRL100002, … */
export const shipmentTrackingSeq = pgSequence('shipment_tracking_seq', { startWith: 100001 });

/**
 * What a customer tracks. The trips issue adds `trips.shipment_id` (unique), so a trip owns one
 * shipment and its progress is written here through the shipments service's addEvent.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Always stored in upper case; looked up case-insensitively by upper-casing the input. */
    trackingNumber: text()
      .notNull()
      .default(sql`('GRL' || nextval('shipment_tracking_seq'))`),
    customerId: uuid().references(() => users.id, { onDelete: 'set null' }),
    quoteId: uuid().references(() => quotes.id, { onDelete: 'set null' }),
    service: text().$type<QuoteService>(),
    origin: text().notNull(),
    destination: text().notNull(),
    status: shipmentStatus().notNull().default('picked_up'),
    currentLocation: text().notNull(),
    progress: integer().notNull().default(0),
    estimatedDelivery: date({ mode: 'string' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('shipments_tracking_number_key').on(table.trackingNumber),
    index('shipments_customer_idx').on(table.customerId, table.createdAt),
    index('shipments_quote_idx').on(table.quoteId),
    check('shipments_progress_range', sql`${table.progress} between 0 and 100`),
    check('shipments_tracking_number_upper', sql`${table.trackingNumber} = upper(${table.trackingNumber})`),
  ],
);

/** One scan or status change. Date and time are local to where it happened, as a tracking page shows them. */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    shipmentId: uuid()
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    status: shipmentStatus().notNull(),
    location: text().notNull(),
    description: text().notNull(),
    eventDate: date({ mode: 'string' }).notNull(),
    eventTime: time({ precision: 0 }).notNull(),
    recordedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('tracking_events_shipment_idx').on(table.shipmentId, table.eventDate, table.eventTime)],
);

export type ShipmentRow = typeof shipments.$inferSelect;
export type TrackingEventRow = typeof trackingEvents.$inferSelect;
