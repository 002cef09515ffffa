import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  bankDetailErrors,
  PAN_HOLDER_TYPES,
  panHolderType,
  type Vehicle,
  type VehicleOption,
  type createVehicleSchema,
  type updateVehicleSchema,
  type vehicleListQuerySchema,
} from 'shared-api/schemas';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { trucks, vehicles, type VehicleRow } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import { jsonRow, lookupSql } from '../../lib/json-row';
import type { ReferenceCheck } from '../../lib/references';
import {
  ADDED_MEANWHILE,
  createMasterCrud,
  lowerOf,
  openingBalanceColumns,
  openingBalanceJson,
  openingBalanceOf,
  type Executor,
  takenIn,
} from '../masters/crud';

export const VEHICLE_NOT_FOUND = 'Vehicle not found';

type NewVehicle = z.output<typeof createVehicleSchema>;
type VehicleChanges = z.output<typeof updateVehicleSchema>;
type ListVehiclesParams = z.output<typeof vehicleListQuerySchema>;

export function toVehicle(row: VehicleRow): Vehicle {
  return {
    id: row.id,
    registrationNumber: row.registrationNumber,
    vehicleType: row.vehicleType,
    ownerName: row.ownerName,
    ownerPhone: row.ownerPhone,
    ownerPan: row.ownerPan,
    ownerPanHolder: row.ownerPan ? (panHolderType(row.ownerPan) ?? null) : null,
    ownerDeclaredSmallFleet: row.ownerDeclaredSmallFleet,
    ownerAddress: row.ownerAddress,
    brokerName: row.brokerName,
    brokerPhone: row.brokerPhone,
    bankAccountName: row.bankAccountName,
    bankAccountNumber: row.bankAccountNumber,
    bankIfsc: row.bankIfsc,
    bankName: row.bankName,
    openingBalance: openingBalanceOf(row),
    active: row.active,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** toVehicle written by the database, for a list's rows (lib/json-row). */
const vehicleJson = jsonRow<Vehicle>({
  id: vehicles.id,
  registrationNumber: vehicles.registrationNumber,
  vehicleType: vehicles.vehicleType,
  ownerName: vehicles.ownerName,
  ownerPhone: vehicles.ownerPhone,
  ownerPan: vehicles.ownerPan,
  // panHolderType: a valid PAN's 4th character.
  ownerPanHolder: sql`(case when ${vehicles.ownerPan} ~ '^[A-Z]{5}[0-9]{4}[A-Z]$' then ${lookupSql(sql`substr(${vehicles.ownerPan}, 4, 1)`, PAN_HOLDER_TYPES)} end)`,
  ownerDeclaredSmallFleet: vehicles.ownerDeclaredSmallFleet,
  ownerAddress: vehicles.ownerAddress,
  brokerName: vehicles.brokerName,
  brokerPhone: vehicles.brokerPhone,
  bankAccountName: vehicles.bankAccountName,
  bankAccountNumber: vehicles.bankAccountNumber,
  bankIfsc: vehicles.bankIfsc,
  bankName: vehicles.bankName,
  openingBalance: openingBalanceJson(vehicles),
  active: vehicles.active,
  notes: vehicles.notes,
  createdAt: vehicles.createdAt,
  updatedAt: vehicles.updatedAt,
});

/** The name of the lock a registration number takes while it is checked against the other fleet. */
const fleetLockName = (registrationNumber: string) => `fleet registration ${registrationNumber}`;

/**
 * A lorry is either the company's own truck or a hired one, never both: the number is refused when
 * the other list has it. `table` is the list being written to. The number is locked until the
 * writing transaction ends, so a vehicle and a truck added with one number at the same moment cannot
 * both miss the other (the unique indexes only cover one list each).
 */
export async function refuseRegistrationInOtherFleet(
  executor: Executor,
  registrationNumber: unknown,
  other: 'truck' | 'vehicle',
): Promise<void> {
  if (typeof registrationNumber !== 'string') return;
  await executor.execute(sql`select pg_advisory_xact_lock(hashtext(${fleetLockName(registrationNumber)}))`);
  const table = other === 'truck' ? trucks : vehicles;
  const [found] = await executor
    .select({ id: table.id })
    .from(table)
    .where(eq(table.registrationNumber, registrationNumber))
    .limit(1);
  if (!found) return;
  const message =
    other === 'truck'
      ? `${registrationNumber} is one of your own trucks: a market vehicle cannot have its number`
      : `${registrationNumber} is a market vehicle: remove it from Vehicles before adding it as your own truck`;
  throw conflict(message, { registrationNumber: message });
}

/**
 * The same for an import's numbers, which were checked against the other list before its transaction
 * began: each number takes the same lock as above, all in one statement and in the locks' order (so
 * two imports never wait for each other in a circle), then any number the other list has meanwhile
 * refuses the whole import.
 */
export async function refuseRegistrationsInOtherFleet(
  executor: Executor,
  values: readonly Record<string, unknown>[],
  other: 'truck' | 'vehicle',
): Promise<void> {
  const numbers = values.map((row) => row.registrationNumber).filter((number) => typeof number === 'string');
  if (numbers.length === 0) return;
  const names = sql.join(
    numbers.map((number) => sql`(${fleetLockName(number)})`),
    sql`, `,
  );
  await executor.execute(
    sql`select pg_advisory_xact_lock(key) from (select distinct hashtext(name) as key from (values ${names}) as numbers (name) order by key) as locks`,
  );
  const table = other === 'truck' ? trucks : vehicles;
  const [found] = await executor.select({ id: table.id }).from(table).where(inArray(table.registrationNumber, numbers)).limit(1);
  if (found) throw conflict(ADDED_MEANWHILE);
}

export interface VehiclesServiceOptions {
  /** What may refer to a vehicle (trips, owner payments): a vehicle in use is never deleted. */
  references?: readonly ReferenceCheck[];
}

export function createVehiclesService(db: Db, { references = [] }: VehiclesServiceOptions = {}) {
  return createMasterCrud<VehicleRow, Vehicle, VehicleOption, NewVehicle, VehicleChanges, ListVehiclesParams>(db, {
    table: vehicles,
    entity: 'vehicle',
    describe: (row) => `The vehicle ${row.registrationNumber}`,
    notFoundMessage: VEHICLE_NOT_FOUND,
    toApi: async (_executor, rows) => rows.map(toVehicle),
    json: { json: vehicleJson },
    insertValues: ({ openingBalance, ...input }) => ({ ...input, ...openingBalanceColumns(openingBalance) }),
    updateValues: (before, { openingBalance, ...changes }) => {
      const errors = bankDetailErrors({
        bankAccountNumber: changes.bankAccountNumber === undefined ? before.bankAccountNumber : changes.bankAccountNumber,
        bankIfsc: changes.bankIfsc === undefined ? before.bankIfsc : changes.bankIfsc,
      });
      if (Object.keys(errors).length > 0) throw badRequest(Object.values(errors)[0]!, errors);
      return { ...changes, ...openingBalanceColumns(openingBalance) };
    },
    beforeWrite: (executor: Executor, values) => refuseRegistrationInOtherFleet(executor, values.registrationNumber, 'truck'),
    beforeWriteMany: (executor, values) => refuseRegistrationsInOtherFleet(executor, values, 'truck'),
    filters: (params): (SQL | undefined)[] => [
      params.active === undefined ? undefined : eq(vehicles.active, params.active),
      params.vehicleType ? eq(vehicles.vehicleType, params.vehicleType) : undefined,
    ],
    searchIndexSort: 'registrationNumber',
    sorts: {
      registrationNumber: vehicles.registrationNumber,
      ownerName: lowerOf(vehicles.ownerName),
      createdAt: vehicles.createdAt,
    },
    importUnique: [
      {
        key: 'registrationNumber',
        of: (input) => input.registrationNumber,
        taken: takenIn(
          vehicles.registrationNumber,
          (number) => `A vehicle with the registration number ${number} already exists`,
        ),
      },
      {
        key: 'registrationNumber',
        of: (input) => input.registrationNumber,
        taken: takenIn(
          trucks.registrationNumber,
          (number) => `${number} is one of your own trucks: a market vehicle cannot have its number`,
        ),
      },
    ],
    uniqueFields: {
      vehicles_registration_key: {
        field: 'registrationNumber',
        message: (values) => `A vehicle with the registration number ${String(values.registrationNumber)} already exists`,
      },
    },
    references,
    deleteInstead: 'Mark it inactive instead: it stays in its records but is no longer offered in forms.',
    selectable: eq(vehicles.active, true),
    selectOrder: [asc(vehicles.registrationNumber)],
    toOption: (row) => ({
      id: row.id,
      label: row.registrationNumber,
      ownerName: row.ownerName,
      ownerPan: row.ownerPan,
      vehicleType: row.vehicleType,
      active: row.active,
    }),
  });
}

export type VehiclesService = ReturnType<typeof createVehiclesService>;
