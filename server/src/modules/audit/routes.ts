import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { auditListQuerySchema, type AuditEntry } from 'shared-api/schemas';
import type { Db } from '../../db/client';
import { auditLog, type AuditRow } from '../../db/schema';
import { selectPage } from '../../lib/listing';
import type { ZodTypeProvider } from '../../lib/validation';

const toEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  actorId: row.actorId,
  actorEmail: row.actorEmail,
  action: row.action,
  entity: row.entity,
  entityId: row.entityId,
  before: row.before,
  after: row.after,
  ip: row.ip,
  createdAt: row.createdAt.toISOString(),
});

/** The audit log, read-only and admin-only: who changed users, roles and the company profile. */
export const auditRoutes: FastifyPluginAsync<{ db: Db }> = async (instance, { db }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/',
    {
      config: { roles: ['admin'] },
      schema: { summary: 'List audit log entries, newest first', tags: ['Audit'], querystring: auditListQuerySchema },
    },
    async (request) => {
      const { page, limit, sort, entity, entityId } = request.query;
      const filters: (SQL | undefined)[] = [
        entity ? eq(auditLog.entity, entity) : undefined,
        entityId ? eq(auditLog.entityId, entityId) : undefined,
      ];
      const where = and(...filters);
      const order =
        sort === 'createdAt' ? [asc(auditLog.createdAt), asc(auditLog.id)] : [desc(auditLog.createdAt), desc(auditLog.id)];
      // Both orders and each filter have an index ending in (created_at, id): see db/schema/accounts.ts.
      const { rows, total, totalCapped } = await selectPage(db, auditLog, where, order, { page, limit });
      return { success: true, data: rows.map(toEntry), total, totalCapped, page, limit };
    },
  );
};
