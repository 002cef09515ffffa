import type { SearchContentType } from 'shared-api';

export interface SearchTab {
  value: SearchContentType;
  label: string;
}

/** The tabs of the popup and of the search page, in display order (spec §2). */
export const SEARCH_TABS: readonly SearchTab[] = [
  { value: 'all', label: 'All' },
  { value: 'service', label: 'Services' },
  { value: 'industry', label: 'Industries' },
  { value: 'help', label: 'Help' },
];

/** The `type` query param of a shared or hand-typed link; anything unknown means all content. */
export function parseContentType(value: string | null): SearchContentType {
  return SEARCH_TABS.find((tab) => tab.value === value)?.value ?? 'all';
}

/** The search page for a query: /search?q={q}&type={type}. */
export function searchPageUrl(query: string, contentType: SearchContentType): string {
  return `/search?${new URLSearchParams({ q: query, type: contentType })}`;
}
