import type { FastifyPluginAsync } from 'fastify';
import type { Readiness } from './readiness';

export interface ReadyRoutesOptions {
  check: () => Promise<Readiness>;
}

/** For the proxy: send this instance traffic only while it answers 200. */
export const readyRoutes: FastifyPluginAsync<ReadyRoutesOptions> = async (app, { check }) => {
  app.get(
    '/',
    {
      config: { public: true },
      // Probed every few seconds by the proxy: its own lines would drown the others; failures still log.
      logLevel: 'warn',
      schema: {
        summary: 'Readiness (200 when the database answers, every migration is applied and the instance is not shutting down)',
        tags: ['Health'],
      },
    },
    async (request, reply) => {
      const readiness = await check();
      if (readiness.ready) return { success: true, data: { status: 'ready' } };
      if (readiness.error) request.log.warn({ err: readiness.error }, `not ready: ${readiness.reason}`);
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({
          success: false,
          message: readiness.reason,
          data: { status: 'not-ready', reason: readiness.reason },
        });
    },
  );
};
