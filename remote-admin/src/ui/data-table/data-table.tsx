import type { Permission } from 'shared-api';
import {
  createColumnHelper,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import { Alert, Button, Loading } from 'shared-ui';
import { Pagination } from './pagination';
import type { ResourceList } from './use-resource-list';
import styles from './data-table.module.css';

/** One column of a back-office list, described as configuration. */
export interface DataColumn<T> {
  /** Unique; for a sortable column it is also the server's sort field (e.g. 'createdAt'). */
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  sortable?: boolean;
  align?: 'start' | 'end';
  /** Left out on phones; the row's link or actions still lead to the whole record. */
  hideOnPhone?: boolean;
  /** Left out for a role without this permission (ResourceListPage), e.g. amounts for a viewer. */
  needs?: Permission;
}

export interface DataTableProps<T> {
  /** Names the table for screen readers, e.g. 'Users'. */
  caption: string;
  columns: DataColumn<T>[];
  list: Pick<
    ResourceList<T>,
    | 'rows'
    | 'total'
    | 'page'
    | 'pageSize'
    | 'pageCount'
    | 'sort'
    | 'isPending'
    | 'isFetching'
    | 'isError'
    | 'retry'
    | 'setPage'
    | 'setSort'
  > &
    Partial<Pick<ResourceList<T>, 'totalCapped' | 'nextPage' | 'previousPage' | 'hasNext'>>;
  rowId: (row: T) => string;
  /** Buttons or links at the end of each row (edit, delete…). */
  rowActions?: (row: T) => ReactNode;
  /** What an empty list says, e.g. 'No users match these filters.' */
  empty: ReactNode;
  /** What is loading, for the spinner's label. */
  noun: string;
}

const features = tableFeatures({ rowSortingFeature });
type Features = typeof features;

/** '-createdAt' ⇄ [{ id: 'createdAt', desc: true }]: the server's sort parameter as table state. */
export const toSorting = (sort: string): SortingState =>
  sort ? [{ id: sort.replace(/^-/, ''), desc: sort.startsWith('-') }] : [];
export const fromSorting = (sorting: SortingState): string => (sorting[0] ? `${sorting[0].desc ? '-' : ''}${sorting[0].id}` : '');

/**
 * The back office's one table: sorting, paging and filtering happen on the server (the list hook
 * keeps them in the address), and this renders loading, error, empty and the rows with their actions.
 */
export function DataTable<T extends RowData>({ caption, columns, list, rowId, rowActions, empty, noun }: DataTableProps<T>) {
  const tableColumns = useMemo(() => {
    const helper = createColumnHelper<Features, T>();
    const defs: ColumnDef<Features, T>[] = columns.map((column) =>
      // An accessor column, because only those can sort; the value is unused as the server sorts.
      helper.accessor((): unknown => null, {
        id: column.id,
        header: column.header,
        cell: (context) => column.cell(context.row.original),
        enableSorting: column.sortable === true,
        meta: column,
      }),
    );
    if (rowActions) {
      defs.push(
        helper.display({
          id: '__actions',
          header: 'Actions',
          cell: (context) => rowActions(context.row.original),
          enableSorting: false,
        }),
      );
    }
    return defs;
  }, [columns, rowActions]);

  const sorting = useMemo(() => toSorting(list.sort), [list.sort]);

  const table = useTable({
    features,
    columns: tableColumns,
    data: list.rows,
    getRowId: (row) => rowId(row),
    state: { sorting },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      list.setSort(fromSorting(next));
    },
    manualSorting: true,
    enableMultiSort: false,
    // A second click on a column sorts it the other way; there is no unsorted third state.
    enableSortingRemoval: false,
    // The first click sorts A→Z / oldest first; the accessors return nothing, so no type is guessed.
    sortDescFirst: false,
  });

  if (list.isPending) return <Loading label={`Loading ${noun}…`} minHeight={240} />;
  if (list.isError) {
    return (
      <div className={styles.state}>
        <Alert tone="error">The {noun} could not be loaded. Check your connection and try again.</Alert>
        <Button variant="secondary" onClick={list.retry}>
          Try again
        </Button>
      </div>
    );
  }

  return (
    <div className={styles.wrap}>
      {/* Scrolls sideways on narrow screens instead of squeezing the columns. */}
      <div className={styles.scroller} role="region" aria-label={caption} tabIndex={0}>
        <table className={styles.table} aria-busy={list.isFetching || undefined}>
          <caption className="ui-visually-hidden">{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const meta = header.column.columnDef.meta as DataColumn<T> | undefined;
                  const sorted = header.column.getIsSorted();
                  const className = [styles.th, meta?.align === 'end' && styles.end, meta?.hideOnPhone && styles.phoneHidden]
                    .filter(Boolean)
                    .join(' ');
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className={className}
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    >
                      {header.column.getCanSort() ? (
                        <button type="button" className={styles.sortButton} onClick={header.column.getToggleSortingHandler()}>
                          <table.FlexRender header={header} />
                          <span aria-hidden="true" className={styles.sortMark}>
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                          </span>
                        </button>
                      ) : header.column.id === '__actions' ? (
                        <span className="ui-visually-hidden">Actions</span>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getAllCells().map((cell) => {
                  const meta = cell.column.columnDef.meta as DataColumn<T> | undefined;
                  const className = [
                    styles.td,
                    meta?.align === 'end' && styles.end,
                    meta?.hideOnPhone && styles.phoneHidden,
                    cell.column.id === '__actions' && styles.actions,
                  ]
                    .filter(Boolean)
                    .join(' ');
                  return (
                    <td key={cell.id} className={className}>
                      <table.FlexRender cell={cell} />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        {list.rows.length === 0 && <p className={styles.empty}>{empty}</p>}
      </div>
      <Pagination
        page={list.page}
        pageCount={list.pageCount}
        total={list.total}
        totalCapped={list.totalCapped}
        pageSize={list.pageSize}
        onChange={list.setPage}
        onNext={list.nextPage}
        onPrevious={list.previousPage}
        hasNext={list.hasNext}
        noun={noun}
      />
    </div>
  );
}
