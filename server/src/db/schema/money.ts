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
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  driverAdvanceTypes,
  expenseTypes,
  ledgerAccountKinds,
  ledgerSources,
  moneyEntryKinds,
  ownerPaymentStages,
  paymentModes,
  settlementDirections,
} from 'shared-api/schemas';
import { users } from './accounts';
import { searchText, timestamps, trigramIndex } from './columns';
import { banks, billingParties, branches, drivers, financialSessions, trucks, vehicles } from './masters';
import { trips } from './trips';

// Money: the numbered series of its documents, expenses, and the ledger every balance is summed from.

/**
 * The last number issued in each series of a session ('expense', later 'bill', 'receipt' …). A new
 * document takes the next number by updating its row inside its own transaction: the row lock makes
 * simultaneous ones wait for each other and a failed one rolls its number back, so a series has no gap.
 */
export const documentSeries = pgTable(
  'document_series',
  {
    sessionId: uuid()
      .notNull()
      .references(() => financialSessions.id),
    series: text().notNull(),
    lastNumber: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.sessionId, table.series] })],
);

export const expenseType = pgEnum('expense_type', expenseTypes);
export const paymentMode = pgEnum('payment_mode', paymentModes);

export const expenseCategories = pgTable(
  'expense_categories',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The built-in ones' fixed code ('diesel'); null for categories an admin added. */
    code: text(),
    name: text().notNull(),
    perLitre: boolean().notNull().default(false),
    position: integer().notNull().default(1000),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('expense_categories_name_key').on(sql`lower(${table.name})`),
    uniqueIndex('expense_categories_code_key').on(table.code),
  ],
);

export const expenses = pgTable(
  'expenses',
  {
    id: uuid().primaryKey().defaultRandom(),
    sessionId: uuid()
      .notNull()
      .references(() => financialSessions.id),
    number: integer().notNull(),
    /** 'E-2627-00042': the number with its session, as printed and searched. */
    reference: text().notNull(),
    expenseDate: date({ mode: 'string' }).notNull(),
    type: expenseType().notNull(),
    categoryId: uuid()
      .notNull()
      .references(() => expenseCategories.id),
    amountPaise: bigint({ mode: 'number' }).notNull(),
    litres: numeric({ precision: 12, scale: 3 }),
    ratePaise: bigint({ mode: 'number' }),
    tripId: uuid().references(() => trips.id),
    truckId: uuid().references(() => trucks.id),
    driverId: uuid().references(() => drivers.id),
    mode: paymentMode().notNull(),
    bankId: uuid().references(() => banks.id),
    paidByDriver: boolean().notNull().default(false),
    /** The branch it was entered in (its trip's, else the user's); null: outside any branch. */
    branchId: uuid().references(() => branches.id),
    billNumber: text(),
    notes: text(),
    reversedAt: timestamp({ withTimezone: true }),
    reversedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    reversalReason: text(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    searchText: searchText(['reference', 'bill_number', 'notes']),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('expenses_number_key').on(table.sessionId, table.number),
    uniqueIndex('expenses_reference_key').on(table.reference),
    index('expenses_date_idx').on(table.expenseDate, table.number, table.id),
    // The list shows the expenses that stand unless asked otherwise: its page and its count read this
    // index alone (an index-only count of 10,000 standing rows, not 10,000 rows fetched and checked).
    index('expenses_standing_date_idx')
      .on(table.expenseDate, table.number, table.id)
      .where(sql`${table.reversedAt} is null`),
    index('expenses_session_date_idx').on(table.sessionId, table.expenseDate, table.number, table.id),
    index('expenses_amount_idx').on(table.amountPaise, table.number, table.id),
    index('expenses_category_idx').on(table.categoryId, table.expenseDate),
    index('expenses_trip_idx').on(table.tripId),
    // The summary's expenses that count for their trip's truck (see expenseTruckMonths).
    index('expenses_trip_truck_idx')
      .on(table.expenseDate, table.tripId, table.amountPaise)
      .where(sql`${table.reversedAt} is null and ${table.truckId} is null and ${table.tripId} is not null`),
    index('expenses_truck_idx').on(table.truckId, table.expenseDate),
    index('expenses_branch_date_idx').on(table.branchId, table.expenseDate, table.number, table.id),
    index('expenses_driver_idx').on(table.driverId, table.expenseDate),
    index('expenses_bank_idx').on(table.bankId, table.expenseDate),
    trigramIndex('expenses_search_idx', table.searchText),
    check('expenses_amount_positive', sql`${table.amountPaise} > 0`),
    check('expenses_reversal_whole', sql`(${table.reversedAt} is null) = (${table.reversalReason} is null)`),
  ],
);

export const moneyEntryKind = pgEnum('money_entry_kind', moneyEntryKinds);
export const driverAdvanceType = pgEnum('driver_advance_type', driverAdvanceTypes);
export const ownerPaymentStage = pgEnum('owner_payment_stage', ownerPaymentStages);
export const settlementDirection = pgEnum('settlement_direction', settlementDirections);

/**
 * Money moved that is neither an expense nor a bill (transfers between the company's accounts,
 * advances to drivers, and later receipts and owner payments), in one shape: each kind uses the
 * columns it needs. Numbered per session and kind; reversed, never deleted.
 */
export const moneyEntries = pgTable(
  'money_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: moneyEntryKind().notNull(),
    sessionId: uuid()
      .notNull()
      .references(() => financialSessions.id),
    number: integer().notNull(),
    reference: text().notNull(),
    entryDate: date({ mode: 'string' }).notNull(),
    amountPaise: bigint({ mode: 'number' }).notNull(),
    mode: paymentMode().notNull(),
    fromBankId: uuid().references(() => banks.id),
    toBankId: uuid().references(() => banks.id),
    driverId: uuid().references(() => drivers.id),
    tripId: uuid().references(() => trips.id),
    /** A driver advance's branch (its trip's, else the user's); null for the rest and outside any branch. */
    branchId: uuid().references(() => branches.id),
    advanceType: driverAdvanceType(),
    litres: numeric({ precision: 12, scale: 3 }),
    /** A receipt's payer. */
    billingPartyId: uuid().references(() => billingParties.id),
    /** An owner payment's market vehicle (its owner's account). */
    vehicleId: uuid().references(() => vehicles.id),
    ownerPaymentStage: ownerPaymentStage(),
    /**
     * TDS: on a receipt, what the party deducted; on an owner payment, what the company deducted
     * under 194C. `amountPaise` is always the money that moved; the account is settled by amount + TDS.
     */
    tdsPaise: bigint({ mode: 'number' }).notNull().default(0),
    tdsRateBasisPoints: integer(),
    /** Why the TDS differs from what the owner's PAN and declaration give. */
    tdsOverrideReason: text(),
    /** A driver settlement's cash, if any moved: to the driver or back from the driver. */
    settlementDirection: settlementDirection(),
    /** A driver settlement's figures as settled (previous balance, advances, expenses, carried forward). */
    settlementFigures: jsonb().$type<Record<string, number>>(),
    instrument: text(),
    notes: text(),
    reversedAt: timestamp({ withTimezone: true }),
    reversedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    reversalReason: text(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    searchText: searchText(['reference', 'instrument', 'notes']),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('money_entries_number_key').on(table.sessionId, table.kind, table.number),
    uniqueIndex('money_entries_reference_key').on(table.reference),
    index('money_entries_date_idx').on(table.entryDate, table.createdAt, table.id),
    index('money_entries_amount_idx').on(table.amountPaise, table.id),
    index('money_entries_kind_date_idx').on(table.kind, table.entryDate, table.createdAt, table.id),
    // The history shows the entries that stand unless asked otherwise (see expenses_standing_date_idx).
    index('money_entries_standing_date_idx')
      .on(table.entryDate, table.createdAt, table.id)
      .where(sql`${table.reversedAt} is null`),
    index('money_entries_standing_kind_date_idx')
      .on(table.kind, table.entryDate, table.createdAt, table.id)
      .where(sql`${table.reversedAt} is null`),
    index('money_entries_from_bank_idx').on(table.fromBankId, table.entryDate),
    index('money_entries_to_bank_idx').on(table.toBankId, table.entryDate),
    index('money_entries_driver_idx').on(table.driverId, table.entryDate),
    index('money_entries_trip_idx').on(table.tripId),
    index('money_entries_branch_date_idx')
      .on(table.branchId, table.entryDate, table.createdAt, table.id)
      .where(sql`${table.branchId} is not null`),
    index('money_entries_party_idx').on(table.billingPartyId, table.entryDate),
    index('money_entries_vehicle_idx').on(table.vehicleId, table.entryDate),
    trigramIndex('money_entries_search_idx', table.searchText),
    // A driver's settlement may move no cash (the balance is carried forward); anything else moves some.
    check(
      'money_entries_amount_positive',
      sql`${table.amountPaise} > 0 or (${table.kind}::text = 'driver-settlement' and ${table.amountPaise} = 0)`,
    ),
    check('money_entries_tds_not_negative', sql`${table.tdsPaise} >= 0`),
    check('money_entries_reversal_whole', sql`(${table.reversedAt} is null) = (${table.reversalReason} is null)`),
  ],
);

export const ledgerAccountKind = pgEnum('ledger_account_kind', ledgerAccountKinds);
export const ledgerSource = pgEnum('ledger_source', ledgerSources);

/**
 * Every movement of money on an account, as its own line; a balance is the account's opening balance
 * plus the sum of its lines, never a stored total. Amounts are signed from the company's books: a
 * debit is positive (a party owes more, money comes into a bank, a driver holds more of the company's
 * money, an owner is paid), a credit negative. Lines are only ever added: a reversed or corrected
 * document adds lines that cancel its earlier ones (`reverses`), in the same transaction as the change.
 */
export const ledgerLines = pgTable(
  'ledger_lines',
  {
    id: uuid().primaryKey().defaultRandom(),
    sessionId: uuid()
      .notNull()
      .references(() => financialSessions.id),
    postedOn: date({ mode: 'string' }).notNull(),
    accountKind: ledgerAccountKind().notNull(),
    accountId: uuid().notNull(),
    amountPaise: bigint({ mode: 'number' }).notNull(),
    source: ledgerSource().notNull(),
    sourceId: uuid().notNull(),
    /** The document's human number, as the statement prints it ('E-000042'). */
    reference: text().notNull(),
    narration: text().notNull(),
    reverses: uuid(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Order of posting: a document's lines read in the order it wrote them (hire before commission). */
    lineNo: bigint({ mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (table) => [
    // A statement: one account's lines in date order, with their amounts for the running balance (the
    // amount in the index lets a balance and the sum before a deep page be read from the index alone).
    index('ledger_lines_account_idx').on(table.accountKind, table.accountId, table.postedOn, table.lineNo, table.amountPaise),
    index('ledger_lines_source_idx').on(table.source, table.sourceId),
    index('ledger_lines_reverses_idx')
      .on(table.reverses)
      .where(sql`${table.reverses} is not null`),
    check('ledger_lines_amount_not_zero', sql`${table.amountPaise} <> 0`),
  ],
);

/**
 * The ledger's lines added up per account kind, source and day (with whether they cancel earlier lines,
 * and debits apart from credits): a cache of sums of ledger_lines, kept by statement-level triggers of
 * migration 0020 in the transaction that writes the lines, whichever code or tool inserts them. The
 * balance reports' totals over every account of a kind, and the receivable, payable and holdings of the
 * dashboard and the Payment Overview, read a few hundred of these rows instead of every line
 * (ledger/day-totals.ts). No account id: an account's own balance is still summed from its lines.
 */
export const ledgerDayTotals = pgTable(
  'ledger_day_totals',
  {
    accountKind: ledgerAccountKind().notNull(),
    postedOn: date({ mode: 'string' }).notNull(),
    source: ledgerSource().notNull(),
    /** The lines cancel earlier ones (`ledger_lines.reverses` set). */
    reversal: boolean().notNull(),
    /** Σ of the positive amounts. */
    debitPaise: bigint({ mode: 'number' }).notNull(),
    /** Σ of the negative amounts (≤ 0). */
    creditPaise: bigint({ mode: 'number' }).notNull(),
    lineCount: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountKind, table.postedOn, table.source, table.reversal] })],
);

/**
 * The same as ledgerDayTotals over all days (kept by the same trigger): a reader sums whichever side of
 * a day has fewer days — the days after it taken from these totals — so a report as of today or for the
 * current session reads only the days since, not the whole history (day-totals.ts).
 */
export const ledgerKindTotals = pgTable(
  'ledger_kind_totals',
  {
    accountKind: ledgerAccountKind().notNull(),
    source: ledgerSource().notNull(),
    reversal: boolean().notNull(),
    debitPaise: bigint({ mode: 'number' }).notNull(),
    creditPaise: bigint({ mode: 'number' }).notNull(),
    lineCount: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountKind, table.source, table.reversal] })],
);

/**
 * Each account's lines added up over all its days, kept by the same trigger as ledgerDayTotals: what an
 * account holds once no line is dated after the day asked (the holdings' banks and drivers, whose sign
 * or rank needs each account's balance; an account's statement over all its days, migration 0023). A cache
 * of sums of ledger_lines, like the day totals.
 */
export const ledgerAccountTotals = pgTable(
  'ledger_account_totals',
  {
    accountKind: ledgerAccountKind().notNull(),
    accountId: uuid().notNull(),
    amountPaise: bigint({ mode: 'number' }).notNull(),
    /** The debit and credit sides of amountPaise (a statement over all its days shows both). */
    debitPaise: bigint({ mode: 'number' }).notNull().default(0),
    creditPaise: bigint({ mode: 'number' }).notNull().default(0),
    lineCount: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountKind, table.accountId] })],
);

/**
 * Every account of a kind as the master tables hold them: how many, and the sum of their signed opening
 * balances (debit positive), kept by statement-level triggers on billing_parties, vehicles, drivers and
 * banks (migration 0020). The balance reports' count and opening over every account read one row.
 */
export const ledgerKindOpenings = pgTable('ledger_kind_openings', {
  accountKind: ledgerAccountKind().primaryKey(),
  accounts: integer().notNull(),
  openingPaise: bigint({ mode: 'number' }).notNull(),
});

/**
 * Money entries that stand (not reversed) added up per kind, day and owner-payment stage: their amount
 * and TDS, kept by statement-level triggers on money_entries (migration 0020; a reversal takes its entry
 * out). The parties' TDS and money received, and the owners' payments, over every account.
 */
export const moneyEntryDayTotals = pgTable(
  'money_entry_day_totals',
  {
    kind: moneyEntryKind().notNull(),
    entryDate: date({ mode: 'string' }).notNull(),
    /** An owner payment's stage; 'none' for every other kind (a key cannot be null). */
    stage: text().notNull(),
    amountPaise: bigint({ mode: 'number' }).notNull(),
    tdsPaise: bigint({ mode: 'number' }).notNull(),
    entries: integer().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.entryDate, table.stage] }),
    // The history's total over dates of every kind (money-entries/service.ts keptStandingCount).
    index('money_entry_day_totals_date_idx').on(table.entryDate),
  ],
);

/**
 * Expenses that stand (not reversed) added up per day, category and type, kept by statement-level
 * triggers on expenses (migration 0021, the type since 0024; a reversal takes its expense out): the
 * profit and loss overall and by month, the dashboard's months and the expense summary read these few
 * rows instead of every expense of the period.
 */
export const expenseDayTotals = pgTable(
  'expense_day_totals',
  {
    expenseDate: date({ mode: 'string' }).notNull(),
    categoryId: uuid().notNull(),
    type: expenseType().notNull(),
    amountPaise: bigint({ mode: 'number' }).notNull(),
    expenses: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.expenseDate, table.categoryId, table.type] })],
);

/**
 * Expenses that stand and name a truck of their own, added up per month (its first day) and truck by
 * the same triggers (migration 0024): the expense summary's trucks over whole months. An expense that
 * names only its trip counts for the trip's truck as the trip has it when the summary is read, so those
 * are read from the expenses themselves (expenses_trip_truck_idx), as are the days of a month cut by the
 * period.
 */
export const expenseTruckMonths = pgTable(
  'expense_truck_months',
  {
    month: date({ mode: 'string' }).notNull(),
    truckId: uuid().notNull(),
    amountPaise: bigint({ mode: 'number' }).notNull(),
    expenses: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.month, table.truckId] })],
);

export type DocumentSeriesRow = typeof documentSeries.$inferSelect;
export type ExpenseCategoryRow = typeof expenseCategories.$inferSelect;
export type ExpenseRow = typeof expenses.$inferSelect;
export type LedgerLineRow = typeof ledgerLines.$inferSelect;
export type LedgerDayTotalRow = typeof ledgerDayTotals.$inferSelect;
export type MoneyEntryRow = typeof moneyEntries.$inferSelect;
