import { type User } from 'shared-api';
import { usersApi } from 'shared-api/back-office';
import { DeleteRecordDialog } from '../../ui';

export interface DeleteUserDialogProps {
  /** The user to delete; null keeps the dialog closed. */
  user: Pick<User, 'id' | 'name' | 'email'> | null;
  onClose: () => void;
  /** After a successful delete, e.g. to leave the deleted user's page. */
  onDeleted?: () => void;
}

/** Deleting a user; the server's refusals (your own account, the last active administrator) show in the dialog. */
export function DeleteUserDialog({ user, onClose, onDeleted }: DeleteUserDialogProps) {
  return (
    <DeleteRecordDialog
      record={user}
      resource="users"
      remove={usersApi.remove}
      title="Delete this user?"
      confirmLabel="Delete user"
      deleted="User deleted successfully"
      failure="The user could not be deleted. Please try again."
      onClose={onClose}
      onDeleted={onDeleted}
    >
      {user && (
        <p>
          <strong>{user.name}</strong> ({user.email}) will be removed and signed out everywhere. This cannot be undone.
        </p>
      )}
    </DeleteRecordDialog>
  );
}
