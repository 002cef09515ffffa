import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { reportsApi } from 'shared-api/back-office';
import {
  ageingBucketLabels,
  ageingBuckets,
  BALANCE_PAGE_SIZE,
  balanceKindLabels,
  balanceKinds,
  bankAccountTypeLabels,
  reportBalanceQuerySchema,
  type BalanceKind,
  type BankAccountType,
  type LedgerAccountKind,
  type ReportBalance,
} from 'shared-api/schemas';
import { Loading, TextField } from 'shared-ui';
import { formatDate, formatPaise, ledgerPath, LIST_SEARCH_DEBOUNCE_MS, LoadFailed, ReportPagination, totalOfAll } from '../../ui';
import { formatBalance } from '../ledgers/ledger-format';
import { ALL_SESSIONS } from '../trips/use-session-filter';
import { ChoiceSwitch } from './choice-switch';
import { ExportButtons } from './export-buttons';
import { REPORTS_RESOURCE } from './report-paths';
import type { ReportPeriodState } from './use-report-period';
import { useUrlParam } from '../../ui';
import styles from './reports.module.css';

const LEDGER_KINDS: Record<BalanceKind, LedgerAccountKind> = {
  parties: 'party',
  owners: 'owner',
  drivers: 'driver',
  banks: 'bank',
};

/** One column of a balance table: a row's figure, and the same figure of the totals. */
interface Column<Row, Totals> {
  header: string;
  cell: (row: Row) => ReactNode;
  total: (totals: Totals) => ReactNode;
}

interface Account {
  id: string;
  /** What the row heading shows and links to the ledger. */
  name: string;
  detail?: string;
}

function BalanceTable<Row, Totals>({
  kind,
  rows,
  totals,
  account,
  columns,
  caption,
  empty,
  totalLabel,
}: {
  kind: BalanceKind;
  /** 'Total', or 'Total of all 240 accounts' when the table shows one page of them. */
  totalLabel: string;
  rows: Row[];
  totals: Totals;
  account: (row: Row) => Account;
  columns: Column<Row, Totals>[];
  caption: string;
  empty: string;
}) {
  return (
    <div className={styles.tableWrap} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className="ui-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{balanceKindLabels[kind]}</th>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={columns.length + 1} className={styles.empty}>
                {empty}
              </td>
            </tr>
          )}
          {rows.map((row) => {
            const { id, name, detail } = account(row);
            return (
              <tr key={id}>
                <th scope="row">
                  <Link to={ledgerPath(LEDGER_KINDS[kind], id)}>{name}</Link>
                  {detail && <span className={styles.muted}> · {detail}</span>}
                </th>
                {columns.map((column) => (
                  <td key={column.header}>{column.cell(row)}</td>
                ))}
              </tr>
            );
          })}
        </tbody>
        {rows.length > 0 && (
          <tfoot>
            <tr>
              <th scope="row">{totalLabel}</th>
              {columns.map((column) => (
                <td key={column.header}>{column.total(totals)}</td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}

/** A column of an amount read the same from a row and from the totals. */
const money = <K extends string>(header: string, key: K, format: (paise: number) => string = formatPaise) => ({
  header,
  cell: (row: Record<K, number>) => format(row[key]),
  total: (totals: Record<K, number>) => format(totals[key]),
});

function BalanceReportTable({ balance, empty }: { balance: ReportBalance; empty: string }) {
  const { report } = balance;
  const totalLabel = totalOfAll(report);
  const caption = `${balanceKindLabels[balance.kind]}: balances ${report.from ? `from ${formatDate(report.from)} ` : ''}to ${formatDate(report.to)}`;
  switch (balance.kind) {
    case 'parties':
      return (
        <BalanceTable
          kind="parties"
          caption={caption}
          totalLabel={totalLabel}
          empty={empty}
          rows={balance.report.rows}
          totals={balance.report.totals}
          account={(row) => ({ id: row.id, name: row.name })}
          columns={[
            money('Opening', 'openingPaise', formatBalance),
            money('Billed', 'billedPaise'),
            money('Received', 'receivedPaise'),
            money('TDS', 'tdsPaise'),
            money('Credit notes', 'creditNotesPaise'),
            money('Closing', 'closingPaise', formatBalance),
            money('On account', 'onAccountPaise'),
            ...ageingBuckets.map((bucket) => ({
              header: ageingBucketLabels[bucket],
              cell: (row: { ageing: Record<typeof bucket, number> }) => formatPaise(row.ageing[bucket]),
              total: (totals: { ageing: Record<typeof bucket, number> }) => formatPaise(totals.ageing[bucket]),
            })),
          ]}
        />
      );
    case 'owners':
      return (
        <BalanceTable
          kind="owners"
          caption={caption}
          totalLabel={totalLabel}
          empty={empty}
          rows={balance.report.rows}
          totals={balance.report.totals}
          account={(row) => ({ id: row.id, name: row.ownerName, detail: row.registrationNumber })}
          columns={[
            money('Opening', 'openingPayablePaise'),
            money('Hire & additions', 'hirePaise'),
            money('Commission', 'commissionPaise'),
            money('Deductions', 'deductionsPaise'),
            money('Advance paid', 'advancePaidPaise'),
            money('Balance paid', 'balancePaidPaise'),
            money('TDS', 'tdsPaise'),
            money('Payable', 'payablePaise'),
            {
              header: 'POD pending',
              cell: (row: { podPendingTrips: number }) => row.podPendingTrips,
              total: (totals: { podPendingTrips: number }) => totals.podPendingTrips,
            },
          ]}
        />
      );
    case 'drivers':
      return (
        <BalanceTable
          kind="drivers"
          caption={caption}
          totalLabel={totalLabel}
          empty={empty}
          rows={balance.report.rows}
          totals={balance.report.totals}
          account={(row) => ({ id: row.id, name: row.name, detail: row.phone })}
          columns={[
            money('Opening', 'openingPaise', formatBalance),
            money('Advances', 'advancesPaise'),
            money('Expenses paid', 'expensesPaise'),
            money('Settled', 'settledPaise'),
            money('Closing', 'closingPaise', formatBalance),
          ]}
        />
      );
    case 'banks':
      return (
        <BalanceTable
          kind="banks"
          caption={caption}
          totalLabel={totalLabel}
          empty={empty}
          rows={balance.report.rows}
          totals={balance.report.totals}
          account={(row) => ({
            id: row.id,
            name: row.name,
            detail: bankAccountTypeLabels[row.accountType as BankAccountType] ?? row.accountType,
          })}
          columns={[
            money('Opening', 'openingPaise'),
            money('Receipts', 'receiptsPaise'),
            money('Payments', 'paymentsPaise'),
            money('Transfers', 'transfersPaise'),
            money('Closing', 'closingPaise'),
          ]}
        />
      );
  }
}

/** The search box's text, written to the address once typing pauses. */
function useSearchText(applied: string, apply: (value: string) => void) {
  const [text, setText] = useState(applied);
  useEffect(() => {
    if (text.trim() === applied) return;
    const timer = setTimeout(() => apply(text.trim()), LIST_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, applied, apply]);
  return [text, setText] as const;
}

/** Balances of parties, owners, drivers or banks on a day, each row opening its ledger. */
export function BalancesTab({ period }: { period: ReportPeriodState }) {
  const [kind, setKind] = useUrlParam<BalanceKind>('kind', 'parties', balanceKinds);
  const [asOf, setAsOf] = useUrlParam<string>('asOf', '');
  const [search, setSearch] = useUrlParam<string>('search', '');
  const [pageParam, setPage] = useUrlParam<string>('page', '1');
  const page = Math.max(1, Number.parseInt(pageParam, 10) || 1);
  const [text, setText] = useSearchText(search, setSearch);
  const sessionId = period.session.value && period.session.value !== ALL_SESSIONS ? period.session.value : undefined;
  const parsed = reportBalanceQuerySchema.safeParse({ kind, asOf, sessionId, search, page, limit: BALANCE_PAGE_SIZE });
  const asOfError = parsed.success ? undefined : parsed.error.issues.find((issue) => issue.path[0] === 'asOf')?.message;
  const query =
    parsed.success && period.session.ready
      ? {
          kind,
          ...(asOf && { asOf }),
          ...(sessionId && { sessionId }),
          ...(search && { search }),
          page,
          limit: BALANCE_PAGE_SIZE,
        }
      : null;
  const report = useQuery({
    queryKey: [REPORTS_RESOURCE, 'balance', query],
    queryFn: async () => (await reportsApi.balance(query ?? {})).data,
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
  // While another kind loads, the old table stays but is not passed off as this kind's.
  const data = query && report.data?.kind === kind ? report.data : undefined;

  return (
    <>
      <ChoiceSwitch label="Accounts" choices={balanceKinds} labels={balanceKindLabels} value={kind} onChange={setKind} />
      <div className={styles.toolbar}>
        <div className={styles.filters}>
          <TextField
            className={styles.date}
            type="date"
            label="As of"
            value={asOf}
            error={asOfError}
            hint="Today unless given"
            onChange={(event) => setAsOf(event.target.value)}
          />
          <TextField
            className={styles.search}
            type="search"
            label="Search accounts"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <ExportButtons
          what={`the balances of ${balanceKindLabels[kind].toLowerCase()}`}
          disabled={query === null}
          download={(format, onProgress) => {
            // The file holds every account, so it takes the report's filters without its page.
            const { page: _page, limit: _limit, ...filters } = query ?? { kind };
            return reportsApi.balanceExport(filters, format, onProgress);
          }}
        />
      </div>
      {query !== null && !data && !report.isError && <Loading label="Loading the balances…" minHeight={200} />}
      {report.isError && <LoadFailed what="The balances" onRetry={() => void report.refetch()} />}
      {data && (
        <div aria-busy={report.isFetching || undefined}>
          <BalanceReportTable
            balance={data}
            empty={search ? 'No account matches this search.' : `No ${balanceKindLabels[kind].toLowerCase()} yet.`}
          />
          <ReportPagination report={data.report} noun="accounts" onChange={(next) => setPage(String(next))} />
        </div>
      )}
    </>
  );
}
