import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { quotesApi, type Quote } from 'shared-api';
import { quoteLoadTypeLabels, quoteServiceLabels } from 'shared-api/schemas';
import { Button, buttonClass } from 'shared-ui';
import {
  DetailCard,
  DetailLayout,
  Fact,
  Facts,
  PageHeader,
  RecordGate,
  StatusBadge,
  formatCount,
  formatDate,
  formatDateTime,
  formatPaise,
  telHref,
  useRecord,
} from '../../ui';
import { DeleteQuoteDialog } from './delete-quote-dialog';
import { QuoteStatusBadge } from './quote-status';
import { QuoteStatusPanel } from './quote-status-panel';
import styles from './quotes.module.css';

const LIST = '/admin/quotes';

function YesNo({ value, yes }: { value: boolean; yes: string }) {
  return value ? <StatusBadge tone="warning">{yes}</StatusBadge> : <>No</>;
}

function QuoteView({ quote }: { quote: Quote }) {
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const mailSubject = encodeURIComponent(`Your quote request ${quote.reference}`);

  return (
    <>
      <PageHeader
        title={`Quote ${quote.reference}`}
        breadcrumbs={[{ label: 'Quote requests', to: LIST }, { label: quote.reference }]}
        description={`${quoteServiceLabels[quote.service]} from ${quote.origin} to ${quote.destination}, received ${formatDateTime(quote.createdAt)}.`}
        actions={
          <>
            <a className={buttonClass({ variant: 'secondary' })} href={`mailto:${quote.email}?subject=${mailSubject}`}>
              E-mail {quote.contactName}
            </a>
            <Button variant="ghost" onClick={() => setDeleting(true)}>
              Delete quote
            </Button>
          </>
        }
      />

      <DetailLayout
        asideFirst
        aside={
          <DetailCard title="Status">
            <Facts>
              <Fact term="Current status">
                <QuoteStatusBadge status={quote.status} />
              </Fact>
              <Fact term="Since">{formatDateTime(quote.statusChangedAt)}</Fact>
              <Fact term="Quoted amount">{formatPaise(quote.quotedAmountPaise, 'Not priced yet')}</Fact>
              <Fact term="Sent by">{quote.customerId ? 'A signed-in customer' : 'A visitor without an account'}</Fact>
            </Facts>
            <QuoteStatusPanel quote={quote} />
          </DetailCard>
        }
      >
        <DetailCard title="Contact">
          <Facts termsBeside>
            <Fact term="Name">{quote.contactName}</Fact>
            <Fact term="Company">{quote.company ?? '—'}</Fact>
            <Fact term="E-mail">
              <a href={`mailto:${quote.email}`}>{quote.email}</a>
            </Fact>
            <Fact term="Phone">
              <a href={telHref(quote.phone)}>{quote.phone}</a>
            </Fact>
          </Facts>
        </DetailCard>

        <DetailCard title="Shipment">
          <Facts termsBeside>
            <Fact term="Service">{quoteServiceLabels[quote.service]}</Fact>
            <Fact term="Origin">{quote.origin}</Fact>
            <Fact term="Destination">{quote.destination}</Fact>
            <Fact term="Load type">{quoteLoadTypeLabels[quote.loadType]}</Fact>
            <Fact term="Ready on">{formatDate(quote.readyDate)}</Fact>
          </Facts>
        </DetailCard>

        <DetailCard title="Cargo">
          <Facts termsBeside>
            <Fact term="Commodity">{quote.commodity}</Fact>
            <Fact term="Pieces">{formatCount(quote.pieces)}</Fact>
            <Fact term="Weight">{quote.weightKg} kg</Fact>
            <Fact term="Volume">{quote.volumeCbm === null ? 'Not given' : `${quote.volumeCbm} cbm`}</Fact>
            <Fact term="Hazardous">
              <YesNo value={quote.hazardous} yes="Yes, hazardous goods" />
            </Fact>
            <Fact term="Temperature control">
              <YesNo value={quote.temperatureControlled} yes="Yes, temperature controlled" />
            </Fact>
          </Facts>
        </DetailCard>

        <DetailCard title="Message">
          {quote.message ? (
            <p className={styles.message}>{quote.message}</p>
          ) : (
            <p className={styles.muted}>The customer wrote no message.</p>
          )}
        </DetailCard>
      </DetailLayout>

      <DeleteQuoteDialog
        quote={deleting ? quote : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => navigate(LIST, { replace: true })}
      />
    </>
  );
}

/** One quote request: everything the customer sent, and where staff move it next. */
export default function QuoteDetailPage() {
  const { id = '' } = useParams();
  const quote = useRecord(['quotes', 'detail', id], async () => (await quotesApi.get(id)).data);
  return (
    <RecordGate query={quote} title="Quote" noun="quote" list={{ label: 'Quote requests', to: LIST }}>
      {(record) => (
        <section>
          <QuoteView quote={record} />
        </section>
      )}
    </RecordGate>
  );
}
