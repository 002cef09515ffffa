import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HTTPError } from 'ky';
import { authApi } from 'shared-api';
import { renderScreen } from '../../test-utils';
import ForgotPasswordScreen from './forgot-password-screen';

const ANSWER = 'If an account exists for that e-mail, a reset link has been sent.';

function rejection(status: number, body: object) {
  const response = new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const error = new HTTPError(response, new Request('http://test/api/auth/forgot-password'), {} as never);
  Object.assign(error, { data: body });
  return error;
}

afterEach(() => jest.restoreAllMocks());

function renderForgot() {
  return renderScreen(<ForgotPasswordScreen />, { route: '/admin/forgot-password' });
}

describe('Forgot password screen', () => {
  it('checks the address with the shared rule before asking the server', async () => {
    const forgot = jest.spyOn(authApi, 'forgotPassword');
    renderForgot();
    expect(screen.getByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('E-mail'), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(forgot).not.toHaveBeenCalled();
  });

  it("shows the server's one answer for every address, with the link's lifetime and a way back", async () => {
    const forgot = jest.spyOn(authApi, 'forgotPassword').mockResolvedValue({ success: true, data: null, message: ANSWER });
    renderForgot();
    await userEvent.type(screen.getByLabelText('E-mail'), '  Asha@GlobeRoute.example ');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(ANSWER);
    expect(forgot).toHaveBeenCalledWith({ email: 'asha@globeroute.example' });
    expect(screen.getByText(/expires in one hour/)).toBeInTheDocument();
    expect(screen.getByText('asha@globeroute.example')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/admin/login');

    await userEvent.click(screen.getByRole('button', { name: 'Use another address' }));
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
  });

  it('says plainly when too many links were asked for', async () => {
    jest
      .spyOn(authApi, 'forgotPassword')
      .mockRejectedValue(rejection(429, { success: false, message: 'Too many attempts, please try again in 15 minutes' }));
    renderForgot();
    await userEvent.type(screen.getByLabelText('E-mail'), 'asha@globeroute.example');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts, please try again in 15 minutes');
    expect(screen.getByLabelText('E-mail')).toHaveValue('asha@globeroute.example');
  });

  it('says plainly when the server cannot be reached', async () => {
    jest.spyOn(authApi, 'forgotPassword').mockRejectedValue(new TypeError('Failed to fetch'));
    renderForgot();
    await userEvent.type(screen.getByLabelText('E-mail'), 'asha@globeroute.example');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The reset link could not be requested. Check your connection and try again.',
    );
  });
});
