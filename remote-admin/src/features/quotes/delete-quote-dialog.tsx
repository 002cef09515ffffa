import { quotesApi, type Quote } from 'shared-api';
import { DeleteRecordDialog } from '../../ui';

export interface DeleteQuoteDialogProps {
  /** The quote to delete; null keeps the dialog closed. */
  quote: Pick<Quote, 'id' | 'reference' | 'contactName'> | null;
  onClose: () => void;
  onDeleted?: () => void;
}

/** Deleting a quote, from the list and from its page. */
export function DeleteQuoteDialog({ quote, onClose, onDeleted }: DeleteQuoteDialogProps) {
  return (
    <DeleteRecordDialog
      record={quote}
      resource="quotes"
      remove={quotesApi.remove}
      title={quote ? `Delete quote ${quote.reference}?` : 'Delete quote?'}
      confirmLabel="Delete quote"
      deleted="Quote deleted"
      failure="The quote could not be deleted"
      onClose={onClose}
      onDeleted={onDeleted}
    >
      <p>
        The request from {quote?.contactName} will be removed for good, also from the customer&apos;s portal if they have an
        account. This cannot be undone.
      </p>
    </DeleteRecordDialog>
  );
}
