import type { FastifyInstance } from 'fastify';
import { overviewQuerySchema, pendingQuerySchema } from 'shared-api/schemas';
import type { ZodTypeProvider } from '../../lib/validation';
import type { PaymentsOverviewReader } from './overview';
import type { PendingQueues } from './pending';

/** /api/payments, admin only: the overview and the pending queues. */
export async function paymentsRoutes(
  instance: FastifyInstance,
  { overview, pending }: { overview: PaymentsOverviewReader; pending: PendingQueues },
): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/overview',
    {
      schema: {
        summary: 'Receivable, payable to owners, driver balances, bank and cash balances, what falls due this week',
        tags: ['Payments'],
        querystring: overviewQuerySchema,
      },
    },
    async (request) => ({ success: true, data: await overview(request.query) }),
  );
  app.get(
    '/pending',
    {
      schema: {
        summary: 'A queue of work: delivered awaiting POD, POD received not billed, bills unpaid, owner balances due',
        tags: ['Payments'],
        querystring: pendingQuerySchema,
      },
    },
    async (request) => {
      const { items, total, page, limit, counts } = await pending.page(request.query);
      // The list envelope every back-office list answers, so the screen pages it like the others.
      return {
        success: true,
        data: items,
        total,
        totalCapped: false,
        page,
        limit,
        nextCursor: page * limit < total ? String(page + 1) : null,
        prevCursor: page > 1 ? String(page - 1) : null,
        counts,
      };
    },
  );
}
