import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { quotesApi, type ListEnvelope, type Quote, type QuoteStats } from 'shared-api';
import { notify } from 'shared-ui';
import { renderScreen } from '../../test-utils';
import QuotesListPage from './quotes-list-page';

function quote(overrides: Partial<Quote> = {}): Quote {
  return {
    id: 'q-1',
    reference: 'Q-001042',
    customerId: null,
    contactName: 'Ravi Kumar',
    company: 'Kumar Textiles',
    email: 'ravi@kumartextiles.in',
    phone: '+91 98200 12345',
    service: 'road-transport',
    origin: 'Surat',
    destination: 'Delhi',
    commodity: 'Cotton fabric',
    pieces: 40,
    weightKg: '1250.50',
    volumeCbm: null,
    loadType: 'ftl',
    readyDate: '2026-12-01',
    hazardous: false,
    temperatureControlled: false,
    message: null,
    status: 'new',
    quotedAmountPaise: null,
    statusChangedAt: '2026-11-20T09:30:00.000Z',
    createdAt: '2026-11-20T09:30:00.000Z',
    updatedAt: '2026-11-20T09:30:00.000Z',
    ...overrides,
  };
}

const stats: QuoteStats = {
  byStatus: { new: 7, reviewing: 3, quoted: 2, won: 5, lost: 1 },
  total: 18,
  last30Days: 11,
  byWeek: [],
};

const page = (data: Quote[], total = data.length): ListEnvelope<Quote> => ({
  success: true,
  data,
  total,
  page: 1,
  limit: 20,
  nextCursor: null,
  prevCursor: null,
});

function mockApi(rows: Quote[] = [quote()]) {
  jest.spyOn(quotesApi, 'stats').mockResolvedValue({ success: true, data: stats });
  return jest.spyOn(quotesApi, 'list').mockResolvedValue(page(rows));
}

afterEach(() => jest.restoreAllMocks());

describe('QuotesListPage', () => {
  it('lists quote requests with their reference link, contact, service, route, ready date and status', async () => {
    mockApi([quote(), quote({ id: 'q-2', reference: 'Q-001043', company: null, status: 'won', service: 'air-freight' })]);
    renderScreen(<QuotesListPage />, { route: '/admin/quotes' });

    expect(screen.getByRole('heading', { level: 1, name: 'Quote requests' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Quote requests' });
    const [, first, second] = within(table).getAllByRole('row');
    const row = within(first!);
    expect(row.getByRole('link', { name: 'Q-001042' })).toHaveAttribute('href', '/admin/quotes/q-1');
    expect(row.getByText('Ravi Kumar')).toBeInTheDocument();
    expect(row.getByText('Kumar Textiles')).toBeInTheDocument();
    expect(row.getByText('Road Transport')).toBeInTheDocument();
    expect(row.getByText(/Surat/)).toHaveTextContent('Surat → to Delhi');
    expect(row.getByText('1 Dec 2026')).toBeInTheDocument();
    expect(row.getByText('New')).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'Open Q-001042' })).toHaveAttribute('href', '/admin/quotes/q-1');
    expect(within(second!).getByText('Won')).toBeInTheDocument();
    expect(within(second!).getByText('Air Freight')).toBeInTheDocument();
  });

  it('shows the figures by status, each leading to the list filtered by it', async () => {
    const list = mockApi();
    const view = renderScreen(<QuotesListPage />, { route: '/admin/quotes' });

    const figures = await screen.findByRole('list', { name: 'Quote requests by status' });
    expect(within(figures).getByRole('link', { name: /New\s*7/ })).toHaveAttribute('href', '/admin/quotes?status=new');
    expect(within(figures).getByRole('link', { name: /Won\s*5/ })).toHaveAttribute('href', '/admin/quotes?status=won');
    expect(within(figures).getByText('Last 30 days').parentElement).toHaveTextContent('11');

    await userEvent.click(within(figures).getByRole('link', { name: /Reviewing\s*3/ }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ page: 1, limit: 20, sort: '-createdAt', status: 'reviewing' }));
    expect(view.location().search).toBe('?status=reviewing');
    expect(screen.getByLabelText('Status')).toHaveValue('reviewing');
  });

  it('filters by the status and service in the address, and changes them there', async () => {
    const list = mockApi();
    const view = renderScreen(<QuotesListPage />, { route: '/admin/quotes?status=quoted' });

    await screen.findByRole('table', { name: 'Quote requests' });
    expect(list).toHaveBeenCalledWith({ page: 1, limit: 20, sort: '-createdAt', status: 'quoted' });
    expect(screen.getByLabelText('Status')).toHaveValue('quoted');

    await userEvent.selectOptions(screen.getByLabelText('Service'), 'ocean-freight');
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith({
        page: 1,
        limit: 20,
        sort: '-createdAt',
        status: 'quoted',
        service: 'ocean-freight',
      }),
    );
    expect(new URLSearchParams(view.location().search).get('service')).toBe('ocean-freight');

    await userEvent.selectOptions(screen.getByLabelText('Status'), '');
    await waitFor(() => expect(view.location().search).toBe('?service=ocean-freight'));
  });

  it('searches on the server and filters by the day received, never sending a range that ends before it starts', async () => {
    const list = mockApi();
    const view = renderScreen(<QuotesListPage />, { route: '/admin/quotes?to=2026-11-10' });
    await screen.findByRole('table', { name: 'Quote requests' });

    await userEvent.type(screen.getByLabelText('Search quotes'), 'Q-001042');
    await waitFor(() => expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ search: 'Q-001042', to: '2026-11-10' })));

    await userEvent.type(screen.getByLabelText('Received from'), '2026-11-15');
    await waitFor(() => expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ from: '2026-11-15' })));
    expect(list).not.toHaveBeenCalledWith(expect.objectContaining({ from: '2026-11-15', to: '2026-11-10' }));
    const address = new URLSearchParams(view.location().search);
    expect(address.get('from')).toBe('2026-11-15');
    expect(address.get('to')).toBeNull();
  });

  it('says when nothing matches', async () => {
    mockApi([]);
    renderScreen(<QuotesListPage />, { route: '/admin/quotes?status=lost' });
    expect(await screen.findByText('No quote requests match this search and these filters.')).toBeInTheDocument();
  });

  it('still lists quotes when the figures cannot be loaded', async () => {
    jest.spyOn(quotesApi, 'stats').mockRejectedValue(new Error('offline'));
    jest.spyOn(quotesApi, 'list').mockResolvedValue(page([quote()]));
    renderScreen(<QuotesListPage />, { route: '/admin/quotes' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The quote figures could not be loaded');
    expect(await screen.findByRole('link', { name: 'Q-001042' })).toBeInTheDocument();
  });

  it('deletes a quote only after confirmation, then says so and reloads the list', async () => {
    const list = mockApi();
    const remove = jest.spyOn(quotesApi, 'remove').mockResolvedValue({ success: true, data: null, message: 'Quote deleted' });
    const success = jest.spyOn(notify, 'success').mockImplementation(() => undefined);
    renderScreen(<QuotesListPage />, { route: '/admin/quotes' });

    await userEvent.click(await screen.findByRole('button', { name: 'Delete Q-001042' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete quote Q-001042?' });
    expect(dialog).toHaveTextContent('Ravi Kumar');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(remove).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Q-001042' }));
    const calls = list.mock.calls.length;
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete quote' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Quote deleted'));
    expect(remove).toHaveBeenCalledWith('q-1');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(list.mock.calls.length).toBeGreaterThan(calls));
  });
});
