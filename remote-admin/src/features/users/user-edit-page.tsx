import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { errorMessage, useAuthStore, type User } from 'shared-api';
import { usersApi } from 'shared-api/back-office';
import type { UpdateUserInput } from 'shared-api/schemas';
import { Button, Card, notify } from 'shared-ui';
import { DetailCard, DetailLayout, Fact, Facts, formatDateTime, PageHeader, RecordGate, useRecord } from '../../ui';
import { DeleteUserDialog } from './delete-user-dialog';
import { formValuesOf, UserForm, updateInputOf, type UserFormValues } from './user-form';
import { ActiveBadge, RoleBadge, userKeys, usersPath } from './user-labels';
import styles from './user-edit-page.module.css';

/** The server's refusals that mean "this is your own account" (users service). */
const SELF_REFUSALS = ['You cannot remove your own admin role', 'You cannot deactivate your own account'];

export default function UserEditPage() {
  const { id = '' } = useParams();
  const user = useRecord(userKeys.detail(id), async () => (await usersApi.get(id)).data);
  return (
    <RecordGate query={user} title="Edit user" noun="user" list={{ label: 'Users', to: usersPath }}>
      {(record) => <UserEditor record={record} />}
    </RecordGate>
  );
}

function UserEditor({ record }: { record: User }) {
  const id = record.id;
  const me = useAuthStore((state) => state.user);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  // The server said this account is the signed-in one even though the browser did not know.
  const [refusedAsSelf, setRefusedAsSelf] = useState(false);

  const update = useMutation({
    mutationFn: (input: UpdateUserInput) => usersApi.update(id, input),
  });

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
      <DetailLayout
        aside={
          <DetailCard title="Account details">
            <Facts>
              <Fact term="Role">
                <RoleBadge role={record.role} />
              </Fact>
              <Fact term="Status">
                <ActiveBadge user={record} />
              </Fact>
              <Fact term="Created">{formatDateTime(record.createdAt)}</Fact>
              <Fact term="Last updated">{formatDateTime(record.updatedAt)}</Fact>
              <Fact term="Last sign-in">{formatDateTime(record.lastLoginAt, 'Never signed in')}</Fact>
            </Facts>
          </DetailCard>
        }
      >
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
            actions={
              !self && (
                <Button variant="danger" className={styles.delete} onClick={() => setConfirmingDelete(true)}>
                  Delete user
                </Button>
              )
            }
          />
        </Card>
      </DetailLayout>
      <DeleteUserDialog
        user={confirmingDelete ? record : null}
        onClose={() => setConfirmingDelete(false)}
        onDeleted={() => navigate(usersPath)}
      />
    </section>
  );
}
