import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, type InitialEntry } from 'react-router-dom';
import { companyApi, searchHelp, type CompanyProfile, type HelpArticle, type PublicSearchResponse } from 'shared-api';
import { HELP_ARTICLES, HELP_CATEGORIES, type HelpArticleContent } from 'shared-api/content/help';
import HelpArticlePage from './help-article-page';
import HelpCenterPage from './help-center-page';

// The seam: the public search client. Everything else in shared-api stays real.
jest.mock('shared-api', () => ({ ...jest.requireActual('shared-api'), searchHelp: jest.fn() }));
const searchHelpMock = jest.mocked(searchHelp);

const COMPANY = { name: 'Globe Route Logistics', phone: '+91 22 4000 1234', email: 'help@example.com' } as CompanyProfile;

const asResult = (article: HelpArticleContent): HelpArticle => ({
  id: article.id,
  title: article.title,
  category: article.category,
  content: article.body.join(' '),
  tags: article.tags,
});

const answer = (articles: HelpArticleContent[]): PublicSearchResponse<HelpArticle> => ({
  success: true,
  data: articles.map(asResult),
  total: articles.length,
  query: '',
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

function renderAt(entry: InitialEntry) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/support/help-center" element={<HelpCenterPage />} />
          <Route path="/support/help-center/:articleId" element={<HelpArticlePage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Lets fake time pass and the answers it triggers render. */
async function passTime(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Search help articles' });
const firstArticle = HELP_ARTICLES[0]!;
const secondArticle = HELP_ARTICLES[1]!;

beforeEach(() => {
  jest.spyOn(companyApi, 'get').mockResolvedValue({ success: true, data: COMPANY });
  searchHelpMock.mockResolvedValue(answer([]));
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  searchHelpMock.mockReset();
});

describe('help center', () => {
  it('lists every article under its category, and closes with a way to reach support', async () => {
    renderAt('/support/help-center');
    expect(screen.getByRole('heading', { level: 1, name: 'Help center' })).toBeInTheDocument();
    expect(document.title).toBe('Help center | Globe Route Logistics');

    const categories = HELP_CATEGORIES.filter((category) => HELP_ARTICLES.some((article) => article.category === category));
    const topics = within(screen.getByRole('navigation', { name: 'Help topics' })).getAllByRole('link');
    expect(topics).toHaveLength(categories.length);
    for (const category of categories) {
      const section = within(screen.getByRole('region', { name: category }));
      expect(section.getByRole('heading', { level: 2, name: category })).toBeInTheDocument();
      const inCategory = HELP_ARTICLES.filter((article) => article.category === category);
      expect(section.getAllByRole('link')).toHaveLength(inCategory.length);
      for (const article of inCategory) {
        expect(section.getByRole('link', { name: article.title })).toHaveAttribute('href', `/support/help-center/${article.id}`);
        expect(section.getByText(article.summary)).toBeInTheDocument();
      }
    }

    const closing = within(screen.getByRole('region', { name: 'Still need help?' }));
    expect(closing.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/support/contact-support');
    expect(closing.getByText(/available 24\/7/)).toBeInTheDocument();
    expect(await closing.findByRole('link', { name: COMPANY.phone })).toHaveAttribute('href', 'tel:+912240001234');
  });

  it('searches 300 ms after the visitor stops typing, then lists the matches; a blank box shows the categories again', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    searchHelpMock.mockResolvedValue(answer([firstArticle]));
    renderAt('/support/help-center');

    await user.type(searchBox(), 'deli');
    await passTime(200);
    await user.type(searchBox(), 'very');
    await passTime(299);
    expect(searchHelpMock).not.toHaveBeenCalled();
    await passTime(1);
    expect(searchHelpMock).toHaveBeenCalledTimes(1);
    expect(searchHelpMock).toHaveBeenCalledWith('delivery');

    const results = within(screen.getByRole('region', { name: 'Results for “delivery”' }));
    const item = within(results.getAllByRole('listitem')[0]!);
    expect(item.getByRole('link', { name: firstArticle.title })).toHaveAttribute(
      'href',
      `/support/help-center/${firstArticle.id}`,
    );
    expect(item.getByText(firstArticle.summary)).toBeInTheDocument();
    expect(item.getByText(firstArticle.category)).toBeInTheDocument();
    expect(screen.getByText('1 article match “delivery”')).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByRole('navigation', { name: 'Help topics' })).not.toBeInTheDocument();

    await user.clear(searchBox());
    await user.type(searchBox(), '   ');
    await passTime(300);
    expect(searchHelpMock).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('region', { name: /Results for/ })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Help topics' })).toBeInTheDocument();
  });

  it('says when nothing matches and points to support', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderAt('/support/help-center');
    await user.type(searchBox(), 'zebra');
    await passTime(300);
    expect(screen.getByText('No articles match “zebra”.')).toBeInTheDocument();
    const results = within(screen.getByRole('region', { name: 'Results for “zebra”' }));
    expect(results.getByRole('link', { name: 'contact support' })).toHaveAttribute('href', '/support/contact-support');

    await user.click(results.getByRole('button', { name: 'Clear search and browse all topics' }));
    expect(searchBox()).toHaveValue('');
    expect(searchBox()).toHaveFocus();
    expect(screen.getByRole('navigation', { name: 'Help topics' })).toBeInTheDocument();
  });

  it('never lets a slow answer to older text replace the answer to newer text', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const slow = deferred<PublicSearchResponse<HelpArticle>>();
    searchHelpMock.mockImplementation((query) => (query === 'ex' ? slow.promise : Promise.resolve(answer([secondArticle]))));
    renderAt('/support/help-center');

    await user.type(searchBox(), 'ex');
    await passTime(300);
    await user.type(searchBox(), 'press');
    await passTime(300);
    expect(screen.getByRole('link', { name: secondArticle.title })).toBeInTheDocument();

    await act(async () => slow.resolve(answer([firstArticle])));
    await passTime(0);
    expect(screen.getByRole('region', { name: 'Results for “express”' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: secondArticle.title })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: firstArticle.title })).not.toBeInTheDocument();
  });

  it('opens the article named in the router state on the help center URL (links from the site search)', async () => {
    renderAt({ pathname: '/support/help-center', state: { articleId: firstArticle.id } });
    expect(await screen.findByRole('heading', { level: 1, name: firstArticle.title })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(document.title).toBe(`${firstArticle.title} | Globe Route Logistics`);
  });
});

describe('help article page', () => {
  it('shows the article with its category, related articles and a way back', () => {
    renderAt(`/support/help-center/${firstArticle.id}`);
    expect(screen.getByRole('heading', { level: 1, name: firstArticle.title })).toBeInTheDocument();
    expect(document.title).toBe(`${firstArticle.title} | Globe Route Logistics`);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining(firstArticle.summary),
    );

    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Help center' })).toHaveAttribute('href', '/support/help-center');
    expect(crumbs.getByRole('link', { name: firstArticle.category })).toBeInTheDocument();

    const body = within(screen.getByRole('article', { name: firstArticle.title }));
    for (const paragraph of firstArticle.body) expect(body.getByText(paragraph)).toBeInTheDocument();

    const related = HELP_ARTICLES.filter(
      (other) => other.category === firstArticle.category && other.id !== firstArticle.id,
    ).slice(0, 5);
    const relatedBox = within(screen.getByRole('region', { name: 'Related articles' }));
    for (const other of related) {
      expect(relatedBox.getByRole('link', { name: other.title })).toHaveAttribute('href', `/support/help-center/${other.id}`);
    }
    expect(relatedBox.queryByRole('link', { name: firstArticle.title })).not.toBeInTheDocument();

    expect(screen.getByRole('link', { name: /Back to the help center/ })).toHaveAttribute('href', '/support/help-center');
    expect(
      within(screen.getByRole('region', { name: 'Still need help?' })).getByRole('link', { name: 'Contact support' }),
    ).toHaveAttribute('href', '/support/contact-support');
  });

  it('says "Article not found" for an unknown id, with a link back, and stays on the address', () => {
    renderAt('/support/help-center/no-such-article');
    expect(screen.getByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
    expect(document.title).toBe('Article not found | Globe Route Logistics');
    expect(screen.getByRole('link', { name: 'Back to the help center' })).toHaveAttribute('href', '/support/help-center');
  });

  it('opens a related article from the article page', async () => {
    const related = HELP_ARTICLES.find((other) => other.category === firstArticle.category && other.id !== firstArticle.id);
    if (!related) return;
    renderAt(`/support/help-center/${firstArticle.id}`);
    await userEvent.click(
      within(screen.getByRole('region', { name: 'Related articles' })).getByRole('link', { name: related.title }),
    );
    expect(screen.getByRole('heading', { level: 1, name: related.title })).toBeInTheDocument();
  });
});
