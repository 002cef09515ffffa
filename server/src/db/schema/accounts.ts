import {
  type AnyPgColumn,
  boolean,
  index,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ROLES } from 'shared-api/schemas';
import { searchText, timestamps, trigramIndex } from './columns';
import { branches, financialSessions } from './masters';

// Sign-in: users, their issued tokens, password resets, and the audit log of who changed what.

export const userRole = pgEnum('user_role', ROLES);

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    // Always stored trimmed and lower-cased (the shared zod schema does it), so a plain unique index suffices.
    email: text().notNull(),
    phone: text(),
    passwordHash: text().notNull(),
    role: userRole().notNull().default('customer'),
    active: boolean().notNull().default(true),
    lastLoginAt: timestamp({ withTimezone: true }),
    // When the address was shown to be the user's (a link mailed to it was opened). Null: not yet, and
    // nothing tied to a billing party by that address is shown (shipments/service.ts).
    emailVerifiedAt: timestamp({ withTimezone: true }),
    // Shown by GET /auth/current-password; set whenever the hash changes.
    passwordChangedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    // When this admin last opened the back office's notification bell (POST /admin/notifications/seen);
    // items that arrived later count as unread. Null: never opened, everything is unread.
    notificationsSeenAt: timestamp({ withTimezone: true }),
    // The session this admin works in (the back office's switcher); null: the active session.
    workingSessionId: uuid().references((): AnyPgColumn => financialSessions.id, { onDelete: 'set null' }),
    // The branch a staff member works in: they see and change only its trips, expenses and advances.
    // Null: every branch. A branch in use by users is never deleted (branches/service.ts).
    branchId: uuid().references((): AnyPgColumn => branches.id),
    searchText: searchText(['name', 'email', 'phone'], 'line'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    index('users_role_active_idx').on(table.role, table.active),
    // The list's sorts, each with its tie-breaker in the same direction (scanned backwards for '-field');
    // e-mail is unique, so users_email_key serves its sort alone.
    index('users_name_idx').on(table.name, table.id),
    // Migration 0032 adds INCLUDE (search_text), which drizzle cannot say: a search in this sort reads the index.
    index('users_created_idx').on(table.createdAt, table.id),
    // Never signed in sorts last both ways, so each direction has its own index.
    index('users_last_login_idx').on(table.lastLoginAt.asc().nullsLast(), table.id.asc()),
    index('users_last_login_desc_idx').on(table.lastLoginAt.desc().nullsLast(), table.id.desc().nullsFirst()),
    trigramIndex('users_search_idx', table.searchText, { direct: true }),
  ],
);

/** One row per issued token, so logout (and disabling a user) can revoke it before it expires. */
export const sessions = pgTable(
  'sessions',
  {
    jti: uuid().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    userAgent: text(),
    ip: text(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/** Reset links: only a hash of the token is stored; a row is spent once used_at is set. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    requestIp: text(),
  },
  (table) => [
    uniqueIndex('password_reset_tokens_hash_key').on(table.tokenHash),
    index('password_reset_tokens_user_idx').on(table.userId),
  ],
);

/** Who changed what and when, with the record before and after (users, roles, company profile). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    // Kept as text too: the actor may be deleted later, the entry must still say who it was.
    actorEmail: text(),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text(),
    before: jsonb(),
    after: jsonb(),
    ip: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The log's sort (newest or oldest first) with its tie-breaker, alone or after its filters.
    index('audit_log_created_idx').on(table.createdAt, table.id),
    index('audit_log_entity_idx').on(table.entity, table.entityId, table.createdAt, table.id),
    index('audit_log_entity_created_idx').on(table.entity, table.createdAt, table.id),
  ],
);

export type AuditRow = typeof auditLog.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;
