import type { FastifyInstance } from 'fastify';
import { balanceReportQuerySchema } from 'shared-api/schemas';
import { sendJsonData } from '../../lib/json-text';
import { idParamsSchema } from '../../lib/params';
import type { ZodTypeProvider } from '../../lib/validation';
import type { PartyBalances } from '../ledger/party-balances';
import { sharedWhileRunningPerKey } from '../../lib/listing';

/** /api/billing-parties/balance-report, /{id}/open-bills and /{id}/on-account: what the parties owe, and what they paid ahead. */
export async function partyBalanceRoutes(instance: FastifyInstance, { balances }: { balances: PartyBalances }): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // A report over every party: one reading for the callers who ask for the same one meanwhile.
  const reports = sharedWhileRunningPerKey<Awaited<ReturnType<PartyBalances['report']>>>();
  // A busy party's open bills (hundreds, ~95 KB) likewise: a receipt's form and the queues ask for them.
  const openBills = sharedWhileRunningPerKey<Awaited<ReturnType<PartyBalances['openBills']>>>();
  app.get(
    '/balance-report',
    {
      schema: {
        summary: 'Every billing party: opening, billed, received, TDS, credit notes, closing, on account and ageing',
        tags: ['Billing parties'],
        querystring: balanceReportQuerySchema,
      },
    },
    async (request) => ({ success: true, data: await reports.run(request.url, () => balances.report(request.query)) }),
  );
  app.get(
    '/:id/open-bills',
    {
      schema: {
        summary: "A party's bills with something left to receive, oldest first",
        tags: ['Billing parties'],
        params: idParamsSchema,
      },
    },
    async (request, reply) =>
      sendJsonData(reply, await openBills.run(request.params.id, () => balances.openBills(request.params.id))),
  );
  app.get(
    '/:id/on-account',
    {
      schema: {
        summary: "A party's standing receipts with money not yet set against a bill, oldest first",
        tags: ['Billing parties'],
        params: idParamsSchema,
      },
    },
    async (request) => ({ success: true, data: await balances.onAccount(request.params.id) }),
  );
}
