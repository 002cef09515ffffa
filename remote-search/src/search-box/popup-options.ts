import { resultPath, resultState, type HelpCenterLinkState, type SearchResult } from 'shared-api';
import { EXAMPLE_SEARCHES } from '../common/recent-searches';
import type { LiveSearch } from './use-live-search';

/** Spec §9: the popup lists at most this many results; the search page shows the rest. */
export const POPUP_MAX_RESULTS = 5;

export const POPULAR_SEARCHES: readonly string[] = ['Ocean Freight', 'Air Cargo', 'Pharmaceuticals', 'Track Shipment'];

/** One row of the popup's listbox; the arrow keys move through these in order. */
export type PopupOption =
  | { kind: 'suggestion'; id: string; group: 'popular' | 'recent'; text: string }
  | { kind: 'result'; id: string; result: SearchResult; path: string; state: HelpCenterLinkState | undefined };

export interface PopupOptionsInput {
  search: LiveSearch;
  recentSearches: readonly string[];
  /** The listbox id; option ids derive from it so aria-activedescendant can point at them. */
  listboxId: string;
}

export function buildPopupOptions({ search, recentSearches, listboxId }: PopupOptionsInput): PopupOption[] {
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  if (search.status === 'idle') {
    const recent = recentSearches.length > 0 ? recentSearches : EXAMPLE_SEARCHES;
    return [
      ...POPULAR_SEARCHES.map((text) => ({ group: 'popular' as const, text })),
      ...recent.map((text) => ({ group: 'recent' as const, text })),
    ].map((suggestion, index) => ({ kind: 'suggestion', id: optionId(index), ...suggestion }));
  }
  return search.results.slice(0, POPUP_MAX_RESULTS).map((result, index) => ({
    kind: 'result',
    id: optionId(index),
    result,
    path: resultPath(result),
    state: resultState(result),
  }));
}
