import type { FastifyPluginAsync } from 'fastify';
import { createMessageSchema, messageListQuerySchema, updateMessageStatusSchema } from 'shared-api/schemas';
import type { RateLimits } from '../../config';
import { actorOf } from '../../lib/audit';
import { idParamsSchema } from '../../lib/params';
import { limitRequests, senderAccount, type RateLimiter } from '../../lib/rate-limit';
import type { ZodTypeProvider } from '../../lib/validation';
import type { MessagesService } from './service';
import { listEnvelope } from '../../lib/listing';

export interface MessagesRoutesOptions {
  messages: MessagesService;
  limiter: RateLimiter;
  limits: RateLimits['messages'];
}

export const messagesRoutes: FastifyPluginAsync<MessagesRoutesOptions> = async (instance, { messages, limiter, limits }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const doc = (summary: string) => ({ summary, tags: ['Messages'] });

  app.post(
    '/',
    {
      config: { public: true, optionalAuth: true },
      schema: { ...doc('Send a message from the contact or contact-support form (public)'), body: createMessageSchema },
      preHandler: limitRequests(limiter, 'messages', limits, senderAccount),
    },
    async (request, reply) => {
      const message = await messages.create(request.body, { userId: request.auth?.user.id ?? null, ip: request.ip });
      return reply.code(201).send({
        success: true,
        data: message,
        message: `Thank you! Your message ${message.reference} has been sent. We reply within one business day.`,
      });
    },
  );

  app.get('/', { schema: { ...doc('List contact messages'), querystring: messageListQuerySchema } }, async (request) => {
    const query = request.query;
    return listEnvelope(await messages.list(query), query.limit);
  });

  app.get('/:id', { schema: { ...doc('Get a contact message'), params: idParamsSchema } }, async (request) => ({
    success: true,
    data: await messages.get(request.params.id),
  }));

  app.put(
    '/:id/status',
    {
      schema: { ...doc('Mark a message handled or new'), params: idParamsSchema, body: updateMessageStatusSchema },
    },
    async (request) => {
      const message = await messages.updateStatus(actorOf(request), request.params.id, request.body);
      return {
        success: true,
        data: message,
        message: message.status === 'handled' ? 'Message marked as handled' : 'Message reopened',
      };
    },
  );

  app.delete('/:id', { schema: { ...doc('Delete a contact message'), params: idParamsSchema } }, async (request) => {
    await messages.remove(actorOf(request), request.params.id);
    return { success: true, data: null, message: 'Message deleted' };
  });
};
