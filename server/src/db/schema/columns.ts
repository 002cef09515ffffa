import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, text, timestamp } from 'drizzle-orm/pg-core';

// Column helpers the schema's files share. One schema for PGlite and PostgreSQL; column names are
// snake_case in SQL (see drizzle.config.ts and db/client.ts `casing`), camelCase in TypeScript.

export const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/**
 * A lower-cased text of a record's searchable names and numbers, kept by PostgreSQL itself; a trigram
 * index on it serves `search_text like '%…%'` for the list search and the typeahead alike.
 * `separator`: what goes between the fields. The master records use a space; the older lists use a
 * line break, which a search box does not produce, so a search never matches across two fields and finds
 * exactly what it found when each field was searched on its own.
 */
export const searchText = (columns: string[], separator: 'space' | 'line' = 'space') =>
  text()
    .notNull()
    // concat_ws is only STABLE, and a generated column needs an IMMUTABLE expression: hence || and coalesce.
    .generatedAlwaysAs(
      sql.raw(
        `lower(${columns
          .map((column) => (/^[a-z_]+$/.test(column) ? `coalesce(${column}, '')` : column))
          .join(separator === 'space' ? ` || ' ' || ` : ` || E'\\n' || `)})`,
      ),
    );

/**
 * `direct`: new rows go straight into the index instead of its pending list (GIN `fastupdate`). PGlite
 * has no autovacuum to merge that list, so every search would read through it (up to 4 MB); the
 * older lists take one row at a time, where writing the index directly costs little.
 */
export const trigramIndex = (name: string, column: AnyPgColumn, { direct = false } = {}) => {
  const built = index(name).using('gin', sql`${column} gin_trgm_ops`);
  return direct ? built.with({ fastupdate: false }) : built;
};

/** 'q-001042' for row 1042, as in SQL the search text of a quote or a message holds it (see lib/listing referenceSql). */
export const referenceText = (prefix: string) => `'${prefix}' || lpad(number::text, greatest(6, length(number::text)), '0')`;
