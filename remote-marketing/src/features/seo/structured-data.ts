import type { CompanyProfile } from 'shared-api';
import type { Faq } from 'shared-api/content';
import { breadcrumbs, SITE_NAME, type StructuredData } from 'shared-ui';
import type { BlogPost } from '../../content/types';

/*
 * What search engines read about a page beside its text (schema.org, written into the prerendered
 * HTML as JSON-LD). Links are paths; the prerenderer makes them absolute against the site's address.
 */

/** The company as an organisation and as a business with an address, for the home page. */
export function companyData(company: CompanyProfile | undefined): StructuredData[] {
  const common = {
    name: company?.name ?? SITE_NAME,
    url: '/',
    ...(company?.logoUrl ? { logo: company.logoUrl } : {}),
    ...(company ? { email: company.email, telephone: company.phone } : {}),
    sameAs: Object.values(company?.socials ?? {}).filter(Boolean),
  };
  return [
    { '@type': 'Organization', '@id': '/#organization', ...common },
    {
      '@type': 'LocalBusiness',
      '@id': '/#business',
      ...common,
      ...(company?.address ? { address: { '@type': 'PostalAddress', streetAddress: company.address } } : {}),
    },
  ];
}

/** A page's questions and answers, as search results can show them. */
export const faqData = (faqs: readonly Faq[]): StructuredData => ({
  '@type': 'FAQPage',
  mainEntity: faqs.map((faq) => ({
    '@type': 'Question',
    name: faq.question,
    acceptedAnswer: { '@type': 'Answer', text: faq.answer },
  })),
});

/** A blog post with its author and date. */
export const postData = (post: BlogPost): StructuredData => ({
  '@type': 'BlogPosting',
  headline: post.title,
  description: post.excerpt,
  datePublished: post.date,
  author: { '@type': 'Person', name: post.author.name, jobTitle: post.author.role },
  publisher: { '@id': '/#organization' },
  mainEntityOfPage: `/blog/${post.slug}`,
  url: `/blog/${post.slug}`,
});

/** The trail from the home page to this one. */
export const trail = (...steps: { name: string; path: string }[]) => breadcrumbs([{ name: 'Home', path: '/' }, ...steps]);
