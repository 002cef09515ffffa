import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { GlobalSearchInput, HelpSearchInput, IndustrySearchInput, ServiceSearchInput } from 'shared-api/schemas';
import type { Db } from '../../db/client';
import type { SearchHit } from './types';
import { helpArticles, industries, services } from '../../db/schema';

/**
 * How close misspelt text must be to a name or title (pg_trgm strict_word_similarity, 0–1). Measured
 * on the catalogue: 0.3 finds "frieght", "warehose", "automtive" and "manufactring" while "track" no
 * longer lands on Road Transport (0.23) as the looser word_similarity would have it (0.5).
 */
export const FUZZY_THRESHOLD = 0.3;
/** More words than this add nothing to a site search and only make the query expensive. */
const MAX_WORDS = 8;

/**
 * The typed text as a prefix query: every word must match, and each may be the start of a longer
 * word, so results appear as the visitor types ("ocea" finds Ocean Freight). Words are reduced to
 * letters, their marks (a Hindi word's vowel signs) and digits first, so the text can never be
 * tsquery syntax. Null when no word is left.
 */
export function prefixQuery(text: string): string | null {
  const words =
    text
      .toLowerCase()
      .match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu)
      ?.slice(0, MAX_WORDS) ?? [];
  return words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : null;
}

interface Ranking {
  where: SQL | undefined;
  score: SQL<number>;
  orderBy: SQL[];
}

/**
 * Full-text match (stemmed, weighted, prefix) or a close spelling of the name; best first. A blank
 * text matches every row, in the site's own order.
 */
function rank(text: string, document: PgColumn, name: PgColumn, position: PgColumn): Ranking {
  const words = prefixQuery(text);
  if (!words) return { where: undefined, score: sql<number>`0`.mapWith(Number), orderBy: [asc(position)] };
  const tsquery = sql`to_tsquery('english', ${words})`;
  const similarity = sql`strict_word_similarity(${text.toLowerCase()}, ${name})`;
  const score = sql<number>`ts_rank(${document}, ${tsquery}) + ${similarity}`.mapWith(Number);
  return {
    where: or(sql`${document} @@ ${tsquery}`, sql`${similarity} >= ${FUZZY_THRESHOLD}`),
    score,
    orderBy: [desc(score), asc(position)],
  };
}

/** Counts every match while fetching one page of them. */
const totalCount = sql<number>`count(*) over ()`.mapWith(Number);

interface Ranked {
  score: number;
  total: number;
}

export interface Found<T> {
  items: T[];
  total: number;
}

/** Drops the bookkeeping columns from a page of ranked rows. */
function found<T extends Ranked>(rows: T[]): Found<Omit<T, keyof Ranked>> {
  return { items: rows.map(({ score: _score, total: _total, ...item }) => item), total: rows[0]?.total ?? 0 };
}

export function createSearchService(db: Db) {
  function rankedServices(query: string, serviceType: ServiceSearchInput['serviceType'], limit: number, offset: number) {
    const { where, score, orderBy } = rank(query, services.search, services.name, services.position);
    return db
      .select({
        id: services.id,
        name: services.name,
        description: services.description,
        type: services.type,
        category: services.category,
        score,
        total: totalCount,
      })
      .from(services)
      .where(and(where, serviceType ? eq(services.type, serviceType) : undefined))
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);
  }

  function rankedIndustries(query: string, limit: number, offset: number) {
    const { where, score, orderBy } = rank(query, industries.search, industries.name, industries.position);
    return db
      .select({
        id: industries.id,
        name: industries.name,
        description: industries.description,
        category: industries.category,
        score,
        total: totalCount,
      })
      .from(industries)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);
  }

  function rankedHelp(query: string, category: string | undefined, limit: number, offset: number) {
    const { where, score, orderBy } = rank(query, helpArticles.search, helpArticles.title, helpArticles.position);
    return db
      .select({
        id: helpArticles.id,
        title: helpArticles.title,
        category: helpArticles.category,
        // Results show the short answer; the article page has the rest.
        content: helpArticles.summary,
        tags: helpArticles.tags,
        score,
        total: totalCount,
      })
      .from(helpArticles)
      .where(and(where, category ? sql`lower(${helpArticles.category}) = lower(${category})` : undefined))
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);
  }

  /**
   * Services, industries and help articles in one list, best first. Each kind is ranked by its own
   * query and the three are merged by score; a blank text finds nothing here (the per-kind calls list
   * everything).
   */
  async function searchAll({ query, contentType, limit, offset }: GlobalSearchInput): Promise<Found<SearchHit>> {
    if (!prefixQuery(query)) return { items: [], total: 0 };
    // Enough of each kind to fill the requested page after merging.
    const window = offset + limit;
    const wanted = (kind: SearchHit['type']) => contentType === 'all' || contentType === kind;
    const [serviceRows, industryRows, helpRows] = await Promise.all([
      wanted('service') ? rankedServices(query, undefined, window, 0) : [],
      wanted('industry') ? rankedIndustries(query, window, 0) : [],
      wanted('help') ? rankedHelp(query, undefined, window, 0) : [],
    ]);
    const hits: (SearchHit & Ranked)[] = [
      ...serviceRows.map(({ type, ...service }) => ({ ...service, type: 'service' as const, serviceType: type })),
      ...industryRows.map((industry) => ({ ...industry, type: 'industry' as const })),
      ...helpRows.map((article) => ({ ...article, type: 'help' as const })),
    ];
    // A stable sort keeps services before industries before help on equal scores.
    hits.sort((a, b) => b.score - a.score);
    const total = [serviceRows, industryRows, helpRows].reduce((sum, rows) => sum + (rows[0]?.total ?? 0), 0);
    // Omit<> over the union would lose its members, hence the cast back to SearchHit.
    return { items: found(hits.slice(offset, offset + limit)).items as SearchHit[], total };
  }

  return {
    searchServices: async ({ query, serviceType, limit }: ServiceSearchInput) =>
      found(await rankedServices(query, serviceType, limit, 0)),
    searchIndustries: async ({ query, limit }: IndustrySearchInput) => found(await rankedIndustries(query, limit, 0)),
    searchHelp: async ({ query, filters, limit, offset }: HelpSearchInput) =>
      found(await rankedHelp(query, filters.category, limit, offset)),
    searchAll,
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
