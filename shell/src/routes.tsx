import type { RouteObject } from 'react-router-dom';
import { RequireAdmin } from './auth/require-admin';
import { RemoteView } from './federation/remote-view';
import { SiteLayout } from './layouts/site-layout';
import { StandaloneLayout } from './layouts/standalone-layout';

/**
 * The shell decides where each remote lives; what is inside (pages, sub-routes, the admin layout)
 * is the remote's own route tree, so a team adds a page without touching the shell.
 */
export const routes: RouteObject[] = [
  {
    element: <StandaloneLayout />,
    children: [
      { path: '/admin/login', element: <RemoteView remote="admin" module="login-screen" minHeight="70vh" /> },
      {
        path: '/admin/forgot-password',
        element: <RemoteView remote="admin" module="forgot-password-screen" minHeight="70vh" />,
      },
      {
        path: '/admin/reset-password',
        element: <RemoteView remote="admin" module="reset-password-screen" minHeight="70vh" />,
      },
    ],
  },
  {
    path: '/admin/*',
    element: (
      <RequireAdmin>
        <RemoteView remote="admin" module="admin-app" minHeight="100vh" loadingLabel="Loading the back office…" />
      </RequireAdmin>
    ),
  },
  {
    element: <SiteLayout />,
    children: [
      // A page fills at least the screen while it loads, so the footer below it is never seen to jump.
      { path: '/search', element: <RemoteView remote="search" module="search-page" minHeight="100vh" /> },
      // Every other path belongs to the marketing remote, which also sends unknown paths to /.
      { path: '*', element: <RemoteView remote="marketing" module="routes" minHeight="100vh" /> },
    ],
  },
];
