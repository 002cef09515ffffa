import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { documentsApi, tripsApi } from 'shared-api/back-office';
import type { TripDetail, TripHistoryEntry } from 'shared-api/schemas';
import type { Role } from 'shared-api';
import { renderScreen } from '../../test-utils';
import { expectFieldError } from '../masters/form-test-helpers';
import { rejection } from '../users/test-fixtures';
import TripDetailPage from './trip-detail-page';
import { aTrip, VEHICLE } from './trip-test-data';

/** Opens the trip's page, once loaded; the server answers `trip`, and after a status change whatever it changed to. */
async function open(trip: TripDetail, history: TripHistoryEntry[] = [], role: Role = 'admin') {
  const get = jest.spyOn(tripsApi, 'get').mockResolvedValue({ success: true, data: trip });
  jest.spyOn(tripsApi, 'history').mockResolvedValue({ success: true, data: history });
  jest.spyOn(documentsApi, 'forTrip').mockResolvedValue({ success: true, data: [] });
  renderScreen(<TripDetailPage />, {
    route: `/admin/trips/${trip.id}`,
    path: '/admin/trips/:id',
    extraRoutes: <Route path="/admin/trips" element={<p>The trips list</p>} />,
    signedInAs: role,
  });
  await screen.findByRole('heading', { name: `Trip ${trip.tripNo}` });
  return get;
}

/** The server answers a status change with the trip as it now is. */
function serverChanges(get: jest.SpyInstance, next: TripDetail) {
  get.mockResolvedValue({ success: true, data: next });
  return { success: true, data: next, message: `Trip ${next.tripNo}: ${next.status}` };
}

const statusCard = () => within(screen.getByRole('region', { name: 'Status' }));

afterEach(() => jest.restoreAllMocks());

describe("a trip's page", () => {
  it('names the receipt that recorded the party advance, linked to the payment history', async () => {
    await open(
      aTrip({
        partyAdvancePaise: 5_000_00,
        partyAdvanceReceipt: {
          id: 'e-1',
          reference: 'RC-2526-00007',
          mode: 'cheque',
          bank: { id: 'b-1', name: 'HDFC current' },
        },
      }),
    );
    const party = within(screen.getByRole('region', { name: 'Party side' }));
    expect(party.getByText(/Advance received by cheque into HDFC current, receipt/)).toBeInTheDocument();
    expect(party.getByRole('link', { name: 'RC-2526-00007' })).toHaveAttribute(
      'href',
      '/admin/payments/history?search=RC-2526-00007',
    );
  });

  it('offers Start for a planned trip and starts it with the start km, then offers Deliver', async () => {
    const trip = aTrip();
    const get = await open(trip);
    expect(statusCard().getByText('Planned')).toBeInTheDocument();
    expect(statusCard().queryByRole('button', { name: 'Mark delivered' })).not.toBeInTheDocument();
    const start = jest
      .spyOn(tripsApi, 'start')
      .mockImplementation(async () => serverChanges(get, aTrip({ status: 'in_transit', startedAt: '2026-02-11T06:00:00.000Z' })));

    await userEvent.click(statusCard().getByRole('button', { name: 'Start trip' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Start trip T-2526-00042' }));
    expect(dialog.getByLabelText('Start km (optional)')).toHaveValue('120000');
    await userEvent.type(dialog.getByLabelText('Location (optional)'), 'Surat godown');
    await userEvent.click(dialog.getByRole('button', { name: 'Start trip' }));

    await waitFor(() =>
      expect(start).toHaveBeenCalledWith(trip.id, { date: null, time: null, location: 'Surat godown', startKm: 120_000 }),
    );
    expect(await statusCard().findByText('In transit')).toBeInTheDocument();
    expect(statusCard().getByRole('button', { name: 'Mark delivered' })).toBeInTheDocument();
    expect(statusCard().queryByRole('button', { name: 'Start trip' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's refusal to start inside the dialog", async () => {
    await open(aTrip());
    const refusal = "MH12AB1234's insurance expired on 3 Jan 2026: renew it before starting the trip";
    jest
      .spyOn(tripsApi, 'start')
      .mockRejectedValue(rejection(409, { success: false, message: refusal, errors: { truckId: refusal } }));
    await userEvent.click(await statusCard().findByRole('button', { name: 'Start trip' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Start trip T-2526-00042' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Start trip' }));
    expect(await dialog.findByText(refusal)).toBeInTheDocument();
  });

  it('asks for the end km of an own truck before marking it delivered, at least its start km', async () => {
    const trip = aTrip({ status: 'in_transit', startedAt: '2026-02-11T06:00:00.000Z' });
    const get = await open(trip);
    expect(await statusCard().findByRole('button', { name: 'Mark delivered' })).toBeInTheDocument();
    expect(statusCard().queryByRole('button', { name: 'Start trip' })).not.toBeInTheDocument();
    const deliver = jest
      .spyOn(tripsApi, 'deliver')
      .mockImplementation(async () => serverChanges(get, aTrip({ status: 'delivered', endKm: 121_180 })));

    await userEvent.click(statusCard().getByRole('button', { name: 'Mark delivered' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Deliver trip T-2526-00042' }));
    const submit = dialog.getByRole('button', { name: 'Mark delivered' });
    await userEvent.click(submit);
    await expectFieldError('End km', 'End km is required for an own truck');
    expect(deliver).not.toHaveBeenCalled();

    await userEvent.type(dialog.getByLabelText('End km'), '119000');
    await userEvent.click(submit);
    await expectFieldError('End km', 'End km must be at least the start km (1,20,000)');
    expect(deliver).not.toHaveBeenCalled();

    await userEvent.clear(dialog.getByLabelText('End km'));
    await userEvent.type(dialog.getByLabelText('End km'), '121180');
    await userEvent.click(submit);
    await waitFor(() =>
      expect(deliver).toHaveBeenCalledWith(trip.id, { date: null, time: null, location: null, endKm: 121_180 }),
    );
    expect(await statusCard().findByText('Delivered')).toBeInTheDocument();
    expect(statusCard().getByText(/Upload the proof of delivery \(POD\)/)).toBeInTheDocument();
  });

  it('delivers a market vehicle without an end km', async () => {
    const trip = aTrip({
      status: 'in_transit',
      fleet: 'market',
      truck: null,
      driver: null,
      startKm: null,
      vehicle: { id: VEHICLE.id, registrationNumber: VEHICLE.label, ownerName: VEHICLE.ownerName, vehicleType: 'open_body' },
    });
    const get = await open(trip);
    const deliver = jest
      .spyOn(tripsApi, 'deliver')
      .mockImplementation(async () => serverChanges(get, { ...trip, status: 'delivered' }));
    await userEvent.click(await statusCard().findByRole('button', { name: 'Mark delivered' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Deliver trip T-2526-00042' }));
    expect(dialog.queryByLabelText('End km')).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Mark delivered' }));
    await waitFor(() => expect(deliver).toHaveBeenCalledWith(trip.id, { date: null, time: null, location: null, endKm: null }));
  });

  it('cancels with a reason', async () => {
    const trip = aTrip();
    const get = await open(trip);
    const cancel = jest
      .spyOn(tripsApi, 'cancel')
      .mockImplementation(async () =>
        serverChanges(get, aTrip({ status: 'cancelled', cancelReason: 'Party postponed the load' })),
      );
    await userEvent.click(await statusCard().findByRole('button', { name: 'Cancel trip' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel trip T-2526-00042?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel trip' }));
    await expectFieldError('Reason', 'Reason must be at least 3 characters');
    await userEvent.type(dialog.getByLabelText('Reason'), 'Party postponed the load');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel trip' }));
    await waitFor(() => expect(cancel).toHaveBeenCalledWith(trip.id, { reason: 'Party postponed the load' }));
    expect(await statusCard().findByText('Party postponed the load')).toBeInTheDocument();
    expect(statusCard().queryByRole('button', { name: 'Cancel trip' })).not.toBeInTheDocument();
  });

  it('does not let a billed trip be edited, and says why', async () => {
    await open(aTrip({ status: 'billed' }));
    const edit = await screen.findByRole('button', { name: 'Edit trip' });
    expect(edit).toBeDisabled();
    expect(edit).toHaveAccessibleDescription(/is billed: its amounts are on a bill or a settlement/);
    expect(statusCard().queryByRole('button', { name: /Start trip|Mark delivered|Cancel trip/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete trip' })).not.toBeInTheDocument();
  });

  it('shows a viewer the trip without amounts, actions or the share link', async () => {
    await open(aTrip(), [], 'viewer');
    expect(screen.getByRole('region', { name: 'Route and goods' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Freight and amounts' })).not.toBeInTheDocument();
    expect(screen.queryByText('Declared value')).not.toBeInTheDocument();
    for (const action of ['Edit trip', 'Delete trip', 'Start trip', 'Share tracking link']) {
      expect(screen.queryByRole('button', { name: action })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: action })).not.toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Print LR' })).toBeInTheDocument();
  });

  it("shows every figure the server computed, and the server's refusal to delete", async () => {
    await open(aTrip());
    const amounts = within(await screen.findByRole('region', { name: 'Freight and amounts' }));
    expect(amounts.getByText('Party total').nextElementSibling).toHaveTextContent('₹26,500.00');
    expect(amounts.getByText('Party balance').nextElementSibling).toHaveTextContent('₹21,500.00');
    expect(screen.getByRole('link', { name: /GRL2526042/ })).toHaveAttribute('href', '/track?number=GRL2526042');

    const refusal = 'Only the latest planned trip of the session can be deleted: cancel T-2526-00042 instead';
    jest.spyOn(tripsApi, 'remove').mockRejectedValue(rejection(409, { success: false, message: refusal }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete trip' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete trip T-2526-00042?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete trip' }));
    expect(await dialog.findByText(refusal)).toBeInTheDocument();
  });

  it("tells the history as people read it: statuses by name, moments on India's clock, km with separators", async () => {
    await open(aTrip(), [
      {
        id: 'h1',
        action: 'trip.deliver',
        actionLabel: 'Delivered',
        actorEmail: 'ops@example.com',
        at: '2026-11-24T22:20:00.000Z',
        detail: null,
        changes: [
          { field: 'status', before: 'in_transit', after: 'delivered' },
          { field: 'endKm', before: null, after: 121_180 },
          { field: 'deliveredAt', before: null, after: '2026-11-24T22:20:00.000Z' },
        ],
      },
    ]);
    const entry = await screen.findByText(
      (_, element) => element?.tagName === 'LI' && /^Status: In transit/.test(element.textContent ?? ''),
    );
    expect(entry).toHaveTextContent(/^Status: In transit →\s*changed to Delivered$/);
    expect(screen.getByText(/End km: —/)).toHaveTextContent(/^End km: — →\s*changed to 1,21,180 km$/);
    // 22:20 UTC is 03:50 the next morning in India.
    expect(screen.getByText(/Delivered at: —/)).toHaveTextContent(/25 Nov 2026, 03:50 am/i);
  });
});
