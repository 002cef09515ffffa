import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectFieldError, fieldConflict, renderMasterForm, save, sentValues } from '../masters/form-test-helpers';
import { ExpenseForm, type ExpenseFormProps } from './expense-form';
import { emptyExpense, expenseFormInput, expenseRecords, expenseRequest, type ExpenseFormValues } from './expense-form-values';
import { anExpense, BANK, CATEGORIES, DIESEL, DRIVER, mockExpenseSelects, TOLL, TRIP } from './expense-test-data';

const renderForm = (extra: Partial<ExpenseFormProps> = {}) =>
  renderMasterForm<ExpenseFormValues>((props) => (
    <ExpenseForm categories={CATEGORIES} initialValues={emptyExpense('2026-11-20')} {...props} {...extra} />
  ));

async function typeInto(label: string, text: string) {
  const field = screen.getByLabelText(label);
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

/** Types into a typeahead and clicks the option that comes back. */
async function choose(label: string, search: string, option: string) {
  await userEvent.type(screen.getByRole('combobox', { name: label }), search);
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(option) }));
}

beforeEach(() => mockExpenseSelects());
afterEach(() => jest.restoreAllMocks());

describe('the expense form', () => {
  it('asks for the category, amount and trip, then for an account when paid by bank', async () => {
    const onSubmit = renderForm();
    await save();
    await expectFieldError('Category', 'Choose the category');
    await expectFieldError('Amount (₹)', 'Amount is required');
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Toll');
    await typeInto('Amount (₹)', '0');
    await save();
    await expectFieldError('Amount (₹)', 'Amount must be more than ₹0');

    // The rules between fields come once the fields themselves are right.
    await typeInto('Amount (₹)', '450');
    await userEvent.selectOptions(screen.getByLabelText('Paid by'), 'UPI');
    await save();
    await expectFieldError('Trip', 'Choose the trip this expense belongs to');
    await expectFieldError('Account', 'Choose the account it was paid from');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('works out a diesel amount as litres × rate while they are typed, and sends it', async () => {
    const onSubmit = renderForm();
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Diesel');
    expect(screen.queryByLabelText('Amount (₹)')).not.toBeInTheDocument();
    const amount = screen.getByLabelText('Amount (litres × rate)');
    expect(amount).toHaveTextContent('—');

    await typeInto('Litres', '120.5');
    await typeInto('Rate per litre (₹)', '89.63');
    // 120.5 × 89.63 = 10,800.415, half up to the paisa.
    expect(amount).toHaveTextContent('₹10,800.42');

    await choose('Trip', 'T-25', TRIP.tripNo);
    await save();
    const sent = await sentValues(onSubmit);
    expect(sent).toMatchObject({ categoryId: DIESEL.id, litres: '120.5', rate: 8963, amount: 1_080_042, tripId: TRIP.id });
    expect(expenseRequest(sent)).toMatchObject({ amount: '10800.42', rate: '89.63', litres: '120.5' });
  });

  it('asks no account for cash, credit or an expense the driver paid, and sends none', async () => {
    const onSubmit = renderForm();
    expect(screen.queryByRole('combobox', { name: 'Account' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Paid by')).toHaveAccessibleDescription('Cash is paid from the cash box.');

    await userEvent.selectOptions(screen.getByLabelText('Paid by'), 'Bank transfer');
    await choose('Account', 'hdfc', BANK.label);
    await userEvent.selectOptions(screen.getByLabelText('Paid by'), 'Credit (pay later)');
    expect(screen.queryByRole('combobox', { name: 'Account' })).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Paid by'), 'Cash');
    await userEvent.click(screen.getByLabelText('Paid by the driver from his advances'));
    expect(screen.queryByRole('combobox', { name: 'Account' })).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Toll');
    await typeInto('Amount (₹)', '1,250.50');
    await choose('Trip', 'T-25', TRIP.tripNo);
    await save();
    await expectFieldError('Driver', 'Choose the driver who paid it');

    await choose('Driver', 'ram', DRIVER.label);
    await save();
    expect(expenseRequest(await sentValues(onSubmit))).toEqual({
      expenseDate: '2026-11-20',
      type: 'trip',
      categoryId: TOLL.id,
      amount: '1250.50',
      litres: null,
      rate: null,
      tripId: TRIP.id,
      truckId: null,
      driverId: DRIVER.id,
      mode: 'cash',
      bankId: null,
      paidByDriver: true,
      billNumber: null,
      notes: null,
    });
  });

  it('leaves out the trip and truck of an office expense', async () => {
    const onSubmit = renderForm();
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Toll');
    await typeInto('Amount (₹)', '300');
    await choose('Trip', 'T-25', TRIP.tripNo);
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'Office expense');
    expect(screen.queryByRole('combobox', { name: 'Trip' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Truck' })).not.toBeInTheDocument();
    await save();
    expect(await sentValues(onSubmit)).toMatchObject({ type: 'office', tripId: null, truckId: null });
  });

  it('puts the server’s field errors on their fields', async () => {
    const onSubmit = renderForm();
    const message = 'The date falls in the closed session 2025-26';
    onSubmit.mockRejectedValueOnce(fieldConflict('expenseDate', message));
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Toll');
    await typeInto('Amount (₹)', '300');
    await choose('Trip', 'T-25', TRIP.tripNo);
    await save();
    await expectFieldError('Date', message);
  });

  it('asks the reason for a correction of a saved expense', async () => {
    const expense = anExpense();
    const onSubmit = renderForm({ initialValues: expenseFormInput(expense), records: expenseRecords(expense), correcting: true });
    expect(screen.getByRole('combobox', { name: 'Trip' })).toHaveValue(TRIP.tripNo);
    expect(screen.getByLabelText('Amount (₹)')).toHaveValue('450');
    await save();
    await expectFieldError('Reason for the change', 'Reason for the change must be at least 3 characters');
    expect(onSubmit).not.toHaveBeenCalled();

    await typeInto('Reason for the change', 'Toll slip read wrong');
    await typeInto('Amount (₹)', '540');
    await save();
    expect(await sentValues(onSubmit)).toMatchObject({ amount: 54_000, reason: 'Toll slip read wrong' });
  });
});
