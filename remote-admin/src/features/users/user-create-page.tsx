import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { usersApi } from 'shared-api/back-office';
import type { CreateUserInput } from 'shared-api/schemas';
import { Card, notify } from 'shared-ui';
import { PageHeader } from '../../ui';
import { createInputOf, UserForm, type UserFormValues } from './user-form';
import { usersPath } from './user-labels';

export default function UserCreatePage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useMutation({ mutationFn: (input: CreateUserInput) => usersApi.create(input) });

  const save = async (values: UserFormValues) => {
    await create.mutateAsync(createInputOf(values));
    notify.success('User created successfully');
    void queryClient.invalidateQueries({ queryKey: ['users'] });
    // The list opens newest first, so the new user is at the top.
    navigate(usersPath);
  };

  return (
    <section>
      <PageHeader
        title="Add user"
        breadcrumbs={[{ label: 'Users', to: usersPath }, { label: 'Add user' }]}
        description="Create an account for a member of staff or a customer. Share the password with them safely; they can change it after signing in."
      />
      <Card>
        <UserForm
          mode="create"
          submitLabel="Create user"
          failure="The user could not be created. Please try again."
          cancelTo={usersPath}
          onSubmit={save}
        />
      </Card>
    </section>
  );
}
