import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { OwnerBalanceReport, OwnerBalanceRow } from 'shared-api/schemas';
import type { Db } from '../../db/client';
import { ledgerLines, moneyEntries, trips, vehicles } from '../../db/schema';
import {
  countAccounts,
  matchingAccounts,
  offsetOf,
  ofAccounts,
  signedOpeningColumn,
  sumWhere,
  type AccountPageQuery,
  type AccountScope,
  type Period,
} from './account-page';
import { keptEntrySums, keptKindOpening, keptLineSums, sumCells, type KeptLineSums } from './day-totals';
import { reportPeriod, type ReportQuery } from './period';

/*
 * The vehicle owners' balance report (GET /vehicles/balance-report): per market vehicle, what its
 * trips owed the owner (hire and additions), what was kept back (commission, deductions), what was
 * paid (advances, balances) and deducted as TDS, and what is still owed. The closing balance is the
 * sum of the owner's ledger lines; the columns break the same lines down, so they add up to it.
 */

const POD_PENDING = ['planned', 'in_transit', 'delivered'] as const;

/** The owner's ledger lines up to the end of the period, split into what his trips owed him and what was kept back. */
function lineFigures({ from, to }: Period) {
  const inPeriod = and(from ? gte(ledgerLines.postedOn, from) : undefined, lte(ledgerLines.postedOn, to));
  const amount = ledgerLines.amountPaise;
  return {
    before: from ? sumWhere(amount, lt(ledgerLines.postedOn, from)) : sql<number>`0`.mapWith(Number),
    period: sumWhere(amount, inPeriod),
    // A cancelling line belongs with the line it cancels: its sign is the other way round.
    owed: sumWhere(
      amount,
      sql`${inPeriod} and ${ledgerLines.source} = 'trip' and (${ledgerLines.amountPaise} < 0) = (${ledgerLines.reverses} is null)`,
    ),
    kept: sumWhere(
      amount,
      sql`${inPeriod} and ${ledgerLines.source} = 'trip' and (${ledgerLines.amountPaise} > 0) = (${ledgerLines.reverses} is null)`,
    ),
  };
}
/**
 * The same figures over every owner, from the kept day totals (day-totals.ts): a trip's line owed to the
 * owner is a credit, one kept back a debit, and a cancelling line counts with the kind it cancels.
 */
function keptLineFigures({ beforePaise, period }: KeptLineSums) {
  const trip = (cell: { source: string }) => cell.source === 'trip';
  return {
    before: beforePaise,
    period: sumCells(period),
    owed: sumCells(period, trip, (cell) => (cell.reversal ? cell.debitPaise : cell.creditPaise)),
    kept: sumCells(period, trip, (cell) => (cell.reversal ? cell.creditPaise : cell.debitPaise)),
  };
}
const ownerLines = ({ to }: Period, accounts: AccountScope) =>
  and(eq(ledgerLines.accountKind, 'owner'), lte(ledgerLines.postedOn, to), ofAccounts(ledgerLines.accountId, accounts));

const paymentFigures = () => ({
  advance: sumWhere(moneyEntries.amountPaise, eq(moneyEntries.ownerPaymentStage, 'advance')),
  balance: sumWhere(moneyEntries.amountPaise, eq(moneyEntries.ownerPaymentStage, 'balance')),
  tds: sumWhere(moneyEntries.tdsPaise, undefined),
});
const standingPayments = ({ from, to }: Period, accounts: AccountScope) =>
  and(
    eq(moneyEntries.kind, 'owner-payment'),
    isNull(moneyEntries.reversedAt),
    from ? gte(moneyEntries.entryDate, from) : undefined,
    lte(moneyEntries.entryDate, to),
    ofAccounts(moneyEntries.vehicleId, accounts),
  );

function tripFigures({ from, to }: Period) {
  const inPeriod = and(lte(trips.tripDate, to), from ? gte(trips.tripDate, from) : undefined);
  return {
    commission: sumWhere(trips.commissionPaise, inPeriod),
    trips: sql<number>`count(*) filter (where ${inPeriod})`.mapWith(Number),
    podPending: sql<number>`count(*) filter (where ${inArray(trips.status, [...POD_PENDING])})`.mapWith(Number),
  };
}
const marketTrips = (accounts: AccountScope) =>
  and(isNotNull(trips.vehicleId), ne(trips.status, 'cancelled'), ofAccounts(trips.vehicleId, accounts));

type Figures = {
  lines?: { before: number; period: number; owed: number; kept: number } | undefined;
  paid?: { advance: number; balance: number; tds: number } | undefined;
  trips?: { commission: number; trips: number; podPending: number } | undefined;
};

/** An owner's (or the totals') columns from its sums; the payable is from every line, so it stays the account's balance. */
function balanceColumns(opening: number, { lines, paid, trips: tripSums }: Figures) {
  const openingPaise = opening + (lines?.before ?? 0);
  const commissionPaise = tripSums?.commission ?? 0;
  return {
    // Owed to the owner is a credit: the report shows what the company owes as a positive payable.
    openingPayablePaise: -openingPaise,
    hirePaise: -(lines?.owed ?? 0),
    commissionPaise,
    deductionsPaise: (lines?.kept ?? 0) - commissionPaise,
    advancePaidPaise: paid?.advance ?? 0,
    balancePaidPaise: paid?.balance ?? 0,
    tdsPaise: paid?.tds ?? 0,
    payablePaise: -(openingPaise + (lines?.period ?? 0)),
    trips: tripSums?.trips ?? 0,
    podPendingTrips: tripSums?.podPending ?? 0,
  };
}

const signedOpening = signedOpeningColumn(vehicles);

export function createOwnerBalances(db: Db) {
  /** The totals over the owners a search matches: one pass over each source, none grouped by owner. */
  async function totalsOf(period: Period, accounts: { table: typeof vehicles; where: SQL }) {
    const [[openings], [lines], [paid], [tripSums]] = await Promise.all([
      db
        .select({ opening: sumWhere(signedOpening, undefined) })
        .from(vehicles)
        .where(accounts.where),
      db.select(lineFigures(period)).from(ledgerLines).where(ownerLines(period, accounts)),
      db.select(paymentFigures()).from(moneyEntries).where(standingPayments(period, accounts)),
      db.select(tripFigures(period)).from(trips).where(marketTrips(accounts)),
    ]);
    return balanceColumns(openings?.opening ?? 0, { lines, paid, trips: tripSums });
  }

  /**
   * The totals over every owner from what is kept (day-totals.ts): openings, lines by day and source,
   * standing owner payments by day and stage; the market trips' commission and counts from their
   * partial index alone (trips_market_idx). With the number of vehicles.
   */
  async function keptTotals(period: Period) {
    const [{ accounts, openingPaise }, lineSums, payments, [tripSums]] = await Promise.all([
      keptKindOpening(db, 'owner'),
      keptLineSums(db, 'owner', period),
      keptEntrySums(db, 'owner-payment', period),
      // Written as the index's predicate, so the planner reads the index alone.
      db
        .select(tripFigures(period))
        .from(trips)
        .where(sql`${trips.vehicleId} is not null and ${trips.status} <> 'cancelled'`),
    ]);
    const lines = keptLineFigures(lineSums);
    const paid = {
      advance: payments.filter((row) => row.stage === 'advance').reduce((sum, row) => sum + row.amountPaise, 0),
      balance: payments.filter((row) => row.stage === 'balance').reduce((sum, row) => sum + row.amountPaise, 0),
      tds: payments.reduce((sum, row) => sum + row.tdsPaise, 0),
    };
    return { accounts, totals: balanceColumns(openingPaise, { lines, paid, trips: tripSums }) };
  }

  async function rowsOf(
    period: Period,
    owners: { id: string; registrationNumber: string; ownerName: string; ownerPan: string | null; opening: number }[],
  ): Promise<OwnerBalanceRow[]> {
    if (owners.length === 0) return [];
    const ids = owners.map((owner) => owner.id);
    const [lines, paid, tripSums] = await Promise.all([
      db
        .select({ id: ledgerLines.accountId, ...lineFigures(period) })
        .from(ledgerLines)
        .where(ownerLines(period, ids))
        .groupBy(ledgerLines.accountId),
      db
        .select({ id: moneyEntries.vehicleId, ...paymentFigures() })
        .from(moneyEntries)
        .where(standingPayments(period, ids))
        .groupBy(moneyEntries.vehicleId),
      db
        .select({ id: trips.vehicleId, ...tripFigures(period) })
        .from(trips)
        .where(marketTrips(ids))
        .groupBy(trips.vehicleId),
    ]);
    const byId = <T extends { id: string | null }>(rows: T[]) => new Map(rows.map((row) => [row.id!, row]));
    const [linesOf, paidOf, tripsOf] = [byId(lines), byId(paid), byId(tripSums)];
    return owners.map(({ opening, ...owner }) => ({
      ...owner,
      ...balanceColumns(opening, { lines: linesOf.get(owner.id), paid: paidOf.get(owner.id), trips: tripsOf.get(owner.id) }),
    }));
  }

  /** One page of market vehicles by owner, with their figures. */
  async function pageOf(query: ReportQuery & AccountPageQuery, period: Period) {
    const where = matchingAccounts(vehicles, query.search);
    const owners = await db
      .select({
        id: vehicles.id,
        registrationNumber: vehicles.registrationNumber,
        ownerName: vehicles.ownerName,
        ownerPan: vehicles.ownerPan,
        opening: signedOpening,
      })
      .from(vehicles)
      .where(where)
      .orderBy(asc(sql`lower(${vehicles.ownerName})`), asc(vehicles.registrationNumber), asc(vehicles.id))
      .limit(query.limit)
      .offset(offsetOf(query));
    return rowsOf(period, owners);
  }

  return {
    async report(query: ReportQuery & AccountPageQuery): Promise<OwnerBalanceReport> {
      // The page's rows and the totals read side by side (as the parties' report does).
      const period = await reportPeriod(db, query);
      const where = matchingAccounts(vehicles, query.search);
      const [rows, { totals, accounts }] = await Promise.all([
        pageOf(query, period),
        where
          ? Promise.all([totalsOf(period, { table: vehicles, where }), countAccounts(db, vehicles, where)]).then(
              ([totals, accounts]) => ({ totals, accounts }),
            )
          : keptTotals(period),
      ]);
      return {
        ...period,
        rows,
        totals,
        total: accounts,
        page: query.page,
        limit: query.limit,
      };
    },
    /** A page's rows alone (an export's batch: the file adds up its own totals). */
    rows: async (query: ReportQuery & AccountPageQuery) => pageOf(query, await reportPeriod(db, query)),
  };
}

export type OwnerBalances = ReturnType<typeof createOwnerBalances>;
