import { Button } from 'shared-ui';
import { formatCount } from '../format';
import styles from './data-table.module.css';

export interface PaginationProps {
  page: number;
  pageCount: number;
  total: number;
  /**
   * The server stopped counting: more than `total` rows match ('10,000+'). `pageCount` is then a
   * lower bound too, so Next stays enabled.
   */
  totalCapped?: boolean;
  pageSize: number;
  noun: string;
  /** A page by its number (First, the numbered buttons; Next and Previous when not given below). */
  onChange: (page: number) => void;
  /** Next and Previous by key (the list's cursors), whose cost does not grow with the depth. */
  onNext?: () => void;
  onPrevious?: () => void;
  /** The server gave a cursor to later rows: Next stays enabled whatever the count says. */
  hasNext?: boolean;
}

/**
 * Numbered pages are offered while they lie within the rows the server counts (10,000): a page by
 * number skips its rows through an index, which is cheap up to there; deeper, Next and Previous walk
 * by key and First goes back.
 */
export const NUMBERED_ROWS = 10_000;

/** How many numbered pages are shown either side of the current one. */
const NEIGHBOURS = 2;

/** 'billing parties' → 'billing party': the nouns lists are named by are regular plurals. */
export const singularOf = (noun: string) => noun.replace(/ies$/, 'y').replace(/s$/, '');

/** Up to five numbered pages around `page`, among the counted ones; none deep past them. */
function numberedPages(page: number, pageCount: number, pageSize: number): number[] {
  const last = Math.min(pageCount, Math.ceil(NUMBERED_ROWS / pageSize));
  if (page > last + NEIGHBOURS) return [];
  const to = Math.min(last, Math.max(page, 1 + NEIGHBOURS) + NEIGHBOURS);
  const from = Math.max(1, to - 2 * NEIGHBOURS);
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

/**
 * 'Showing 21–40 of 57 users' (or 'of 10,000+ users' when the server stopped counting), with First,
 * Previous, the numbered pages near this one, and Next.
 */
export function Pagination({
  page,
  pageCount,
  total,
  totalCapped = false,
  pageSize,
  noun,
  onChange,
  onNext = () => onChange(page + 1),
  onPrevious = () => onChange(page - 1),
  hasNext = false,
}: PaginationProps) {
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const more = totalCapped ? '+' : '';
  const numbered = numberedPages(page, pageCount, pageSize);
  return (
    <nav className={styles.pagination} aria-label={`Pages of ${noun}`}>
      <p className={styles.range} aria-live="polite">
        {total === 0
          ? `No ${noun}`
          : total === 1 && !totalCapped
            ? `Showing 1 ${singularOf(noun)}`
            : `Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(total)}${more} ${noun}`}
      </p>
      {(pageCount > 1 || totalCapped || page > 1) && (
        <div className={styles.pager}>
          <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => onChange(1)}>
            First
          </Button>
          <Button variant="secondary" size="small" disabled={page <= 1} onClick={onPrevious}>
            Previous
          </Button>
          {numbered.length > 1 && (
            <ul className={styles.pageNumbers} aria-label="Page numbers">
              {numbered.map((number) => (
                <li key={number}>
                  <Button
                    variant={number === page ? 'primary' : 'ghost'}
                    size="small"
                    aria-label={`Page ${formatCount(number)}`}
                    aria-current={number === page ? 'page' : undefined}
                    onClick={() => number !== page && onChange(number)}
                  >
                    {formatCount(number)}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <span className={styles.pageOf}>
            Page {formatCount(page)} of {formatCount(Math.max(page, pageCount))}
            {more}
          </span>
          <Button variant="secondary" size="small" disabled={!hasNext && !totalCapped && page >= pageCount} onClick={onNext}>
            Next
          </Button>
        </div>
      )}
    </nav>
  );
}

/**
 * The pages of a report that the server pages (a P&L's groups, a balance report's accounts), under its
 * table; nothing while everything fits on one page.
 */
export function ReportPagination({
  report,
  noun,
  onChange,
}: {
  report: { total: number; page: number; limit: number };
  noun: string;
  onChange: (page: number) => void;
}) {
  if (report.total <= report.limit && report.page === 1) return null;
  return (
    <Pagination
      page={report.page}
      pageCount={Math.ceil(report.total / report.limit)}
      total={report.total}
      pageSize={report.limit}
      noun={noun}
      onChange={onChange}
    />
  );
}
