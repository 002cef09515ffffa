import { screen, within } from '@testing-library/react';
import { paymentsApi } from 'shared-api/back-office';
import { indianToday } from 'shared-api/schemas';
import { renderScreen } from '../../test-utils';
import { COUNTS, UNBILLED } from './payment-test-data';
import PendingPaymentsPage from './pending-payments-page';

afterEach(() => jest.restoreAllMocks());

/** A YYYY-MM-DD day moved by `days`. */
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const page = (items = [UNBILLED]) => ({
  success: true,
  data: items,
  total: items.length,
  totalCapped: false,
  page: 1,
  limit: 20,
  nextCursor: null,
  prevCursor: null,
  counts: COUNTS,
});

describe('the pending queues', () => {
  it('shows each queue’s size on its tab and the chosen queue’s rows with the action they wait for', async () => {
    const pending = jest.spyOn(paymentsApi, 'pending').mockResolvedValue(page());
    renderScreen(<PendingPaymentsPage />, { route: '/admin/payments/pending?queue=unbilled' });
    const row = (await screen.findByText('T-2627-00020 · LR-2627-00020')).closest('tr')!;
    expect(within(row).getByText('Zenith Steel')).toBeInTheDocument();
    expect(within(row).getByText('₹15,437.42')).toBeInTheDocument();
    expect(within(row).getByText(/16 days/)).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: /Bill Zenith Steel/ })).toHaveAttribute(
      'href',
      '/admin/bills/new?party=party-1',
    );
    const tabs = screen.getByRole('navigation', { name: 'Queues' });
    expect(within(tabs).getByRole('link', { name: /POD received, not billed/ })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: /Owner balances due/ })).toHaveTextContent('1 · ₹6,500.00');
    expect(pending).toHaveBeenCalledWith(expect.objectContaining({ queue: 'unbilled', page: 1 }));
  });

  it('counts a queue’s rows as trips, or as bills in the queue of unpaid bills', async () => {
    const pending = jest.spyOn(paymentsApi, 'pending').mockResolvedValue(page([UNBILLED, { ...UNBILLED, id: 'trip-9' }]));
    const { unmount } = renderScreen(<PendingPaymentsPage />, { route: '/admin/payments/pending?queue=unbilled' });
    expect(await screen.findByText('Showing 1–2 of 2 trips')).toBeInTheDocument();
    unmount();
    pending.mockResolvedValue(
      page([
        { ...UNBILLED, queue: 'unpaid-bills' },
        { ...UNBILLED, id: 'bill-9', queue: 'unpaid-bills' },
      ]),
    );
    renderScreen(<PendingPaymentsPage />, { route: '/admin/payments/pending?queue=unpaid-bills' });
    expect(await screen.findByText('Showing 1–2 of 2 bills')).toBeInTheDocument();
  });

  it('marks a bill past its due date as overdue, and one still in its credit days not', async () => {
    const bill = { ...UNBILLED, queue: 'unpaid-bills' as const };
    jest.spyOn(paymentsApi, 'pending').mockResolvedValue(
      page([
        { ...bill, id: 'bill-late', reference: 'FB-2627-00001', dueDate: addDays(indianToday(), -3) },
        { ...bill, id: 'bill-due', reference: 'FB-2627-00002', dueDate: addDays(indianToday(), 3) },
      ]),
    );
    renderScreen(<PendingPaymentsPage />, { route: '/admin/payments/pending?queue=unpaid-bills' });
    const late = (await screen.findByText('FB-2627-00001')).closest('tr')!;
    expect(within(late).getByText('Overdue')).toBeInTheDocument();
    const due = screen.getByText('FB-2627-00002').closest('tr')!;
    expect(within(due).queryByText('Overdue')).not.toBeInTheDocument();
  });

  it('offers to pay the owner from the owner-due queue', async () => {
    jest.spyOn(paymentsApi, 'pending').mockResolvedValue(
      page([
        {
          ...UNBILLED,
          queue: 'owner-due',
          vehicle: { id: 'veh-1', registrationNumber: 'GJ01MV1234', ownerName: 'Harbans Singh' },
        },
      ]),
    );
    renderScreen(<PendingPaymentsPage />, { route: '/admin/payments/pending?queue=owner-due' });
    const link = await screen.findByRole('link', { name: /Pay owner/ });
    expect(link).toHaveAttribute('href', '/admin/payments/owner-payments/new?trip=trip-3&stage=balance');
    expect(screen.getByText('GJ01MV1234 · Harbans Singh')).toBeInTheDocument();
  });
});
