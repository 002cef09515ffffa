import { useQueryClient } from '@tanstack/react-query';
import { expensesApi } from 'shared-api/back-office';
import type { Expense } from 'shared-api/schemas';
import { formatPaise, ReverseDialog } from '../../ui';
import { expenseKeys } from './expense-paths';

export interface ReverseExpenseDialogProps {
  /** The expense to reverse; null keeps the dialog closed. */
  expense: Expense | null;
  onClose: () => void;
}

/** "Delete" of an expense: reversed with a reason, its money back where it was paid from. */
export function ReverseExpenseDialog({ expense, onClose }: ReverseExpenseDialogProps) {
  const queryClient = useQueryClient();
  return (
    <ReverseDialog
      open={expense !== null}
      title={expense ? `Reverse expense ${expense.reference}?` : 'Reverse expense?'}
      confirmLabel="Reverse expense"
      explanation={
        expense && (
          <p>
            Its {formatPaise(expense.amountPaise)} goes back to where it was paid from. The expense stays in the list, marked
            reversed with your reason, and can no longer be changed.
          </p>
        )
      }
      reverse={(reason) => expensesApi.reverse(expense!.id, { reason })}
      onReversed={(answer) => {
        // The page shows the expense as it now is: reversed, read-only.
        queryClient.setQueryData(expenseKeys.detail(answer.data.id), answer.data);
        void queryClient.invalidateQueries({ queryKey: ['expenses'], predicate: ({ queryKey }) => queryKey[1] !== 'detail' });
      }}
      done={expense ? `Expense ${expense.reference} reversed` : 'Expense reversed'}
      failure="The expense could not be reversed. Please try again."
      onClose={onClose}
    />
  );
}
