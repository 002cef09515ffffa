import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { moneyEntriesApi, tripsApi } from 'shared-api/back-office';
import { renderScreen } from '../../test-utils';
import { aTrip } from '../trips/trip-test-data';
import { DriverAdvancePage } from './money-entry-pages';
import { anEntry } from './payment-test-data';

afterEach(() => jest.restoreAllMocks());

describe('a driver advance', () => {
  it('starts with the trip and its driver, asks litres for diesel, and sends what was typed', async () => {
    const trip = aTrip();
    jest.spyOn(tripsApi, 'get').mockResolvedValue({ success: true, data: trip });
    const create = jest
      .spyOn(moneyEntriesApi, 'create')
      .mockResolvedValue({ success: true, data: anEntry({ kind: 'driver-advance' }), message: 'DA-2627-00001 recorded' });
    const view = renderScreen(<DriverAdvancePage />, {
      route: `/admin/payments/driver-advances/new?trip=${trip.id}`,
      path: '/admin/payments/driver-advances/new',
      extraRoutes: <Route path="/admin/ledgers/driver/:id" element={<p>Driver ledger</p>} />,
    });
    expect(await screen.findByRole('combobox', { name: 'Driver' })).toHaveValue(trip.driver!.name);
    expect(screen.getByRole('combobox', { name: 'Trip (optional)' })).toHaveValue(trip.tripNo);

    await userEvent.selectOptions(screen.getByLabelText('Given as'), 'diesel');
    await userEvent.type(screen.getByLabelText('Amount (₹)'), '4,500');
    await userEvent.click(screen.getByRole('button', { name: 'Record advance' }));
    expect(await screen.findByText('Litres is required')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Litres'), '48.5');
    await userEvent.click(screen.getByRole('button', { name: 'Record advance' }));
    await waitFor(() => expect(view.location().pathname).toBe(`/admin/ledgers/driver/${trip.driver!.id}`));
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'driver-advance',
        driverId: trip.driver!.id,
        tripId: trip.id,
        advanceType: 'diesel',
        litres: '48.5',
        amount: '4,500',
        mode: 'cash',
      }),
    );
  });
});
