import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { quotesApi, type Quote } from 'shared-api';
import { quoteLoadTypeLabels, quoteServiceLabels } from 'shared-api/schemas';
import { Button, buttonClass, Card } from 'shared-ui';
import { PageHeader, RecordGate, useRecord, StatusBadge, formatCount, formatDate, formatDateTime, formatPaise } from '../../ui';
import { DeleteQuoteDialog } from './delete-quote-dialog';
import { QuoteStatusBadge } from './quote-status';
import { QuoteStatusPanel } from './quote-status-panel';
import styles from './quotes.module.css';

const LIST = '/admin/quotes';

/** A tel: address keeps only what a dialler understands. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

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

      <div className={styles.layout}>
        <Card as="section" className={`${styles.card} ${styles.aside}`} aria-labelledby="quote-status-title">
          <h2 id="quote-status-title" className={styles.cardTitle}>
            Status
          </h2>
          <dl className={styles.facts}>
            <Fact term="Current status">
              <QuoteStatusBadge status={quote.status} />
            </Fact>
            <Fact term="Since">{formatDateTime(quote.statusChangedAt)}</Fact>
            <Fact term="Quoted amount">{formatPaise(quote.quotedAmountPaise, 'Not priced yet')}</Fact>
            <Fact term="Sent by">{quote.customerId ? 'A signed-in customer' : 'A visitor without an account'}</Fact>
          </dl>
          <QuoteStatusPanel quote={quote} />
        </Card>

        <div className={styles.main}>
          <Card as="section" className={styles.card} aria-labelledby="quote-contact-title">
            <h2 id="quote-contact-title" className={styles.cardTitle}>
              Contact
            </h2>
            <dl className={styles.facts}>
              <Fact term="Name">{quote.contactName}</Fact>
              <Fact term="Company">{quote.company ?? '—'}</Fact>
              <Fact term="E-mail">
                <a href={`mailto:${quote.email}`}>{quote.email}</a>
              </Fact>
              <Fact term="Phone">
                <a href={telHref(quote.phone)}>{quote.phone}</a>
              </Fact>
            </dl>
          </Card>

          <Card as="section" className={styles.card} aria-labelledby="quote-shipment-title">
            <h2 id="quote-shipment-title" className={styles.cardTitle}>
              Shipment
            </h2>
            <dl className={styles.facts}>
              <Fact term="Service">{quoteServiceLabels[quote.service]}</Fact>
              <Fact term="Origin">{quote.origin}</Fact>
              <Fact term="Destination">{quote.destination}</Fact>
              <Fact term="Load type">{quoteLoadTypeLabels[quote.loadType]}</Fact>
              <Fact term="Ready on">{formatDate(quote.readyDate)}</Fact>
            </dl>
          </Card>

          <Card as="section" className={styles.card} aria-labelledby="quote-cargo-title">
            <h2 id="quote-cargo-title" className={styles.cardTitle}>
              Cargo
            </h2>
            <dl className={styles.facts}>
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
            </dl>
          </Card>

          <Card as="section" className={styles.card} aria-labelledby="quote-message-title">
            <h2 id="quote-message-title" className={styles.cardTitle}>
              Message
            </h2>
            {quote.message ? (
              <p className={styles.message}>{quote.message}</p>
            ) : (
              <p className={styles.muted}>The customer wrote no message.</p>
            )}
          </Card>
        </div>
      </div>

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
