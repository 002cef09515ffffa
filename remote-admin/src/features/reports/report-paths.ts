import type { TripStatus } from 'shared-api/schemas';
import { ALL_SESSIONS } from '../trips/use-session-filter';

/** Where the report screens live, and the screens their figures lead to. */
export const reportsPath = '/admin/reports';
export const financialReportsPath = '/admin/reports/financial';
export const truckPath = (id: string) => `/admin/trucks/${encodeURIComponent(id)}`;
export const quotePath = (id: string) => `/admin/quotes/${encodeURIComponent(id)}`;

/** The trips behind a figure: the trips list filtered to the same days (and status, and branch). */
export function tripsPath(
  period: { sessionId: string | null; from: string; to: string; branchId?: string | undefined },
  status?: TripStatus,
): string {
  const query = new URLSearchParams({ sessionId: period.sessionId ?? ALL_SESSIONS, from: period.from, to: period.to });
  if (status) query.set('status', status);
  if (period.branchId) query.set('branchId', period.branchId);
  return `/admin/trips?${query.toString()}`;
}

/** The report queries' keys start here, so recording money or a trip elsewhere can refresh them all. */
export const REPORTS_RESOURCE = 'reports';

export type FinancialTab = 'profit-loss' | 'balances' | 'expenses';

/** The financial reports on a tab, for a period and what else the tab reads (groupBy, kind, asOf…). */
export function financialPath(tab: FinancialTab, query: Record<string, string | null | undefined> = {}): string {
  const params = new URLSearchParams({ tab });
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  return `${financialReportsPath}?${params.toString()}`;
}

/** The expenses list filtered to the days (and category or type) of a figure. */
export function expensesPath(query: {
  from: string;
  to: string;
  categoryId?: string;
  type?: string;
  branchId?: string | undefined;
}): string {
  const params = new URLSearchParams({ from: query.from, to: query.to });
  if (query.categoryId) params.set('categoryId', query.categoryId);
  if (query.type) params.set('type', query.type);
  if (query.branchId) params.set('branchId', query.branchId);
  return `/admin/expenses?${params.toString()}`;
}

const monthName = new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric' });

/** '2026-04' → 'Apr 2026'. */
export const monthLabel = (month: string) => monthName.format(new Date(`${month}-01T00:00:00`));

/** '2026-04' → its first and last day, within the period's. */
export function monthDays(month: string, period: { from: string; to: string }): { from: string; to: string } {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const last = new Date(year, number, 0).getDate();
  const first = `${month}-01`;
  const end = `${month}-${String(last).padStart(2, '0')}`;
  return { from: first < period.from ? period.from : first, to: end > period.to ? period.to : end };
}
