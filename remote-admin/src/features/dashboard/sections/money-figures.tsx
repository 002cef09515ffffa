import { useQuery } from '@tanstack/react-query';
import { paymentsApi } from 'shared-api/back-office';
import { Alert, Loading } from 'shared-ui';
import { formatPaise, StatCard, StatGrid } from '../../../ui';
import { paymentKeys, payablesPath, paymentsPath, pendingPath, receivablesPath } from '../../payments/payment-paths';
import styles from '../dashboard.module.css';

/** Money as the ledgers stand: owed to the company, owed by it, and in hand; each figure opens its screen. */
export function MoneyFigures() {
  const overview = useQuery({ queryKey: paymentKeys.overview, queryFn: async () => (await paymentsApi.overview()).data });
  const data = overview.data;
  return (
    <section className={styles.section} aria-labelledby="dash-money">
      <h2 id="dash-money">Money</h2>
      {overview.isPending && <Loading label="Loading the balances…" minHeight={120} />}
      {overview.isError && <Alert tone="error">The balances could not be loaded. Refresh the page to try again.</Alert>}
      {data && (
        <StatGrid label="Money at a glance">
          <StatCard
            label="Receivable"
            value={formatPaise(data.receivablePaise)}
            hint={data.overduePaise > 0 ? `${formatPaise(data.overduePaise)} overdue` : 'nothing overdue'}
            to={receivablesPath}
            tone={data.overduePaise > 0 ? 'attention' : 'default'}
          />
          <StatCard
            label="Payable to owners"
            value={formatPaise(data.payableToOwnersPaise)}
            hint={`${formatPaise(data.ownersDueNowPaise)} due now`}
            to={payablesPath}
          />
          <StatCard label="Cash in hand" value={formatPaise(data.cashPaise)} to={paymentsPath} />
          <StatCard label="In bank accounts" value={formatPaise(data.bankPaise)} to={paymentsPath} />
          <StatCard
            label="Trips to bill"
            value={data.queues.unbilled.count}
            hint={formatPaise(data.queues.unbilled.amountPaise)}
            to={pendingPath('unbilled')}
            tone={data.queues.unbilled.count > 0 ? 'attention' : 'default'}
          />
        </StatGrid>
      )}
    </section>
  );
}
