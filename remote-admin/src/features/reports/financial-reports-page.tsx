import { Link, useSearchParams } from 'react-router-dom';
import { reportsApi } from 'shared-api/back-office';
import { buttonClass } from 'shared-ui';
import { PageHeader, useUrlParam } from '../../ui';
import { BranchFilter } from '../branches/branch-filter';
import { BalancesTab } from './balances-tab';
import { ExpenseSummaryTab } from './expense-summary-tab';
import { ExportButton } from './export-button';
import { PeriodPicker } from './period-picker';
import { ProfitLossTab } from './profit-loss-tab';
import { reportsPath, type FinancialTab } from './report-paths';
import { useReportPeriod } from './use-report-period';
import styles from './reports.module.css';

const TABS: { id: FinancialTab; label: string }[] = [
  { id: 'profit-loss', label: 'Profit and loss' },
  { id: 'balances', label: 'Balances' },
  { id: 'expenses', label: 'Expense summary' },
];

const isTab = (value: string | null): value is FinancialTab => TABS.some((tab) => tab.id === value);

/** The tabs are links: each keeps the period (and the rest of the address) and can be opened in a new tab. */
function Tabs({ current }: { current: FinancialTab }) {
  const [params] = useSearchParams();
  const to = (tab: FinancialTab) => {
    const next = new URLSearchParams(params);
    next.set('tab', tab);
    next.delete('page');
    return `?${next.toString()}`;
  };
  return (
    <nav aria-label="Financial reports">
      <ul className={styles.tabs}>
        {TABS.map((tab) => (
          <li key={tab.id}>
            <Link to={to(tab.id)} replace className={styles.tab} aria-current={tab.id === current ? 'page' : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Financial Reports: profit and loss by a grouping, balances by kind of account, and the expense
 * summary, for one period kept in the address; each report downloads as CSV, Excel or PDF, and the
 * period's vouchers as Tally XML, without holding up the screen.
 */
export default function FinancialReportsPage() {
  const [params] = useSearchParams();
  const requested = params.get('tab');
  const tab: FinancialTab = isTab(requested) ? requested : 'profit-loss';
  const period = useReportPeriod();
  const days = period.days;
  const [branchId, setBranchId] = useUrlParam<string>('branchId', '');

  return (
    <section>
      <PageHeader
        title="Financial Reports"
        breadcrumbs={[{ label: 'Reports', to: reportsPath }, { label: 'Financial Reports' }]}
        description="Profit and loss, balances and expenses for a period; every figure opens the records behind it."
        actions={
          <>
            <ExportButton
              label="Tally export"
              what="the period's vouchers for Tally"
              disabled={days === null}
              download={(onProgress) => reportsApi.tallyExport(days ?? { from: '', to: '' }, onProgress)}
            />
            <Link to={reportsPath} className={buttonClass({ variant: 'secondary', size: 'small' })}>
              Dashboard Reports
            </Link>
          </>
        }
      />
      {/* Balances run to their as-of day, so the period's days would mislead there. */}
      <PeriodPicker
        period={period}
        resolved={tab === 'balances' ? undefined : (days ?? undefined)}
        beside={
          // Bills, receipts and payments are the company's, not a branch's: the balances have no branch.
          tab !== 'balances' && <BranchFilter className={styles.date} value={branchId} onChange={setBranchId} />
        }
      />
      <Tabs current={tab} />
      <div role="region" aria-label={TABS.find((entry) => entry.id === tab)?.label}>
        {tab === 'profit-loss' && <ProfitLossTab period={period} branchId={branchId} />}
        {tab === 'balances' && <BalancesTab period={period} />}
        {tab === 'expenses' && <ExpenseSummaryTab period={period} branchId={branchId} />}
      </div>
    </section>
  );
}
