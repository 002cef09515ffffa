import { useMutation, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useCan } from 'shared-api';
import { expensesApi } from 'shared-api/back-office';
import { indianToday, type Expense, type ExpenseCategory } from 'shared-api/schemas';
import { Button, Card, Loading, notify } from 'shared-ui';
import { formatPaise, LoadFailed, PageHeader, RecordGate, StatusBadge, useRecord } from '../../ui';
import { MasterCreatePage, saveChanges } from '../masters/master-pages';
import { ExpenseForm } from './expense-form';
import {
  emptyExpense,
  expenseFormInput,
  expenseFormSchema,
  expenseRecords,
  expenseRequest,
  savedRequest,
  type ExpenseFormValues,
} from './expense-form-values';
import { expenseKeys, expensesPath } from './expense-paths';
import { ReverseExpenseDialog } from './reverse-expense-dialog';
import { ReversedExpense } from './reversed-expense';
import { useExpenseCategories } from './use-expense-categories';
import styles from './expenses.module.css';

const LIST = { label: 'Expenses', to: expensesPath };

/** The form needs the categories (which is diesel decides its fields): it waits for them. */
function WithCategories({
  query,
  children,
}: {
  query: UseQueryResult<ExpenseCategory[]>;
  children: (categories: ExpenseCategory[]) => ReactNode;
}) {
  if (query.data) return <>{children(query.data)}</>;
  if (query.isError) return <LoadFailed what="The expense categories" onRetry={() => void query.refetch()} />;
  return <Loading label="Loading the categories…" minHeight={240} />;
}

export function ExpenseCreatePage() {
  const categories = useExpenseCategories();
  return (
    <MasterCreatePage<ExpenseFormValues, Expense>
      title="Add expense"
      description="Its number is given when it is saved; the money leaves the account it was paid from."
      list={LIST}
      resource="expenses"
      create={(values) => expensesApi.create(expenseRequest(values))}
      next={() => expensesPath}
      form={(props) => (
        <WithCategories query={categories}>
          {(list) => <ExpenseForm categories={list} initialValues={emptyExpense(indianToday())} {...props} />}
        </WithCategories>
      )}
    />
  );
}

/** A saved expense: corrected with a reason, or reversed; a reversed one is only shown. */
export function ExpenseEditPage() {
  const { id = '' } = useParams();
  const expense = useRecord(expenseKeys.detail(id), async () => (await expensesApi.get(id)).data);
  return (
    <RecordGate query={expense} title="Edit expense" noun="expense" list={LIST}>
      {(record) =>
        record.reversal ? (
          <section>
            <PageHeader
              title={`Expense ${record.reference}`}
              breadcrumbs={[LIST, { label: record.reference }]}
              description={`${record.category.name} · ${formatPaise(record.amountPaise)}`}
              actions={<StatusBadge tone="danger">Reversed</StatusBadge>}
            />
            <ReversedExpense expense={record} />
          </section>
        ) : (
          <ExpenseEditor expense={record} />
        )
      }
    </RecordGate>
  );
}

function ExpenseEditor({ expense }: { expense: Expense }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const categories = useExpenseCategories();
  const [reversing, setReversing] = useState(false);
  const canReverse = useCan('money.reverse');
  const save = useMutation({
    mutationFn: ({ values, list }: { values: ExpenseFormValues; list: ExpenseCategory[] }) =>
      saveChanges(expense, expenseRequest(values), savedRequest(expense, expenseFormSchema(list)) ?? {}, (id, changes) =>
        expensesApi.update(id, { ...changes, reason: values.reason }),
      ),
  });

  const onSubmit = async (values: ExpenseFormValues, list: ExpenseCategory[]) => {
    const answer = await save.mutateAsync({ values, list });
    queryClient.setQueryData(expenseKeys.detail(expense.id), answer.data);
    void queryClient.invalidateQueries({ queryKey: ['expenses'], predicate: ({ queryKey }) => queryKey[1] !== 'detail' });
    notify.success(answer.message ?? `Expense ${expense.reference} saved`);
    navigate(expensesPath);
  };

  return (
    <section>
      <PageHeader
        title={`Edit expense ${expense.reference}`}
        breadcrumbs={[LIST, { label: expense.reference }]}
        description={`${expense.category.name} · ${formatPaise(expense.amountPaise)} · session ${expense.sessionName}`}
      />
      <Card>
        <WithCategories query={categories}>
          {(list) => (
            <ExpenseForm
              key={expense.id}
              categories={list}
              initialValues={expenseFormInput(expense)}
              records={expenseRecords(expense)}
              correcting
              submitLabel="Save changes"
              failure="The changes could not be saved. Please try again."
              cancelTo={expensesPath}
              onSubmit={(values) => onSubmit(values, list)}
              actions={
                canReverse && (
                  <Button variant="danger" className={styles.reverse} onClick={() => setReversing(true)}>
                    Reverse expense
                  </Button>
                )
              }
            />
          )}
        </WithCategories>
      </Card>
      <ReverseExpenseDialog expense={reversing ? expense : null} onClose={() => setReversing(false)} />
    </section>
  );
}
