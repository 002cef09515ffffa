import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { branchesApi, usersApi } from 'shared-api/back-office';
import { notify } from 'shared-ui';
import { renderScreen } from '../../test-utils';
import { aUser, rejection } from './test-fixtures';
import UserCreatePage from './user-create-page';

function renderCreate() {
  return renderScreen(<UserCreatePage />, {
    route: '/admin/users/new',
    path: '/admin/users/new',
    extraRoutes: <Route path="/admin/users" element={<p>The users list</p>} />,
  });
}

async function fillIn() {
  await userEvent.type(screen.getByLabelText('Full name'), '  Farah Khan ');
  await userEvent.type(screen.getByLabelText('E-mail'), 'Farah@Example.com');
  await userEvent.selectOptions(screen.getByLabelText('Role'), 'admin');
  await userEvent.type(screen.getByLabelText('Password'), 'Passw0rd1');
  await userEvent.type(screen.getByLabelText('Confirm password'), 'Passw0rd1');
}

const PUNE = { id: '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f', label: 'Pune (PUN)', code: 'PUN', active: true };

beforeEach(() => jest.spyOn(branchesApi, 'select').mockResolvedValue({ success: true, data: [PUNE] }));
afterEach(() => jest.restoreAllMocks());

describe('Add user', () => {
  it('explains what is wrong on each field and sends nothing', async () => {
    const create = jest.spyOn(usersApi, 'create');
    renderCreate();
    expect(screen.getByRole('heading', { level: 1, name: 'Add user' })).toBeInTheDocument();
    expect(screen.getByText('At least 8 characters, with a letter and a digit.')).toBeInTheDocument();
    expect(screen.getByLabelText('Active')).toBeChecked();
    expect(screen.getByLabelText('Role')).toHaveValue('customer');

    await userEvent.click(screen.getByRole('button', { name: 'Create user' }));
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Phone (optional)'), 'call me');
    await userEvent.type(screen.getByLabelText('Password'), 'password');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'passwort');
    await userEvent.click(screen.getByRole('button', { name: 'Create user' }));
    expect(await screen.findByText('Password must contain at least one digit')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid phone number, e.g. +91 22 4000 1234')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true');
    expect(create).not.toHaveBeenCalled();
  });

  it('creates the user with the checked values, says so and returns to the list', async () => {
    const create = jest
      .spyOn(usersApi, 'create')
      .mockResolvedValue({ success: true, data: aUser({ id: 'u-9', name: 'Farah Khan' }) });
    const toast = jest.spyOn(notify, 'success').mockImplementation(() => undefined);
    const view = renderCreate();

    await fillIn();
    await userEvent.click(screen.getByLabelText('Active'));
    await userEvent.click(screen.getByRole('button', { name: 'Create user' }));

    expect(await screen.findByText('The users list')).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith({
      name: 'Farah Khan',
      email: 'farah@example.com',
      phone: null,
      role: 'admin',
      active: false,
      branchId: null,
      password: 'Passw0rd1',
    });
    expect(toast).toHaveBeenCalledWith('User created successfully');
    expect(view.location().pathname).toBe('/admin/users');
  });

  it('puts a staff member in one branch, and offers no branch to a customer', async () => {
    const create = jest.spyOn(usersApi, 'create').mockResolvedValue({ success: true, data: aUser({ id: 'u-10' }) });
    jest.spyOn(notify, 'success').mockImplementation(() => undefined);
    renderCreate();
    expect(screen.queryByLabelText('Branch')).not.toBeInTheDocument();

    await fillIn();
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'operations');
    const branch = await screen.findByLabelText('Branch');
    expect(branch).toHaveValue('');
    expect(await screen.findByRole('option', { name: 'Pune (PUN)' })).toBeInTheDocument();
    await userEvent.selectOptions(branch, PUNE.id);
    await userEvent.click(screen.getByRole('button', { name: 'Create user' }));

    expect(await screen.findByText('The users list')).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ role: 'operations', branchId: PUNE.id }));
  });

  it('puts a taken e-mail on the e-mail field and keeps everything typed', async () => {
    jest.spyOn(usersApi, 'create').mockRejectedValue(
      rejection(409, {
        success: false,
        message: 'An account with this e-mail already exists',
        errors: { email: 'An account with this e-mail already exists' },
      }),
    );
    const view = renderCreate();

    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Create user' }));

    const email = screen.getByLabelText('E-mail');
    await waitFor(() => expect(email).toHaveAccessibleDescription('An account with this e-mail already exists'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(email).toHaveValue('Farah@Example.com');
    expect(screen.getByLabelText('Full name')).toHaveValue('  Farah Khan ');
    // Explained on the field, so not a second time above the buttons.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(view.location().pathname).toBe('/admin/users/new');
  });

  it("shows the server's other refusals above the buttons", async () => {
    jest.spyOn(usersApi, 'create').mockRejectedValue(new Error('offline'));
    renderCreate();
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Create user' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The user could not be created. Please try again.');
    expect(screen.getByRole('button', { name: 'Create user' })).toBeEnabled();
  });
});
