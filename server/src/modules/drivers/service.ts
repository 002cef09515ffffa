import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  daysBetween,
  driverStatuses,
  indianToday,
  paperStatusOf,
  type Driver,
  type DriverOption,
  type DriverStats,
  type createDriverSchema,
  type driverListQuerySchema,
  type updateDriverSchema,
} from 'shared-api/schemas';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { sharedWhileRunningPerKey } from '../../lib/listing';
import { drivers, driverStatusCounts, storedFiles, type DriverRow } from '../../db/schema';
import { recordAudit, type Actor } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import type { ReferenceCheck } from '../../lib/references';
import type { ScanUpload } from '../files/scan-upload';
import { deleteFile, fileInfoColumns, loadFile, saveFile, toFileInfo, type FileInfoRow } from '../files/stored-files';
import { jsonObject, jsonRow, withFields } from '../../lib/json-row';
import {
  createMasterCrud,
  lowerOf,
  openingBalanceColumns,
  openingBalanceJson,
  openingBalanceOf,
  type Executor,
  takenIn,
} from '../masters/crud';
import { expiringCounts, expiryFilter } from '../masters/expiry';

export const DRIVER_NOT_FOUND = 'Driver not found';
export const LICENCE_SCAN_NOT_FOUND = 'No licence scan is recorded for this driver';

type NewDriver = z.output<typeof createDriverSchema>;
type DriverChanges = z.output<typeof updateDriverSchema>;
type ListDriversParams = z.output<typeof driverListQuerySchema>;

export interface DriversServiceOptions {
  /** What may refer to a driver (trips, advances, expenses): a driver in use is never deleted. */
  references?: readonly ReferenceCheck[];
  today?: () => string;
}

/** toDrivers written by the database, for a list's rows (lib/json-row), but for the licence (finished below). */
const driverJson = jsonRow<Driver>({
  id: drivers.id,
  name: drivers.name,
  phone: drivers.phone,
  address: drivers.address,
  openingBalance: openingBalanceJson(drivers),
  status: drivers.status,
  notes: drivers.notes,
  createdAt: drivers.createdAt,
  updatedAt: drivers.updatedAt,
});

/** The licence scan's details as toFileInfo gives them, JSON text, or null. */
const licenceScanJson = sql`(select ${
  jsonObject({
    id: storedFiles.id,
    fileName: storedFiles.fileName,
    contentType: storedFiles.contentType,
    sizeBytes: storedFiles.sizeBytes,
    uploadedAt: storedFiles.createdAt,
  }).jsonText
} from ${storedFiles} where ${storedFiles.id} = ${drivers.licenceScanId})`;

export function createDriversService(db: Db, { references = [], today = indianToday }: DriversServiceOptions = {}) {
  async function toDrivers(executor: Pick<Db, 'select'>, rows: DriverRow[]): Promise<Driver[]> {
    const scanIds = rows.map((row) => row.licenceScanId).filter((id): id is string => id !== null);
    const scans = new Map<string, FileInfoRow>();
    if (scanIds.length > 0) {
      const found = await executor.select(fileInfoColumns).from(storedFiles).where(inArray(storedFiles.id, scanIds));
      for (const scan of found) scans.set(scan.id, scan);
    }
    const day = today();
    return rows.map((row) => {
      const scan = row.licenceScanId ? scans.get(row.licenceScanId) : undefined;
      return {
        id: row.id,
        name: row.name,
        phone: row.phone,
        licence: {
          kind: 'licence',
          number: row.licenceNumber,
          expiresOn: row.licenceExpiresOn,
          status: paperStatusOf(row.licenceExpiresOn, day),
          daysLeft: daysBetween(day, row.licenceExpiresOn),
          scan: scan ? toFileInfo(scan) : null,
        },
        address: row.address,
        openingBalance: openingBalanceOf(row),
        status: row.status,
        notes: row.notes,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      };
    });
  }

  const crud = createMasterCrud<DriverRow, Driver, DriverOption, NewDriver, DriverChanges, ListDriversParams>(db, {
    table: drivers,
    entity: 'driver',
    describe: (row) => `The driver ${row.name}`,
    notFoundMessage: DRIVER_NOT_FOUND,
    toApi: toDrivers,
    json: {
      json: driverJson,
      // The licence's status counts from today, which the code keeps (and tests set).
      reads: {
        licenceNumber: sql`${drivers.licenceNumber}`,
        licenceExpiresOn: sql`${drivers.licenceExpiresOn}`,
        scan: licenceScanJson,
      },
      finish: ({ json, licenceNumber, licenceExpiresOn, scan }) => {
        const expiresOn = licenceExpiresOn as string;
        const day = today();
        const licence = {
          kind: 'licence',
          number: licenceNumber,
          expiresOn,
          status: paperStatusOf(expiresOn, day),
          daysLeft: daysBetween(day, expiresOn),
          scan: scan === null ? null : (JSON.parse(scan as string) as unknown),
        };
        return withFields(json, { licence });
      },
    },
    insertValues: ({ openingBalance, ...input }) => ({ ...input, ...openingBalanceColumns(openingBalance) }),
    updateValues: (before, { openingBalance, ...changes }) => {
      if (before.status === 'on_trip' && changes.status !== undefined) {
        const message = 'This driver is on a trip: their status follows the trip until it is delivered';
        throw conflict(message, { status: message });
      }
      return { ...changes, ...openingBalanceColumns(openingBalance) };
    },
    filters: (params): (SQL | undefined)[] => [
      params.status ? eq(drivers.status, params.status) : undefined,
      params.licence ? expiryFilter(drivers.licenceExpiresOn, params.licence, today()) : undefined,
    ],
    searchIndexSort: 'name',
    sorts: { name: lowerOf(drivers.name), licenceExpiresOn: drivers.licenceExpiresOn, createdAt: drivers.createdAt },
    importUnique: [
      {
        key: 'licenceNumber',
        of: (input) => input.licenceNumber,
        taken: takenIn(drivers.licenceNumber, (number) => `A driver with the licence number ${number} already exists`),
      },
    ],
    uniqueFields: {
      drivers_licence_key: {
        field: 'licenceNumber',
        message: (values) => `A driver with the licence number ${String(values.licenceNumber)} already exists`,
      },
    },
    references,
    deleteInstead: 'Mark the driver inactive instead: their records stay, and they are no longer offered for trips.',
    beforeDelete: async (executor, row) => {
      if (row.licenceScanId) await deleteFile(executor, row.licenceScanId);
    },
    selectable: sql`${drivers.status} <> 'inactive'`,
    selectOrder: [lowerOf(drivers.name), asc(drivers.id)],
    toOption: (row) => ({
      id: row.id,
      label: row.name,
      phone: row.phone,
      status: row.status,
      licenceNumber: row.licenceNumber,
      licenceExpiresOn: row.licenceExpiresOn,
      licenceStatus: paperStatusOf(row.licenceExpiresOn, today()),
    }),
  });

  async function changeScan(actor: Actor, id: string, action: string, scanId: (tx: Executor) => Promise<string | null>) {
    return db.transaction(async (tx) => {
      const row = await crud.findRow(tx, id, true);
      const [before] = await toDrivers(tx, [row]);
      const next = await scanId(tx);
      await tx.update(drivers).set({ licenceScanId: next }).where(eq(drivers.id, id));
      if (row.licenceScanId) await deleteFile(tx, row.licenceScanId);
      const [after] = await toDrivers(tx, [await crud.findRow(tx, id)]);
      await recordAudit(tx, actor, { action, entity: 'driver', entityId: id, before, after });
      return after!;
    });
  }

  async function statsOn(day: string): Promise<DriverStats> {
    const [rows, licences] = await Promise.all([db.select().from(driverStatusCounts), expiringCounts(db, 'driver', day)]);
    const byStatus = Object.fromEntries(driverStatuses.map((status) => [status, 0])) as DriverStats['byStatus'];
    for (const row of rows) byStatus[row.status] = row.total;
    return {
      total: Object.values(byStatus).reduce((sum, value) => sum + value, 0),
      byStatus,
      licenceExpired: licences.expired,
      licenceExpiring: licences.expiring,
    };
  }
  // Screens opening at once share one reading of the day's figures (lib/listing).
  const sharedStats = sharedWhileRunningPerKey<DriverStats>();

  return {
    ...crud,

    stats(): Promise<DriverStats> {
      const day = today();
      return sharedStats.run(day, () => statsOn(day));
    },

    /** Stores the licence scan, replacing any earlier one. */
    attachLicenceScan: (actor: Actor, id: string, upload: ScanUpload) =>
      changeScan(actor, id, 'driver.scan', async (tx) => {
        const file = await saveFile(tx, {
          fileName: upload.fileName,
          contentType: upload.contentType,
          content: upload.content,
          uploadedBy: actor.id,
        });
        return file.id;
      }),

    removeLicenceScan: async (actor: Actor, id: string) => {
      const row = await crud.findRow(db, id);
      if (!row.licenceScanId) throw notFound(LICENCE_SCAN_NOT_FOUND);
      return changeScan(actor, id, 'driver.scan_remove', async () => null);
    },

    async licenceScan(id: string) {
      const row = await crud.findRow(db, id);
      const file = row.licenceScanId ? await loadFile(db, row.licenceScanId) : undefined;
      if (!file) throw notFound(LICENCE_SCAN_NOT_FOUND);
      return file;
    },
  };
}

export type DriversService = ReturnType<typeof createDriversService>;
