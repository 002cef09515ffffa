import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router-dom';
import { useAuthStore, type ListEnvelope, type Role } from 'shared-api';

export interface RenderScreenOptions {
  /** The address the screen opens at, e.g. '/admin/users?role=admin'. */
  route?: string;
  /** The route pattern the screen is mounted at, for screens that read params, e.g. '/admin/users/:id/edit'. */
  path?: string;
  /** Extra routes, so tests can see where a screen navigates to. */
  extraRoutes?: ReactElement;
  /**
   * The role of the signed-in user the screen sees (menus and buttons follow it). Without it, a test
   * that signed nobody in sees the screen as an administrator, who may do everything.
   */
  signedInAs?: Role;
}

function signIn(role: Role | undefined): void {
  const { user } = useAuthStore.getState();
  if (role === undefined && user) return;
  useAuthStore.setState({
    user: {
      ...(user ?? { id: 'u-signed-in', name: 'Signed In', email: 'staff@example.com', phone: null }),
      role: role ?? 'admin',
    } as never,
  });
}

/** Renders a back-office screen with a fresh query cache and a router; `location()` reads the current address. */
export function renderScreen(
  ui: ReactElement,
  { route = '/', path, extraRoutes, signedInAs }: RenderScreenOptions = {},
): RenderResult & {
  location: () => Location;
  queryClient: QueryClient;
} {
  signIn(signedInAs);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  let current: Location | undefined;
  function LocationProbe() {
    current = useLocation();
    return null;
  }
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <LocationProbe />
        <Routes>
          <Route path={path ?? '*'} element={ui} />
          {extraRoutes}
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return Object.assign(result, {
    location: () => {
      if (!current) throw new Error('The router has not rendered');
      return current;
    },
    queryClient,
  });
}

/** One page of a list as the server answers it: every row, no pages after it. */
export function listPage<T>(data: T[], total = data.length): ListEnvelope<T> {
  return { success: true, data, total, page: 1, limit: 20, nextCursor: null, prevCursor: null };
}
