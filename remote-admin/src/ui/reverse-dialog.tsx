import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { errorMessage } from 'shared-api';
import { reverseMoneyEntrySchema } from 'shared-api/schemas';
import { notify, TextAreaField } from 'shared-ui';
import { ConfirmDialog } from './confirm-dialog';

export interface ReverseDialogProps<Answer extends { message?: string }> {
  open: boolean;
  title: string;
  confirmLabel: string;
  /** What reversing does to the money, said before the reason is asked. */
  explanation: ReactNode;
  /** Sends the reversal with the reason given. */
  reverse: (reason: string) => Promise<Answer>;
  /** After the server took it: refresh what shows the record. */
  onReversed: (answer: Answer) => void;
  /** What the toast says when the server said nothing. */
  done: string;
  failure: string;
  onClose: () => void;
}

/**
 * "Delete" of a posted money record: it is reversed, not erased, and the reason stays with it. The
 * dialog will not go on without a reason; the server's refusal (a closed session) stays inside it.
 */
export function ReverseDialog<Answer extends { message?: string }>({
  open,
  title,
  confirmLabel,
  explanation,
  reverse,
  onReversed,
  done,
  failure,
  onClose,
}: ReverseDialogProps<Answer>) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const mutation = useMutation({
    mutationFn: (why: string) => reverse(why),
    onSuccess: (answer) => {
      onReversed(answer);
      notify.success(answer.message ?? done);
      close();
    },
  });

  function close() {
    setReason('');
    setReasonError(undefined);
    mutation.reset();
    onClose();
  }

  const confirm = () => {
    const checked = reverseMoneyEntrySchema.safeParse({ reason });
    if (!checked.success) {
      setReasonError(checked.error.issues[0]?.message);
      return;
    }
    setReasonError(undefined);
    mutation.mutate(checked.data.reason);
  };

  return (
    <ConfirmDialog
      open={open}
      title={title}
      confirmLabel={confirmLabel}
      busy={mutation.isPending}
      error={mutation.isError ? errorMessage(mutation.error, failure) : undefined}
      onConfirm={confirm}
      onCancel={close}
    >
      {explanation}
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
