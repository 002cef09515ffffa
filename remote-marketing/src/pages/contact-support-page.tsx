import { Link } from 'react-router-dom';
import { Card, usePageMeta, usePageParams } from 'shared-ui';
import { ContactDetails } from '../features/contact/contact-details';
import { ContactForm } from '../features/contact/contact-form';
import styles from '../features/contact/contact-layout.module.css';
import { PageHero, Section } from '../features/page-kit';

export default function ContactSupportPage() {
  usePageMeta('Contact support', 'Help with a shipment, a document or an invoice. Our support team is available 24/7.');
  const [params] = usePageParams();
  const regarding = params.get('reference')?.slice(0, 40) ?? undefined;
  return (
    <>
      <PageHero
        crumbs={[{ label: 'Support' }, { label: 'Contact support' }]}
        title="Contact support"
        lead="Our support team is available 24/7. For a shipment on the move, call us; for everything else, send a message and we reply within one business day."
      />
      <Section title="Ask for help" titleHidden>
        <div className={styles.layout}>
          <div>
            <h2 className={styles.formTitle}>Ask for help</h2>
            {/* ?reference=, read once hydrated, fills the reference unless the visitor has typed one. */}
            <ContactForm kind="support" topic="shipment" regarding={regarding} />
          </div>
          <div className={styles.aside}>
            <ContactDetails title="Support desk" />
            <Card as="section" aria-labelledby="self-help">
              <h2 id="self-help" className={styles.formTitle}>
                Find it yourself
              </h2>
              <ul className={styles.links}>
                <li>
                  <Link to="/support/track-shipment">Track a shipment</Link>
                </li>
                <li>
                  <Link to="/support/help-center">Help center</Link> – answers to common questions
                </li>
                <li>
                  <Link to="/support/documentation">Shipping documents</Link> – what each is for, with checklists
                </li>
                <li>
                  <Link to="/support/customer-portal">Customer portal</Link> – your quotes and shipments
                </li>
              </ul>
            </Card>
          </div>
        </div>
      </Section>
    </>
  );
}
