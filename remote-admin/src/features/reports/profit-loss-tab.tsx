import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { reportsApi } from 'shared-api/back-office';
import {
  profitLossGroupingLabels,
  profitLossGroupings,
  profitLossHeads,
  type ProfitLossGrouping,
  type ProfitLossHead,
  type ProfitLossReport,
  type ProfitLossRow,
} from 'shared-api/schemas';
import { Loading } from 'shared-ui';
import { formatCount, formatPaise, ledgerPath, LoadFailed, ReportPagination } from '../../ui';
import { tripPath } from '../payments/payment-paths';
import { ChoiceSwitch } from './choice-switch';
import { BranchNote } from './branch-note';
import { ExportButtons } from './export-buttons';
import { expensesPath, monthDays, REPORTS_RESOURCE, tripsPath, truckPath } from './report-paths';
import type { ReportPeriodState } from './use-report-period';
import { useUrlParam } from '../../ui';
import styles from './reports.module.css';

export const PROFIT_LOSS_PAGE_SIZE = 50;

const HEAD_LABELS: Record<ProfitLossHead, string> = {
  diesel: 'Diesel',
  toll: 'Toll',
  driver: 'Driver',
  repairs: 'Repairs',
  other: 'Other',
};

/** What the first column holds in each grouping. */
const GROUP_HEADINGS: Record<ProfitLossGrouping, string> = {
  overall: 'Period',
  month: 'Month',
  truck: 'Truck',
  trip: 'Trip',
  route: 'Route',
  party: 'Billing party',
  branch: 'Branch',
};

/** Where a group's records are: its truck, trip, party's ledger, or the trips of its month or route. */
function groupPath(groupBy: ProfitLossGrouping, key: string, report: ProfitLossReport): string | null {
  const { period } = report;
  const branchId = report.branch?.id;
  switch (groupBy) {
    case 'month':
      return tripsPath({ sessionId: period.sessionId, ...monthDays(key, period), branchId });
    case 'truck':
      return truckPath(key);
    case 'trip':
      return tripPath(key);
    case 'party':
      return ledgerPath('party', key);
    case 'branch':
      // The trips outside any branch ('none') have no filter of their own.
      return key === 'none' ? null : tripsPath({ ...period, branchId: key });
    case 'route': {
      const [origin = '', destination = ''] = key.split('→');
      return `${tripsPath({ ...period, branchId })}&origin=${encodeURIComponent(origin)}&destination=${encodeURIComponent(destination)}`;
    }
    default:
      return null;
  }
}

function Figures({ row }: { row: ProfitLossRow }) {
  return (
    <>
      <td>{formatCount(row.trips)}</td>
      <td>{formatCount(row.km)}</td>
      <td>{formatPaise(row.incomePaise)}</td>
      <td>{formatPaise(row.hirePaise)}</td>
      {profitLossHeads.map((head) => (
        <td key={head}>{formatPaise(row.expenses[head])}</td>
      ))}
      <td>{formatPaise(row.expensesPaise)}</td>
      <td>{formatPaise(row.profitPaise)}</td>
      <td>{formatPaise(row.profitPerKmPaise)}</td>
    </>
  );
}

function ProfitLossTable({ report }: { report: ProfitLossReport }) {
  const { groupBy } = report;
  return (
    <div className={styles.tableWrap} role="region" aria-label="Profit and loss" tabIndex={0}>
      <table className={styles.table}>
        <caption className="ui-visually-hidden">Profit and loss {profitLossGroupingLabels[groupBy].toLowerCase()}</caption>
        <thead>
          <tr>
            <th scope="col">{GROUP_HEADINGS[groupBy]}</th>
            <th scope="col">Trips</th>
            <th scope="col">Km</th>
            <th scope="col">Income</th>
            <th scope="col">Hire</th>
            {profitLossHeads.map((head) => (
              <th key={head} scope="col">
                {HEAD_LABELS[head]}
              </th>
            ))}
            <th scope="col">Expenses</th>
            <th scope="col">Profit</th>
            <th scope="col">Profit per km</th>
          </tr>
        </thead>
        <tbody>
          {report.rows.length === 0 && (
            <tr>
              <td colSpan={7 + profitLossHeads.length} className={styles.empty}>
                Nothing earned or spent in this period.
              </td>
            </tr>
          )}
          {report.rows.map((row) => {
            const path = row.key === null ? null : groupPath(groupBy, row.key, report);
            return (
              <tr key={row.key ?? row.label}>
                <th scope="row">{path ? <Link to={path}>{row.label}</Link> : row.label}</th>
                <Figures row={row} />
              </tr>
            );
          })}
          {report.unassigned && (
            <tr className={styles.unassigned}>
              <th scope="row">{report.unassigned.label}</th>
              <Figures row={report.unassigned} />
            </tr>
          )}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <Figures row={report.totals} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function ExpenseCategories({ report }: { report: ProfitLossReport }) {
  const total = report.expensesByCategory.reduce((sum, category) => sum + category.amountPaise, 0);
  return (
    <section className={styles.panel} aria-labelledby="pl-categories">
      <h2 id="pl-categories">Expenses by category</h2>
      {report.expensesByCategory.length === 0 ? (
        <p className={styles.empty}>No expenses in this period.</p>
      ) : (
        <table className={styles.table}>
          <caption className="ui-visually-hidden">Expenses by category</caption>
          <thead>
            <tr>
              <th scope="col">Category</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {report.expensesByCategory.map((category) => (
              <tr key={category.categoryId}>
                <th scope="row">
                  <Link to={expensesPath({ ...report.period, categoryId: category.categoryId, branchId: report.branch?.id })}>
                    {category.name}
                  </Link>
                </th>
                <td>{formatPaise(category.amountPaise)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td>{formatPaise(total)}</td>
            </tr>
          </tfoot>
        </table>
      )}
    </section>
  );
}

/** Profit and loss of the period, overall or by month, truck, trip, route, party or branch, with its expense heads. */
export function ProfitLossTab({ period, branchId }: { period: ReportPeriodState; branchId: string }) {
  const [groupBy, setGroupBy] = useUrlParam<ProfitLossGrouping>('groupBy', 'overall', profitLossGroupings);
  const [pageParam, setPage] = useUrlParam<string>('page', '1');
  const page = Math.max(1, Number.parseInt(pageParam, 10) || 1);
  const query = period.query && { ...period.query, groupBy, ...(branchId && { branchId }) };
  const report = useQuery({
    queryKey: [REPORTS_RESOURCE, 'profit-loss', query, page],
    queryFn: async () => (await reportsApi.profitLoss({ ...query, page, limit: PROFIT_LOSS_PAGE_SIZE })).data,
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
  const data = query ? report.data : undefined;

  return (
    <>
      <div className={styles.toolbar}>
        <ChoiceSwitch
          label="Group by"
          choices={profitLossGroupings}
          labels={profitLossGroupingLabels}
          value={groupBy}
          onChange={setGroupBy}
        />
        <ExportButtons
          what="the profit and loss"
          disabled={query === null}
          download={(format, onProgress) => reportsApi.profitLossExport(query ?? {}, format, onProgress)}
        />
      </div>
      {query !== null && report.isPending && <Loading label="Loading the profit and loss…" minHeight={200} />}
      {report.isError && <LoadFailed what="The profit and loss" onRetry={() => void report.refetch()} />}
      {data && (
        <div className={styles.sections} aria-busy={report.isFetching || undefined}>
          <div>
            <BranchNote branch={data.branch} what="trips and expenses" />
            <ProfitLossTable report={data} />
            <ReportPagination report={data} noun="groups" onChange={(next) => setPage(String(next))} />
          </div>
          <ExpenseCategories report={data} />
        </div>
      )}
    </>
  );
}
