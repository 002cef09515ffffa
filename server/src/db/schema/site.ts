import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { MessageKind, MessageTopic, NotificationSettings, QuoteLoadType, QuoteService } from 'shared-api/schemas';
import { users } from './accounts';
import { storedFiles } from './files';
import { referenceText, searchText, timestamps, trigramIndex } from './columns';

// The public site's records: the company profile, newsletter sign-ups, contact messages, quote requests.

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
    gstin: text().notNull().default(''),
    logoUrl: text(),
    /** The logo's bytes (stored_files); `logoUrl` is the content-named address they are served at. */
    logoFileId: uuid().references(() => storedFiles.id, { onDelete: 'set null' }),
    socials: jsonb().$type<CompanySocialLinks>().notNull(),
    notifications: jsonb()
      .$type<NotificationSettings>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    updatedAt: timestamps.updatedAt,
  },
  (table) => [check('company_profile_single_row', sql`${table.id} = 1`)],
);

/** Footer newsletter sign-ups, kept for staff; an address appears once however often it is sent. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sourceIp: text(),
  },
  (table) => [
    // Migration 0033 adds INCLUDE (email), which drizzle cannot say: a search in this sort reads the index.
    index('newsletter_subscriptions_created_idx').on(table.createdAt, table.id),
    trigramIndex('newsletter_subscriptions_search_idx', table.email, { direct: true }),
    // Addresses are kept as the sign-up form sends them, lower-cased, so a search matches them with LIKE.
    check('newsletter_subscriptions_email_lower_case', sql`${table.email} = lower(${table.email})`),
  ],
);

export const messageStatus = pgEnum('message_status', ['new', 'handled']);

/** Messages from the contact and contact-support forms, read and handled in the back office. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    // Human reference (shown as e.g. M-001042), quoted back to the sender.
    number: integer().generatedAlwaysAsIdentity({ startWith: 1001 }),
    kind: text().$type<MessageKind>().notNull(),
    topic: text().$type<MessageTopic>().notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    company: text(),
    regarding: text(),
    subject: text().notNull(),
    message: text().notNull(),
    status: messageStatus().notNull().default('new'),
    handledAt: timestamp({ withTimezone: true }),
    // Kept as text: the staff account may be deleted later, the record must still say who it was.
    handledBy: text(),
    sourceIp: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    searchText: searchText([referenceText('m-'), 'name', 'email', 'company', 'regarding', 'subject', 'message'], 'line'),
  },
  (table) => [
    uniqueIndex('contact_messages_number_key').on(table.number),
    // The inbox: new messages, newest first (also the figure on the dashboard).
    index('contact_messages_status_created_idx').on(table.status, table.createdAt, table.number),
    index('contact_messages_created_idx').on(table.createdAt, table.number),
    index('contact_messages_status_number_idx').on(table.status, table.number),
    trigramIndex('contact_messages_search_idx', table.searchText, { direct: true }),
  ],
);

export const quoteStatus = pgEnum('quote_status', ['new', 'reviewing', 'quoted', 'won', 'lost']);

/** A quote request from the public site. Weight and volume are numeric (exact); money is integer paise. */
export const quotes = pgTable(
  'quotes',
  {
    id: uuid().primaryKey().defaultRandom(),
    // Human reference (shown as e.g. Q-000042): an identity column, so it never repeats.
    number: integer().generatedAlwaysAsIdentity({ startWith: 1001 }),
    customerId: uuid().references(() => users.id, { onDelete: 'set null' }),
    contactName: text().notNull(),
    company: text(),
    email: text().notNull(),
    phone: text().notNull(),
    service: text().$type<QuoteService>().notNull(),
    origin: text().notNull(),
    destination: text().notNull(),
    commodity: text().notNull(),
    pieces: integer().notNull(),
    weightKg: numeric({ precision: 12, scale: 2 }).notNull(),
    volumeCbm: numeric({ precision: 12, scale: 3 }),
    loadType: text().$type<QuoteLoadType>().notNull(),
    readyDate: date({ mode: 'string' }).notNull(),
    hazardous: boolean().notNull().default(false),
    temperatureControlled: boolean().notNull().default(false),
    message: text(),
    status: quoteStatus().notNull().default('new'),
    quotedAmountPaise: bigint({ mode: 'number' }),
    statusChangedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sourceIp: text(),
    searchText: searchText(
      [referenceText('q-'), 'contact_name', 'company', 'email', 'origin', 'destination', 'commodity'],
      'line',
    ),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('quotes_number_key').on(table.number),
    // The stats (by status, recent ones) and a status filter in the default sort.
    index('quotes_status_created_idx').on(table.status, table.createdAt, table.number),
    index('quotes_customer_idx').on(table.customerId),
    index('quotes_email_idx').on(table.email),
    // The list's sorts, each with its tie-breaker (number) in the same direction. Migration 0008 adds
    // INCLUDE (id) to these (drizzle cannot say it), so a deep page finds its rows' ids in the index alone;
    // the same for lower(name)-style sorts of the master records, with INCLUDE (the column).
    index('quotes_created_idx').on(table.createdAt, table.number),
    index('quotes_ready_date_idx').on(table.readyDate, table.number),
    index('quotes_status_number_idx').on(table.status, table.number),
    trigramIndex('quotes_search_idx', table.searchText, { direct: true }),
  ],
);

export type QuoteRow = typeof quotes.$inferSelect;
export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type NewsletterRow = typeof newsletterSubscriptions.$inferSelect;
export type CompanyProfileRow = typeof companyProfile.$inferSelect;
