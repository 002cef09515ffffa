import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { tallyExportQuerySchema } from 'shared-api/schemas';
import type { ZodTypeProvider } from '../../lib/validation';
import { OutputClosed } from '../../lib/worker-stream/protocol';
import { writeTallyFile, type TallyExport } from './export';

/** /api/reports/tally-export, admin only: the period's vouchers and their ledgers as a Tally import file. */
export async function tallyRoutes(instance: FastifyInstance, { tally }: { tally: TallyExport }): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/tally-export',
    {
      schema: {
        summary:
          "The period's freight bills, credit notes, receipts, payments, transfers, market trips' hire and expenses as Tally XML vouchers, with the ledgers they need",
        tags: ['Reports'],
        querystring: tallyExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const file = await tally.file({ from, to });
      const body = new PassThrough();
      writeTallyFile(file, body).catch((error: unknown) => {
        // A download cancelled by the client ends quietly; anything else reaches Fastify's log.
        body.destroy(error instanceof OutputClosed ? undefined : (error as Error));
      });
      return reply
        .header('Content-Type', 'application/xml; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .send(body);
    },
  );
}
