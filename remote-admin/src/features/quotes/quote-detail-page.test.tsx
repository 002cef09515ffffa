import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HTTPError } from 'ky';
import { Route } from 'react-router-dom';
import { quotesApi, type Quote } from 'shared-api';
import { notify } from 'shared-ui';
import { renderScreen } from '../../test-utils';
import QuoteDetailPage from './quote-detail-page';

function quote(overrides: Partial<Quote> = {}): Quote {
  return {
    id: 'q-1',
    reference: 'Q-001042',
    customerId: 'u-7',
    contactName: 'Ravi Kumar',
    company: 'Kumar Textiles',
    email: 'ravi@kumartextiles.in',
    phone: '+91 (982) 001-2345',
    service: 'road-transport',
    origin: 'Surat',
    destination: 'Delhi',
    commodity: 'Cotton fabric',
    pieces: 1200,
    weightKg: '1250.50',
    volumeCbm: '14.200',
    loadType: 'ftl',
    readyDate: '2026-12-01',
    hazardous: true,
    temperatureControlled: false,
    message: 'Please include loading at our Surat godown.',
    status: 'new',
    quotedAmountPaise: null,
    statusChangedAt: '2026-11-20T09:30:00.000Z',
    createdAt: '2026-11-20T09:30:00.000Z',
    updatedAt: '2026-11-20T09:30:00.000Z',
    ...overrides,
  };
}

function rejection(status: number, body: object) {
  const response = new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const error = new HTTPError(response, new Request('http://test/api/quotes/q-1'), {} as never);
  Object.assign(error, { data: body });
  return error;
}

/** The server moves the quote: the answer and every later read show the new status. */
function serverMoves(get: jest.SpyInstance, moved: Quote) {
  return jest.spyOn(quotesApi, 'updateStatus').mockImplementation(async () => {
    get.mockResolvedValue({ success: true, data: moved });
    return { success: true, data: moved, message: 'Quote status updated' };
  });
}

function open(current: Quote | Error) {
  const get =
    current instanceof Error
      ? jest.spyOn(quotesApi, 'get').mockRejectedValue(current)
      : jest.spyOn(quotesApi, 'get').mockResolvedValue({ success: true, data: current });
  const view = renderScreen(<QuoteDetailPage />, {
    route: '/admin/quotes/q-1',
    path: '/admin/quotes/:id',
    extraRoutes: <Route path="/admin/quotes" element={<p>The quote list</p>} />,
  });
  return { get, ...view };
}

let success: jest.SpyInstance;
beforeEach(() => {
  success = jest.spyOn(notify, 'success').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('QuoteDetailPage', () => {
  it('shows everything the customer sent, with e-mail and phone links', async () => {
    open(quote());
    expect(await screen.findByRole('heading', { level: 1, name: 'Quote Q-001042' })).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'ravi@kumartextiles.in' })).toHaveAttribute('href', 'mailto:ravi@kumartextiles.in');
    expect(screen.getByRole('link', { name: '+91 (982) 001-2345' })).toHaveAttribute('href', 'tel:+919820012345');
    const shipment = within(screen.getByRole('region', { name: 'Shipment' }));
    expect(shipment.getByText('Road Transport')).toBeInTheDocument();
    expect(shipment.getByText('Surat')).toBeInTheDocument();
    expect(shipment.getByText('Delhi')).toBeInTheDocument();
    expect(shipment.getByText('Full truck load (FTL)')).toBeInTheDocument();
    expect(shipment.getByText('1 Dec 2026')).toBeInTheDocument();
    const cargo = within(screen.getByRole('region', { name: 'Cargo' }));
    expect(cargo.getByText('Cotton fabric')).toBeInTheDocument();
    expect(cargo.getByText('1,200')).toBeInTheDocument();
    expect(cargo.getByText('1250.50 kg')).toBeInTheDocument();
    expect(cargo.getByText('14.200 cbm')).toBeInTheDocument();
    expect(cargo.getByText('Yes, hazardous goods')).toBeInTheDocument();
    expect(screen.getByText('Please include loading at our Surat godown.')).toBeInTheDocument();
    const status = within(screen.getByRole('region', { name: 'Status' }));
    expect(status.getByText('New')).toBeInTheDocument();
    expect(status.getByText('Not priced yet')).toBeInTheDocument();
    expect(status.getByText('A signed-in customer')).toBeInTheDocument();
  });

  it('offers only the moves allowed from the current status', async () => {
    open(quote({ status: 'new' }));
    expect(await screen.findByRole('button', { name: 'Mark as reviewing' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark as lost' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Mark as won/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Mark as quoted/ })).not.toBeInTheDocument();
  });

  it('moves a new quote to reviewing, says so and shows the new status', async () => {
    const { get } = open(quote());
    const update = serverMoves(get, quote({ status: 'reviewing', statusChangedAt: '2026-11-21T10:00:00.000Z' }));

    await userEvent.click(await screen.findByRole('button', { name: 'Mark as reviewing' }));
    expect(update).toHaveBeenCalledWith('q-1', { status: 'reviewing' });
    await waitFor(() => expect(success).toHaveBeenCalledWith('Quote status updated: Reviewing'));
    const status = within(screen.getByRole('region', { name: 'Status' }));
    expect(await status.findByText('Reviewing')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark as quoted…' })).toBeInTheDocument();
  });

  it('asks for the price before marking a quote quoted, and sends it as exact paise', async () => {
    const { get } = open(quote({ status: 'reviewing' }));
    const update = serverMoves(get, quote({ status: 'quoted', quotedAmountPaise: 1250050 }));

    await userEvent.click(await screen.findByRole('button', { name: 'Mark as quoted…' }));
    const amount = screen.getByLabelText('Quoted amount (₹)');
    expect(amount).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Save as quoted' }));
    expect(await screen.findByText('Enter the quoted amount')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();

    await userEvent.type(amount, '12,500.50');
    expect(screen.getByText(/That is ₹12,500.50/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save as quoted' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith('q-1', { status: 'quoted', quotedAmountPaise: 1250050 }));
    expect(success).toHaveBeenCalledWith('Quote status updated: Quoted');
    const status = within(screen.getByRole('region', { name: 'Status' }));
    expect(await status.findByText('₹12,500.50')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark as won' })).toBeInTheDocument();
  });

  it('confirms before marking a quote lost, saying it is final', async () => {
    const { get } = open(quote({ status: 'quoted', quotedAmountPaise: 900000 }));
    const update = serverMoves(get, quote({ status: 'lost', quotedAmountPaise: 900000 }));

    await userEvent.click(await screen.findByRole('button', { name: 'Mark as lost' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark quote Q-001042 as lost?' });
    expect(dialog).toHaveTextContent('Lost is final');
    expect(update).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as lost' }));

    await waitFor(() => expect(update).toHaveBeenCalledWith('q-1', { status: 'lost' }));
    expect(await screen.findByText(/Won and lost are final, so its status can no longer change/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers no change for a won or lost quote', async () => {
    open(quote({ status: 'won', quotedAmountPaise: 900000, statusChangedAt: '2026-11-25T06:00:00.000Z' }));
    expect(await screen.findByText(/This quote was marked won on/)).toHaveTextContent(
      'Won and lost are final, so its status can no longer change.',
    );
    expect(screen.queryByRole('button', { name: /^Mark as/ })).not.toBeInTheDocument();
    expect(screen.getByText('₹9,000.00')).toBeInTheDocument();
  });

  it("shows the server's refusal when someone else moved the quote first, and reloads it", async () => {
    const { get } = open(quote({ status: 'new' }));
    jest
      .spyOn(quotesApi, 'updateStatus')
      .mockRejectedValue(
        rejection(409, { success: false, message: 'This quote was changed by someone else; reload and try again' }),
      );
    await screen.findByRole('button', { name: 'Mark as reviewing' });
    get.mockResolvedValue({ success: true, data: quote({ status: 'lost' }) });

    await userEvent.click(screen.getByRole('button', { name: 'Mark as reviewing' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This quote was changed by someone else');
    expect(await screen.findByText(/This quote was marked lost/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as reviewing' })).not.toBeInTheDocument();
    expect(success).not.toHaveBeenCalled();
  });

  it('deletes the quote after confirmation and returns to the list', async () => {
    const view = open(quote());
    const remove = jest.spyOn(quotesApi, 'remove').mockResolvedValue({ success: true, data: null, message: 'Quote deleted' });

    await userEvent.click(await screen.findByRole('button', { name: 'Delete quote' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete quote Q-001042?' });
    expect(remove).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete quote' }));

    expect(await screen.findByText('The quote list')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith('q-1');
    expect(success).toHaveBeenCalledWith('Quote deleted');
    expect(view.location().pathname).toBe('/admin/quotes');
  });

  it("says 'Quote not found' for an unknown quote", async () => {
    open(rejection(404, { success: false, message: 'Quote not found' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Quote not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to quote requests' })).toHaveAttribute('href', '/admin/quotes');
  });

  it('offers to try again when the quote cannot be loaded', async () => {
    const { get } = open(new Error('offline'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The quote could not be loaded');
    get.mockResolvedValue({ success: true, data: quote() });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Quote Q-001042' })).toBeInTheDocument();
  });
});
