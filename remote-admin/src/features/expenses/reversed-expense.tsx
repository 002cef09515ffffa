import { useQuery } from '@tanstack/react-query';
import { usersApi } from 'shared-api/back-office';
import { expenseTypeLabels, paymentModeLabels, type Expense } from 'shared-api/schemas';
import { Alert } from 'shared-ui';
import { DetailCard, Fact, Facts, formatDate, formatDateTime, formatPaise, StatusBadge } from '../../ui';
import { userKeys } from '../users/user-labels';
import { paidFrom, spentOn } from './expense-labels';

/** Who reversed it: the reversal keeps the admin's id, the page shows the name. */
function useAdminName(id: string | null) {
  const user = useQuery({
    queryKey: userKeys.detail(id ?? ''),
    queryFn: async () => (await usersApi.get(id ?? '')).data,
    enabled: id !== null,
    staleTime: 5 * 60_000,
  });
  return user.data?.name ?? 'an admin';
}

/** A reversed expense: read-only, saying who reversed it, when and why. */
export function ReversedExpense({ expense }: { expense: Expense }) {
  const reversal = expense.reversal;
  const by = useAdminName(reversal?.by ?? null);
  return (
    <>
      {reversal && (
        <Alert tone="info">
          <StatusBadge tone="danger">Reversed</StatusBadge> on {formatDateTime(reversal.at)} by {by}: “{reversal.reason}”. Its
          money went back to where it was paid from; it stays in the history and can no longer be changed.
        </Alert>
      )}
      <DetailCard title="Expense">
        <Facts termsBeside>
          <Fact term="Date">{formatDate(expense.expenseDate)}</Fact>
          <Fact term="Session">{expense.sessionName}</Fact>
          <Fact term="Type">{expenseTypeLabels[expense.type]}</Fact>
          <Fact term="Category">{expense.category.name}</Fact>
          {expense.litres !== null && (
            <Fact term="Litres × rate">
              {expense.litres} × {formatPaise(expense.ratePaise)}
            </Fact>
          )}
          <Fact term="Amount">{formatPaise(expense.amountPaise)}</Fact>
          <Fact term="On">{spentOn(expense)}</Fact>
          {expense.driver && <Fact term="Driver">{expense.driver.name}</Fact>}
          <Fact term="Paid by">{paymentModeLabels[expense.mode]}</Fact>
          <Fact term="Paid from">{paidFrom(expense)}</Fact>
          <Fact term="Bill no.">{expense.billNumber ?? '—'}</Fact>
          <Fact term="Notes">{expense.notes ?? '—'}</Fact>
        </Facts>
      </DetailCard>
    </>
  );
}
