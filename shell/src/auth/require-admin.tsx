import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { selectIsStaff, useAuthStore } from 'shared-api';
import { Loading } from 'shared-ui';

/**
 * Spec §5–6: only signed-in staff enter /admin (every staff role: what each may do is checked per
 * screen and per call); anyone else goes to /admin/login.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const isLoading = useAuthStore((state) => state.isLoading);
  const isStaff = useAuthStore(selectIsStaff);
  const location = useLocation();

  if (isLoading) return <Loading label="Checking your session…" minHeight="60vh" />;
  if (!isStaff) return <Navigate to="/admin/login" replace state={{ from: location.pathname + location.search }} />;
  return <>{children}</>;
}
