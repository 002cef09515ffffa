import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  balanceSides,
  bankAccountTypes,
  driverStatuses,
  fleetKinds,
  rateBases,
  shipmentStatuses,
  tripStatuses,
  truckStatuses,
} from 'shared-api/schemas';
import type {
  ChargeEffect,
  ChargeSide,
  DocumentType,
  FreightTerms,
  GstPayer,
  MessageKind,
  MessageTopic,
  NotificationSettings,
  QuoteLoadType,
  QuoteService,
  RiskType,
  TripChargeKind,
  TruckPaperKind,
  TruckType,
} from 'shared-api/schemas';

// One schema for PGlite and PostgreSQL. Column names are snake_case in SQL (see drizzle.config.ts
// and db/client.ts `casing`), camelCase in TypeScript.

const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/**
 * A lower-cased text of a record's searchable names and numbers, kept by PostgreSQL itself; a trigram
 * index on it serves `search_text like '%…%'` for the list search and the typeahead alike.
 * `separator`: what goes between the fields. The master records use a space; the older lists use a
 * line break, which a search box does not produce, so a search never matches across two fields and finds
 * exactly what it found when each field was searched on its own.
 */
const searchText = (columns: string[], separator: 'space' | 'line' = 'space') =>
  text()
    .notNull()
    // concat_ws is only STABLE, and a generated column needs an IMMUTABLE expression: hence || and coalesce.
    .generatedAlwaysAs(
      sql.raw(
        `lower(${columns
          .map((column) => (/^[a-z_]+$/.test(column) ? `coalesce(${column}, '')` : column))
          .join(separator === 'space' ? ` || ' ' || ` : ` || E'\\n' || `)})`,
      ),
    );

/**
 * `direct`: new rows go straight into the index instead of its pending list (GIN `fastupdate`). PGlite
 * has no autovacuum to merge that list, so every search would read through it (up to 4 MB); the
 * older lists take one row at a time, where writing the index directly costs little.
 */
const trigramIndex = (name: string, column: AnyPgColumn, { direct = false } = {}) => {
  const built = index(name).using('gin', sql`${column} gin_trgm_ops`);
  return direct ? built.with({ fastupdate: false }) : built;
};

/** 'q-001042' for row 1042, as in SQL the search text of a quote or a message holds it (see lib/listing referenceSql). */
const referenceText = (prefix: string) => `'${prefix}' || lpad(number::text, greatest(6, length(number::text)), '0')`;

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
    // Shown by GET /auth/current-password; set whenever the hash changes.
    passwordChangedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    // When this admin last opened the back office's notification bell (POST /admin/notifications/seen);
    // items that arrived later count as unread. Null: never opened, everything is unread.
    notificationsSeenAt: timestamp({ withTimezone: true }),
    // The session this admin works in (the back office's switcher); null: the active session.
    workingSessionId: uuid().references((): AnyPgColumn => financialSessions.id, { onDelete: 'set null' }),
    searchText: searchText(['name', 'email', 'phone'], 'line'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    index('users_role_active_idx').on(table.role, table.active),
    // The list's sorts, each with its tie-breaker in the same direction (scanned backwards for '-field');
    // e-mail is unique, so users_email_key serves its sort alone.
    index('users_name_idx').on(table.name, table.id),
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
    index('newsletter_subscriptions_created_idx').on(table.createdAt, table.id),
    trigramIndex('newsletter_subscriptions_search_idx', table.email, { direct: true }),
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

// ---- Public search content (seeded from shared-api/content at every start, see modules/search/sync.ts)

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A weighted full-text document. Names and titles weigh most, then categories and the short
 * description, then the long page text; ranking uses these weights.
 */
const weighted = (parts: [column: string, weight: 'A' | 'B' | 'C' | 'D'][]) =>
  sql.raw(parts.map(([column, weight]) => `setweight(to_tsvector('english', ${column}), '${weight}')`).join(' || '));

/** Services and industries: searched by name, then category and description, then the page text. */
const catalogueDocument = () =>
  tsvector()
    .notNull()
    .generatedAlwaysAs(
      weighted([
        ['name', 'A'],
        ['category', 'B'],
        ['description', 'B'],
        ['body', 'D'],
      ]),
    );

export const serviceType = pgEnum('service_type', ['freight', 'transport', 'storage', 'specialized', 'fulfillment']);

export const services = pgTable(
  'services',
  {
    // The page slug: /services/{id}.
    id: text().primaryKey(),
    name: text().notNull(),
    description: text().notNull(),
    type: serviceType().notNull(),
    category: text().notNull(),
    /** The rest of the page's text (offerings, steps, questions): searched, never shown. */
    body: text().notNull(),
    position: integer().notNull(),
    search: catalogueDocument(),
  },
  (table) => [index('services_search_idx').using('gin', table.search)],
);

export const industries = pgTable(
  'industries',
  {
    id: text().primaryKey(),
    name: text().notNull(),
    description: text().notNull(),
    category: text().notNull(),
    body: text().notNull(),
    position: integer().notNull(),
    search: catalogueDocument(),
  },
  (table) => [index('industries_search_idx').using('gin', table.search)],
);

export const helpArticles = pgTable(
  'help_articles',
  {
    id: text().primaryKey(),
    title: text().notNull(),
    category: text().notNull(),
    /** The direct answer, shown in results. */
    summary: text().notNull(),
    /** The whole article, paragraphs separated by blank lines. */
    content: text().notNull(),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    position: integer().notNull(),
    search: tsvector()
      .notNull()
      .generatedAlwaysAs(
        // array_to_string is only STABLE, so a generated column needs the IMMUTABLE wrapper from migration 0004.
        weighted([
          ['title', 'A'],
          ['search_tags_text(tags)', 'A'],
          ['category', 'B'],
          ['summary', 'B'],
          ['content', 'C'],
        ]),
      ),
  },
  (table) => [index('help_articles_search_idx').using('gin', table.search)],
);

// ---- Shipments and their tracking timeline

export const shipmentStatus = pgEnum('shipment_status', shipmentStatuses);

/** Numbers for tracking numbers the server generates: GRL100001, GRL100002, … */
export const shipmentTrackingSeq = pgSequence('shipment_tracking_seq', { startWith: 100001 });

/**
 * What a customer tracks. The trips issue adds `trips.shipment_id` (unique), so a trip owns one
 * shipment and its progress is written here through the shipments service's addEvent.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Always stored in upper case; looked up case-insensitively by upper-casing the input. */
    trackingNumber: text()
      .notNull()
      .default(sql`('GRL' || nextval('shipment_tracking_seq'))`),
    customerId: uuid().references(() => users.id, { onDelete: 'set null' }),
    quoteId: uuid().references(() => quotes.id, { onDelete: 'set null' }),
    service: text().$type<QuoteService>(),
    origin: text().notNull(),
    destination: text().notNull(),
    status: shipmentStatus().notNull().default('picked_up'),
    currentLocation: text().notNull(),
    progress: integer().notNull().default(0),
    estimatedDelivery: date({ mode: 'string' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('shipments_tracking_number_key').on(table.trackingNumber),
    index('shipments_customer_idx').on(table.customerId, table.createdAt),
    index('shipments_quote_idx').on(table.quoteId),
    check('shipments_progress_range', sql`${table.progress} between 0 and 100`),
    check('shipments_tracking_number_upper', sql`${table.trackingNumber} = upper(${table.trackingNumber})`),
  ],
);

/** One scan or status change. Date and time are local to where it happened, as a tracking page shows them. */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    shipmentId: uuid()
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    status: shipmentStatus().notNull(),
    location: text().notNull(),
    description: text().notNull(),
    eventDate: date({ mode: 'string' }).notNull(),
    eventTime: time({ precision: 0 }).notNull(),
    recordedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('tracking_events_shipment_idx').on(table.shipmentId, table.eventDate, table.eventTime)],
);

// ---- Operations back office: master data

export const sessionStatus = pgEnum('session_status', ['open', 'closed']);

/**
 * Financial years (1 April – 31 March). "sessions" is taken by sign-in sessions, hence the name.
 * Each row is one whole financial year, so a unique start date is what keeps sessions from
 * overlapping; the checks keep the dates and the name in step.
 */
export const financialSessions = pgTable(
  'financial_sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    startsOn: date({ mode: 'string' }).notNull(),
    endsOn: date({ mode: 'string' }).notNull(),
    status: sessionStatus().notNull().default('open'),
    active: boolean().notNull().default(false),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('financial_sessions_name_key').on(table.name),
    uniqueIndex('financial_sessions_starts_on_key').on(table.startsOn),
    trigramIndex('financial_sessions_search_idx', table.name, { direct: true }),
    // At most one active (the service keeps it at exactly one).
    uniqueIndex('financial_sessions_one_active')
      .on(table.active)
      .where(sql`${table.active}`),
    check(
      'financial_sessions_april_to_march',
      sql`extract(month from ${table.startsOn}) = 4 and extract(day from ${table.startsOn}) = 1 and ${table.endsOn} = (${table.startsOn} + interval '1 year' - interval '1 day')::date`,
    ),
    check('financial_sessions_active_is_open', sql`not ${table.active} or ${table.status} = 'open'`),
  ],
);

// ---- Master data and fleet

export const balanceSide = pgEnum('balance_side', balanceSides);

/** Opening balance of a party, owner, bank or driver: exact paise and its side (Dr/Cr). */
const openingBalance = {
  openingBalancePaise: bigint({ mode: 'number' }).notNull().default(0),
  openingBalanceSide: balanceSide().notNull().default('Dr'),
};

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Files kept with records (paper scans now, trip documents later). The bytes live in the database so
 * that every API instance can serve them and a database backup holds them.
 */
export const storedFiles = pgTable('stored_files', {
  id: uuid().primaryKey().defaultRandom(),
  fileName: text().notNull(),
  contentType: text().notNull(),
  sizeBytes: integer().notNull(),
  sha256: text().notNull(),
  content: bytea().notNull(),
  uploadedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const billingParties = pgTable(
  'billing_parties',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    gstin: text(),
    stateCode: text().notNull(),
    pan: text(),
    contactPerson: text(),
    phone: text(),
    email: text(),
    address: text(),
    city: text(),
    pincode: text(),
    creditDays: integer().notNull().default(0),
    ...openingBalance,
    active: boolean().notNull().default(true),
    notes: text(),
    searchText: searchText(['name', 'gstin', 'pan', 'contact_person', 'phone', 'email', 'city']),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('billing_parties_gstin_key').on(table.gstin),
    index('billing_parties_name_idx').on(sql`lower(${table.name})`, table.id),
    index('billing_parties_city_idx').on(sql`lower(${table.city})`, table.id),
    index('billing_parties_created_idx').on(table.createdAt, table.id),
    trigramIndex('billing_parties_search_idx', table.searchText),
  ],
);

export const vehicles = pgTable(
  'vehicles',
  {
    id: uuid().primaryKey().defaultRandom(),
    registrationNumber: text().notNull(),
    vehicleType: text().$type<TruckType>(),
    ownerName: text().notNull(),
    ownerPhone: text(),
    ownerPan: text(),
    ownerDeclaredSmallFleet: boolean().notNull().default(false),
    ownerAddress: text(),
    brokerName: text(),
    brokerPhone: text(),
    bankAccountName: text(),
    bankAccountNumber: text(),
    bankIfsc: text(),
    bankName: text(),
    ...openingBalance,
    active: boolean().notNull().default(true),
    notes: text(),
    searchText: searchText(['registration_number', 'owner_name', 'owner_phone', 'owner_pan', 'broker_name', 'broker_phone']),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('vehicles_registration_key').on(table.registrationNumber),
    // The list sorts by number with id as tie-breaker; the unique index alone leaves the tie-breaker to a sort.
    index('vehicles_registration_idx').on(table.registrationNumber, table.id),
    index('vehicles_owner_idx').on(sql`lower(${table.ownerName})`, table.id),
    index('vehicles_created_idx').on(table.createdAt, table.id),
    trigramIndex('vehicles_search_idx', table.searchText),
  ],
);

export const bankAccountType = pgEnum('bank_account_type', bankAccountTypes);

export const banks = pgTable(
  'banks',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    accountType: bankAccountType().notNull(),
    bankName: text(),
    accountNumber: text(),
    ifsc: text(),
    branch: text(),
    ...openingBalance,
    active: boolean().notNull().default(true),
    notes: text(),
    searchText: searchText(['name', 'bank_name', 'account_number', 'ifsc', 'branch']),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('banks_name_key').on(sql`lower(${table.name})`),
    index('banks_name_idx').on(sql`lower(${table.name})`, table.id),
    uniqueIndex('banks_account_key').on(table.ifsc, table.accountNumber),
    index('banks_created_idx').on(table.createdAt, table.id),
    trigramIndex('banks_search_idx', table.searchText),
  ],
);

export const truckStatus = pgEnum('truck_status', truckStatuses);

export const trucks = pgTable(
  'trucks',
  {
    id: uuid().primaryKey().defaultRandom(),
    registrationNumber: text().notNull(),
    truckType: text().$type<TruckType>().notNull(),
    make: text(),
    model: text(),
    capacityTonnes: numeric({ precision: 6, scale: 2 }),
    chassisNumber: text(),
    engineNumber: text(),
    odometerKm: integer(),
    status: truckStatus().notNull().default('available'),
    notes: text(),
    /** The earliest expiry among its papers, kept by the service with them: the list sorts and filters on it. */
    nextExpiryOn: date({ mode: 'string' }),
    searchText: searchText(['registration_number', 'make', 'model', 'chassis_number', 'engine_number']),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('trucks_registration_key').on(table.registrationNumber),
    index('trucks_registration_idx').on(table.registrationNumber, table.id),
    index('trucks_next_expiry_idx').on(table.nextExpiryOn, table.id),
    index('trucks_status_idx').on(table.status, table.registrationNumber),
    index('trucks_created_idx').on(table.createdAt, table.id),
    trigramIndex('trucks_search_idx', table.searchText),
  ],
);

/** A truck's papers, one row per kind once any detail is recorded. */
export const truckPapers = pgTable(
  'truck_papers',
  {
    truckId: uuid()
      .notNull()
      .references(() => trucks.id, { onDelete: 'cascade' }),
    kind: text().$type<TruckPaperKind>().notNull(),
    number: text(),
    expiresOn: date({ mode: 'string' }),
    scanId: uuid().references(() => storedFiles.id, { onDelete: 'set null' }),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [primaryKey({ columns: [table.truckId, table.kind] }), index('truck_papers_expires_idx').on(table.expiresOn)],
);

export const driverStatus = pgEnum('driver_status', driverStatuses);

export const drivers = pgTable(
  'drivers',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    phone: text().notNull(),
    licenceNumber: text().notNull(),
    licenceExpiresOn: date({ mode: 'string' }).notNull(),
    licenceScanId: uuid().references(() => storedFiles.id, { onDelete: 'set null' }),
    address: text(),
    ...openingBalance,
    status: driverStatus().notNull().default('active'),
    notes: text(),
    searchText: searchText(['name', 'phone', 'licence_number']),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('drivers_licence_key').on(table.licenceNumber),
    index('drivers_name_idx').on(sql`lower(${table.name})`, table.id),
    index('drivers_licence_expiry_idx').on(table.licenceExpiresOn, table.id),
    index('drivers_created_idx').on(table.createdAt, table.id),
    trigramIndex('drivers_search_idx', table.searchText),
  ],
);

/**
 * Expiry reminders already sent: one row per paper, expiry date and threshold (30, 7, 0 days), so a
 * reminder goes out once even across restarts and with several servers; a renewed paper (a new
 * expiry date) gets reminders of its own.
 */
export const expiryReminders = pgTable(
  'expiry_reminders',
  {
    paperKey: text().notNull(),
    expiresOn: date({ mode: 'string' }).notNull(),
    thresholdDays: integer().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.paperKey, table.expiresOn, table.thresholdDays] })],
);

// ---- Trips and their documents

export const tripStatus = pgEnum('trip_status', tripStatuses);
export const fleetKind = pgEnum('fleet_kind', fleetKinds);
export const rateBasis = pgEnum('rate_basis', rateBases);

/**
 * The last trip no. and LR no. issued in each session. A new trip takes the next numbers by updating
 * this row inside its own transaction: the row lock makes simultaneous bookings wait for each other,
 * and a booking that fails rolls its numbers back with it, so a series never has a gap or a duplicate.
 */
export const tripSeries = pgTable('trip_series', {
  sessionId: uuid()
    .primaryKey()
    .references(() => financialSessions.id),
  lastTripNumber: integer().notNull().default(0),
  lastLrNumber: integer().notNull().default(0),
});

/** Money in integer paise; weights in tonnes as exact decimals. Totals are kept by the service with the trip. */
export const trips = pgTable(
  'trips',
  {
    id: uuid().primaryKey().defaultRandom(),
    sessionId: uuid()
      .notNull()
      .references(() => financialSessions.id),
    tripNumber: integer().notNull(),
    lrNumber: integer().notNull(),
    /** 'T-2526-00042' and 'LR-2526-00042', kept as text so a search finds them as printed. */
    tripNo: text().notNull(),
    lrNo: text().notNull(),
    tripDate: date({ mode: 'string' }).notNull(),
    lrDate: date({ mode: 'string' }).notNull(),
    status: tripStatus().notNull().default('planned'),
    billingPartyId: uuid()
      .notNull()
      .references(() => billingParties.id),
    consignorName: text().notNull(),
    consignorAddress: text(),
    consignorGstin: text(),
    consignorPhone: text(),
    consigneeName: text().notNull(),
    consigneeAddress: text(),
    consigneeGstin: text(),
    consigneePhone: text(),
    deliveryAddress: text(),
    origin: text().notNull(),
    destination: text().notNull(),
    distanceKm: integer(),
    goodsDescription: text().notNull(),
    packages: integer(),
    packing: text(),
    actualWeightTonnes: numeric({ precision: 9, scale: 3 }).notNull(),
    chargedWeightTonnes: numeric({ precision: 9, scale: 3 }),
    declaredValuePaise: bigint({ mode: 'number' }),
    invoiceNumber: text(),
    invoiceDate: date({ mode: 'string' }),
    invoiceValuePaise: bigint({ mode: 'number' }),
    ewayBillNumber: text(),
    ewayBillValidUntil: date({ mode: 'string' }),
    freightTerms: text().$type<FreightTerms>().notNull(),
    gstPayer: text().$type<GstPayer>().notNull(),
    risk: text().$type<RiskType>().notNull(),
    rateBasis: rateBasis().notNull(),
    ratePaise: bigint({ mode: 'number' }).notNull(),
    freightPaise: bigint({ mode: 'number' }).notNull(),
    partyAdvancePaise: bigint({ mode: 'number' }).notNull().default(0),
    fleet: fleetKind().notNull(),
    truckId: uuid().references(() => trucks.id),
    driverId: uuid().references(() => drivers.id),
    vehicleId: uuid().references(() => vehicles.id),
    marketDriverName: text(),
    marketDriverPhone: text(),
    hireRateBasis: rateBasis(),
    hireRatePaise: bigint({ mode: 'number' }),
    hirePaise: bigint({ mode: 'number' }),
    hireAdvancePaise: bigint({ mode: 'number' }).notNull().default(0),
    commissionPaise: bigint({ mode: 'number' }).notNull().default(0),
    startKm: integer(),
    endKm: integer(),
    partyTotalPaise: bigint({ mode: 'number' }).notNull(),
    ownerPayablePaise: bigint({ mode: 'number' }).notNull().default(0),
    estimatedProfitPaise: bigint({ mode: 'number' }).notNull(),
    remarks: text(),
    cancelReason: text(),
    startedAt: timestamp({ withTimezone: true }),
    deliveredAt: timestamp({ withTimezone: true }),
    podReceivedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    /** The shipment the public tracking page follows; its tracking number is printed on the LR. */
    shipmentId: uuid()
      .notNull()
      .references(() => shipments.id),
    trackingNumber: text().notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    searchText: searchText([
      'trip_no',
      'lr_no',
      'tracking_number',
      'consignor_name',
      'consignee_name',
      'origin',
      'destination',
      'invoice_number',
      'eway_bill_number',
    ]),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('trips_session_trip_number_key').on(table.sessionId, table.tripNumber),
    uniqueIndex('trips_session_lr_number_key').on(table.sessionId, table.lrNumber),
    uniqueIndex('trips_shipment_key').on(table.shipmentId),
    // A truck and a driver are on at most one trip in transit: the database itself refuses a second.
    uniqueIndex('trips_truck_in_transit_key')
      .on(table.truckId)
      .where(sql`${table.status} = 'in_transit'`),
    uniqueIndex('trips_driver_in_transit_key')
      .on(table.driverId)
      .where(sql`${table.status} = 'in_transit'`),
    // The list's sorts with their tie-breakers (the trip number, as a person reads the trips of one day,
    // then the id), alone and after each filter a person picks; migrations 0010 and 0012 add by hand what
    // the totals sum (INCLUDE), so they read these indexes alone.
    index('trips_date_idx').on(table.tripDate, table.tripNumber, table.id),
    index('trips_session_date_idx').on(table.sessionId, table.tripDate, table.tripNumber, table.id),
    index('trips_session_number_idx').on(table.sessionId, table.tripNumber, table.id),
    index('trips_status_date_idx').on(table.status, table.tripDate, table.tripNumber, table.id),
    index('trips_party_date_idx').on(table.billingPartyId, table.tripDate, table.tripNumber, table.id),
    index('trips_truck_date_idx').on(table.truckId, table.tripDate, table.tripNumber, table.id),
    index('trips_driver_date_idx').on(table.driverId, table.tripDate, table.tripNumber, table.id),
    index('trips_vehicle_date_idx').on(table.vehicleId, table.tripDate, table.tripNumber, table.id),
    index('trips_origin_date_idx').on(sql`lower(${table.origin})`, table.tripDate, table.tripNumber, table.id),
    index('trips_destination_date_idx').on(sql`lower(${table.destination})`, table.tripDate, table.tripNumber, table.id),
    index('trips_session_route_idx').on(table.sessionId, sql`lower(${table.origin})`, sql`lower(${table.destination})`),
    index('trips_freight_idx').on(table.freightPaise, table.tripNumber, table.id),
    index('trips_created_idx').on(table.createdAt, table.tripNumber, table.id),
    trigramIndex('trips_search_idx', table.searchText, { direct: true }),
    check(
      'trips_one_fleet',
      sql`(${table.fleet} = 'own' and ${table.truckId} is not null and ${table.driverId} is not null and ${table.vehicleId} is null) or (${table.fleet} = 'market' and ${table.vehicleId} is not null and ${table.truckId} is null and ${table.driverId} is null and ${table.hirePaise} is not null)`,
    ),
    check('trips_km_order', sql`${table.endKm} is null or ${table.startKm} is null or ${table.endKm} >= ${table.startKm}`),
    check(
      'trips_amounts_not_negative',
      sql`${table.freightPaise} >= 0 and ${table.partyAdvancePaise} >= 0 and ${table.hireAdvancePaise} >= 0 and ${table.commissionPaise} >= 0`,
    ),
  ],
);

/** A trip's extra charges, in the order the form lists them. */
export const tripCharges = pgTable(
  'trip_charges',
  {
    id: uuid().primaryKey().defaultRandom(),
    tripId: uuid()
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    kind: text().$type<TripChargeKind>().notNull(),
    side: text().$type<ChargeSide>().notNull(),
    effect: text().$type<ChargeEffect>().notNull(),
    amountPaise: bigint({ mode: 'number' }).notNull(),
    note: text(),
  },
  (table) => [
    uniqueIndex('trip_charges_trip_position_key').on(table.tripId, table.position),
    check('trip_charges_amount_positive', sql`${table.amountPaise} > 0`),
  ],
);

/**
 * Files filed with a trip. The bytes are a stored file (in the database, so every API instance serves
 * them and a backup holds them); its name, type and size are repeated here for the list's sorts.
 */
export const tripDocuments = pgTable(
  'trip_documents',
  {
    id: uuid().primaryKey().defaultRandom(),
    tripId: uuid()
      .notNull()
      .references(() => trips.id),
    type: text().$type<DocumentType>().notNull(),
    note: text(),
    fileId: uuid()
      .notNull()
      .references(() => storedFiles.id),
    fileName: text().notNull(),
    contentType: text().notNull(),
    sizeBytes: integer().notNull(),
    uploadedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    uploadedByEmail: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    searchText: searchText(['file_name', 'note']),
  },
  (table) => [
    uniqueIndex('trip_documents_file_key').on(table.fileId),
    index('trip_documents_trip_idx').on(table.tripId, table.createdAt, table.id),
    index('trip_documents_created_idx').on(table.createdAt, table.id),
    index('trip_documents_type_created_idx').on(table.type, table.createdAt, table.id),
    index('trip_documents_file_name_idx').on(table.fileName, table.id),
    trigramIndex('trip_documents_search_idx', table.searchText, { direct: true }),
  ],
);

/*
 * Counts the database keeps as records change (issue 27). The lists' stats read these few rows instead of
 * grouping up to 100,000 records on every call. Statement-level triggers of migration 0011 keep them in
 * the transaction that changes the records, so a figure read after a write includes it, whichever server
 * or tool wrote. A row whose count has gone back to 0 stays; readers add up, they never list keys.
 */
export const truckStatusCounts = pgTable('truck_status_counts', {
  status: truckStatus().primaryKey(),
  total: integer().notNull(),
});

export const driverStatusCounts = pgTable('driver_status_counts', {
  status: driverStatus().primaryKey(),
  total: integer().notNull(),
});

/** Trucks by the date their next paper expires, drivers by their licence's: how many expire on each day. */
export const expiryCounts = pgTable(
  'expiry_counts',
  {
    kind: text().$type<'truck' | 'driver'>().notNull(),
    expiresOn: date({ mode: 'string' }).notNull(),
    total: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.expiresOn] })],
);

export const userCounts = pgTable(
  'user_counts',
  {
    role: userRole().notNull(),
    active: boolean().notNull(),
    total: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.role, table.active] })],
);

/** Quotes by the UTC day they arrived and their status. */
export const quoteDayCounts = pgTable(
  'quote_day_counts',
  {
    day: date({ mode: 'string' }).notNull(),
    status: quoteStatus().notNull(),
    total: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.status] })],
);

/** Trips by session, trip date and status, with their freight. */
export const tripDayCounts = pgTable(
  'trip_day_counts',
  {
    sessionId: uuid().notNull(),
    tripDate: date({ mode: 'string' }).notNull(),
    status: tripStatus().notNull(),
    trips: integer().notNull(),
    freightPaise: bigint({ mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.sessionId, table.tripDate, table.status] })],
);

/**
 * Trips not cancelled by session and route (places compared without case), with their freight. `origin`
 * and `destination` are the route's spelling that sorts first among its trips', as the stats show it.
 */
export const tripRouteCounts = pgTable(
  'trip_route_counts',
  {
    sessionId: uuid().notNull(),
    originKey: text().notNull(),
    destinationKey: text().notNull(),
    origin: text().notNull(),
    destination: text().notNull(),
    trips: integer().notNull(),
    freightPaise: bigint({ mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.sessionId, table.originKey, table.destinationKey] }),
    index('trip_route_counts_trips_idx').on(table.sessionId, table.trips),
  ],
);

export type QuoteRow = typeof quotes.$inferSelect;
export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type NewsletterRow = typeof newsletterSubscriptions.$inferSelect;
export type AuditRow = typeof auditLog.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;
export type CompanyProfileRow = typeof companyProfile.$inferSelect;
export type ShipmentRow = typeof shipments.$inferSelect;
export type TrackingEventRow = typeof trackingEvents.$inferSelect;
export type FinancialSessionRow = typeof financialSessions.$inferSelect;
export type StoredFileRow = typeof storedFiles.$inferSelect;
export type BillingPartyRow = typeof billingParties.$inferSelect;
export type VehicleRow = typeof vehicles.$inferSelect;
export type BankRow = typeof banks.$inferSelect;
export type TruckRow = typeof trucks.$inferSelect;
export type TruckPaperRow = typeof truckPapers.$inferSelect;
export type DriverRow = typeof drivers.$inferSelect;
export type TripRow = typeof trips.$inferSelect;
export type TripChargeRow = typeof tripCharges.$inferSelect;
export type TripDocumentRow = typeof tripDocuments.$inferSelect;
