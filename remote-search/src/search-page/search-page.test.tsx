import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { searchGlobal, searchHelp, searchIndustries, searchServices, type SearchResult } from 'shared-api';
import { currentLocation, LocationProbe } from '../test-support/location-probe';
import { deferred, helpResult, industryResult, searchAnswer, serviceResult } from '../test-support/search-fixtures';
import { SearchPage } from './search-page';

// The seam: the public search client. Result links and tagging stay real, so hrefs are the site's.
jest.mock('shared-api', () => ({
  ...jest.requireActual<typeof import('../../../shared-api/src/public-search/search-results')>(
    '../../../shared-api/src/public-search/search-results',
  ),
  ...jest.requireActual<typeof import('../../../shared-api/src/public-search/use-debounced-search')>(
    '../../../shared-api/src/public-search/use-debounced-search',
  ),
  searchGlobal: jest.fn(),
  searchServices: jest.fn(),
  searchIndustries: jest.fn(),
  searchHelp: jest.fn(),
}));

const searchGlobalMock = jest.mocked(searchGlobal);

function manyResults(count: number): SearchResult[] {
  return Array.from({ length: count }, (_, index) => serviceResult(`Freight option ${index + 1}`));
}

function renderPage(url: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/search" element={<SearchPage />} />
          <Route path="*" element={<p>Another page</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user };
}

const resultCards = () => within(screen.getByRole('list', { name: 'Results' })).getAllByRole('listitem');

beforeEach(() => {
  searchGlobalMock.mockResolvedValue(searchAnswer([]));
});

afterEach(() => {
  jest.clearAllMocks();
});

it('searches what the URL asks for and shows it', async () => {
  jest
    .mocked(searchServices)
    .mockResolvedValue(
      searchAnswer([{ id: 's1', name: 'Ocean Freight', description: 'Ocean sailings', category: 'Freight', type: 'freight' }]),
    );
  renderPage('/search?q=ocean&type=service');

  expect(screen.getByRole('heading', { level: 1, name: 'Search results' })).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Search terms' })).toHaveValue('ocean');
  expect(screen.getByRole('tab', { name: 'Services' })).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByText('1 result for "ocean"')).toBeInTheDocument();
  expect(searchServices).toHaveBeenCalledWith('ocean');
  expect(document.title).toMatch(/^Search results for "ocean"/);

  const link = screen.getByRole('link', { name: 'Ocean Freight' });
  expect(link).toHaveAttribute('href', '/services/ocean-freight');
  expect([...document.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Ocean', 'Ocean']);
});

it('lists every kind of result with the right link', async () => {
  searchGlobalMock.mockResolvedValue(
    searchAnswer([serviceResult('Cold Chain Logistics'), industryResult('Food & Beverage'), helpResult('Cold storage')]),
  );
  renderPage('/search?q=cold');

  expect(await screen.findByRole('link', { name: 'Cold Chain Logistics' })).toHaveAttribute(
    'href',
    '/services/cold-chain-logistics',
  );
  expect(screen.getByRole('link', { name: 'Food & Beverage' })).toHaveAttribute('href', '/industries/food-beverage');
  expect(screen.getByRole('link', { name: 'Cold storage' })).toHaveAttribute('href', '/support/help-center');
  expect(searchGlobalMock).toHaveBeenCalledWith('cold', 'all');
});

it('pages through the results ten at a time', async () => {
  searchGlobalMock.mockResolvedValue(searchAnswer(manyResults(23), 23));
  const { user } = renderPage('/search?q=freight&type=all');

  expect(await screen.findByText('23 results for "freight" · page 1 of 3')).toBeInTheDocument();
  expect(resultCards()).toHaveLength(10);
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(currentLocation().searchParams.get('page')).toBe('2');
  expect(resultCards()[0]).toHaveTextContent('Freight option 11');
  expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  await user.click(screen.getByRole('button', { name: 'Page 3' }));
  expect(resultCards()).toHaveLength(3);
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  expect(searchGlobalMock).toHaveBeenCalledTimes(1);
});

it('fetches every match in batches of 25, so all of them can be paged through', async () => {
  const all = manyResults(40);
  searchGlobalMock.mockImplementation((_query, _type, offset = 0) =>
    Promise.resolve(searchAnswer(all.slice(offset, offset + 25), 40)),
  );
  const { user } = renderPage('/search?q=freight');
  expect(await screen.findByText(/^40 results for "freight" · page 1 of 4/)).toBeInTheDocument();
  expect(searchGlobalMock.mock.calls.map((call) => call[2] ?? 0)).toEqual([0, 25]);
  await user.click(screen.getByRole('button', { name: 'Page 4' }));
  expect(await screen.findByRole('link', { name: 'Freight option 40' })).toBeInTheDocument();
});

it('says when the server stops short of its total', async () => {
  searchGlobalMock.mockImplementation((_query, _type, offset = 0) =>
    Promise.resolve(searchAnswer(offset === 0 ? manyResults(25) : [], 40)),
  );
  renderPage('/search?q=freight');
  expect(await screen.findByText(/Showing the first 25 of 40 results for "freight"/)).toBeInTheDocument();
});

it('switches tabs through the URL and calls the matching search', async () => {
  jest.mocked(searchIndustries).mockResolvedValue(searchAnswer([]));
  jest
    .mocked(searchHelp)
    .mockResolvedValue(
      searchAnswer([{ id: 'h1', title: 'Refunds', content: 'Within 7–14 business days', category: 'Billing', tags: [] }]),
    );
  const { user } = renderPage('/search?q=refunds&type=all&page=2');
  await screen.findByText('No results found');

  await user.click(screen.getByRole('tab', { name: 'Help' }));
  expect(currentLocation().search).toBe('?q=refunds&type=help');
  expect(await screen.findByRole('link', { name: 'Refunds' })).toBeInTheDocument();
  expect(searchHelp).toHaveBeenCalledWith('refunds');

  await user.click(screen.getByRole('tab', { name: 'Industries' }));
  expect(await screen.findByText(/Nothing matched/)).toHaveTextContent('Nothing matched "refunds" in Industries.');
  expect(searchIndustries).toHaveBeenCalledWith('refunds');
});

it('offers the way out of an empty search', async () => {
  jest.mocked(searchIndustries).mockResolvedValue(searchAnswer([]));
  const { user } = renderPage('/search?q=zzz&type=industry');

  expect(await screen.findByRole('heading', { name: 'No results found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'contact support' })).toHaveAttribute('href', '/support/contact-support');

  await user.click(screen.getByRole('button', { name: 'Search all content' }));
  expect(currentLocation().search).toBe('?q=zzz&type=all');
  expect(searchGlobalMock).toHaveBeenCalledWith('zzz', 'all');
});

it('shows that it is searching', async () => {
  const pending = deferred<ReturnType<typeof searchAnswer<SearchResult>>>();
  searchGlobalMock.mockReturnValue(pending.promise);
  renderPage('/search?q=air');
  expect(screen.getByRole('status')).toHaveTextContent('Searching…');
  pending.resolve(searchAnswer([serviceResult('Air Freight')]));
  expect(await screen.findByRole('link', { name: 'Air Freight' })).toBeInTheDocument();
});

it('asks for a search term when there is none', () => {
  renderPage('/search');
  expect(screen.getByText(/Enter a search term/)).toBeInTheDocument();
  expect(searchGlobalMock).not.toHaveBeenCalled();
  expect(document.title).toMatch(/^Search results/);
});

describe('its own search form', () => {
  // The shared jsdom environment lends Node's FormData, which cannot read a jsdom <form>. React 19 builds
  // one when a submit handler starts a transition (every router navigation does), so submitting a form
  // throws in tests only. A stand-in keeps this test about the page.
  const realFormData = global.FormData;
  beforeEach(() => {
    global.FormData = class {} as unknown as typeof FormData;
  });
  afterEach(() => {
    global.FormData = realFormData;
  });

  it('searches again with the new words, keeping the tab, and remembers them', async () => {
    const { user } = renderPage('/search?q=air&type=all&page=2');
    const input = screen.getByRole('searchbox', { name: 'Search terms' });

    await user.clear(input);
    await user.type(input, '  sea freight {Enter}');

    expect(currentLocation().search).toBe('?q=sea+freight&type=all');
    expect(searchGlobalMock).toHaveBeenLastCalledWith('sea freight', 'all');
    expect(screen.getByRole('searchbox', { name: 'Search terms' })).toHaveValue('sea freight');
    expect(JSON.parse(window.localStorage.getItem('recentSearches')!)).toEqual(['sea freight']);
  });
});
