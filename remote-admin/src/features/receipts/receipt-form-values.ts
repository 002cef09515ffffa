import {
  formatPaise,
  paymentModeLabels,
  receiptSchema,
  rupeesField,
  rupeesToPaise,
  type CreateMoneyEntryInput,
  type OpenBill,
  type PaymentMode,
} from 'shared-api/schemas';
import { z } from 'zod';
import { rupeesText } from '../trips/trip-form-values';

/** Money comes in now: never on credit, and a fuel card pays, it does not receive. */
export const RECEIPT_MODE_OPTIONS = (['bank', 'upi', 'cheque', 'cash'] as const satisfies readonly PaymentMode[]).map((mode) => ({
  value: mode,
  label: paymentModeLabels[mode],
}));

/** One open bill as the form shows it, with what this receipt sets against it ('' for nothing). */
export interface BillRow {
  billId: string;
  billNo: string;
  balancePaise: number;
  amount: string;
}

export interface ReceiptFormInput {
  entryDate: string;
  billingPartyId: string;
  amount: string;
  tds: string;
  mode: PaymentMode;
  bankId: string;
  instrument: string;
  notes: string;
  allocations: BillRow[];
}

export function emptyReceipt(today: string, partyId = ''): ReceiptFormInput {
  return {
    entryDate: today,
    billingPartyId: partyId,
    amount: '',
    tds: '',
    mode: 'bank',
    bankId: '',
    instrument: '',
    notes: '',
    allocations: [],
  };
}

export const billRows = (bills: readonly OpenBill[]): BillRow[] =>
  bills.map((bill) => ({ billId: bill.id, billNo: bill.billNo, balancePaise: bill.balancePaise, amount: '' }));

const shape = receiptSchema.shape;
const TOO_MUCH = 'The bills take more than the amount received and the TDS together';

/** The open bills' rows of a form, each amount optional ('' sets nothing against that bill). */
export const allocationRows = z.array(
  z.object({
    billId: z.string(),
    billNo: z.string(),
    balancePaise: z.number(),
    amount: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      rupeesField('Amount against the bill', { allowZero: true }).optional(),
    ),
  }),
);

/** Each row's amount within its bill's balance, as the server will say. */
export function checkAgainstBalances(rows: z.output<typeof allocationRows>, context: z.RefinementCtx) {
  rows.forEach((row, index) => {
    if (row.amount !== undefined && row.amount > row.balancePaise) {
      context.addIssue({
        code: 'custom',
        path: ['allocations', index, 'amount'],
        message: `Only ${formatPaise(row.balancePaise)} is left to receive on ${row.billNo}`,
      });
    }
  });
}

/** The form's check: the API's fields, plus each bill's amount within its balance, as the server will say. */
export const receiptFormSchema = z
  .object({
    entryDate: shape.entryDate,
    billingPartyId: shape.billingPartyId,
    amount: shape.amount,
    tds: shape.tds,
    mode: shape.mode,
    bankId: z.string(),
    instrument: shape.instrument,
    notes: shape.notes,
    allocations: allocationRows,
  })
  .superRefine((value, context) => {
    if (value.mode !== 'cash' && !value.bankId) {
      context.addIssue({ code: 'custom', path: ['bankId'], message: 'Choose the bank account' });
    }
    checkAgainstBalances(value.allocations, context);
    const allocated = value.allocations.reduce((sum, row) => sum + (row.amount ?? 0), 0);
    if (allocated > value.amount + (value.tds ?? 0))
      context.addIssue({ code: 'custom', path: ['allocations'], message: TOO_MUCH });
  });
export type ReceiptFormValues = z.output<typeof receiptFormSchema>;

/** The rows that take something, in the order they are sent: the server's `allocations.<i>` index into this. */
export const sentRows = (values: Pick<ReceiptFormValues, 'allocations'>) =>
  values.allocations.flatMap((row, index) => (row.amount ? [index] : []));

/** The rows that take something, as the API takes them. */
export const sentAllocations = (values: Pick<ReceiptFormValues, 'allocations'>) =>
  sentRows(values).map((index) => {
    const row = values.allocations[index]!;
    return { billId: row.billId, amount: rupeesText(row.amount!) };
  });

export function receiptRequest(values: ReceiptFormValues): CreateMoneyEntryInput {
  return {
    kind: 'receipt',
    entryDate: values.entryDate,
    billingPartyId: values.billingPartyId,
    amount: rupeesText(values.amount),
    tds: values.tds ? rupeesText(values.tds) : undefined,
    mode: values.mode,
    bankId: values.mode === 'cash' ? null : values.bankId,
    instrument: values.instrument ?? null,
    notes: values.notes ?? null,
    allocations: sentAllocations(values),
  };
}

/**
 * The server names a bill by its place in what was sent ('allocations.1.amount'); the form by its
 * row among all the open bills. Rewrites the rejection's field names so each error lands on its row.
 */
export function onFormRows(error: unknown, rows: readonly number[]): unknown {
  // ky's HTTPError carries the server's envelope on `data` (shared-api envelope.ts reads it there).
  const body = (error as { data?: { errors?: Record<string, string> } } | null)?.data;
  if (!body || typeof body !== 'object' || !body.errors) return error;
  body.errors = Object.fromEntries(
    Object.entries(body.errors).map(([name, message]) => {
      const match = /^allocations\.(\d+)\.(.+)$/.exec(name);
      const row = match ? rows[Number(match[1])] : undefined;
      return [row === undefined ? name : `allocations.${row}.${match![2]}`, message];
    }),
  );
  return error;
}

/** Paise typed so far in a money field; 0 while it does not read as an amount. */
export const typedPaise = (typed: unknown) =>
  (typeof typed === 'string' || typeof typed === 'number' ? rupeesToPaise(String(typed)) : undefined) ?? 0;

/** What each row takes when the money goes to the oldest bills first ('' for none). */
export function oldestFirst(rows: readonly Pick<BillRow, 'balancePaise'>[], settledPaise: number): string[] {
  let left = settledPaise;
  return rows.map((row) => {
    const take = Math.min(row.balancePaise, Math.max(left, 0));
    left -= take;
    return take > 0 ? rupeesText(take) : '';
  });
}
