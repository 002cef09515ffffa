import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Loading } from 'shared-ui';
import { AdminLayout } from './features/layout/admin-layout';
import { NotYetAvailablePage } from './features/layout/not-yet-available-page';

const DashboardPage = lazy(() => import('./features/dashboard/dashboard-page'));
const UsersListPage = lazy(() => import('./features/users/users-list-page'));
const UserCreatePage = lazy(() => import('./features/users/user-create-page'));
const UserEditPage = lazy(() => import('./features/users/user-edit-page'));
const QuotesListPage = lazy(() => import('./features/quotes/quotes-list-page'));
const QuoteDetailPage = lazy(() => import('./features/quotes/quote-detail-page'));
const MessagesListPage = lazy(() => import('./features/messages/messages-list-page'));
const MessageDetailPage = lazy(() => import('./features/messages/message-detail-page'));
const NewsletterPage = lazy(() => import('./features/messages/newsletter-page'));
const SettingsPage = lazy(() => import('./features/settings/settings-page'));

/**
 * Spec §2 routes whose screens the operations work builds (trips, fleet, money, documents, reports).
 * They say so plainly instead of sending the admin to the public home page.
 */
const COMING: { path: string; what: string }[] = [
  { path: 'trips/*', what: 'Trips' },
  { path: 'trucks/*', what: 'Trucks' },
  { path: 'drivers/*', what: 'Drivers' },
  { path: 'sessions', what: 'Session management' },
  { path: 'billing-parties', what: 'Billing parties' },
  { path: 'vehicles', what: 'Vehicles' },
  { path: 'expenses', what: 'Expenses' },
  { path: 'banks', what: 'Banks' },
  { path: 'documents', what: 'Documents' },
  // Spec §2: payments and support show the reports screen.
  { path: 'reports', what: 'Reports' },
  { path: 'payments', what: 'Reports' },
  { path: 'support', what: 'Reports' },
];

/** The back office's route tree, mounted by the shell at /admin/* behind its admin guard. */
export default function AdminApp() {
  return (
    <Suspense fallback={<Loading minHeight="60vh" />}>
      <Routes>
        <Route element={<AdminLayout />}>
          <Route index element={<Navigate to="dashboard" replace />} />
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="users" element={<UsersListPage />} />
          <Route path="users/new" element={<UserCreatePage />} />
          <Route path="users/:id/edit" element={<UserEditPage />} />
          <Route path="quotes" element={<QuotesListPage />} />
          <Route path="quotes/:id" element={<QuoteDetailPage />} />
          <Route path="messages" element={<MessagesListPage />} />
          <Route path="messages/:id" element={<MessageDetailPage />} />
          <Route path="newsletter" element={<NewsletterPage />} />
          {/* Spec §2: profile and settings are one screen. */}
          <Route path="profile" element={<SettingsPage />} />
          <Route path="settings" element={<SettingsPage />} />
          {COMING.map(({ path, what }) => (
            <Route key={path} path={path} element={<NotYetAvailablePage what={what} />} />
          ))}
        </Route>
        {/* Spec §2: paths without a screen fall through to the site's home page. */}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Suspense>
  );
}
