import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { forbidden, unauthorized } from '../../lib/errors';
import type { Metrics } from '../../lib/metrics';
import { bearerToken } from '../../plugins/auth';
import type { AuthService } from '../auth/service';

export interface MetricsRoutesOptions {
  metrics: Metrics;
  auth: AuthService;
  /** METRICS_TOKEN; undefined → admins only. */
  token: string | undefined;
}

// Digests have one length whatever was sent, so the comparison takes the same time for every guess.
const digest = (text: string) => createHash('sha256').update(text).digest();

/** Prometheus's scrape: the scraper's METRICS_TOKEN, or an admin's sign-in token. */
export const metricsRoutes: FastifyPluginAsync<MetricsRoutesOptions> = async (app, { metrics, auth, token }) => {
  const expected = token === undefined ? undefined : digest(token);
  app.get(
    '/',
    {
      // The auth hook would take the scraper's token for a sign-in token and refuse it: checked here
      // instead, so the API reference (whose access column comes from the hook's rules) leaves it out.
      config: { public: true },
      logLevel: 'warn',
      schema: { hide: true },
    },
    async (request, reply) => {
      const sent = bearerToken(request);
      if (!sent) throw unauthorized('Authentication required');
      if (!(expected && timingSafeEqual(digest(sent), expected))) {
        const { user } = await auth.authenticate(sent);
        if (user.role !== 'admin') throw forbidden('Admin access required');
      }
      return reply.type(metrics.contentType).send(await metrics.render());
    },
  );
};
