import { SAMPLE_HELP_ARTICLES, SAMPLE_INDUSTRIES, SAMPLE_SERVICES } from './sample-data';
import {
  helpArticleToResult,
  industryToResult,
  nameToSlug,
  resultPath,
  resultState,
  resultTitle,
  serviceToResult,
} from './search-results';

describe('resultPath', () => {
  it('sends every sample service to its real route', () => {
    expect(SAMPLE_SERVICES.map((service) => resultPath(serviceToResult(service)))).toEqual([
      '/services/ocean-freight',
      '/services/air-freight',
      '/services/road-transport',
      '/services/warehousing',
      '/services/cold-chain-logistics',
      '/services/ecommerce-fulfillment',
    ]);
  });

  it('sends every sample industry to its real route', () => {
    expect(SAMPLE_INDUSTRIES.map((industry) => resultPath(industryToResult(industry)))).toEqual([
      '/industries/ecommerce-retail',
      '/industries/pharmaceuticals',
      '/industries/manufacturing',
      '/industries/automotive',
      '/industries/food-beverage',
    ]);
  });

  it('sends help articles to the help center', () => {
    const article = { id: 'a', title: 'Refunds', category: 'Billing', content: '…', tags: [] };
    expect(resultPath(helpArticleToResult(article))).toBe('/support/help-center');
    expect(resultTitle(helpArticleToResult(article))).toBe('Refunds');
  });
});

describe('nameToSlug', () => {
  it.each([
    ['Ocean Freight', 'ocean-freight'],
    ['E-commerce Fulfillment', 'ecommerce-fulfillment'],
    ['E-commerce & Retail', 'ecommerce-retail'],
    ['Food & Beverage', 'food-beverage'],
    ['  Last-Mile   Delivery! ', 'lastmile-delivery'],
  ])('%s → %s', (name, slug) => {
    expect(nameToSlug(name)).toBe(slug);
  });
});

describe('serviceToResult', () => {
  it('keeps the service kind as serviceType', () => {
    const [ocean] = SAMPLE_SERVICES;
    expect(serviceToResult(ocean!)).toMatchObject({ type: 'service', serviceType: 'freight', name: 'Ocean Freight' });
  });
});

describe('resultState', () => {
  it('carries the article of a help result to the help center, and nothing for pages with their own URL', () => {
    const [article] = SAMPLE_HELP_ARTICLES;
    const help = helpArticleToResult(article!);
    expect(resultPath(help)).toBe('/support/help-center');
    expect(resultState(help)).toEqual({ articleId: article!.id });
    expect(resultState(serviceToResult(SAMPLE_SERVICES[0]!))).toBeUndefined();
  });
});
