import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { idParamsSchema } from '../../lib/params';
import { holdRecordsToBranch } from '../../access/branch-scope';
import { branchOfTrip } from '../trips/service';
import { TRIP_NOT_FOUND } from '../trips/shape';
import type { ZodTypeProvider } from '../../lib/validation';
import type { Letterhead } from '../company/letterhead';
import { paymentAdviceOf } from './advice';
import { renderPaymentAdvicePdf } from './pdf';

/** /api/trips/{id}/payment-advice: a market trip's lorry-hire payment advice, as a PDF. */
export async function paymentAdviceRoutes(
  instance: FastifyInstance,
  { db, letterhead }: { db: Db; letterhead: () => Promise<Letterhead> },
): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  holdRecordsToBranch(app, (id) => branchOfTrip(db, id), TRIP_NOT_FOUND);
  app.get(
    '/:id/payment-advice',
    {
      schema: {
        summary: "A market trip's lorry-hire payment advice (PDF): hire, deductions, payments with TDS, balance",
        tags: ['Trips'],
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const advice = await paymentAdviceOf(db, request.params.id);
      const content = await renderPaymentAdvicePdf(advice, await letterhead());
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="payment-advice-${advice.trip.lrNo}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(content);
    },
  );
}
