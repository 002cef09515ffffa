import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { auditListQuerySchema, type AuditEntry } from 'shared-api/schemas';
import type { Db } from '../../db/client';
import { auditLog, type AuditRow } from '../../db/schema';
import { sortKeys } from '../../lib/keyset';
import { keptCountNamed, listEnvelope, selectPage } from '../../lib/listing';
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
      schema: { summary: 'List audit log entries, newest first', tags: ['Audit'], querystring: auditListQuerySchema },
    },
    async (request) => {
      const { entity, entityId } = request.query;
      const filters: (SQL | undefined)[] = [
        entity ? eq(auditLog.entity, entity) : undefined,
        entityId ? eq(auditLog.entityId, entityId) : undefined,
      ];
      const where = and(...filters);
      // Both orders and each filter have an index ending in (created_at, id): see db/schema/accounts.ts.
      const keys = sortKeys(request.query.sort, { createdAt: auditLog.createdAt }, [auditLog.id]);
      // The whole log's count and each entity's are kept by the database (migration 0031): exact on every page.
      const kept = entity && !entityId ? keptCountNamed(`audit_log ${entity}`) : undefined;
      const { rows, ...page } = await selectPage(db, auditLog, where, keys, request.query, { kept });
      return listEnvelope({ items: rows.map(toEntry), ...page }, request.query.limit);
    },
  );
};
