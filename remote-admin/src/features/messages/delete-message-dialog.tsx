import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage, httpStatus, messagesApi, type ContactMessage } from 'shared-api';
import { notify } from 'shared-ui';
import { ConfirmDialog } from '../../ui';
import { messageDetailKey } from './use-message-status';

export interface DeleteMessageDialogProps {
  /** The message to delete; null keeps the dialog closed. */
  message: Pick<ContactMessage, 'id' | 'reference' | 'name' | 'subject'> | null;
  onClose: () => void;
  /** After the server confirmed the delete and the toast was raised. */
  onDeleted?: () => void;
}

/** The one way a message is deleted, from the inbox and from its page: asked first, toasted after. */
export function DeleteMessageDialog({ message, onClose, onDeleted }: DeleteMessageDialogProps) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (id: string) => messagesApi.remove(id),
    onSuccess: (answer, id) => {
      notify.success(answer.message ?? 'Message deleted');
      onDeleted?.();
      onClose();
      // The deleted message's own page must not ask for it again; the lists and counts must.
      void queryClient.invalidateQueries({ queryKey: messageDetailKey(id), refetchType: 'none' });
      void queryClient.invalidateQueries({
        queryKey: ['messages'],
        predicate: ({ queryKey }) => queryKey[1] !== 'detail',
      });
    },
    // Someone else deleted it first: the dialog shows the server's answer and the list drops the row.
    onError: (error) => {
      if (httpStatus(error) === 404)
        void queryClient.invalidateQueries({ queryKey: ['messages'], predicate: ({ queryKey }) => queryKey[1] !== 'detail' });
    },
  });

  const cancel = () => {
    remove.reset();
    onClose();
  };

  return (
    <ConfirmDialog
      open={message !== null}
      title={message ? `Delete message ${message.reference}?` : 'Delete message?'}
      confirmLabel="Delete message"
      busy={remove.isPending}
      error={remove.isError ? errorMessage(remove.error, 'The message could not be deleted') : undefined}
      onConfirm={() => message && remove.mutate(message.id)}
      onCancel={cancel}
    >
      <p>
        “{message?.subject}” from {message?.name} will be removed for good. This cannot be undone.
      </p>
    </ConfirmDialog>
  );
}
