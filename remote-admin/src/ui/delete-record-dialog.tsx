import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage, httpStatus, type Envelope } from 'shared-api';
import { notify } from 'shared-ui';
import { ConfirmDialog } from './confirm-dialog';

export interface DeleteRecordDialogProps<T extends { id: string }> {
  /** The record to delete; null keeps the dialog closed. */
  record: T | null;
  /** First element of the resource's query keys, e.g. 'users' (detail keys are [resource, 'detail', id]). */
  resource: string;
  remove: (id: string) => Promise<Envelope<unknown>>;
  title: string;
  confirmLabel: string;
  /** Toast after the delete when the server gives no message of its own. */
  deleted: string;
  /** Shown in the dialog when the server refuses without a message. */
  failure: string;
  onClose: () => void;
  /** After the server confirmed the delete, e.g. to leave the record's page. */
  onDeleted?: () => void;
  /** What will be lost, in a sentence or two. */
  children: ReactNode;
}

/**
 * The one way a record is deleted: asked first, toasted after. The server's refusals stay inside
 * the dialog so the admin reads why and can cancel.
 */
export function DeleteRecordDialog<T extends { id: string }>({
  record,
  resource,
  remove: removeRecord,
  title,
  confirmLabel,
  deleted,
  failure,
  onClose,
  onDeleted,
  children,
}: DeleteRecordDialogProps<T>) {
  const queryClient = useQueryClient();
  const refreshLists = () =>
    queryClient.invalidateQueries({ queryKey: [resource], predicate: ({ queryKey }) => queryKey[1] !== 'detail' });
  const remove = useMutation({
    mutationFn: (id: string) => removeRecord(id),
    onSuccess: (answer, id) => {
      notify.success(answer.message ?? deleted);
      onDeleted?.();
      onClose();
      // The deleted record's own page must not ask for it again (the answer would be 404); lists and counts must.
      void queryClient.invalidateQueries({ queryKey: [resource, 'detail', id], refetchType: 'none' });
      void refreshLists();
    },
    // Someone else deleted it first: the dialog shows the server's answer and the list drops the row.
    onError: (error) => {
      if (httpStatus(error) === 404) void refreshLists();
    },
  });

  const cancel = () => {
    remove.reset();
    onClose();
  };

  return (
    <ConfirmDialog
      open={record !== null}
      title={title}
      confirmLabel={confirmLabel}
      busy={remove.isPending}
      error={remove.isError ? errorMessage(remove.error, failure) : undefined}
      onConfirm={() => record && remove.mutate(record.id)}
      onCancel={cancel}
    >
      {children}
    </ConfirmDialog>
  );
}
