import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { reportsApi } from 'shared-api/back-office';
import {
  ageingBucketLabels,
  ageingBuckets,
  bankAccountTypeLabels,
  expiryPhrase,
  tripStatuses,
  tripStatusLabels,
  type BankAccountType,
  type ReportsDashboard,
} from 'shared-api/schemas';
import { buttonClass, Loading } from 'shared-ui';
import {
  ChartCard,
  countOf,
  formatDate,
  formatPaise,
  ledgerPath,
  LoadFailed,
  PageHeader,
  StatCard,
  StatGrid,
  StatusBadge,
} from '../../ui';
import { payablesPath, paymentsPath, receivablesPath } from '../payments/payment-paths';
import { PeriodPicker } from './period-picker';
import {
  financialPath,
  financialReportsPath,
  monthDays,
  monthLabel,
  quotePath,
  REPORTS_RESOURCE,
  tripsPath,
  truckPath,
} from './report-paths';
import { useReportPeriod } from './use-report-period';
import styles from './reports.module.css';

const asOf = (path: string, day: string) => `${path}?asOf=${day}`;

function Figures({ data }: { data: ReportsDashboard }) {
  const { period, thisPeriod, thisMonth, month } = data;
  const pl = (days: { from: string; to: string }) =>
    financialPath('profit-loss', { sessionId: period.sessionId, from: days.from, to: days.to });
  return (
    <section className={styles.section} aria-labelledby="reports-figures">
      <h2 id="reports-figures">Figures of {period.sessionName ?? 'the period'}</h2>
      <StatGrid label="Figures of the period">
        <StatCard label="Trips" value={thisPeriod.trips} hint="not cancelled" to={tripsPath(period)} />
        <StatCard label="Income" value={formatPaise(thisPeriod.incomePaise)} hint="freight and charges" to={pl(period)} />
        <StatCard
          label="Expenses"
          value={formatPaise(thisPeriod.expensesPaise)}
          hint={`and ${formatPaise(thisPeriod.hirePaise)} lorry hire`}
          to={financialPath('expenses', { sessionId: period.sessionId, from: period.from, to: period.to })}
        />
        <StatCard
          label="Profit"
          value={formatPaise(thisPeriod.profitPaise)}
          hint="income − hire − expenses"
          to={pl(period)}
          tone={thisPeriod.profitPaise < 0 ? 'attention' : 'default'}
        />
        <StatCard
          label={`Profit in ${monthLabel(month.from.slice(0, 7))}`}
          value={formatPaise(thisMonth.profitPaise)}
          hint={`${countOf(thisMonth.trips, 'trip')}, ${formatPaise(thisMonth.incomePaise)} income`}
          to={pl(month)}
          tone={thisMonth.profitPaise < 0 ? 'attention' : 'default'}
        />
      </StatGrid>
      <h2 id="reports-balances">Balances on {formatDate(data.month.to)}</h2>
      <StatGrid label="Balances">
        <StatCard label="Receivable" value={formatPaise(data.receivablePaise)} to={asOf(receivablesPath, data.month.to)} />
        <StatCard label="Payable to owners" value={formatPaise(data.payablePaise)} to={asOf(payablesPath, data.month.to)} />
        <StatCard label="Cash in hand" value={formatPaise(data.cashPaise)} to={paymentsPath} />
        <StatCard label="In bank accounts" value={formatPaise(data.bankPaise)} to={paymentsPath} />
        <StatCard
          label="Papers expiring"
          value={data.papersExpiring.total}
          hint="expired or due within 30 days"
          to="/admin/trucks?papers=expiring"
          tone={data.papersExpiring.total > 0 ? 'attention' : 'default'}
        />
      </StatGrid>
    </section>
  );
}

function Charts({ data }: { data: ReportsDashboard }) {
  const { period } = data;
  const measured = data.fleetUse.filter((truck) => truck.kmPerLitre !== null);
  return (
    <section className={styles.section} aria-labelledby="reports-charts">
      <h2 id="reports-charts">Charts</h2>
      <div className={styles.charts}>
        <ChartCard
          title="Income, expenses and profit by month"
          description="Expenses include the lorry hire of market vehicles."
          kind="bar"
          unit="paise"
          table="details"
          categoryLabel="Month"
          valueLabel="Income"
          otherSeries={['Expenses', 'Profit']}
          data={data.byMonth.map((month) => ({
            label: monthLabel(month.month),
            value: month.incomePaise,
            others: [month.hirePaise + month.expensesPaise, month.profitPaise],
            to: financialPath('profit-loss', { sessionId: period.sessionId, groupBy: 'trip', ...monthDays(month.month, period) }),
          }))}
        />
        <ChartCard
          title="Trips by status"
          description={countOf(
            data.tripsByStatus.reduce((sum, row) => sum + row.trips, 0),
            'trip',
          )}
          kind="bar"
          table="details"
          categoryLabel="Status"
          valueLabel="Trips"
          data={tripStatuses.map((status) => ({
            label: tripStatusLabels[status],
            value: data.tripsByStatus.find((row) => row.status === status)?.trips ?? 0,
            to: tripsPath(period, status),
          }))}
        />
        <ChartCard
          title="Top billing parties"
          description="by income in the period"
          kind="bar"
          unit="paise"
          table="details"
          categoryLabel="Billing party"
          valueLabel="Income"
          data={data.topParties.map((party) => ({
            label: party.name,
            value: party.incomePaise,
            to: ledgerPath('party', party.id),
          }))}
        />
        <ChartCard
          title="Receivable by age"
          description={`${formatPaise(data.receivablePaise)} owed on ${formatDate(data.month.to)}, open bills by age`}
          kind="bar"
          unit="paise"
          table="details"
          categoryLabel="Age"
          valueLabel="Open bills"
          data={ageingBuckets.map((bucket) => ({
            label: ageingBucketLabels[bucket],
            value: data.receivableAgeing[bucket],
            to: asOf(receivablesPath, data.month.to),
          }))}
        />
        <ChartCard
          title="Fleet use"
          description="share of the period's days each truck was out on trips"
          kind="bar"
          unit="percent"
          table="details"
          categoryLabel="Truck"
          valueLabel="Days on trips (%)"
          data={data.fleetUse.map((truck) => ({
            label: truck.registrationNumber,
            value: truck.usePercent,
            to: truckPath(truck.truckId),
          }))}
        />
        <ChartCard
          title="Km per litre"
          description="each truck's diesel against what a truck of its type should give"
          kind="bar"
          unit="decimal"
          table="details"
          categoryLabel="Truck"
          valueLabel="Km per litre"
          otherSeries={['Expected']}
          data={measured.map((truck) => ({
            label: truck.registrationNumber,
            value: truck.kmPerLitre ?? 0,
            others: [truck.expectedKmPerLitre],
            to: truckPath(truck.truckId),
          }))}
        />
      </div>
    </section>
  );
}

function Lists({ data }: { data: ReportsDashboard }) {
  return (
    <div className={styles.panels}>
      <section className={styles.panel} aria-labelledby="reports-banks">
        <h2 id="reports-banks">Banks and cash</h2>
        {data.banks.length === 0 ? (
          <p className={styles.empty}>No bank or cash account yet.</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className="ui-visually-hidden">Balance of each account on {formatDate(data.month.to)}</caption>
              <thead>
                <tr>
                  <th scope="col">Account</th>
                  <th scope="col">Balance</th>
                </tr>
              </thead>
              <tbody>
                {data.banks.map((bank) => (
                  <tr key={bank.id}>
                    <th scope="row">
                      <Link to={ledgerPath('bank', bank.id)}>{bank.name}</Link>{' '}
                      <span className={styles.muted}>
                        {bankAccountTypeLabels[bank.accountType as BankAccountType] ?? bank.accountType}
                      </span>
                    </th>
                    <td>{formatPaise(bank.balancePaise)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section className={styles.panel} aria-labelledby="reports-papers">
        <h2 id="reports-papers">Papers expiring ({data.papersExpiring.total})</h2>
        {data.papersExpiring.items.length === 0 ? (
          <p className={styles.empty}>No paper expires in the next 30 days, and none has expired.</p>
        ) : (
          <ul className={styles.list}>
            {data.papersExpiring.items.map((paper) => (
              <li key={paper.key}>
                <Link to={paper.path}>
                  {paper.paperLabel} · {paper.ownerLabel}
                </Link>
                <StatusBadge tone={paper.status === 'expired' ? 'danger' : 'warning'}>{expiryPhrase(paper.daysLeft)}</StatusBadge>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.panel} aria-labelledby="reports-quotes">
        <h2 id="reports-quotes">Recent quote requests</h2>
        {data.recentQuotes.length === 0 ? (
          <p className={styles.empty}>No quote requests yet.</p>
        ) : (
          <ul className={styles.list}>
            {data.recentQuotes.map((quote) => (
              <li key={quote.id}>
                <Link to={quotePath(quote.id)}>
                  {quote.company ?? quote.name} · {quote.origin} → {quote.destination}
                </Link>
                <span className={styles.muted}>{formatDate(quote.createdAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/**
 * Dashboard Reports: the period's trips, income, expenses and profit, what is owed each way and
 * held, with charts by month, status, party, age and truck. Every figure leads to the records behind it.
 */
export default function ReportsDashboardPage() {
  const period = useReportPeriod();
  const report = useQuery({
    queryKey: [REPORTS_RESOURCE, 'dashboard', period.query],
    queryFn: async () => (await reportsApi.dashboard(period.query ?? {})).data,
    enabled: period.query !== null,
    placeholderData: keepPreviousData,
  });
  // Figures of an earlier period are not left beside a period being corrected.
  const data = period.query ? report.data : undefined;

  return (
    <section>
      <PageHeader
        title="Dashboard Reports"
        breadcrumbs={[{ label: 'Reports' }]}
        description="The period's trips, income, expenses and profit, and what is owed and held; each figure opens the records behind it."
        actions={
          <Link to={financialReportsPath} className={buttonClass({ variant: 'secondary' })}>
            Financial Reports
          </Link>
        }
      />
      <PeriodPicker period={period} resolved={data?.period} />
      {period.query !== null && report.isPending && <Loading label="Loading the reports…" minHeight={240} />}
      {report.isError && <LoadFailed what="The reports" onRetry={() => void report.refetch()} />}
      {data && (
        <div className={styles.sections} aria-busy={report.isFetching || undefined}>
          <Figures data={data} />
          <Charts data={data} />
          <Lists data={data} />
        </div>
      )}
    </section>
  );
}
