import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { balanceSides, bankAccountTypes, driverStatuses, truckStatuses } from 'shared-api/schemas';
import type { TruckPaperKind, TruckType } from 'shared-api/schemas';
import { gstRegimes } from 'shared-api/money';
import { searchText, timestamps, trigramIndex } from './columns';
import { storedFiles } from './files';

// Operations back office: financial sessions, and the master data and fleet.

export const sessionStatus = pgEnum('session_status', ['open', 'closed']);
export const gstRegime = pgEnum('gst_regime', gstRegimes);

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
    /** How the year's freight bills carry GST (domain note: reverse charge unless the company opted for forward charge). */
    gstRegime: gstRegime().notNull().default('reverse-charge'),
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

export const balanceSide = pgEnum('balance_side', balanceSides);

/** Opening balance of a party, owner, bank or driver: exact paise and its side (Dr/Cr). */
const openingBalance = {
  openingBalancePaise: bigint({ mode: 'number' }).notNull().default(0),
  openingBalanceSide: balanceSide().notNull().default('Dr'),
};

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
    // The accounts with an opening balance (few): with those that have lines, the only ones whose
    // balance may not be zero (ledger/holdings.ts reads both instead of every account).
    index('banks_opening_idx')
      .on(table.id)
      .where(sql`${table.openingBalancePaise} <> 0`),
  ],
);

/**
 * The company's offices. Each books trips in its own series (trip_series by session and branch), its
 * code printed in their numbers; the code never changes once a trip carries it (branches/service.ts).
 */
export const branches = pgTable(
  'branches',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    code: text().notNull(),
    address: text(),
    phone: text(),
    active: boolean().notNull().default(true),
    notes: text(),
    searchText: searchText(['name', 'code', 'address']),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('branches_code_key').on(table.code),
    uniqueIndex('branches_name_key').on(sql`lower(${table.name})`),
    index('branches_name_idx').on(sql`lower(${table.name})`, table.id),
    index('branches_created_idx').on(table.createdAt, table.id),
    trigramIndex('branches_search_idx', table.searchText),
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
    // As banks_opening_idx: the drivers whose balance may not be zero are these and those with lines.
    index('drivers_opening_idx')
      .on(table.id)
      .where(sql`${table.openingBalancePaise} <> 0`),
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

export type FinancialSessionRow = typeof financialSessions.$inferSelect;
export type BillingPartyRow = typeof billingParties.$inferSelect;
export type VehicleRow = typeof vehicles.$inferSelect;
export type BankRow = typeof banks.$inferSelect;
export type BranchRow = typeof branches.$inferSelect;
export type TruckRow = typeof trucks.$inferSelect;
export type TruckPaperRow = typeof truckPapers.$inferSelect;
export type DriverRow = typeof drivers.$inferSelect;
