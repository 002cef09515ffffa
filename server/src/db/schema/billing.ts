import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { searchText, timestamps, trigramIndex } from './columns';
import { billingParties, financialSessions, gstRegime } from './masters';
import { moneyEntries } from './money';
import { trips } from './trips';

// Freight bills (GTA tax invoices) to billing parties, their credit notes, and the receipts set against them.

/**
 * A freight bill, built from a billing party's POD-received trips. What the invoice prints is kept as
 * issued (the party's name, address and GSTIN, the regime and the tax), so a later change to the
 * master or the setting never changes a bill. A wrong bill is cancelled by a credit note, never edited.
 */
export const freightBills = pgTable(
  'freight_bills',
  {
    id: uuid().primaryKey().defaultRandom(),
    sessionId: uuid()
      .notNull()
      .references(() => financialSessions.id),
    number: integer().notNull(),
    /** 'FB/2627/00001': at most 16 characters, consecutive in the financial year. */
    billNo: text().notNull(),
    billDate: date({ mode: 'string' }).notNull(),
    dueDate: date({ mode: 'string' }).notNull(),
    billingPartyId: uuid()
      .notNull()
      .references(() => billingParties.id),
    partyName: text().notNull(),
    partyAddress: text(),
    partyGstin: text(),
    /** The place of supply: the recipient's GST state code. */
    placeOfSupply: text().notNull(),
    regime: gstRegime().notNull(),
    reverseCharge: boolean().notNull(),
    interState: boolean().notNull(),
    rateBasisPoints: integer().notNull(),
    taxablePaise: bigint({ mode: 'number' }).notNull(),
    cgstPaise: bigint({ mode: 'number' }).notNull(),
    sgstPaise: bigint({ mode: 'number' }).notNull(),
    igstPaise: bigint({ mode: 'number' }).notNull(),
    totalPaise: bigint({ mode: 'number' }).notNull(),
    /**
     * Kept: Σ the allocations of receipts that stand (bill-balance.ts gives the definition). Written in
     * the transaction of the receipt or reversal that changes it, so the open bills and the queues read
     * one column instead of summing allocations per bill; tests hold it to the sum.
     */
    receivedPaise: bigint({ mode: 'number' }).notNull().default(0),
    /** Kept: a credit note cancels the bill (set with the note, which is never removed). */
    cancelled: boolean().notNull().default(false),
    notes: text(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    searchText: searchText(['bill_no', 'party_name', 'party_gstin']),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('freight_bills_number_key').on(table.sessionId, table.number),
    uniqueIndex('freight_bills_bill_no_key').on(table.billNo),
    index('freight_bills_date_idx').on(table.billDate, table.number, table.id),
    index('freight_bills_party_idx').on(table.billingPartyId, table.billDate, table.number),
    index('freight_bills_total_idx').on(table.totalPaise, table.number, table.id),
    trigramIndex('freight_bills_search_idx', table.searchText),
    // The bills with something left to receive, in the unpaid queue's order and per party (open bills):
    // a small part of all bills, read page by page and summed for the counts without touching the rest
    // (migrations 0019 and 0038 add by hand the due date, amounts and bill number they read: INCLUDE).
    index('freight_bills_open_date_idx')
      .on(table.billDate, table.number, table.id)
      .where(sql`${table.totalPaise} > ${table.receivedPaise} and not ${table.cancelled}`),
    index('freight_bills_open_party_idx')
      .on(table.billingPartyId, table.billDate, table.number, table.id)
      .where(sql`${table.totalPaise} > ${table.receivedPaise} and not ${table.cancelled}`),
    // What every bill has received, by bill date (the parties' balance report's money on account over
    // every party: migration 0020 adds the received figure by hand, INCLUDE).
    index('freight_bills_received_idx').on(table.billDate),
    check('freight_bills_bill_no_length', sql`char_length(${table.billNo}) <= 16`),
    check(
      'freight_bills_total',
      sql`${table.totalPaise} = ${table.taxablePaise} + ${table.cgstPaise} + ${table.sgstPaise} + ${table.igstPaise}`,
    ),
    check('freight_bills_taxable_positive', sql`${table.taxablePaise} > 0`),
  ],
);

/**
 * One line per LR on a bill, with what was billed for it. `active` is cleared when the bill's credit
 * note cancels it, so a trip is on at most one standing bill (the partial unique index).
 */
export const freightBillTrips = pgTable(
  'freight_bill_trips',
  {
    id: uuid().primaryKey().defaultRandom(),
    billId: uuid()
      .notNull()
      .references(() => freightBills.id),
    tripId: uuid()
      .notNull()
      .references(() => trips.id),
    position: integer().notNull(),
    freightPaise: bigint({ mode: 'number' }).notNull(),
    /** The party-side charges (additions less deductions) billed with the freight. */
    chargesPaise: bigint({ mode: 'number' }).notNull(),
    taxablePaise: bigint({ mode: 'number' }).notNull(),
    cgstPaise: bigint({ mode: 'number' }).notNull(),
    sgstPaise: bigint({ mode: 'number' }).notNull(),
    igstPaise: bigint({ mode: 'number' }).notNull(),
    active: boolean().notNull().default(true),
  },
  (table) => [
    uniqueIndex('freight_bill_trips_line_key').on(table.billId, table.position),
    uniqueIndex('freight_bill_trips_standing_key')
      .on(table.tripId)
      .where(sql`${table.active}`),
    index('freight_bill_trips_trip_idx').on(table.tripId),
  ],
);

/** A credit note cancels a whole bill: numbered per session ('CN/2627/00001'), it carries the bill's amounts back. */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid().primaryKey().defaultRandom(),
    sessionId: uuid()
      .notNull()
      .references(() => financialSessions.id),
    number: integer().notNull(),
    noteNo: text().notNull(),
    noteDate: date({ mode: 'string' }).notNull(),
    billId: uuid()
      .notNull()
      .references(() => freightBills.id),
    reason: text().notNull(),
    taxablePaise: bigint({ mode: 'number' }).notNull(),
    cgstPaise: bigint({ mode: 'number' }).notNull(),
    sgstPaise: bigint({ mode: 'number' }).notNull(),
    igstPaise: bigint({ mode: 'number' }).notNull(),
    totalPaise: bigint({ mode: 'number' }).notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('credit_notes_number_key').on(table.sessionId, table.number),
    uniqueIndex('credit_notes_note_no_key').on(table.noteNo),
    uniqueIndex('credit_notes_bill_key').on(table.billId),
    index('credit_notes_date_idx').on(table.noteDate, table.number),
    check('credit_notes_note_no_length', sql`char_length(${table.noteNo}) <= 16`),
  ],
);

/**
 * What part of a receipt (amount received plus the party's TDS) settles which bill. A bill's balance
 * is its total less the allocations of receipts that stand (not reversed); what a receipt does not
 * allocate stays on account.
 */
export const receiptAllocations = pgTable(
  'receipt_allocations',
  {
    id: uuid().primaryKey().defaultRandom(),
    receiptId: uuid()
      .notNull()
      .references(() => moneyEntries.id),
    billId: uuid()
      .notNull()
      .references(() => freightBills.id),
    amountPaise: bigint({ mode: 'number' }).notNull(),
  },
  (table) => [
    uniqueIndex('receipt_allocations_key').on(table.receiptId, table.billId),
    index('receipt_allocations_bill_idx').on(table.billId),
    check('receipt_allocations_positive', sql`${table.amountPaise} > 0`),
  ],
);

export type FreightBillRow = typeof freightBills.$inferSelect;
export type FreightBillTripRow = typeof freightBillTrips.$inferSelect;
export type CreditNoteRow = typeof creditNotes.$inferSelect;
export type ReceiptAllocationRow = typeof receiptAllocations.$inferSelect;
