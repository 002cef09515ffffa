import { z } from 'zod';
import { blankToUndefined, limitParam, pageParam, sortParam } from './fields';
import { cursorParams, oneCursorAtMost } from './cursor';

export const auditSortValues = ['createdAt', '-createdAt'] as const;

/** The kinds of record the audit log keeps changes of. */
export const auditEntities = [
  'user',
  'company_profile',
  'quote',
  'message',
  'session',
  'billing_party',
  'vehicle',
  'bank',
  'branch',
  'truck',
  'driver',
  'trip',
  'expense',
  'money_entry',
  'freight_bill',
  'credit_note',
] as const;
export type AuditEntity = (typeof auditEntities)[number];

/** GET /audit-log (admin). */
export const auditListQuerySchema = z
  .object({
    page: pageParam,
    limit: limitParam,
    ...cursorParams,
    sort: sortParam(auditSortValues, '-createdAt'),
    entity: z.preprocess(blankToUndefined, z.enum(auditEntities, { error: 'Unknown entity' }).optional()),
    entityId: z.preprocess(blankToUndefined, z.string().trim().max(64, 'Entity id is too long').optional()),
  })
  .refine(...oneCursorAtMost);
export type AuditListQuery = z.input<typeof auditListQuerySchema>;

/** One audit entry: who did what to which record, with the record before and after. */
export interface AuditEntry {
  id: string;
  actorId: string | null;
  actorEmail: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  createdAt: string;
}
