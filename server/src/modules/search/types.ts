import type { ServiceType } from 'shared-api/content';

/** One row of a global search answer; the shape the public search client reads (shared-api SearchResult). */
export type SearchHit =
  | { type: 'service'; id: string; name: string; description: string; category: string; serviceType: ServiceType }
  | { type: 'industry'; id: string; name: string; description: string; category: string }
  | { type: 'help'; id: string; title: string; category: string; content: string; tags: string[] };
