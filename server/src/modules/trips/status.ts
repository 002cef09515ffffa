import { desc, eq, sql } from 'drizzle-orm';
import {
  CANCELLABLE_STATUSES,
  indianClock,
  shipmentStatusLabels,
  tripStatusLabels,
  type cancelTripSchema,
  type deliverTripSchema,
  type startTripSchema,
  type TripDetail,
  type tripEventSchema,
} from 'shared-api/schemas';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { drivers, shipments, trackingEvents, trips, trucks, vehicles, type TripRow } from '../../db/schema';
import { recordAudit, type Actor } from '../../lib/audit';
import { badRequest, conflict, isUniqueViolation } from '../../lib/errors';
import { addShipmentEventWith, type NewTrackingEvent } from '../shipments/service';
import { openSessionFor } from '../sessions/service';
import { indianDate } from './clock';
import { syncOwnerLines } from './owner-account';
import { checkOwnFleetCanStart } from './readiness';
import { tripDetailOf } from './shape';
import { withoutEvents, type TripsService } from './service';

/*
 * The trip's status flow: planned → in transit → delivered → POD received (→ billed → settled, set by
 * the money work), or cancelled before delivery. Each change moves the truck and the driver with it,
 * adds the tracking events the public page shows, and is audited.
 */

type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Happened = { date?: string | null | undefined; time?: string | null | undefined; location?: string | null | undefined };

function refuseUnless(row: TripRow, allowed: readonly TripRow['status'][], what: string) {
  if (!allowed.includes(row.status)) {
    throw conflict(`${row.tripNo} is ${tripStatusLabels[row.status].toLowerCase()}: ${what}`);
  }
}

/** The vehicle's number for the public timeline. */
async function vehicleNumberOf(executor: Executor, row: TripRow): Promise<string> {
  if (row.truckId) {
    const [truck] = await executor.select({ number: trucks.registrationNumber }).from(trucks).where(eq(trucks.id, row.truckId));
    return truck?.number ?? '';
  }
  const [vehicle] = await executor
    .select({ number: vehicles.registrationNumber })
    .from(vehicles)
    .where(eq(vehicles.id, row.vehicleId!));
  return vehicle?.number ?? '';
}

export function createTripStatusFlow(db: Db, trips_: TripsService) {
  /** When and where a change happened: what the person gave, or now at the given place. */
  function whenAndWhere(row: TripRow, given: Happened, place: string) {
    const clock = trips_.clock();
    const date = given.date ?? clock.date;
    const time = given.time ?? (given.date ? '00:00' : clock.time);
    if (date < row.tripDate) {
      throw badRequest(`The date cannot be before the trip date (${indianDate(row.tripDate)})`, {
        date: 'Must be on or after the trip date',
      });
    }
    if (date > clock.date) throw badRequest('The date cannot be in the future', { date: 'Cannot be in the future' });
    if (date === clock.date && time > clock.time)
      throw badRequest('The time cannot be in the future', { time: 'Cannot be in the future' });
    return { date, time, location: given.location ?? place, at: new Date(`${date}T${time}:00+05:30`) };
  }

  /** Runs a change of one trip in a transaction, with its audit entry. */
  async function change(
    actor: Actor,
    id: string,
    action: string,
    work: (tx: Tx, row: TripRow) => Promise<void>,
  ): Promise<TripDetail> {
    return db.transaction(async (tx) => {
      const row = await trips_.findRow(tx, id, true);
      const before = await tripDetailOf(tx, row.id);
      await work(tx, row);
      const after = await tripDetailOf(tx, id);
      await recordAudit(tx, actor, {
        action,
        entity: 'trip',
        entityId: id,
        before: withoutEvents(before),
        after: withoutEvents(after),
      });
      return after;
    });
  }

  const event = (actor: Actor, fields: Omit<NewTrackingEvent, 'recordedBy'>): NewTrackingEvent => ({
    ...fields,
    recordedBy: actor.id,
  });

  return {
    async start(actor: Actor, id: string, input: z.output<typeof startTripSchema>): Promise<TripDetail> {
      try {
        return await change(actor, id, 'trip.start', async (tx, row) => {
          refuseUnless(row, ['planned'], 'only a planned trip can start');
          await openSessionFor(tx, row.tripDate);
          const happened = whenAndWhere(row, input, row.origin);
          let startKm = input.startKm ?? row.startKm;
          if (row.fleet === 'own') {
            const { truck } = await checkOwnFleetCanStart(tx, {
              id: row.id,
              truckId: row.truckId!,
              driverId: row.driverId!,
              tripDate: row.tripDate,
            });
            startKm ??= truck.odometerKm;
            await tx.update(trucks).set({ status: 'on_trip' }).where(eq(trucks.id, truck.id));
            await tx.update(drivers).set({ status: 'on_trip' }).where(eq(drivers.id, row.driverId!));
          } else {
            const [vehicle] = await tx.select().from(vehicles).where(eq(vehicles.id, row.vehicleId!));
            if (!vehicle!.active) {
              const message = `${vehicle!.registrationNumber} is inactive: choose another vehicle before starting`;
              throw conflict(message, { vehicleId: message });
            }
          }
          await tx.update(trips).set({ status: 'in_transit', startedAt: happened.at, startKm }).where(eq(trips.id, id));
          const vehicleNumber = await vehicleNumberOf(tx, row);
          await addShipmentEventWith(
            tx,
            row.shipmentId,
            event(actor, { ...happened, status: 'picked_up', description: `Loaded on ${vehicleNumber} at ${happened.location}` }),
          );
          await addShipmentEventWith(
            tx,
            row.shipmentId,
            event(actor, {
              ...happened,
              status: 'in_transit',
              description: `Departed ${happened.location} for ${row.destination}`,
            }),
          );
        });
      } catch (error) {
        // Two starts racing past the checks: the partial unique index keeps one truck or driver on one trip.
        if (isUniqueViolation(error, 'trips_truck_in_transit_key') || isUniqueViolation(error, 'trips_driver_in_transit_key')) {
          const message = 'The truck or the driver was just put on another trip in transit';
          throw conflict(message, { [isUniqueViolation(error, 'trips_truck_in_transit_key') ? 'truckId' : 'driverId']: message });
        }
        throw error;
      }
    },

    async deliver(actor: Actor, id: string, input: z.output<typeof deliverTripSchema>): Promise<TripDetail> {
      return change(actor, id, 'trip.deliver', async (tx, row) => {
        refuseUnless(row, ['in_transit'], 'only a trip in transit can be delivered');
        await openSessionFor(tx, row.tripDate);
        const happened = whenAndWhere(row, input, row.destination);
        const [latest] = await tx
          .select({ date: trackingEvents.eventDate, time: trackingEvents.eventTime })
          .from(trackingEvents)
          .where(eq(trackingEvents.shipmentId, row.shipmentId))
          .orderBy(desc(trackingEvents.eventDate), desc(trackingEvents.eventTime))
          .limit(1);
        if (latest && `${happened.date} ${happened.time}` < `${latest.date} ${latest.time.slice(0, 5)}`) {
          const message = `The delivery cannot be before the last tracking event (${indianDate(latest.date)} ${latest.time.slice(0, 5)})`;
          throw badRequest(message, { date: message });
        }
        const endKm = input.endKm ?? null;
        if (row.fleet === 'own' && endKm === null) {
          throw badRequest('End km is required to deliver an own truck’s trip', { endKm: 'End km is required for an own truck' });
        }
        if (endKm !== null && row.startKm !== null && endKm < row.startKm) {
          const message = `End km must be at least the start km (${row.startKm.toLocaleString('en-IN')})`;
          throw badRequest(message, { endKm: message });
        }
        // Truck and driver before the trip, as start does: the status counters their triggers keep are then
        // locked in one order (trucks, drivers, trips), so a start and a delivery at once cannot deadlock.
        if (row.fleet === 'own') {
          await tx
            .update(trucks)
            .set({ status: 'available', odometerKm: sql`greatest(coalesce(${trucks.odometerKm}, 0), ${endKm})` })
            .where(eq(trucks.id, row.truckId!));
          await tx.update(drivers).set({ status: 'active' }).where(eq(drivers.id, row.driverId!));
        }
        await tx.update(trips).set({ status: 'delivered', deliveredAt: happened.at, endKm }).where(eq(trips.id, id));
        await addShipmentEventWith(
          tx,
          row.shipmentId,
          event(actor, {
            ...happened,
            status: 'delivered',
            description: `Delivered to ${row.consigneeName} at ${happened.location}`,
          }),
        );
      });
    },

    async cancel(actor: Actor, id: string, input: z.output<typeof cancelTripSchema>): Promise<TripDetail> {
      return change(actor, id, 'trip.cancel', async (tx, row) => {
        refuseUnless(row, CANCELLABLE_STATUSES, 'only a trip not yet delivered can be cancelled');
        await openSessionFor(tx, row.tripDate);
        const clock = trips_.clock();
        if (row.status === 'in_transit' && row.fleet === 'own') {
          // Before the trip, in the order start and deliver keep (see deliver).
          await tx.update(trucks).set({ status: 'available' }).where(eq(trucks.id, row.truckId!));
          await tx.update(drivers).set({ status: 'active' }).where(eq(drivers.id, row.driverId!));
        }
        await tx
          .update(trips)
          .set({ status: 'cancelled', cancelledAt: new Date(), cancelReason: input.reason })
          .where(eq(trips.id, id));
        await syncOwnerLines(tx, actor, id, `${row.tripNo} cancelled: ${input.reason}`);
        await trips_.advanceChanged(tx, actor, id, `${row.tripNo} cancelled: ${input.reason}`);
        const [shipment] = await tx
          .select({ location: shipments.currentLocation })
          .from(shipments)
          .where(eq(shipments.id, row.shipmentId));
        await addShipmentEventWith(
          tx,
          row.shipmentId,
          // The reason is for staff; the public timeline only says the consignment was cancelled.
          event(actor, {
            date: clock.date,
            time: clock.time,
            location: shipment?.location ?? row.origin,
            status: 'cancelled',
            description: 'The consignment was cancelled',
          }),
        );
      });
    },

    /** A tracking event staff record on the way (in transit, out for delivery, delayed, delivery attempted). */
    async addEvent(actor: Actor, id: string, input: z.output<typeof tripEventSchema>): Promise<TripDetail> {
      return db.transaction(async (tx) => {
        const row = await trips_.findRow(tx, id, true);
        // Before the start the goods have not moved, and after delivery the journey is over.
        refuseUnless(row, ['in_transit'], 'tracking events are added while a trip is in transit');
        const happened = whenAndWhere(row, { date: input.date, time: input.time }, input.location);
        if (row.startedAt && happened.at < row.startedAt) {
          const started = indianClock(row.startedAt);
          const message = `The event cannot be before the trip started (${indianDate(started.date)} ${started.time})`;
          throw badRequest(message, { date: message });
        }
        await addShipmentEventWith(tx, row.shipmentId, event(actor, input));
        await tx.update(trips).set({ updatedAt: new Date() }).where(eq(trips.id, id));
        await recordAudit(tx, actor, {
          action: 'trip.event',
          entity: 'trip',
          entityId: id,
          before: null,
          after: { ...input, statusLabel: shipmentStatusLabels[input.status] },
        });
        return tripDetailOf(tx, id);
      });
    },
  };
}

export type TripStatusFlow = ReturnType<typeof createTripStatusFlow>;
