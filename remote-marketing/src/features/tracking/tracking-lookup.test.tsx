import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { searchTracking, type PublicSearchResponse, type TrackingResult } from 'shared-api';
import { TrackingLookup } from './tracking-lookup';

// The seam: the public search client. Everything else in shared-api stays real.
jest.mock('shared-api', () => ({ ...jest.requireActual('shared-api'), searchTracking: jest.fn() }));
const searchTrackingMock = jest.mocked(searchTracking);

const GRL001: TrackingResult = {
  trackingNumber: 'GRL001',
  status: 'In Transit',
  origin: 'Shanghai, China',
  destination: 'Rotterdam, Netherlands',
  estimatedDelivery: '2025-03-18',
  currentLocation: 'Port of Singapore',
  progress: 65,
  updates: [
    {
      date: '2025-03-02',
      time: '09:15',
      status: 'Package Picked Up',
      location: 'Shanghai, China',
      description: 'Collected from the shipper.',
    },
    {
      date: '2025-03-04',
      time: '16:40',
      status: 'In Transit',
      location: 'Port of Shanghai, China',
      description: 'Vessel departed.',
    },
    {
      date: '2025-03-09',
      time: '07:05',
      status: 'In Transit',
      location: 'Port of Singapore',
      description: 'Arrived for transshipment.',
    },
  ],
};

const GRL002: TrackingResult = {
  ...GRL001,
  trackingNumber: 'GRL002',
  status: 'Delivered',
  origin: 'Frankfurt, Germany',
  destination: 'Chicago, USA',
  currentLocation: 'Chicago, USA',
  progress: 100,
  updates: [],
};

const found = (result: TrackingResult): PublicSearchResponse<TrackingResult> => ({
  success: true,
  data: [result],
  total: 1,
  query: result.trackingNumber,
  message: 'Tracking information found',
  source: 'server',
});

const notFound = (number: string): PublicSearchResponse<TrackingResult> => ({
  success: false,
  data: [],
  total: 0,
  query: number,
  message: 'Tracking number not found',
  source: 'server',
});

/** A promise the test settles when it chooses, to put answers out of order. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** Where the router is, and a back button like the browser's. */
function Location() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="location">{location.pathname + location.search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
}

function renderLookup(url = '/track') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <TrackingLookup />
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const location = () => screen.getByTestId('location').textContent;
const numberBox = () => screen.getByLabelText('Tracking number');

afterEach(() => jest.clearAllMocks());

describe('TrackingLookup', () => {
  it('searches at once for the number in a ?number= link, case-insensitively', async () => {
    searchTrackingMock.mockResolvedValue(found(GRL001));
    renderLookup('/track?number=grl001');
    expect(numberBox()).toHaveValue('grl001');
    expect(screen.getByText('Looking up GRL001…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'GRL001' })).toBeInTheDocument();
    expect(searchTrackingMock).toHaveBeenCalledTimes(1);
    expect(searchTrackingMock).toHaveBeenCalledWith('GRL001', undefined, undefined);
  });

  it('shows a found shipment: status, route, delivery date, progress and the timeline newest first', async () => {
    searchTrackingMock.mockResolvedValue(found(GRL001));
    renderLookup('/track?number=GRL001');
    const card = within(await screen.findByRole('article', { name: 'GRL001' }));

    expect(card.getByText('In Transit', { selector: '[class~="badge"]' })).toBeInTheDocument();
    expect(card.getByText('Origin').nextElementSibling).toHaveTextContent('Shanghai, China');
    expect(card.getByText('Destination').nextElementSibling).toHaveTextContent('Rotterdam, Netherlands');
    expect(card.getByText('Current location').nextElementSibling).toHaveTextContent('Port of Singapore');
    expect(card.getByText('Estimated delivery').nextElementSibling).toHaveTextContent('Tuesday, 18 March 2025');

    const progress = card.getByRole('progressbar', { name: 'Journey progress of GRL001' });
    expect(progress).toHaveAttribute('aria-valuenow', '65');
    expect(progress).toHaveAttribute('aria-valuemin', '0');
    expect(progress).toHaveAttribute('aria-valuemax', '100');
    expect(card.getByText('65%')).toBeVisible();

    const events = within(card.getByRole('list', { name: /Shipment history/ })).getAllByRole('listitem');
    expect(events).toHaveLength(3);
    expect(events[0]).toHaveTextContent('9 Mar 2025, 07:05');
    expect(events[0]).toHaveTextContent('Port of Singapore');
    expect(events[0]).toHaveTextContent('Arrived for transshipment.');
    expect(events[2]).toHaveTextContent('Package Picked Up');

    expect(screen.getByText(/^Tracking information found: GRL001, In Transit/)).toHaveAttribute('aria-live', 'polite');
  });

  it('refuses an invalid number with the field error and searches nothing', async () => {
    const user = userEvent.setup();
    renderLookup();
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(numberBox()).toHaveAttribute('aria-invalid', 'true');
    expect(numberBox()).toHaveAccessibleDescription(/Tracking number is required/);

    await user.type(numberBox(), 'GRL 001!');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(numberBox()).toHaveAccessibleDescription(/Tracking number may only contain letters, digits and hyphens/);
    expect(searchTrackingMock).not.toHaveBeenCalled();
    expect(location()).toBe('/track');
  });

  it('does not search a ?number= link that is not a tracking number, and says why', () => {
    renderLookup('/track?number=GRL%20001!');
    expect(screen.getByText(/is not a tracking number we recognise/)).toHaveTextContent(
      'Tracking number may only contain letters, digits and hyphens',
    );
    expect(searchTrackingMock).not.toHaveBeenCalled();
  });

  it('puts a submitted number in the URL and searches it', async () => {
    searchTrackingMock.mockResolvedValue(found(GRL002));
    const user = userEvent.setup();
    renderLookup();
    await user.type(numberBox(), '  GRL002 ');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    // The router applies the navigation after the click's own update, so on a busy machine it may lag a tick.
    await waitFor(() => expect(location()).toBe('/track?number=GRL002'));
    expect(await screen.findByRole('article', { name: 'GRL002' })).toBeInTheDocument();
    expect(searchTrackingMock).toHaveBeenCalledWith('GRL002', undefined, undefined);
  });

  it("asks a trip's consignee for the destination PIN code, then shows who it is for", async () => {
    const trip: TrackingResult = { ...GRL002, trackingNumber: 'GR7K3M9QXD-4', details: 'hidden' };
    searchTrackingMock.mockImplementation(async (_number, pin) =>
      found(pin === '411026' ? { ...trip, details: 'shown', consignee: 'Bharat Fabricators' } : trip),
    );
    const user = userEvent.setup();
    renderLookup('/track?number=GR7K3M9QXD-4');
    const pinBox = await screen.findByLabelText('Destination PIN code');
    expect(pinBox).toHaveAccessibleDescription(/Names and the lorry number are shown to whoever also knows the PIN code/);
    expect(screen.queryByText('Consignee')).not.toBeInTheDocument();
    await user.type(pinBox, '411026');
    await user.click(screen.getByRole('button', { name: 'Show details' }));
    await waitFor(() => expect(location()).toBe('/track?number=GR7K3M9QXD-4&pin=411026'));
    expect(await screen.findByText('Bharat Fabricators')).toBeInTheDocument();
    expect(searchTrackingMock).toHaveBeenLastCalledWith('GR7K3M9QXD-4', '411026', undefined);
    expect(screen.queryByLabelText('Destination PIN code')).not.toBeInTheDocument();
  });

  it('follows a share link from the back office with its key, without asking for the PIN', async () => {
    const trip: TrackingResult = { ...GRL002, trackingNumber: 'GR7K3M9QXD-4', details: 'shown', consignee: 'Bharat Fabricators' };
    searchTrackingMock.mockResolvedValue(found(trip));
    renderLookup('/track?number=GR7K3M9QXD-4&key=1a2b3c.signature');
    expect(await screen.findByText('Bharat Fabricators')).toBeInTheDocument();
    expect(searchTrackingMock).toHaveBeenCalledWith('GR7K3M9QXD-4', undefined, '1a2b3c.signature');
    expect(screen.queryByLabelText('Destination PIN code')).not.toBeInTheDocument();
  });

  it('says plainly when a number is not found, with what to do next', async () => {
    searchTrackingMock.mockResolvedValue(notFound('XYZ999'));
    renderLookup('/support/track-shipment?number=XYZ999');
    expect(await screen.findByRole('heading', { name: 'Tracking number not found' })).toBeInTheDocument();
    expect(screen.getByText(/Check the number/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      '/support/contact-support?reference=XYZ999',
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows that it is looking while the answer is on its way', async () => {
    const answer = deferred<PublicSearchResponse<TrackingResult>>();
    searchTrackingMock.mockReturnValue(answer.promise);
    renderLookup('/track?number=GRL001');
    expect(screen.getByText('Looking up GRL001…')).toBeInTheDocument();
    answer.resolve(found(GRL001));
    expect(await screen.findByRole('article', { name: 'GRL001' })).toBeInTheDocument();
    expect(screen.queryByText('Looking up GRL001…')).not.toBeInTheDocument();
  });

  it('never lets a slow answer for an earlier number replace the newer one', async () => {
    const slow = deferred<PublicSearchResponse<TrackingResult>>();
    searchTrackingMock.mockImplementation((number) => (number === 'GRL001' ? slow.promise : Promise.resolve(found(GRL002))));
    const user = userEvent.setup();
    renderLookup('/track?number=GRL001');

    await user.clear(numberBox());
    await user.type(numberBox(), 'GRL002');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(await screen.findByRole('article', { name: 'GRL002' })).toBeInTheDocument();

    slow.resolve(found(GRL001));
    await slow.promise;
    await new Promise((settle) => setTimeout(settle, 0));
    expect(screen.getByRole('article', { name: 'GRL002' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'GRL001' })).not.toBeInTheDocument();
  });

  it('follows the browser back to the previous number', async () => {
    searchTrackingMock.mockImplementation(async (number) => found(number === 'GRL001' ? GRL001 : GRL002));
    const user = userEvent.setup();
    renderLookup('/track?number=GRL001');
    await screen.findByRole('article', { name: 'GRL001' });

    await user.clear(numberBox());
    await user.type(numberBox(), 'GRL002');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    await screen.findByRole('article', { name: 'GRL002' });

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(location()).toBe('/track?number=GRL001'));
    await waitFor(() => expect(numberBox()).toHaveValue('GRL001'));
    expect(await screen.findByRole('article', { name: 'GRL001' })).toBeInTheDocument();
  });
});
