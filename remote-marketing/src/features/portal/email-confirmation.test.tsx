import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { authApi, useAuthStore, type User } from 'shared-api';
import { EmailConfirmation } from './email-confirmation';

const customer: User = {
  id: 'u-1',
  name: 'Meera Iyer',
  email: 'accounts@kaveri.example',
  phone: null,
  role: 'customer',
  active: true,
  emailVerified: false,
  branchId: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  lastLoginAt: null,
};

function renderAt(path: string, user: User) {
  act(() => useAuthStore.setState({ user, isLoading: false }));
  render(
    <MemoryRouter initialEntries={[path]}>
      <EmailConfirmation />
    </MemoryRouter>,
  );
}

afterEach(() => jest.restoreAllMocks());

describe('the portal asks a new customer to confirm their address', () => {
  it('says why the company’s consignments are missing and sends the link again', async () => {
    jest
      .spyOn(authApi, 'resendVerification')
      .mockResolvedValue({ success: true, data: null, message: 'We sent a new link to accounts@kaveri.example' });
    renderAt('/support/customer-portal', customer);
    expect(screen.getByRole('heading', { name: 'Confirm your e-mail address' })).toBeInTheDocument();
    expect(
      screen.getByText(/until then, consignments your company books with us under it are not shown here/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('We sent a new link to accounts@kaveri.example')).toHaveAttribute('aria-live', 'polite');
  });

  it('says when the link did not work, and thanks once the address is confirmed', () => {
    renderAt('/support/customer-portal?email=failed', customer);
    expect(screen.getByText(/That link is not valid any more/)).toBeInTheDocument();
  });

  it('confirms a verified address once, and otherwise says nothing', () => {
    renderAt('/support/customer-portal?email=verified', { ...customer, emailVerified: true });
    expect(screen.getByText(/accounts@kaveri.example is confirmed/)).toBeInTheDocument();
  });
});
