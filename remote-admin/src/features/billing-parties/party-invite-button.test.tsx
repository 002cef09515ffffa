import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { billingPartiesApi } from 'shared-api/back-office';
import { renderScreen } from '../../test-utils';
import { PartyInviteButton } from './party-invite-button';

afterEach(() => jest.restoreAllMocks());

describe("a party's invitation to the customer portal", () => {
  it('is sent to the recorded e-mail', async () => {
    jest.spyOn(billingPartiesApi, 'invite').mockResolvedValue({
      success: true,
      data: { sentTo: 'orders@godavari.example' },
      message: 'Invitation sent to orders@godavari.example',
    });
    renderScreen(<PartyInviteButton party={{ id: 'p-1', email: 'orders@godavari.example' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Invite to the customer portal' }));
    expect(billingPartiesApi.invite).toHaveBeenCalledWith('p-1');
  });

  it('is not offered without an e-mail, nor to a role that cannot change parties', () => {
    renderScreen(<PartyInviteButton party={{ id: 'p-1', email: null }} />);
    expect(screen.queryByRole('button', { name: 'Invite to the customer portal' })).not.toBeInTheDocument();
    renderScreen(<PartyInviteButton party={{ id: 'p-2', email: 'orders@godavari.example' }} />, { signedInAs: 'viewer' });
    expect(screen.queryByRole('button', { name: 'Invite to the customer portal' })).not.toBeInTheDocument();
  });
});
