import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { refusalFor, useAuthStore, useCan, type Permission } from 'shared-api';
import { Alert } from 'shared-ui';
import { PageHeader } from './page-header';

/**
 * A screen for roles that hold `needs`; anyone else reads what their role lacks instead of a page of
 * refused calls. The server refuses the calls all the same: this is courtesy, not the lock.
 */
export function RequirePermission({ needs, children }: { needs: Permission; children: ReactNode }) {
  const allowed = useCan(needs);
  const role = useAuthStore((state) => state.user?.role);
  if (allowed) return <>{children}</>;
  return (
    <section>
      <PageHeader title="Not available to your role" />
      <Alert tone="info">
        {role ? `${refusalFor(role, needs)}.` : 'Sign in to use this screen.'} An administrator can change your role under Users.
      </Alert>
      <p>
        <Link to="/admin/dashboard">Back to the dashboard</Link>
      </p>
    </section>
  );
}
