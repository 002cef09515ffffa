import { useDebouncedSearch, type DebouncedSearch, type SearchContentType, type SearchResult } from 'shared-api';
import { searchContent } from '../common/search-content';

export type LiveSearch = DebouncedSearch<SearchResult>;

/** The popup's search-as-you-type over the chosen tab. */
export function useLiveSearch(query: string, contentType: SearchContentType, delayMs?: number): LiveSearch {
  return useDebouncedSearch(query, contentType, (text) => searchContent(text, contentType), delayMs);
}
