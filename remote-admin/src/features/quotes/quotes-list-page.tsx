import { useState } from 'react';
import { Link } from 'react-router-dom';
import { quotesApi, type Quote } from 'shared-api';
import { quoteServiceLabels, quoteServices, quoteStatuses, quoteStatusLabels, type QuoteStatus } from 'shared-api/schemas';
import { Alert, Button, buttonClass, Loading } from 'shared-ui';
import {
  DataTable,
  DateRangeFilter,
  ListToolbar,
  PageHeader,
  StatCard,
  StatGrid,
  formatDate,
  formatDateTime,
  useResourceList,
  type DataColumn,
  type ListFilter,
} from '../../ui';
import { DeleteQuoteDialog } from './delete-quote-dialog';
import { QuoteStatusBadge } from './quote-status';
import { useQuoteStats } from './use-quote-stats';
import styles from './quotes.module.css';

type QuoteFilter = 'status' | 'service' | 'from' | 'to';

const statusOptions = quoteStatuses.map((value) => ({ value, label: quoteStatusLabels[value] }));
const serviceOptions = quoteServices.map((value) => ({ value, label: quoteServiceLabels[value] }));

const toolbarFilters: ListFilter<QuoteFilter>[] = [
  { name: 'status', label: 'Status', allLabel: 'All statuses', options: statusOptions },
  { name: 'service', label: 'Service', allLabel: 'All services', options: serviceOptions },
];

/** The open stages staff work through, each a shortcut to its part of the list. */
const STAT_STATUSES: { status: QuoteStatus; hint: string }[] = [
  { status: 'new', hint: 'waiting to be looked at' },
  { status: 'reviewing', hint: 'being priced' },
  { status: 'quoted', hint: 'price sent, awaiting reply' },
  { status: 'won', hint: 'became business' },
];

const columns: DataColumn<Quote>[] = [
  {
    id: 'reference',
    header: 'Reference',
    cell: (quote) => (
      <Link to={`/admin/quotes/${quote.id}`} className={styles.reference}>
        {quote.reference}
      </Link>
    ),
  },
  { id: 'createdAt', header: 'Received', sortable: true, cell: (quote) => formatDateTime(quote.createdAt) },
  {
    id: 'contact',
    header: 'Contact',
    cell: (quote) => (
      <>
        <span className={styles.primary}>{quote.contactName}</span>
        {quote.company && <span className={styles.secondary}>{quote.company}</span>}
      </>
    ),
  },
  { id: 'service', header: 'Service', hideOnPhone: true, cell: (quote) => quoteServiceLabels[quote.service] },
  {
    id: 'route',
    header: 'Route',
    hideOnPhone: true,
    cell: (quote) => (
      <span className={styles.route}>
        {quote.origin}
        <span aria-hidden="true"> → </span>
        <span className="ui-visually-hidden"> to </span>
        {quote.destination}
      </span>
    ),
  },
  { id: 'readyDate', header: 'Ready', sortable: true, cell: (quote) => formatDate(quote.readyDate) },
  { id: 'status', header: 'Status', sortable: true, cell: (quote) => <QuoteStatusBadge status={quote.status} /> },
];

/** Figures of the pipeline; each card opens the list filtered to that status. */
function QuoteFigures() {
  const stats = useQuoteStats();
  if (stats.isPending) return <Loading label="Loading quote figures…" minHeight={120} />;
  if (stats.isError) {
    return (
      <div className={styles.figuresError}>
        <Alert tone="error">The quote figures could not be loaded. The list below still works.</Alert>
      </div>
    );
  }
  return (
    <StatGrid label="Quote requests by status">
      {STAT_STATUSES.map(({ status, hint }) => (
        <StatCard
          key={status}
          label={quoteStatusLabels[status]}
          value={stats.data.byStatus[status]}
          hint={hint}
          to={`/admin/quotes?status=${status}`}
          tone={status === 'new' && stats.data.byStatus.new > 0 ? 'attention' : 'default'}
        />
      ))}
      <StatCard label="Last 30 days" value={stats.data.last30Days} hint="requests received" />
    </StatGrid>
  );
}

export default function QuotesListPage() {
  const list = useResourceList<Quote, QuoteFilter>({
    resource: 'quotes',
    fetch: (query) => quotesApi.list(query),
    defaultSort: '-createdAt',
    filters: ['status', 'service', 'from', 'to'],
  });
  const [toDelete, setToDelete] = useState<Quote | null>(null);
  const filtered = Boolean(list.search) || Object.keys(list.filters).length > 0;

  return (
    <section>
      <PageHeader
        title="Quote requests"
        breadcrumbs={[{ label: 'Quote requests' }]}
        description="Requests sent through the website's quote form. Open one to review it, price it and record the outcome."
      />
      <QuoteFigures />
      <ListToolbar
        list={list}
        searchLabel="Search quotes"
        searchPlaceholder="Reference, name, company, e-mail, place or goods"
        filters={toolbarFilters}
      >
        <DateRangeFilter
          from={list.filters.from ?? ''}
          to={list.filters.to ?? ''}
          fromLabel="Received from"
          toLabel="Received to"
        />
      </ListToolbar>
      <DataTable
        caption="Quote requests"
        noun="quote requests"
        columns={columns}
        list={list}
        rowId={(quote) => quote.id}
        rowActions={(quote) => (
          <>
            <Link to={`/admin/quotes/${quote.id}`} className={buttonClass({ variant: 'secondary', size: 'small' })}>
              Open<span className="ui-visually-hidden"> {quote.reference}</span>
            </Link>
            <Button variant="ghost" size="small" onClick={() => setToDelete(quote)}>
              Delete<span className="ui-visually-hidden"> {quote.reference}</span>
            </Button>
          </>
        )}
        empty={filtered ? 'No quote requests match this search and these filters.' : 'No quote requests yet.'}
      />
      <DeleteQuoteDialog quote={toDelete} onClose={() => setToDelete(null)} />
    </section>
  );
}
