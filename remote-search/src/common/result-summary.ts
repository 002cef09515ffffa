import type { SearchResult } from 'shared-api';

/** The line of text shown under a result's title: help articles have content rather than a description. */
export function resultSummary(result: SearchResult): string {
  return result.type === 'help' ? result.content : result.description;
}
