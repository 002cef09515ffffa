import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  amountsOfInput,
  financialYearOf,
  formatTripSeriesNumber,
  indianClock,
  indianToday,
  MONEY_LOCKED_STATUSES,
  tripStatusLabels,
  type TripDetail,
  type TripHistoryEntry,
  type TripStats,
  type TripValues,
} from 'shared-api/schemas';
import type { Db } from '../../db/client';
import {
  auditLog,
  billingParties,
  shipments,
  tripCharges,
  tripDocuments,
  tripSeries,
  trips,
  type TripRow,
} from '../../db/schema';
import { recordAudit, type Actor } from '../../lib/audit';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { sharedWhileRunningPerKey } from '../../lib/listing';
import { refuseDeleteIfUsed, type ReferenceCheck } from '../../lib/references';
import { createShipmentWith } from '../shipments/service';
import { expenseReferences } from '../expenses/service';
import { moneyEntryReferences } from '../money-entries/service';
import { openSessionFor } from '../sessions/service';
import { checkBranchChoice } from '../branches/service';
import { checkTripRecords } from './readiness';
import { TRIP_NOT_FOUND, tripDetailOf } from './shape';
import { tripDetailJson } from './detail-json';
import { listTrips, type ListTripsParams } from './list-page';
import { historyOf } from './history';
import { syncOwnerLines } from './owner-account';
import { syncPartyAdvance, type AdvanceReceipts } from './party-advance';
import { tripStats, type TripStatsParams } from './stats';
import { tripReferenceOf, tripSearchFilter } from './text-match';

type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The trip columns a form's values come to (amounts computed here, never taken from the client). */
function columnsOf(values: TripValues) {
  const { freightPaise, hirePaise, amounts } = amountsOfInput(values);
  // The schema refuses values whose amounts cannot be worked out, so these are always there.
  if (freightPaise === undefined || !amounts) throw badRequest('The freight cannot be worked out from these values');
  return {
    tripDate: values.tripDate,
    lrDate: values.lrDate ?? values.tripDate,
    billingPartyId: values.billingPartyId,
    consignorName: values.consignorName,
    consignorAddress: values.consignorAddress ?? null,
    consignorGstin: values.consignorGstin ?? null,
    consignorPhone: values.consignorPhone ?? null,
    consigneeName: values.consigneeName,
    consigneeAddress: values.consigneeAddress ?? null,
    consigneeGstin: values.consigneeGstin ?? null,
    consigneePhone: values.consigneePhone ?? null,
    deliveryAddress: values.deliveryAddress ?? null,
    origin: values.origin,
    destination: values.destination,
    distanceKm: values.distanceKm,
    goodsDescription: values.goodsDescription,
    packages: values.packages,
    packing: values.packing ?? null,
    actualWeightTonnes: values.actualWeightTonnes,
    chargedWeightTonnes: values.chargedWeightTonnes,
    declaredValuePaise: values.declaredValue,
    invoiceNumber: values.invoiceNumber ?? null,
    invoiceDate: values.invoiceDate ?? null,
    invoiceValuePaise: values.invoiceValue,
    ewayBillNumber: values.ewayBillNumber ?? null,
    ewayBillValidUntil: values.ewayBillValidUntil ?? null,
    freightTerms: values.freightTerms,
    gstPayer: values.gstPayer,
    risk: values.risk,
    rateBasis: values.rateBasis,
    ratePaise: values.rate,
    freightPaise,
    partyAdvancePaise: values.partyAdvance,
    fleet: values.fleet,
    truckId: values.truckId ?? null,
    driverId: values.driverId ?? null,
    vehicleId: values.vehicleId ?? null,
    marketDriverName: values.marketDriverName ?? null,
    marketDriverPhone: values.marketDriverPhone ?? null,
    hireRateBasis: values.hireRateBasis ?? null,
    hireRatePaise: values.hireRate ?? null,
    hirePaise: hirePaise ?? null,
    hireAdvancePaise: values.hireAdvance,
    commissionPaise: values.commission,
    startKm: values.startKm ?? null,
    partyTotalPaise: amounts.partyTotalPaise,
    ownerPayablePaise: amounts.ownerPayablePaise,
    estimatedProfitPaise: amounts.estimatedProfitPaise,
    remarks: values.remarks ?? null,
  };
}

type TripColumns = ReturnType<typeof columnsOf>;

/** Columns a bill or a settlement has used: locked once the trip is billed. */
const MONEY_COLUMNS = [
  'billingPartyId',
  'rateBasis',
  'ratePaise',
  'freightPaise',
  'partyAdvancePaise',
  'partyTotalPaise',
  'fleet',
  'vehicleId',
  'hireRateBasis',
  'hireRatePaise',
  'hirePaise',
  'hireAdvancePaise',
  'commissionPaise',
  'ownerPayablePaise',
] as const satisfies readonly (keyof TripColumns)[];

/** The form field a locked money column is changed through. */
const MONEY_FIELD: Record<(typeof MONEY_COLUMNS)[number], string> = {
  billingPartyId: 'billingPartyId',
  rateBasis: 'rateBasis',
  ratePaise: 'rate',
  freightPaise: 'rate',
  partyAdvancePaise: 'partyAdvance',
  partyTotalPaise: 'charges',
  fleet: 'fleet',
  vehicleId: 'vehicleId',
  hireRateBasis: 'hireRateBasis',
  hireRatePaise: 'hireRate',
  hirePaise: 'hireRate',
  hireAdvancePaise: 'hireAdvance',
  commissionPaise: 'commission',
  ownerPayablePaise: 'charges',
};

/** Which vehicle a trip uses: changed only while it is planned, because the truck's and driver's status follow it. */
const FLEET_COLUMNS = ['fleet', 'truckId', 'driverId', 'vehicleId'] as const satisfies readonly (keyof TripColumns)[];

async function writeCharges(executor: Executor, tripId: string, values: TripValues) {
  await executor.delete(tripCharges).where(eq(tripCharges.tripId, tripId));
  if (values.charges.length === 0) return;
  await executor.insert(tripCharges).values(
    values.charges.map((charge, position) => ({
      tripId,
      position,
      kind: charge.kind,
      side: charge.side,
      effect: charge.effect,
      amountPaise: charge.amount,
      note: charge.note ?? null,
    })),
  );
}

async function checkBillingParty(executor: Executor, id: string, unchanged?: string) {
  if (id === unchanged) return;
  const [party] = await executor.select().from(billingParties).where(eq(billingParties.id, id));
  if (!party)
    throw badRequest('This billing party does not exist (any more)', { billingPartyId: 'Choose another billing party' });
  if (!party.active) {
    const message = `${party.name} is inactive: choose another billing party`;
    throw badRequest(message, { billingPartyId: message });
  }
}

/** Takes the next trip no. and LR no. of the session's series for the branch (see tripSeries). */
async function nextNumbers(executor: Executor, sessionId: string, branchId: string | null) {
  const [series] = await executor
    .insert(tripSeries)
    .values({ sessionId, branchId, lastTripNumber: 1, lastLrNumber: 1 })
    .onConflictDoUpdate({
      target: [tripSeries.sessionId, tripSeries.branchId],
      set: { lastTripNumber: sql`${tripSeries.lastTripNumber} + 1`, lastLrNumber: sql`${tripSeries.lastLrNumber} + 1` },
    })
    .returning();
  return { tripNumber: series!.lastTripNumber, lrNumber: series!.lastLrNumber };
}

/** A reference check for the records a trip names (a truck, a party, a session…). */
const usedByTrips = (
  column: (typeof trips)['sessionId' | 'billingPartyId' | 'truckId' | 'driverId' | 'vehicleId'],
): ReferenceCheck => ({
  noun: ['trip', 'trips'],
  count: async (executor, id) => {
    const [row] = await executor.select({ total: count() }).from(trips).where(eq(column, id));
    return Number(row?.total ?? 0);
  },
});

/** The branch of a trip (null: outside any branch); undefined when there is no such trip. */
export async function branchOfTrip(executor: Pick<Db, 'select'>, id: string): Promise<string | null | undefined> {
  const [row] = await executor.select({ branchId: trips.branchId }).from(trips).where(eq(trips.id, id)).limit(1);
  return row?.branchId;
}

/** The series a trip of this session and branch takes its numbers from, for reading under a lock. */
const seriesOf = (sessionId: string, branchId: string | null) =>
  and(eq(tripSeries.sessionId, sessionId), branchId === null ? isNull(tripSeries.branchId) : eq(tripSeries.branchId, branchId));

/** What each record a trip names passes to its service, so a record in use by trips is never deleted. */
export const tripReferences = {
  session: usedByTrips(trips.sessionId),
  billingParty: usedByTrips(trips.billingPartyId),
  truck: usedByTrips(trips.truckId),
  driver: usedByTrips(trips.driverId),
  vehicle: usedByTrips(trips.vehicleId),
};

const usedByDocuments: ReferenceCheck = {
  noun: ['document', 'documents'],
  count: async (executor, id) => {
    const [row] = await executor.select({ total: count() }).from(tripDocuments).where(eq(tripDocuments.tripId, id));
    return Number(row?.total ?? 0);
  },
};

export interface TripsServiceOptions {
  now?: () => Date;
  /** Where the list's prepared pages run (Database.genericPlans); `db` by default. */
  genericPlans?: Db;
  /** Records and reverses the receipt of a trip's party advance (the money entries service). */
  advanceReceipts: AdvanceReceipts;
}

export function createTripsService(db: Db, { now = () => new Date(), genericPlans = db, advanceReceipts }: TripsServiceOptions) {
  const advanceIn = (values: TripValues) => ({ mode: values.partyAdvanceMode, bankId: values.partyAdvanceBankId });

  async function findRow(executor: Pick<Db, 'select'>, id: string, lock = false): Promise<TripRow> {
    const query = executor.select().from(trips).where(eq(trips.id, id)).limit(1);
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw notFound(TRIP_NOT_FOUND);
    return row;
  }

  const sharedStats = sharedWhileRunningPerKey<TripStats>();

  return {
    findRow,
    branchOf: (id: string) => branchOfTrip(db, id),
    detail: (id: string) => tripDetailOf(db, id),
    /** The trip's own page as JSON the database writes (detail-json.ts): the same answer as `detail`. */
    async detailJson(id: string) {
      const json = await tripDetailJson(db, id);
      if (!json) throw notFound(TRIP_NOT_FOUND);
      return json;
    },
    /** The trip's advance receipt after its status changed (a cancelled trip's is reversed). */
    advanceChanged: (tx: Tx, actor: Actor, id: string, why: string) =>
      syncPartyAdvance(tx, actor, advanceReceipts, id, undefined, why),

    /** Figures over many trips: twenty dashboards opening at once share one reading. */
    stats(params: TripStatsParams): Promise<TripStats> {
      return sharedStats.run(JSON.stringify([params.sessionId, params.from, params.to, params.branchId]), () =>
        tripStats(db, params, indianToday(now())),
      );
    },

    async list(params: ListTripsParams) {
      // A reference typed whole is bound like a filter (list-page), in a statement prepared once.
      const text = params.search && !tripReferenceOf(params.search) ? params.search : undefined;
      return text
        ? listTrips(db, params, { text, filter: () => tripSearchFilter(db, text), walkOn: genericPlans })
        : listTrips(genericPlans, params);
    },

    async create(actor: Actor, values: TripValues): Promise<TripDetail> {
      const columns = columnsOf(values);
      return db.transaction(async (tx) => {
        const session = await openSessionFor(tx, values.tripDate);
        await checkBillingParty(tx, values.billingPartyId);
        await checkTripRecords(tx, columns);
        const branchId = values.branchId ?? null;
        // The branch must be active to book in it; its code is printed in the numbers.
        const branchCode = await checkBranchChoice(tx, branchId);
        const { tripNumber, lrNumber } = await nextNumbers(tx, session.id, branchId);
        const lrNo = formatTripSeriesNumber('LR', session.name, lrNumber, branchCode);
        const clock = indianClock(now());
        const shipment = await createShipmentWith(
          tx,
          { origin: values.origin, destination: values.destination },
          {
            status: 'booked',
            location: values.origin,
            description: `Consignment booked under ${lrNo}, from ${values.origin} to ${values.destination}`,
            date: clock.date < values.tripDate ? clock.date : values.tripDate,
            time: clock.time,
            recordedBy: actor.id,
          },
        );
        const [row] = await tx
          .insert(trips)
          .values({
            ...columns,
            sessionId: session.id,
            tripNumber,
            lrNumber,
            tripNo: formatTripSeriesNumber('T', session.name, tripNumber, branchCode),
            lrNo,
            branchId,
            shipmentId: shipment.id,
            trackingNumber: shipment.trackingNumber,
            createdBy: actor.id,
          })
          .returning();
        await writeCharges(tx, row!.id, values);
        await syncOwnerLines(tx, actor, row!.id, '');
        await syncPartyAdvance(tx, actor, advanceReceipts, row!.id, advanceIn(values), '');
        const created = await tripDetailOf(tx, row!.id);
        await recordAudit(tx, actor, {
          action: 'trip.create',
          entity: 'trip',
          entityId: row!.id,
          before: null,
          after: withoutEvents(created),
        });
        return created;
      });
    },

    async update(actor: Actor, id: string, values: TripValues): Promise<TripDetail> {
      const columns = columnsOf(values);
      return db.transaction(async (tx) => {
        const row = await findRow(tx, id, true);
        if (row.status === 'cancelled') throw conflict(`${row.tripNo} is cancelled: a cancelled trip cannot be changed`);
        const session = await openSessionFor(tx, row.tripDate);
        if (financialYearOf(values.tripDate) !== financialYearOf(row.tripDate)) {
          const message = `The trip date must stay in the session ${session.name}: its trip and LR numbers belong to it`;
          throw badRequest(message, { tripDate: message });
        }
        await openSessionFor(tx, values.tripDate);
        const changed = (key: keyof TripColumns) => String(columns[key] ?? '') !== String(row[key] ?? '');
        if (row.status !== 'planned') {
          const fleetChange = FLEET_COLUMNS.find(changed);
          if (fleetChange) {
            const message = `The vehicle and driver can only be changed while the trip is planned; ${row.tripNo} is ${tripStatusLabels[row.status].toLowerCase()}`;
            throw conflict(message, { [fleetChange]: message });
          }
        }
        if (MONEY_LOCKED_STATUSES.includes(row.status)) {
          const moneyChange = MONEY_COLUMNS.find(changed);
          if (moneyChange) {
            const message = `${row.tripNo} is ${tripStatusLabels[row.status].toLowerCase()}: its amounts are locked`;
            throw conflict(message, { [MONEY_FIELD[moneyChange]]: message });
          }
        }
        if (row.endKm !== null && columns.startKm !== null && columns.startKm > row.endKm) {
          const message = `Start km cannot be more than the end km recorded on delivery (${row.endKm.toLocaleString('en-IN')})`;
          throw badRequest(message, { startKm: message });
        }
        await checkBillingParty(tx, values.billingPartyId, row.billingPartyId);
        await checkTripRecords(tx, columns, row);
        const before = await tripDetailOf(tx, id);
        await tx.update(trips).set(columns).where(eq(trips.id, id));
        await writeCharges(tx, id, values);
        await syncOwnerLines(tx, actor, id, `Corrected: ${row.tripNo} edited`);
        await syncPartyAdvance(
          tx,
          actor,
          advanceReceipts,
          id,
          advanceIn(values),
          `Corrected: ${row.tripNo} edited`,
          MONEY_LOCKED_STATUSES.includes(row.status),
        );
        if (row.origin !== values.origin || row.destination !== values.destination) {
          await tx
            .update(shipments)
            .set({ origin: values.origin, destination: values.destination })
            .where(eq(shipments.id, row.shipmentId));
        }
        const after = await tripDetailOf(tx, id);
        await recordAudit(tx, actor, {
          action: 'trip.update',
          entity: 'trip',
          entityId: id,
          before: withoutEvents(before),
          after: withoutEvents(after),
        });
        return after;
      });
    },

    /**
     * Deletes a trip booked by mistake. Only the latest planned trip of its session goes, and its
     * numbers are given back, so the series keep no gap; any other trip is cancelled instead.
     */
    async remove(actor: Actor, id: string): Promise<{ tripNo: string }> {
      return db.transaction(async (tx) => {
        const row = await findRow(tx, id, true);
        const cancelInstead = 'Cancel it instead (with a reason): it stays in the series, marked cancelled.';
        if (row.status !== 'planned') {
          throw conflict(
            `${row.tripNo} is ${tripStatusLabels[row.status].toLowerCase()}: only a planned trip can be deleted. ${cancelInstead}`,
          );
        }
        await openSessionFor(tx, row.tripDate);
        const [series] = await tx.select().from(tripSeries).where(seriesOf(row.sessionId, row.branchId)).for('update');
        if (series!.lastTripNumber !== row.tripNumber || series!.lastLrNumber !== row.lrNumber) {
          throw conflict(
            `${row.tripNo} is not the latest trip of its session: deleting it would leave a gap in the trip and LR numbers. ${cancelInstead}`,
          );
        }
        await refuseDeleteIfUsed(
          tx,
          `The trip ${row.tripNo}`,
          id,
          [usedByDocuments, expenseReferences.trip, moneyEntryReferences.trip],
          'Delete its documents first, or cancel the trip instead (its expenses stay with it).',
        );
        const before = await tripDetailOf(tx, id);
        // The owner's lines of a trip booked by mistake are cancelled, not erased; the lines keep its id.
        await tx.update(trips).set({ status: 'cancelled' }).where(eq(trips.id, id));
        await syncOwnerLines(tx, actor, id, `${row.tripNo} deleted: booked by mistake`);
        await tx.delete(trips).where(eq(trips.id, id));
        await tx.delete(shipments).where(eq(shipments.id, row.shipmentId));
        await tx
          .update(tripSeries)
          .set({ lastTripNumber: row.tripNumber - 1, lastLrNumber: row.lrNumber - 1 })
          .where(seriesOf(row.sessionId, row.branchId));
        await recordAudit(tx, actor, {
          action: 'trip.delete',
          entity: 'trip',
          entityId: id,
          before: withoutEvents(before),
          after: null,
        });
        return { tripNo: row.tripNo };
      });
    },

    async history(id: string): Promise<TripHistoryEntry[]> {
      await findRow(db, id);
      const entries = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'trip'), eq(auditLog.entityId, id)))
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(200);
      return entries.map(historyOf);
    },

    /** Today in India, for callers that need the same clock (status changes default to now). */
    clock: () => indianClock(now()),
    today: () => indianToday(now()),
  };
}

/** The audit keeps the trip as the list shows it; its timeline has an entry of its own per event. */
export function withoutEvents(trip: TripDetail) {
  const { events: _events, ...rest } = trip;
  return rest;
}

export type TripsService = ReturnType<typeof createTripsService>;
