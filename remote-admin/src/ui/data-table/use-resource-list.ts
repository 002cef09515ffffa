import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { httpStatus, type ListEnvelope } from 'shared-api';

export const DEFAULT_PAGE_SIZE = 20;

export interface ResourceListOptions<T, F extends string, E extends ListEnvelope<T> = ListEnvelope<T>> {
  /** First element of the query key; mutations invalidate it to refresh every page of the list. */
  resource: string;
  fetch: (query: ListQuery<F>) => Promise<E>;
  /** The server's sort value, e.g. '-createdAt' (a leading '-' is descending). */
  defaultSort: string;
  /** Names of the list call's filters kept in the address, e.g. ['role']. */
  filters?: readonly F[];
  pageSize?: number;
}

/** With a cursor (`after` or `before`), `page` is the page's number as counted here, for the range shown. */
export type ListQuery<F extends string> = {
  page: number;
  limit: number;
  sort: string;
  search?: string;
  after?: string;
  before?: string;
} & Partial<Record<F, string>>;

export interface ResourceList<T, F extends string = string, E extends ListEnvelope<T> = ListEnvelope<T>> {
  rows: T[];
  /** The whole answer of the page on screen, for what a list adds beside its rows (e.g. the trips' totals). */
  response: E | undefined;
  total: number;
  /** More than `total` rows match: the server stopped counting ('10,000+'). */
  totalCapped: boolean;
  page: number;
  pageSize: number;
  pageCount: number;
  sort: string;
  search: string;
  filters: Partial<Record<F, string>>;
  /** First load: nothing to show yet. */
  isPending: boolean;
  /** Any load, including a page change while the old rows stay on screen. */
  isFetching: boolean;
  isError: boolean;
  retry: () => void;
  /** A page by its number (an offset: cheap near the start), leaving any cursor. */
  setPage: (page: number) => void;
  /** The next and previous pages by key: their cost does not grow with the depth. */
  nextPage: () => void;
  previousPage: () => void;
  /** Whether the server says there are rows after or before this page (it gives a cursor to them). */
  hasNext: boolean;
  hasPrevious: boolean;
  setSort: (sort: string) => void;
  setSearch: (search: string) => void;
  setFilter: (name: F, value: string) => void;
}

const positiveInt = (value: string | null, fallback: number) => {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
};

/**
 * A server-side list whose page, sort, search and filters live in the address bar, so Back,
 * reload and a shared link all show the same rows. Changing the search or a filter returns to page 1.
 * Next and Previous go by the server's cursors (`after=` / `before=` in the address, beside the page's
 * number), so a page deep in a large list costs what the first does; page numbers go by offset.
 */
export function useResourceList<T, F extends string = never, E extends ListEnvelope<T> = ListEnvelope<T>>(
  options: ResourceListOptions<T, F, E>,
): ResourceList<T, F, E> {
  const { resource, fetch, defaultSort, filters: filterNames = [], pageSize = DEFAULT_PAGE_SIZE } = options;
  const [params, setParams] = useSearchParams();

  const page = positiveInt(params.get('page'), 1);
  const sort = params.get('sort') || defaultSort;
  const search = params.get('search') ?? '';
  const after = params.get('after') ?? '';
  const before = after ? '' : (params.get('before') ?? '');
  const filterKey = filterNames.map((name) => `${name}=${params.get(name) ?? ''}`).join('&');
  const filters = useMemo(
    () =>
      Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? '']).filter(([, value]) => value)) as Partial<
        Record<F, string>
      >,
    // filterKey captures every filter value; the array of names itself is usually a fresh literal.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [filterKey],
  );

  const query = useMemo<ListQuery<F>>(
    () => ({
      page,
      limit: pageSize,
      sort,
      ...(search && { search }),
      ...(after && { after }),
      ...(before && { before }),
      ...filters,
    }),
    [page, pageSize, sort, search, after, before, filters],
  );

  const result = useQuery({
    queryKey: [resource, 'list', query],
    queryFn: () => fetch(query),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

  const update = useCallback(
    (changes: Record<string, string | number | undefined>, resetPage: boolean) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (
              value === undefined ||
              value === '' ||
              (key === 'page' && value === 1) ||
              (key === 'sort' && value === defaultSort)
            )
              next.delete(key);
            else next.set(key, String(value));
          }
          // A cursor is a row's place in this sort among these rows: any other change leaves it.
          if (!('after' in changes)) next.delete('after');
          if (!('before' in changes)) next.delete('before');
          if (resetPage) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams, defaultSort],
  );

  const total = result.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));

  const settled = result.isSuccess && !result.isPlaceholderData;
  const rows = result.data?.data ?? [];
  // After a delete empties the last page, show the page that now is the last one.
  const outOfRange = settled && rows.length === 0 && page > pageCount;
  // Back at the start by cursor (the server then answers the first page), or a cursor the server
  // refused (an edited or old link): page 1 by number, so the address says what is shown.
  const restart =
    Boolean(after || before) &&
    ((settled && (result.data?.page === 1 || result.data?.prevCursor === null)) ||
      (result.isError && httpStatus(result.error) === 400));
  useEffect(() => {
    if (outOfRange) update({ page: pageCount }, false);
    else if (restart) update({ page: 1 }, false);
  }, [outOfRange, restart, pageCount, update]);

  const nextCursor = result.data?.nextCursor ?? null;
  const prevCursor = result.data?.prevCursor ?? null;

  return {
    rows,
    response: result.data,
    total,
    totalCapped: result.data?.totalCapped ?? false,
    page,
    pageSize,
    pageCount,
    sort,
    search,
    filters,
    isPending: result.isPending,
    isFetching: result.isFetching,
    isError: result.isError && !result.data,
    retry: () => void result.refetch(),
    setPage: (next) => update({ page: next }, false),
    // Without a cursor (an answer from an older server, a page past the end) the neighbours go by number.
    nextPage: () => update(nextCursor ? { page: page + 1, after: nextCursor } : { page: page + 1 }, false),
    previousPage: () => update(prevCursor && page > 2 ? { page: page - 1, before: prevCursor } : { page: page - 1 }, false),
    hasNext: nextCursor !== null,
    hasPrevious: prevCursor !== null,
    setSort: (next) => update({ sort: next }, true),
    setSearch: (next) => update({ search: next.trim() }, true),
    setFilter: (name, value) => update({ [name]: value }, true),
  };
}
