import { notInArray, sql } from 'drizzle-orm';
import { HELP_ARTICLES, INDUSTRIES_CONTENT, SERVICES_CONTENT } from 'shared-api/content';
import type { Faq, TitledText } from 'shared-api/content';
import type { Db } from '../../db/client';
import { helpArticles, industries, services } from '../../db/schema';

const titled = (items: TitledText[]) => items.map((item) => `${item.title}. ${item.text}`);
const faqs = (items: Faq[]) => items.map((item) => `${item.question} ${item.answer}`);
const paragraphs = (parts: string[]) => parts.join('\n\n');

export function serviceRows() {
  return SERVICES_CONTENT.map((service, position) => ({
    id: service.slug,
    name: service.name,
    description: service.description,
    type: service.type,
    category: service.category,
    body: paragraphs([
      service.summary,
      ...service.intro,
      ...titled(service.offerings),
      ...titled(service.steps),
      ...titled(service.differentiators),
      ...faqs(service.faqs),
    ]),
    position,
  }));
}

export function industryRows() {
  return INDUSTRIES_CONTENT.map((industry, position) => ({
    id: industry.slug,
    name: industry.name,
    description: industry.description,
    category: industry.category,
    body: paragraphs([
      industry.summary,
      ...industry.intro,
      ...titled(industry.challenges),
      ...titled(industry.solutions),
      ...titled(industry.steps),
      ...titled(industry.differentiators),
      ...faqs(industry.faqs),
    ]),
    position,
  }));
}

export function helpArticleRows() {
  return HELP_ARTICLES.map((article, position) => ({
    id: article.id,
    title: article.title,
    category: article.category,
    summary: article.summary,
    content: paragraphs(article.body),
    tags: [...article.tags],
    position,
  }));
}

/** Upserts `rows` by id and deletes the table's other rows. */
async function replaceRows<T extends typeof services | typeof industries | typeof helpArticles>(
  tx: Pick<Db, 'insert' | 'delete'>,
  table: T,
  rows: T['$inferInsert'][],
) {
  const columns = Object.keys(rows[0] ?? {}).filter((column) => column !== 'id');
  // `excluded.x` is the row the INSERT proposed; column names are snake_case in SQL.
  const set = Object.fromEntries(
    columns.map((column) => [column, sql.raw(`excluded.${column.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}`)]),
  );
  // Drizzle cannot relate a generic table to its rows; callers are checked through T['$inferInsert'].
  await tx
    .insert(table)
    .values(rows as never)
    .onConflictDoUpdate({ target: table.id, set: set as never });
  await tx.delete(table).where(
    notInArray(
      table.id,
      rows.map((row) => row.id),
    ),
  );
}

/**
 * Makes the search tables hold exactly the content the site ships: rows are upserted from
 * shared-api/content and rows no longer there are removed. Runs at every start, so a deploy with
 * edited page text is searchable at once. Idempotent and safe for several servers starting together.
 */
export async function syncSearchContent(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await replaceRows(tx, services, serviceRows());
    await replaceRows(tx, industries, industryRows());
    await replaceRows(tx, helpArticles, helpArticleRows());
  });
}
