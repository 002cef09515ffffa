import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { billsApi, receivablesApi } from 'shared-api/back-office';
import { renderScreen } from '../../test-utils';
import { rejection } from '../users/test-fixtures';
import BillDetailPage from './bill-detail-page';
import { aBill } from './bill-test-data';

const BILL = aBill();

function openBill(bill = BILL) {
  jest.spyOn(billsApi, 'get').mockResolvedValue({ success: true, data: bill });
  return renderScreen(<BillDetailPage />, { route: `/admin/bills/${bill.id}`, path: '/admin/bills/:id' });
}

beforeEach(() => {
  jest.spyOn(receivablesApi, 'onAccount').mockResolvedValue({ success: true, data: [] });
});
afterEach(() => jest.restoreAllMocks());

describe('a freight bill’s page', () => {
  it('shows its status, LRs, taxes, total in words and the receipts set against it', async () => {
    openBill();
    expect(await screen.findByRole('heading', { level: 1, name: 'Freight bill FB-2627-00001' })).toBeInTheDocument();
    expect(screen.getByText('Part paid')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'LR-2627-00002' })).toHaveAttribute('href', `/admin/trips/${BILL.lines[1]!.id}`);
    expect(screen.getByText('CGST @ 9%').nextElementSibling).toHaveTextContent('₹1,440.05');
    expect(screen.getByText('SGST @ 9%').nextElementSibling).toHaveTextContent('₹1,440.05');
    expect(screen.getByText(BILL.amountInWords)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'RC-2627-00004' })).toHaveAttribute(
      'href',
      '/admin/payments/history?search=RC-2627-00004',
    );
    expect(screen.getByText('Balance').nextElementSibling).toHaveTextContent('₹13,880.60');
    expect(screen.getByRole('button', { name: 'Open PDF' })).toBeInTheDocument();
  });

  it('offers the party’s money on account against it while it has a balance', async () => {
    const onAccount = jest.spyOn(receivablesApi, 'onAccount').mockResolvedValue({
      success: true,
      data: [{ id: 'r-9', reference: 'RC-2627-00009', entryDate: '2026-11-02', onAccountPaise: 5_000_00 }],
    });
    openBill();
    const link = await screen.findByRole('link', { name: 'Set RC-2627-00009 against bills' });
    expect(link).toHaveAttribute('href', '/admin/payments/receipts/r-9/apply');
    expect(link.closest('li')).toHaveTextContent('RC-2627-00009 of 2 Nov 2026: ₹5,000.00');
    expect(onAccount).toHaveBeenCalledWith(BILL.billingParty.id);
  });

  it('cancels it by a credit note with a date and a reason', async () => {
    const cancelled = aBill({
      status: 'cancelled',
      balancePaise: 0,
      receipts: [],
      creditNote: { id: 'c-1', noteNo: 'CN-2627-00001', noteDate: '2026-11-27', reason: 'Rate agreed was lower', totalPaise: 1 },
    });
    const creditNote = jest.spyOn(billsApi, 'creditNote').mockResolvedValue({
      success: true,
      data: cancelled,
      message: 'Bill FB-2627-00001 cancelled by credit note CN-2627-00001',
    });
    openBill(aBill({ receipts: [], receivedPaise: 0, status: 'unpaid' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel by credit note' }));
    const dialog = within(screen.getByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Issue credit note' }));
    expect(await dialog.findByText('Reason must be at least 3 characters')).toBeInTheDocument();
    expect(creditNote).not.toHaveBeenCalled();

    await userEvent.clear(dialog.getByLabelText(/Credit note date/));
    await userEvent.type(dialog.getByLabelText(/Credit note date/), '2026-11-27');
    await userEvent.type(dialog.getByLabelText(/Reason for cancelling/), 'Rate agreed was lower');
    await userEvent.click(dialog.getByRole('button', { name: 'Issue credit note' }));
    await waitFor(() =>
      expect(creditNote).toHaveBeenCalledWith(BILL.id, { noteDate: '2026-11-27', reason: 'Rate agreed was lower' }),
    );
    expect(await screen.findByText(/Cancelled by credit note/)).toHaveTextContent(
      'Cancelled by credit note CN-2627-00001 of 27 Nov 2026: Rate agreed was lower',
    );
    expect(screen.queryByRole('button', { name: 'Cancel by credit note' })).not.toBeInTheDocument();
  });

  it('keeps the server’s refusal inside the dialog', async () => {
    jest.spyOn(billsApi, 'creditNote').mockRejectedValue(
      rejection(409, {
        success: false,
        message: 'Receipts are set against FB-2627-00001. Reverse its receipts first: RC-2627-00004',
      }),
    );
    openBill();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel by credit note' }));
    const dialog = within(screen.getByRole('dialog'));
    await userEvent.type(dialog.getByLabelText(/Reason for cancelling/), 'Wrong party');
    await userEvent.click(dialog.getByRole('button', { name: 'Issue credit note' }));
    expect(await dialog.findByText(/Reverse its receipts first: RC-2627-00004/)).toBeInTheDocument();
  });
});
