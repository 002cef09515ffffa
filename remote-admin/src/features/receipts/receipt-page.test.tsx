import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { billingPartiesApi, moneyEntriesApi, receivablesApi } from 'shared-api/back-office';
import type { BillingParty } from 'shared-api/schemas';
import { renderScreen } from '../../test-utils';
import { BANK, mockExpenseSelects } from '../expenses/expense-test-data';
import { rejection } from '../users/test-fixtures';
import ReceiptCreatePage from './receipt-page';
import { aReceipt, NEW_BILL, OLD_BILL, PARTY } from './receipt-test-data';

const ledgerRoute = <Route path="/admin/ledgers/party/:id" element={<p>Party ledger</p>} />;

function openForm(route = `/admin/payments/receipts/new?party=${PARTY.id}`) {
  return renderScreen(<ReceiptCreatePage />, { route, path: '/admin/payments/receipts/new', extraRoutes: ledgerRoute });
}

async function typeInto(label: string, text: string) {
  const field = screen.getByLabelText(label);
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

async function chooseBank() {
  await userEvent.type(screen.getByRole('combobox', { name: 'Account' }), 'HD');
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(BANK.label) }));
}

beforeEach(() => {
  mockExpenseSelects();
  jest
    .spyOn(billingPartiesApi, 'get')
    .mockResolvedValue({ success: true, data: { id: PARTY.id, name: PARTY.label } as BillingParty });
  jest.spyOn(receivablesApi, 'openBills').mockResolvedValue({ success: true, data: [OLD_BILL, NEW_BILL] });
});
afterEach(() => jest.restoreAllMocks());

describe('recording a receipt', () => {
  it('sets the money against the oldest bills first, sends it, and opens the party’s ledger', async () => {
    const create = jest
      .spyOn(moneyEntriesApi, 'create')
      .mockResolvedValue({ success: true, data: aReceipt(), message: 'RC-2627-00001 recorded' });
    const view = openForm();
    expect(await screen.findByText(OLD_BILL.billNo)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Billing party' })).toHaveValue(PARTY.label);
    await typeInto('Amount received (₹)', '13,700');
    await typeInto('TDS deducted (₹)', '300');
    await chooseBank();
    await typeInto('Cheque / UTR no. (optional)', 'UTR 778812');
    await userEvent.click(screen.getByRole('button', { name: 'Allocate oldest first' }));

    expect(screen.getByLabelText(`Amount against ${OLD_BILL.billNo} (₹)`)).toHaveValue('10000');
    expect(screen.getByLabelText(`Amount against ${NEW_BILL.billNo} (₹)`)).toHaveValue('4000');
    expect(screen.getByText('₹0.00 on account')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save receipt' }));

    await waitFor(() => expect(view.location().pathname).toBe(`/admin/ledgers/party/${PARTY.id}`));
    expect(create).toHaveBeenCalledWith({
      kind: 'receipt',
      entryDate: expect.any(String),
      billingPartyId: PARTY.id,
      amount: '13700',
      tds: '300',
      mode: 'bank',
      bankId: BANK.id,
      instrument: 'UTR 778812',
      notes: null,
      allocations: [
        { billId: OLD_BILL.id, amount: '10000' },
        { billId: NEW_BILL.id, amount: '4000' },
      ],
    });
  });

  it('shows what stays on account as the amounts are typed, and refuses bills taking more than came in', async () => {
    const create = jest.spyOn(moneyEntriesApi, 'create');
    openForm();
    await screen.findByText(OLD_BILL.billNo);
    await typeInto('Amount received (₹)', '20,000');
    await typeInto(`Amount against ${OLD_BILL.billNo} (₹)`, '5,000');
    expect(screen.getByText('₹15,000.00 on account')).toBeInTheDocument();

    await typeInto('Amount received (₹)', '1,000');
    expect(screen.getByText('The bills take ₹4,000.00 more than the amount and the TDS')).toBeInTheDocument();
    await chooseBank();
    await userEvent.click(screen.getByRole('button', { name: 'Save receipt' }));
    expect(await screen.findByText('The bills take more than the amount received and the TDS together')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('puts the server’s refusal of a bill under that bill’s row', async () => {
    jest.spyOn(moneyEntriesApi, 'create').mockRejectedValue(
      rejection(400, {
        success: false,
        message: 'Nothing is left to receive on FB/2627/00002: it is fully received',
        errors: { 'allocations.0.amount': 'Nothing is left to receive on FB/2627/00002: it is fully received' },
      }),
    );
    const view = openForm();
    await screen.findByText(NEW_BILL.billNo);
    await typeInto('Amount received (₹)', '1,000');
    await typeInto(`Amount against ${NEW_BILL.billNo} (₹)`, '1,000');
    await chooseBank();
    await userEvent.click(screen.getByRole('button', { name: 'Save receipt' }));

    const field = screen.getByLabelText(`Amount against ${NEW_BILL.billNo} (₹)`);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription('Nothing is left to receive on FB/2627/00002: it is fully received');
    expect(screen.getByLabelText(`Amount against ${OLD_BILL.billNo} (₹)`)).not.toHaveAttribute('aria-invalid');
    expect(view.location().pathname).toBe('/admin/payments/receipts/new');
  });

  it('says under its row when the server refuses the bill itself', async () => {
    const message = `${OLD_BILL.billNo} is cancelled by credit note CN/2627/00001`;
    jest
      .spyOn(moneyEntriesApi, 'create')
      .mockRejectedValue(rejection(400, { success: false, message, errors: { 'allocations.0.billId': message } }));
    openForm();
    await screen.findByText(OLD_BILL.billNo);
    await typeInto('Amount received (₹)', '1,000');
    await typeInto(`Amount against ${OLD_BILL.billNo} (₹)`, '1,000');
    await chooseBank();
    await userEvent.click(screen.getByRole('button', { name: 'Save receipt' }));
    const table = screen.getByRole('table', { name: 'Open bills' });
    expect(await within(table).findByRole('alert')).toHaveTextContent(message);
  });

  it('takes cash into the cash box without asking for an account', async () => {
    const create = jest.spyOn(moneyEntriesApi, 'create').mockResolvedValue({ success: true, data: aReceipt() });
    openForm();
    await screen.findByText(OLD_BILL.billNo);
    await userEvent.selectOptions(screen.getByLabelText('Received by'), 'cash');
    expect(screen.queryByRole('combobox', { name: 'Account' })).not.toBeInTheDocument();
    expect(screen.getByText('Cash goes into the cash box.')).toBeInTheDocument();
    await typeInto('Amount received (₹)', '2,500');
    await userEvent.click(screen.getByRole('button', { name: 'Save receipt' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0]![0]).toMatchObject({ mode: 'cash', bankId: null, amount: '2500', allocations: [] });
  });

  it('asks for the party first when none was chosen', async () => {
    openForm('/admin/payments/receipts/new');
    expect(await screen.findByText('Choose the party to see its open bills.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('combobox', { name: 'Billing party' }), 'Kum');
    await userEvent.click(await screen.findByRole('option', { name: new RegExp(PARTY.label) }));
    const table = await screen.findByRole('table', { name: 'Open bills' });
    expect(within(table).getByText(NEW_BILL.billNo)).toBeInTheDocument();
  });
});
