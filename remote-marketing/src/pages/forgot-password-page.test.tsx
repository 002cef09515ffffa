import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { authApi } from 'shared-api';
import ForgotPasswordPage from './forgot-password-page';

afterEach(() => jest.restoreAllMocks());

describe('the forgot-password page', () => {
  it('checks the address with the schema it fetches when needed, then asks for the link', async () => {
    const ask = jest
      .spyOn(authApi, 'forgotPassword')
      .mockResolvedValue({ success: true, data: null, message: 'Check your inbox.' });
    render(
      <MemoryRouter>
        <ForgotPasswordPage />
      </MemoryRouter>,
    );
    await userEvent.type(screen.getByLabelText(/E-mail/), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: /reset link/i }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(ask).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText(/E-mail/));
    await userEvent.type(screen.getByLabelText(/E-mail/), 'neha@example.com');
    await userEvent.click(screen.getByRole('button', { name: /reset link/i }));
    expect(await screen.findByText('Check your inbox.')).toBeInTheDocument();
    expect(ask).toHaveBeenCalledWith({ email: 'neha@example.com' });
  });
});
