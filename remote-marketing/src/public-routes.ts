import { HELP_ARTICLES, INDUSTRY_CATALOGUE, SERVICE_CATALOGUE } from 'shared-api/content';
import { BLOG_POSTS } from './content/blog-posts';

/**
 * The public pages this remote serves, each of its catalogue, blog and help entries included: the
 * prerender job (issue 16) writes one HTML file per path and the sitemap lists them. Kept here, beside
 * the routes, so a page added to the site is prerendered without another team's change.
 *
 * Left to the browser: the pages of one visitor (the customer portal, password reset links) and the
 * quote form, whose date field's bounds are today's.
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
    '/login',
    '/signup',
    '/forgot-password',
    '/privacy-policy',
    '/terms-and-conditions',
    '/support/documentation',
    '/support/contact-support',
    '/support/track-shipment',
    '/support/help-center',
    ...HELP_ARTICLES.map((article) => `/support/help-center/${article.id}`),
    '/track',
  ];
}
