import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { SearchContentType } from 'shared-api';
import { Alert, Button, Loading, usePageMeta, usePageParams } from 'shared-ui';
import { parseContentType, SEARCH_TABS } from '../common/content-types';
import { saveRecentSearch } from '../common/recent-searches';
import { searchContent } from '../common/search-content';
import { SearchTabs, searchTabId } from '../common/search-tabs';
import { highlightWords } from './highlight';
import { Pagination } from './pagination';
import { clampPage, pageCount, pageItems } from './paging';
import { ResultCard } from './result-card';
import { SearchForm } from './search-form';
import styles from './search-page.module.css';

interface PageState {
  q: string;
  type: SearchContentType;
  page: number;
}

/** /search?q=&type=&page= (spec §2): every result of one search, ten per page. */
export function SearchPage() {
  // Prerendered as its frame (issue 16): the search in the address is read once the page is hydrated.
  const [params, setParams] = usePageParams();
  const query = (params.get('q') ?? '').trim();
  const contentType = parseContentType(params.get('type'));
  usePageMeta(query ? `Search results for "${query}"` : 'Search results');

  const idPrefix = useId();
  const panelId = `${idPrefix}-panel`;
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const words = useMemo(() => highlightWords(query), [query]);

  const search = useQuery({
    queryKey: ['public-search', contentType, query],
    queryFn: () => searchContent(query, contentType, { everything: true }),
    enabled: query !== '',
  });

  const results = search.data?.results ?? [];
  const pages = pageCount(results.length);
  const page = clampPage(params.get('page'), pages);

  // The URL is the page's state, so Back, reload and shared links all show the same results.
  function show({ q = query, type = contentType, page: nextPage = 1 }: Partial<PageState>) {
    const next = new URLSearchParams({ q, type });
    if (nextPage > 1) next.set('page', String(nextPage));
    setParams(next);
  }

  function showPage(nextPage: number) {
    show({ page: nextPage });
    // Keyboard and screen-reader users land at the top of the new page instead of at the pager.
    summaryRef.current?.focus();
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Search results</h1>
      <SearchForm
        initialQuery={query}
        contentType={contentType}
        onSearch={(q) => {
          saveRecentSearch(q);
          show({ q });
        }}
      />
      <SearchTabs
        label="Search in"
        value={contentType}
        onChange={(type) => show({ type })}
        idPrefix={idPrefix}
        panelId={panelId}
      />
      <section
        id={panelId}
        role="tabpanel"
        aria-labelledby={searchTabId(idPrefix, contentType)}
        aria-busy={search.isFetching}
        className={styles.panel}
      >
        <noscript data-answer="search" />
        {!query ? (
          <p className={styles.hint}>Enter a search term to find our services, the industries we serve and help articles.</p>
        ) : search.isPending ? (
          // A screen tall, so the footer does not show and then get pushed away by the results.
          <Loading label="Searching…" minHeight="100vh" />
        ) : search.isError ? (
          <div className={styles.error}>
            <Alert tone="error">Search is not available right now.</Alert>
            <Button variant="secondary" onClick={() => void search.refetch()}>
              Try again
            </Button>
          </div>
        ) : results.length === 0 ? (
          <NoResults query={query} contentType={contentType} onSearchAll={() => show({ type: 'all' })} />
        ) : (
          <>
            <p ref={summaryRef} tabIndex={-1} className={styles.summary} aria-live="polite">
              {summaryText(query, results.length, search.data?.total ?? results.length)}
              {pages > 1 && ` · page ${page} of ${pages}`}
            </p>
            <ol className={styles.results} aria-label="Results">
              {pageItems(results, page).map((result) => (
                <ResultCard key={`${result.type}-${result.id}`} result={result} words={words} />
              ))}
            </ol>
            <Pagination page={page} pages={pages} onChange={showPage} />
          </>
        )}
      </section>
    </div>
  );
}

export default SearchPage;

function summaryText(query: string, shown: number, total: number): string {
  const noun = total === 1 ? 'result' : 'results';
  // A server may cap the list (spec §9: 25 for all content) while reporting every match in `total`.
  return total > shown ? `Showing the first ${shown} of ${total} ${noun} for "${query}"` : `${total} ${noun} for "${query}"`;
}

interface NoResultsProps {
  query: string;
  contentType: SearchContentType;
  onSearchAll: () => void;
}

function NoResults({ query, contentType, onSearchAll }: NoResultsProps) {
  const tabLabel = SEARCH_TABS.find((tab) => tab.value === contentType)?.label;
  return (
    <div className={styles.empty}>
      <h2 className={styles.emptyTitle}>No results found</h2>
      <p>
        Nothing matched "{query}"{contentType !== 'all' && ` in ${tabLabel}`}. Check the spelling or try fewer, more general
        words.
      </p>
      {contentType !== 'all' && (
        <Button variant="secondary" onClick={onSearchAll}>
          Search all content
        </Button>
      )}
      <p>
        Still stuck? Browse the <Link to="/support/help-center">help center</Link> or{' '}
        <Link to="/support/contact-support">contact support</Link>. Our support team is available 24/7.
      </p>
    </div>
  );
}
