import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { searchGlobal, searchHelp, searchIndustries, searchServices, type SearchResult } from 'shared-api';
import { currentLocation, LocationProbe } from '../test-support/location-probe';
import { deferred, helpResult, industryResult, searchAnswer, serviceResult } from '../test-support/search-fixtures';
import { HostSearchField } from './host-field';
import { SearchBox } from './search-box';

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

const OCEAN = serviceResult('Ocean Freight', 'FCL and LCL sailings');
const AIR = serviceResult('Air Freight');
const PHARMA = industryResult('Pharmaceuticals');

function answerWith(results: SearchResult[], total?: number) {
  searchGlobalMock.mockResolvedValue(searchAnswer(results, total));
}

/** Lets fake time pass and the answers it triggers render. */
async function passTime(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

async function renderSearchBox() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <MemoryRouter initialEntries={['/about']}>
      <HostSearchField />
      <LocationProbe />
      <p>Outside</p>
    </MemoryRouter>,
  );
  const input = screen.getByRole('combobox', { name: 'Search' });
  return { user, input };
}

/** Focuses the input and waits for the lazily loaded popup. */
async function openPopup() {
  const rendered = await renderSearchBox();
  await rendered.user.click(rendered.input);
  await screen.findByRole('tablist', { name: 'Search in' });
  return rendered;
}

async function searchFor(text: string) {
  const rendered = await openPopup();
  await rendered.user.type(rendered.input, text);
  await passTime(300);
  return rendered;
}

beforeEach(() => {
  jest.useFakeTimers();
  answerWith([]);
});

afterEach(() => {
  jest.useRealTimers();
  jest.clearAllMocks();
});

describe('first load', () => {
  it("turns the page's own field into a closed combobox, adding nothing until the visitor comes to it", async () => {
    const { input } = await renderSearchBox();
    expect(input).toBe(document.getElementById('host-search'));
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('shows suggestions at once for text typed into the field before it arrived', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    answerWith([OCEAN]);
    const input = document.createElement('input');
    document.body.append(input);
    input.value = 'ocean';
    input.focus();
    render(
      <MemoryRouter>
        <SearchBox input={input} query="ocean" onQueryChange={() => undefined} />
      </MemoryRouter>,
    );
    await passTime(300);
    expect(await screen.findByRole('option', { name: /Ocean Freight/ })).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    input.remove();
  });

  it('opens on focus with popular searches and example recent searches', async () => {
    const { input } = await openPopup();
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    const popular = within(screen.getByRole('group', { name: 'Popular searches' })).getAllByRole('option');
    expect(popular.map((option) => option.textContent)).toEqual([
      'Ocean Freight',
      'Air Cargo',
      'Pharmaceuticals',
      'Track Shipment',
    ]);
    const recent = within(screen.getByRole('group', { name: 'Recent searches' })).getAllByRole('option');
    expect(recent.map((option) => option.textContent)).toEqual(['Cold chain', 'Customs clearance', 'GRL001']);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All', 'Services', 'Industries', 'Help']);
  });

  it("shows the visitor's own recent searches when there are some", async () => {
    window.localStorage.setItem('recentSearches', JSON.stringify(['reefer', 'customs']));
    await openPopup();
    const recent = within(screen.getByRole('group', { name: 'Recent searches' })).getAllByRole('option');
    expect(recent.map((option) => option.textContent)).toEqual(['reefer', 'customs']);
  });

  it('fills the input and searches when a suggestion is clicked', async () => {
    answerWith([OCEAN]);
    const { user, input } = await openPopup();
    await user.click(screen.getByRole('option', { name: 'Ocean Freight' }));
    expect(input).toHaveValue('Ocean Freight');
    expect(input).toHaveFocus();
    await passTime(300);
    expect(searchGlobalMock).toHaveBeenCalledWith('Ocean Freight', 'all');
    expect(await screen.findByRole('option', { name: /Ocean Freight/ })).toHaveAttribute('href', '/services/ocean-freight');
  });
});

describe('searching', () => {
  it('waits 300 ms after the last keystroke, then searches once', async () => {
    const { user, input } = await openPopup();
    await user.type(input, 'oce');
    await passTime(200);
    await user.type(input, 'an');
    await passTime(299);
    expect(searchGlobalMock).not.toHaveBeenCalled();
    await passTime(1);
    expect(searchGlobalMock).toHaveBeenCalledTimes(1);
    expect(searchGlobalMock).toHaveBeenCalledWith('ocean', 'all');
  });

  it('ignores blank text and clears the results', async () => {
    answerWith([OCEAN]);
    const { user, input } = await searchFor('ocean');
    expect(screen.getByRole('option', { name: /Ocean Freight/ })).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, '   ');
    await passTime(300);

    expect(searchGlobalMock).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('option', { name: /FCL and LCL/ })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Popular searches' })).toBeInTheDocument();
  });

  it('shows at most five results, each with badge, title and summary', async () => {
    const results = [OCEAN, AIR, PHARMA, helpResult('Refunds'), serviceResult('Warehousing'), serviceResult('Road')];
    answerWith(results, 12);
    await searchFor('freight');

    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(5);
    expect(options[0]).toHaveTextContent('ServiceOcean FreightFCL and LCL sailings');
    expect(options[2]).toHaveAttribute('href', '/industries/pharmaceuticals');
    expect(options[3]).toHaveAttribute('href', '/support/help-center');
    expect(screen.getByRole('button', { name: 'View All Results (12)' })).toBeInTheDocument();
  });

  it('opens the search page from View All Results and remembers the query', async () => {
    answerWith([OCEAN, AIR], 2);
    const { user } = await searchFor('freight');

    await user.click(screen.getByRole('button', { name: 'View All Results (2)' }));

    const location = currentLocation();
    expect(location.pathname).toBe('/search');
    expect(location.searchParams.get('q')).toBe('freight');
    expect(location.searchParams.get('type')).toBe('all');
    expect(JSON.parse(window.localStorage.getItem('recentSearches')!)).toEqual(['freight']);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('says so when nothing matches and offers to search anyway', async () => {
    const { user } = await searchFor('zzz');
    expect(screen.getByText('No results found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search Anyway' }));
    expect(currentLocation().searchParams.get('q')).toBe('zzz');
    expect(currentLocation().pathname).toBe('/search');
  });

  it('searches the chosen kind of content with its own call', async () => {
    jest.mocked(searchServices).mockResolvedValue(searchAnswer([{ ...OCEAN, type: 'freight' } as never]));
    jest.mocked(searchIndustries).mockResolvedValue(searchAnswer([]));
    jest.mocked(searchHelp).mockResolvedValue(searchAnswer([]));
    const { user } = await searchFor('ocean');

    await user.click(screen.getByRole('tab', { name: 'Services' }));
    await passTime(300);
    expect(searchServices).toHaveBeenCalledWith('ocean');
    expect(screen.getByRole('tab', { name: 'Services' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: /Ocean Freight/ })).toHaveAttribute('href', '/services/ocean-freight');

    await user.click(screen.getByRole('tab', { name: 'Industries' }));
    await passTime(300);
    expect(searchIndustries).toHaveBeenCalledWith('ocean');

    await user.click(screen.getByRole('tab', { name: 'Help' }));
    await passTime(300);
    expect(searchHelp).toHaveBeenCalledWith('ocean');

    await user.click(screen.getByRole('button', { name: 'Search Anyway' }));
    expect(currentLocation().searchParams.get('type')).toBe('help');
  });

  it('never lets an older, slower answer replace a newer one', async () => {
    const slow = deferred<ReturnType<typeof searchAnswer<SearchResult>>>();
    searchGlobalMock.mockReturnValueOnce(slow.promise).mockResolvedValueOnce(searchAnswer([PHARMA]));
    const { user, input } = await searchFor('pharma');

    await user.type(input, 'ceuticals');
    await passTime(300);
    expect(screen.getByRole('option', { name: /Pharmaceuticals/ })).toBeInTheDocument();

    await act(async () => slow.resolve(searchAnswer([OCEAN])));
    expect(screen.queryByRole('option', { name: /Ocean Freight/ })).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: /Pharmaceuticals/ })).toBeInTheDocument();
  });
});

describe('keyboard', () => {
  it('moves through results with the arrow keys and opens one with Enter', async () => {
    answerWith([OCEAN, AIR, PHARMA]);
    const { user, input } = await searchFor('freight');
    const options = screen.getAllByRole('option');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[2]!.id);

    await user.keyboard('{ArrowDown}{Enter}');
    expect(currentLocation().pathname).toBe('/services/ocean-freight');
    expect(JSON.parse(window.localStorage.getItem('recentSearches')!)).toEqual(['freight']);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the search page on Enter when no option is active', async () => {
    answerWith([OCEAN]);
    const { user } = await searchFor('ocean');
    await user.keyboard('{Enter}');
    expect(currentLocation().pathname + currentLocation().search).toBe('/search?q=ocean&type=all');
  });

  it('closes with Escape and keeps focus in the input', async () => {
    answerWith([OCEAN]);
    const { user, input } = await searchFor('ocean');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveFocus();
    expect(input).toHaveValue('ocean');

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes when the visitor clicks outside', async () => {
    const { user, input } = await openPopup();
    await user.click(screen.getByText('Outside'));
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});

describe('recent searches', () => {
  it('remembers a followed result link, newest first', async () => {
    window.localStorage.setItem('recentSearches', JSON.stringify(['customs']));
    answerWith([OCEAN]);
    const { user } = await searchFor('ocean');
    await user.click(screen.getByRole('option', { name: /Ocean Freight/ }));
    expect(currentLocation().pathname).toBe('/services/ocean-freight');
    expect(JSON.parse(window.localStorage.getItem('recentSearches')!)).toEqual(['ocean', 'customs']);
  });
});
