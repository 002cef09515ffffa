import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { moneyEntriesApi, receivablesApi } from 'shared-api/back-office';
import { renderScreen } from '../../test-utils';
import { rejection } from '../users/test-fixtures';
import ApplyOnAccountPage from './apply-on-account-page';
import { aReceipt, NEW_BILL, OLD_BILL, PARTY } from './receipt-test-data';

const ledgerRoute = <Route path="/admin/ledgers/party/:id" element={<p>Party ledger</p>} />;

/** RC-2627-00001 settled ₹14,000; ₹9,000 of it went against an earlier bill, ₹5,000 is on account. */
const RECEIPT = aReceipt({ allocations: [{ billId: 'b-earlier', billNo: 'FB/2526/00090', amountPaise: 9_000_00 }] });

function openPage(receipt = RECEIPT) {
  jest.spyOn(moneyEntriesApi, 'get').mockResolvedValue({ success: true, data: receipt });
  return renderScreen(<ApplyOnAccountPage />, {
    route: `/admin/payments/receipts/${receipt.id}/apply`,
    path: '/admin/payments/receipts/:id/apply',
    extraRoutes: ledgerRoute,
  });
}

beforeEach(() => {
  jest.spyOn(receivablesApi, 'openBills').mockResolvedValue({ success: true, data: [OLD_BILL, NEW_BILL] });
});
afterEach(() => jest.restoreAllMocks());

describe('setting on-account money against bills', () => {
  it('sets what is on account against the oldest bills, sends it, and opens the party’s ledger', async () => {
    const apply = jest
      .spyOn(moneyEntriesApi, 'applyOnAccount')
      .mockResolvedValue({ success: true, data: RECEIPT, message: 'RC-2627-00001 set against FB/2627/00001' });
    const view = openPage();
    expect(await screen.findByText(OLD_BILL.billNo)).toBeInTheDocument();
    expect(screen.getByText(/₹5,000.00 of it on account/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Allocate oldest first' }));
    expect(screen.getByLabelText(`Amount against ${OLD_BILL.billNo} (₹)`)).toHaveValue('5000');
    expect(screen.getByLabelText(`Amount against ${NEW_BILL.billNo} (₹)`)).toHaveValue('');
    expect(screen.getByText('₹0.00 on account')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Set against bills' }));

    await waitFor(() => expect(view.location().pathname).toBe(`/admin/ledgers/party/${PARTY.id}`));
    expect(apply).toHaveBeenCalledWith(RECEIPT.id, { allocations: [{ billId: OLD_BILL.id, amount: '5000' }] });
  });

  it('refuses more than is on account, and shows the server’s word on a bill on its row', async () => {
    const apply = jest.spyOn(moneyEntriesApi, 'applyOnAccount').mockRejectedValue(
      rejection(400, {
        success: false,
        message: 'Validation failed',
        errors: { 'allocations.0.billId': `${NEW_BILL.billNo} is cancelled by credit note CN/2627/00001` },
      }),
    );
    openPage();
    await screen.findByText(NEW_BILL.billNo);
    await userEvent.type(screen.getByLabelText(`Amount against ${OLD_BILL.billNo} (₹)`), '3000');
    await userEvent.type(screen.getByLabelText(`Amount against ${NEW_BILL.billNo} (₹)`), '3000');
    await userEvent.click(screen.getByRole('button', { name: 'Set against bills' }));
    expect(await screen.findByText('Only ₹5,000.00 of this receipt is on account')).toBeInTheDocument();
    expect(screen.getByText('The bills take ₹1,000.00 more than what is on account')).toBeInTheDocument();
    expect(apply).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText(`Amount against ${OLD_BILL.billNo} (₹)`));
    await userEvent.click(screen.getByRole('button', { name: 'Set against bills' }));
    // Only the second bill was sent: the server's `allocations.0` is its row.
    expect(await screen.findByText(`${NEW_BILL.billNo} is cancelled by credit note CN/2627/00001`)).toBeInTheDocument();
    expect(apply).toHaveBeenCalledWith(RECEIPT.id, { allocations: [{ billId: NEW_BILL.id, amount: '3000' }] });
  });

  it('says so when the receipt has nothing on account or was reversed', async () => {
    openPage(aReceipt({ allocations: [{ billId: OLD_BILL.id, billNo: OLD_BILL.billNo, amountPaise: 14_000_00 }] }));
    expect(
      await screen.findByText('RC-2627-00001 is set against bills in full: nothing of it is on account.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set against bills' })).not.toBeInTheDocument();
  });
});
