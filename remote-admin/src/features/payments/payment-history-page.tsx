import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { moneyEntriesApi } from 'shared-api/back-office';
import { moneyEntryKindLabels, moneyEntryKinds, type MoneyEntry } from 'shared-api/schemas';
import { Button } from 'shared-ui';
import {
  DataTable,
  DateRangeFilter,
  formatDate,
  formatPaise,
  listFileQuery,
  ListToolbar,
  PageHeader,
  ReverseDialog,
  SheetActions,
  SortSelect,
  StatusBadge,
  useResourceList,
  type DataColumn,
  type ListFilter,
} from '../../ui';
import { EntryDialog } from './entry-dialog';
import { EntryParty, entryAccount, entryKind, entryTds } from './entry-labels';
import { MONEY_RESOURCE, paymentsPath } from './payment-paths';
import { useBranchListFilter } from '../branches/branch-filter';
import styles from './payments.module.css';

type HistoryFilter = 'kind' | 'branchId' | 'from' | 'to' | 'reversed';
const FILTER_NAMES: readonly HistoryFilter[] = ['kind', 'branchId', 'from', 'to', 'reversed'];

const SORTS = [
  { value: '-entryDate', label: 'Date, newest first' },
  { value: 'entryDate', label: 'Date, oldest first' },
  { value: '-amount', label: 'Amount, highest first' },
  { value: 'amount', label: 'Amount, lowest first' },
] as const;

const KIND_FILTER: ListFilter<HistoryFilter> = {
  name: 'kind',
  label: 'Kind',
  allLabel: 'Every kind',
  options: moneyEntryKinds.map((kind) => ({ value: kind, label: moneyEntryKindLabels[kind] })),
};

const REVERSED_FILTER: ListFilter<HistoryFilter> = {
  name: 'reversed',
  label: 'Reversed entries',
  allLabel: 'Hidden',
  options: [
    { value: 'include', label: 'Shown too' },
    { value: 'only', label: 'Only these' },
  ],
};

const columnsWith = (open: (entry: MoneyEntry) => void): DataColumn<MoneyEntry>[] => [
  { id: 'entryDate', header: 'Date', sortable: true, cell: (entry) => formatDate(entry.entryDate) },
  {
    id: 'reference',
    header: 'Reference',
    cell: (entry) => (
      <>
        <Button variant="ghost" size="small" onClick={() => open(entry)}>
          {entry.reference}
        </Button>
        {entry.reversal && (
          <>
            {' '}
            <StatusBadge tone="danger">Reversed</StatusBadge>
          </>
        )}
        {entry.trip && <span className={styles.muted}> · {entry.trip.reference}</span>}
      </>
    ),
  },
  { id: 'kind', header: 'Kind', cell: entryKind },
  { id: 'with', header: 'With', cell: (entry) => <EntryParty entry={entry} /> },
  { id: 'account', header: 'Account', hideOnPhone: true, cell: entryAccount },
  { id: 'tds', header: 'TDS', align: 'end', hideOnPhone: true, cell: entryTds },
  {
    id: 'amount',
    header: 'Amount',
    sortable: true,
    align: 'end',
    cell: (entry) => {
      const amount = <span className={styles.amount}>{formatPaise(entry.amountPaise)}</span>;
      return entry.reversal ? <s className={styles.reversed}>{amount}</s> : amount;
    },
  },
];

/** Payment History: every receipt, payment, advance, settlement and transfer, filtered and reversed here. */
export default function PaymentHistoryPage() {
  const queryClient = useQueryClient();
  const [reversing, setReversing] = useState<MoneyEntry | null>(null);
  const [opened, setOpened] = useState<MoneyEntry | null>(null);
  const columns = useMemo(() => columnsWith(setOpened), []);
  const list = useResourceList<MoneyEntry, HistoryFilter>({
    resource: MONEY_RESOURCE,
    fetch: (query) => moneyEntriesApi.list(query),
    defaultSort: '-entryDate',
    filters: FILTER_NAMES,
  });
  const filtered = list.search !== '' || Object.keys(list.filters).length > 0;
  // Driver advances and the entries of trips carry their branch; the rest are the company's.
  const branchFilter = useBranchListFilter<HistoryFilter>('branchId');
  const filters = useMemo(() => [KIND_FILTER, ...branchFilter, REVERSED_FILTER], [branchFilter]);

  return (
    <section>
      <PageHeader
        title="Payment History"
        breadcrumbs={[{ label: 'Payments', to: paymentsPath }, { label: 'History' }]}
        description="Every movement of money that is not an expense. A wrong entry is reversed with a reason; it stays here, struck through."
      />
      <ListToolbar
        list={list}
        searchLabel="Search entries"
        searchPlaceholder="Reference, cheque / UTR no. or notes"
        filters={filters}
      >
        <DateRangeFilter from={list.filters.from ?? ''} to={list.filters.to ?? ''} fromLabel="Date from" toLabel="Date to" />
        <SortSelect list={list} options={SORTS} />
        <SheetActions exportFile={(format) => moneyEntriesApi.exportFile(listFileQuery(list), format)} />
      </ListToolbar>
      <DataTable
        caption="Payment history"
        noun="entries"
        columns={columns}
        list={list}
        rowId={(entry) => entry.id}
        rowActions={(entry) =>
          entry.reversal ? (
            <span className={styles.muted} title={entry.reversal.reason}>
              {entry.reversal.reason}
            </span>
          ) : (
            <Button variant="secondary" size="small" onClick={() => setReversing(entry)}>
              Reverse<span className="ui-visually-hidden"> {entry.reference}</span>
            </Button>
          )
        }
        empty={filtered ? 'No entries match this search or these filters.' : 'No money has moved yet.'}
      />
      {opened && <EntryDialog entry={opened} onClose={() => setOpened(null)} />}
      <ReverseDialog
        open={reversing !== null}
        title={reversing ? `Reverse ${reversing.reference}?` : 'Reverse entry?'}
        confirmLabel="Reverse entry"
        explanation={
          reversing && (
            <p>
              Its {formatPaise(reversing.amountPaise)} goes back, on the entry’s own date, to the accounts it moved between. The
              entry stays in the history, marked reversed with your reason.
            </p>
          )
        }
        reverse={(reason) => moneyEntriesApi.reverse(reversing!.id, reason)}
        onReversed={() => void queryClient.invalidateQueries()}
        done="Entry reversed"
        failure="The entry could not be reversed. Please try again."
        onClose={() => setReversing(null)}
      />
    </section>
  );
}
