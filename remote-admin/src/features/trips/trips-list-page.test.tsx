import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type TripListEnvelope } from 'shared-api';
import { sessionsApi, tripsApi } from 'shared-api/back-office';
import type { FinancialSession, TripTotals } from 'shared-api/schemas';
import type { Role } from 'shared-api';
import { renderScreen } from '../../test-utils';
import TripsListPage from './trips-list-page';
import { aTrip } from './trip-test-data';

function aSession(id: string, name: string): FinancialSession {
  const year = Number(name.slice(0, 4));
  return {
    id,
    name,
    startsOn: `${year}-04-01`,
    endsOn: `${year + 1}-03-31`,
    status: 'open',
    active: true,
    gstRegime: 'reverse-charge',
    createdAt: '2025-04-01T00:00:00.000Z',
    updatedAt: '2025-04-01T00:00:00.000Z',
  };
}

const CURRENT = aSession('8f0d2c1a-0000-4000-8000-000000002526', '2025-26');
const EARLIER = aSession('8f0d2c1a-0000-4000-8000-000000002425', '2024-25');
const TOTALS: TripTotals = {
  trips: 1,
  freightPaise: 2_500_000,
  partyTotalPaise: 2_650_000,
  ownerPayablePaise: 0,
  estimatedProfitPaise: 2_650_000,
};

function answer(totals: TripTotals | null): TripListEnvelope {
  return { success: true, data: [aTrip()], total: 1, page: 1, limit: 20, nextCursor: null, prevCursor: null, totals };
}

function openList(route = '/admin/trips', totals: TripTotals | null = TOTALS, role: Role = 'admin') {
  jest.spyOn(sessionsApi, 'working').mockResolvedValue({ success: true, data: CURRENT });
  jest.spyOn(sessionsApi, 'list').mockResolvedValue({
    success: true,
    data: [CURRENT, EARLIER],
    total: 2,
    page: 1,
    limit: 100,
    nextCursor: null,
    prevCursor: null,
  });
  const list = jest.spyOn(tripsApi, 'list').mockResolvedValue(answer(totals));
  const view = renderScreen(<TripsListPage />, { route, path: '/admin/trips', signedInAs: role });
  return { list, view };
}

afterEach(() => jest.restoreAllMocks());

describe('the trips list', () => {
  it('lists trips for a viewer without freight, its sort or the totals, and offers no new trip', async () => {
    openList('/admin/trips', TOTALS, 'viewer');
    const table = await screen.findByRole('table', { name: 'Trips' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers.join(' ')).not.toMatch(/Freight/);
    expect(screen.queryByText('Est. profit')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add new trip' })).not.toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Freight, highest first/ })).not.toBeInTheDocument();
  });

  it("shows the admin's working session by default, says so, and lists its trips with their totals", async () => {
    const { list, view } = openList();
    expect(await screen.findByRole('link', { name: 'T-2526-00042' })).toHaveAttribute('href', `/admin/trips/${aTrip().id}`);
    expect(view.location().search).toBe(`?sessionId=${CURRENT.id}`);
    expect(list).toHaveBeenCalledWith(expect.objectContaining({ sessionId: CURRENT.id, sort: '-tripDate', page: 1 }));
    const session = screen.getByLabelText('Session');
    expect(session).toHaveValue(CURRENT.id);
    expect(session).toHaveAccessibleDescription('Your working session');

    const totals = within(screen.getByRole('region', { name: 'Totals of the matching trips' }));
    expect(totals.getByText('Freight').nextElementSibling).toHaveTextContent('₹25,000.00');
    expect(totals.getByText('Party total').nextElementSibling).toHaveTextContent('₹26,500.00');
    expect(totals.getByText('Est. profit').nextElementSibling).toHaveTextContent('₹26,500.00');
  });

  it('lists every session when asked, and filters by status in the address', async () => {
    const { list, view } = openList();
    await screen.findByRole('link', { name: 'T-2526-00042' });
    await userEvent.selectOptions(screen.getByLabelText('Session'), 'All sessions');
    await waitFor(() => expect(view.location().search).toBe('?sessionId=all'));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith(expect.not.objectContaining({ sessionId: expect.anything() })));
    expect(screen.getByLabelText('Session')).toHaveAccessibleDescription('Your working session is 2025-26');

    await userEvent.click(screen.getByRole('button', { name: 'In transit' }));
    expect(screen.getByRole('button', { name: 'In transit' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'in_transit' })));
    expect(view.location().search).toBe('?sessionId=all&status=in_transit');
  });

  it('says when the totals are not counted', async () => {
    openList(`/admin/trips?sessionId=${EARLIER.id}`, null);
    await screen.findByRole('link', { name: 'T-2526-00042' });
    expect(screen.getByText(/Totals appear when at most 10,000 trips match \(1,000 for a search\)/)).toBeInTheDocument();
    expect(screen.getByLabelText('Session')).toHaveValue(EARLIER.id);
  });
});
