import { Alert, Loading } from 'shared-ui';
import { countOf, StatCard, StatGrid } from '../../../ui';
import styles from '../dashboard.module.css';
import { useNewMessages, useQuoteStats, useUserStats } from './dashboard-queries';

/** The headline figures: what waits for an answer, and who uses the system. */
export function AtAGlance() {
  const quotes = useQuoteStats();
  const users = useUserStats();
  const messages = useNewMessages();

  return (
    <section className={styles.section} aria-labelledby="dash-glance">
      <h2 id="dash-glance">At a glance</h2>
      {(quotes.isPending || users.isPending || messages.isPending) && <Loading label="Loading figures…" minHeight={120} />}
      {(quotes.isError || users.isError || messages.isError) && (
        <Alert tone="error">Some figures could not be loaded. Refresh the page to try again.</Alert>
      )}
      {quotes.data && messages.data && users.data && (
        <StatGrid label="At a glance">
          <StatCard
            label="New quote requests"
            value={quotes.data.byStatus.new}
            hint="waiting for review"
            to="/admin/quotes?status=new"
            tone={quotes.data.byStatus.new > 0 ? 'attention' : 'default'}
          />
          <StatCard
            label="Quote requests"
            value={quotes.data.last30Days}
            hint="received in the last 30 days"
            to="/admin/quotes"
          />
          <StatCard
            label="New messages"
            value={messages.data.total}
            hint="not yet handled"
            to="/admin/messages?status=new"
            tone={messages.data.total > 0 ? 'attention' : 'default'}
          />
          <StatCard label="Administrators" value={users.data.byRole.admin} to="/admin/users?role=admin" />
          <StatCard
            label="Customers"
            value={users.data.byRole.customer}
            hint={`${countOf(users.data.active, 'active account')} in all`}
            to="/admin/users?role=customer"
          />
        </StatGrid>
      )}
    </section>
  );
}
