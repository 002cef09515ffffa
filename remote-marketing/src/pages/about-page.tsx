import { Link } from 'react-router-dom';
import { Card, usePageMeta } from 'shared-ui';
import { ABOUT } from '../content/about';
import { CtaBand, FactBand, FeatureGrid, PageHero, Section, kitStyles } from '../features/page-kit';
import styles from './about-page.module.css';

export default function AboutPage() {
  usePageMeta(
    'About us',
    'Globe Route Logistics has moved freight for Indian businesses since 2004: 14 branches, 6 warehouses, 320 trucks and a 24/7 team.',
  );
  return (
    <>
      <PageHero
        crumbs={[{ label: 'About us' }]}
        eyebrow="Since 2004"
        title="A freight company built by a customs broker and a trucking family"
        lead="We plan, move, store and clear goods for more than 850 businesses, from our head office in Mumbai and 14 branches across India."
      />
      <Section title="Our story" narrow>
        {ABOUT.story.map((paragraph) => (
          <p key={paragraph.slice(0, 40)} className={styles.paragraph}>
            {paragraph}
          </p>
        ))}
      </Section>
      <Section title="At a glance">
        <FactBand facts={ABOUT.facts} label="Globe Route at a glance" />
      </Section>
      <Section title="Milestones" soft>
        <ol className={styles.timeline}>
          {ABOUT.milestones.map((milestone) => (
            <li key={milestone.year + milestone.text.slice(0, 20)}>
              <span className={styles.year}>{milestone.year}</span>
              <p>{milestone.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section title="What we hold ourselves to">
        <FeatureGrid items={ABOUT.values} />
      </Section>
      <Section title="Leadership" soft>
        <ul className={kitStyles.grid}>
          {ABOUT.leadership.map((person) => (
            <Card as="li" key={person.name}>
              <h3 className={kitStyles.cardTitle}>{person.name}</h3>
              <p className={styles.role}>{person.role}</p>
              <p className={kitStyles.cardText}>{person.bio}</p>
            </Card>
          ))}
        </ul>
      </Section>
      <Section
        title="Our offices"
        intro={
          <>
            Call any office, or write to us through the <Link to="/contact">contact page</Link>.
          </>
        }
      >
        <ul className={kitStyles.grid}>
          {ABOUT.offices.map((office) => (
            <Card as="li" key={office.city}>
              <h3 className={kitStyles.cardTitle}>{office.city}</h3>
              <p className={styles.role}>{office.kind}</p>
              <address className={styles.address}>
                {office.address}
                <br />
                <a href={`tel:${office.phone.replace(/\s+/g, '')}`}>{office.phone}</a>
              </address>
            </Card>
          ))}
        </ul>
      </Section>
      <CtaBand
        title="Work with us"
        text="Tell us about your freight and we will put the right team on it."
        to="/quote"
        action="Get a Quote"
      />
    </>
  );
}
