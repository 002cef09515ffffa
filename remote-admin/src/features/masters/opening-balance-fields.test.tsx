import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openingBalanceField, type OpeningBalanceValue } from 'shared-api/schemas';
import { z } from 'zod';
import { FormTextField, RecordForm, useAdminForm } from '../../ui';
import { renderScreen } from '../../test-utils';
import { openingBalanceInput, withBalanceInput, MasterAccountsSection } from './opening-balance-fields';
import { save, sentValues, typeOpeningBalance } from './form-test-helpers';

const schema = z.object({
  creditDays: z.string(),
  openingBalance: openingBalanceField,
  active: z.boolean(),
  notes: z.string(),
});

function AccountsForm({
  onSubmit,
  activeHint,
}: {
  onSubmit: (values: z.output<typeof schema>) => Promise<void>;
  activeHint?: string;
}) {
  const form = useAdminForm({
    schema,
    defaultValues: { creditDays: '15', openingBalance: { amount: '0', side: 'Dr' }, active: true, notes: '' },
  });
  return (
    <RecordForm form={form} submitLabel="Save" failure="Not saved" cancelTo="/admin" onSubmit={onSubmit}>
      <MasterAccountsSection form={form} balanceHint="Dr: the party owes us." activeHint={activeHint}>
        <FormTextField form={form} name="creditDays" label="Credit days" />
      </MasterAccountsSection>
    </RecordForm>
  );
}

function renderForm(activeHint?: string) {
  const onSubmit = jest.fn<Promise<void>, [z.output<typeof schema>]>(async () => undefined);
  renderScreen(<AccountsForm onSubmit={onSubmit} activeHint={activeHint} />);
  return onSubmit;
}

describe('the accounts section of a master form', () => {
  it('has the fields before the balance, its side, Active and notes, and sends the balance as paise', async () => {
    const onSubmit = renderForm('Inactive parties are not offered in forms.');
    const section = screen.getByRole('group', { name: 'Accounts' });
    expect(
      within(section)
        .getByLabelText('Credit days')
        .compareDocumentPosition(within(section).getByLabelText('Opening balance (₹)')),
    ).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(within(section).getByLabelText('Opening balance (₹)')).toHaveAccessibleDescription('Dr: the party owes us.');
    expect(within(section).getByLabelText('Active')).toHaveAccessibleDescription('Inactive parties are not offered in forms.');

    await typeOpeningBalance('1,250.50', 'Cr (we owe)');
    await userEvent.click(screen.getByLabelText('Active'));
    await userEvent.type(screen.getByLabelText('Notes (optional)'), 'Pays late');
    await save();
    expect(await sentValues(onSubmit)).toEqual({
      creditDays: '15',
      openingBalance: { amountPaise: 125_050, side: 'Cr' },
      active: false,
      notes: 'Pays late',
    });
  });

  it('has no Active for a master with a status of its own', () => {
    renderForm();
    expect(screen.queryByLabelText('Active')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Notes (optional)')).toBeInTheDocument();
  });
});

describe('opening balances between the form and the API', () => {
  it('shows paise as rupees with two decimals, and none as 0', () => {
    expect(openingBalanceInput({ amountPaise: 125_050, side: 'Cr' })).toEqual({ amount: '1250.50', side: 'Cr' });
    expect(openingBalanceInput({ amountPaise: 0, side: 'Dr' })).toEqual({ amount: '0', side: 'Dr' });
  });

  it('sends the balance as rupees text, and nothing when it did not change', () => {
    expect(withBalanceInput({ name: 'A', openingBalance: { amountPaise: 5, side: 'Dr' as const } })).toEqual({
      name: 'A',
      openingBalance: { amount: '0.05', side: 'Dr' },
    });
    const unchanged: { name: string; openingBalance?: OpeningBalanceValue } = { name: 'A' };
    expect(withBalanceInput(unchanged)).toEqual({ name: 'A' });
  });
});
