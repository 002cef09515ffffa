import type {
  BalanceExportQuery,
  ExpenseSummaryExportQuery,
  ProfitLossExportQuery,
  ProfitLossQuery,
  ProfitLossReport,
  ReportBalance,
  ReportBalanceQuery,
  ReportFormat,
  ReportPeriodQuery,
  ReportsDashboard,
} from '../schemas';
import type { Envelope } from '../envelope';
import { http } from 'shared-api';
import { downloadFile, type DownloadProgress } from './masters';
import { searchParams } from './search-params';

/** The reports: what the business earned and spent in a period, and who owes whom. */
export const reportsApi = {
  dashboard: async (query: ReportPeriodQuery = {}) =>
    (await http()).get('reports/dashboard', { searchParams: searchParams(query) }).json<Envelope<ReportsDashboard>>(),
  profitLoss: async (query: ProfitLossQuery = {}) =>
    (await http()).get('reports/profit-loss', { searchParams: searchParams(query) }).json<Envelope<ProfitLossReport>>(),
  balance: async (query: ReportBalanceQuery = {}) =>
    (await http()).get('reports/balance', { searchParams: searchParams(query) }).json<Envelope<ReportBalance>>(),
  /** The whole P&L of the period in the grouping (every page), as a file. */
  profitLossExport: (query: Omit<ProfitLossExportQuery, 'format'>, format: ReportFormat, onProgress?: DownloadProgress) =>
    downloadFile('reports/profit-loss/export', { ...query, format }, `profit-and-loss.${format}`, onProgress),
  balanceExport: (query: Omit<BalanceExportQuery, 'format'>, format: ReportFormat, onProgress?: DownloadProgress) =>
    downloadFile('reports/balance/export', { ...query, format }, `balances-${query.kind ?? 'parties'}.${format}`, onProgress),
  /** The period's expenses by category, a column per month, as a file. */
  expenseSummaryExport: (query: Omit<ExpenseSummaryExportQuery, 'format'>, format: ReportFormat, onProgress?: DownloadProgress) =>
    downloadFile('reports/expense-summary/export', { ...query, format }, `expenses.${format}`, onProgress),
  /** The period's vouchers as Tally XML, for the accountant to import. */
  tallyExport: (period: { from: string; to: string }, onProgress?: DownloadProgress) =>
    downloadFile('reports/tally-export', period, `tally-${period.from}-${period.to}.xml`, onProgress),
};
