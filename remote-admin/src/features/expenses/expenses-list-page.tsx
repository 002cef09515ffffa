import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { type ExpenseListEnvelope } from 'shared-api';
import { expensesApi } from 'shared-api/back-office';
import { expenseTypeLabels, type Expense } from 'shared-api/schemas';
import { buttonClass } from 'shared-ui';
import {
  DataTable,
  DateRangeFilter,
  formatDate,
  formatPaise,
  ListToolbar,
  PageHeader,
  SortSelect,
  StatusBadge,
  useResourceList,
  type DataColumn,
  type ListFilter,
} from '../../ui';
import { EXPENSE_TYPE_OPTIONS, PAYMENT_MODE_OPTIONS } from './expense-form-values';
import { paidFrom, spentOn } from './expense-labels';
import { expensePath, newExpensePath } from './expense-paths';
import { useBranchListFilter } from '../branches/branch-filter';
import { ExpenseTotalsPanel } from './expense-totals';
import { useExpenseCategories } from './use-expense-categories';
import styles from './expenses.module.css';

type ExpenseFilter = 'type' | 'categoryId' | 'mode' | 'branchId' | 'from' | 'to' | 'reversed';
const FILTER_NAMES: readonly ExpenseFilter[] = ['type', 'categoryId', 'mode', 'branchId', 'from', 'to', 'reversed'];

/** Every sort of expenseSortValues, in words. */
const SORTS = [
  { value: '-expenseDate', label: 'Date, newest first' },
  { value: 'expenseDate', label: 'Date, oldest first' },
  { value: '-number', label: 'Reference, highest first' },
  { value: 'number', label: 'Reference, lowest first' },
  { value: '-amount', label: 'Amount, highest first' },
  { value: 'amount', label: 'Amount, lowest first' },
] as const;

const REVERSED_FILTER: ListFilter<ExpenseFilter> = {
  name: 'reversed',
  label: 'Reversed expenses',
  allLabel: 'Hidden',
  options: [
    { value: 'include', label: 'Shown too' },
    { value: 'only', label: 'Only these' },
  ],
};

const columns: DataColumn<Expense>[] = [
  { id: 'expenseDate', header: 'Date', sortable: true, cell: (expense) => formatDate(expense.expenseDate) },
  {
    id: 'number',
    header: 'Reference',
    sortable: true,
    cell: (expense) => (
      <>
        <Link to={expensePath(expense.id)} className={styles.primary}>
          {expense.reference}
        </Link>
        {expense.reversal && <StatusBadge tone="danger">Reversed</StatusBadge>}
      </>
    ),
  },
  { id: 'category', header: 'Category', cell: (expense) => expense.category.name },
  { id: 'type', header: 'Type', hideOnPhone: true, cell: (expense) => expenseTypeLabels[expense.type] },
  { id: 'on', header: 'On', hideOnPhone: true, cell: spentOn },
  { id: 'paidFrom', header: 'Paid from', hideOnPhone: true, cell: paidFrom },
  {
    id: 'amount',
    header: 'Amount',
    sortable: true,
    align: 'end',
    cell: (expense) =>
      expense.reversal ? <s className={styles.reversed}>{formatPaise(expense.amountPaise)}</s> : formatPaise(expense.amountPaise),
  },
];

/** Every expense with its category totals; reversed ones are left out unless asked for, and never counted. */
export default function ExpensesListPage() {
  const categories = useExpenseCategories();
  const list = useResourceList<Expense, ExpenseFilter, ExpenseListEnvelope>({
    resource: 'expenses',
    fetch: (query) => expensesApi.list(query),
    defaultSort: '-expenseDate',
    filters: FILTER_NAMES,
  });
  const branchFilter = useBranchListFilter<ExpenseFilter>('branchId');
  const filters = useMemo<ListFilter<ExpenseFilter>[]>(
    () => [
      { name: 'type', label: 'Type', allLabel: 'All types', options: EXPENSE_TYPE_OPTIONS },
      {
        name: 'categoryId',
        label: 'Category',
        allLabel: 'All categories',
        options: (categories.data ?? []).map((category) => ({ value: category.id, label: category.name })),
      },
      { name: 'mode', label: 'Paid by', allLabel: 'Any way', options: PAYMENT_MODE_OPTIONS },
      ...branchFilter,
      REVERSED_FILTER,
    ],
    [categories.data, branchFilter],
  );
  const filtered = list.search !== '' || Object.keys(list.filters).some((name) => name !== 'reversed');
  const response = list.response;

  return (
    <section>
      <PageHeader
        title="Expenses"
        breadcrumbs={[{ label: 'Expenses' }]}
        description="Money spent on trips, trucks and the office. A wrong one is corrected with a reason or reversed, never erased."
        actions={
          <Link to={newExpensePath} className={buttonClass()}>
            Add expense
          </Link>
        }
      />
      <ListToolbar list={list} searchLabel="Search expenses" searchPlaceholder="Reference, bill no. or notes" filters={filters}>
        <DateRangeFilter from={list.filters.from ?? ''} to={list.filters.to ?? ''} fromLabel="Date from" toLabel="Date to" />
        <SortSelect list={list} options={SORTS} />
      </ListToolbar>
      <ExpenseTotalsPanel totals={response?.totals ?? null} loaded={response !== undefined && !list.isError} />
      <DataTable
        caption="Expenses"
        noun="expenses"
        columns={columns}
        list={list}
        rowId={(expense) => expense.id}
        rowActions={(expense) => (
          <Link to={expensePath(expense.id)} className={buttonClass({ variant: 'secondary', size: 'small' })}>
            {expense.reversal ? 'View' : 'Edit'}
            <span className="ui-visually-hidden"> expense {expense.reference}</span>
          </Link>
        )}
        empty={filtered ? 'No expenses match this search or these filters.' : 'No expenses yet. Add the first one.'}
      />
    </section>
  );
}
