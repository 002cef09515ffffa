import { ROLE_LABELS, ROLES } from 'shared-api';
import type { Role, User } from 'shared-api/schemas';
import { StatusBadge } from '../../ui';

export const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

export const usersPath = '/admin/users';
export const editUserPath = (id: string) => `/admin/users/${encodeURIComponent(id)}/edit`;

/** Query keys under 'users', so invalidating ['users'] refreshes lists, figures and records alike. */
export const userKeys = {
  stats: ['users', 'stats'] as const,
  detail: (id: string) => ['users', 'detail', id] as const,
};

export function RoleBadge({ role }: { role: Role }) {
  return <StatusBadge tone={role === 'customer' ? 'neutral' : 'info'}>{ROLE_LABELS[role]}</StatusBadge>;
}

export function ActiveBadge({ user }: { user: Pick<User, 'active'> }) {
  return user.active ? <StatusBadge tone="success">Active</StatusBadge> : <StatusBadge tone="warning">Inactive</StatusBadge>;
}
