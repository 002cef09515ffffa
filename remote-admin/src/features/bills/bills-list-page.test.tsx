import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { billsApi } from 'shared-api/back-office';
import type { FreightBill } from 'shared-api/schemas';
import { renderScreen } from '../../test-utils';
import BillsListPage from './bills-list-page';
import { aBill } from './bill-test-data';

const PART_PAID = aBill();
const CANCELLED = aBill({
  id: 'b0b0b0b0-0000-4000-8000-000000000002',
  billNo: 'FB-2627-00002',
  number: 2,
  status: 'cancelled',
  balancePaise: 0,
  receivedPaise: 0,
  totalPaise: 7_000_00,
  lineCount: 1,
  creditNote: { id: 'c-1', noteNo: 'CN-2627-00001', noteDate: '2026-11-27', reason: 'Wrong rate', totalPaise: 7_000_00 },
});

function openList(route = '/admin/bills') {
  const rows: FreightBill[] = [PART_PAID, CANCELLED];
  const list = jest.spyOn(billsApi, 'list').mockResolvedValue({
    success: true,
    data: rows,
    total: 2,
    page: 1,
    limit: 20,
    nextCursor: null,
    prevCursor: null,
  });
  const view = renderScreen(<BillsListPage />, { route, path: '/admin/bills' });
  return { list, view };
}

const rowOf = (billNo: string) => screen.getByRole('link', { name: billNo }).closest('tr')!;

afterEach(() => jest.restoreAllMocks());

describe('the freight bills list', () => {
  it('lists each bill with its party, total, balance and status', async () => {
    const { list } = openList();
    expect(await screen.findByRole('link', { name: 'FB-2627-00001' })).toHaveAttribute('href', `/admin/bills/${PART_PAID.id}`);
    expect(list).toHaveBeenCalledWith(expect.objectContaining({ sort: '-billDate', page: 1 }));
    expect(screen.getByRole('link', { name: 'New bill' })).toHaveAttribute('href', '/admin/bills/new');

    const partPaid = within(rowOf('FB-2627-00001'));
    expect(partPaid.getByText('Sahyadri Steels')).toBeInTheDocument();
    expect(partPaid.getByText('2 LRs')).toBeInTheDocument();
    expect(partPaid.getByText('₹18,880.60')).toBeInTheDocument();
    expect(partPaid.getByText('₹13,880.60')).toBeInTheDocument();
    expect(partPaid.getByText('Part paid')).toBeInTheDocument();
  });

  it('strikes through a cancelled bill’s total and marks it cancelled', async () => {
    openList();
    const cancelled = within((await screen.findByRole('link', { name: 'FB-2627-00002' })).closest('tr')!);
    expect(cancelled.getByText('Cancelled')).toBeInTheDocument();
    expect(cancelled.getByText('₹7,000.00').tagName).toBe('S');
  });

  it('asks the server for the bills of one status', async () => {
    const { list } = openList();
    await screen.findByRole('link', { name: 'FB-2627-00001' });
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Unpaid');
    await waitFor(() => expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'unpaid', page: 1 })));
  });
});
