import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HTTPError } from 'ky';
import { MemoryRouter } from 'react-router-dom';
import { shipmentsApi, type NumberedListEnvelope } from 'shared-api';
import type { Shipment } from 'shared-api/schemas';
import { MyShipments } from './my-shipments';

function shipment(overrides: Partial<Shipment> = {}): Shipment {
  return {
    id: 'sh-1',
    trackingNumber: 'GRL104233',
    status: 'in_transit',
    statusLabel: 'In Transit',
    service: 'road-transport',
    origin: 'Mumbai',
    destination: 'Delhi',
    currentLocation: 'Vadodara hub',
    progress: 40,
    estimatedDelivery: '2026-11-24',
    quoteReference: 'Q-001042',
    createdAt: '2026-11-18T10:00:00.000Z',
    updatedAt: '2026-11-19T10:00:00.000Z',
    ...overrides,
  };
}

function page(data: Shipment[], total = data.length, number = 1): NumberedListEnvelope<Shipment> {
  return { success: true, data, total, page: number, limit: 10 };
}

function renderList() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <MyShipments userId="u-1" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => jest.restoreAllMocks());

describe('MyShipments', () => {
  it("lists the customer's shipments with a tracking link, status, route, progress, delivery date and quote", async () => {
    const mine = jest.spyOn(shipmentsApi, 'mine').mockResolvedValue(
      page([
        shipment(),
        shipment({
          id: 'sh-2',
          trackingNumber: 'GRL104234',
          status: 'delivered',
          statusLabel: 'Delivered',
          progress: 100,
          quoteReference: null,
          estimatedDelivery: null,
        }),
      ]),
    );
    renderList();
    const table = await screen.findByRole('table', { name: 'Your shipments, newest first' });
    expect(mine).toHaveBeenCalledWith({ page: 1, limit: 10 });

    const [, first, second] = within(table).getAllByRole('row');
    const row = within(first!);
    expect(row.getByRole('link', { name: 'GRL104233' })).toHaveAttribute('href', '/track?number=GRL104233');
    expect(row.getByText('In Transit')).toBeInTheDocument();
    expect(row.getByText('At Vadodara hub')).toBeInTheDocument();
    expect(row.getByText(/Mumbai → Delhi/)).toBeInTheDocument();
    expect(row.getByText('Road Transport')).toBeInTheDocument();
    expect(row.getByRole('progressbar', { name: 'Progress of GRL104233' })).toHaveAttribute('aria-valuenow', '40');
    expect(row.getByText('40%')).toBeInTheDocument();
    expect(row.getByText('24 Nov 2026')).toBeInTheDocument();
    expect(row.getByText('Q-001042')).toBeInTheDocument();

    const other = within(second!);
    expect(other.getByText('Delivered')).toBeInTheDocument();
    expect(other.getByText('Not yet planned')).toBeInTheDocument();
    expect(other.getByText('None')).toBeInTheDocument();
  });

  it('pages through the list like the quotes', async () => {
    const mine = jest.spyOn(shipmentsApi, 'mine').mockImplementation(async (query = {}) => {
      const number = Number(query.page ?? 1);
      return page([shipment({ id: `sh-${number}`, trackingNumber: `GRL00${number}` })], 12, number);
    });
    renderList();
    expect(await screen.findByRole('link', { name: 'GRL001' })).toBeInTheDocument();
    const pager = within(screen.getByRole('navigation', { name: 'Pages of shipments' }));
    expect(pager.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await userEvent.click(pager.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'GRL002' })).toBeInTheDocument();
    expect(mine).toHaveBeenLastCalledWith({ page: 2, limit: 10 });
    expect(pager.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('says so when there are no shipments yet and points to a quote', async () => {
    jest.spyOn(shipmentsApi, 'mine').mockResolvedValue(page([]));
    renderList();
    expect(await screen.findByText(/No shipments yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a quote' })).toHaveAttribute('href', '/quote');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows the server's message when the list cannot be loaded, and tries again on request", async () => {
    const request = new Request('http://localhost/api/shipments/mine');
    const error = new HTTPError(new Response(null, { status: 500 }), request, {} as ConstructorParameters<typeof HTTPError>[2]);
    error.data = { success: false, message: 'Shipments are resting' };
    const mine = jest
      .spyOn(shipmentsApi, 'mine')
      .mockRejectedValueOnce(error)
      .mockResolvedValueOnce(page([shipment()]));
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('Shipments are resting');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'GRL104233' })).toBeInTheDocument();
    expect(mine).toHaveBeenCalledTimes(2);
  });
});
