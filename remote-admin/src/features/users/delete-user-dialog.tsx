import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage, httpStatus, usersApi, type User } from 'shared-api';
import { notify } from 'shared-ui';
import { ConfirmDialog } from '../../ui';
import { userKeys } from './user-labels';

export interface DeleteUserDialogProps {
  /** The user to delete; null keeps the dialog closed. */
  user: Pick<User, 'id' | 'name' | 'email'> | null;
  onClose: () => void;
  /** After a successful delete, e.g. to leave the deleted user's page. */
  onDeleted?: () => void;
}

/**
 * Asks before deleting a user. The server's refusals (your own account, the last active
 * administrator) stay inside the dialog, so the admin reads why and can cancel.
 */
export function DeleteUserDialog({ user, onClose, onDeleted }: DeleteUserDialogProps) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (id: string) => usersApi.remove(id),
    onSuccess: (_answer, id) => {
      notify.success('User deleted successfully');
      onClose();
      onDeleted?.();
      // The deleted record is marked stale but not asked for again now: its page is being left, and
      // the answer would only be 404. Lists and figures refresh at once.
      void queryClient.invalidateQueries({ queryKey: userKeys.detail(id), refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: ['users'], predicate: (query) => query.queryKey[1] !== 'detail' });
    },
    onError: (error) => {
      // Someone else deleted it first: the list should stop showing it.
      if (httpStatus(error) === 404) void queryClient.invalidateQueries({ queryKey: ['users'] });
    },
  });

  const cancel = () => {
    remove.reset();
    onClose();
  };

  return (
    <ConfirmDialog
      open={user !== null}
      title="Delete this user?"
      confirmLabel="Delete user"
      busy={remove.isPending}
      error={remove.isError ? errorMessage(remove.error, 'The user could not be deleted. Please try again.') : undefined}
      onConfirm={() => {
        if (user) remove.mutate(user.id);
      }}
      onCancel={cancel}
    >
      {user && (
        <p>
          <strong>{user.name}</strong> ({user.email}) will be removed and signed out everywhere. This cannot be undone.
        </p>
      )}
    </ConfirmDialog>
  );
}
