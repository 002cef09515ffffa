import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { authApi, PASSWORD_HINT, type AuthSession } from 'shared-api';
import SignupPage from './signup-page';

function renderSignup(path = '/signup') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/signup" element={<SignupPage />} />
        <Route path="*" element={<p>Landed</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => jest.restoreAllMocks());

describe('the sign-up page', () => {
  it('names what is wrong with each field, keeps what was typed, and sends nothing', async () => {
    const register = jest.spyOn(authApi, 'register');
    renderSignup();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(PASSWORD_HINT);
    await userEvent.type(screen.getByLabelText('Full name'), 'Neha Joshi');
    await userEvent.type(screen.getByLabelText('E-mail'), 'neha.joshi@');
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'shorter');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(/Password must be at least 8 characters/);
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Passwords do not match');
    expect(screen.getByLabelText('Full name')).toHaveValue('Neha Joshi');
    expect(register).not.toHaveBeenCalled();
  });

  it('creates the account and lands the customer in their portal', async () => {
    const register = jest.spyOn(authApi, 'register').mockResolvedValue({
      success: true,
      data: {
        token: 'token',
        user: { id: 'u1', name: 'Neha Joshi', email: 'neha.joshi@example.com', role: 'customer' },
      } as AuthSession,
    });
    renderSignup();
    await userEvent.type(screen.getByLabelText('Full name'), 'Neha Joshi');
    await userEvent.type(screen.getByLabelText('E-mail'), 'neha.joshi@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Freight2026');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Freight2026');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Landed')).toBeInTheDocument();
    expect(register).toHaveBeenCalledWith({ name: 'Neha Joshi', email: 'neha.joshi@example.com', password: 'Freight2026' });
  });

  it('opens an account from a billing party’s invitation with its address filled in and the invitation sent along', async () => {
    const register = jest.spyOn(authApi, 'register').mockResolvedValue({
      success: true,
      data: {
        token: 'token',
        user: { id: 'u2', name: 'Godavari Orders', email: 'orders@godavari.example', role: 'customer', emailVerified: true },
      } as AuthSession,
    });
    renderSignup('/signup?email=orders%40godavari.example&invite=1a2b.signature');
    expect(screen.getByText(/You were invited to follow your consignments with us/)).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('orders@godavari.example');
    await userEvent.type(screen.getByLabelText('Full name'), 'Godavari Orders');
    await userEvent.type(screen.getByLabelText('Password'), 'Freight2026');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Freight2026');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Landed')).toBeInTheDocument();
    expect(register).toHaveBeenCalledWith({
      name: 'Godavari Orders',
      email: 'orders@godavari.example',
      password: 'Freight2026',
      invite: '1a2b.signature',
    });
  });
});
