import {
  helpArticleToResult,
  industryToResult,
  searchGlobal,
  searchHelp,
  searchIndustries,
  searchServices,
  serviceToResult,
  type SearchContentType,
  type SearchResult,
} from 'shared-api';

export interface SearchOutcome {
  results: SearchResult[];
  /** How many the server says match; can exceed results.length when the server caps the list. */
  total: number;
}

/** The search page lists every match, but stops fetching further batches here. */
export const MAX_PAGE_RESULTS = 200;

/**
 * One search for the popup or the page: the tab picks the call (spec §2), the answer is one result
 * list. With `everything`, a global search that matched more than one answer holds (25) fetches the
 * rest in further batches, so the search page can page through all of them.
 */
export async function searchContent(
  query: string,
  contentType: SearchContentType,
  { everything = false } = {},
): Promise<SearchOutcome> {
  switch (contentType) {
    case 'all': {
      const first = await searchGlobal(query, 'all');
      const results = [...first.data];
      while (everything && results.length < Math.min(first.total, MAX_PAGE_RESULTS)) {
        const next = await searchGlobal(query, 'all', results.length);
        if (next.data.length === 0) break;
        results.push(...next.data);
      }
      return { results, total: first.total };
    }
    case 'service': {
      const { data, total } = await searchServices(query);
      return { results: data.map(serviceToResult), total };
    }
    case 'industry': {
      const { data, total } = await searchIndustries(query);
      return { results: data.map(industryToResult), total };
    }
    case 'help': {
      const { data, total } = await searchHelp(query);
      return { results: data.map(helpArticleToResult), total };
    }
  }
}
