import { Link } from 'react-router-dom';
import { Card, usePageMeta } from 'shared-ui';
import { ContactDetails } from '../features/contact/contact-details';
import { ContactForm } from '../features/contact/contact-form';
import styles from '../features/contact/contact-layout.module.css';
import { PageHero, Section } from '../features/page-kit';

export default function ContactPage() {
  usePageMeta(
    'Contact us',
    'Write to Globe Route Logistics or call our 24/7 desk. Offices across India; we reply within one business day.',
  );
  return (
    <>
      <PageHero
        crumbs={[{ label: 'Contact us' }]}
        title="Contact us"
        lead="Questions about a new shipment, a contract rate or working with us? Write to us and the right team will answer within one business day."
      />
      <Section title="Send us a message" titleHidden>
        <div className={styles.layout}>
          <div>
            <h2 className={styles.formTitle}>Send us a message</h2>
            <ContactForm kind="contact" />
          </div>
          <div className={styles.aside}>
            <ContactDetails />
            <Card as="section" aria-labelledby="contact-shortcuts">
              <h2 id="contact-shortcuts" className={styles.formTitle}>
                Quicker routes
              </h2>
              <ul className={styles.links}>
                <li>
                  <Link to="/quote">Request a quote</Link> – a price within one business day
                </li>
                <li>
                  <Link to="/track">Track a shipment</Link> – live status and timeline
                </li>
                <li>
                  <Link to="/support/contact-support">Contact support</Link> – help with a shipment in progress
                </li>
                <li>
                  <Link to="/about">Our offices</Link> – addresses and phone numbers
                </li>
              </ul>
            </Card>
          </div>
        </div>
      </Section>
    </>
  );
}
