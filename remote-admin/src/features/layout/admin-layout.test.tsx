import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useAuthStore } from 'shared-api';
import { adminApi } from 'shared-api/back-office';
import type { AdminNotifications, AdminSearchResult, User } from 'shared-api/schemas';
import { renderScreen } from '../../test-utils';
import { AdminLayout } from './admin-layout';

const admin: User = {
  id: 'u-admin',
  name: 'Kavita Menon',
  email: 'kavita@example.com',
  phone: null,
  role: 'admin',
  active: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  lastLoginAt: null,
  emailVerified: true,
  branchId: null,
};

const noNews: AdminNotifications = { unread: 0, items: [] };

function renderLayout(route = '/admin/dashboard') {
  return renderScreen(<AdminLayout />, {
    route,
    path: '/admin/*',
    extraRoutes: <Route path="/admin/login" element={<p>Login screen</p>} />,
  });
}

beforeEach(() => {
  useAuthStore.setState({ user: admin, token: 't', isLoading: false });
  jest.spyOn(adminApi, 'notifications').mockResolvedValue({ success: true, data: noNews });
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('the back-office sidebar', () => {
  it('shows an operations user trips, fleet and expenses, and no bills, payments, reports, users or settings', () => {
    useAuthStore.setState({ user: { ...admin, role: 'operations' } });
    renderLayout();
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    for (const shown of ['Dashboard', 'Trips Management', 'Add New Trip', 'Expenses', 'Trucks Management', 'Drivers']) {
      expect(within(nav).getByText(shown)).toBeInTheDocument();
    }
    for (const hidden of ['Freight Bills', 'Payment Overview', 'Financial Reports', 'Bank', 'Users', 'Settings']) {
      expect(within(nav).queryByText(hidden)).not.toBeInTheDocument();
    }
    expect(within(nav).queryByRole('button', { name: /Payments|Reports/ })).not.toBeInTheDocument();
  });

  it('shows a viewer what it may read, and nothing of money or of adding trips', () => {
    useAuthStore.setState({ user: { ...admin, role: 'viewer' } });
    renderLayout();
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByText('Trips Management')).toBeInTheDocument();
    for (const hidden of ['Add New Trip', 'Expenses', 'Freight Bills', 'Quote Requests', 'Users']) {
      expect(within(nav).queryByText(hidden)).not.toBeInTheDocument();
    }
  });

  it("lists spec §2's menu in order, with the inbox and users screens, and the signed-in admin", () => {
    renderLayout();
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    const topLevel = within(nav)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === nav.firstElementChild);
    expect(topLevel.map((item) => item.firstElementChild?.textContent?.replace(/[▸▾]|Not yet available/g, '').trim())).toEqual([
      'Dashboard',
      'Quote Requests',
      'Messages',
      'Trip Creation',
      'Master data',
      'Vehicles',
      'Drivers',
      'Reports',
      'Payments',
      'Users',
      'Settings',
      'Support',
    ]);
    expect(screen.getByTestId('admin-user')).toHaveTextContent('Signed in as Kavita MenonAdministrator');
  });

  it('links every entry to its screen', async () => {
    renderLayout();
    expect(screen.getByRole('link', { name: 'Drivers' })).toHaveAttribute('href', '/admin/drivers');
    expect(screen.getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/admin/support');
    expect(screen.queryByText('Not yet available')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Master data/ }));
    expect(screen.getByRole('link', { name: 'Expenses' })).toHaveAttribute('href', '/admin/expenses');
    await userEvent.click(screen.getByRole('button', { name: /Reports/ }));
    expect(screen.getByRole('link', { name: 'Dashboard Reports' })).toHaveAttribute('href', '/admin/reports');
    expect(screen.getByRole('link', { name: 'Financial Reports' })).toHaveAttribute('href', '/admin/reports/financial');
    await userEvent.click(screen.getByRole('button', { name: /Payments/ }));
    expect(screen.getByRole('link', { name: 'Freight Bills' })).toHaveAttribute('href', '/admin/bills');
    expect(screen.getByRole('link', { name: 'Payment Overview' })).toHaveAttribute('href', '/admin/payments');
    expect(screen.getByRole('link', { name: 'Pending Payments' })).toHaveAttribute('href', '/admin/payments/pending');
    expect(screen.getByRole('link', { name: 'Payment History' })).toHaveAttribute('href', '/admin/payments/history');
    expect(screen.getByRole('link', { name: 'Billing Party' })).toHaveAttribute('href', '/admin/billing-parties');
    await userEvent.click(screen.getByRole('button', { name: /Trip Creation/ }));
    expect(screen.getByRole('link', { name: 'Trips Management' })).toHaveAttribute('href', '/admin/trips');
    expect(screen.getByRole('link', { name: 'Add New Trip' })).toHaveAttribute('href', '/admin/trips/new');
    expect(screen.getByRole('link', { name: 'Documents' })).toHaveAttribute('href', '/admin/documents');
    expect(screen.getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/admin/users');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/admin/profile');
  });

  it('opens and closes submenus', async () => {
    renderLayout();
    const toggle = screen.getByRole('button', { name: /Payments/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Pending Payments')).not.toBeVisible();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Pending Payments')).toBeVisible();
    await userEvent.click(toggle);
    expect(screen.queryByText('Pending Payments')).not.toBeVisible();
  });

  it('stays on screen and in use while a screen is still loading, and keeps an opened submenu open when it arrives', async () => {
    let arrive: (screen: { default: () => ReactElement }) => void = () => undefined;
    const SlowScreen = lazy(() => new Promise<{ default: () => ReactElement }>((resolve) => (arrive = resolve)));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/admin/dashboard']}>
          <Routes>
            <Route path="/admin" element={<AdminLayout />}>
              <Route path="dashboard" element={<SlowScreen />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('status')).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: /Master data/ });
    await userEvent.click(toggle);
    expect(screen.getByRole('link', { name: 'Billing Party' })).toBeVisible();

    await act(async () => arrive({ default: () => <h1>Dashboard</h1> }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Billing Party' })).toBeVisible();
  });
  it('highlights Payment Overview on the money forms but not on the queues or the history', () => {
    const form = renderLayout('/admin/payments/owner-payments/new');
    expect(screen.getByRole('link', { name: 'Payment Overview' })).toHaveAttribute('aria-current', 'page');
    form.unmount();
    renderLayout('/admin/payments/pending');
    expect(screen.getByRole('link', { name: 'Pending Payments' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Payment Overview' })).not.toHaveAttribute('aria-current');
  });

  it("highlights Trucks Management on a truck's pages but Add New Truck on its own", () => {
    // The group holding the current screen starts open.
    const detail = renderLayout('/admin/trucks/t-1/edit');
    expect(screen.getByRole('link', { name: 'Trucks Management' })).toHaveAttribute('aria-current', 'page');
    detail.unmount();
    renderLayout('/admin/trucks/new');
    expect(screen.getByRole('link', { name: 'Add New Truck' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Trucks Management' })).not.toHaveAttribute('aria-current');
  });

  it("highlights Trips Management on a trip's pages but Add New Trip on its own", () => {
    const detail = renderLayout('/admin/trips/t-1/edit');
    expect(screen.getByRole('link', { name: 'Trips Management' })).toHaveAttribute('aria-current', 'page');
    detail.unmount();
    renderLayout('/admin/trips/new');
    expect(screen.getByRole('link', { name: 'Add New Trip' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Trips Management' })).not.toHaveAttribute('aria-current');
  });

  it('highlights Financial Reports on its screen but not Dashboard Reports', () => {
    renderLayout('/admin/reports/financial');
    expect(screen.getByRole('link', { name: 'Financial Reports' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dashboard Reports' })).not.toHaveAttribute('aria-current');
  });

  it('highlights the current screen, including its sub-pages and the settings alias', () => {
    const expense = renderLayout('/admin/expenses/e-1/edit');
    expect(screen.getByRole('link', { name: 'Expenses' })).toHaveAttribute('aria-current', 'page');
    expense.unmount();
    const first = renderLayout('/admin/users/u-7/edit');
    expect(screen.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    first.unmount();
    renderLayout('/admin/settings');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
  });

  it('logs out and returns to the back-office login', async () => {
    const logout = jest.fn().mockResolvedValue(undefined);
    useAuthStore.setState({ logout });
    const view = renderLayout();
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(logout).toHaveBeenCalled();
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(view.location().pathname).toBe('/admin/login');
  });

  it('opens as a drawer from the menu button and closes on Escape', async () => {
    renderLayout();
    const menu = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('the back-office search box', () => {
  const result: AdminSearchResult = {
    query: 'asha',
    groups: [
      {
        kind: 'user',
        total: 1,
        items: [
          { id: 'u-1', kind: 'user', title: 'Asha Rao', subtitle: 'asha@example.com · Customer', path: '/admin/users/u-1/edit' },
        ],
      },
      {
        kind: 'quote',
        total: 7,
        items: [
          {
            id: 'q-1',
            kind: 'quote',
            title: 'Q-000012 · Mumbai → Rotterdam',
            subtitle: 'Asha Exports · New',
            path: '/admin/quotes/q-1',
          },
        ],
      },
      { kind: 'message', total: 0, items: [] },
    ],
  };

  it('searches users, quotes and messages as the admin types and opens a match with the keyboard', async () => {
    const search = jest.spyOn(adminApi, 'search').mockResolvedValue({ success: true, data: result });
    const view = renderLayout();
    const box = screen.getByRole('combobox', { name: 'Search the back office' });
    await userEvent.type(box, 'asha');

    await screen.findByText('Asha Rao');
    const list = screen.getByRole('listbox', { name: 'Search results' });
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('asha');
    expect(within(list).getByRole('group', { name: 'Users 1' })).toHaveTextContent('Asha Rao');
    expect(within(list).getByRole('group', { name: 'Quote requests 7' })).toHaveTextContent('Q-000012 · Mumbai → Rotterdam');
    expect(within(list).queryByRole('group', { name: /Messages/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All 7 quote requests' })).toHaveAttribute('href', '/admin/quotes?search=asha');

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', within(list).getAllByRole('option')[1]!.id);
    await userEvent.keyboard('{Enter}');
    expect(view.location().pathname).toBe('/admin/quotes/q-1');
    expect(box).toHaveValue('');
  });

  it('says when nothing matches, and when the search itself fails', async () => {
    const search = jest
      .spyOn(adminApi, 'search')
      .mockResolvedValueOnce({
        success: true,
        data: { query: 'zzz', groups: result.groups.map((group) => ({ ...group, total: 0, items: [] })) },
      })
      .mockRejectedValueOnce(new Error('offline'));
    renderLayout();
    const box = screen.getByRole('combobox', { name: 'Search the back office' });
    await userEvent.type(box, 'zzz');
    expect(await screen.findByText('Nothing found for “zzz”')).toBeInTheDocument();
    await userEvent.type(box, 'y');
    expect(await screen.findByText('The search is not available right now. Please try again.')).toBeInTheDocument();
    expect(search).toHaveBeenCalledTimes(2);
  });
});

describe('the notification bell', () => {
  const news: AdminNotifications = {
    unread: 2,
    items: [
      {
        id: 'q-9',
        kind: 'quote',
        title: 'Q-000009 · Pune → Dubai',
        detail: 'Acme Exports · Air Freight',
        path: '/admin/quotes/q-9',
        createdAt: '2026-11-21T09:00:00.000Z',
        unread: true,
      },
      {
        id: 'm-3',
        kind: 'message',
        title: 'M-000003 · Invoice copy',
        detail: 'Ravi Kumar',
        path: '/admin/messages/m-3',
        createdAt: '2026-11-20T09:00:00.000Z',
        unread: true,
      },
    ],
  };

  it('shows how many are new, lists them, and marks them seen when opened', async () => {
    jest.spyOn(adminApi, 'notifications').mockResolvedValue({ success: true, data: news });
    const seen = jest.spyOn(adminApi, 'markNotificationsSeen').mockResolvedValue({ success: true, data: { unread: 0 } });
    const view = renderLayout();

    const bell = await screen.findByRole('button', { name: 'Notifications, 2 new' });
    await userEvent.click(bell);
    expect(seen).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Notifications' })).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Notifications' });
    expect(within(panel).getByRole('link', { name: /Q-000009 · Pune → Dubai \(new\)/ })).toHaveAttribute(
      'href',
      '/admin/quotes/q-9',
    );
    expect(within(panel).getByRole('link', { name: /Invoice copy/ })).toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('link', { name: /Invoice copy/ }));
    expect(view.location().pathname).toBe('/admin/messages/m-3');
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(bell).toHaveAttribute('aria-expanded', 'false');
  });

  it('says when there is nothing new and does not mark anything', async () => {
    const seen = jest.spyOn(adminApi, 'markNotificationsSeen');
    renderLayout();
    await waitFor(() => expect(adminApi.notifications).toHaveBeenCalled());
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(
      await screen.findByText('You are all caught up: no new quote requests or messages, and no papers due.'),
    ).toBeInTheDocument();
    expect(seen).not.toHaveBeenCalled();
  });

  it('asks again every minute while the back office is open', async () => {
    jest.useFakeTimers();
    renderLayout();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(adminApi.notifications).toHaveBeenCalledTimes(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(60_000);
    });
    expect(adminApi.notifications).toHaveBeenCalledTimes(2);
  });
});
