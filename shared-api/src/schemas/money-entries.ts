import { z } from 'zod';
import { cursorParams, oneCursorAtMost } from './cursor';
import {
  blankToUndefined,
  boundedText,
  dateFilter,
  decimalField,
  enumFilter,
  idFilter,
  isoDate,
  limitParam,
  optionalIdField,
  optionalText,
  pageParam,
  searchParam,
  sortParam,
} from './fields';
import { rupeesField } from './india';
import { paymentModes, type PaymentMode } from './expenses';
import type { LedgerAccountKind, LedgerSource } from './ledger';

/*
 * Money entries: every movement of money that is not an expense or a bill, in one shape. Each is
 * numbered per session in its own series, posts its ledger lines in the transaction that records it,
 * and is reversed, never erased. This part holds the entries between the company's own accounts and
 * its drivers: transfers between banks and the cash box, and advances to a driver for a trip (cash,
 * diesel, FASTag top-ups).
 */

export const moneyEntryKinds = ['transfer', 'driver-advance', 'receipt', 'owner-payment', 'driver-settlement'] as const;
export type MoneyEntryKind = (typeof moneyEntryKinds)[number];

export const moneyEntryKindLabels: Record<MoneyEntryKind, string> = {
  transfer: 'Transfer',
  'driver-advance': 'Driver advance',
  receipt: 'Receipt',
  'owner-payment': 'Owner payment',
  'driver-settlement': 'Driver settlement',
};

/** The start of each kind's number: 'TR-2627-00001'. */
export const moneyEntryPrefixes: Record<MoneyEntryKind, string> = {
  transfer: 'TR',
  'driver-advance': 'DA',
  receipt: 'RC',
  'owner-payment': 'OP',
  'driver-settlement': 'DS',
};

/** A lorry-hire payment: the advance at loading, or the balance once the POD is in. */
export const ownerPaymentStages = ['advance', 'balance'] as const;
export type OwnerPaymentStage = (typeof ownerPaymentStages)[number];

/** Which way a driver's settlement moved cash: paid to the driver, or taken back from the driver. */
export const settlementDirections = ['to-driver', 'from-driver'] as const;
export type SettlementDirection = (typeof settlementDirections)[number];

export const driverAdvanceTypes = ['cash', 'diesel', 'fastag'] as const;
export type DriverAdvanceType = (typeof driverAdvanceTypes)[number];

export const driverAdvanceTypeLabels: Record<DriverAdvanceType, string> = {
  cash: 'Cash',
  diesel: 'Diesel',
  fastag: 'FASTag top-up',
};

export interface MoneyEntry {
  id: string;
  kind: MoneyEntryKind;
  reference: string;
  number: number;
  sessionId: string;
  sessionName: string;
  entryDate: string;
  amountPaise: number;
  mode: PaymentMode;
  /** The account the money left (a transfer's source, what paid an advance). */
  fromBank: { id: string; name: string } | null;
  /** A transfer's destination. */
  toBank: { id: string; name: string } | null;
  driver: { id: string; name: string } | null;
  trip: { id: string; reference: string } | null;
  advanceType: DriverAdvanceType | null;
  /** Diesel given as an advance: litres, exact decimal text. */
  litres: string | null;
  /** Cheque, UTR or pump slip number. */
  instrument: string | null;
  notes: string | null;
  /** A receipt's payer. */
  billingParty: { id: string; name: string } | null;
  /** An owner payment's market vehicle, with its owner. */
  vehicle: { id: string; registrationNumber: string; ownerName: string } | null;
  ownerPaymentStage: OwnerPaymentStage | null;
  /** Receipt: TDS the party deducted; owner payment: TDS the company deducted. 0 when none. */
  tdsPaise: number;
  tdsRateBasisPoints: number | null;
  tdsOverrideReason: string | null;
  /** What the entry settles on the account: the amount plus the TDS. */
  settledPaise: number;
  /** A receipt's bills, with what it set against each; the rest of `settledPaise` stays on account. */
  allocations: { billId: string; billNo: string; amountPaise: number }[];
  settlementDirection: SettlementDirection | null;
  settlementFigures: DriverSettlementFigures | null;
  reversal: { at: string; by: string | null; reason: string } | null;
  createdAt: string;
}

/** A driver's settlement, as settled: debit positive means the driver holds the company's money. */
export interface DriverSettlementFigures {
  previousBalancePaise: number;
  advancesPaise: number;
  expensesPaise: number;
  /** previous + advances − expenses: owed by the driver when positive, to the driver when negative. */
  balancePaise: number;
  /** Cash moved by the settlement, signed like the balance (paid to the driver positive). */
  cashPaise: number;
  carriedForwardPaise: number;
}

const common = {
  entryDate: isoDate('Date'),
  amount: rupeesField('Amount'),
  instrument: optionalText('Cheque / UTR / slip no.', 40),
  notes: optionalText('Notes', 500, { multiline: true }),
};

export const transferSchema = z
  .object({
    kind: z.literal('transfer'),
    ...common,
    fromBankId: z.uuid({ error: 'Choose the account the money leaves' }),
    toBankId: z.uuid({ error: 'Choose the account the money goes into' }),
    mode: z.enum(paymentModes, { error: 'Choose how it was moved' }).default('bank'),
  })
  .refine((value) => value.fromBankId !== value.toBankId, {
    message: 'A transfer goes between two different accounts',
    path: ['toBankId'],
  })
  .refine((value) => value.mode !== 'credit', { message: 'A transfer moves money now, not on credit', path: ['mode'] });

export const driverAdvanceSchema = z
  .object({
    kind: z.literal('driver-advance'),
    ...common,
    driverId: z.uuid({ error: 'Choose the driver' }),
    tripId: optionalIdField('trip'),
    advanceType: z.enum(driverAdvanceTypes, { error: 'Choose what was given' }),
    litres: z.union([decimalField('Litres', { scale: 3, max: 100_000 }), z.null()]).optional(),
    mode: z.enum(paymentModes, { error: 'Choose how it was paid' }),
    bankId: optionalIdField('account'),
  })
  .superRefine((value, context) => {
    const problem = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if (value.advanceType === 'diesel' && !value.litres) problem('litres', 'Litres are required for diesel');
    if (value.advanceType !== 'diesel' && value.litres) problem('litres', 'Only diesel takes litres');
    if (value.mode === 'credit') problem('mode', 'An advance is paid now, not on credit');
    else if (value.mode !== 'cash' && !value.bankId) problem('bankId', 'Choose the account it was paid from');
  });

/** Money moves now through an account: never on credit; through a bank unless in cash. */
function paidThroughAnAccount(
  value: { mode: PaymentMode; bankId?: string | null | undefined },
  problem: (path: string, message: string) => void,
  verb: string,
) {
  if (value.mode === 'credit') problem('mode', `${verb} moves money now, not on credit`);
  else if (value.mode !== 'cash' && !value.bankId) problem('bankId', 'Choose the bank account');
}

const optionalRupees = (label: string) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    rupeesField(label, { allowZero: true }).optional(),
  );

/** Bills and what is set against each, as a receipt and on-account money send them. */
const billAllocations = z.array(
  z.object({
    billId: z.uuid({ error: 'Choose the bill' }),
    amount: rupeesField('Amount against the bill'),
  }),
  { error: 'Allocations must be a list of bills and amounts' },
);

/**
 * Money received from a billing party: `amount` came in, `tds` the party deducted (it counts as paid).
 * `allocations` set the received amount plus the TDS against the party's open bills; what is left
 * stays on the party's account, to be set against later bills.
 */
export const receiptSchema = z
  .object({
    kind: z.literal('receipt'),
    ...common,
    billingPartyId: z.uuid({ error: 'Choose the billing party' }),
    tds: optionalRupees('TDS deducted by the party'),
    mode: z.enum(paymentModes, { error: 'Choose how it was received' }),
    bankId: optionalIdField('account'),
    allocations: billAllocations.max(200, { error: 'At most 200 bills in one receipt' }).default([]),
  })
  .superRefine((value, context) => {
    const problem = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    paidThroughAnAccount(value, problem, 'A receipt');
    const billIds = value.allocations.map((allocation) => allocation.billId);
    if (new Set(billIds).size !== billIds.length) problem('allocations', 'Each bill appears once');
    const allocated = value.allocations.reduce((sum, allocation) => sum + allocation.amount, 0);
    if (allocated > value.amount + (value.tds ?? 0)) {
      problem('allocations', 'The bills take more than the amount received and the TDS together');
    }
  });

/**
 * A lorry-hire payment to a market vehicle's owner for a trip: the advance at loading, or the balance
 * once the POD is in. `gross` is what it clears on the owner's account; the company deducts TDS under
 * 194C from it (worked out from the owner's PAN and declaration unless `tds` overrides it, with a
 * reason) and pays the rest.
 */
export const ownerPaymentSchema = z
  .object({
    kind: z.literal('owner-payment'),
    entryDate: common.entryDate,
    instrument: common.instrument,
    notes: common.notes,
    tripId: z.uuid({ error: 'Choose the trip' }),
    stage: z.enum(ownerPaymentStages, { error: 'Choose advance or balance' }),
    gross: rupeesField('Amount (before TDS)'),
    tds: optionalRupees('TDS'),
    tdsOverrideReason: optionalText('Reason for the TDS', 300),
    mode: z.enum(paymentModes, { error: 'Choose how it was paid' }),
    bankId: optionalIdField('account'),
  })
  .superRefine((value, context) => {
    const problem = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    paidThroughAnAccount(value, problem, 'A payment');
    if (value.tds !== undefined && !value.tdsOverrideReason) {
      problem('tdsOverrideReason', 'Say why the TDS differs from what the owner’s PAN gives');
    }
    if (value.tds !== undefined && value.tds >= value.gross) problem('tds', 'TDS must be less than the amount');
  });

/**
 * Settles a driver's account for a trip: previous balance + the trip's advances − the expenses he
 * paid from them gives what he owes (or is owed). `amount` is cash paid to him or taken back now
 * (0 carries the whole balance forward).
 */
export const driverSettlementSchema = z
  .object({
    kind: z.literal('driver-settlement'),
    entryDate: common.entryDate,
    notes: common.notes,
    instrument: common.instrument,
    driverId: z.uuid({ error: 'Choose the driver' }),
    tripId: z.uuid({ error: 'Choose the trip' }),
    amount: rupeesField('Cash settled', { allowZero: true }),
    direction: z.enum(settlementDirections, { error: 'Choose whether the cash went to or came from the driver' }).optional(),
    mode: z.enum(paymentModes, { error: 'Choose how it was paid' }).default('cash'),
    bankId: optionalIdField('account'),
  })
  .superRefine((value, context) => {
    const problem = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if (value.amount > 0) {
      if (!value.direction) problem('direction', 'Choose whether the cash went to or came from the driver');
      paidThroughAnAccount(value, problem, 'A settlement');
    }
  });

export const createMoneyEntrySchema = z.discriminatedUnion(
  'kind',
  [transferSchema, driverAdvanceSchema, receiptSchema, ownerPaymentSchema, driverSettlementSchema],
  {
    error: (issue) =>
      issue.input === undefined
        ? 'Choose the kind of entry'
        : `Kind must be one of: ${moneyEntryKinds.map((kind) => `'${kind}'`).join(', ')}`,
  },
);
export type CreateMoneyEntryInput = z.input<typeof createMoneyEntrySchema>;

export const reverseMoneyEntrySchema = z.object({ reason: boundedText('Reason', 3, 300) });

/**
 * POST /money-entries/{id}/allocations: sets what a receipt left on account against the party's open
 * bills, those raised after it included (an advance paid before the bill). Each amount is at most the
 * bill's balance, and together at most what the receipt still has on account.
 */
export const applyOnAccountSchema = z
  .object({
    allocations: billAllocations
      .min(1, { error: 'Give an amount against at least one bill' })
      .max(200, { error: 'At most 200 bills at once' }),
  })
  .superRefine((value, context) => {
    const billIds = value.allocations.map((allocation) => allocation.billId);
    if (new Set(billIds).size !== billIds.length) {
      context.addIssue({ code: 'custom', path: ['allocations'], message: 'Each bill appears once' });
    }
  });
export type ApplyOnAccountInput = z.input<typeof applyOnAccountSchema>;

export const moneyEntrySortValues = ['entryDate', '-entryDate', 'amount', '-amount'] as const;

export const moneyEntryListQuerySchema = z
  .object({
    page: pageParam,
    limit: limitParam,
    ...cursorParams,
    search: searchParam,
    kind: enumFilter(moneyEntryKinds, 'Kind'),
    sessionId: idFilter('Session'),
    bankId: idFilter('Account'),
    driverId: idFilter('Driver'),
    tripId: idFilter('Trip'),
    billingPartyId: idFilter('Billing party'),
    vehicleId: idFilter('Vehicle'),
    from: dateFilter('From'),
    to: dateFilter('To'),
    branchId: idFilter('Branch'),
    reversed: z.preprocess(
      blankToUndefined,
      z.enum(['include', 'only'], { error: "Reversed must be 'include' or 'only'" }).optional(),
    ),
    sort: sortParam(moneyEntrySortValues, '-entryDate'),
  })
  .refine(...oneCursorAtMost);
export type MoneyEntryListQuery = z.input<typeof moneyEntryListQuerySchema>;

/* ------------------------------------------------------------------------------------------------
 * Ledger statements and the banks' balance report
 * ---------------------------------------------------------------------------------------------- */

export const statementQuerySchema = z
  .object({
    from: dateFilter('From'),
    to: dateFilter('To'),
    page: pageParam,
    limit: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(500).default(100)),
  })
  .refine((value) => !value.from || !value.to || value.from <= value.to, {
    message: 'From must be on or before To',
    path: ['to'],
  });
export type StatementQuery = z.input<typeof statementQuerySchema>;

export interface StatementLine {
  id: string;
  postedOn: string;
  reference: string;
  narration: string;
  source: LedgerSource;
  sourceId: string;
  /** One of the two is 0. */
  debitPaise: number;
  creditPaise: number;
  /** Debit positive, after this line (opening included). */
  balancePaise: number;
  /** This line cancels an earlier one. */
  reversal: boolean;
}

/** An account's statement for a period: what it stood at before, each line with the balance after it, where it ends. */
export interface Statement {
  account: { kind: LedgerAccountKind; id: string; name: string };
  from: string | null;
  to: string | null;
  /** The master's opening balance plus every line before `from`; debit positive. */
  openingPaise: number;
  lines: StatementLine[];
  /** Lines in the period (pages of `limit`). */
  total: number;
  page: number;
  limit: number;
  debitPaise: number;
  creditPaise: number;
  closingPaise: number;
}

/**
 * A balance report's accounts come a page at a time (in name order) with their count, and its totals
 * are summed over every account that matches, whichever page is shown: a company with thousands of
 * parties or vehicles gets its report at once, and the totals never depend on the page.
 */
export const balancePageFields = {
  page: pageParam,
  limit: limitParam,
};

/** Accounts per page on the balance report screens. */
export const BALANCE_PAGE_SIZE = 50;

/** The page a balance report answers with, beside its rows and totals. */
export interface BalanceReportPage {
  /** Accounts that match the search (every page). */
  total: number;
  page: number;
  limit: number;
}

export const balanceReportQuerySchema = z.object({
  asOf: dateFilter('As of'),
  sessionId: idFilter('Session'),
  search: searchParam,
  ...balancePageFields,
});
export type BalanceReportQuery = z.input<typeof balanceReportQuerySchema>;

/** GET /banks/balance-report: one row per account; receipts and payments as amounts in and out, transfers net (in less out). */
export interface BankBalanceRow {
  id: string;
  name: string;
  accountType: string;
  openingPaise: number;
  receiptsPaise: number;
  paymentsPaise: number;
  /** Transfers in less transfers out. */
  transfersPaise: number;
  closingPaise: number;
}

export interface BankBalanceReport extends BalanceReportPage {
  from: string | null;
  to: string;
  rows: BankBalanceRow[];
  totals: Omit<BankBalanceRow, 'id' | 'name' | 'accountType'>;
}

/**
 * GET /vehicles/balance-report: one row per market vehicle and its owner. Amounts owed to the owner
 * are positive: payable = opening payable + hire − commission − deductions − advance − balance paid − TDS.
 */
export interface OwnerBalanceRow {
  id: string;
  registrationNumber: string;
  ownerName: string;
  ownerPan: string | null;
  openingPayablePaise: number;
  /** Hire and vehicle-side additions of the period's trips. */
  hirePaise: number;
  commissionPaise: number;
  /** Vehicle-side deductions (shortage, damage …). */
  deductionsPaise: number;
  advancePaidPaise: number;
  balancePaidPaise: number;
  tdsPaise: number;
  payablePaise: number;
  trips: number;
  /** Trips not cancelled whose POD is not in yet (their balance cannot be paid). */
  podPendingTrips: number;
}

export interface OwnerBalanceReport extends BalanceReportPage {
  from: string | null;
  to: string;
  rows: OwnerBalanceRow[];
  totals: Omit<OwnerBalanceRow, 'id' | 'registrationNumber' | 'ownerName' | 'ownerPan'>;
}

/* ------------------------------------------------------------------------------------------------
 * What a payment or settlement would come to, for the forms to show before saving
 * ---------------------------------------------------------------------------------------------- */

export const ownerPaymentTermsQuerySchema = z.object({
  tripId: z.uuid({ error: 'Choose the trip' }),
  entryDate: z.preprocess(blankToUndefined, isoDate('Date').optional()),
  gross: z.preprocess(blankToUndefined, rupeesField('Amount (before TDS)').optional()),
});
export type OwnerPaymentTermsQuery = z.input<typeof ownerPaymentTermsQuerySchema>;

export interface OwnerPaymentTerms {
  trip: { id: string; tripNo: string; lrNo: string; route: string; status: string; hireAdvancePaise: number };
  vehicle: {
    id: string;
    registrationNumber: string;
    ownerName: string;
    ownerPan: string | null;
    declaredSmallFleet: boolean;
    brokerName: string | null;
    bankAccount: string | null;
  };
  /** What the company still owes the owner on the trip (hire and charges less commission and payments). */
  owedPaise: number;
  /** The owner's payments so far this financial year, before TDS. */
  earlierThisYearPaise: number;
  /** The balance can be paid (the POD is in). */
  balanceAllowed: boolean;
  /** For `gross`, when given: the TDS 194C gives and what is paid. */
  payment: { grossPaise: number; tdsPaise: number; rateBasisPoints: number; reason: string; netPaise: number } | null;
}

export const driverSettlementTermsQuerySchema = z.object({ tripId: z.uuid({ error: 'Choose the trip' }) });

export interface DriverSettlementTerms {
  trip: { id: string; tripNo: string; lrNo: string; route: string; status: string };
  driver: { id: string; name: string } | null;
  /** Set when the trip was settled already (its reference). */
  settledAs: string | null;
  canSettle: boolean;
  previousBalancePaise: number;
  advancesPaise: number;
  expensesPaise: number;
  /** previous + advances − expenses: owed by the driver when positive, to him when negative. */
  balancePaise: number;
}
