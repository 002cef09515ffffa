import { and, eq, ne } from 'drizzle-orm';
import { driverStatusLabels, truckPaperLabels, truckStatusLabels, type TruckPaperKind } from 'shared-api/schemas';
import type { Db } from '../../db/client';
import { drivers, truckPapers, trips, trucks, vehicles, type DriverRow, type TruckRow } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import { indianDate } from './clock';

/*
 * Whether a trip may start: its own truck has valid papers on the trip date and is free, its driver
 * holds a valid licence and is free; a market vehicle is still in use. The truck and the driver rows
 * are locked, so two trips starting with one truck at once run one after the other and the second
 * sees the first (the partial unique indexes on trips back this up).
 */

type Executor = Pick<Db, 'select'>;

/** The papers a truck must hold on the trip date; a permit may be national or state. */
const REQUIRED_PAPERS: readonly TruckPaperKind[] = ['insurance', 'fitness', 'puc'];
const PERMITS: readonly TruckPaperKind[] = ['national_permit', 'state_permit'];

function paperProblem(label: string, expiresOn: string | null | undefined, tripDate: string): string | undefined {
  if (!expiresOn) return `no ${label.toLowerCase()} expiry is recorded`;
  if (expiresOn < tripDate) return `its ${label.toLowerCase()} expired on ${indianDate(expiresOn)}`;
  return undefined;
}

/** What stops `truck` carrying goods on `tripDate`: missing or expired papers, in the order a person renews them. */
export async function truckPaperProblems(executor: Executor, truck: TruckRow, tripDate: string): Promise<string[]> {
  const papers = await executor.select().from(truckPapers).where(eq(truckPapers.truckId, truck.id));
  const expiryOf = (kind: TruckPaperKind) => papers.find((paper) => paper.kind === kind)?.expiresOn;
  const problems = REQUIRED_PAPERS.map((kind) => paperProblem(truckPaperLabels[kind], expiryOf(kind), tripDate));
  const permits = PERMITS.map((kind) => expiryOf(kind)).filter((day): day is string => Boolean(day));
  if (permits.length === 0) problems.push('no permit (national or state) expiry is recorded');
  else if (permits.every((day) => day < tripDate)) {
    problems.push(`its permit expired on ${indianDate(permits.sort().at(-1)!)}`);
  }
  return problems.filter((problem): problem is string => Boolean(problem));
}

const joinProblems = (problems: string[]) =>
  problems.length <= 1 ? (problems[0] ?? '') : `${problems.slice(0, -1).join(', ')} and ${problems.at(-1)}`;

async function tripInTransitWith(
  executor: Executor,
  column: typeof trips.truckId | typeof trips.driverId,
  id: string,
  tripId: string,
) {
  const [other] = await executor
    .select({ tripNo: trips.tripNo })
    .from(trips)
    .where(and(eq(column, id), eq(trips.status, 'in_transit'), ne(trips.id, tripId)))
    .limit(1);
  return other?.tripNo;
}

/** Refuses to start an own-truck trip, naming each paper and its expiry; returns the locked truck and driver. */
export async function checkOwnFleetCanStart(
  executor: Executor,
  trip: { id: string; truckId: string; driverId: string; tripDate: string },
): Promise<{ truck: TruckRow; driver: DriverRow }> {
  const [truck] = await executor.select().from(trucks).where(eq(trucks.id, trip.truckId)).for('update');
  const [driver] = await executor.select().from(drivers).where(eq(drivers.id, trip.driverId)).for('update');
  const errors: Record<string, string> = {};
  const busyTruck = await tripInTransitWith(executor, trips.truckId, truck!.id, trip.id);
  if (busyTruck)
    errors.truckId = `${truck!.registrationNumber} is on trip ${busyTruck}, which is in transit: deliver or cancel it first`;
  else if (truck!.status === 'maintenance' || truck!.status === 'inactive') {
    errors.truckId = `${truck!.registrationNumber} is ${truckStatusLabels[truck!.status].toLowerCase()}: change its status first`;
  } else {
    const problems = await truckPaperProblems(executor, truck!, trip.tripDate);
    if (problems.length > 0) {
      errors.truckId = `${truck!.registrationNumber} cannot carry goods on ${indianDate(trip.tripDate)}: ${joinProblems(problems)}. Renew its papers first`;
    }
  }
  const busyDriver = await tripInTransitWith(executor, trips.driverId, driver!.id, trip.id);
  if (busyDriver) errors.driverId = `${driver!.name} is on trip ${busyDriver}, which is in transit: deliver or cancel it first`;
  else if (driver!.status === 'on_leave' || driver!.status === 'inactive') {
    errors.driverId = `${driver!.name} is ${driverStatusLabels[driver!.status].toLowerCase()}: change their status first`;
  } else if (driver!.licenceExpiresOn < trip.tripDate) {
    errors.driverId = `${driver!.name}'s driving licence expired on ${indianDate(driver!.licenceExpiresOn)}, before the trip date ${indianDate(trip.tripDate)}: renew it first`;
  }
  const messages = Object.values(errors);
  if (messages.length > 0) throw conflict(`This trip cannot start: ${messages.join('. ')}.`, errors);
  return { truck: truck!, driver: driver! };
}

/** The records a trip names must exist and be in use; each problem is an error on its field. */
export async function checkTripRecords(
  executor: Executor,
  values: { truckId: string | null; driverId: string | null; vehicleId: string | null },
  unchanged: { truckId?: string | null; driverId?: string | null; vehicleId?: string | null } = {},
): Promise<void> {
  const errors: Record<string, string> = {};
  if (values.truckId && values.truckId !== unchanged.truckId) {
    const [truck] = await executor.select().from(trucks).where(eq(trucks.id, values.truckId));
    if (!truck) errors.truckId = 'This truck does not exist (any more): choose another';
    else if (truck.status === 'inactive') errors.truckId = `${truck.registrationNumber} is inactive: choose another truck`;
  }
  if (values.driverId && values.driverId !== unchanged.driverId) {
    const [driver] = await executor.select().from(drivers).where(eq(drivers.id, values.driverId));
    if (!driver) errors.driverId = 'This driver does not exist (any more): choose another';
    else if (driver.status === 'inactive') errors.driverId = `${driver.name} is inactive: choose another driver`;
  }
  if (values.vehicleId && values.vehicleId !== unchanged.vehicleId) {
    const [vehicle] = await executor.select().from(vehicles).where(eq(vehicles.id, values.vehicleId));
    if (!vehicle) errors.vehicleId = 'This vehicle does not exist (any more): choose another';
    else if (!vehicle.active) errors.vehicleId = `${vehicle.registrationNumber} is inactive: choose another vehicle`;
  }
  const messages = Object.values(errors);
  if (messages.length > 0) throw badRequest(messages.join('. '), errors);
}
