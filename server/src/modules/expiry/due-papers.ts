import { and, asc, count, eq, lte, ne, sql, type SQL } from 'drizzle-orm';
import {
  EXPIRING_WITHIN_DAYS,
  daysBetween,
  truckPaperLabels,
  type ExpiringPaper,
  type ExpiringPapers,
  type TruckPaperKind,
} from 'shared-api/schemas';
import type { Db } from '../../db/client';
import { drivers, truckPapers, trucks } from '../../db/schema';
import { addDays } from '../masters/expiry';

/*
 * Papers that need attention: a truck's papers and drivers' licences that have expired or expire
 * within 30 days, of trucks and drivers still in service, soonest first. The dashboard, the bell
 * and the reminder e-mails all read this one list.
 */

export interface DuePaperRow {
  owner: 'truck' | 'driver';
  ownerId: string;
  ownerLabel: string;
  kind: string;
  number: string | null;
  expiresOn: string;
  /** When it entered the 30-day window, or was last recorded if later: the bell's "arrived" time. */
  dueSince: Date;
  unread: boolean;
}

/** Midnight in India on the day the paper entered its window, as a timestamp. */
const windowStart = (expiresOn: unknown) =>
  sql`((${expiresOn})::date - ${EXPIRING_WITHIN_DAYS}::int)::timestamp at time zone 'Asia/Kolkata'`;

/** A condition on the time a paper became due (the bell's "unread"); false when not asked for. */
export type DueCondition = (dueSince: SQL) => SQL;

function dueQueries(db: Pick<Db, 'select'>, horizon: string, unread: DueCondition = () => sql`false`) {
  const truckDueSince = sql`greatest(${truckPapers.updatedAt}, ${windowStart(truckPapers.expiresOn)})`;
  const driverDueSince = sql`greatest(${drivers.updatedAt}, ${windowStart(drivers.licenceExpiresOn)})`;
  const truckRows = db
    .select({
      owner: sql<'truck' | 'driver'>`'truck'`.as('owner'),
      ownerId: sql<string>`${trucks.id}`.as('owner_id'),
      ownerLabel: sql<string>`${trucks.registrationNumber}`.as('owner_label'),
      kind: sql<string>`${truckPapers.kind}`.as('kind'),
      number: sql<string | null>`${truckPapers.number}`.as('number'),
      expiresOn: sql<string>`${truckPapers.expiresOn}`.as('expires_on'),
      dueSince: sql<Date>`${truckDueSince}`.as('due_since'),
      unread: sql<boolean>`${unread(truckDueSince)}`.as('unread'),
    })
    .from(truckPapers)
    .innerJoin(trucks, eq(trucks.id, truckPapers.truckId))
    .where(and(lte(truckPapers.expiresOn, horizon), ne(trucks.status, 'inactive')));
  const driverRows = db
    .select({
      owner: sql<'truck' | 'driver'>`'driver'`.as('owner'),
      ownerId: sql<string>`${drivers.id}`.as('owner_id'),
      ownerLabel: sql<string>`${drivers.name}`.as('owner_label'),
      kind: sql<string>`'licence'`.as('kind'),
      number: sql<string | null>`${drivers.licenceNumber}`.as('number'),
      expiresOn: sql<string>`${drivers.licenceExpiresOn}`.as('expires_on'),
      dueSince: sql<Date>`${driverDueSince}`.as('due_since'),
      unread: sql<boolean>`${unread(driverDueSince)}`.as('unread'),
    })
    .from(drivers)
    .where(and(lte(drivers.licenceExpiresOn, horizon), ne(drivers.status, 'inactive')));
  return { truckRows, driverRows };
}

/** Every paper due on `today` (expired, or expiring within 30 days), soonest first; at most `limit`. */
export async function duePapers(
  db: Pick<Db, 'select'>,
  today: string,
  { limit, unread }: { limit?: number; unread?: DueCondition } = {},
): Promise<DuePaperRow[]> {
  const { truckRows, driverRows } = dueQueries(db, addDays(today, EXPIRING_WITHIN_DAYS), unread);
  const union = truckRows.unionAll(driverRows).orderBy(asc(sql`expires_on`), asc(sql`owner_label`), asc(sql`kind`));
  const rows = await (limit === undefined ? union : union.limit(limit));
  // PGlite and pg differ in how a computed timestamp arrives: normalise to Date.
  return rows.map((row) => ({ ...row, dueSince: new Date(row.dueSince), unread: Boolean(row.unread) }));
}

/** How many papers are due; with `unread`, only those that became due after the admin last looked. */
export async function countDuePapers(db: Pick<Db, 'select'>, today: string, unread?: DueCondition): Promise<number> {
  const horizon = addDays(today, EXPIRING_WITHIN_DAYS);
  const { truckRows, driverRows } = dueQueries(db, horizon, unread);
  if (unread) {
    const rows = await truckRows.unionAll(driverRows);
    return rows.filter((row) => Boolean(row.unread)).length;
  }
  const [papers] = await db
    .select({ total: count() })
    .from(truckPapers)
    .innerJoin(trucks, eq(trucks.id, truckPapers.truckId))
    .where(and(lte(truckPapers.expiresOn, horizon), ne(trucks.status, 'inactive')));
  const [licences] = await db
    .select({ total: count() })
    .from(drivers)
    .where(and(lte(drivers.licenceExpiresOn, horizon), ne(drivers.status, 'inactive')));
  return Number(papers?.total ?? 0) + Number(licences?.total ?? 0);
}

export const paperLabelOf = (row: Pick<DuePaperRow, 'owner' | 'kind'>) =>
  row.owner === 'driver' ? 'Driving licence' : (truckPaperLabels[row.kind as TruckPaperKind] ?? row.kind);

export const paperKeyOf = (row: Pick<DuePaperRow, 'owner' | 'ownerId' | 'kind'>) => `${row.owner}:${row.ownerId}:${row.kind}`;

export function toExpiringPaper(row: DuePaperRow, today: string): ExpiringPaper {
  const daysLeft = daysBetween(today, row.expiresOn);
  return {
    key: paperKeyOf(row),
    owner: row.owner,
    ownerId: row.ownerId,
    ownerLabel: row.ownerLabel,
    paperLabel: paperLabelOf(row),
    number: row.number,
    expiresOn: row.expiresOn,
    daysLeft,
    status: daysLeft < 0 ? 'expired' : 'expiring',
    path: `/admin/${row.owner === 'truck' ? 'trucks' : 'drivers'}/${row.ownerId}`,
  };
}

/** GET /admin/expiring-papers. */
export async function expiringPapers(db: Db, today: string, limit: number): Promise<ExpiringPapers> {
  const rows = await duePapers(db, today, { limit });
  return { total: await countDuePapers(db, today), items: rows.map((row) => toExpiringPaper(row, today)) };
}
