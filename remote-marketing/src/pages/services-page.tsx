import { Link } from 'react-router-dom';
import { INDUSTRY_CATALOGUE, SERVICES_CONTENT } from 'shared-api/content';
import { Card, usePageMeta } from 'shared-ui';
import { CtaBand, LinkChips, PageHero, Section, kitStyles } from '../features/page-kit';
import styles from './services-page.module.css';

export default function ServicesPage() {
  usePageMeta(
    'Services',
    'Ocean freight, air freight, road transport, warehousing, cold chain logistics and e-commerce fulfillment from one Indian logistics partner.',
  );
  return (
    <>
      <PageHero
        crumbs={[{ label: 'Services' }]}
        title="Logistics services"
        lead="Sea, air and road freight, storage and fulfilment, with customs clearance done in-house. Use one service or let us run the whole chain."
      />
      <Section title="What we do">
        <ul className={styles.list}>
          {SERVICES_CONTENT.map((service) => (
            <Card as="li" key={service.slug} className={styles.service}>
              <div>
                <p className={styles.category}>{service.category}</p>
                <h3 className={kitStyles.cardTitle}>
                  <Link to={`/services/${service.slug}`}>{service.name}</Link>
                </h3>
                <p className={kitStyles.cardText}>{service.description}</p>
              </div>
              <ul className={styles.offerings} aria-label={`${service.name}: what is included`}>
                {service.offerings.slice(0, 4).map((offering) => (
                  <li key={offering.title}>{offering.title}</li>
                ))}
              </ul>
            </Card>
          ))}
        </ul>
      </Section>
      <Section title="Industries we serve" soft>
        <LinkChips
          label="Industries"
          links={INDUSTRY_CATALOGUE.map((industry) => ({ to: `/industries/${industry.slug}`, label: industry.name }))}
        />
      </Section>
      <CtaBand
        title="Not sure which service fits?"
        text="Describe the shipment and we will propose the route, the mode and the price."
        to="/quote"
        action="Get a Quote"
      />
    </>
  );
}
