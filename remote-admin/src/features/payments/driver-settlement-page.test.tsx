import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { moneyEntriesApi } from 'shared-api/back-office';
import { renderScreen } from '../../test-utils';
import DriverSettlementPage from './driver-settlement-page';
import { anEntry, SETTLEMENT_TERMS } from './payment-test-data';

afterEach(() => jest.restoreAllMocks());

const open = () =>
  renderScreen(<DriverSettlementPage />, {
    route: `/admin/payments/driver-settlements/new?trip=${SETTLEMENT_TERMS.trip.id}`,
    path: '/admin/payments/driver-settlements/new',
    extraRoutes: <Route path="/admin/ledgers/driver/:id" element={<p>Driver ledger</p>} />,
  });

describe("a driver's settlement", () => {
  it('adds up the trip sheet, follows the cash typed, and records it', async () => {
    jest.spyOn(moneyEntriesApi, 'driverSettlementTerms').mockResolvedValue({ success: true, data: SETTLEMENT_TERMS });
    const create = jest
      .spyOn(moneyEntriesApi, 'create')
      .mockResolvedValue({ success: true, data: anEntry({ kind: 'driver-settlement' }), message: 'DS-2627-00001 recorded' });
    const view = open();
    expect(await screen.findByText('₹1,800.00 held by the driver')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount (₹)')).toHaveValue('1800.00');
    expect(screen.getByText('Nothing either way', { selector: 'dd:last-of-type' })).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Amount (₹)'));
    await userEvent.type(screen.getByLabelText('Amount (₹)'), '1000');
    expect(screen.getByText('₹800.00 held by the driver')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Record settlement' }));
    await waitFor(() => expect(view.location().pathname).toBe(`/admin/ledgers/driver/${SETTLEMENT_TERMS.driver!.id}`));
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'driver-settlement', amount: '1000', direction: 'from-driver', mode: 'cash' }),
    );
  });

  it('says so when the trip was settled already', async () => {
    jest
      .spyOn(moneyEntriesApi, 'driverSettlementTerms')
      .mockResolvedValue({ success: true, data: { ...SETTLEMENT_TERMS, settledAs: 'DS-2627-00004' } });
    open();
    expect(await screen.findByText(/was settled as DS-2627-00004/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'payment history' })).toHaveAttribute(
      'href',
      '/admin/payments/history?search=DS-2627-00004',
    );
  });
});
