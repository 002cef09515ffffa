import type {
  HelpArticle,
  HelpSearchResult,
  Industry,
  IndustrySearchResult,
  SearchResult,
  Service,
  ServiceSearchResult,
} from './types';

/**
 * The URL slug of a service or industry name (spec §2: lower-cased, spaces as hyphens), cleaned so that
 * display names with punctuation land on the site's real routes:
 * 'E-commerce Fulfillment' → 'ecommerce-fulfillment', 'Food & Beverage' → 'food-beverage'.
 */
export function nameToSlug(name: string): string {
  return (
    name
      .toLowerCase()
      // A hyphen inside a word ('e-commerce') is part of the word, not a word break, in the site's routes.
      .replace(/([a-z0-9])-(?=[a-z0-9])/g, '$1')
      .replace(/&/g, ' ')
      .replace(/\s+/g, '-')
      .replace(/[^a-z0-9-]/g, '')
      .replace(/-{2,}/g, '-')
      .replace(/^-|-$/g, '')
  );
}

/** Where a search result leads (spec §2). Help articles have no page of their own yet, so they open the help center. */
export function resultPath(result: SearchResult): string {
  switch (result.type) {
    case 'service':
      return `/services/${nameToSlug(result.name)}`;
    case 'industry':
      return `/industries/${nameToSlug(result.name)}`;
    case 'help':
      return '/support/help-center';
  }
}

/** What a help center page needs to open the article a result was about. */
export interface HelpCenterLinkState {
  articleId: string;
}

/**
 * Router state to pass along with resultPath(): the spec's help link is the help center itself, so
 * the article travels as state and the help center opens it (the URL stays the spec's).
 */
export function resultState(result: SearchResult): HelpCenterLinkState | undefined {
  return result.type === 'help' ? { articleId: result.id } : undefined;
}

/** The text a result is shown and remembered by: services and industries have a name, help articles a title. */
export function resultTitle(result: SearchResult): string {
  return result.type === 'help' ? result.title : result.name;
}

// The per-kind searches answer plain services, industries and articles; these tag them so they can be
// listed, linked and badged like the results of a global search.
export function serviceToResult({ type, ...service }: Service): ServiceSearchResult {
  return { ...service, type: 'service', serviceType: type };
}

export function industryToResult(industry: Industry): IndustrySearchResult {
  return { ...industry, type: 'industry' };
}

export function helpArticleToResult(article: HelpArticle): HelpSearchResult {
  return { ...article, type: 'help' };
}
