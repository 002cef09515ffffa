// The public catalogue: what the site's service and industry pages show, and (with the search issue)
// what the server seeds its search tables from, so the two never disagree.
import type { QuoteService } from '../schemas';

export type ServiceSlug = QuoteService;
export type IndustrySlug = 'ecommerce-retail' | 'pharmaceuticals' | 'manufacturing' | 'automotive' | 'food-beverage';
export type ServiceType = 'freight' | 'transport' | 'storage' | 'specialized' | 'fulfillment';

export interface TitledText {
  title: string;
  text: string;
}

export interface Faq {
  question: string;
  answer: string;
}

export interface KeyFact {
  /** Short figure, e.g. "120+" or "2–8 °C". */
  value: string;
  label: string;
}

export interface ServiceContent {
  slug: ServiceSlug;
  name: string;
  type: ServiceType;
  category: string;
  /** One sentence (≤ 160 characters): cards and the page's meta description. */
  summary: string;
  /** One or two sentences used by search results. */
  description: string;
  /** Two or three paragraphs opening the page. */
  intro: string[];
  /** What is offered (4–6 items). */
  offerings: TitledText[];
  /** How it works, in order (4–5 steps). */
  steps: TitledText[];
  /** What sets us apart (3–4 items). */
  differentiators: TitledText[];
  /** Three figures shown as a band. */
  facts: KeyFact[];
  faqs: Faq[];
  relatedIndustries: IndustrySlug[];
}

export interface IndustryContent {
  slug: IndustrySlug;
  name: string;
  category: string;
  summary: string;
  description: string;
  intro: string[];
  /** What makes logistics hard in this industry (3–4 items). */
  challenges: TitledText[];
  /** What we offer for it (4–6 items). */
  solutions: TitledText[];
  steps: TitledText[];
  differentiators: TitledText[];
  facts: KeyFact[];
  faqs: Faq[];
  recommendedServices: ServiceSlug[];
  /** The service pre-selected when the page's call to action opens the quote form. */
  quoteService: ServiceSlug;
}
