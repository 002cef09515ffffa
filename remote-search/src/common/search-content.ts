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

/** One search for the popup or the page: the tab picks the call (spec §2), the answer is one result list. */
export async function searchContent(query: string, contentType: SearchContentType): Promise<SearchOutcome> {
  switch (contentType) {
    case 'all': {
      const { data, total } = await searchGlobal(query, 'all');
      return { results: data, total };
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
