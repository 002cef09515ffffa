import {
  createExpenseSchema,
  dieselAmountPaise,
  expenseErrors,
  expenseTypeLabels,
  expenseTypes,
  paymentModeLabels,
  paymentModes,
  rupeesToPaise,
  updateExpenseSchema,
  type CreateExpenseInput,
  type Expense,
  type ExpenseCategory,
  type ExpenseType,
  type PaymentMode,
  type SelectOption,
} from 'shared-api/schemas';
import { z } from 'zod';
import type { AdminForm } from '../../ui';
import { rupeesText } from '../trips/trip-form-values';

export const EXPENSE_TYPE_OPTIONS = expenseTypes.map((type) => ({ value: type, label: expenseTypeLabels[type] }));
export const PAYMENT_MODE_OPTIONS = paymentModes.map((mode) => ({ value: mode, label: paymentModeLabels[mode] }));

/** The form's fields as typed: text for amounts and ids ('' for none). */
export interface ExpenseFormInput {
  expenseDate: string;
  type: ExpenseType;
  categoryId: string;
  amount: string;
  litres: string;
  rate: string;
  tripId: string;
  truckId: string;
  driverId: string;
  mode: PaymentMode;
  bankId: string;
  paidByDriver: boolean;
  billNumber: string;
  notes: string;
  /** Only when correcting a saved expense: the server keeps it with the change. */
  reason?: string;
}

export function emptyExpense(today: string): ExpenseFormInput {
  return {
    expenseDate: today,
    type: 'trip',
    categoryId: '',
    amount: '',
    litres: '',
    rate: '',
    tripId: '',
    truckId: '',
    driverId: '',
    mode: 'cash',
    bankId: '',
    paidByDriver: false,
    billNumber: '',
    notes: '',
  };
}

/** A saved expense as the form shows it, with an empty reason to be given for the correction. */
export function expenseFormInput(expense: Expense): ExpenseFormInput {
  return {
    expenseDate: expense.expenseDate,
    type: expense.type,
    categoryId: expense.category.id,
    amount: rupeesText(expense.amountPaise),
    litres: expense.litres ?? '',
    rate: rupeesText(expense.ratePaise),
    tripId: expense.trip?.id ?? '',
    truckId: expense.truck?.id ?? '',
    driverId: expense.driver?.id ?? '',
    mode: expense.mode,
    bankId: expense.bank?.id ?? '',
    paidByDriver: expense.paidByDriver,
    billNumber: expense.billNumber ?? '',
    notes: expense.notes ?? '',
    reason: '',
  };
}

/** Cash comes out of the cash box by itself, credit from no account yet, and the driver pays from his advances. */
export const paysFromAccount = (mode: PaymentMode, paidByDriver: boolean) =>
  !paidByDriver && mode !== 'cash' && mode !== 'credit';

/** Litres × rate in paise, as the server works it out; undefined until both read as numbers. */
export function dieselAmount(litres: string, rate: string): number | undefined {
  const readLitres = createExpenseSchema.shape.litres.safeParse(litres);
  const ratePaise = rupeesToPaise(rate);
  if (!readLitres.success || !readLitres.data || ratePaise === undefined) return undefined;
  return dieselAmountPaise(readLitres.data, ratePaise);
}

const blankToNull = (text: string) => (text.trim() === '' ? null : text);

/**
 * What the form checks: the expense as it would be saved, without what its hidden fields still hold
 * (a trip on an office expense, an account for cash, a diesel rate once the category changed), so the
 * operator is never held up by a field he cannot see. The typed values stay if he changes back.
 */
function asSaved(values: ExpenseFormInput, perLitre: boolean) {
  const amount = perLitre ? dieselAmount(values.litres, values.rate) : undefined;
  return {
    ...values,
    tripId: values.type === 'trip' ? values.tripId : null,
    truckId: values.type === 'office' ? null : values.truckId,
    litres: perLitre ? blankToNull(values.litres) : null,
    rate: perLitre ? blankToNull(values.rate) : null,
    // Diesel's amount is litres × rate; while either is unreadable, their own errors say what to fix.
    amount: perLitre ? (amount === undefined ? undefined : rupeesText(amount)) : values.amount,
    bankId: paysFromAccount(values.mode, values.paidByDriver) ? values.bankId : null,
  };
}

// Optional in the shape; a correction's form starts it blank, which the field refuses.
const reasonField = updateExpenseSchema.shape.reason;

/** The shared schema and the rules between its fields (expenseErrors), for the categories offered. */
export function expenseFormSchema(categories: readonly ExpenseCategory[]) {
  const perLitre = (categoryId: string) => categories.some((category) => category.id === categoryId && category.perLitre);
  const checked = createExpenseSchema.extend({ reason: reasonField }).superRefine((value, context) => {
    for (const [path, message] of Object.entries(expenseErrors(value, perLitre(value.categoryId)))) {
      context.addIssue({ code: 'custom', path: [path], message });
    }
  });
  return z.preprocess((values: ExpenseFormInput) => asSaved(values, perLitre(values.categoryId)), checked);
}

export type ExpenseFormSchema = ReturnType<typeof expenseFormSchema>;
export type ExpenseFormValues = z.output<ExpenseFormSchema>;
export type ExpenseAdminForm = AdminForm<ExpenseFormSchema>;

/** The checked values as the API takes them: the schema gives paise, the API reads rupees (it runs the same schema). */
export function expenseRequest(values: ExpenseFormValues): CreateExpenseInput {
  const { reason: _reason, ...rest } = values;
  return {
    ...rest,
    amount: rupeesText(values.amount),
    rate: values.rate == null ? null : rupeesText(values.rate),
  };
}

/**
 * A saved expense as expenseRequest writes it, so a correction sends only what changed; null when it
 * no longer passes today's rules (then the whole expense is sent).
 */
export function savedRequest(expense: Expense, schema: ExpenseFormSchema): CreateExpenseInput | null {
  const saved = schema.safeParse({ ...expenseFormInput(expense), reason: undefined });
  return saved.success ? expenseRequest(saved.data) : null;
}

/** The records an expense names, as its typeahead fields show them. */
export interface ExpenseRecords {
  trip: SelectOption | null;
  truck: SelectOption | null;
  driver: SelectOption | null;
  bank: SelectOption | null;
}

export const NO_RECORDS: ExpenseRecords = { trip: null, truck: null, driver: null, bank: null };

export function expenseRecords(expense: Expense): ExpenseRecords {
  return {
    trip: expense.trip && { id: expense.trip.id, label: expense.trip.reference },
    truck: expense.truck && { id: expense.truck.id, label: expense.truck.registrationNumber },
    driver: expense.driver && { id: expense.driver.id, label: expense.driver.name },
    bank: expense.bank && { id: expense.bank.id, label: expense.bank.name },
  };
}
