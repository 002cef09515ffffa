import { and, asc, eq, gte, inArray, isNull, like, lte, lt, ne, sql } from 'drizzle-orm';
import type { OwnerBalanceReport, OwnerBalanceRow } from 'shared-api/schemas';
import type { Db } from '../../db/client';
import { ledgerLines, moneyEntries, trips, vehicles } from '../../db/schema';
import { likePattern } from '../../lib/listing';
import { reportPeriod, type ReportQuery } from './period';

/*
 * The vehicle owners' balance report (GET /vehicles/balance-report): per market vehicle, what its
 * trips owed the owner (hire and additions), what was kept back (commission, deductions), what was
 * paid (advances, balances) and deducted as TDS, and what is still owed. The closing balance is the
 * sum of the owner's ledger lines; the columns break the same lines down, so they add up to it.
 */

const POD_PENDING = ['planned', 'in_transit', 'delivered'] as const;

export function createOwnerBalances(db: Db) {
  return async function ownerBalances(query: ReportQuery): Promise<OwnerBalanceReport> {
    const { from, to } = await reportPeriod(db, query);
    const matching = db
      .select({
        id: vehicles.id,
        registrationNumber: vehicles.registrationNumber,
        ownerName: vehicles.ownerName,
        ownerPan: vehicles.ownerPan,
        opening:
          sql<number>`case when ${vehicles.openingBalanceSide} = 'Dr' then ${vehicles.openingBalancePaise} else -${vehicles.openingBalancePaise} end`.mapWith(
            Number,
          ),
      })
      .from(vehicles)
      .where(query.search ? like(vehicles.searchText, likePattern(query.search.toLowerCase())) : undefined)
      .orderBy(asc(sql`lower(${vehicles.ownerName})`), asc(vehicles.registrationNumber), asc(vehicles.id));
    const owners = await matching;
    if (owners.length === 0) return { from, to, rows: [], totals: totalsOf([]) };
    // The owners by the same filter as a subquery, not their ids as parameters: a list of 100,000
    // vehicles is more than a statement may bind (65,535), and the planner joins a subquery better.
    const ids = db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(query.search ? like(vehicles.searchText, likePattern(query.search.toLowerCase())) : undefined);

    const inPeriod = and(from ? gte(ledgerLines.postedOn, from) : undefined, lte(ledgerLines.postedOn, to));
    const sum = (condition: ReturnType<typeof sql>) =>
      sql<number>`coalesce(sum(${ledgerLines.amountPaise}) filter (where ${condition}), 0)`.mapWith(Number);
    const lineFigures = await db
      .select({
        id: ledgerLines.accountId,
        before: from ? sum(sql`${lt(ledgerLines.postedOn, from)}`) : sql<number>`0`.mapWith(Number),
        period: sum(sql`${inPeriod}`),
        // A cancelling line belongs with the line it cancels: its sign is the other way round.
        owed: sum(
          sql`${inPeriod} and ${ledgerLines.source} = 'trip' and (${ledgerLines.amountPaise} < 0) = (${ledgerLines.reverses} is null)`,
        ),
        kept: sum(
          sql`${inPeriod} and ${ledgerLines.source} = 'trip' and (${ledgerLines.amountPaise} > 0) = (${ledgerLines.reverses} is null)`,
        ),
      })
      .from(ledgerLines)
      .where(and(eq(ledgerLines.accountKind, 'owner'), inArray(ledgerLines.accountId, ids), lte(ledgerLines.postedOn, to)))
      .groupBy(ledgerLines.accountId);

    const paid = await db
      .select({
        id: moneyEntries.vehicleId,
        advance:
          sql<number>`coalesce(sum(${moneyEntries.amountPaise}) filter (where ${moneyEntries.ownerPaymentStage} = 'advance'), 0)`.mapWith(
            Number,
          ),
        balance:
          sql<number>`coalesce(sum(${moneyEntries.amountPaise}) filter (where ${moneyEntries.ownerPaymentStage} = 'balance'), 0)`.mapWith(
            Number,
          ),
        tds: sql<number>`coalesce(sum(${moneyEntries.tdsPaise}), 0)`.mapWith(Number),
      })
      .from(moneyEntries)
      .where(
        and(
          eq(moneyEntries.kind, 'owner-payment'),
          inArray(moneyEntries.vehicleId, ids),
          isNull(moneyEntries.reversedAt),
          from ? gte(moneyEntries.entryDate, from) : undefined,
          lte(moneyEntries.entryDate, to),
        ),
      )
      .groupBy(moneyEntries.vehicleId);

    const tripFigures = await db
      .select({
        id: trips.vehicleId,
        commission:
          sql<number>`coalesce(sum(${trips.commissionPaise}) filter (where ${trips.tripDate} <= ${to}${from ? sql` and ${trips.tripDate} >= ${from}` : sql``}), 0)`.mapWith(
            Number,
          ),
        trips:
          sql<number>`count(*) filter (where ${trips.tripDate} <= ${to}${from ? sql` and ${trips.tripDate} >= ${from}` : sql``})`.mapWith(
            Number,
          ),
        podPending: sql<number>`count(*) filter (where ${inArray(trips.status, [...POD_PENDING])})`.mapWith(Number),
      })
      .from(trips)
      .where(and(inArray(trips.vehicleId, ids), ne(trips.status, 'cancelled')))
      .groupBy(trips.vehicleId);

    const byId = <T extends { id: string | null }>(rows: T[]) => new Map(rows.map((row) => [row.id!, row]));
    const lines = byId(lineFigures);
    const payments = byId(paid);
    const tripsOf = byId(tripFigures);
    const rows: OwnerBalanceRow[] = owners.map((owner) => {
      const line = lines.get(owner.id);
      const payment = payments.get(owner.id);
      const trip = tripsOf.get(owner.id);
      const openingPaise = owner.opening + (line?.before ?? 0);
      const commissionPaise = trip?.commission ?? 0;
      const closing = openingPaise + (line?.period ?? 0);
      return {
        id: owner.id,
        registrationNumber: owner.registrationNumber,
        ownerName: owner.ownerName,
        ownerPan: owner.ownerPan,
        // Owed to the owner is a credit: the report shows what the company owes as a positive payable.
        openingPayablePaise: -openingPaise,
        hirePaise: -(line?.owed ?? 0),
        commissionPaise,
        deductionsPaise: (line?.kept ?? 0) - commissionPaise,
        advancePaidPaise: payment?.advance ?? 0,
        balancePaidPaise: payment?.balance ?? 0,
        tdsPaise: payment?.tds ?? 0,
        payablePaise: -closing,
        trips: trip?.trips ?? 0,
        podPendingTrips: trip?.podPending ?? 0,
      };
    });
    return { from, to, rows, totals: totalsOf(rows) };
  };
}

function totalsOf(rows: OwnerBalanceRow[]): OwnerBalanceReport['totals'] {
  const total = (key: keyof OwnerBalanceReport['totals']) => rows.reduce((sum, row) => sum + row[key], 0);
  return {
    openingPayablePaise: total('openingPayablePaise'),
    hirePaise: total('hirePaise'),
    commissionPaise: total('commissionPaise'),
    deductionsPaise: total('deductionsPaise'),
    advancePaidPaise: total('advancePaidPaise'),
    balancePaidPaise: total('balancePaidPaise'),
    tdsPaise: total('tdsPaise'),
    payablePaise: total('payablePaise'),
    trips: total('trips'),
    podPendingTrips: total('podPendingTrips'),
  };
}

export type OwnerBalances = ReturnType<typeof createOwnerBalances>;
