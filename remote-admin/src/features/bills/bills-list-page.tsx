import { Link } from 'react-router-dom';
import { billingPartiesApi, billsApi } from 'shared-api/back-office';
import { billStatuses, billStatusLabels, type FreightBill } from 'shared-api/schemas';
import { buttonClass } from 'shared-ui';
import {
  DataTable,
  DateRangeFilter,
  formatDate,
  formatPaise,
  ListToolbar,
  PageHeader,
  RecordFilter,
  SortSelect,
  useResourceList,
  type DataColumn,
  type ListFilter,
} from '../../ui';
import { billPath, newBillPath } from './bill-paths';
import { BillStatusBadge } from './bill-status-badge';
import styles from './bills.module.css';

type BillFilter = 'status' | 'billingPartyId' | 'from' | 'to';
const FILTER_NAMES: readonly BillFilter[] = ['status', 'billingPartyId', 'from', 'to'];

/** Every sort of billSortValues, in words. */
const SORTS = [
  { value: '-billDate', label: 'Date, newest first' },
  { value: 'billDate', label: 'Date, oldest first' },
  { value: '-total', label: 'Total, highest first' },
  { value: 'total', label: 'Total, lowest first' },
] as const;

const STATUS_FILTER: ListFilter<BillFilter> = {
  name: 'status',
  label: 'Status',
  allLabel: 'Any status',
  options: billStatuses.map((value) => ({ value, label: billStatusLabels[value] })),
};

const columns: DataColumn<FreightBill>[] = [
  {
    id: 'number',
    header: 'Bill no.',
    cell: (bill) => (
      <Link to={billPath(bill.id)} className={styles.primary}>
        {bill.billNo}
      </Link>
    ),
  },
  { id: 'billDate', header: 'Date', sortable: true, cell: (bill) => formatDate(bill.billDate) },
  {
    id: 'party',
    header: 'Party',
    cell: (bill) => (
      <>
        <span className={styles.primary}>{bill.billingParty.name}</span>
        <span className={styles.secondary}>
          {bill.lineCount} {bill.lineCount === 1 ? 'LR' : 'LRs'}
        </span>
      </>
    ),
  },
  {
    id: 'total',
    header: 'Total',
    sortable: true,
    align: 'end',
    cell: (bill) =>
      bill.status === 'cancelled' ? (
        <s className={styles.reversed}>{formatPaise(bill.totalPaise)}</s>
      ) : (
        formatPaise(bill.totalPaise)
      ),
  },
  { id: 'balance', header: 'Balance', align: 'end', hideOnPhone: true, cell: (bill) => formatPaise(bill.balancePaise) },
  { id: 'status', header: 'Status', cell: (bill) => <BillStatusBadge status={bill.status} /> },
];

const partyName = async (id: string) => (await billingPartiesApi.get(id)).data.name;

/** Every freight bill with what it still owes; a cancelled one stays, struck through. */
export default function BillsListPage() {
  const list = useResourceList<FreightBill, BillFilter>({
    resource: 'bills',
    fetch: (query) => billsApi.list(query),
    defaultSort: '-billDate',
    filters: FILTER_NAMES,
  });
  const filtered = list.search !== '' || Object.keys(list.filters).length > 0;

  return (
    <section>
      <PageHeader
        title="Freight bills"
        breadcrumbs={[{ label: 'Freight bills' }]}
        description="Tax invoices to billing parties, one line per LR. A wrong bill is cancelled by a credit note, never edited."
        actions={
          <Link to={newBillPath} className={buttonClass()}>
            New bill
          </Link>
        }
      />
      <ListToolbar list={list} searchLabel="Search bills" searchPlaceholder="Bill no., party or GSTIN" filters={[STATUS_FILTER]}>
        <DateRangeFilter
          from={list.filters.from ?? ''}
          to={list.filters.to ?? ''}
          fromLabel="Bill date from"
          toLabel="Bill date to"
        />
        <SortSelect list={list} options={SORTS} />
      </ListToolbar>
      <div className={styles.filters}>
        <RecordFilter
          label="Billing party"
          resource="billing-parties"
          select={billingPartiesApi.select}
          value={list.filters.billingPartyId ?? ''}
          onChange={(id) => list.setFilter('billingPartyId', id)}
          nameOf={partyName}
        />
      </div>
      <DataTable
        caption="Freight bills"
        noun="bills"
        columns={columns}
        list={list}
        rowId={(bill) => bill.id}
        rowActions={(bill) => (
          <Link to={billPath(bill.id)} className={buttonClass({ variant: 'secondary', size: 'small' })}>
            View<span className="ui-visually-hidden"> bill {bill.billNo}</span>
          </Link>
        )}
        empty={filtered ? 'No bills match this search or these filters.' : 'No bills yet. Bill the trips whose POD is in.'}
      />
    </section>
  );
}
