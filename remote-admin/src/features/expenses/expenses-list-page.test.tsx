import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expensesApi } from 'shared-api/back-office';
import type { ExpenseTotals } from 'shared-api/schemas';
import { renderScreen } from '../../test-utils';
import ExpensesListPage from './expenses-list-page';
import { anExpense, BANK, CATEGORIES, DIESEL, DRIVER, listAnswer, TOLL, TRUCK } from './expense-test-data';

const TOLL_CASH = anExpense();
const DIESEL_BY_DRIVER = anExpense({
  id: '5e0c1a2b-0000-4000-8000-0000000000e2',
  reference: 'E-2627-00002',
  number: 2,
  type: 'truck',
  category: { id: DIESEL.id, name: DIESEL.name, perLitre: true },
  amountPaise: 1_080_042,
  litres: '120.500',
  ratePaise: 8963,
  trip: null,
  truck: { id: TRUCK.id, registrationNumber: TRUCK.label },
  driver: { id: DRIVER.id, name: DRIVER.label },
  bank: null,
  paidByDriver: true,
});
const REVERSED = anExpense({
  id: '5e0c1a2b-0000-4000-8000-0000000000e3',
  reference: 'E-2627-00003',
  number: 3,
  type: 'office',
  trip: null,
  mode: 'bank',
  bank: { id: BANK.id, name: BANK.label },
  reversal: { at: '2026-11-21T06:00:00.000Z', by: null, reason: 'Entered twice' },
});

const TOTALS: ExpenseTotals = {
  count: 2,
  amountPaise: 1_125_042,
  byCategory: [
    { categoryId: DIESEL.id, name: 'Diesel', count: 1, amountPaise: 1_080_042 },
    { categoryId: TOLL.id, name: 'Toll', count: 1, amountPaise: 45_000 },
  ],
};

function openList(route = '/admin/expenses', totals: ExpenseTotals | null = TOTALS) {
  jest.spyOn(expensesApi, 'categories').mockResolvedValue({ success: true, data: CATEGORIES });
  const list = jest.spyOn(expensesApi, 'list').mockResolvedValue(listAnswer([TOLL_CASH, DIESEL_BY_DRIVER, REVERSED], totals));
  const view = renderScreen(<ExpensesListPage />, { route, path: '/admin/expenses' });
  return { list, view };
}

const rowOf = (reference: string) => screen.getByRole('link', { name: reference }).closest('tr')!;

afterEach(() => jest.restoreAllMocks());

describe('the expenses list', () => {
  it('lists expenses with what they were spent on and where the money came from', async () => {
    const { list } = openList();
    expect(await screen.findByRole('link', { name: 'E-2627-00001' })).toHaveAttribute(
      'href',
      `/admin/expenses/${TOLL_CASH.id}/edit`,
    );
    expect(list).toHaveBeenCalledWith(expect.objectContaining({ sort: '-expenseDate', page: 1 }));
    expect(screen.getByRole('heading', { level: 1, name: 'Expenses' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add expense' })).toHaveAttribute('href', '/admin/expenses/new');

    const toll = within(rowOf('E-2627-00001'));
    expect(toll.getByText('T-2526-00042')).toBeInTheDocument();
    expect(toll.getByText('Cash in hand')).toBeInTheDocument();
    expect(toll.getByText('₹450.00')).toBeInTheDocument();

    const diesel = within(rowOf('E-2627-00002'));
    expect(diesel.getByText(TRUCK.label)).toBeInTheDocument();
    expect(diesel.getByText(`Driver: ${DRIVER.label}`)).toBeInTheDocument();
    expect(diesel.getByText('₹10,800.42')).toBeInTheDocument();
  });

  it('marks a reversed expense and strikes its amount through', async () => {
    openList('/admin/expenses?reversed=include');
    const reversed = within((await screen.findByRole('link', { name: 'E-2627-00003' })).closest('tr')!);
    expect(reversed.getByText('Reversed')).toBeInTheDocument();
    expect(reversed.getByText('₹450.00').tagName).toBe('S');
    expect(reversed.getByText('Office')).toBeInTheDocument();
    expect(reversed.getByRole('link', { name: 'View expense E-2627-00003' })).toBeInTheDocument();
    expect(within(rowOf('E-2627-00001')).queryByText('Reversed')).not.toBeInTheDocument();
  });

  it('shows the totals by category of every matching expense', async () => {
    openList();
    const totals = within(await screen.findByRole('region', { name: 'Totals by category' }));
    expect(totals.getByText('Diesel (1 expense)').nextElementSibling).toHaveTextContent('₹10,800.42');
    expect(totals.getByText('Toll (1 expense)').nextElementSibling).toHaveTextContent('₹450.00');
    expect(totals.getByText('All (2 expenses)').nextElementSibling).toHaveTextContent('₹11,250.42');
  });

  it('says when too many expenses match for totals', async () => {
    openList('/admin/expenses', null);
    const totals = within(await screen.findByRole('region', { name: 'Totals by category' }));
    expect(totals.getByText(/Totals appear when at most 10,000 expenses match/)).toBeInTheDocument();
  });

  it('filters by type, category and reversed in the address and asks the server', async () => {
    const { list, view } = openList();
    await screen.findByRole('link', { name: 'E-2627-00001' });
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'Truck expense');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Diesel' })).toBeInTheDocument());
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Diesel');
    await userEvent.selectOptions(screen.getByLabelText('Reversed expenses'), 'Shown too');
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith(
        expect.objectContaining({ type: 'truck', categoryId: DIESEL.id, reversed: 'include' }),
      ),
    );
    expect(view.location().search).toBe(`?type=truck&categoryId=${DIESEL.id}&reversed=include`);
  });
});
