import { Link } from 'react-router-dom';
import { INDUSTRY_CATALOGUE, SERVICE_CATALOGUE } from 'shared-api/content/catalogue';
import { useCompanyProfile } from 'shared-api';
import { buttonClass, Card, usePageMeta } from 'shared-ui';
import { HOME_FACTS, HOME_TESTIMONIALS, HOW_IT_WORKS } from '../content/home';
import { CtaBand, FactBand, PageHero, Section, StepList, TestimonialList, kitStyles } from '../features/page-kit';
import { companyData } from '../features/seo/structured-data';

export default function HomePage() {
  const { data: company } = useCompanyProfile();
  usePageMeta(
    'Freight forwarding and logistics',
    'Ocean, air and road freight, warehousing and cold chain logistics, with live shipment tracking and 24/7 support.',
    { structuredData: companyData(company) },
  );
  return (
    <>
      <PageHero
        large
        eyebrow="Freight forwarding · Warehousing · Cold chain"
        title="Freight that keeps your business moving"
        lead="From a single pallet to a full vessel, we plan, move and track your cargo by sea, air and road, with one team answering for it from pickup to proof of delivery."
        actions={
          <>
            <Link className={buttonClass({ variant: 'accent' })} to="/quote">
              Get a Quote
            </Link>
            <Link className={buttonClass({ variant: 'secondary' })} to="/track">
              Track Shipment
            </Link>
          </>
        }
      />
      <Section title="Our services" intro="Six ways to move and keep your goods, run by one team and one tracking system.">
        <ul className={kitStyles.grid}>
          {SERVICE_CATALOGUE.map((service) => (
            <Card as="li" key={service.slug}>
              <h3 className={kitStyles.cardTitle}>
                <Link to={`/services/${service.slug}`}>{service.name}</Link>
              </h3>
              <p className={kitStyles.cardText}>{service.summary}</p>
            </Card>
          ))}
        </ul>
      </Section>
      <Section title="Industries we know" soft intro="Each sector has its own rules, seasons and risks. Our teams specialise.">
        <ul className={kitStyles.grid}>
          {INDUSTRY_CATALOGUE.map((industry) => (
            <Card as="li" key={industry.slug}>
              <h3 className={kitStyles.cardTitle}>
                <Link to={`/industries/${industry.slug}`}>{industry.name}</Link>
              </h3>
              <p className={kitStyles.cardText}>{industry.summary}</p>
            </Card>
          ))}
        </ul>
      </Section>
      <Section title="Globe Route in numbers">
        <FactBand facts={HOME_FACTS} label="Globe Route in numbers" />
      </Section>
      <Section title="How it works" soft>
        <StepList steps={HOW_IT_WORKS} />
      </Section>
      <Section title="What our customers say">
        <TestimonialList items={HOME_TESTIMONIALS} />
        <p>
          <Link className={kitStyles.cardMore} to="/clients">
            Read our case studies
          </Link>
        </p>
      </Section>
      <CtaBand
        title="Have a shipment to move?"
        text="Tell us what, where and when. A pricing specialist replies within one business day."
        to="/quote"
        action="Get a Quote"
      />
    </>
  );
}
