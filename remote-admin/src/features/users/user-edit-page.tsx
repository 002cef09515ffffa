import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { errorMessage, httpStatus, useAuthStore, usersApi, type User } from 'shared-api';
import type { UpdateUserInput } from 'shared-api/schemas';
import { Alert, Button, Card, Loading, notify } from 'shared-ui';
import { formatDateTime, PageHeader } from '../../ui';
import { DeleteUserDialog } from './delete-user-dialog';
import { formValuesOf, UserForm, updateInputOf, type UserFormValues } from './user-form';
import { ActiveBadge, RoleBadge, userKeys, usersPath } from './user-labels';
import styles from './user-edit-page.module.css';

/** The server's refusals that mean "this is your own account" (users service). */
const SELF_REFUSALS = ['You cannot remove your own admin role', 'You cannot deactivate your own account'];

/** A malformed id (400) names no user either. */
const isMissing = (error: unknown) => httpStatus(error) === 404 || httpStatus(error) === 400;

export default function UserEditPage() {
  const { id = '' } = useParams();
  const me = useAuthStore((state) => state.user);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const detailsTitleId = useId();
  // The server said this account is the signed-in one even though the browser did not know.
  const [refusedAsSelf, setRefusedAsSelf] = useState(false);

  const user = useQuery({
    queryKey: userKeys.detail(id),
    queryFn: async () => (await usersApi.get(id)).data,
    // The app's retry policy, except that asking again will not make a deleted user exist.
    retry: (failures, error) => {
      if (isMissing(error)) return false;
      const policy = queryClient.getDefaultOptions().queries?.retry ?? 3;
      if (typeof policy === 'function') return policy(failures, error);
      return typeof policy === 'number' ? failures < policy : policy;
    },
  });

  const update = useMutation({
    mutationFn: (input: UpdateUserInput) => usersApi.update(id, input),
  });

  if (user.isPending) {
    return (
      <section>
        <PageHeader title="Edit user" breadcrumbs={[{ label: 'Users', to: usersPath }, { label: 'Edit user' }]} />
        <Loading label="Loading user…" minHeight={240} />
      </section>
    );
  }

  if (user.isError) {
    const missing = isMissing(user.error);
    return (
      <section>
        <PageHeader
          title={missing ? 'User not found' : 'Edit user'}
          breadcrumbs={[{ label: 'Users', to: usersPath }, { label: missing ? 'Not found' : 'Edit user' }]}
        />
        <div className={styles.state}>
          {missing ? (
            <Alert tone="info">This user does not exist. They may have been deleted, or the link is wrong.</Alert>
          ) : (
            <>
              <Alert tone="error">
                {errorMessage(user.error, 'The user could not be loaded. Check your connection and try again.')}
              </Alert>
              <Button variant="secondary" onClick={() => void user.refetch()}>
                Try again
              </Button>
            </>
          )}
          <Link to={usersPath}>Back to users</Link>
        </div>
      </section>
    );
  }

  const record = user.data;
  const self = refusedAsSelf || me?.id === record.id;

  const save = async (values: UserFormValues) => {
    let saved: User;
    try {
      saved = (await update.mutateAsync(updateInputOf(values, record, self))).data;
    } catch (error) {
      if (SELF_REFUSALS.includes(errorMessage(error, ''))) setRefusedAsSelf(true);
      throw error;
    }
    queryClient.setQueryData(userKeys.detail(id), saved);
    // The record is already what the server returned; lists and figures may have changed.
    void queryClient.invalidateQueries({ queryKey: ['users'], predicate: (query) => query.queryKey[1] !== 'detail' });
    // The name and e-mail in the back office's header come from the signed-in user.
    if (me?.id === saved.id) useAuthStore.setState((state) => ({ user: state.user ? { ...state.user, ...saved } : state.user }));
    notify.success('User updated successfully');
    navigate(usersPath);
  };

  return (
    <section>
      <PageHeader
        title={`Edit ${record.name}`}
        breadcrumbs={[{ label: 'Users', to: usersPath }, { label: record.name }]}
        description={record.email}
      />
      <div className={styles.layout}>
        <Card className={styles.main}>
          <UserForm
            key={record.id}
            mode="edit"
            initialValues={formValuesOf(record)}
            self={self}
            submitLabel="Save changes"
            failure="The changes could not be saved. Please try again."
            cancelTo={usersPath}
            onSubmit={save}
          >
            {!self && (
              <Button variant="danger" className={styles.delete} onClick={() => setConfirmingDelete(true)}>
                Delete user
              </Button>
            )}
          </UserForm>
        </Card>
        <Card as="section" className={styles.aside} aria-labelledby={detailsTitleId}>
          <h2 id={detailsTitleId} className={styles.asideTitle}>
            Account details
          </h2>
          <dl className={styles.facts}>
            <div>
              <dt>Role</dt>
              <dd>
                <RoleBadge role={record.role} />
              </dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd>
                <ActiveBadge user={record} />
              </dd>
            </div>
            <div>
              <dt>Created</dt>
              <dd>{formatDateTime(record.createdAt)}</dd>
            </div>
            <div>
              <dt>Last updated</dt>
              <dd>{formatDateTime(record.updatedAt)}</dd>
            </div>
            <div>
              <dt>Last sign-in</dt>
              <dd>{formatDateTime(record.lastLoginAt, 'Never signed in')}</dd>
            </div>
          </dl>
        </Card>
      </div>
      <DeleteUserDialog
        user={confirmingDelete ? record : null}
        onClose={() => setConfirmingDelete(false)}
        onDeleted={() => navigate(usersPath)}
      />
    </section>
  );
}
