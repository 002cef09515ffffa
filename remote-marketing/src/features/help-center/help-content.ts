import { HELP_ARTICLE_INDEX, HELP_CATEGORIES, type HelpArticleSummary } from 'shared-api/content/help-index';

export interface HelpCategoryGroup {
  category: string;
  /** Anchor id of the category's section on the help center page. */
  slug: string;
  articles: HelpArticleSummary[];
}

/** 'Customs & documentation' → 'topic-customs-documentation', the anchor of a category's section. */
export function categorySlug(category: string): string {
  const words = category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `topic-${words}`;
}

export const helpCenterPath = '/support/help-center';
export const articlePath = (id: string) => `${helpCenterPath}/${encodeURIComponent(id)}`;
export const categoryPath = (category: string) => `${helpCenterPath}#${categorySlug(category)}`;

/** The articles by category, in the help center's category order; empty categories are left out. */
export function groupByCategory(articles: readonly HelpArticleSummary[] = HELP_ARTICLE_INDEX): HelpCategoryGroup[] {
  const order: string[] = [...HELP_CATEGORIES];
  for (const article of articles) if (!order.includes(article.category)) order.push(article.category);
  return order
    .map((category) => ({
      category,
      slug: categorySlug(category),
      articles: articles.filter((article) => article.category === category),
    }))
    .filter((group) => group.articles.length > 0);
}

/** Other articles of the same category, in list order. */
export function relatedArticles(article: HelpArticleSummary, limit = 5): HelpArticleSummary[] {
  return HELP_ARTICLE_INDEX.filter((other) => other.category === article.category && other.id !== article.id).slice(0, limit);
}

/** At most `max` characters of `text`, cut at a word boundary. */
export function excerpt(text: string, max = 180): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}
