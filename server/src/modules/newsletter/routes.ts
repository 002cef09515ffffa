import type { FastifyPluginAsync } from 'fastify';
import { newsletterSchema } from 'shared-api/schemas';
import type { ZodTypeProvider } from '../../lib/validation';
import type { NewsletterService } from './service';

/** The footer's sign-up box: public, validated and throttled per address. */
export const newsletterRoutes: FastifyPluginAsync<{ newsletter: NewsletterService }> = async (instance, { newsletter }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/',
    { config: { public: true, rateLimit: { max: 5, timeWindow: '1 minute' } }, schema: { body: newsletterSchema } },
    async (request, reply) => {
      await newsletter.subscribe(request.body.email, request.ip);
      return reply.code(201).send({ success: true, data: null, message: 'Thank you for subscribing!' });
    },
  );
};
