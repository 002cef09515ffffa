// The public search client of spec §7. Every call answers: when the server fails, is slow or sends
// something unreadable, the built-in sample data answers instead, so the public site never shows an error.
import { postJson } from './post-json';
import { sampleGlobal, sampleHelp, sampleIndustries, sampleServices, sampleTracking } from './sample-search';
import type {
  HelpArticle,
  HelpSearchFilters,
  Industry,
  PublicSearchResponse,
  SearchContentType,
  SearchResult,
  Service,
  ServiceType,
  TrackingResult,
} from './types';

/** Spec §9 server query limits. */
export const PUBLIC_SEARCH_LIMITS = { help: 10, services: 20, industries: 15, global: 25 } as const;

interface ServerAnswer<T> {
  success: boolean;
  data: T[];
  total?: number;
  query?: string;
  message?: string;
}

function isServerAnswer<T>(value: unknown): value is ServerAnswer<T> {
  if (typeof value !== 'object' || value === null) return false;
  const answer = value as Record<string, unknown>;
  return typeof answer.success === 'boolean' && Array.isArray(answer.data);
}

async function askServer<T>(
  path: string,
  body: Record<string, unknown>,
  query: string,
  fallback: () => Promise<PublicSearchResponse<T>>,
): Promise<PublicSearchResponse<T>> {
  try {
    const answer = await postJson(path, body);
    if (!isServerAnswer<T>(answer)) throw new Error('Unexpected response shape');
    return {
      success: answer.success,
      data: answer.data,
      total: typeof answer.total === 'number' ? answer.total : answer.data.length,
      query: typeof answer.query === 'string' ? answer.query : query,
      ...(typeof answer.message === 'string' ? { message: answer.message } : {}),
      source: 'server',
    };
  } catch (error) {
    // Spec §8: silent fallback. Debug level only, so a visitor's console stays clean.
    console.debug(
      `[public-search] ${path} unavailable, answering from sample data:`,
      error instanceof Error ? error.message : error,
    );
    return fallback();
  }
}

/** `pin` (the destination's PIN code) or `key` (a share link's) shows a trip's parties and lorry as well. */
export function searchTracking(
  trackingNumber: string,
  pin?: string,
  key?: string,
): Promise<PublicSearchResponse<TrackingResult>> {
  return askServer('/tracking/search', { trackingNumber, ...(pin && { pin }), ...(key && { key }) }, trackingNumber, () =>
    sampleTracking(trackingNumber),
  );
}

export function searchHelp(query: string, filters: HelpSearchFilters = {}): Promise<PublicSearchResponse<HelpArticle>> {
  const limit = PUBLIC_SEARCH_LIMITS.help;
  return askServer('/help/search', { query, filters, limit, offset: 0 }, query, () => sampleHelp(query, filters, limit));
}

export function searchServices(query: string, serviceType?: ServiceType): Promise<PublicSearchResponse<Service>> {
  const limit = PUBLIC_SEARCH_LIMITS.services;
  return askServer('/services/search', { query, serviceType, limit }, query, () => sampleServices(query, serviceType, limit));
}

export function searchIndustries(query: string): Promise<PublicSearchResponse<Industry>> {
  const limit = PUBLIC_SEARCH_LIMITS.industries;
  return askServer('/industries/search', { query, limit }, query, () => sampleIndustries(query, limit));
}

/** `offset` fetches the results after the first `limit` (the search page's later pages); spec §7 sends none. */
export function searchGlobal(
  query: string,
  contentType: SearchContentType = 'all',
  offset = 0,
): Promise<PublicSearchResponse<SearchResult>> {
  const limit = PUBLIC_SEARCH_LIMITS.global;
  const body = { query, contentType, limit, ...(offset > 0 ? { offset } : {}) };
  return askServer('/search/global', body, query, () => sampleGlobal(query, contentType, limit, offset));
}
