import type { FastifyInstance } from 'fastify';
import {
  balanceExportQuerySchema,
  expenseSummaryExportQuerySchema,
  profitLossExportQuerySchema,
  profitLossQuerySchema,
  reportBalanceQuerySchema,
  reportPeriodQuerySchema,
} from 'shared-api/schemas';
import { branchToList } from '../../access/branch-scope';
import { sendTable } from '../../lib/table-files';
import type { Letterhead } from '../company/letterhead';
import type { ZodTypeProvider } from '../../lib/validation';
import type { ReportBalanceReader } from './balance';
import type { ReportsDashboardReader } from './dashboard';
import type { ExpenseMonths } from './expense-months';
import { balanceTable, profitLossTable } from './export-tables';
import type { ProfitLoss } from './profit-loss';

export interface ReportsRoutesOptions {
  dashboard: ReportsDashboardReader;
  profitLoss: ProfitLoss;
  balance: ReportBalanceReader;
  expenseMonths: ExpenseMonths;
  /** The company's header for the PDF files. */
  letterhead: () => Promise<Letterhead>;
}

/** /api/reports, admin only: the dashboard, profit and loss, and the balance reports. */
export async function reportsRoutes(
  instance: FastifyInstance,
  { dashboard, profitLoss, balance, expenseMonths, letterhead }: ReportsRoutesOptions,
): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/dashboard',
    {
      schema: {
        summary:
          "A period's trips by status, income, hire, expenses and profit by month, balances, ageing, top parties and fleet use",
        tags: ['Reports'],
        querystring: reportPeriodQuerySchema,
      },
    },
    async (request) => ({ success: true, data: await dashboard(request.query) }),
  );
  app.get(
    '/profit-loss',
    {
      schema: {
        summary:
          "Profit and loss of a period: overall, or by month, truck, trip, route, billing party or branch, a page of groups; one branch's alone with branchId (a user of one branch always gets their branch's)",
        tags: ['Reports'],
        querystring: profitLossQuerySchema,
      },
    },
    async (request) => ({
      success: true,
      data: await profitLoss.report({ ...request.query, branchId: branchToList(request, request.query.branchId) }),
    }),
  );
  app.get(
    '/balance',
    {
      schema: {
        summary: 'Balances of billing parties, vehicle owners, drivers or banks and cash, for a session or up to a day',
        tags: ['Reports'],
        querystring: reportBalanceQuerySchema,
      },
    },
    async (request) => ({ success: true, data: await balance.report(request.query) }),
  );

  app.get(
    '/profit-loss/export',
    {
      schema: {
        summary: 'The profit and loss as a file (csv, xlsx or pdf), every group of the period, streamed',
        tags: ['Reports'],
        querystring: profitLossExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const branchId = branchToList(request, query.branchId);
      return sendTable(reply, { format, letterhead, ...profitLossTable(await profitLoss.export({ ...query, branchId })) });
    },
  );
  app.get(
    '/balance/export',
    {
      schema: {
        summary: 'A balance report as a file (csv, xlsx or pdf)',
        tags: ['Reports'],
        querystring: balanceExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      return sendTable(reply, { format, letterhead, ...balanceTable(await balance.export(query)) });
    },
  );
  app.get(
    '/expense-summary/export',
    {
      schema: {
        summary: "The period's expenses by category, a column per month, as a file (csv, xlsx or pdf)",
        tags: ['Reports'],
        querystring: expenseSummaryExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      return sendTable(reply, {
        format,
        letterhead,
        ...(await expenseMonths({ ...query, branchId: branchToList(request, query.branchId) })),
      });
    },
  );
}
