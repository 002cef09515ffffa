import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { useAuthStore } from 'shared-api';
import { usersApi } from 'shared-api/back-office';
import { notify } from 'shared-ui';
import { formatDateTime } from '../../ui';
import { renderScreen } from '../../test-utils';
import { aUser, ME, rejection } from './test-fixtures';
import UserEditPage from './user-edit-page';

const bharat = aUser();

function renderEdit(id = bharat.id) {
  return renderScreen(<UserEditPage />, {
    route: `/admin/users/${id}/edit`,
    path: '/admin/users/:id/edit',
    extraRoutes: <Route path="/admin/users" element={<p>The users list</p>} />,
  });
}

beforeEach(() => useAuthStore.setState({ user: ME }));

afterEach(() => {
  jest.restoreAllMocks();
  useAuthStore.setState({ user: null });
});

describe('Edit user', () => {
  it("loads the user into the form with the account's dates", async () => {
    const get = jest.spyOn(usersApi, 'get').mockResolvedValue({ success: true, data: bharat });
    renderEdit();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the user…');

    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Bharat Mehta' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('u-2');
    expect(screen.getByLabelText('Full name')).toHaveValue('Bharat Mehta');
    expect(screen.getByLabelText('E-mail')).toHaveValue('bharat@example.com');
    expect(screen.getByLabelText('Phone (optional)')).toHaveValue('+91 22 4000 1234');
    expect(screen.getByLabelText('Role')).toHaveValue('customer');
    expect(screen.getByLabelText('Active')).toBeChecked();
    expect(screen.getByLabelText('New password')).toHaveValue('');
    expect(screen.getByText(/Leave blank to keep the current password/)).toBeInTheDocument();

    const details = screen.getByRole('region', { name: 'Account details' });
    expect(within(details).getByText(formatDateTime(bharat.createdAt))).toBeInTheDocument();
    expect(within(details).getByText(formatDateTime(bharat.updatedAt))).toBeInTheDocument();
    expect(within(details).getByText('Never signed in')).toBeInTheDocument();
  });

  it('sends only what changed, leaving a blank password out, then returns to the list', async () => {
    jest.spyOn(usersApi, 'get').mockResolvedValue({ success: true, data: bharat });
    const update = jest
      .spyOn(usersApi, 'update')
      .mockResolvedValue({ success: true, data: { ...bharat, name: 'Bharat K. Mehta', phone: null } });
    const toast = jest.spyOn(notify, 'success').mockImplementation(() => undefined);
    const view = renderEdit();

    const name = await screen.findByLabelText('Full name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Bharat K. Mehta');
    await userEvent.clear(screen.getByLabelText('Phone (optional)'));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('The users list')).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith('u-2', { name: 'Bharat K. Mehta', phone: null });
    expect(toast).toHaveBeenCalledWith('User updated successfully');
    expect(view.location().pathname).toBe('/admin/users');
  });

  it('sends a new password, role and status when they are changed', async () => {
    jest.spyOn(usersApi, 'get').mockResolvedValue({ success: true, data: bharat });
    const update = jest.spyOn(usersApi, 'update').mockResolvedValue({ success: true, data: bharat });
    jest.spyOn(notify, 'success').mockImplementation(() => undefined);
    renderEdit();

    await userEvent.selectOptions(await screen.findByLabelText('Role'), 'admin');
    await userEvent.click(screen.getByLabelText('Active'));
    await userEvent.type(screen.getByLabelText('New password'), 'Fresh2026');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Type the password again to confirm it')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Fresh2026');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith('u-2', { role: 'admin', active: false, password: 'Fresh2026' }));
  });

  it('says plainly when the user does not exist', async () => {
    jest.spyOn(usersApi, 'get').mockRejectedValue(rejection(404, { success: false, message: 'User not found' }));
    renderEdit('gone');
    expect(await screen.findByRole('heading', { level: 1, name: 'User not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to users' })).toHaveAttribute('href', '/admin/users');
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });

  it('offers to try again when the user cannot be loaded', async () => {
    jest.spyOn(usersApi, 'get').mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ success: true, data: bharat });
    renderEdit();
    expect(await screen.findByRole('alert')).toHaveTextContent('The user could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Full name')).toHaveValue('Bharat Mehta');
  });

  it("shows the server's refusal to demote oneself and then locks role and status", async () => {
    // The browser has not yet learnt who is signed in; the server knows.
    useAuthStore.setState({ user: null });
    const admin = aUser({ id: 'u-1', name: 'Asha Rao', email: 'asha@example.com', role: 'admin' });
    jest.spyOn(usersApi, 'get').mockResolvedValue({ success: true, data: admin });
    jest
      .spyOn(usersApi, 'update')
      .mockRejectedValue(rejection(409, { success: false, message: 'You cannot remove your own admin role' }));
    const view = renderEdit('u-1');

    await userEvent.selectOptions(await screen.findByLabelText('Role'), 'customer');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('You cannot remove your own admin role');
    expect(screen.getByLabelText('Role')).toBeDisabled();
    expect(screen.getByLabelText('Role')).toHaveValue('admin');
    expect(screen.getByLabelText('Active')).toBeDisabled();
    expect(screen.getByText(/This is your own account/)).toBeInTheDocument();
    expect(view.location().pathname).toBe('/admin/users/u-1/edit');
  });

  it("shows the last-admin rule's message above the buttons", async () => {
    const chitra = aUser({ id: 'u-3', name: 'Chitra Rao', role: 'admin' });
    jest.spyOn(usersApi, 'get').mockResolvedValue({ success: true, data: chitra });
    jest
      .spyOn(usersApi, 'update')
      .mockRejectedValue(rejection(409, { success: false, message: 'Cannot demote or deactivate the last active admin' }));
    renderEdit('u-3');

    await userEvent.click(await screen.findByLabelText('Active'));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cannot demote or deactivate the last active admin');
    expect(screen.getByLabelText('Active')).toBeEnabled();
  });

  it('on your own account, locks role and status, offers no delete and sends neither', async () => {
    jest.spyOn(usersApi, 'get').mockResolvedValue({ success: true, data: ME });
    const update = jest.spyOn(usersApi, 'update').mockResolvedValue({ success: true, data: { ...ME, name: 'Asha R. Rao' } });
    jest.spyOn(notify, 'success').mockImplementation(() => undefined);
    renderEdit('u-1');

    expect(await screen.findByText(/You cannot change your own role, deactivate or delete yourself/)).toBeInTheDocument();
    expect(screen.getByLabelText('Role')).toBeDisabled();
    expect(screen.getByLabelText('Active')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Delete user' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/admin/settings');

    await userEvent.clear(screen.getByLabelText('Full name'));
    await userEvent.type(screen.getByLabelText('Full name'), 'Asha R. Rao');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith('u-1', { name: 'Asha R. Rao' }));
    // The back office's own header shows the new name at once.
    await waitFor(() => expect(useAuthStore.getState().user?.name).toBe('Asha R. Rao'));
  });

  it('deletes the user after confirmation and returns to the list', async () => {
    jest.spyOn(usersApi, 'get').mockResolvedValue({ success: true, data: bharat });
    const remove = jest.spyOn(usersApi, 'remove').mockResolvedValue({ success: true, data: null });
    const toast = jest.spyOn(notify, 'success').mockImplementation(() => undefined);
    const view = renderEdit();

    await userEvent.click(await screen.findByRole('button', { name: 'Delete user' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this user?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete user' }));

    expect(await screen.findByText('The users list')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith('u-2');
    expect(toast).toHaveBeenCalledWith('User deleted successfully');
    expect(view.location().pathname).toBe('/admin/users');
    expect(usersApi.get).toHaveBeenCalledTimes(1);
  });
});
