import type { User } from 'shared-api';

/** Where a user goes after signing in on the public site. */
export function landingPathFor(user: Pick<User, 'role'>): string {
  return user.role === 'admin' ? '/admin/dashboard' : '/support/customer-portal';
}
