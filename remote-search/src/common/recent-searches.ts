// The visitor's own last searches, kept in this browser only.
const STORAGE_KEY = 'recentSearches';
export const MAX_RECENT_SEARCHES = 5;

/** Shown until the visitor has searched for something themselves. */
export const EXAMPLE_SEARCHES: readonly string[] = ['Cold chain', 'Customs clearance', 'GRL001'];

export function readRecentSearches(): string[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored)
      ? stored.filter((item): item is string => typeof item === 'string').slice(0, MAX_RECENT_SEARCHES)
      : [];
  } catch {
    // Storage blocked (private mode, sandboxed iframe) or edited by hand: behave as a first visit.
    return [];
  }
}

/** Puts a query first, without duplicates (ignoring case), and returns the new list. */
export function saveRecentSearch(query: string): string[] {
  const text = query.trim();
  const current = readRecentSearches();
  if (!text) return current;
  const next = [text, ...current.filter((item) => item.toLowerCase() !== text.toLowerCase())].slice(0, MAX_RECENT_SEARCHES);
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Quota or privacy settings: the list still works for this page view.
  }
  return next;
}
