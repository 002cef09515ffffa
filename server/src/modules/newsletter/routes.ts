import type { FastifyPluginAsync } from 'fastify';
import { newsletterListQuerySchema, newsletterSchema } from 'shared-api/schemas';
import type { LimitRule, RateLimiter } from '../../lib/rate-limit';
import { limitRequests } from '../../lib/rate-limit';
import type { ZodTypeProvider } from '../../lib/validation';
import type { NewsletterService } from './service';
import { listEnvelope } from '../../lib/listing';

export interface NewsletterRoutesOptions {
  newsletter: NewsletterService;
  limiter: RateLimiter;
  limits: { perAddress: LimitRule };
}

/** The footer's sign-up box: public, validated and throttled per address. */
export const newsletterRoutes: FastifyPluginAsync<NewsletterRoutesOptions> = async (
  instance,
  { newsletter, limiter, limits },
) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/',
    {
      config: { public: true },
      schema: { summary: 'Subscribe an e-mail to the newsletter', tags: ['Newsletter'], body: newsletterSchema },
      preHandler: limitRequests(limiter, 'newsletter', limits),
    },
    async (request, reply) => {
      await newsletter.subscribe(request.body.email, request.ip);
      return reply.code(201).send({ success: true, data: null, message: 'Thank you for subscribing!' });
    },
  );

  app.get(
    '/',
    {
      schema: { summary: 'List newsletter sign-ups', tags: ['Newsletter'], querystring: newsletterListQuerySchema },
    },
    async (request) => {
      const query = request.query;
      return listEnvelope(await newsletter.list(query), query.limit);
    },
  );
};
