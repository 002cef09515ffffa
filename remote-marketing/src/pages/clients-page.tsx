import { Link } from 'react-router-dom';
import { Card, usePageMeta } from 'shared-ui';
import { CASE_STUDIES, CLIENT_FACTS, SECTORS, TESTIMONIALS } from '../content/clients';
import { CtaBand, FactBand, PageHero, Section, TestimonialList, kitStyles } from '../features/page-kit';
import styles from './clients-page.module.css';

export default function ClientsPage() {
  usePageMeta(
    'Our clients',
    'The sectors we serve, case studies of shipments we planned and moved, and what our customers say about us.',
  );
  return (
    <>
      <PageHero
        crumbs={[{ label: 'Our clients' }]}
        title="Our clients"
        lead="More than 850 businesses – exporters, manufacturers, pharma companies and online retailers – trust us with their freight. Here is some of what we do for them."
      />
      <Section title="Clients in numbers">
        <FactBand facts={CLIENT_FACTS} label="Clients in numbers" />
      </Section>
      <Section title="Sectors we serve" soft>
        <ul className={kitStyles.grid}>
          {SECTORS.map((sector) => (
            <Card as="li" key={sector.name}>
              <h3 className={kitStyles.cardTitle}>
                {sector.industrySlug ? <Link to={`/industries/${sector.industrySlug}`}>{sector.name}</Link> : sector.name}
              </h3>
              <p className={kitStyles.cardText}>{sector.text}</p>
            </Card>
          ))}
        </ul>
      </Section>
      <Section title="Case studies">
        <div className={styles.cases}>
          {CASE_STUDIES.map((study) => (
            <Card as="article" key={study.id} id={study.id} aria-labelledby={`${study.id}-title`} className={styles.case}>
              <p className={styles.sector}>
                {study.sector} · {study.client}
              </p>
              <h3 id={`${study.id}-title`} className={kitStyles.cardTitle}>
                {study.title}
              </h3>
              <h4>The challenge</h4>
              <p>{study.challenge}</p>
              <h4>What we did</h4>
              <p>{study.solution}</p>
              <h4>Results</h4>
              <ul>
                {study.results.map((result) => (
                  <li key={result}>{result}</li>
                ))}
              </ul>
            </Card>
          ))}
        </div>
      </Section>
      <Section title="What our clients say" soft>
        <TestimonialList items={TESTIMONIALS} />
      </Section>
      <CtaBand
        title="Become our next case study"
        text="Tell us where your supply chain hurts; we will show you how we would fix it."
        to="/quote"
        action="Get a Quote"
      />
    </>
  );
}
