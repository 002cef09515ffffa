import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { ledgersApi } from 'shared-api/back-office';
import { ledgerAccountKinds, type LedgerAccountKind, type StatementLine } from 'shared-api/schemas';
import { Alert, Button, buttonClass } from 'shared-ui';
import {
  DataTable,
  DateRangeFilter,
  formatDate,
  formatPaise,
  LoadFailed,
  PageHeader,
  staticList,
  StatCard,
  StatGrid,
  type DataColumn,
} from '../../ui';
import { accountKindLabels, documentPath, formatBalance } from './ledger-format';
import { SessionShortcut } from './session-shortcut';
import styles from './ledgers.module.css';
import { receiptPath } from '../payments/payment-paths';

export const STATEMENT_PAGE_SIZE = 100;

const isAccountKind = (kind: string | undefined): kind is LedgerAccountKind =>
  (ledgerAccountKinds as readonly string[]).includes(kind ?? '');

const COLUMNS: DataColumn<StatementLine>[] = [
  { id: 'date', header: 'Date', cell: (line) => formatDate(line.postedOn) },
  {
    id: 'reference',
    header: 'Reference',
    cell: (line) => {
      const to = documentPath(line);
      return to ? <Link to={to}>{line.reference}</Link> : line.reference;
    },
  },
  {
    id: 'narration',
    header: 'Narration',
    cell: (line) => (
      <span className={[styles.narration, line.reversal && styles.reversal].filter(Boolean).join(' ')}>{line.narration}</span>
    ),
  },
  { id: 'debit', header: 'Debit', align: 'end', cell: (line) => (line.debitPaise ? formatPaise(line.debitPaise) : '') },
  { id: 'credit', header: 'Credit', align: 'end', cell: (line) => (line.creditPaise ? formatPaise(line.creditPaise) : '') },
  { id: 'balance', header: 'Balance', align: 'end', cell: (line) => formatBalance(line.balancePaise) },
];

/**
 * An account's statement (party, owner, driver or bank) for a period kept in the address: what it
 * stood at before, every line with the balance after it, where it ends; printable as it is.
 */
export default function LedgerPage() {
  const { kind, id = '' } = useParams();
  if (!isAccountKind(kind)) {
    return (
      <Alert tone="error">
        There is no such ledger: ledgers are kept for billing parties, vehicle owners, drivers and banks.
      </Alert>
    );
  }
  return <Statement kind={kind} id={id} />;
}

function Statement({ kind, id }: { kind: LedgerAccountKind; id: string }) {
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const statement = useQuery({
    queryKey: ['ledgers', kind, id, { from, to, page }],
    queryFn: async () =>
      (await ledgersApi.statement(kind, id, { from: from || undefined, to: to || undefined, page, limit: STATEMENT_PAGE_SIZE }))
        .data,
    placeholderData: keepPreviousData,
  });
  const data = statement.data;
  const where = accountKindLabels[kind];

  const list = {
    ...staticList(data?.lines ?? [], {
      isPending: statement.isPending,
      isFetching: statement.isFetching,
      isError: statement.isError,
      retry: () => void statement.refetch(),
    }),
    total: data?.total ?? 0,
    page,
    pageSize: STATEMENT_PAGE_SIZE,
    pageCount: Math.max(1, Math.ceil((data?.total ?? 0) / STATEMENT_PAGE_SIZE)),
    setPage: (next: number) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next > 1) updated.set('page', String(next));
        else updated.delete('page');
        return updated;
      }),
  };

  if (statement.isError && !data) return <LoadFailed what="This ledger" onRetry={() => void statement.refetch()} />;
  const name = data?.account.name ?? 'Ledger';
  const period =
    from || to ? `${from ? formatDate(from) : 'the beginning'} to ${to ? formatDate(to) : 'today'}` : 'All entries to date';

  return (
    <section>
      <PageHeader
        title={data ? `Ledger: ${name}` : 'Ledger'}
        breadcrumbs={[{ label: where.plural, to: where.list }, { label: name }]}
        description={period}
        actions={
          <>
            {kind === 'party' && (
              <Link to={receiptPath(id)} className={[buttonClass({ variant: 'secondary' }), styles.noPrint].join(' ')}>
                Record receipt
              </Link>
            )}
            <Button variant="secondary" className={styles.noPrint} onClick={() => window.print()}>
              Print
            </Button>
          </>
        }
      />
      <div className={styles.filters}>
        <DateRangeFilter from={from} to={to} fromLabel="From" toLabel="To" />
        <SessionShortcut className={styles.filter} />
      </div>
      {data && (
        <div className={styles.figures}>
          <StatGrid label="Figures for the period">
            <StatCard label="Opening balance" value={formatBalance(data.openingPaise)} />
            <StatCard label="Debits" value={formatPaise(data.debitPaise)} />
            <StatCard label="Credits" value={formatPaise(data.creditPaise)} />
            <StatCard label="Closing balance" value={formatBalance(data.closingPaise)} />
          </StatGrid>
        </div>
      )}
      <DataTable
        caption={`Ledger of ${name}`}
        noun="ledger lines"
        columns={COLUMNS}
        list={list}
        rowId={(line) => line.id}
        empty="No entries in this period."
      />
      {data && (
        <p className={styles.totals}>
          <span>Total debits {formatPaise(data.debitPaise)}</span>
          <span>Total credits {formatPaise(data.creditPaise)}</span>
          <span>Closing {formatBalance(data.closingPaise)}</span>
        </p>
      )}
    </section>
  );
}
