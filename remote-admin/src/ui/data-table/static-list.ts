import type { DataTableProps } from './data-table';

/**
 * A DataTable's `list` for rows already at hand (a report, a form's lines): one page, no sorting,
 * loading and failure as the caller's query says.
 */
export function staticList<T>(
  rows: readonly T[],
  query: { isPending?: boolean; isFetching?: boolean; isError?: boolean; retry?: () => void } = {},
): DataTableProps<T>['list'] {
  return {
    rows: [...rows],
    total: rows.length,
    page: 1,
    pageSize: Math.max(rows.length, 1),
    pageCount: 1,
    sort: '',
    isPending: query.isPending ?? false,
    isFetching: query.isFetching ?? false,
    isError: query.isError ?? false,
    retry: query.retry ?? (() => undefined),
    setPage: () => undefined,
    setSort: () => undefined,
  };
}
