import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import {
  newTrackingNumber,
  normaliseTrackingNumber,
  shipmentStatusLabels,
  trackingCheckHolds,
  type Shipment,
  type ShipmentStatus,
} from 'shared-api/schemas';
import type { QuoteService } from 'shared-api/schemas';
import type { Db } from '../../db/client';
import { billingParties, quotes, shipments, trackingEvents, trips, users, type ShipmentRow } from '../../db/schema';
import { conflict, isUniqueViolation, notFound } from '../../lib/errors';
import { referenceSql } from '../../lib/listing';

/** What the public tracking call answers for one shipment (spec §7, the shape of shared-api TrackingResult). */
export interface TrackingAnswer {
  trackingNumber: string;
  status: string;
  origin: string;
  destination: string;
  estimatedDelivery: string;
  currentLocation: string;
  progress: number;
  updates: { date: string; time: string; status: string; location: string; description: string }[];
  /**
   * A trip's consignment names its parties and lorry in its events: those are shown only to whoever also
   * gives the destination's PIN code. 'hidden' when they were left out, 'shown' when the PIN matched,
   * absent for a shipment with nothing to hide (a website booking).
   */
  details?: 'hidden' | 'shown';
  /** With details shown: who receives it. */
  consignee?: string;
}

/** Why a lookup found nothing to show in full: no such number, a typo, or a PIN that does not match. */
export type TrackingMiss = 'not-found' | 'typo' | 'wrong-pin';

/** The last six-digit Indian PIN code in an address (addresses end with it), or null. */
export function pinCodeOf(address: string | null): string | null {
  const found = address?.match(/(?<!\d)[1-9]\d{2}\s?\d{3}(?!\d)/g);
  return found ? found.at(-1)!.replace(/\s/g, '') : null;
}

export interface NewShipment {
  /** Omitted: a random one is drawn (GR7K3M9QXD-4, shared-api's tracking-numbers.ts). */
  trackingNumber?: string;
  customerId?: string | null;
  quoteId?: string | null;
  service?: QuoteService | null;
  origin: string;
  destination: string;
  estimatedDelivery?: string | null;
}

export interface NewTrackingEvent {
  status: ShipmentStatus;
  location: string;
  description: string;
  /** Local date and time where it happened: YYYY-MM-DD and HH:MM. */
  date: string;
  time: string;
  /** Percent of the journey done; by default derived from the status. */
  progress?: number;
  recordedBy?: string | null;
}

/**
 * How far along a status puts a shipment when whoever records it gives no figure. In transit only
 * ever moves the bar forward; exceptions leave it where it was.
 */
export function progressAfter(status: ShipmentStatus, current: number): number {
  switch (status) {
    case 'picked_up':
      return Math.max(current, 10);
    case 'in_transit':
      return Math.max(current, 40);
    case 'out_for_delivery':
      return Math.max(current, 90);
    case 'delivered':
      return 100;
    default:
      return current;
  }
}

const quoteReference = referenceSql('Q-', quotes.number);

function eventRow(shipmentId: string, event: NewTrackingEvent) {
  return {
    shipmentId,
    status: event.status,
    location: event.location,
    description: event.description,
    eventDate: event.date,
    eventTime: event.time,
    recordedBy: event.recordedBy ?? null,
  };
}

type Executor = Pick<Db, 'select' | 'insert' | 'update'>;

/** Opens a shipment with its first event, inside the caller's transaction (a trip books one with its LR). */
export async function createShipmentWith(
  executor: Executor,
  input: NewShipment,
  firstEvent: NewTrackingEvent,
): Promise<ShipmentRow> {
  const values = {
    customerId: input.customerId ?? null,
    quoteId: input.quoteId ?? null,
    service: input.service ?? null,
    origin: input.origin,
    destination: input.destination,
    estimatedDelivery: input.estimatedDelivery ?? null,
    status: firstEvent.status,
    currentLocation: firstEvent.location,
    progress: firstEvent.progress ?? progressAfter(firstEvent.status, 0),
  };
  let row: ShipmentRow | undefined;
  if (input.trackingNumber) {
    [row] = await executor
      .insert(shipments)
      .values({ ...values, trackingNumber: input.trackingNumber.trim().toUpperCase() })
      .returning();
  } else {
    // A random number (shared-api's tracking-numbers.ts); one already taken (one in a million at a
    // million shipments) is skipped without failing the transaction, and another drawn.
    while (!row) {
      [row] = await executor
        .insert(shipments)
        .values({ ...values, trackingNumber: newTrackingNumber(randomBytes(5)) })
        .onConflictDoNothing({ target: shipments.trackingNumber })
        .returning();
    }
  }
  await executor.insert(trackingEvents).values(eventRow(row!.id, firstEvent));
  return row!;
}

/**
 * Records a scan or status change inside the caller's transaction. The shipment's status, location and
 * progress follow the latest event by date and time, so a late-recorded earlier scan joins the
 * timeline without rewinding it.
 */
export async function addShipmentEventWith(
  executor: Executor,
  shipmentId: string,
  event: NewTrackingEvent,
): Promise<ShipmentRow> {
  const [shipment] = await executor.select().from(shipments).where(eq(shipments.id, shipmentId)).for('update');
  if (!shipment) throw notFound('Shipment not found');
  const [latest] = await executor
    .select({ date: trackingEvents.eventDate, time: trackingEvents.eventTime })
    .from(trackingEvents)
    .where(eq(trackingEvents.shipmentId, shipmentId))
    .orderBy(desc(trackingEvents.eventDate), desc(trackingEvents.eventTime))
    .limit(1);
  await executor.insert(trackingEvents).values(eventRow(shipmentId, event));
  const isLatest = !latest || `${event.date} ${event.time}` >= `${latest.date} ${latest.time.slice(0, 5)}`;
  if (!isLatest) return shipment;
  const [updated] = await executor
    .update(shipments)
    .set({
      status: event.status,
      currentLocation: event.location,
      progress: event.progress ?? progressAfter(event.status, shipment.progress),
    })
    .where(eq(shipments.id, shipmentId))
    .returning();
  return updated!;
}

function toShipment(row: ShipmentRow & { quoteReference: string | null }): Shipment {
  return {
    id: row.id,
    trackingNumber: row.trackingNumber,
    status: row.status,
    statusLabel: shipmentStatusLabels[row.status],
    service: row.service,
    origin: row.origin,
    destination: row.destination,
    currentLocation: row.currentLocation,
    progress: row.progress,
    estimatedDelivery: row.estimatedDelivery,
    quoteReference: row.quoteReference,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createShipmentsService(db: Db) {
  /**
   * The public tracking answer for a number, as typed (any case, spaces, O for 0…); null when there is
   * none. A trip's events name its consignee and lorry: without `pin` (the destination's PIN code, from
   * the consignee's address) each event says only its status and place. `miss` tells why nothing, or
   * not everything, was shown.
   */
  async function track(
    typed: string,
    pin?: string,
    shareKeyHolds?: (number: string) => boolean,
  ): Promise<{ answer: TrackingAnswer | null; miss?: TrackingMiss }> {
    const number = normaliseTrackingNumber(typed);
    if (trackingCheckHolds(number) === false) return { answer: null, miss: 'typo' };
    const [found] = await db
      .select({ shipment: shipments, consigneeName: trips.consigneeName, consigneeAddress: trips.consigneeAddress })
      .from(shipments)
      .leftJoin(trips, eq(trips.shipmentId, shipments.id))
      .where(eq(shipments.trackingNumber, number))
      .limit(1);
    if (!found) return { answer: null, miss: 'not-found' };
    const { shipment } = found;
    const events = await db
      .select()
      .from(trackingEvents)
      .where(eq(trackingEvents.shipmentId, shipment.id))
      .orderBy(asc(trackingEvents.eventDate), asc(trackingEvents.eventTime), asc(trackingEvents.createdAt));
    const isTrip = found.consigneeName !== null;
    const destinationPin = pinCodeOf(found.consigneeAddress);
    const shown =
      !isTrip ||
      (pin !== undefined && destinationPin !== null && pin.replace(/\s/g, '') === destinationPin) ||
      shareKeyHolds?.(shipment.trackingNumber) === true;
    const answer: TrackingAnswer = {
      trackingNumber: shipment.trackingNumber,
      status: shipmentStatusLabels[shipment.status],
      origin: shipment.origin,
      destination: shipment.destination,
      estimatedDelivery: shipment.estimatedDelivery ?? '',
      currentLocation: shipment.currentLocation,
      progress: shipment.progress,
      updates: events.map((event) => ({
        date: event.eventDate,
        time: event.eventTime.slice(0, 5),
        status: shipmentStatusLabels[event.status],
        location: event.location,
        description: shown ? event.description : `${shipmentStatusLabels[event.status]} at ${event.location}`,
      })),
      ...(isTrip && { details: shown ? ('shown' as const) : ('hidden' as const) }),
      ...(isTrip && shown && { consignee: found.consigneeName! }),
    };
    return { answer, ...(isTrip && pin !== undefined && !shown && { miss: 'wrong-pin' as const }) };
  }

  /** A customer's own shipments, newest first. */
  async function listForCustomer(customerId: string, { page, limit }: { page: number; limit: number }) {
    // Their own bookings, and the trips of a billing party whose e-mail is the customer's.
    const partyTrips = db
      .select({ shipmentId: trips.shipmentId })
      .from(trips)
      .innerJoin(billingParties, eq(billingParties.id, trips.billingPartyId))
      .innerJoin(users, eq(sql`lower(${billingParties.email})`, users.email))
      // Only an address the customer proved is theirs: anyone can sign up as accounts@a-customer.
      .where(and(eq(users.id, customerId), isNotNull(users.emailVerifiedAt)));
    const where = or(eq(shipments.customerId, customerId), inArray(shipments.id, partyTrips));
    const rows = await db
      .select({
        shipment: shipments,
        quoteReference: sql<string | null>`case when ${quotes.id} is null then null else ${quoteReference} end`,
      })
      .from(shipments)
      .leftJoin(quotes, eq(quotes.id, shipments.quoteId))
      .where(where)
      .orderBy(desc(shipments.createdAt), desc(shipments.id))
      .limit(limit)
      .offset((page - 1) * limit);
    const [totals] = await db.select({ total: count() }).from(shipments).where(where);
    return {
      items: rows.map((row) => toShipment({ ...row.shipment, quoteReference: row.quoteReference })),
      total: totals?.total ?? 0,
    };
  }

  /** Opens a shipment with its first event (usually the pickup), which sets its status and location. */
  async function create(input: NewShipment, firstEvent: NewTrackingEvent): Promise<ShipmentRow> {
    try {
      return await db.transaction((tx) => createShipmentWith(tx, input, firstEvent));
    } catch (error) {
      if (isUniqueViolation(error, 'shipments_tracking_number_key')) {
        throw conflict(`Tracking number ${input.trackingNumber ?? ''} is already in use`);
      }
      throw error;
    }
  }

  /** Records a scan or status change (see addShipmentEventWith). */
  async function addEvent(shipmentId: string, event: NewTrackingEvent): Promise<ShipmentRow> {
    return db.transaction((tx) => addShipmentEventWith(tx, shipmentId, event));
  }

  return { track, listForCustomer, create, addEvent };
}

export type ShipmentsService = ReturnType<typeof createShipmentsService>;
