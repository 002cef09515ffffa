import type { FastifyRequest } from 'fastify';
import type { AuditEntity } from 'shared-api/schemas';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

/** Who made a change: the signed-in user, or nobody (e.g. a reset link followed by a visitor). */
export interface Actor {
  id: string | null;
  email: string | null;
  ip: string | null;
}

export const actorOf = (request: FastifyRequest): Actor => ({
  id: request.auth?.user.id ?? null,
  email: request.auth?.user.email ?? null,
  ip: request.ip,
});

export interface AuditEntryInput {
  /** e.g. 'user.create', 'user.update', 'user.delete', 'company_profile.update'. */
  action: string;
  entity: AuditEntity;
  entityId: string | null;
  /** The record as the API shows it (never secrets such as password hashes). */
  before: unknown;
  after: unknown;
}

/**
 * Writes one audit entry. Pass the transaction that made the change, so the entry exists exactly
 * when the change does.
 */
export async function recordAudit(executor: Pick<Db, 'insert'>, actor: Actor, entry: AuditEntryInput): Promise<void> {
  await executor.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    ip: actor.ip,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    // The moment of the entry, not the transaction's start: two entries of one change (a POD filed and
    // the trip it moved) keep their order in the record's history.
    createdAt: sql`clock_timestamp()`,
  });
}

/** Many entries at once (an import), in the transaction that made the changes. */
export async function recordAuditMany(executor: Pick<Db, 'insert'>, actor: Actor, entries: AuditEntryInput[]): Promise<void> {
  if (entries.length === 0) return;
  await executor.insert(auditLog).values(
    entries.map((entry) => ({
      actorId: actor.id,
      actorEmail: actor.email,
      ip: actor.ip,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      before: entry.before ?? null,
      after: entry.after ?? null,
    })),
  );
}

export type { AuditEntity };
