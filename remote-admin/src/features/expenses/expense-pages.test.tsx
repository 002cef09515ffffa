import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { expensesApi, usersApi } from 'shared-api/back-office';
import { renderScreen } from '../../test-utils';
import { rejection } from '../users/test-fixtures';
import { ExpenseCreatePage, ExpenseEditPage } from './expense-pages';
import { anExpense, CATEGORIES, mockExpenseSelects, TOLL, TRIP } from './expense-test-data';

const EXPENSE = anExpense();
const listRoute = <Route path="/admin/expenses" element={<p>Expenses list</p>} />;

function openEdit() {
  jest.spyOn(expensesApi, 'get').mockResolvedValue({ success: true, data: EXPENSE });
  return renderScreen(<ExpenseEditPage />, {
    route: `/admin/expenses/${EXPENSE.id}/edit`,
    path: '/admin/expenses/:id/edit',
    extraRoutes: listRoute,
  });
}

async function typeInto(label: string, text: string) {
  const field = screen.getByLabelText(label);
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

beforeEach(() => {
  mockExpenseSelects();
  jest.spyOn(expensesApi, 'categories').mockResolvedValue({ success: true, data: CATEGORIES });
});
afterEach(() => jest.restoreAllMocks());

describe('adding an expense', () => {
  it('sends the amount in rupees as the API reads it, then returns to the list', async () => {
    const create = jest
      .spyOn(expensesApi, 'create')
      .mockResolvedValue({ success: true, data: EXPENSE, message: 'Expense E-2627-00001 recorded' });
    const view = renderScreen(<ExpenseCreatePage />, {
      route: '/admin/expenses/new',
      path: '/admin/expenses/new',
      extraRoutes: listRoute,
    });
    await userEvent.selectOptions(await screen.findByLabelText('Category'), 'Toll');
    await typeInto('Amount (₹)', '450');
    await userEvent.type(screen.getByRole('combobox', { name: 'Trip' }), 'T-25');
    await userEvent.click(await screen.findByRole('option', { name: new RegExp(TRIP.tripNo) }));
    await typeInto('Bill no. (optional)', 'NH48-7781');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(view.location().pathname).toBe('/admin/expenses'));
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({
        categoryId: TOLL.id,
        amount: '450',
        tripId: TRIP.id,
        mode: 'cash',
        bankId: null,
        billNumber: 'NH48-7781',
      }),
    );
  });
});

describe('correcting an expense', () => {
  it('sends only what changed, with the reason', async () => {
    const update = jest
      .spyOn(expensesApi, 'update')
      .mockResolvedValue({ success: true, data: { ...EXPENSE, amountPaise: 54_000 }, message: 'Expense E-2627-00001 corrected' });
    const view = openEdit();
    await screen.findByLabelText('Amount (₹)');
    await typeInto('Amount (₹)', '540');
    await typeInto('Reason for the change', 'Toll slip read wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(view.location().pathname).toBe('/admin/expenses'));
    expect(update).toHaveBeenCalledWith(EXPENSE.id, { amount: '540', reason: 'Toll slip read wrong' });
  });
});

describe('reversing an expense', () => {
  it('asks for a reason, then shows the expense reversed and read-only, with who, when and why', async () => {
    const reversed = anExpense({ reversal: { at: '2026-11-21T06:00:00.000Z', by: 'u-admin', reason: 'Entered twice' } });
    const reverse = jest
      .spyOn(expensesApi, 'reverse')
      .mockResolvedValue({ success: true, data: reversed, message: 'Expense E-2627-00001 reversed' });
    jest.spyOn(usersApi, 'get').mockResolvedValue({
      success: true,
      data: {
        id: 'u-admin',
        name: 'Kavita Menon',
        email: 'kavita@example.com',
        phone: null,
        role: 'admin',
        active: true,
        emailVerified: true,
        branchId: null,
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
        lastLoginAt: null,
      },
    });
    openEdit();
    await userEvent.click(await screen.findByRole('button', { name: 'Reverse expense' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Reverse expense E-2627-00001?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Reverse expense' }));
    expect(dialog.getByLabelText('Reason for reversing')).toHaveAccessibleDescription('Reason must be at least 3 characters');
    expect(reverse).not.toHaveBeenCalled();

    await userEvent.type(dialog.getByLabelText('Reason for reversing'), 'Entered twice');
    await userEvent.click(dialog.getByRole('button', { name: 'Reverse expense' }));
    await waitFor(() => expect(reverse).toHaveBeenCalledWith(EXPENSE.id, { reason: 'Entered twice' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Expense E-2627-00001' })).toBeInTheDocument();
    expect(await screen.findByText(/by Kavita Menon: “Entered twice”/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Amount (₹)')).not.toBeInTheDocument();
  });

  it('keeps the server’s refusal inside the dialog', async () => {
    jest
      .spyOn(expensesApi, 'reverse')
      .mockRejectedValue(rejection(409, { success: false, message: 'Session 2025-26 is closed' }));
    openEdit();
    await userEvent.click(await screen.findByRole('button', { name: 'Reverse expense' }));
    const dialog = within(screen.getByRole('dialog'));
    await userEvent.type(dialog.getByLabelText('Reason for reversing'), 'Entered twice');
    await userEvent.click(dialog.getByRole('button', { name: 'Reverse expense' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Session 2025-26 is closed');
  });
});
