import { useEffect, useRef, useState } from 'react';
import { searchHelp, type HelpArticle } from 'shared-api';

/** Spec §9: a search fires this long after the last keystroke. */
export const HELP_SEARCH_DEBOUNCE_MS = 300;

export interface HelpSearch {
  /** idle: blank box; loading: waiting for the pause in typing or the answer; error: the search itself failed. */
  status: 'idle' | 'loading' | 'done' | 'error';
  /** The trimmed text searched for. */
  query: string;
  /** While loading, the previous answer's articles (so the list does not flicker between keystrokes). */
  articles: HelpArticle[];
  total: number;
}

interface Answer {
  query: string;
  articles: HelpArticle[];
  total: number;
  failed: boolean;
}

const IDLE: HelpSearch = { status: 'idle', query: '', articles: [], total: 0 };

/** Help search as the visitor types: debounced, blank text searches nothing, and a slow old answer never replaces a newer one. */
export function useHelpSearch(text: string, delayMs = HELP_SEARCH_DEBOUNCE_MS): HelpSearch {
  const query = text.trim();
  const [answer, setAnswer] = useState<Answer | null>(null);
  // Every change of text gets a new id; only the answer to the latest id may be stored.
  const latest = useRef(0);

  useEffect(() => {
    const id = ++latest.current;
    if (!query) return;
    const timer = setTimeout(() => {
      const store = (outcome: Omit<Answer, 'query'>) => {
        if (id === latest.current) setAnswer({ query, ...outcome });
      };
      searchHelp(query).then(
        (response) =>
          response.success
            ? store({ articles: response.data, total: response.total, failed: false })
            : store({ articles: [], total: 0, failed: false }),
        () => store({ articles: [], total: 0, failed: true }),
      );
    }, delayMs);
    return () => clearTimeout(timer);
  }, [query, delayMs]);

  if (!query) return IDLE;
  if (answer?.query === query) {
    return { status: answer.failed ? 'error' : 'done', query, articles: answer.articles, total: answer.total };
  }
  return answer && isRefinement(answer.query, query)
    ? { status: 'loading', query, articles: answer.articles, total: answer.total }
    : { ...IDLE, status: 'loading', query };
}

/** The visitor is still typing (or deleting) the same words: the old list is a fair preview of the new one. */
function isRefinement(before: string, now: string): boolean {
  const a = before.toLowerCase();
  const b = now.toLowerCase();
  return b.startsWith(a) || a.startsWith(b);
}
