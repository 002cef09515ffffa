import { useCallback, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { can, useAuthStore, useCan, type DownloadedFile, type ListEnvelope, type Permission } from 'shared-api';
import type { LedgerAccountKind, SheetFormat } from 'shared-api/schemas';
import { buttonClass } from 'shared-ui';
import { LedgerLink } from '../ledger-link';
import { PageHeader } from '../page-header';
import type { ImportApi } from '../sheets/import-dialog';
import { SheetActions } from '../sheets/sheet-actions';
import { DataTable, type DataColumn } from './data-table';
import { listFileQuery, type ListFileQuery } from './list-file-query';
import { ListToolbar, type ListFilter } from './list-toolbar';
import { useResourceList, type ListQuery } from './use-resource-list';

export interface ResourceListApi<T, F extends string> {
  list: (query: ListQuery<F>) => Promise<ListEnvelope<T>>;
  /** Given when the list can be downloaded as a spreadsheet, as it is filtered. */
  exportFile?: (query: ListFileQuery<F>, format: SheetFormat) => Promise<DownloadedFile>;
}

/** How a row leads to its record: the name in the first column and a button at the row's end. */
export interface RecordLink<T> {
  to: (row: T) => string;
  /** The row's name, linked in the first column; screen readers hear the button as '<action> <name>'. */
  name: (row: T) => string;
  /** The button's text: 'Edit', 'Open'. */
  action: string;
}

interface ResourceListPageBase<T extends { id: string }, F extends string> {
  title: string;
  description: ReactNode;
  /** The main button of the header, to the add page, for roles that may add (and import). */
  add: { label: string; to: string; needs: Permission };
  /** First element of the list's query keys. */
  resource: string;
  defaultSort: string;
  /** Their names are the list call's filters, kept in the address. */
  filters?: ListFilter<F>[];
  search: { label: string; placeholder: string };
  /** Names the table for screen readers. */
  caption: string;
  /** 'billing parties': what is loading, and the rows of an import. */
  noun: string;
  /** The first column: the row's name, linked to its record. */
  nameColumn: Omit<DataColumn<T>, 'cell'>;
  columns: DataColumn<T>[];
  record: RecordLink<T>;
  /** The row's account statement, before its record's button; whose it is defaults to the row's name. */
  ledger?: { kind: LedgerAccountKind; name?: (row: T) => string };
  /** `none` when nothing is recorded yet (`filtered` serves both when not given). */
  empty: { filtered: string; none?: string };
  /** Between the header and the search, e.g. the list's figures. */
  summary?: ReactNode;
  /** The permission the list's export needs when it is more than reading the list (amounts in it). */
  exportNeeds?: Permission;
}

// Importing needs the template and upload calls as well, so only an api that has them can offer it.
export type ResourceListPageProps<T extends { id: string }, F extends string> = ResourceListPageBase<T, F> &
  ({ importable?: false; api: ResourceListApi<T, F> } | { importable: true; api: ResourceListApi<T, F> & ImportApi });

/**
 * A resource's list screen from its configuration: header with the add button, figures, search and
 * filters with the spreadsheet buttons, then the table whose rows lead to their records.
 */
export function ResourceListPage<T extends { id: string }, F extends string = never>(props: ResourceListPageProps<T, F>) {
  const { title, description, add, resource, defaultSort, filters = [], search, caption, noun } = props;
  const { nameColumn, columns, record, ledger, empty, summary } = props;
  const list = useResourceList<T, F>({
    resource,
    fetch: (query) => props.api.list(query),
    defaultSort,
    filters: filters.map((filter) => filter.name),
  });
  const { exportFile } = props.api;
  const canAdd = useCan(add.needs);
  const canExport = useCan(props.exportNeeds ?? 'back-office');
  // A row's statement is money's: other roles do not get the link.
  const seesLedgers = useCan('money.read');
  const shownLedger = seesLedgers ? ledger : undefined;

  const role = useAuthStore((state) => state.user?.role);
  const tableColumns = useMemo<DataColumn<T>[]>(
    () => [
      { ...nameColumn, cell: (row) => <Link to={record.to(row)}>{record.name(row)}</Link> },
      ...columns.filter((column) => column.needs === undefined || can(role, column.needs)),
    ],
    [nameColumn, columns, record, role],
  );
  const rowActions = useCallback(
    (row: T) => (
      <>
        {shownLedger && <LedgerLink kind={shownLedger.kind} id={row.id} name={(shownLedger.name ?? record.name)(row)} />}
        <Link
          to={record.to(row)}
          className={buttonClass({ variant: 'secondary', size: 'small' })}
          aria-label={`${record.action} ${record.name(row)}`}
        >
          {record.action}
        </Link>
      </>
    ),
    [shownLedger, record],
  );

  const filtered = list.search !== '' || Object.keys(list.filters).length > 0;
  return (
    <section>
      <PageHeader
        title={title}
        breadcrumbs={[{ label: title }]}
        description={description}
        actions={
          canAdd && (
            <Link to={add.to} className={buttonClass()}>
              {add.label}
            </Link>
          )
        }
      />
      {summary}
      <ListToolbar list={list} searchLabel={search.label} searchPlaceholder={search.placeholder} filters={filters}>
        {exportFile && canExport && (
          <SheetActions
            exportFile={(format) => exportFile(listFileQuery(list), format)}
            importer={props.importable && canAdd ? { api: props.api, plural: noun, resource } : undefined}
          />
        )}
      </ListToolbar>
      <DataTable
        caption={caption}
        noun={noun}
        columns={tableColumns}
        list={list}
        rowId={(row) => row.id}
        rowActions={rowActions}
        empty={filtered || empty.none === undefined ? empty.filtered : empty.none}
      />
    </section>
  );
}
