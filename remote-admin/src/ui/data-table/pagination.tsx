import { Button } from 'shared-ui';
import { formatCount } from '../format';
import styles from './data-table.module.css';

export interface PaginationProps {
  page: number;
  pageCount: number;
  total: number;
  pageSize: number;
  noun: string;
  onChange: (page: number) => void;
}

/** 'Showing 21–40 of 57 users', with Previous and Next. */
export function Pagination({ page, pageCount, total, pageSize, noun, onChange }: PaginationProps) {
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav className={styles.pagination} aria-label={`Pages of ${noun}`}>
      <p className={styles.range} aria-live="polite">
        {total === 0 ? `No ${noun}` : `Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(total)} ${noun}`}
      </p>
      {pageCount > 1 && (
        <div className={styles.pager}>
          <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => onChange(page - 1)}>
            Previous
          </Button>
          <span className={styles.pageOf}>
            Page {page} of {pageCount}
          </span>
          <Button variant="secondary" size="small" disabled={page >= pageCount} onClick={() => onChange(page + 1)}>
            Next
          </Button>
        </div>
      )}
    </nav>
  );
}
