import { useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { HelpArticle } from 'shared-api';
import { helpArticleSummary } from 'shared-api/content/help-index';
import { Button, Loading, TextField, useProgressiveForm } from 'shared-ui';
import { articlePath } from './help-content';
import { kitStyles } from '../page-kit';
import styles from './help-center.module.css';
import { useHelpSearch, type HelpSearch } from './use-help-search';

const articles = (count: number) => (count === 1 ? '1 article' : `${count} articles`);

function announcementOf(search: HelpSearch): string {
  if (search.status === 'error') return 'Search is not available just now. Browse the topics instead.';
  if (search.status !== 'done') return '';
  return search.total === 0 ? `No articles match “${search.query}”` : `${articles(search.total)} match “${search.query}”`;
}

/**
 * The help center's search box and, while it holds text, its results. Before the page is live (or without
 * JavaScript) Enter goes to the site search's help tab, which the server answers; text typed before then
 * is searched once the page is live.
 */
export function HelpSearchPanel({ text, onTextChange }: { text: string; onTextChange: (text: string) => void }) {
  const search = useHelpSearch(text);
  const input = useRef<HTMLInputElement>(null);
  const form = useProgressiveForm({
    getAction: '/search',
    onAdopt: (shown) => {
      if (typeof shown.q === 'string' && shown.q !== text) onTextChange(shown.q);
    },
    // Live, the results follow the typing: Enter has nothing more to do.
    onSubmit: () => undefined,
  });
  const clear = () => {
    onTextChange('');
    input.current?.focus();
  };

  return (
    <div className={styles.searchPanel}>
      <form {...form} role="search" aria-label="Help articles" className={styles.searchForm}>
        <input type="hidden" name="type" value="help" />
        <TextField
          name="q"
          ref={input}
          type="search"
          label="Search help articles"
          hint="Results appear as you type."
          placeholder="e.g. refund, customs, delivery time"
          autoComplete="off"
          enterKeyHint="search"
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
        />
      </form>
      <p className="ui-visually-hidden" role="status" aria-live="polite">
        {announcementOf(search)}
      </p>
      {search.status !== 'idle' && <HelpResults search={search} onClear={clear} />}
    </div>
  );
}

function HelpResults({ search, onClear }: { search: HelpSearch; onClear: () => void }) {
  const headingId = useId();
  const waiting = search.status === 'loading' && search.results.length === 0;
  return (
    <section className={styles.results} aria-labelledby={headingId} aria-busy={search.status === 'loading' || undefined}>
      <h2 id={headingId} className={styles.resultsTitle}>
        Results for “{search.query}”
      </h2>
      {waiting ? (
        <Loading label="Searching help articles…" />
      ) : search.status === 'error' ? (
        <div className={kitStyles.empty}>
          <p>Search is not available just now.</p>
          <Button size="small" variant="secondary" onClick={onClear}>
            Clear search and browse all topics
          </Button>
        </div>
      ) : search.results.length === 0 ? (
        <div className={kitStyles.empty}>
          <p>
            <strong>No articles match “{search.query}”.</strong>
          </p>
          <p>
            Try other words, or <Link to="/support/contact-support">contact support</Link> – our team is available 24/7.
          </p>
          <Button size="small" variant="secondary" onClick={onClear}>
            Clear search and browse all topics
          </Button>
        </div>
      ) : (
        <>
          <p className={styles.count}>
            {search.total > search.results.length
              ? `The ${search.results.length} best of ${articles(search.total)} found`
              : `${articles(search.total)} found`}
          </p>
          <ul className={styles.resultList}>
            {search.results.map((article) => (
              <HelpResult key={article.id} article={article} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function HelpResult({ article }: { article: HelpArticle }) {
  // The server's articles are the help center's own; an answer from the offline sample set may name one
  // the site has no page for, and then shows its whole (short) text instead of a link.
  const page = helpArticleSummary(article.id);
  return (
    <li className={styles.result}>
      <h3 className={styles.resultTitle}>{page ? <Link to={articlePath(article.id)}>{article.title}</Link> : article.title}</h3>
      <p className={styles.resultText}>{page ? page.summary : article.content}</p>
      <p className={styles.resultCategory}>
        <span className="ui-visually-hidden">Category: </span>
        {article.category}
      </p>
    </li>
  );
}
