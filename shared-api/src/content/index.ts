export { SERVICE_CATALOGUE, INDUSTRY_CATALOGUE, serviceEntry, industryEntry } from './catalogue';
export type { ServiceEntry, IndustryEntry } from './catalogue';
export { SERVICES_CONTENT, serviceContent } from './services';
export { INDUSTRIES_CONTENT, industryContent } from './industries';
export type { Faq, IndustryContent, IndustrySlug, KeyFact, ServiceContent, ServiceSlug, ServiceType, TitledText } from './types';
export { HELP_ARTICLES, HELP_CATEGORIES, helpArticle } from './help-articles';
export type { HelpArticleContent, HelpCategory } from './help-articles';
