import { useEffect, useRef, useState } from 'react';
import type { SearchContentType, SearchResult } from 'shared-api';
import { searchContent } from '../common/search-content';

/** Spec §9: a search fires this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface LiveSearch {
  /** idle: blank input; loading: waiting for the debounce or the answer; error: the search itself failed. */
  status: 'idle' | 'loading' | 'done' | 'error';
  /** The trimmed text searched for. */
  query: string;
  /** While loading, the previous answer's results when the text only grew or shrank, so the list does not flicker. */
  results: SearchResult[];
  total: number;
}

interface Answer {
  query: string;
  contentType: SearchContentType;
  results: SearchResult[];
  total: number;
  failed: boolean;
}

const IDLE: LiveSearch = { status: 'idle', query: '', results: [], total: 0 };

/** Search-as-you-type: debounced, ignores blank text, and never lets a slow old answer replace a newer one. */
export function useLiveSearch(query: string, contentType: SearchContentType, delayMs = SEARCH_DEBOUNCE_MS): LiveSearch {
  const text = query.trim();
  const [answer, setAnswer] = useState<Answer | null>(null);
  // Every change of text or tab gets a new id; only the answer to the latest id may be stored.
  const latestRequest = useRef(0);

  useEffect(() => {
    const requestId = ++latestRequest.current;
    if (!text) return;
    const timer = setTimeout(() => {
      const store = (outcome: Omit<Answer, 'query' | 'contentType'>) => {
        if (requestId === latestRequest.current) setAnswer({ query: text, contentType, ...outcome });
      };
      searchContent(text, contentType).then(
        ({ results, total }) => store({ results, total, failed: false }),
        () => store({ results: [], total: 0, failed: true }),
      );
    }, delayMs);
    return () => clearTimeout(timer);
  }, [text, contentType, delayMs]);

  if (!text) return IDLE;
  if (answer?.query === text && answer.contentType === contentType) {
    return { status: answer.failed ? 'error' : 'done', query: text, results: answer.results, total: answer.total };
  }
  return answer && isRefinement(answer, text, contentType)
    ? { status: 'loading', query: text, results: answer.results, total: answer.total }
    : { ...IDLE, status: 'loading', query: text };
}

/** The visitor is still typing (or deleting) the same words: the old list is a fair preview of the new one. */
function isRefinement(previous: Answer, text: string, contentType: SearchContentType): boolean {
  const before = previous.query.toLowerCase();
  const now = text.toLowerCase();
  return previous.contentType === contentType && (now.startsWith(before) || before.startsWith(now));
}
