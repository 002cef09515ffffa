import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, expensesApi } from 'shared-api';
import { reverseExpenseSchema, type Expense } from 'shared-api/schemas';
import { notify, TextAreaField } from 'shared-ui';
import { ConfirmDialog, formatPaise } from '../../ui';
import { expenseKeys } from './expense-paths';

export interface ReverseExpenseDialogProps {
  /** The expense to reverse; null keeps the dialog closed. */
  expense: Expense | null;
  onClose: () => void;
}

/**
 * "Delete" of an expense: it is reversed, not erased, and the reason stays with it. Asked in a dialog
 * that will not go on without a reason; the server's refusal (a closed session) stays inside it.
 */
export function ReverseExpenseDialog({ expense, onClose }: ReverseExpenseDialogProps) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const reverse = useMutation({
    mutationFn: ({ id, reason: why }: { id: string; reason: string }) => expensesApi.reverse(id, { reason: why }),
    onSuccess: (answer) => {
      // The page shows the expense as it now is: reversed, read-only.
      queryClient.setQueryData(expenseKeys.detail(answer.data.id), answer.data);
      void queryClient.invalidateQueries({ queryKey: ['expenses'], predicate: ({ queryKey }) => queryKey[1] !== 'detail' });
      notify.success(answer.message ?? `Expense ${answer.data.reference} reversed`);
      close();
    },
  });

  function close() {
    setReason('');
    setReasonError(undefined);
    reverse.reset();
    onClose();
  }

  const confirm = () => {
    if (!expense) return;
    const checked = reverseExpenseSchema.safeParse({ reason });
    if (!checked.success) {
      setReasonError(checked.error.issues[0]?.message);
      return;
    }
    setReasonError(undefined);
    reverse.mutate({ id: expense.id, reason: checked.data.reason });
  };

  return (
    <ConfirmDialog
      open={expense !== null}
      title={expense ? `Reverse expense ${expense.reference}?` : 'Reverse expense?'}
      confirmLabel="Reverse expense"
      busy={reverse.isPending}
      error={reverse.isError ? errorMessage(reverse.error, 'The expense could not be reversed. Please try again.') : undefined}
      onConfirm={confirm}
      onCancel={close}
    >
      {expense && (
        <p>
          Its {formatPaise(expense.amountPaise)} goes back to where it was paid from. The expense stays in the list, marked
          reversed with your reason, and can no longer be changed.
        </p>
      )}
      <TextAreaField
        label="Reason for reversing"
        rows={2}
        required
        value={reason}
        error={reasonError}
        onChange={(event) => setReason(event.target.value)}
      />
    </ConfirmDialog>
  );
}
