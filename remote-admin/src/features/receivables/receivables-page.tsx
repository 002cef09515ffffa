import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { receivablesApi } from 'shared-api/back-office';
import { ageingBucketLabels, ageingBuckets, BALANCE_PAGE_SIZE, indianToday, type PartyBalanceRow } from 'shared-api/schemas';
import { buttonClass, TextField } from 'shared-ui';
import {
  DataTable,
  formatDate,
  formatPaise,
  LedgerLink,
  ledgerPath,
  LIST_SEARCH_DEBOUNCE_MS,
  PageHeader,
  staticList,
  totalOfAll,
  useUrlParam,
  type DataColumn,
} from '../../ui';
import { formatBalance } from '../ledgers/ledger-format';
import styles from './receivables.module.css';
import { receiptPath } from '../payments/payment-paths';

const TOTALS_ID = 'totals';

const money =
  (pick: (row: PartyBalanceRow) => number): DataColumn<PartyBalanceRow>['cell'] =>
  (row) =>
    formatPaise(pick(row));

const COLUMNS: DataColumn<PartyBalanceRow>[] = [
  {
    id: 'name',
    header: 'Party',
    cell: (row) =>
      row.id === TOTALS_ID ? (
        <span className={styles.total}>{row.name}</span>
      ) : (
        <Link to={ledgerPath('party', row.id)}>{row.name}</Link>
      ),
  },
  { id: 'opening', header: 'Opening', align: 'end', hideOnPhone: true, cell: (row) => formatBalance(row.openingPaise) },
  { id: 'billed', header: 'Billed', align: 'end', hideOnPhone: true, cell: money((row) => row.billedPaise) },
  { id: 'received', header: 'Received', align: 'end', hideOnPhone: true, cell: money((row) => row.receivedPaise) },
  { id: 'tds', header: 'TDS', align: 'end', hideOnPhone: true, cell: money((row) => row.tdsPaise) },
  { id: 'credit', header: 'Credit notes', align: 'end', hideOnPhone: true, cell: money((row) => row.creditNotesPaise) },
  { id: 'closing', header: 'Closing', align: 'end', cell: (row) => formatBalance(row.closingPaise) },
  { id: 'onAccount', header: 'On account', align: 'end', hideOnPhone: true, cell: money((row) => row.onAccountPaise) },
  ...ageingBuckets.map((bucket): DataColumn<PartyBalanceRow> => ({
    id: bucket,
    header: ageingBucketLabels[bucket],
    align: 'end',
    hideOnPhone: true,
    cell: money((row) => row.ageing[bucket]),
  })),
];

/** The search box's text, written to the address once typing pauses. */
function useSearchParam(params: URLSearchParams, setParams: ReturnType<typeof useSearchParams>[1]) {
  const [text, setText] = useState(params.get('search') ?? '');
  useEffect(() => {
    const timer = setTimeout(() => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (text.trim() === (current.get('search') ?? '')) return current;
          if (text.trim()) next.set('search', text.trim());
          else next.delete('search');
          next.delete('page');
          return next;
        },
        { replace: true },
      );
    }, LIST_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, setParams]);
  return [text, setText] as const;
}

/** What every billing party owes on a day: its movements, its closing, and how old its open bills are. */
export default function ReceivablesPage() {
  const [params, setParams] = useSearchParams();
  const [asOf, setAsOf] = useUrlParam('asOf', '');
  const search = params.get('search') ?? '';
  const [pageParam, setPage] = useUrlParam('page', '1');
  const page = Math.max(1, Number.parseInt(pageParam, 10) || 1);
  const [text, setText] = useSearchParam(params, setParams);
  const report = useQuery({
    queryKey: ['billing-parties', 'balance-report', { asOf, search, page }],
    queryFn: async () =>
      (await receivablesApi.report({ asOf: asOf || undefined, search: search || undefined, page, limit: BALANCE_PAGE_SIZE }))
        .data,
    placeholderData: keepPreviousData,
  });

  const rows = useMemo(() => {
    const data = report.data;
    if (!data) return [];
    return data.rows.length > 0 ? [...data.rows, { id: TOTALS_ID, name: totalOfAll(data), ...data.totals }] : [];
  }, [report.data]);

  return (
    <section>
      <PageHeader
        title="Receivables"
        breadcrumbs={[{ label: 'Receivables' }]}
        description={`What each billing party owes on ${formatDate(report.data?.to ?? (asOf || indianToday()))}, with its open bills by age from the bill date.`}
        actions={
          <Link to={receiptPath()} className={buttonClass()}>
            Record receipt
          </Link>
        }
      />
      <div className={styles.filters}>
        <TextField
          className={styles.search}
          type="search"
          label="Search parties"
          placeholder="Name, GSTIN, city"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <TextField
          className={styles.date}
          type="date"
          label="As of"
          value={asOf}
          onChange={(event) => setAsOf(event.target.value)}
        />
      </div>
      <DataTable
        caption="Balances of the billing parties"
        noun="billing parties"
        columns={COLUMNS}
        list={{
          ...staticList(rows, {
            isPending: report.isPending,
            isFetching: report.isFetching,
            isError: report.isError,
            retry: () => void report.refetch(),
          }),
          // The server pages the parties; the totals row is not one of them.
          total: report.data?.total ?? 0,
          page,
          pageSize: BALANCE_PAGE_SIZE,
          pageCount: Math.max(1, Math.ceil((report.data?.total ?? 0) / BALANCE_PAGE_SIZE)),
          setPage: (next) => setPage(next > 1 ? String(next) : ''),
        }}
        rowId={(row) => row.id}
        rowActions={(row) =>
          row.id === TOTALS_ID ? null : (
            <span className={styles.actions}>
              <LedgerLink kind="party" id={row.id} name={row.name} />
              <Link
                to={receiptPath(row.id)}
                className={buttonClass({ variant: 'secondary', size: 'small' })}
                aria-label={`Record receipt from ${row.name}`}
              >
                Record receipt
              </Link>
            </span>
          )
        }
        empty={search ? 'No billing party matches this search.' : 'No billing parties yet.'}
      />
    </section>
  );
}
