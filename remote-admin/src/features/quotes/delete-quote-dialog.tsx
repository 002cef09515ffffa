import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage, httpStatus, quotesApi, type Quote } from 'shared-api';
import { notify } from 'shared-ui';
import { ConfirmDialog } from '../../ui';

export interface DeleteQuoteDialogProps {
  /** The quote to delete; null keeps the dialog closed. */
  quote: Pick<Quote, 'id' | 'reference' | 'contactName'> | null;
  onClose: () => void;
  /** After the server confirmed the delete and the toast was raised. */
  onDeleted?: () => void;
}

/** The one way a quote is deleted, from the list and from its page: asked first, toasted after. */
export function DeleteQuoteDialog({ quote, onClose, onDeleted }: DeleteQuoteDialogProps) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (id: string) => quotesApi.remove(id),
    onSuccess: (answer, id) => {
      notify.success(answer.message ?? 'Quote deleted');
      onDeleted?.();
      onClose();
      // The deleted quote's own page must not ask for it again; every list and count must.
      void queryClient.invalidateQueries({ queryKey: ['quotes', 'detail', id], refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: ['quotes'], predicate: ({ queryKey }) => queryKey[1] !== 'detail' });
    },
    // Someone else deleted it first: the dialog shows the server's answer and the list drops the row.
    onError: (error) => {
      if (httpStatus(error) === 404)
        void queryClient.invalidateQueries({ queryKey: ['quotes'], predicate: ({ queryKey }) => queryKey[1] !== 'detail' });
    },
  });

  const cancel = () => {
    remove.reset();
    onClose();
  };

  return (
    <ConfirmDialog
      open={quote !== null}
      title={quote ? `Delete quote ${quote.reference}?` : 'Delete quote?'}
      confirmLabel="Delete quote"
      busy={remove.isPending}
      error={remove.isError ? errorMessage(remove.error, 'The quote could not be deleted') : undefined}
      onConfirm={() => quote && remove.mutate(quote.id)}
      onCancel={cancel}
    >
      <p>
        The request from {quote?.contactName} will be removed for good, also from the customer&apos;s portal if they have an
        account. This cannot be undone.
      </p>
    </ConfirmDialog>
  );
}
