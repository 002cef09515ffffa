import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { errorMessage, type NumberedListEnvelope } from 'shared-api';
import { Alert, Button, Loading } from 'shared-ui';
import { kitStyles } from '../page-kit';
import styles from './portal.module.css';

const PAGE_SIZE = 10;

export interface PortalTableProps<T extends { id: string }> {
  /** Include the user id: whoever signs in next on this browser must never see the previous list. */
  queryKey: QueryKey;
  load: (page: number, limit: number) => Promise<NumberedListEnvelope<T>>;
  /** Plural noun for messages and labels, e.g. 'quote requests'. */
  noun: string;
  caption: string;
  empty: ReactNode;
  columns: string[];
  /** One <tr>; cells carry data-label (the column name) for the phone layout. */
  row: (item: T) => ReactNode;
}

/** One of the customer's own lists in the portal: loading, error with retry, empty state, table and pager. */
export function PortalTable<T extends { id: string }>({
  queryKey,
  load,
  noun,
  caption,
  empty,
  columns,
  row,
}: PortalTableProps<T>) {
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: [...queryKey, page],
    queryFn: () => load(page, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });

  if (query.isPending) return <Loading minHeight="8rem" label={`Loading your ${noun}…`} />;
  if (query.isError) {
    return (
      <Alert tone="error">
        {errorMessage(query.error, `Your ${noun} could not be loaded.`)}{' '}
        <Button size="small" variant="secondary" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }

  const { data: items, total } = query.data;
  if (total === 0) return <div className={kitStyles.empty}>{empty}</div>;
  const pages = Math.ceil(total / PAGE_SIZE);
  return (
    <>
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={`Your ${noun}`}>
        <table className={styles.table}>
          <caption className="ui-visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{items.map(row)}</tbody>
        </table>
      </div>
      {pages > 1 && (
        <nav className={styles.pager} aria-label={`Pages of ${noun}`}>
          <Button size="small" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <span aria-live="polite">
            Page {page} of {pages}
          </span>
          <Button size="small" variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </nav>
      )}
    </>
  );
}
