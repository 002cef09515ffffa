import { Navigate, useParams } from 'react-router-dom';
import { industryEntry, serviceContent } from 'shared-api/content';
import { usePageMeta } from 'shared-ui';
import { CataloguePage } from '../features/catalogue/catalogue-page';
import { faqData, trail } from '../features/seo/structured-data';

export default function ServicePage() {
  const service = serviceContent(useParams().slug ?? '');
  usePageMeta(service?.name ?? 'Services', service?.summary, {
    structuredData: service
      ? [
          trail({ name: 'Services', path: '/services' }, { name: service.name, path: `/services/${service.slug}` }),
          faqData(service.faqs),
        ]
      : [],
  });
  // Spec §2: an unknown path goes home.
  if (!service) return <Navigate to="/" replace />;
  return (
    <CataloguePage
      crumbs={[{ label: 'Services', to: '/services' }, { label: service.name }]}
      eyebrow={`${service.category} services`}
      name={service.name}
      summary={service.summary}
      intro={service.intro}
      facts={service.facts}
      bands={[
        { title: 'What we offer', items: service.offerings },
        { title: 'How it works', items: service.steps, steps: true },
        { title: 'Why Globe Route', items: service.differentiators },
      ]}
      faqs={service.faqs}
      related={{
        title: 'Industries that rely on it',
        links: service.relatedIndustries.map((slug) => ({ to: `/industries/${slug}`, label: industryEntry(slug).name })),
      }}
      quoteService={service.slug}
    />
  );
}
