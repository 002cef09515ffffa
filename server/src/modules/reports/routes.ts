import type { FastifyInstance } from 'fastify';
import { profitLossQuerySchema, reportBalanceQuerySchema, reportPeriodQuerySchema } from 'shared-api/schemas';
import type { ZodTypeProvider } from '../../lib/validation';
import type { ReportBalanceReader } from './balance';
import type { ReportsDashboardReader } from './dashboard';
import type { ProfitLoss } from './profit-loss';

const config = { roles: ['admin'] } as const;

export interface ReportsRoutesOptions {
  dashboard: ReportsDashboardReader;
  profitLoss: ProfitLoss;
  balance: ReportBalanceReader;
}

/** /api/reports, admin only: the dashboard, profit and loss, and the balance reports. */
export async function reportsRoutes(
  instance: FastifyInstance,
  { dashboard, profitLoss, balance }: ReportsRoutesOptions,
): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/dashboard',
    {
      config,
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
      config,
      schema: {
        summary: 'Profit and loss of a period: overall, or by month, truck, trip, route or billing party, a page of groups',
        tags: ['Reports'],
        querystring: profitLossQuerySchema,
      },
    },
    async (request) => ({ success: true, data: await profitLoss.report(request.query) }),
  );
  app.get(
    '/balance',
    {
      config,
      schema: {
        summary: 'Balances of billing parties, vehicle owners, drivers or banks and cash, for a session or up to a day',
        tags: ['Reports'],
        querystring: reportBalanceQuerySchema,
      },
    },
    async (request) => ({ success: true, data: await balance(request.query) }),
  );
}
