import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

// One schema for PGlite and PostgreSQL. Column names are snake_case in SQL (see drizzle.config.ts
// and db/client.ts `casing`), camelCase in TypeScript.

const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const userRole = pgEnum('user_role', ['admin', 'customer']);

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
    ...timestamps,
  },
  (table) => [uniqueIndex('users_email_key').on(table.email), index('users_role_active_idx').on(table.role, table.active)],
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

export interface CompanySocialLinks {
  facebook: string;
  twitter: string;
  linkedin: string;
  instagram: string;
}

/** Exactly one row (id = 1): the company whose site this is. */
export const companyProfile = pgTable(
  'company_profile',
  {
    id: integer().primaryKey().default(1),
    name: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    address: text().notNull(),
    logoUrl: text(),
    socials: jsonb().$type<CompanySocialLinks>().notNull(),
    updatedAt: timestamps.updatedAt,
  },
  (table) => [check('company_profile_single_row', sql`${table.id} = 1`)],
);

/** Footer newsletter sign-ups, kept for staff; an address appears once however often it is sent. */
export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: uuid().primaryKey().defaultRandom(),
  email: text().notNull().unique(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  sourceIp: text(),
});

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;
export type CompanyProfileRow = typeof companyProfile.$inferSelect;
