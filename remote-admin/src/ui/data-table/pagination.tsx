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
  onChange: (page: number) => void;
}

/** 'billing parties' → 'billing party': the nouns lists are named by are regular plurals. */
export const singularOf = (noun: string) => noun.replace(/ies$/, 'y').replace(/s$/, '');

/** 'Showing 21–40 of 57 users' (or 'of 10,000+ users' when the server stopped counting), with Previous and Next. */
export function Pagination({ page, pageCount, total, totalCapped = false, pageSize, noun, onChange }: PaginationProps) {
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const more = totalCapped ? '+' : '';
  return (
    <nav className={styles.pagination} aria-label={`Pages of ${noun}`}>
      <p className={styles.range} aria-live="polite">
        {total === 0
          ? `No ${noun}`
          : total === 1 && !totalCapped
            ? `Showing 1 ${singularOf(noun)}`
            : `Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(total)}${more} ${noun}`}
      </p>
      {(pageCount > 1 || totalCapped) && (
        <div className={styles.pager}>
          <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => onChange(page - 1)}>
            Previous
          </Button>
          <span className={styles.pageOf}>
            Page {formatCount(page)} of {formatCount(pageCount)}
            {more}
          </span>
          <Button
            variant="secondary"
            size="small"
            disabled={!totalCapped && page >= pageCount}
            onClick={() => onChange(page + 1)}
          >
            Next
          </Button>
        </div>
      )}
    </nav>
  );
}
