import { Card, usePageMeta, usePageParams } from 'shared-ui';
import styles from '../features/contact/contact-layout.module.css';
import { PageHero, Section } from '../features/page-kit';
import { isQuoteService, QuoteForm } from '../features/quote/quote-form';

export default function QuotePage() {
  usePageMeta(
    'Get a quote',
    'Request a freight quote for ocean, air or road transport, warehousing, cold chain or fulfilment. We reply within one business day.',
  );
  const fromAddress = usePageParams()[0].get('service');
  const service = isQuoteService(fromAddress) ? fromAddress : undefined;
  return (
    <>
      <PageHero
        crumbs={[{ label: 'Get a quote' }]}
        title="Request a quote"
        lead="Tell us what you are moving, from where to where and when. The more we know, the sharper the price."
      />
      <Section title="Shipment details" titleHidden>
        <div className={styles.layout}>
          {/* ?service=, read once hydrated, fills the service unless the visitor has already chosen one. */}
          <QuoteForm service={service} />
          <div className={styles.aside}>
            <Card as="section" aria-labelledby="quote-next">
              <h2 id="quote-next" className={styles.formTitle}>
                What happens next
              </h2>
              <ol className={styles.links}>
                <li>You get a reference number at once; keep it for any question.</li>
                <li>A pricing specialist checks routes, space and rates, and may call you with questions.</li>
                <li>Within one business day you receive a written quote, valid for 7 days.</li>
                <li>Accept it and we book the shipment; you follow it on the tracking page.</li>
              </ol>
            </Card>
            <Card as="section" aria-labelledby="quote-tips">
              <h2 id="quote-tips" className={styles.formTitle}>
                For an exact price
              </h2>
              <ul className={styles.links}>
                <li>Give the gross weight including packing.</li>
                <li>Add the volume or the carton dimensions for LCL and air.</li>
                <li>Mention the Incoterm if you already agreed one with your buyer.</li>
                <li>Declare dangerous goods: they need special booking.</li>
              </ul>
            </Card>
          </div>
        </div>
      </Section>
    </>
  );
}
