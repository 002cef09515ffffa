import { and, asc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import {
  indianToday,
  paperStatusOf,
  truckStatuses,
  type Truck,
  type TruckOption,
  type TruckPaperKind,
  type TruckStats,
  type createTruckSchema,
  type truckListQuerySchema,
  type updateTruckSchema,
} from 'shared-api/schemas';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { sharedWhileRunningPerKey } from '../../lib/listing';
import { truckPapers, trucks, truckStatusCounts, vehicles, type TruckRow } from '../../db/schema';
import { type Actor, recordAudit } from '../../lib/audit';
import { jsonRow, withFields } from '../../lib/json-row';
import { conflict, notFound } from '../../lib/errors';
import type { ReferenceCheck } from '../../lib/references';
import { deleteFile, loadFile, saveFile } from '../files/stored-files';
import type { ScanUpload } from '../files/scan-upload';
import { createMasterCrud, type Executor, takenIn } from '../masters/crud';
import { expiringCounts, expiryFilter } from '../masters/expiry';
import { refuseRegistrationInOtherFleet, refuseRegistrationsInOtherFleet } from '../vehicles/service';
import {
  papersJson,
  papersOf,
  papersOfJson,
  papersStatusOf,
  toTruckPapers,
  writePapers,
  writePapersMany,
  type PaperRow,
} from './papers';

export const TRUCK_NOT_FOUND = 'Truck not found';
export const SCAN_NOT_FOUND = 'No scan is recorded for this paper';

type NewTruck = z.output<typeof createTruckSchema>;
type TruckChanges = z.output<typeof updateTruckSchema>;
type ListTrucksParams = z.output<typeof truckListQuerySchema>;

export interface TrucksServiceOptions {
  /** What may refer to a truck (trips, expenses): a truck in use is never deleted. */
  references?: readonly ReferenceCheck[];
  today?: () => string;
}

export function createTrucksService(db: Db, { references = [], today = indianToday }: TrucksServiceOptions = {}) {
  async function toTrucks(executor: Pick<Db, 'select'>, rows: TruckRow[]): Promise<Truck[]> {
    const papers = await papersOf(
      executor,
      rows.map((row) => row.id),
    );
    const day = today();
    return rows.map((row) => truckOf(row, papers.get(row.id) ?? [], day));
  }

  function truckOf(row: TruckRow, papers: PaperRow[], day: string): Truck {
    const truckPapersList = toTruckPapers(papers, day);
    return {
      id: row.id,
      registrationNumber: row.registrationNumber,
      truckType: row.truckType,
      make: row.make,
      model: row.model,
      capacityTonnes: row.capacityTonnes,
      chassisNumber: row.chassisNumber,
      engineNumber: row.engineNumber,
      odometerKm: row.odometerKm,
      status: row.status,
      notes: row.notes,
      papers: truckPapersList,
      papersStatus: papersStatusOf(truckPapersList),
      nextExpiryOn: row.nextExpiryOn,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  /** truckOf written by the database, for a list's rows (lib/json-row), but for the papers (finished above). */
  const truckJson = jsonRow<Truck>({
    id: trucks.id,
    registrationNumber: trucks.registrationNumber,
    truckType: trucks.truckType,
    make: trucks.make,
    model: trucks.model,
    capacityTonnes: trucks.capacityTonnes,
    chassisNumber: trucks.chassisNumber,
    engineNumber: trucks.engineNumber,
    odometerKm: trucks.odometerKm,
    status: trucks.status,
    notes: trucks.notes,
    nextExpiryOn: trucks.nextExpiryOn,
    createdAt: trucks.createdAt,
    updatedAt: trucks.updatedAt,
  });

  const crud = createMasterCrud<TruckRow, Truck, TruckOption, NewTruck, TruckChanges, ListTrucksParams>(db, {
    table: trucks,
    entity: 'truck',
    describe: (row) => `The truck ${row.registrationNumber}`,
    notFoundMessage: TRUCK_NOT_FOUND,
    toApi: toTrucks,
    json: {
      json: truckJson,
      // The papers' statuses count from today, which the code keeps (and tests set).
      reads: { papers: papersJson },
      finish: ({ json, papers }) => {
        const list = toTruckPapers(papersOfJson('', papers as Parameters<typeof papersOfJson>[1]), today());
        return withFields(json, { papers: list, papersStatus: papersStatusOf(list) });
      },
    },
    insertValues: ({ papers: _papers, ...input }) => input,
    updateValues: (before, { papers: _papers, ...changes }) => {
      if (before.status === 'on_trip' && changes.status !== undefined) {
        const message = 'This truck is on a trip: its status follows the trip until it is delivered';
        throw conflict(message, { status: message });
      }
      return changes;
    },
    beforeWrite: (executor: Executor, values) => refuseRegistrationInOtherFleet(executor, values.registrationNumber, 'vehicle'),
    beforeWriteMany: (executor, values) => refuseRegistrationsInOtherFleet(executor, values, 'vehicle'),
    afterWrite: (executor, id, input) => writePapers(executor, id, input.papers),
    afterWriteMany: (executor, ids, inputs) =>
      writePapersMany(
        executor,
        ids.map((truckId, index) => ({ truckId, papers: inputs[index]!.papers })),
      ),
    filters: (params): (SQL | undefined)[] => [
      params.status ? eq(trucks.status, params.status) : undefined,
      params.truckType ? eq(trucks.truckType, params.truckType) : undefined,
      params.papers ? expiryFilter(trucks.nextExpiryOn, params.papers, today()) : undefined,
    ],
    searchIndexSort: 'registrationNumber',
    sorts: { registrationNumber: trucks.registrationNumber, nextExpiryOn: trucks.nextExpiryOn, createdAt: trucks.createdAt },
    importUnique: [
      {
        key: 'registrationNumber',
        of: (input) => input.registrationNumber,
        taken: takenIn(trucks.registrationNumber, (number) => `A truck with the registration number ${number} already exists`),
      },
      {
        key: 'registrationNumber',
        of: (input) => input.registrationNumber,
        taken: takenIn(
          vehicles.registrationNumber,
          (number) => `${number} is a market vehicle: remove it from Vehicles before adding it as your own truck`,
        ),
      },
    ],
    uniqueFields: {
      trucks_registration_key: {
        field: 'registrationNumber',
        message: (values) => `A truck with the registration number ${String(values.registrationNumber)} already exists`,
      },
    },
    references,
    deleteInstead: 'Mark it inactive instead: it stays in its records but is no longer offered for trips.',
    beforeDelete: async (executor, row) => {
      const scans = await executor
        .select({ scanId: truckPapers.scanId })
        .from(truckPapers)
        .where(and(eq(truckPapers.truckId, row.id), isNotNull(truckPapers.scanId)));
      for (const { scanId } of scans) await deleteFile(executor, scanId!);
    },
    selectable: sql`${trucks.status} <> 'inactive'`,
    selectOrder: [asc(trucks.registrationNumber)],
    toOption: (row) => ({
      id: row.id,
      label: row.registrationNumber,
      truckType: row.truckType,
      status: row.status,
      // The earliest expiry decides the worst status of all its papers.
      papersStatus: paperStatusOf(row.nextExpiryOn, today()),
      nextExpiryOn: row.nextExpiryOn,
    }),
  });

  async function getForScan(executor: Executor, id: string, kind: TruckPaperKind) {
    const truck = await crud.findRow(executor, id, true);
    const [paper] = await executor
      .select()
      .from(truckPapers)
      .where(and(eq(truckPapers.truckId, id), eq(truckPapers.kind, kind)));
    return { truck, paper };
  }

  async function statsOn(day: string): Promise<TruckStats> {
    const [rows, papers] = await Promise.all([db.select().from(truckStatusCounts), expiringCounts(db, 'truck', day)]);
    const byStatus = Object.fromEntries(truckStatuses.map((status) => [status, 0])) as TruckStats['byStatus'];
    for (const row of rows) byStatus[row.status] = row.total;
    return {
      total: Object.values(byStatus).reduce((sum, value) => sum + value, 0),
      byStatus,
      papersExpired: papers.expired,
      papersExpiring: papers.expiring,
    };
  }
  // Screens opening at once share one reading of the day's figures (lib/listing).
  const sharedStats = sharedWhileRunningPerKey<TruckStats>();

  return {
    ...crud,

    stats(): Promise<TruckStats> {
      const day = today();
      return sharedStats.run(day, () => statsOn(day));
    },

    /** Stores a paper's scan (replacing any earlier one) and returns the truck. */
    async attachScan(actor: Actor, id: string, kind: TruckPaperKind, upload: ScanUpload): Promise<Truck> {
      return db.transaction(async (tx) => {
        const { truck, paper } = await getForScan(tx, id, kind);
        const [before] = await toTrucks(tx, [truck]);
        const file = await saveFile(tx, {
          fileName: upload.fileName,
          contentType: upload.contentType,
          content: upload.content,
          uploadedBy: actor.id,
        });
        await tx
          .insert(truckPapers)
          .values({ truckId: id, kind, scanId: file.id })
          .onConflictDoUpdate({ target: [truckPapers.truckId, truckPapers.kind], set: { scanId: file.id } });
        if (paper?.scanId) await deleteFile(tx, paper.scanId);
        await tx.update(trucks).set({ updatedAt: new Date() }).where(eq(trucks.id, id));
        const [after] = await toTrucks(tx, [await crud.findRow(tx, id)]);
        await recordAudit(tx, actor, { action: 'truck.scan', entity: 'truck', entityId: id, before, after });
        return after!;
      });
    },

    async removeScan(actor: Actor, id: string, kind: TruckPaperKind): Promise<Truck> {
      return db.transaction(async (tx) => {
        const { truck, paper } = await getForScan(tx, id, kind);
        if (!paper?.scanId) throw notFound(SCAN_NOT_FOUND);
        const [before] = await toTrucks(tx, [truck]);
        await deleteFile(tx, paper.scanId);
        // Rewriting the paper removes its row when nothing else was recorded on it.
        await writePapers(tx, id, { [kind]: { number: paper.number, expiresOn: paper.expiresOn } });
        const [after] = await toTrucks(tx, [await crud.findRow(tx, id)]);
        await recordAudit(tx, actor, { action: 'truck.scan_remove', entity: 'truck', entityId: id, before, after });
        return after!;
      });
    },

    async scan(id: string, kind: TruckPaperKind) {
      await crud.findRow(db, id);
      const [paper] = await db
        .select({ scanId: truckPapers.scanId })
        .from(truckPapers)
        .where(and(eq(truckPapers.truckId, id), eq(truckPapers.kind, kind)));
      const file = paper?.scanId ? await loadFile(db, paper.scanId) : undefined;
      if (!file) throw notFound(SCAN_NOT_FOUND);
      return file;
    },

    /** Trucks by id, for other modules (trips) that show them. */
    async byIds(ids: string[]): Promise<Truck[]> {
      if (ids.length === 0) return [];
      return toTrucks(db, await db.select().from(trucks).where(inArray(trucks.id, ids)));
    },
  };
}

export type TrucksService = ReturnType<typeof createTrucksService>;
