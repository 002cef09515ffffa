export { searchGlobal, searchHelp, searchIndustries, searchServices, searchTracking, PUBLIC_SEARCH_LIMITS } from './client';
export { PUBLIC_SEARCH_TIMEOUT_MS } from './post-json';
export { SEARCH_DEBOUNCE_MS, useDebouncedSearch } from './use-debounced-search';
export type { DebouncedSearch } from './use-debounced-search';
export {
  helpArticleToResult,
  industryToResult,
  nameToSlug,
  resultPath,
  resultState,
  resultTitle,
  serviceToResult,
} from './search-results';
export type { HelpCenterLinkState } from './search-results';
export type {
  HelpArticle,
  HelpSearchFilters,
  HelpSearchResult,
  Industry,
  IndustrySearchResult,
  PublicSearchResponse,
  SearchContentType,
  SearchResult,
  Service,
  ServiceSearchResult,
  ServiceType,
  TrackingResult,
  TrackingUpdate,
} from './types';
