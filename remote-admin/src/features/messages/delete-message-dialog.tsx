import { messagesApi, type ContactMessage } from 'shared-api';
import { DeleteRecordDialog } from '../../ui';

export interface DeleteMessageDialogProps {
  /** The message to delete; null keeps the dialog closed. */
  message: Pick<ContactMessage, 'id' | 'reference' | 'name' | 'subject'> | null;
  onClose: () => void;
  onDeleted?: () => void;
}

/** Deleting a message, from the inbox and from its page. */
export function DeleteMessageDialog({ message, onClose, onDeleted }: DeleteMessageDialogProps) {
  return (
    <DeleteRecordDialog
      record={message}
      resource="messages"
      remove={messagesApi.remove}
      title={message ? `Delete message ${message.reference}?` : 'Delete message?'}
      confirmLabel="Delete message"
      deleted="Message deleted"
      failure="The message could not be deleted"
      onClose={onClose}
      onDeleted={onDeleted}
    >
      <p>
        “{message?.subject}” from {message?.name} will be removed for good. This cannot be undone.
      </p>
    </DeleteRecordDialog>
  );
}
