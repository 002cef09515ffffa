import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { moneyEntriesApi } from 'shared-api/back-office';
import { renderScreen } from '../../test-utils';
import { rejection } from '../users/test-fixtures';
import OwnerPaymentPage from './owner-payment-page';
import { anEntry, OWNER_TERMS, withPayment } from './payment-test-data';

const ledgerRoute = <Route path="/admin/ledgers/owner/:id" element={<p>Owner ledger</p>} />;

function open(route = '/admin/payments/owner-payments/new?trip=7c0e5a52-3f55-4b8e-9d2c-2a51c3e0b101&stage=balance') {
  return renderScreen(<OwnerPaymentPage />, { route, path: '/admin/payments/owner-payments/new', extraRoutes: ledgerRoute });
}

beforeEach(() => {
  jest.spyOn(moneyEntriesApi, 'ownerPaymentTerms').mockImplementation(async ({ gross }) => ({
    success: true,
    data: gross ? withPayment(Number(gross) * 100, Number(gross)) : OWNER_TERMS,
  }));
});
afterEach(() => jest.restoreAllMocks());

describe('paying an owner', () => {
  it('shows the owner, what is owed and the TDS of the amount before saving, then records it and opens the ledger', async () => {
    const create = jest
      .spyOn(moneyEntriesApi, 'create')
      .mockResolvedValue({ success: true, data: anEntry(), message: 'OP-2627-00003 recorded', warnings: [] });
    const view = open();
    expect(await screen.findByText('ABCPS1234K')).toBeInTheDocument();
    expect(screen.getByText('HDFC Bank · 50200012345678 · HDFC0000123')).toBeInTheDocument();
    const gross = screen.getByLabelText(/Amount before TDS/);
    expect(gross).toHaveValue('39000.00');
    expect(await screen.findByText('₹39,000.00', { selector: 'dd' })).toBeInTheDocument();
    expect(await screen.findByText('− ₹390.00')).toBeInTheDocument();
    expect(screen.getByText('₹38,610.00', { selector: 'dd' })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Paid by'), 'cash');
    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(view.location().pathname).toBe('/admin/ledgers/owner/veh-1'));
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'owner-payment',
        tripId: '7c0e5a52-3f55-4b8e-9d2c-2a51c3e0b101',
        stage: 'balance',
        gross: '39000.00',
        mode: 'cash',
        tds: undefined,
      }),
    );
  });

  it('asks for a reason when the TDS is changed, and shows the server’s refusal at the amount', async () => {
    jest.spyOn(moneyEntriesApi, 'create').mockRejectedValue(
      rejection(400, {
        success: false,
        message: 'Only ₹39,000.00 is still owed',
        errors: { gross: 'Only ₹39,000.00 is still owed to the owner on LR-2627-00012' },
      }),
    );
    open();
    await screen.findByText('ABCPS1234K');
    await userEvent.click(screen.getByLabelText(/Change the TDS/));
    await userEvent.type(screen.getByLabelText(/^TDS/), '100');
    await userEvent.selectOptions(screen.getByLabelText('Paid by'), 'cash');
    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Say why the TDS differs from what the owner’s PAN gives')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/Reason/), 'Lower deduction certificate');
    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Only ₹39,000.00 is still owed to the owner on LR-2627-00012')).toBeInTheDocument();
    expect(screen.getByLabelText(/Amount before TDS/)).toHaveValue('39000.00');
  });

  it('says where to start when no trip is named', () => {
    open('/admin/payments/owner-payments/new');
    expect(screen.getByRole('link', { name: 'the owner balances due' })).toHaveAttribute(
      'href',
      '/admin/payments/pending?queue=owner-due',
    );
  });
});
