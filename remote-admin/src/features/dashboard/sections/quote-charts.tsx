import { quoteStatuses, quoteStatusLabels } from 'shared-api/schemas';
import { Alert, Loading } from 'shared-ui';
import { ChartCard, countOf, formatDate } from '../../../ui';
import styles from '../dashboard.module.css';
import { useQuoteStats } from './dashboard-queries';

/** Quote requests over the last 12 weeks and where they stand now. */
export function QuoteCharts() {
  const stats = useQuoteStats();
  return (
    <section className={styles.section} aria-labelledby="dash-quotes">
      <h2 id="dash-quotes">Quote requests</h2>
      {stats.isPending && <Loading label="Loading quote figures…" minHeight={280} />}
      {stats.isError && <Alert tone="error">The quote figures could not be loaded. Refresh the page to try again.</Alert>}
      {stats.data && (
        <div className={styles.charts}>
          <ChartCard
            title="Received per week"
            description={`${stats.data.byWeek.reduce((sum, week) => sum + week.count, 0)} in the last 12 weeks`}
            kind="line"
            categoryLabel="Week starting"
            valueLabel="Quote requests"
            data={stats.data.byWeek.map((week) => ({
              label: formatDate(week.weekStart).replace(/ \d{4}$/, ''),
              value: week.count,
            }))}
          />
          <ChartCard
            title="By status"
            description={`${countOf(stats.data.total, 'quote request')} in all`}
            kind="bar"
            categoryLabel="Status"
            valueLabel="Quote requests"
            data={quoteStatuses.map((status) => ({ label: quoteStatusLabels[status], value: stats.data.byStatus[status] }))}
          />
        </div>
      )}
    </section>
  );
}
