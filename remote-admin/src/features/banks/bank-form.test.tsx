import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Bank } from 'shared-api/schemas';
import {
  expectFieldError,
  fieldConflict,
  renderMasterForm,
  save,
  sentValues,
  typeOpeningBalance,
} from '../masters/form-test-helpers';
import { BankForm, bankFormInput, type BankFormInput, type BankFormValues } from './bank-form';

const renderForm = (initialValues?: BankFormInput) =>
  renderMasterForm<BankFormValues>((props) => <BankForm initialValues={initialValues} {...props} />);

async function fillInAccount() {
  await userEvent.type(screen.getByLabelText('Account name'), 'HDFC current');
  await userEvent.type(screen.getByLabelText('Bank'), 'HDFC Bank');
  await userEvent.type(screen.getByLabelText('Account number'), '5020 0012 3456 78');
  await userEvent.type(screen.getByLabelText('IFSC'), 'hdfc0000240');
}

function aBank(overrides: Partial<Bank> = {}): Bank {
  return {
    id: 'b-1',
    name: 'HDFC current',
    accountType: 'od',
    bankName: 'HDFC Bank',
    accountNumber: '50200012345678',
    ifsc: 'HDFC0000240',
    branch: 'Bhosari',
    openingBalance: { amountPaise: 25_000_000, side: 'Cr' },
    active: true,
    notes: null,
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-02-05T10:00:00.000Z',
    ...overrides,
  };
}

describe('the bank account form', () => {
  it('sends a bank account with its details as stored and the balance in paise on its side', async () => {
    const onSubmit = renderForm();
    expect(screen.getByLabelText('Type')).toHaveValue('current');
    expect(screen.getByLabelText('Dr / Cr')).toHaveValue('Dr');

    await fillInAccount();
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'Overdraft (OD)');
    await userEvent.type(screen.getByLabelText('Branch (optional)'), 'Bhosari');
    await typeOpeningBalance('2,50,000', 'Cr (we owe)');
    await save();

    expect(await sentValues(onSubmit)).toEqual({
      name: 'HDFC current',
      accountType: 'od',
      bankName: 'HDFC Bank',
      accountNumber: '50200012345678',
      ifsc: 'HDFC0000240',
      branch: 'Bhosari',
      openingBalance: { amountPaise: 25_000_000, side: 'Cr' },
      active: true,
      notes: null,
    });
  });

  it('asks a bank account for its bank, number and IFSC', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByLabelText('Account name'), 'SBI savings');
    await save();
    expect(await screen.findByText('Bank name is required')).toBeInTheDocument();
    expect(screen.getByText('Account number is required')).toBeInTheDocument();
    expect(screen.getByText('IFSC is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('names a wrong IFSC, account number and balance', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByLabelText('Account name'), 'SBI savings');
    await userEvent.type(screen.getByLabelText('Bank'), 'State Bank of India');
    await userEvent.type(screen.getByLabelText('Account number'), '12345');
    await userEvent.type(screen.getByLabelText('IFSC'), 'SBIN1005943');
    await typeOpeningBalance('-500');
    await save();
    expect(
      await screen.findByText('IFSC must be 4 letters, a zero, then 6 letters or digits, like SBIN0005943'),
    ).toBeInTheDocument();
    expect(screen.getByText('Account number must be 9 to 18 digits')).toBeInTheDocument();
    expect(screen.getByText('Opening balance cannot be negative')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('IFSC'));
    await userEvent.type(screen.getByLabelText('IFSC'), 'SBIN00059');
    expect(await screen.findByText('IFSC must be 11 characters like SBIN0005943')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps no bank details for a cash box: it sends the cash account without them', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByLabelText('Account name'), 'Cash in hand');
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'Cash');
    expect(screen.queryByLabelText('Account number')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('IFSC')).not.toBeInTheDocument();
    await typeOpeningBalance('15,000.50');
    await save();

    expect(await sentValues(onSubmit)).toMatchObject({
      name: 'Cash in hand',
      accountType: 'cash',
      bankName: null,
      accountNumber: null,
      ifsc: null,
      openingBalance: { amountPaise: 1_500_050, side: 'Dr' },
    });
  });

  it('saves an account turned into a cash box after its bank details were typed', async () => {
    const onSubmit = renderForm();
    await fillInAccount();
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'Cash');
    await save();

    expect(await sentValues(onSubmit)).toMatchObject({
      accountType: 'cash',
      bankName: null,
      accountNumber: null,
      ifsc: null,
      branch: null,
    });

    // Changed back, the account still has what was typed.
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'Current account');
    expect(screen.getByLabelText('Account number')).toHaveValue('5020 0012 3456 78');
    expect(screen.getByLabelText('IFSC')).toHaveValue('hdfc0000240');
  });

  it('saves an existing bank account changed into a cash box', async () => {
    const onSubmit = renderForm(bankFormInput(aBank()));
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'Cash');
    await save();
    expect(await sentValues(onSubmit)).toMatchObject({ accountType: 'cash', accountNumber: null, ifsc: null });
  });

  it('puts an account number already recorded on the account number field', async () => {
    const onSubmit = renderForm();
    const message = 'The account 50200012345678 at HDFC0000240 is already recorded';
    onSubmit.mockRejectedValueOnce(fieldConflict('accountNumber', message));
    await fillInAccount();
    await save();
    await expectFieldError('Account number', message);
    expect(screen.getByLabelText('IFSC')).toHaveValue('hdfc0000240');
  });

  it('shows an existing account with its details and balance in rupees', async () => {
    const onSubmit = renderForm(bankFormInput(aBank()));
    expect(screen.getByLabelText('Account name')).toHaveValue('HDFC current');
    expect(screen.getByLabelText('Type')).toHaveValue('od');
    expect(screen.getByLabelText('Bank')).toHaveValue('HDFC Bank');
    expect(screen.getByLabelText('Account number')).toHaveValue('50200012345678');
    expect(screen.getByLabelText('IFSC')).toHaveValue('HDFC0000240');
    expect(screen.getByLabelText('Branch (optional)')).toHaveValue('Bhosari');
    expect(screen.getByLabelText('Opening balance (₹)')).toHaveValue('250000.00');
    expect(screen.getByLabelText('Dr / Cr')).toHaveValue('Cr');
    await save();
    expect((await sentValues(onSubmit)).openingBalance).toEqual({ amountPaise: 25_000_000, side: 'Cr' });
  });
});
