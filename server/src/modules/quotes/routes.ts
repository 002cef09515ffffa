import type { FastifyPluginAsync } from 'fastify';
import { createQuoteSchema, quoteListQuerySchema, updateQuoteStatusSchema } from 'shared-api/schemas';
import type { RateLimits } from '../../config';
import { actorOf } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { idParamsSchema } from '../../lib/params';
import { limitRequests, senderAccount, type RateLimiter } from '../../lib/rate-limit';
import type { ZodTypeProvider } from '../../lib/validation';
import { requireAuth } from '../../plugins/auth';
import { QUOTE_NOT_FOUND, toQuote, type QuotesService } from './service';
import { listJsonEnvelope } from '../../lib/listing';
import { sendJson, type JsonText } from '../../lib/json-text';
import { jsonArray } from '../../lib/json-row';

export interface QuotesRoutesOptions {
  quotes: QuotesService;
  limiter: RateLimiter;
  limits: RateLimits['quotes'];
}

/** Quote requests: anyone may send one; the back office reviews, prices and closes them. */
export const quotesRoutes: FastifyPluginAsync<QuotesRoutesOptions> = async (instance, { quotes, limiter, limits }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const doc = (summary: string) => ({ summary, tags: ['Quotes'] });

  app.post(
    '/',
    {
      config: { public: true, optionalAuth: true },
      schema: { ...doc('Request a quote (public; linked to the caller when signed in)'), body: createQuoteSchema },
      preHandler: limitRequests(limiter, 'quotes', limits, senderAccount),
    },
    async (request, reply) => {
      const quote = await quotes.create(request.body, { customerId: request.auth?.user.id ?? null, ip: request.ip });
      return reply.code(201).send({
        success: true,
        data: quote,
        message: `Thank you! Your quote request ${quote.reference} has been received.`,
      });
    },
  );

  app.get('/', { schema: { ...doc('List quotes'), querystring: quoteListQuerySchema } }, async (request, reply) => {
    const query = request.query;
    return sendJson(reply, listJsonEnvelope(await quotes.list(query), query.limit));
  });

  app.get(
    '/mine',
    { schema: { ...doc("List the signed-in user's own quotes"), querystring: quoteListQuerySchema } },
    async (request, reply) => {
      const query = request.query;
      const { items, total, totalCapped } = await quotes.list(query, requireAuth(request).user.id);
      const page = JSON.stringify({ total, totalCapped, page: query.page, limit: query.limit });
      return sendJson(reply, `{"success":true,"data":${jsonArray(items)},${page.slice(1)}` as JsonText<unknown>);
    },
  );

  app.get('/stats', { schema: doc('Count quotes by status and by week') }, async () => ({
    success: true,
    data: await quotes.stats(),
  }));

  app.get('/:id', { schema: { ...doc('Get a quote'), params: idParamsSchema } }, async (request) => {
    const row = await quotes.findById(request.params.id);
    if (!row) throw notFound(QUOTE_NOT_FOUND);
    return { success: true, data: toQuote(row) };
  });

  app.put(
    '/:id/status',
    {
      schema: { ...doc('Move a quote to another status'), params: idParamsSchema, body: updateQuoteStatusSchema },
    },
    async (request) => {
      const quote = await quotes.updateStatus(actorOf(request), request.params.id, request.body);
      return { success: true, data: quote, message: 'Quote status updated' };
    },
  );

  app.delete('/:id', { schema: { ...doc('Delete a quote'), params: idParamsSchema } }, async (request) => {
    await quotes.remove(actorOf(request), request.params.id);
    return { success: true, data: null, message: 'Quote deleted' };
  });
};
