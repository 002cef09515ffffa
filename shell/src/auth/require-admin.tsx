import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { selectIsAdmin, useAuthStore } from 'shared-api';
import { Loading } from 'shared-ui';

/** Spec §5–6: only a signed-in admin enters /admin; anyone else goes to /admin/login. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const isLoading = useAuthStore((state) => state.isLoading);
  const isAdmin = useAuthStore(selectIsAdmin);
  const location = useLocation();

  if (isLoading) return <Loading label="Checking your session…" minHeight="60vh" />;
  if (!isAdmin) return <Navigate to="/admin/login" replace state={{ from: location.pathname + location.search }} />;
  return <>{children}</>;
}
