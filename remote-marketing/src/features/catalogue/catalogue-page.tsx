import { Link } from 'react-router-dom';
import { buttonClass } from 'shared-ui';
import type { Faq, KeyFact, TitledText } from 'shared-api/content';
import { CtaBand, FactBand, FaqList, FeatureGrid, LinkChips, PageHero, Section, type Crumb } from '../page-kit';
import styles from './catalogue-page.module.css';

export interface CataloguePageProps {
  crumbs: Crumb[];
  eyebrow: string;
  name: string;
  summary: string;
  intro: readonly string[];
  facts: readonly KeyFact[];
  /** The page's bands in order, e.g. "What we offer", "How it works". */
  bands: readonly { title: string; items: readonly TitledText[]; steps?: boolean }[];
  faqs: readonly Faq[];
  related: { title: string; links: readonly { to: string; label: string }[] };
  quoteService: string;
}

/** The shared shape of a service page and an industry page: intro, bands, FAQs, and the way to a quote. */
export function CataloguePage({
  crumbs,
  eyebrow,
  name,
  summary,
  intro,
  facts,
  bands,
  faqs,
  related,
  quoteService,
}: CataloguePageProps) {
  const quoteLink = `/quote?service=${quoteService}`;
  return (
    <>
      <PageHero
        crumbs={crumbs}
        eyebrow={eyebrow}
        title={name}
        lead={summary}
        actions={
          <>
            <Link className={buttonClass({ variant: 'accent' })} to={quoteLink}>
              Get a quote
            </Link>
            <Link className={buttonClass({ variant: 'secondary' })} to="/contact">
              Talk to a specialist
            </Link>
          </>
        }
      />
      <Section title="Overview" narrow>
        {intro.map((paragraph) => (
          <p key={paragraph.slice(0, 48)} className={styles.paragraph}>
            {paragraph}
          </p>
        ))}
        <FactBand facts={facts} label={`${name} in figures`} />
      </Section>
      {bands.map((band, index) => (
        <Section key={band.title} title={band.title} soft={index % 2 === 0}>
          {band.steps ? (
            <ol className={styles.steps}>
              {band.items.map((step) => (
                <li key={step.title}>
                  <h3>{step.title}</h3>
                  <p>{step.text}</p>
                </li>
              ))}
            </ol>
          ) : (
            <FeatureGrid items={band.items} />
          )}
        </Section>
      ))}
      <Section title="Frequently asked questions">
        <FaqList faqs={faqs} />
      </Section>
      <Section title={related.title} soft>
        <LinkChips label={related.title} links={related.links} />
      </Section>
      <CtaBand
        title={`Get a price for ${name.toLowerCase()}`}
        text="Send the shipment details and a specialist replies within one business day."
        to={quoteLink}
        action="Request a quote"
      />
    </>
  );
}
