/** The words of a query, lower-cased; blank text has none. */
export function queryWords(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

/**
 * True when every word of the query appears somewhere in the given fields (case-insensitive).
 * Hyphens are ignored on both sides as well, so 'ecommerce' finds 'E-commerce' and the other way round.
 */
export function matchesAllWords(query: string, fields: readonly (string | readonly string[])[]): boolean {
  const haystack = fields.flat().join(' ').toLowerCase();
  const dehyphenated = haystack.replace(/-/g, '');
  return queryWords(query).every((word) => haystack.includes(word) || dehyphenated.includes(word.replace(/-/g, '')));
}
