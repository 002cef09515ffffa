/** A list call's filters as a query string: empty filters are left out rather than sent blank. */
export function searchParams(query: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );
}
