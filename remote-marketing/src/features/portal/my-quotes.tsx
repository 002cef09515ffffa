import { Link } from 'react-router-dom';
import { quotesApi, type Quote } from 'shared-api';
import { quoteServiceLabels, quoteStatusLabels } from 'shared-api/schemas';
import { formatDay } from '../tracking/format';
import styles from './portal.module.css';
import { PortalTable } from './portal-table';

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
  return (
    <PortalTable<Quote>
      queryKey={['quotes', 'mine', userId]}
      load={(page, limit) => quotesApi.mine({ page, limit, sort: '-createdAt' })}
      noun="quote requests"
      caption="Your quote requests, newest first"
      empty={
        <>
          <p>You have not requested a quote yet.</p>
          <Link to="/quote">Request your first quote</Link>
        </>
      }
      columns={['Reference', 'Service', 'Route', 'Ready', 'Requested', 'Status']}
      row={(quote) => (
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
      )}
    />
  );
}
