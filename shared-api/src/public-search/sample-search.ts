// Answers the public search calls from the built-in sample data, the way the server would.
import { matchesAllWords } from './local-match';
import { helpArticleToResult, industryToResult, serviceToResult } from './search-results';
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

// Loaded on the first fallback only; the bundler puts sample-data.ts in its own chunk.
const loadSampleData = () => import('./sample-data');

function sampleResponse<T>(query: string, matches: readonly T[], limit: number, offset = 0): PublicSearchResponse<T> {
  return { success: true, data: matches.slice(offset, offset + limit), total: matches.length, query, source: 'sample' };
}

const serviceMatches = (service: Service, query: string) =>
  matchesAllWords(query, [service.name, service.description, service.category]);
const industryMatches = (industry: Industry, query: string) =>
  matchesAllWords(query, [industry.name, industry.description, industry.category]);
const helpMatches = (article: HelpArticle, query: string) =>
  matchesAllWords(query, [article.title, article.content, article.category, article.tags]);

export async function sampleTracking(trackingNumber: string): Promise<PublicSearchResponse<TrackingResult>> {
  const { SAMPLE_TRACKING } = await loadSampleData();
  const wanted = trackingNumber.trim().toUpperCase();
  const found = SAMPLE_TRACKING.find((shipment) => shipment.trackingNumber.toUpperCase() === wanted);
  return found
    ? { success: true, data: [found], total: 1, query: trackingNumber, message: 'Tracking information found', source: 'sample' }
    : { success: false, data: [], total: 0, query: trackingNumber, message: 'Tracking number not found', source: 'sample' };
}

export async function sampleHelp(
  query: string,
  filters: HelpSearchFilters,
  limit: number,
): Promise<PublicSearchResponse<HelpArticle>> {
  const { SAMPLE_HELP_ARTICLES } = await loadSampleData();
  const category = filters.category?.toLowerCase();
  const matches = SAMPLE_HELP_ARTICLES.filter(
    (article) => (!category || article.category.toLowerCase() === category) && helpMatches(article, query),
  );
  return sampleResponse(query, matches, limit);
}

export async function sampleServices(
  query: string,
  serviceType: ServiceType | undefined,
  limit: number,
): Promise<PublicSearchResponse<Service>> {
  const { SAMPLE_SERVICES } = await loadSampleData();
  const matches = SAMPLE_SERVICES.filter(
    (service) => (!serviceType || service.type === serviceType) && serviceMatches(service, query),
  );
  return sampleResponse(query, matches, limit);
}

export async function sampleIndustries(query: string, limit: number): Promise<PublicSearchResponse<Industry>> {
  const { SAMPLE_INDUSTRIES } = await loadSampleData();
  return sampleResponse(
    query,
    SAMPLE_INDUSTRIES.filter((industry) => industryMatches(industry, query)),
    limit,
  );
}

export async function sampleGlobal(
  query: string,
  contentType: SearchContentType,
  limit: number,
  offset = 0,
): Promise<PublicSearchResponse<SearchResult>> {
  const { SAMPLE_SERVICES, SAMPLE_INDUSTRIES, SAMPLE_HELP_ARTICLES } = await loadSampleData();
  const wants = (kind: SearchContentType) => contentType === 'all' || contentType === kind;
  const matches: SearchResult[] = [
    ...(wants('service') ? SAMPLE_SERVICES.filter((s) => serviceMatches(s, query)).map(serviceToResult) : []),
    ...(wants('industry') ? SAMPLE_INDUSTRIES.filter((i) => industryMatches(i, query)).map(industryToResult) : []),
    ...(wants('help') ? SAMPLE_HELP_ARTICLES.filter((a) => helpMatches(a, query)).map(helpArticleToResult) : []),
  ];
  return sampleResponse(query, matches, limit, offset);
}
