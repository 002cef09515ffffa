import { HELP_ARTICLES, INDUSTRY_CATALOGUE, SERVICE_CATALOGUE } from 'shared-api/content';
import { BLOG_POSTS } from './content/blog-posts';

/**
 * The public pages this remote serves, each of its catalogue, blog and help entries included: the
 * prerender job (issue 16) writes one HTML file per path and the sitemap lists them. Kept here, beside
 * the routes, so a page added to the site is prerendered without another team's change.
 *
 * The customer portal and the quote form are prerendered as their frame: what depends on the visitor
 * (their sign-in, ?service=, today's date) is filled in after hydration. Left to the browser: password
 * reset links, which are one visitor's.
 */
export function publicRoutes(): string[] {
  return [
    '/',
    '/about',
    '/services',
    ...SERVICE_CATALOGUE.map((service) => `/services/${service.slug}`),
    ...INDUSTRY_CATALOGUE.map((industry) => `/industries/${industry.slug}`),
    '/clients',
    '/blog',
    ...BLOG_POSTS.map((post) => `/blog/${post.slug}`),
    '/contact',
    '/quote',
    '/login',
    '/signup',
    '/forgot-password',
    '/privacy-policy',
    '/terms-and-conditions',
    '/support/customer-portal',
    '/support/documentation',
    '/support/contact-support',
    '/support/track-shipment',
    '/support/help-center',
    ...HELP_ARTICLES.map((article) => `/support/help-center/${article.id}`),
    '/track',
  ];
}
