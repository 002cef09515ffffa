import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ledgersApi } from 'shared-api/back-office';
import { BALANCE_PAGE_SIZE, balanceReportQuerySchema, type OwnerBalanceRow } from 'shared-api/schemas';
import { Loading, TextField } from 'shared-ui';
import {
  formatDate,
  formatPaise,
  LoadFailed,
  PageHeader,
  ReportPagination,
  totalOfAll,
  useDebounced,
  useUrlParam,
} from '../../ui';
import { ledgerPath, paymentKeys, paymentsPath, pendingPath } from './payment-paths';
import styles from './payments.module.css';

type Figure = Exclude<
  keyof OwnerBalanceRow,
  'id' | 'registrationNumber' | 'ownerName' | 'ownerPan' | 'trips' | 'podPendingTrips'
>;

const FIGURES: { key: Figure; label: string }[] = [
  { key: 'openingPayablePaise', label: 'Opening' },
  { key: 'hirePaise', label: 'Hire & additions' },
  { key: 'commissionPaise', label: 'Commission' },
  { key: 'deductionsPaise', label: 'Deductions' },
  { key: 'advancePaidPaise', label: 'Advance paid' },
  { key: 'balancePaidPaise', label: 'Balance paid' },
  { key: 'tdsPaise', label: 'TDS' },
  { key: 'payablePaise', label: 'Payable' },
];

/** The vehicle owners' balance report: what each owner's trips came to, what was kept back and paid, what is owed. */
export default function OwnerBalancesPage() {
  const [asOf, setAsOf] = useUrlParam('asOf', '');
  const [search, setSearch] = useUrlParam('search', '');
  const [pageParam, setPage] = useUrlParam('page', '1');
  const settledSearch = useDebounced(search, 300);
  const page = Math.max(1, Number.parseInt(pageParam, 10) || 1);
  // A date still being typed is not sent: the report waits for a whole one.
  const validAsOf = asOf && balanceReportQuerySchema.safeParse({ asOf }).success ? asOf : '';
  const report = useQuery({
    queryKey: [...paymentKeys.owners, validAsOf, settledSearch, page],
    queryFn: async () =>
      (
        await ledgersApi.owners({
          asOf: validAsOf || undefined,
          search: settledSearch || undefined,
          page,
          limit: BALANCE_PAGE_SIZE,
        })
      ).data,
    placeholderData: (previous) => previous,
  });
  const data = report.data;

  return (
    <section>
      <PageHeader
        title="Owners’ balances"
        breadcrumbs={[{ label: 'Payments', to: paymentsPath }, { label: 'Owners’ balances' }]}
        description="Per market vehicle: hire owed, commission and deductions kept back, advances, balances and TDS paid, and what is still payable."
      />
      <div className={styles.actions}>
        <TextField label="As of" type="date" value={asOf} onChange={(event) => setAsOf(event.target.value)} />
        <TextField
          label="Search owners"
          type="search"
          placeholder="Owner, vehicle no., PAN"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {report.isPending && <Loading label="Loading the owners’ balances…" minHeight={200} />}
      {report.isError && <LoadFailed what="The owners’ balances" onRetry={() => void report.refetch()} />}
      {data && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>
              Owners’ balances {data.from ? `from ${formatDate(data.from)} ` : ''}to {formatDate(data.to)}
            </caption>
            <thead>
              <tr>
                <th scope="col">Owner and vehicle</th>
                {FIGURES.map((figure) => (
                  <th key={figure.key} scope="col" className={styles.end}>
                    {figure.label}
                  </th>
                ))}
                <th scope="col" className={styles.end}>
                  POD pending
                </th>
              </tr>
            </thead>
            <tbody>
              {data.rows.length === 0 && (
                <tr>
                  <td colSpan={FIGURES.length + 2}>{search ? 'No owner matches this search.' : 'No market vehicles yet.'}</td>
                </tr>
              )}
              {data.rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row">
                    <Link to={ledgerPath('owner', row.id)}>{row.ownerName}</Link>
                    <br />
                    <span className={styles.muted}>
                      {row.registrationNumber}
                      {row.ownerPan ? ` · PAN ${row.ownerPan}` : ' · no PAN'}
                    </span>
                  </th>
                  {FIGURES.map((figure) => (
                    <td key={figure.key} className={[styles.end, styles.amount].join(' ')}>
                      {formatPaise(row[figure.key])}
                    </td>
                  ))}
                  <td className={styles.end}>
                    {row.podPendingTrips > 0 ? (
                      <Link to={`${pendingPath('pod-pending')}&vehicleId=${row.id}`}>{row.podPendingTrips}</Link>
                    ) : (
                      0
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
            {data.rows.length > 0 && (
              <tfoot>
                <tr>
                  <td>{totalOfAll(data)}</td>
                  {FIGURES.map((figure) => (
                    <td key={figure.key} className={[styles.end, styles.amount].join(' ')}>
                      {formatPaise(data.totals[figure.key])}
                    </td>
                  ))}
                  <td className={styles.end}>{data.totals.podPendingTrips}</td>
                </tr>
              </tfoot>
            )}
          </table>
          <ReportPagination report={data} noun="vehicles" onChange={(next) => setPage(next > 1 ? String(next) : '')} />
        </div>
      )}
    </section>
  );
}
