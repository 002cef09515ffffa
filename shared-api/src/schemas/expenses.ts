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
import { notesField } from './masters';
import type { ReportBranch } from './reports';

/*
 * An expense: money the business spends, on a trip, a truck or the office, in one category (diesel,
 * toll, driver bhatta …). It is paid by a mode, and through a bank account or the cash box unless on
 * credit; or by the trip's driver out of the advances he carries, when it goes on his account for
 * the trip settlement instead. Diesel is bought by the litre: litres × rate gives the amount.
 * An expense once recorded is never erased: "delete" reverses it, keeping it in the history.
 */

export const expenseTypes = ['trip', 'truck', 'office'] as const;
export type ExpenseType = (typeof expenseTypes)[number];

export const expenseTypeLabels: Record<ExpenseType, string> = {
  trip: 'Trip expense',
  truck: 'Truck expense',
  office: 'Office expense',
};

export const paymentModes = ['cash', 'bank', 'upi', 'cheque', 'fuel-card', 'credit'] as const;
export type PaymentMode = (typeof paymentModes)[number];

export const paymentModeLabels: Record<PaymentMode, string> = {
  cash: 'Cash',
  bank: 'Bank transfer',
  upi: 'UPI',
  cheque: 'Cheque',
  'fuel-card': 'Fuel card',
  credit: 'Credit (pay later)',
};

/** The built-in categories, in the order a transporter lists them; `code` never changes, the name may. */
export const builtInExpenseCategories = [
  { code: 'diesel', name: 'Diesel', perLitre: true },
  { code: 'toll', name: 'Toll' },
  { code: 'driver-bhatta', name: 'Driver bhatta' },
  { code: 'loading-unloading', name: 'Loading / unloading' },
  { code: 'rto-police', name: 'RTO / police' },
  { code: 'repairs', name: 'Repairs' },
  { code: 'tyres', name: 'Tyres' },
  { code: 'insurance', name: 'Insurance' },
  { code: 'permit-tax', name: 'Permit / tax' },
  { code: 'salary', name: 'Salary' },
  { code: 'office', name: 'Office' },
  { code: 'other', name: 'Other' },
] as const;

export interface ExpenseCategory {
  id: string;
  name: string;
  /** Set for the built-in ones ('diesel', 'toll', …); null for those an admin added. */
  code: string | null;
  /** Bought by the litre: the expense takes litres and a rate. */
  perLitre: boolean;
}

export const createExpenseCategorySchema = z.object({
  name: boundedText('Category name', 2, 60),
  perLitre: z.boolean({ error: 'Per litre must be true or false' }).default(false),
});
export type CreateExpenseCategoryInput = z.input<typeof createExpenseCategorySchema>;

export interface ExpenseReversal {
  at: string;
  by: string | null;
  reason: string;
}

export interface Expense {
  id: string;
  /** 'E-000042', numbered per session. */
  reference: string;
  number: number;
  sessionId: string;
  sessionName: string;
  expenseDate: string;
  type: ExpenseType;
  category: { id: string; name: string; perLitre: boolean };
  amountPaise: number;
  /** Diesel: litres as exact decimal text, and the rate per litre in paise. */
  litres: string | null;
  ratePaise: number | null;
  trip: { id: string; reference: string } | null;
  truck: { id: string; registrationNumber: string } | null;
  driver: { id: string; name: string } | null;
  mode: PaymentMode;
  /** The account it was paid from; null when on credit or paid by the driver. */
  bank: { id: string; name: string } | null;
  /** Paid by the trip's driver out of his advances: it goes on his account, not a bank's. */
  paidByDriver: boolean;
  /** The vendor's bill or receipt number. */
  billNumber: string | null;
  notes: string | null;
  reversal: ExpenseReversal | null;
  createdAt: string;
  updatedAt: string;
}

const expenseFields = {
  expenseDate: isoDate('Date'),
  type: z.enum(expenseTypes, { error: 'Choose the expense type' }),
  categoryId: z.uuid({ error: 'Choose the category' }),
  amount: rupeesField('Amount'),
  litres: z.union([decimalField('Litres', { scale: 3, max: 100_000 }), z.null()]).optional(),
  rate: z.union([rupeesField('Rate per litre'), z.null()]).optional(),
  tripId: optionalIdField('trip'),
  truckId: optionalIdField('truck'),
  driverId: optionalIdField('driver'),
  mode: z.enum(paymentModes, { error: 'Choose how it was paid' }),
  bankId: optionalIdField('account'),
  paidByDriver: z.boolean({ error: 'Paid by the driver must be true or false' }),
  billNumber: optionalText('Bill no.', 40),
  notes: notesField,
};

/** What a diesel entry's amount must be: litres × rate, half up to the paisa. */
export function dieselAmountPaise(litres: string, ratePaise: number): number {
  const [whole = '0', fraction = ''] = litres.split('.');
  const thousandths = Number(whole) * 1000 + Number(fraction.padEnd(3, '0'));
  return Math.floor((thousandths * ratePaise + 500) / 1000);
}

interface ExpenseShape {
  type?: ExpenseType | undefined;
  amount?: number | undefined;
  litres?: string | null | undefined;
  rate?: number | null | undefined;
  tripId?: string | null | undefined;
  truckId?: string | null | undefined;
  driverId?: string | null | undefined;
  mode?: PaymentMode | undefined;
  bankId?: string | null | undefined;
  paidByDriver?: boolean | undefined;
}

/**
 * The rules between an expense's fields, on the record as it would be saved. `perLitre`: the
 * category is bought by the litre.
 */
export function expenseErrors(value: ExpenseShape, perLitre: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  if (value.type === 'trip' && !value.tripId) errors.tripId = 'Choose the trip this expense belongs to';
  if (value.type === 'truck' && !value.truckId) errors.truckId = 'Choose the truck this expense belongs to';
  if (value.type === 'office' && (value.tripId || value.truckId)) errors.type = 'An office expense belongs to no trip or truck';
  if (perLitre) {
    if (!value.litres) errors.litres = 'Litres are required for diesel';
    if (!value.rate) errors.rate = 'Rate per litre is required for diesel';
    if (
      value.litres &&
      value.rate &&
      value.amount !== undefined &&
      value.amount !== dieselAmountPaise(value.litres, value.rate)
    ) {
      errors.amount = 'Amount must be litres × rate';
    }
  } else {
    if (value.litres) errors.litres = 'Only diesel takes litres';
    if (value.rate) errors.rate = 'Only diesel takes a rate per litre';
  }
  if (value.paidByDriver) {
    if (!value.driverId) errors.driverId = 'Choose the driver who paid it';
    if (value.mode === 'credit') errors.mode = 'A driver pays from his advances, not on credit';
    if (value.bankId) errors.bankId = 'An expense the driver paid comes from his advances, not an account';
  } else if (value.mode === 'credit') {
    if (value.bankId) errors.bankId = 'An expense on credit is paid from no account yet';
  } else if (value.mode !== 'cash' && !value.bankId) {
    errors.bankId = 'Choose the account it was paid from';
  }
  return errors;
}

export const createExpenseSchema = z.object({
  ...expenseFields,
  paidByDriver: expenseFields.paidByDriver.default(false),
});
export type CreateExpenseInput = z.input<typeof createExpenseSchema>;

/** PUT /expenses/{id}: any of the fields; the rules are checked on the merged record. */
export const updateExpenseSchema = z
  .object({ ...expenseFields, reason: boundedText('Reason for the change', 3, 300) })
  .partial()
  .refine((value) => Object.keys(value).some((key) => key !== 'reason'), { message: 'Nothing to change' })
  .refine((value) => value.reason !== undefined, { message: 'Say why the expense is changed', path: ['reason'] });
export type UpdateExpenseInput = z.input<typeof updateExpenseSchema>;

/** DELETE /expenses/{id}: reverses it; the reason is kept with it. */
export const reverseExpenseSchema = z.object({ reason: boundedText('Reason', 3, 300) });
export type ReverseExpenseInput = z.input<typeof reverseExpenseSchema>;

export const expenseSortValues = ['expenseDate', '-expenseDate', 'amount', '-amount', 'number', '-number'] as const;

export const expenseListQuerySchema = z
  .object({
    page: pageParam,
    limit: limitParam,
    ...cursorParams,
    search: searchParam,
    sessionId: idFilter('Session'),
    type: enumFilter(expenseTypes, 'Type'),
    categoryId: idFilter('Category'),
    mode: enumFilter(paymentModes, 'Mode'),
    tripId: idFilter('Trip'),
    truckId: idFilter('Truck'),
    driverId: idFilter('Driver'),
    bankId: idFilter('Account'),
    from: dateFilter('From'),
    to: dateFilter('To'),
    branchId: idFilter('Branch'),
    reversed: z.preprocess(
      blankToUndefined,
      z.enum(['include', 'only'], { error: "Reversed must be 'include' or 'only'" }).optional(),
    ),
    sort: sortParam(expenseSortValues, '-expenseDate'),
  })
  .refine(...oneCursorAtMost);
export type ExpenseListQuery = z.input<typeof expenseListQuerySchema>;

/** Totals of the expenses a list shows (reversed ones left out). */
export interface ExpenseTotals {
  count: number;
  amountPaise: number;
  byCategory: { categoryId: string; name: string; count: number; amountPaise: number }[];
}

export const expenseSummaryQuerySchema = z
  .object({
    sessionId: idFilter('Session'),
    from: dateFilter('From'),
    to: dateFilter('To'),
    branchId: idFilter('Branch'),
  })
  .refine((value) => value.sessionId || (value.from && value.to), {
    message: 'Give a session, or a period from and to',
    path: ['sessionId'],
  })
  .refine((value) => !value.from || !value.to || value.from <= value.to, {
    message: 'From must be on or before To',
    path: ['to'],
  });
export type ExpenseSummaryQuery = z.input<typeof expenseSummaryQuerySchema>;

export interface ExpenseSummaryRow {
  key: string;
  label: string;
  count: number;
  amountPaise: number;
}

/** GET /expenses/summary: the period's expenses by type, category, month and truck. */
export interface ExpenseSummary {
  from: string;
  to: string;
  count: number;
  amountPaise: number;
  byType: ExpenseSummaryRow[];
  byCategory: ExpenseSummaryRow[];
  /** Every month of the period, empty ones included, 'yyyy-mm'. */
  byMonth: ExpenseSummaryRow[];
  /**
   * The EXPENSE_SUMMARY_TRUCKS trucks that spent the most (trip expenses count on the trip's truck), most
   * spent first; `trucks` says how many had expenses in all.
   */
  byTruck: ExpenseSummaryRow[];
  trucks: number;
  /** The one branch whose expenses these are, or null: every expense. */
  branch: ReportBranch | null;
}

/** How many trucks the expense summary names, the biggest spenders. */
export const EXPENSE_SUMMARY_TRUCKS = 20;
