import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAuthStore, type User } from 'shared-api';
import { usersApi } from 'shared-api/back-office';
import { Alert, Button, buttonClass, Loading } from 'shared-ui';
import {
  DataTable,
  formatDate,
  formatDateTime,
  ListToolbar,
  PageHeader,
  StatCard,
  StatGrid,
  useResourceList,
  type DataColumn,
  type ListFilter,
} from '../../ui';
import { DeleteUserDialog } from './delete-user-dialog';
import { ActiveBadge, editUserPath, RoleBadge, ROLE_OPTIONS, usersPath } from './user-labels';
import { useUserStats } from './use-user-stats';
import styles from './users-list-page.module.css';

type UserFilter = 'role' | 'active';

const FILTERS: ListFilter<UserFilter>[] = [
  { name: 'role', label: 'Role', allLabel: 'All roles', options: ROLE_OPTIONS },
  {
    name: 'active',
    label: 'Status',
    allLabel: 'All statuses',
    options: [
      { value: 'true', label: 'Active' },
      { value: 'false', label: 'Inactive' },
    ],
  },
];

function UserFigures() {
  const stats = useUserStats();
  if (stats.isPending) return <Loading label="Loading user figures…" />;
  if (stats.isError) {
    return (
      <div className={styles.figuresError}>
        <Alert tone="error">The user figures could not be loaded.</Alert>
        <Button variant="secondary" size="small" onClick={() => void stats.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const { total, active, byRole } = stats.data;
  return (
    <StatGrid label="User figures">
      <StatCard label="All users" value={total} to={usersPath} />
      <StatCard label="Active" value={active} hint={`${total - active} inactive`} to={`${usersPath}?active=true`} />
      <StatCard label="Administrators" value={byRole.admin} to={`${usersPath}?role=admin`} />
      <StatCard label="Customers" value={byRole.customer} to={`${usersPath}?role=customer`} />
    </StatGrid>
  );
}

export default function UsersListPage() {
  const me = useAuthStore((state) => state.user);
  const [toDelete, setToDelete] = useState<User | null>(null);
  const list = useResourceList<User, UserFilter>({
    resource: 'users',
    fetch: (query) => usersApi.list(query),
    defaultSort: '-createdAt',
    filters: ['role', 'active'],
  });

  const myId = me?.id;
  const columns = useMemo<DataColumn<User>[]>(
    () => [
      {
        id: 'name',
        header: 'Name',
        sortable: true,
        cell: (user) => (
          <span className={styles.name}>
            {user.name}
            {user.id === myId && <span className={styles.you}> (you)</span>}
          </span>
        ),
      },
      { id: 'email', header: 'E-mail', sortable: true, cell: (user) => <span className={styles.email}>{user.email}</span> },
      { id: 'role', header: 'Role', cell: (user) => <RoleBadge role={user.role} /> },
      { id: 'status', header: 'Status', cell: (user) => <ActiveBadge user={user} /> },
      { id: 'phone', header: 'Phone', hideOnPhone: true, cell: (user) => user.phone ?? '—' },
      { id: 'createdAt', header: 'Created', sortable: true, hideOnPhone: true, cell: (user) => formatDate(user.createdAt) },
      {
        id: 'lastLoginAt',
        header: 'Last sign-in',
        sortable: true,
        hideOnPhone: true,
        cell: (user) => formatDateTime(user.lastLoginAt, 'Never'),
      },
    ],
    [myId],
  );

  const rowActions = useCallback(
    (user: User) => (
      <>
        <Link
          to={editUserPath(user.id)}
          className={buttonClass({ variant: 'secondary', size: 'small' })}
          aria-label={`Edit ${user.name}`}
        >
          Edit
        </Link>
        {/* The server refuses to delete one's own account, so it is not offered. */}
        {user.id !== myId && (
          <Button variant="danger" size="small" aria-label={`Delete ${user.name}`} onClick={() => setToDelete(user)}>
            Delete
          </Button>
        )}
      </>
    ),
    [myId],
  );

  const filtered = list.search !== '' || Object.keys(list.filters).length > 0;

  return (
    <section>
      <PageHeader
        title="Users"
        breadcrumbs={[{ label: 'Users' }]}
        description="Everyone who can sign in: staff with back-office access and customers of the portal."
        actions={
          <Link to={`${usersPath}/new`} className={buttonClass()}>
            Add user
          </Link>
        }
      />
      <UserFigures />
      <ListToolbar list={list} searchLabel="Search users" searchPlaceholder="Name, e-mail or phone" filters={FILTERS} />
      <DataTable
        caption="Users"
        noun="users"
        columns={columns}
        list={list}
        rowId={(user) => user.id}
        rowActions={rowActions}
        empty={filtered ? 'No users match this search or these filters.' : 'No users yet. Add the first one.'}
      />
      <DeleteUserDialog user={toDelete} onClose={() => setToDelete(null)} />
    </section>
  );
}
