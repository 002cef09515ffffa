import type { ResourceList } from './use-resource-list';

/** What an export of a list sends: its search, filters and sort as they are now (not its page). */
export function listFileQuery<F extends string>(list: Pick<ResourceList<unknown, F>, 'search' | 'sort' | 'filters'>) {
  return { ...list.filters, sort: list.sort, ...(list.search && { search: list.search }) };
}
