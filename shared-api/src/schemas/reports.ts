import { z } from 'zod';
import type { ExpiringPaper } from './admin';
import { balancePageFields, type BalanceReportPage, type BankBalanceReport, type OwnerBalanceReport } from './money-entries';
import type { PartyAgeing, PartyBalanceReport } from './receivables';
import { blankToUndefined, dateFilter, idFilter, limitParam, pageParam, periodDate, searchParam } from './fields';
import type { TripStatus } from './trips';
import type { TruckType } from './trucks';

/*
 * The reports (GET /reports/…): what the business earned and spent, and who owes whom, for a period.
 * A period is a session, or from–to, or both (the session's days between from and to); with neither,
 * the active session. Income is earned on the trip's date by trips not cancelled (freight and the
 * party's charges); a market trip costs its hire and vehicle-side charges less the commission kept;
 * expenses count on their own date. Every figure is summed in SQL from the same rows the money
 * screens show, so a report and a ledger never disagree.
 */

const periodFields = {
  sessionId: idFilter('Session'),
  from: dateFilter('From'),
  to: dateFilter('To'),
};

/** The longest period a report covers: its months are columns of some exports, and its days are read. */
export const MAX_REPORT_YEARS = 10;

const fromBeforeTo = (value: { from?: string | undefined; to?: string | undefined }) =>
  !value.from || !value.to || value.from <= value.to;
const fromBeforeToIssue = { message: 'From must be on or before To', path: ['to'] };

const withinMaxYears = (value: { from?: string | undefined; to?: string | undefined }) =>
  !value.from ||
  !value.to ||
  Number(value.to.slice(0, 4)) * 12 +
    Number(value.to.slice(5, 7)) -
    (Number(value.from.slice(0, 4)) * 12 + Number(value.from.slice(5, 7))) <
    MAX_REPORT_YEARS * 12;
const withinMaxYearsIssue = {
  message: `A report covers at most ${MAX_REPORT_YEARS} years (${MAX_REPORT_YEARS * 12} months): narrow From and To`,
  path: ['to'],
};

export const reportPeriodQuerySchema = z
  .object(periodFields)
  .refine(fromBeforeTo, fromBeforeToIssue)
  .refine(withinMaxYears, withinMaxYearsIssue);
export type ReportPeriodQuery = z.input<typeof reportPeriodQuerySchema>;

/** The days a report covers, as the server resolved them. */
export interface ReportPeriod {
  from: string;
  to: string;
  sessionId: string | null;
  /** '2026-27' when the period is (part of) one session. */
  sessionName: string | null;
}

/* ------------------------------------------------------------------------------------------------
 * GET /reports/dashboard
 * ---------------------------------------------------------------------------------------------- */

/** Income, costs and profit of a stretch of days. */
export interface ProfitFigures {
  trips: number;
  /** Freight and the party-side charges of the trips of those days. */
  incomePaise: number;
  /** Market vehicles' hire and vehicle-side charges, less the commission kept. */
  hirePaise: number;
  expensesPaise: number;
  /** income − hire − expenses. */
  profitPaise: number;
}

export interface MonthFigures extends ProfitFigures {
  /** 'yyyy-mm'. */
  month: string;
}

/** What a truck did in the period: the days it was out on trips, and its diesel. */
export interface FleetUseRow {
  truckId: string;
  registrationNumber: string;
  truckType: TruckType;
  trips: number;
  /** Days between a trip's start (or its date) and its delivery (or the period's end), within the period. */
  daysOnTrip: number;
  /** daysOnTrip over the period's days (up to its last day, as above), 0–100, one decimal. */
  usePercent: number;
  /** Σ (end km − start km) of its trips that have both. */
  km: number;
  /** Diesel bought for it in the period (litres, three decimals, as text). */
  litres: string;
  /** km ÷ litres, one decimal; null without both. */
  kmPerLitre: number | null;
  /** What a truck of its type should give (expectedKmPerLitre). */
  expectedKmPerLitre: number;
}

export interface RecentQuote {
  id: string;
  name: string;
  company: string | null;
  service: string;
  origin: string;
  destination: string;
  status: string;
  createdAt: string;
}

export interface TopParty {
  id: string;
  name: string;
  trips: number;
  incomePaise: number;
}

export interface ReportsDashboard {
  period: ReportPeriod;
  /**
   * The calendar month of the period's last day, up to that day. Here and below, "the period's last day"
   * is today when the period runs past today (the active session, by default).
   */
  month: { from: string; to: string };
  tripsByStatus: { status: TripStatus; trips: number; freightPaise: number }[];
  thisMonth: ProfitFigures;
  thisPeriod: ProfitFigures;
  /** Every month of the period, empty ones included. */
  byMonth: MonthFigures[];
  /** As of the period's last day: what parties owe (debit balances less credit ones). */
  receivablePaise: number;
  /** Open bills' balances by age on the period's last day. */
  receivableAgeing: PartyAgeing;
  /** What is owed to vehicle owners on the period's last day. */
  payablePaise: number;
  /** The ten accounts holding the most, largest first (the totals below count every account). */
  banks: { id: string; name: string; accountType: string; balancePaise: number }[];
  cashPaise: number;
  bankPaise: number;
  /** The five parties with the most income in the period. */
  topParties: TopParty[];
  /** Expired or expiring within 30 days of today: the count and the soonest ten. */
  papersExpiring: { total: number; items: ExpiringPaper[] };
  /** The five newest quote requests. */
  recentQuotes: RecentQuote[];
  /** Trucks with a trip or diesel in the period, busiest first (the fifty busiest). */
  fleetUse: FleetUseRow[];
}

/** What a truck of each type should run on a litre of diesel, loaded, on Indian highways. */
export const expectedKmPerLitre: Record<TruckType, number> = {
  lcv: 9,
  open_body: 4,
  container: 3.5,
  trailer: 3,
  tanker: 3.5,
  tipper: 3.5,
  reefer: 3.2,
};

/* ------------------------------------------------------------------------------------------------
 * GET /reports/profit-loss
 * ---------------------------------------------------------------------------------------------- */

export const profitLossGroupings = ['overall', 'month', 'truck', 'trip', 'route', 'party', 'branch'] as const;
export type ProfitLossGrouping = (typeof profitLossGroupings)[number];

export const profitLossGroupingLabels: Record<ProfitLossGrouping, string> = {
  overall: 'Overall',
  month: 'By month',
  truck: 'By truck',
  trip: 'By trip',
  route: 'By route',
  party: 'By billing party',
  branch: 'By branch',
};

/** The branch a report is narrowed to, as its heading names it. */
export interface ReportBranch {
  id: string;
  name: string;
  code: string;
}

export const profitLossQuerySchema = z
  .object({
    ...periodFields,
    groupBy: z.preprocess(
      blankToUndefined,
      z.enum(profitLossGroupings, { error: `Group by must be one of ${profitLossGroupings.join(', ')}` }).default('overall'),
    ),
    branchId: idFilter('Branch'),
    page: pageParam,
    limit: limitParam,
  })
  .refine(fromBeforeTo, fromBeforeToIssue)
  .refine(withinMaxYears, withinMaxYearsIssue);
export type ProfitLossQuery = z.input<typeof profitLossQuerySchema>;

/**
 * The expense heads a P&L row breaks its expenses into (domain note: diesel, toll, driver, repairs,
 * other). Category codes: diesel → diesel; toll → toll; driver-bhatta and salary → driver;
 * repairs and tyres → repairs; everything else → other.
 */
export const profitLossHeads = ['diesel', 'toll', 'driver', 'repairs', 'other'] as const;
export type ProfitLossHead = (typeof profitLossHeads)[number];

export interface ProfitLossRow {
  /**
   * The group's key: 'yyyy-mm', a truck/trip/party id, 'origin→destination' in lower case; 'market' for the
   * truck grouping's one row of market vehicles (they have no truck); null for the row of what no group takes.
   */
  key: string | null;
  /** 'Apr 2026', 'MH12AB1234', 'Market vehicles', 'T-2627-00042 · Mumbai → Pune', 'Mumbai → Pune', the party's name; 'Not tied to a truck' … */
  label: string;
  trips: number;
  /** Σ (end km − start km) of its trips that have both. */
  km: number;
  incomePaise: number;
  hirePaise: number;
  expenses: Record<ProfitLossHead, number>;
  expensesPaise: number;
  profitPaise: number;
  /** profit ÷ km to the paisa (half up); null without km. */
  profitPerKmPaise: number | null;
}

export interface ProfitLossReport {
  period: ReportPeriod;
  groupBy: ProfitLossGrouping;
  /** The one branch whose trips and expenses are summed, or null: every branch's and those outside any. */
  branch: ReportBranch | null;
  /** One page of groups, in the grouping's natural order (months in order, trucks by registration, trips by number, routes and parties by name). */
  rows: ProfitLossRow[];
  total: number;
  page: number;
  limit: number;
  /**
   * Expenses no group can take (an office expense when grouping by truck, trip, route or party), so
   * that the rows and this add up to `totals`; null when every expense has a group.
   */
  unassigned: ProfitLossRow | null;
  /** The whole period (every page and `unassigned`). */
  totals: ProfitLossRow;
  /** The period's expenses by category, as a P&L statement lists them, largest first. */
  expensesByCategory: { categoryId: string; name: string; amountPaise: number }[];
}

/* ------------------------------------------------------------------------------------------------
 * GET /reports/balance
 * ---------------------------------------------------------------------------------------------- */

export const balanceKinds = ['parties', 'owners', 'drivers', 'banks'] as const;
export type BalanceKind = (typeof balanceKinds)[number];

export const balanceKindLabels: Record<BalanceKind, string> = {
  parties: 'Billing parties',
  owners: 'Vehicle owners',
  drivers: 'Drivers',
  banks: 'Banks and cash',
};

export const reportBalanceQuerySchema = z.object({
  kind: z.preprocess(
    blankToUndefined,
    z.enum(balanceKinds, { error: `Kind must be one of ${balanceKinds.join(', ')}` }).default('parties'),
  ),
  asOf: dateFilter('As of'),
  sessionId: idFilter('Session'),
  search: searchParam,
  ...balancePageFields,
});
export type ReportBalanceQuery = z.input<typeof reportBalanceQuerySchema>;

/** A driver's account: positive is the company's money he holds, negative what he is owed. */
export interface DriverBalanceRow {
  id: string;
  name: string;
  phone: string;
  openingPaise: number;
  /** Advances given to him (cash, diesel, FASTag) in the period. */
  advancesPaise: number;
  /** Expenses he paid out of what he held, in the period. */
  expensesPaise: number;
  /** Settlements' cash: paid to him (+) or returned by him (−), net. */
  settledPaise: number;
  closingPaise: number;
}

export interface DriverBalanceReport extends BalanceReportPage {
  from: string | null;
  to: string;
  rows: DriverBalanceRow[];
  totals: Omit<DriverBalanceRow, 'id' | 'name' | 'phone'>;
}

export type ReportBalance =
  | { kind: 'parties'; report: PartyBalanceReport }
  | { kind: 'owners'; report: OwnerBalanceReport }
  | { kind: 'drivers'; report: DriverBalanceReport }
  | { kind: 'banks'; report: BankBalanceReport };

/* ------------------------------------------------------------------------------------------------
 * Exports: GET /reports/profit-loss/export, /reports/balance/export (the report's query + format)
 * ---------------------------------------------------------------------------------------------- */

export const reportFormats = ['csv', 'xlsx', 'pdf'] as const;
export type ReportFormat = (typeof reportFormats)[number];

const formatParam = z.preprocess(
  blankToUndefined,
  z.enum(reportFormats, { error: `Format must be one of ${reportFormats.join(', ')}` }).default('xlsx'),
);

export const profitLossExportQuerySchema = z
  .object({
    ...periodFields,
    groupBy: z.preprocess(
      blankToUndefined,
      z.enum(profitLossGroupings, { error: `Group by must be one of ${profitLossGroupings.join(', ')}` }).default('overall'),
    ),
    branchId: idFilter('Branch'),
    format: formatParam,
  })
  .refine(fromBeforeTo, fromBeforeToIssue)
  .refine(withinMaxYears, withinMaxYearsIssue);
export type ProfitLossExportQuery = z.input<typeof profitLossExportQuerySchema>;

/** Every account of the report, so no page. */
export const balanceExportQuerySchema = reportBalanceQuerySchema
  .omit({ page: true, limit: true })
  .extend({ format: formatParam });

/** GET /reports/expense-summary/export: the period's expenses by category, a column per month. */
export const expenseSummaryExportQuerySchema = z
  .object({ ...periodFields, branchId: idFilter('Branch'), format: formatParam })
  .refine(fromBeforeTo, fromBeforeToIssue)
  .refine(withinMaxYears, withinMaxYearsIssue);
export type ExpenseSummaryExportQuery = z.input<typeof expenseSummaryExportQuerySchema>;
export type BalanceExportQuery = z.input<typeof balanceExportQuerySchema>;

/* ------------------------------------------------------------------------------------------------
 * GET /reports/tally-export?from=…&to=…
 * ---------------------------------------------------------------------------------------------- */

export const tallyExportQuerySchema = z
  .object({
    from: z.preprocess(blankToUndefined, periodDate('From')),
    to: z.preprocess(blankToUndefined, periodDate('To')),
  })
  .refine(fromBeforeTo, fromBeforeToIssue)
  .refine(withinMaxYears, withinMaxYearsIssue);
export type TallyExportQuery = z.input<typeof tallyExportQuerySchema>;
