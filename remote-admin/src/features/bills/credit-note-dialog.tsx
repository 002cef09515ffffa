import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, fieldErrors } from 'shared-api';
import { billsApi } from 'shared-api/back-office';
import { creditNoteSchema, indianToday, type FreightBill } from 'shared-api/schemas';
import { notify, TextAreaField, TextField } from 'shared-ui';
import { ConfirmDialog, formatPaise } from '../../ui';
import { billKeys } from './bill-paths';

type Errors = Partial<Record<'noteDate' | 'reason', string>>;

export interface CreditNoteDialogProps {
  /** The bill to cancel; null keeps the dialog closed. */
  bill: FreightBill | null;
  onClose: () => void;
}

/**
 * Cancels a whole bill by a credit note, asking its date and the reason. The server's refusals (receipts
 * still set against the bill, a closed session) stay inside the dialog, on their field when they have one.
 */
export function CreditNoteDialog({ bill, onClose }: CreditNoteDialogProps) {
  const queryClient = useQueryClient();
  const [noteDate, setNoteDate] = useState(indianToday());
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const cancel = useMutation({
    mutationFn: ({ id, input }: { id: string; input: { noteDate: string; reason: string } }) => billsApi.creditNote(id, input),
    onSuccess: (answer) => {
      queryClient.setQueryData(billKeys.detail(answer.data.id), answer.data);
      void queryClient.invalidateQueries({ queryKey: billKeys.all, predicate: ({ queryKey }) => queryKey[1] !== 'detail' });
      void queryClient.invalidateQueries({ queryKey: ['trips'] });
      notify.success(answer.message ?? `Bill ${answer.data.billNo} cancelled`);
      close();
    },
    onError: (error) => setErrors(fieldErrors(error) as Errors),
  });

  function close() {
    setReason('');
    setNoteDate(indianToday());
    setErrors({});
    cancel.reset();
    onClose();
  }

  const confirm = () => {
    if (!bill) return;
    const checked = creditNoteSchema.safeParse({ noteDate, reason });
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) found[issue.path[0] as keyof Errors] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    cancel.mutate({ id: bill.id, input: checked.data });
  };

  const onFields = Object.keys(errors).length > 0;
  return (
    <ConfirmDialog
      open={bill !== null}
      title={bill ? `Cancel bill ${bill.billNo} by credit note?` : 'Cancel bill by credit note?'}
      confirmLabel="Issue credit note"
      busy={cancel.isPending}
      error={
        cancel.isError && !onFields
          ? errorMessage(cancel.error, 'The credit note could not be issued. Please try again.')
          : undefined
      }
      onConfirm={confirm}
      onCancel={close}
    >
      {bill && (
        <p>
          A credit note of {formatPaise(bill.totalPaise)} cancels the whole bill and takes it off {bill.billingParty.name}’s
          account. Its trips can then be billed again. The bill stays in the list, marked cancelled.
        </p>
      )}
      <TextField
        label="Credit note date"
        type="date"
        required
        value={noteDate}
        error={errors.noteDate}
        onChange={(event) => setNoteDate(event.target.value)}
      />
      <TextAreaField
        label="Reason for cancelling"
        rows={2}
        required
        value={reason}
        error={errors.reason}
        onChange={(event) => setReason(event.target.value)}
      />
    </ConfirmDialog>
  );
}
