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
import { http } from 'shared-api';
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
  list: async (query: Partial<ExpenseListQuery> = {}) =>
    (await http()).get('expenses', { searchParams: searchParams(query) }).json<ExpenseListEnvelope>(),
  get: async (id: string) => (await http()).get(one(id)).json<Envelope<Expense>>(),
  create: async (input: CreateExpenseInput) => (await http()).post('expenses', { json: input }).json<Envelope<Expense>>(),
  /** A correction: any fields, and the reason, which the server keeps in the audit log. */
  update: async (id: string, input: UpdateExpenseInput) => (await http()).put(one(id), { json: input }).json<Envelope<Expense>>(),
  /** "Delete" reverses it: the expense stays, marked reversed with the reason, and its money goes back. */
  reverse: async (id: string, input: ReverseExpenseInput) =>
    (await http()).delete(one(id), { json: input }).json<Envelope<Expense>>(),
  categories: async () => (await http()).get('expenses/categories').json<Envelope<ExpenseCategory[]>>(),
  addCategory: async (input: CreateExpenseCategoryInput) =>
    (await http()).post('expenses/categories', { json: input }).json<Envelope<ExpenseCategory>>(),
  types: async () => (await http()).get('expenses/types').json<Envelope<ExpenseChoices>>(),
  summary: async (query: ExpenseSummaryQuery) =>
    (await http()).get('expenses/summary', { searchParams: searchParams(query) }).json<Envelope<ExpenseSummary>>(),
};
