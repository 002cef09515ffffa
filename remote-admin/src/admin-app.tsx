import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Loading } from 'shared-ui';
import { AdminLayout } from './features/layout/admin-layout';

const DashboardPage = lazy(() => import('./features/dashboard/dashboard-page'));

/** The back office's route tree, mounted by the shell at /admin/* behind its admin guard. */
export default function AdminApp() {
  return (
    <Suspense fallback={<Loading minHeight="60vh" />}>
      <Routes>
        <Route element={<AdminLayout />}>
          <Route index element={<Navigate to="dashboard" replace />} />
          <Route path="dashboard" element={<DashboardPage />} />
        </Route>
        {/* Spec §2: paths without a screen fall through to the site's home page. */}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Suspense>
  );
}
