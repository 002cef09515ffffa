import { sql } from 'drizzle-orm';
import { customType, index, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';

// Public search content (seeded from shared-api/content at every start, see modules/search/sync.ts).

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A weighted full-text document. Names and titles weigh most, then categories and the short
 * description, then the long page text; ranking uses these weights.
 */
const weighted = (parts: [column: string, weight: 'A' | 'B' | 'C' | 'D'][]) =>
  sql.raw(parts.map(([column, weight]) => `setweight(to_tsvector('english', ${column}), '${weight}')`).join(' || '));

/** Services and industries: searched by name, then category and description, then the page text. */
const catalogueDocument = () =>
  tsvector()
    .notNull()
    .generatedAlwaysAs(
      weighted([
        ['name', 'A'],
        ['category', 'B'],
        ['description', 'B'],
        ['body', 'D'],
      ]),
    );

export const serviceType = pgEnum('service_type', ['freight', 'transport', 'storage', 'specialized', 'fulfillment']);

export const services = pgTable(
  'services',
  {
    // The page slug: /services/{id}.
    id: text().primaryKey(),
    name: text().notNull(),
    description: text().notNull(),
    type: serviceType().notNull(),
    category: text().notNull(),
    /** The rest of the page's text (offerings, steps, questions): searched, never shown. */
    body: text().notNull(),
    position: integer().notNull(),
    search: catalogueDocument(),
  },
  (table) => [index('services_search_idx').using('gin', table.search)],
);

export const industries = pgTable(
  'industries',
  {
    id: text().primaryKey(),
    name: text().notNull(),
    description: text().notNull(),
    category: text().notNull(),
    body: text().notNull(),
    position: integer().notNull(),
    search: catalogueDocument(),
  },
  (table) => [index('industries_search_idx').using('gin', table.search)],
);

export const helpArticles = pgTable(
  'help_articles',
  {
    id: text().primaryKey(),
    title: text().notNull(),
    category: text().notNull(),
    /** The direct answer, shown in results. */
    summary: text().notNull(),
    /** The whole article, paragraphs separated by blank lines. */
    content: text().notNull(),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    position: integer().notNull(),
    search: tsvector()
      .notNull()
      .generatedAlwaysAs(
        // array_to_string is only STABLE, so a generated column needs the IMMUTABLE wrapper from migration 0004.
        weighted([
          ['title', 'A'],
          ['search_tags_text(tags)', 'A'],
          ['category', 'B'],
          ['summary', 'B'],
          ['content', 'C'],
        ]),
      ),
  },
  (table) => [index('help_articles_search_idx').using('gin', table.search)],
);
