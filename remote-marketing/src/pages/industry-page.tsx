import { Navigate, useParams } from 'react-router-dom';
import { industryContent, serviceEntry } from 'shared-api/content';
import { usePageMeta } from 'shared-ui';
import { CataloguePage } from '../features/catalogue/catalogue-page';
import { faqData, trail } from '../features/seo/structured-data';

export default function IndustryPage() {
  const industry = industryContent(useParams().slug ?? '');
  usePageMeta(industry ? `Logistics for ${industry.name}` : 'Industries', industry?.summary, {
    structuredData: industry
      ? [trail({ name: industry.name, path: `/industries/${industry.slug}` }), faqData(industry.faqs)]
      : [],
  });
  if (!industry) return <Navigate to="/" replace />;
  return (
    <CataloguePage
      crumbs={[{ label: 'Industries' }, { label: industry.name }]}
      eyebrow={`Industries · ${industry.category}`}
      name={industry.name}
      summary={industry.summary}
      intro={industry.intro}
      facts={industry.facts}
      bands={[
        { title: 'The challenges', items: industry.challenges },
        { title: 'What we offer', items: industry.solutions },
        { title: 'How we work with you', items: industry.steps, steps: true },
        { title: 'Why Globe Route', items: industry.differentiators },
      ]}
      faqs={industry.faqs}
      related={{
        title: 'Services for this industry',
        links: industry.recommendedServices.map((slug) => ({ to: `/services/${slug}`, label: serviceEntry(slug).name })),
      }}
      quoteService={industry.quoteService}
    />
  );
}
