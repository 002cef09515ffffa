import { useCompanyProfile } from 'shared-api';
import { Card } from 'shared-ui';
import styles from './contact-details.module.css';

/** The company's own contact details (the public profile call), as the header shows them. */
export function ContactDetails({ title = 'Reach us' }: { title?: string }) {
  const { data: company, isError } = useCompanyProfile();
  return (
    <Card as="section" aria-labelledby="contact-details-title" className={styles.card}>
      <h2 id="contact-details-title" className={styles.title}>
        {title}
      </h2>
      {company ? (
        <dl className={styles.list}>
          <div>
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${company.email}`}>{company.email}</a>
            </dd>
          </div>
          <div>
            <dt>Phone (24/7)</dt>
            <dd>
              <a href={`tel:${company.phone.replace(/\s+/g, '')}`}>{company.phone}</a>
            </dd>
          </div>
          <div>
            <dt>Head office</dt>
            <dd>
              <address>{company.address}</address>
            </dd>
          </div>
        </dl>
      ) : (
        <p className={styles.muted}>{isError ? 'Our contact details could not be loaded; please use the form.' : 'Loading…'}</p>
      )}
      <h3 className={styles.subtitle}>Hours</h3>
      <ul className={styles.hours}>
        <li>
          <strong>Support and shipment desk:</strong> 24/7, every day of the year
        </li>
        <li>
          <strong>Sales and pricing:</strong> Monday–Saturday, 9:00–19:00 IST
        </li>
        <li>
          <strong>Head office reception:</strong> Monday–Friday, 9:30–18:00 IST
        </li>
      </ul>
    </Card>
  );
}
