import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';
import type { DatabaseKind, Db } from '../../db/client';

export interface HealthOptions {
  db: Db;
  databaseKind: DatabaseKind;
}

const startedAt = Date.now();

/** For load balancers and the start script: 200 only when the database answers. */
export const healthRoutes: FastifyPluginAsync<HealthOptions> = async (app, { db, databaseKind }) => {
  app.get(
    '/',
    { config: { public: true }, schema: { summary: 'Health check (200 when the database answers)', tags: ['Health'] } },
    async (request, reply) => {
      const uptimeSeconds = Math.floor((Date.now() - startedAt) / 1000);
      try {
        await db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable');
        return reply.code(503).send({
          success: false,
          message: 'Database unavailable',
          data: { status: 'error', database: databaseKind, uptimeSeconds },
        });
      }
      return { success: true, data: { status: 'ok', database: databaseKind, uptimeSeconds } };
    },
  );
};
