import type {
  CreateExpenseCategoryInput,
  CreateExpenseInput,
  Expense,
  ExpenseCategory,
  ExpenseListQuery,
  ExpenseSummary,
  ExpenseSummaryQuery,
  ExpenseTotals,
  ExpenseType,
  PaymentMode,
  ReverseExpenseInput,
  UpdateExpenseInput,
} from '../schemas';
import type { Envelope, ListEnvelope } from '../envelope';
import { http } from '../http';
import { searchParams } from './search-params';

const one = (id: string) => `expenses/${encodeURIComponent(id)}`;

/** GET /expenses answers a page and the totals by category of every expense it matches (null past the count cap). */
export type ExpenseListEnvelope = ListEnvelope<Expense> & { totals: ExpenseTotals | null };

/** GET /expenses/types: the choices with the server's labels. */
export interface ExpenseChoices {
  types: { value: ExpenseType; label: string }[];
  modes: { value: PaymentMode; label: string }[];
}

export const expensesApi = {
  list: (query: Partial<ExpenseListQuery> = {}) =>
    http()
      .get('expenses', { searchParams: searchParams(query) })
      .json<ExpenseListEnvelope>(),
  get: (id: string) => http().get(one(id)).json<Envelope<Expense>>(),
  create: (input: CreateExpenseInput) => http().post('expenses', { json: input }).json<Envelope<Expense>>(),
  /** A correction: any fields, and the reason, which the server keeps in the audit log. */
  update: (id: string, input: UpdateExpenseInput) => http().put(one(id), { json: input }).json<Envelope<Expense>>(),
  /** "Delete" reverses it: the expense stays, marked reversed with the reason, and its money goes back. */
  reverse: (id: string, input: ReverseExpenseInput) => http().delete(one(id), { json: input }).json<Envelope<Expense>>(),
  categories: () => http().get('expenses/categories').json<Envelope<ExpenseCategory[]>>(),
  addCategory: (input: CreateExpenseCategoryInput) =>
    http().post('expenses/categories', { json: input }).json<Envelope<ExpenseCategory>>(),
  types: () => http().get('expenses/types').json<Envelope<ExpenseChoices>>(),
  summary: (query: ExpenseSummaryQuery) =>
    http()
      .get('expenses/summary', { searchParams: searchParams(query) })
      .json<Envelope<ExpenseSummary>>(),
};
