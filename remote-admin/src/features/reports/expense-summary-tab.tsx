import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { expensesApi, reportsApi } from 'shared-api/back-office';
import { expenseTypeLabels, type ExpenseSummary, type ExpenseSummaryRow, type ExpenseType } from 'shared-api/schemas';
import { Alert, Loading } from 'shared-ui';
import { formatCount, formatDate, formatPaise, LoadFailed, StatCard, StatGrid } from '../../ui';
import { BranchNote } from './branch-note';
import { ExportButtons } from './export-buttons';
import { expensesPath, monthDays, monthLabel, REPORTS_RESOURCE, truckPath } from './report-paths';
import type { ReportPeriodState } from './use-report-period';
import styles from './reports.module.css';

interface Breakdown {
  id: string;
  title: string;
  heading: string;
  rows: (summary: ExpenseSummary) => ExpenseSummaryRow[];
  label?: (row: ExpenseSummaryRow) => string;
  /** The expenses (or truck) behind a row. */
  path: (row: ExpenseSummaryRow, summary: ExpenseSummary) => string;
  /** Says what part of the whole the rows are, when they are not all of it. */
  note?: (summary: ExpenseSummary) => string | null;
}

/** The summary's days and branch, as the expenses list filters them. */
const periodOf = (summary: ExpenseSummary) => ({ from: summary.from, to: summary.to, branchId: summary.branch?.id });

const BREAKDOWNS: Breakdown[] = [
  {
    id: 'category',
    title: 'By category',
    heading: 'Category',
    rows: (summary) => summary.byCategory,
    path: (row, summary) => expensesPath({ ...periodOf(summary), categoryId: row.key }),
  },
  {
    id: 'type',
    title: 'By type',
    heading: 'Type',
    rows: (summary) => summary.byType,
    label: (row) => expenseTypeLabels[row.key as ExpenseType] ?? row.label,
    path: (row, summary) => expensesPath({ ...periodOf(summary), type: row.key }),
  },
  {
    id: 'month',
    title: 'By month',
    heading: 'Month',
    rows: (summary) => summary.byMonth,
    label: (row) => monthLabel(row.key),
    path: (row, summary) => expensesPath({ ...monthDays(row.key, summary), branchId: summary.branch?.id }),
  },
  {
    id: 'truck',
    title: 'By truck',
    heading: 'Truck',
    rows: (summary) => summary.byTruck,
    path: (row) => truckPath(row.key),
    note: (summary) =>
      summary.trucks > summary.byTruck.length
        ? `The top ${formatCount(summary.byTruck.length)} of ${formatCount(summary.trucks)} trucks with expenses, by amount.`
        : null,
  },
];

function BreakdownTable({ breakdown, summary }: { breakdown: Breakdown; summary: ExpenseSummary }) {
  const rows = breakdown.rows(summary);
  const headingId = `expenses-${breakdown.id}`;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>{breakdown.title}</h2>
      {breakdown.note?.(summary) && <p className={styles.muted}>{breakdown.note(summary)}</p>}
      {rows.length === 0 ? (
        <p className={styles.empty}>Nothing in this period.</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="ui-visually-hidden">Expenses {breakdown.title.toLowerCase()}</caption>
            <thead>
              <tr>
                <th scope="col">{breakdown.heading}</th>
                <th scope="col">Expenses</th>
                <th scope="col">Amount</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row">
                    <Link to={breakdown.path(row, summary)}>{breakdown.label?.(row) ?? row.label}</Link>
                  </th>
                  <td>{formatCount(row.count)}</td>
                  <td>{formatPaise(row.amountPaise)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The period's expenses by category, type, month and truck (GET /expenses/summary). */
export function ExpenseSummaryTab({ period, branchId }: { period: ReportPeriodState; branchId: string }) {
  const query = period.query && { ...period.query, ...(branchId && { branchId }) };
  // The summary needs a session or both ends of the period; it does not fall back to the active session.
  const askable = query !== null && Boolean(query.sessionId || (query.from && query.to));
  const summary = useQuery({
    queryKey: [REPORTS_RESOURCE, 'expense-summary', query],
    queryFn: async () => (await expensesApi.summary(query ?? {})).data,
    enabled: askable,
    placeholderData: keepPreviousData,
  });
  const data = askable ? summary.data : undefined;

  if (query !== null && !askable) return <Alert tone="info">Choose a session, or give From and To.</Alert>;
  return (
    <>
      <div className={styles.toolbar}>
        <ExportButtons
          what="the expenses by category and month"
          disabled={!askable}
          download={(format, onProgress) => reportsApi.expenseSummaryExport(query ?? {}, format, onProgress)}
        />
      </div>
      {askable && summary.isPending && <Loading label="Loading the expenses…" minHeight={200} />}
      {summary.isError && <LoadFailed what="The expense summary" onRetry={() => void summary.refetch()} />}
      {data && (
        <div className={styles.sections} aria-busy={summary.isFetching || undefined}>
          <BranchNote branch={data.branch} what="expenses" />
          <StatGrid label="Expenses of the period">
            <StatCard
              label="Expenses"
              value={formatPaise(data.amountPaise)}
              hint={`${formatCount(data.count)} from ${formatDate(data.from)} to ${formatDate(data.to)}`}
              to={expensesPath({ ...data, branchId: data.branch?.id })}
            />
          </StatGrid>
          <div className={styles.panels}>
            {BREAKDOWNS.map((breakdown) => (
              <BreakdownTable key={breakdown.id} breakdown={breakdown} summary={data} />
            ))}
          </div>
        </div>
      )}
    </>
  );
}
