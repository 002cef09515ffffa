import { Link, useSearchParams } from 'react-router-dom';
import { type PendingListEnvelope } from 'shared-api';
import { paymentsApi } from 'shared-api/back-office';
import { indianToday, pendingQueueLabels, pendingQueues, type PendingItem, type PendingQueue } from 'shared-api/schemas';
import { buttonClass } from 'shared-ui';
import {
  DataTable,
  formatDate,
  formatPaise,
  ListToolbar,
  PageHeader,
  StatusBadge,
  useResourceList,
  type DataColumn,
} from '../../ui';
import {
  billPath,
  newBillPath,
  ownerPaymentPath,
  paymentKeys,
  paymentsPath,
  pendingPath,
  receiptPath,
  tripPath,
} from './payment-paths';
import styles from './payments.module.css';

const isQueue = (value: string | null): value is PendingQueue => pendingQueues.includes(value as PendingQueue);

/** What each queue waits for, said under its tabs. */
const QUEUE_HELP: Record<PendingQueue, string> = {
  'pod-pending':
    'Delivered trips whose proof of delivery is not filed yet: neither the bill nor the owner’s balance can go before it.',
  unbilled: 'Trips with their POD in, waiting to be billed to their party.',
  'unpaid-bills': 'Bills with money still to come, oldest first; the age runs from the bill date.',
  'owner-due': 'Market trips with their POD in whose owner still has a balance to be paid.',
};

const SINCE_LABEL: Record<PendingQueue, string> = {
  'pod-pending': 'Delivered',
  unbilled: 'POD received',
  'unpaid-bills': 'Bill date',
  'owner-due': 'POD received',
};

const AMOUNT_LABEL: Record<PendingQueue, string> = {
  'pod-pending': 'Party total',
  unbilled: 'To bill',
  'unpaid-bills': 'Balance',
  'owner-due': 'Owed to owner',
};

function columnsFor(queue: PendingQueue): DataColumn<PendingItem>[] {
  const reference: DataColumn<PendingItem> = {
    id: 'reference',
    header: queue === 'unpaid-bills' ? 'Bill' : 'Trip · LR',
    cell: (item) => <Link to={queue === 'unpaid-bills' ? billPath(item.id) : tripPath(item.id)}>{item.reference}</Link>,
  };
  return [
    reference,
    { id: 'party', header: 'Billing party', cell: (item) => item.billingParty.name },
    ...(queue === 'owner-due' || queue === 'pod-pending'
      ? [
          {
            id: 'vehicle',
            header: 'Vehicle',
            hideOnPhone: true,
            cell: (item: PendingItem) =>
              item.vehicle ? `${item.vehicle.registrationNumber} · ${item.vehicle.ownerName}` : 'Own truck',
          },
        ]
      : []),
    ...(queue === 'unpaid-bills'
      ? []
      : [{ id: 'route', header: 'Route', hideOnPhone: true, cell: (item: PendingItem) => item.route ?? '—' }]),
    {
      id: 'since',
      header: SINCE_LABEL[queue],
      cell: (item) => (
        <>
          {formatDate(item.since)}
          <span className={styles.muted}> · {item.days === 1 ? '1 day' : `${item.days} days`}</span>
          {item.dueDate && <span className={styles.muted}> · due {formatDate(item.dueDate)}</span>}
          {item.dueDate && item.dueDate < indianToday() && (
            <>
              {' '}
              <StatusBadge tone="danger">Overdue</StatusBadge>
            </>
          )}
        </>
      ),
    },
    {
      id: 'amount',
      header: AMOUNT_LABEL[queue],
      align: 'end',
      cell: (item) => <span className={styles.amount}>{formatPaise(item.amountPaise)}</span>,
    },
  ];
}

/** The action each queue's row waits for, inline. */
function ActionFor({ queue, item }: { queue: PendingQueue; item: PendingItem }) {
  const small = buttonClass({ size: 'small' });
  const hidden = <span className="ui-visually-hidden"> for {item.reference}</span>;
  if (queue === 'pod-pending') {
    return (
      <Link to={tripPath(item.id)} className={buttonClass({ variant: 'secondary', size: 'small' })}>
        File the POD{hidden}
      </Link>
    );
  }
  if (queue === 'unbilled') {
    return (
      <Link to={newBillPath(item.billingParty.id)} className={small}>
        Bill {item.billingParty.name}
        {hidden}
      </Link>
    );
  }
  if (queue === 'unpaid-bills') {
    return (
      <Link to={receiptPath(item.billingParty.id)} className={small}>
        Record receipt{hidden}
      </Link>
    );
  }
  return (
    <Link to={ownerPaymentPath(item.id, 'balance')} className={small}>
      Pay owner{hidden}
    </Link>
  );
}

/** Pending Payments: the queues staff work from, each row with the action to take. */
export default function PendingPaymentsPage() {
  const [params] = useSearchParams();
  const asked = params.get('queue');
  const queue: PendingQueue = isQueue(asked) ? asked : 'unbilled';
  const list = useResourceList<PendingItem, 'queue', PendingListEnvelope>({
    resource: paymentKeys.pending,
    fetch: (query) => paymentsApi.pending({ ...query, queue }),
    defaultSort: 'since',
    filters: ['queue'],
  });
  const counts = list.response?.counts;

  return (
    <section>
      <PageHeader
        title="Pending Payments"
        breadcrumbs={[{ label: 'Payments', to: paymentsPath }, { label: 'Pending' }]}
        description="Work waiting before money can move: PODs to file, trips to bill, bills to collect, owners to pay."
      />
      <nav aria-label="Queues">
        <ul className={styles.tabs}>
          {pendingQueues.map((name) => (
            <li key={name}>
              <Link to={pendingPath(name)} className={styles.tab} aria-current={name === queue ? 'page' : undefined}>
                <span>{pendingQueueLabels[name]}</span>
                <span className={styles.tabCount}>
                  {counts ? `${counts[name].count} · ${formatPaise(counts[name].amountPaise)}` : '…'}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className={styles.muted}>{QUEUE_HELP[queue]}</p>
      <ListToolbar
        list={list}
        searchLabel="Search this queue"
        searchPlaceholder={queue === 'unpaid-bills' ? 'Bill no. or party' : 'Trip, LR or tracking no., place'}
        filters={[]}
      />
      <DataTable
        caption={pendingQueueLabels[queue]}
        noun={queue === 'unpaid-bills' ? 'bills' : 'trips'}
        columns={columnsFor(queue)}
        list={list}
        rowId={(item) => item.id}
        rowActions={(item) => <ActionFor queue={queue} item={item} />}
        empty={list.search ? 'Nothing in this queue matches the search.' : 'Nothing is waiting here.'}
      />
    </section>
  );
}
