import type { ResourceList } from './use-resource-list';

/** A list's search, filters and sort as they are now (not its page), as an export sends them. */
export type ListFileQuery<F extends string> = Partial<Record<F, string>> & { sort: string; search?: string };

/** What an export of a list sends: its search, filters and sort as they are now (not its page). */
export function listFileQuery<F extends string>(
  list: Pick<ResourceList<unknown, F>, 'search' | 'sort' | 'filters'>,
): ListFileQuery<F> {
  return { ...list.filters, sort: list.sort, ...(list.search && { search: list.search }) };
}
