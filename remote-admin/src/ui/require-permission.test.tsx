import { screen } from '@testing-library/react';
import { renderScreen } from '../test-utils';
import { RequirePermission } from './require-permission';

describe('a screen a role may not use', () => {
  it('tells an operations user what the role lacks instead of showing the screen', () => {
    renderScreen(
      <RequirePermission needs="money.read">
        <p>Freight bills</p>
      </RequirePermission>,
      { signedInAs: 'operations' },
    );
    expect(screen.queryByText('Freight bills')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Not available to your role' })).toBeInTheDocument();
    expect(screen.getByText(/Operations accounts cannot see bills, receipts, payments or ledgers\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/admin/dashboard');
  });

  it('shows the screen to a role that holds the permission', () => {
    renderScreen(
      <RequirePermission needs="money.read">
        <p>Freight bills</p>
      </RequirePermission>,
      { signedInAs: 'accountant' },
    );
    expect(screen.getByText('Freight bills')).toBeInTheDocument();
  });
});
