// Test data and helpers shared by the search box and search page tests.
import type { PublicSearchResponse, SearchResult } from 'shared-api';

let nextId = 1;

export function serviceResult(name: string, description = `${name} description`): SearchResult {
  return { type: 'service', id: `s${nextId++}`, name, description, category: 'Freight', serviceType: 'freight' };
}

export function industryResult(name: string, description = `${name} description`): SearchResult {
  return { type: 'industry', id: `i${nextId++}`, name, description, category: 'Industry' };
}

export function helpResult(title: string, content = `${title} content`): SearchResult {
  return { type: 'help', id: `h${nextId++}`, title, content, category: 'Help', tags: [] };
}

export function searchAnswer<T>(data: T[], total = data.length): PublicSearchResponse<T> {
  return { success: true, data, total, query: '', source: 'server' };
}

/** A promise the test settles when it chooses, to put answers out of order. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
