import { Link } from 'react-router-dom';
import { quoteServiceLabels } from 'shared-api/schemas';
import { Alert, Loading } from 'shared-ui';
import { formatDateTime } from '../../../ui';
import { QuoteStatusBadge } from '../../quotes/quote-status';
import styles from '../dashboard.module.css';
import { useNewMessages, useRecentQuotes } from './dashboard-queries';

function RecentQuotes() {
  const recent = useRecentQuotes();
  return (
    <section className={styles.panel} aria-labelledby="dash-recent-quotes">
      <div className={styles.panelHead}>
        <h2 id="dash-recent-quotes">Latest quote requests</h2>
        <Link to="/admin/quotes">All quote requests</Link>
      </div>
      {recent.isPending && <Loading label="Loading quote requests…" />}
      {recent.isError && <Alert tone="error">The latest quote requests could not be loaded.</Alert>}
      {recent.data && recent.data.data.length === 0 && (
        <p className={styles.empty}>No quote requests yet. They arrive from the website's quote form.</p>
      )}
      {recent.data && recent.data.data.length > 0 && (
        <ul className={styles.list}>
          {recent.data.data.map((quote) => (
            <li key={quote.id} className={styles.row}>
              <Link to={`/admin/quotes/${quote.id}`} className={styles.rowTitle}>
                {quote.reference} · {quote.origin} → {quote.destination}
              </Link>
              <QuoteStatusBadge status={quote.status} />
              <span className={styles.rowMeta}>
                {quote.company ?? quote.contactName} · {quoteServiceLabels[quote.service]} · {formatDateTime(quote.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function NewMessages() {
  const messages = useNewMessages();
  return (
    <section className={styles.panel} aria-labelledby="dash-new-messages">
      <div className={styles.panelHead}>
        <h2 id="dash-new-messages">New messages</h2>
        <Link to="/admin/messages?status=new">All new messages</Link>
      </div>
      {messages.isPending && <Loading label="Loading messages…" />}
      {messages.isError && <Alert tone="error">The new messages could not be loaded.</Alert>}
      {messages.data && messages.data.data.length === 0 && (
        <p className={styles.empty}>No messages waiting. Every message has been handled.</p>
      )}
      {messages.data && messages.data.data.length > 0 && (
        <ul className={styles.list}>
          {messages.data.data.map((message) => (
            <li key={message.id} className={styles.row}>
              <Link to={`/admin/messages/${message.id}`} className={styles.rowTitle}>
                {message.subject}
              </Link>
              <span className={styles.rowMeta}>
                {message.name} · {message.reference} · {formatDateTime(message.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** What arrived most recently from the public site. */
export function RecentActivity() {
  return (
    <div className={styles.panels}>
      <RecentQuotes />
      <NewMessages />
    </div>
  );
}
