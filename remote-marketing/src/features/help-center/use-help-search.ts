import { searchHelp, useDebouncedSearch, type DebouncedSearch, type HelpArticle } from 'shared-api';

export type HelpSearch = DebouncedSearch<HelpArticle>;

/** Help search as the visitor types; a 'not found' answer is an empty list. */
export function useHelpSearch(text: string, delayMs?: number): HelpSearch {
  return useDebouncedSearch(
    text,
    'help',
    async (query) => {
      const response = await searchHelp(query);
      return response.success ? { results: response.data, total: response.total } : { results: [], total: 0 };
    },
    delayMs,
  );
}
