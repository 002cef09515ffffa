import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HTTPError } from 'ky';
import { Route } from 'react-router-dom';
import { authApi } from 'shared-api';
import { notify } from 'shared-ui';
import { renderScreen } from '../../test-utils';
import { formatDateTime } from '../../ui';
import LoginScreen from './login-screen';
import ResetPasswordScreen from './reset-password-screen';

const TOKEN = 'A'.repeat(21) + '_' + 'b'.repeat(21);
const LINK_INVALID = 'This reset link has expired or has already been used';
const VALID = {
  success: true,
  data: { valid: true as const, email: 'a•••@globeroute.example', expiresAt: '2026-03-01T11:00:00.000Z' },
};

function rejection(status: number, body: object) {
  const response = new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const error = new HTTPError(response, new Request('http://test/api/auth/reset-password'), {} as never);
  Object.assign(error, { data: body });
  return error;
}

afterEach(() => jest.restoreAllMocks());

function renderReset(route = `/admin/reset-password?token=${TOKEN}`) {
  return renderScreen(<ResetPasswordScreen />, {
    route,
    path: '/admin/reset-password',
    extraRoutes: <Route path="/admin/login" element={<LoginScreen />} />,
  });
}

async function choose(password: string, confirmation: string) {
  await userEvent.type(await screen.findByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('Confirm new password'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('Reset password screen', () => {
  it('explains a missing token and links to a new request, without asking the server', () => {
    const verify = jest.spyOn(authApi, 'verifyResetToken');
    renderReset('/admin/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent('This page needs the link from a password reset e-mail');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/admin/forgot-password');
    expect(verify).not.toHaveBeenCalled();
  });

  it('checks the link first, then asks for the new password for the account it belongs to', async () => {
    const verify = jest.spyOn(authApi, 'verifyResetToken').mockResolvedValue(VALID);
    renderReset();
    expect(screen.getByText('Checking your link…')).toBeInTheDocument();
    expect(await screen.findByLabelText('New password')).toHaveAccessibleDescription(
      'At least 8 characters, with a letter and a digit.',
    );
    expect(verify).toHaveBeenCalledWith(TOKEN);
    expect(screen.getByText('a•••@globeroute.example')).toBeInTheDocument();
    expect(screen.getByText(new RegExp(formatDateTime(VALID.data.expiresAt)))).toBeInTheDocument();
  });

  it('says clearly when the link is expired or used, and links to a new request', async () => {
    jest.spyOn(authApi, 'verifyResetToken').mockRejectedValue(rejection(400, { success: false, message: LINK_INVALID }));
    renderReset();
    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_INVALID);
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/admin/forgot-password');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('tells a malformed link apart from a connection problem, which can be retried', async () => {
    jest.spyOn(authApi, 'verifyResetToken').mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(VALID);
    renderReset();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your link could not be checked');
    expect(screen.queryByRole('link', { name: 'Request a new link' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('New password')).toBeInTheDocument();
  });

  it("shows the server's word on a malformed token", async () => {
    jest
      .spyOn(authApi, 'verifyResetToken')
      .mockRejectedValue(
        rejection(400, { success: false, message: 'Invalid input', errors: { token: 'This reset link is not valid' } }),
      );
    renderReset('/admin/reset-password?token=short');
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is not valid');
  });

  it('refuses a confirmation that does not match, and sends nothing', async () => {
    jest.spyOn(authApi, 'verifyResetToken').mockResolvedValue(VALID);
    const reset = jest.spyOn(authApi, 'resetPassword');
    renderReset();
    await choose('Brandnew2026', 'Brandnew2027');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(reset).not.toHaveBeenCalled();
  });

  it('sets the password, toasts, and opens the sign-in screen saying the new password works', async () => {
    jest.spyOn(authApi, 'verifyResetToken').mockResolvedValue(VALID);
    const success = jest.spyOn(notify, 'success').mockImplementation(() => undefined);
    const reset = jest
      .spyOn(authApi, 'resetPassword')
      .mockResolvedValue({ success: true, data: null, message: 'Your password has been reset. You can now log in.' });
    const { location } = renderReset();
    await choose('Brandnew2026', 'Brandnew2026');

    await waitFor(() => expect(location().pathname).toBe('/admin/login'));
    expect(reset).toHaveBeenCalledWith({ token: TOKEN, newPassword: 'Brandnew2026' });
    expect(success).toHaveBeenCalledWith('Your password has been reset. You can now log in.');
    expect(await screen.findByRole('heading', { name: 'Sign in to the back office' })).toBeInTheDocument();
    expect(screen.getByText('Your password has been changed. Sign in with the new password.')).toBeInTheDocument();
  });

  it('says the link no longer works when it expires between the check and the submit', async () => {
    jest.spyOn(authApi, 'verifyResetToken').mockResolvedValue(VALID);
    jest.spyOn(authApi, 'resetPassword').mockRejectedValue(rejection(400, { success: false, message: LINK_INVALID }));
    renderReset();
    await choose('Brandnew2026', 'Brandnew2026');
    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_INVALID);
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it("puts the server's verdict on a weak password on its field", async () => {
    jest.spyOn(authApi, 'verifyResetToken').mockResolvedValue(VALID);
    jest.spyOn(authApi, 'resetPassword').mockRejectedValue(
      rejection(400, {
        success: false,
        message: 'Invalid input',
        errors: { newPassword: 'Password must be at most 128 characters' },
      }),
    );
    renderReset();
    await choose('Brandnew2026', 'Brandnew2026');
    expect(await screen.findByText('Password must be at most 128 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says plainly when too many attempts were made', async () => {
    jest.spyOn(authApi, 'verifyResetToken').mockResolvedValue(VALID);
    jest
      .spyOn(authApi, 'resetPassword')
      .mockRejectedValue(rejection(429, { success: false, message: 'Too many attempts, please try again in 15 minutes' }));
    renderReset();
    await choose('Brandnew2026', 'Brandnew2026');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts, please try again in 15 minutes');
    expect(screen.getByLabelText('New password')).toHaveValue('Brandnew2026');
  });
});
