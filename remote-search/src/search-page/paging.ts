/** Spec: the search page lists results ten at a time. */
export const RESULTS_PER_PAGE = 10;

export function pageCount(itemCount: number, perPage = RESULTS_PER_PAGE): number {
  return Math.max(1, Math.ceil(itemCount / perPage));
}

/** The page number from the URL, kept within 1..pageCount; anything unreadable is page 1. */
export function clampPage(raw: string | null, pages: number): number {
  const page = Number.parseInt(raw ?? '', 10);
  return Number.isFinite(page) ? Math.min(Math.max(page, 1), pages) : 1;
}

export function pageItems<T>(items: readonly T[], page: number, perPage = RESULTS_PER_PAGE): T[] {
  return items.slice((page - 1) * perPage, page * perPage);
}
