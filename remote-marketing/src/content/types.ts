// Shapes of the site's editorial content (blog, documentation, legal, about, clients).

/** A block of body text: a paragraph, a sub-heading, or a list. */
export type Block =
  | { kind: 'p'; text: string }
  | { kind: 'h'; text: string }
  | { kind: 'ul'; items: string[] }
  | { kind: 'ol'; items: string[] }
  | { kind: 'quote'; text: string; by?: string };

export interface BlogPost {
  slug: string;
  title: string;
  /** ISO date, e.g. "2026-09-14". */
  date: string;
  author: { name: string; role: string };
  category: string;
  /** One or two sentences for the list and the meta description (≤ 160 characters). */
  excerpt: string;
  readingMinutes: number;
}

export interface ShippingDocument {
  /** Anchor id, e.g. "bill-of-lading". */
  id: string;
  name: string;
  /** Abbreviation, e.g. "B/L". */
  short: string;
  usedFor: string[];
  /** What it is and why it matters. */
  purpose: string;
  /** Who issues it. */
  issuedBy: string;
  /** What to check before the shipment moves. */
  checklist: string[];
  /** A common mistake and its consequence. */
  pitfall: string;
}

export interface LegalSection {
  id: string;
  title: string;
  body: Block[];
}

export interface LegalDocument {
  title: string;
  /** ISO date of the current version. */
  updated: string;
  summary: string;
  sections: LegalSection[];
}

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
  company: string;
}

export interface CaseStudy {
  id: string;
  client: string;
  sector: string;
  title: string;
  challenge: string;
  solution: string;
  results: string[];
}
