import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../../test-utils';
import { BillingPartyForm } from './billing-party-form';

function renderForm(onSubmit = jest.fn(async (_values: unknown) => undefined)) {
  renderScreen(
    <BillingPartyForm submitLabel="Save" failure="Could not save" cancelTo="/admin/billing-parties" onSubmit={onSubmit} />,
  );
  return onSubmit;
}

describe('the billing party form', () => {
  it('fills in the state from a GSTIN and sends the party with its balance in paise', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByLabelText('Name'), 'Umang Roadways');
    await userEvent.type(screen.getByLabelText('GSTIN (optional)'), '27aapfu0939f1zv');
    await waitFor(() => expect(screen.getByLabelText('State')).toHaveValue('27'));
    expect(screen.getByLabelText('State')).toBeDisabled();
    expect(screen.getByText('Maharashtra, from the GSTIN')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Opening balance (₹)'));
    await userEvent.type(screen.getByLabelText('Opening balance (₹)'), '1,25,000.50');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      name: 'Umang Roadways',
      gstin: '27AAPFU0939F1ZV',
      stateCode: '27',
      openingBalance: { amountPaise: 12_500_050, side: 'Dr' },
    });
  });

  it('names what is wrong: a bad GSTIN check character, no state for an unregistered party, a short mobile', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByLabelText('GSTIN (optional)'), '27AAPFU0939F1ZW');
    await userEvent.type(screen.getByLabelText('Mobile (optional)'), '98200');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/check character/i)).toBeInTheDocument();
    expect(screen.getByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText(/Mobile number/)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('GSTIN (optional)'));
    await userEvent.type(screen.getByLabelText('Name'), 'Cash Customer');
    await userEvent.clear(screen.getByLabelText('Mobile (optional)'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Choose the state (a party without a GSTIN has no state to read it from)'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
