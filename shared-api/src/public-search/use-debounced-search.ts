import { useEffect, useRef, useState } from 'react';

/** Spec §9: a search fires this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface DebouncedSearch<T> {
  /** idle: blank input; loading: waiting for the debounce or the answer; error: the search itself failed. */
  status: 'idle' | 'loading' | 'done' | 'error';
  /** The trimmed text searched for. */
  query: string;
  /** While loading, the previous answer's results when the text only grew or shrank, so the list does not flicker. */
  results: T[];
  total: number;
}

interface Answer<T> {
  query: string;
  scope: string;
  results: T[];
  total: number;
  failed: boolean;
}

const IDLE: DebouncedSearch<never> = { status: 'idle', query: '', results: [], total: 0 };

/**
 * Search-as-you-type: debounced, ignores blank text, and never lets a slow old answer replace a newer
 * one. `scope` names what is searched (a tab, a kind of content): an answer for another scope is never
 * shown, not even as a preview. `run` may change on every render; the latest one is called.
 */
export function useDebouncedSearch<T>(
  text: string,
  scope: string,
  run: (query: string) => Promise<{ results: T[]; total: number }>,
  delayMs = SEARCH_DEBOUNCE_MS,
): DebouncedSearch<T> {
  const query = text.trim();
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  const runRef = useRef(run);
  runRef.current = run;
  // Every change of text or scope gets a new id; only the answer to the latest id may be stored.
  const latestRequest = useRef(0);

  useEffect(() => {
    const requestId = ++latestRequest.current;
    if (!query) return;
    const timer = setTimeout(() => {
      const store = (outcome: Omit<Answer<T>, 'query' | 'scope'>) => {
        if (requestId === latestRequest.current) setAnswer({ query, scope, ...outcome });
      };
      runRef.current(query).then(
        ({ results, total }) => store({ results, total, failed: false }),
        () => store({ results: [], total: 0, failed: true }),
      );
    }, delayMs);
    return () => clearTimeout(timer);
  }, [query, scope, delayMs]);

  if (!query) return IDLE;
  if (answer?.query === query && answer.scope === scope) {
    return { status: answer.failed ? 'error' : 'done', query, results: answer.results, total: answer.total };
  }
  return answer && isRefinement(answer, query, scope)
    ? { status: 'loading', query, results: answer.results, total: answer.total }
    : { ...IDLE, status: 'loading', query };
}

/** The visitor is still typing (or deleting) the same words: the old list is a fair preview of the new one. */
function isRefinement(previous: Answer<unknown>, query: string, scope: string): boolean {
  const before = previous.query.toLowerCase();
  const now = query.toLowerCase();
  return previous.scope === scope && (now.startsWith(before) || before.startsWith(now));
}
