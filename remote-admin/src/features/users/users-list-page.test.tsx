import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from 'shared-api';
import { usersApi } from 'shared-api/back-office';
import { notify } from 'shared-ui';
import { renderScreen } from '../../test-utils';
import { aUser, listAnswer, ME, rejection, STATS } from './test-fixtures';
import UsersListPage from './users-list-page';

const chitra = aUser({
  id: 'u-3',
  name: 'Chitra Rao',
  email: 'chitra@example.com',
  role: 'admin',
  phone: null,
  active: false,
  lastLoginAt: '2026-11-20T09:15:00.000Z',
});

function renderList(route = '/admin/users') {
  return renderScreen(<UsersListPage />, { route, path: '/admin/users' });
}

beforeEach(() => {
  useAuthStore.setState({ user: ME });
  jest.spyOn(usersApi, 'stats').mockResolvedValue({ success: true, data: STATS });
});

afterEach(() => {
  jest.restoreAllMocks();
  useAuthStore.setState({ user: null });
});

describe('Users list', () => {
  it('shows the figures and one row per user, marking the signed-in admin', async () => {
    const list = jest.spyOn(usersApi, 'list').mockResolvedValue(listAnswer([ME, aUser(), chitra]));
    renderList();

    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add user' })).toHaveAttribute('href', '/admin/users/new');

    const figures = await screen.findByRole('list', { name: 'User figures' });
    expect(within(figures).getByRole('link', { name: /All users\s*12/ })).toHaveAttribute('href', '/admin/users');
    expect(within(figures).getByRole('link', { name: /Active\s*10\s*2 inactive/ })).toHaveAttribute(
      'href',
      '/admin/users?active=true',
    );
    expect(within(figures).getByRole('link', { name: /Administrators\s*3/ })).toHaveAttribute('href', '/admin/users?role=admin');
    expect(within(figures).getByRole('link', { name: /Customers\s*9/ })).toHaveAttribute('href', '/admin/users?role=customer');

    const table = await screen.findByRole('table', { name: 'Users' });
    const [, mine, bharat, other] = within(table).getAllByRole('row');
    expect(list).toHaveBeenCalledWith({ page: 1, limit: 20, sort: '-createdAt' });

    expect(within(mine!).getByText('(you)')).toBeInTheDocument();
    expect(within(mine!).getByRole('link', { name: 'Edit Asha Rao' })).toHaveAttribute('href', '/admin/users/u-1/edit');
    // The server refuses to delete one's own account, so the button is not there to press.
    expect(within(mine!).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();

    const row = within(bharat!);
    expect(row.getByText('Bharat Mehta')).toBeInTheDocument();
    expect(row.queryByText('(you)')).not.toBeInTheDocument();
    expect(row.getByText('bharat@example.com')).toBeInTheDocument();
    expect(row.getByText('Customer')).toBeInTheDocument();
    expect(row.getByText('Active')).toBeInTheDocument();
    expect(row.getByText('+91 22 4000 1234')).toBeInTheDocument();
    expect(row.getByText('18 Nov 2026')).toBeInTheDocument();
    expect(row.getByText('Never')).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Delete Bharat Mehta' })).toBeInTheDocument();

    expect(within(other!).getByText('Administrator')).toBeInTheDocument();
    expect(within(other!).getByText('Inactive')).toBeInTheDocument();
    expect(within(other!).getByText(/20 Nov 2026/)).toBeInTheDocument();
  });

  it('asks the server for the chosen role, status and search, and keeps them in the address', async () => {
    const list = jest.spyOn(usersApi, 'list').mockResolvedValue(listAnswer([aUser()]));
    const view = renderList();
    await screen.findByText('Bharat Mehta');

    await userEvent.selectOptions(screen.getByLabelText('Role'), 'admin');
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ page: 1, limit: 20, sort: '-createdAt', role: 'admin' }));

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'false');
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith({ page: 1, limit: 20, sort: '-createdAt', role: 'admin', active: 'false' }),
    );

    await userEvent.type(screen.getByLabelText('Search users'), '4000');
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith({
        page: 1,
        limit: 20,
        sort: '-createdAt',
        role: 'admin',
        active: 'false',
        search: '4000',
      }),
    );
    expect(Object.fromEntries(new URLSearchParams(view.location().search))).toEqual({
      role: 'admin',
      active: 'false',
      search: '4000',
    });
  });

  it('opens filtered from a figure link and sorts by last sign-in on the server', async () => {
    const list = jest.spyOn(usersApi, 'list').mockResolvedValue(listAnswer([]));
    renderList('/admin/users?role=customer');
    expect(await screen.findByText('No users match this search or these filters.')).toBeInTheDocument();
    expect(list).toHaveBeenCalledWith({ page: 1, limit: 20, sort: '-createdAt', role: 'customer' });
    expect(screen.getByLabelText('Role')).toHaveValue('customer');

    await userEvent.click(screen.getByRole('button', { name: /Last sign-in/ }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ page: 1, limit: 20, sort: 'lastLoginAt', role: 'customer' }));
  });

  it('deletes a user only after confirmation, then says so and refreshes the list and figures', async () => {
    const list = jest
      .spyOn(usersApi, 'list')
      .mockResolvedValueOnce(listAnswer([ME, aUser()]))
      .mockResolvedValue(listAnswer([ME]));
    const remove = jest.spyOn(usersApi, 'remove').mockResolvedValue({ success: true, data: null });
    const toast = jest.spyOn(notify, 'success').mockImplementation(() => undefined);
    renderList();

    await userEvent.click(await screen.findByRole('button', { name: 'Delete Bharat Mehta' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this user?' });
    expect(dialog).toHaveAccessibleDescription(/Bharat Mehta \(bharat@example.com\) will be removed/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Bharat Mehta' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete user' }));

    expect(remove).toHaveBeenCalledWith('u-2');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toast).toHaveBeenCalledWith('User deleted successfully');
    await waitFor(() => expect(screen.queryByText('Bharat Mehta')).not.toBeInTheDocument());
    expect(list).toHaveBeenCalledTimes(2);
    expect(usersApi.stats).toHaveBeenCalledTimes(2);
  });

  it("keeps the dialog open with the server's refusal, and forgets it on cancel", async () => {
    jest.spyOn(usersApi, 'list').mockResolvedValue(listAnswer([ME, chitra]));
    jest
      .spyOn(usersApi, 'remove')
      .mockRejectedValue(rejection(409, { success: false, message: 'Cannot delete the last active admin' }));
    const toast = jest.spyOn(notify, 'success').mockImplementation(() => undefined);
    renderList();

    await userEvent.click(await screen.findByRole('button', { name: 'Delete Chitra Rao' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete user' }));

    const dialog = screen.getByRole('dialog', { name: 'Delete this user?' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Cannot delete the last active admin');
    expect(toast).not.toHaveBeenCalled();
    expect(within(screen.getByRole('table', { name: 'Users' })).getByText('Chitra Rao')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Chitra Rao' }));
    expect(within(screen.getByRole('dialog')).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when the figures cannot be loaded, while the list still works', async () => {
    jest.mocked(usersApi.stats).mockRejectedValue(new Error('offline'));
    jest.spyOn(usersApi, 'list').mockResolvedValue(listAnswer([aUser()]));
    renderList();
    expect(await screen.findByText('The user figures could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByText('Bharat Mehta')).toBeInTheDocument();
  });
});
