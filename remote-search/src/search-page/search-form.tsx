import { useId, useMemo } from 'react';
import type { SearchContentType } from 'shared-api';
import { Button, useLiveForm } from 'shared-ui';
import styles from './search-form.module.css';

export interface SearchFormProps {
  /** The query in the URL: the box follows it (header search, back and forward) unless the visitor has typed in it. */
  initialQuery: string;
  /** The tab in the URL, kept by a search made before the page is live. */
  contentType: SearchContentType;
  onSearch: (query: string) => void;
}

/**
 * The search page's own box: a GET form to /search, so that before the page is live (or without
 * JavaScript) the browser itself goes to `/search?q=…`, which the server answers.
 */
export function SearchForm({ initialQuery, contentType, onSearch }: SearchFormProps) {
  const inputId = useId();
  const form = useLiveForm({
    initial: useMemo(() => ({ q: initialQuery }), [initialQuery]),
    getAction: '/search',
    onSubmit: ({ q }) => {
      const text = q.trim();
      if (!text) return;
      form.setValue('q', text);
      onSearch(text);
    },
  });

  return (
    <form {...form.props} role="search" aria-label="Refine search" className={styles.form}>
      <input type="hidden" name="type" value={contentType} />
      <label htmlFor={inputId} className="ui-visually-hidden">
        Search terms
      </label>
      <input
        id={inputId}
        className={styles.input}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        placeholder="Search services, industries, help…"
        {...form.field('q')}
      />
      <Button type="submit" className={styles.button}>
        Search
      </Button>
    </form>
  );
}
