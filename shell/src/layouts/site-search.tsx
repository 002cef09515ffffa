import { useEffect, useId, useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLiveForm } from 'shared-ui';
import { RemoteErrorBoundary } from '../federation/remote-view';
import { loadRemoteModule } from '../federation/remotes';
import styles from './site-header.module.css';

interface SearchBoxProps {
  input: HTMLInputElement;
  query: string;
  onQueryChange: (query: string) => void;
}

const EMPTY = { q: '' };
/** What the search page is asked for from the header: every kind of content. */
const ALL = 'all';

/**
 * The header's search field, in the page's HTML: a GET form to /search that works before any script
 * runs and without JavaScript (the server answers /search?q=). Once the page is live the search remote
 * arrives and enhances this very field with suggestions, results and keyboard navigation; if it cannot
 * be loaded the field goes on working as a plain search.
 */
export function SiteSearch() {
  const navigate = useNavigate();
  const inputId = useId();
  // Set by the field's ref once it is in the page (never on the server), so the search remote is fetched
  // once the page is live and never holds up the page's own code.
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  const [SearchBox, setSearchBox] = useState<ComponentType<SearchBoxProps>>();
  // Loaded in an effect rather than under Suspense: the header is hydrated before the page's own remote,
  // and a Suspense fallback shown then makes React hold back the page's hydration for up to 300 ms (it
  // spaces out the reveals of suspended content), time the page is not live (issue 26).
  useEffect(() => {
    if (!input) return;
    let current = true;
    loadRemoteModule<{ default: ComponentType<SearchBoxProps> }>('search', 'search-box').then(
      (loaded) => current && setSearchBox(() => loaded.default),
      // The field is still a working search without its suggestions.
      (error: unknown) => console.warn('[shell] the search box could not be loaded', error),
    );
    return () => {
      current = false;
    };
  }, [input]);
  const form = useLiveForm({
    initial: EMPTY,
    getAction: '/search',
    onSubmit: ({ q }) => {
      const text = q.trim();
      if (text) void navigate(`/search?${new URLSearchParams({ q: text, type: ALL })}`);
    },
  });

  return (
    <div className={styles.searchBox}>
      <form {...form.props} role="search" aria-label="Site" className={styles.searchForm}>
        <input type="hidden" name="type" value={ALL} />
        <label htmlFor={inputId} className="ui-visually-hidden">
          Search
        </label>
        <svg className={styles.searchIcon} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          ref={setInput}
          id={inputId}
          className={styles.searchInput}
          // type=text, not search: browsers clear a search field on Escape, which must only close the popup.
          type="text"
          inputMode="search"
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          placeholder="Search services, industries, help…"
          {...form.field('q')}
        />
      </form>
      {input && SearchBox && (
        <RemoteErrorBoundary onRetry={() => undefined} renderError={() => null}>
          <SearchBox input={input} query={String(form.values.q)} onQueryChange={(q) => form.setValue('q', q)} />
        </RemoteErrorBoundary>
      )}
    </div>
  );
}
