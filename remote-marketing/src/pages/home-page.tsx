import { Link } from 'react-router-dom';
import { buttonClass, Card, usePageMeta } from 'shared-ui';
import { SERVICES } from '../features/home/services';
import styles from './home-page.module.css';

export default function HomePage() {
  usePageMeta(
    'Freight forwarding and logistics',
    'Ocean, air and road freight, warehousing and cold chain logistics, with live shipment tracking and 24/7 support.',
  );
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={styles.heroInner}>
          <p className={styles.eyebrow}>Freight forwarding · Warehousing · Cold chain</p>
          <h1 id="home-title" className={styles.title}>
            Freight that keeps your business moving
          </h1>
          <p className={styles.lead}>
            From a single pallet to a full vessel, we plan, move and track your cargo by sea, air and road, with one team
            answering for it from pickup to proof of delivery.
          </p>
          <div className={styles.ctas}>
            <Link className={buttonClass({ variant: 'accent' })} to="/quote">
              Get a Quote
            </Link>
            <Link className={buttonClass({ variant: 'secondary' })} to="/track">
              Track Shipment
            </Link>
          </div>
        </div>
      </section>
      <section className={styles.section} aria-labelledby="services-title">
        <h2 id="services-title" className={styles.sectionTitle}>
          Our services
        </h2>
        <ul className={styles.grid}>
          {SERVICES.map((service) => (
            <Card as="li" key={service.slug} className={styles.card}>
              <h3 className={styles.cardTitle}>
                <Link to={`/services/${service.slug}`}>{service.name}</Link>
              </h3>
              <p>{service.summary}</p>
            </Card>
          ))}
        </ul>
      </section>
    </>
  );
}
