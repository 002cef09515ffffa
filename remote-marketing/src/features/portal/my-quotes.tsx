import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage, quotesApi, type Quote } from 'shared-api';
import { quoteServiceLabels, quoteStatusLabels } from 'shared-api/schemas';
import { Alert, Button, Loading } from 'shared-ui';
import styles from './portal.module.css';

const PAGE_SIZE = 10;

const formatDay = (iso: string) =>
  new Date(iso.length === 10 ? `${iso}T00:00:00` : iso).toLocaleDateString('en-IN', { dateStyle: 'medium' });

/** What the status means for the customer, in their words rather than the back office's. */
const statusHint: Record<Quote['status'], string> = {
  new: 'Received; a specialist will pick it up shortly',
  reviewing: 'A specialist is pricing it',
  quoted: 'Our price has been sent to you',
  won: 'Accepted – booked with us',
  lost: 'Closed',
};

function formatRupees(paise: number): string {
  return (paise / 100).toLocaleString('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2 });
}

/** The signed-in customer's quote requests (GET /quotes/mine), newest first, paged. */
export function MyQuotes({ userId }: { userId: string }) {
  const [page, setPage] = useState(1);
  const query = useQuery({
    // Keyed by user, so whoever signs in next on this browser never sees the previous list.
    queryKey: ['quotes', 'mine', userId, page],
    queryFn: () => quotesApi.mine({ page, limit: PAGE_SIZE, sort: '-createdAt' }),
    placeholderData: keepPreviousData,
  });

  if (query.isPending) return <Loading minHeight="8rem" label="Loading your quotes…" />;
  if (query.isError) {
    return (
      <Alert tone="error">
        {errorMessage(query.error, 'Your quotes could not be loaded.')}{' '}
        <Button size="small" variant="secondary" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }

  const { data: quotes, total } = query.data;
  if (total === 0) {
    return (
      <div className={styles.empty}>
        <p>You have not requested a quote yet.</p>
        <Link to="/quote">Request your first quote</Link>
      </div>
    );
  }
  const pages = Math.ceil(total / PAGE_SIZE);
  return (
    <>
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="Your quote requests">
        <table className={styles.table}>
          <caption className="ui-visually-hidden">Your quote requests, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Reference</th>
              <th scope="col">Service</th>
              <th scope="col">Route</th>
              <th scope="col">Ready</th>
              <th scope="col">Requested</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {quotes.map((quote) => (
              <tr key={quote.id}>
                <th scope="row" data-label="Reference">
                  {quote.reference}
                </th>
                <td data-label="Service">{quoteServiceLabels[quote.service]}</td>
                <td data-label="Route">
                  {quote.origin} → {quote.destination}
                </td>
                <td data-label="Ready">{formatDay(quote.readyDate)}</td>
                <td data-label="Requested">{formatDay(quote.createdAt)}</td>
                <td data-label="Status">
                  <span className={`${styles.status} ${styles[quote.status]}`}>{quoteStatusLabels[quote.status]}</span>
                  <span className={styles.statusHint}>
                    {quote.status === 'quoted' && quote.quotedAmountPaise !== null
                      ? `Quoted ${formatRupees(quote.quotedAmountPaise)}`
                      : statusHint[quote.status]}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <nav className={styles.pager} aria-label="Quote pages">
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
