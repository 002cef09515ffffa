import styles from './pagination.module.css';

export interface PaginationProps {
  page: number;
  pages: number;
  onChange: (page: number) => void;
}

/** Previous / numbered pages / Next; nothing at all when everything fits on one page. */
export function Pagination({ page, pages, onChange }: PaginationProps) {
  if (pages <= 1) return null;
  const numbers = Array.from({ length: pages }, (_, index) => index + 1);
  return (
    <nav aria-label="Search results pages" className={styles.pagination}>
      <button type="button" className={styles.step} disabled={page === 1} onClick={() => onChange(page - 1)}>
        Previous
      </button>
      <ul className={styles.numbers}>
        {numbers.map((number) => (
          <li key={number}>
            <button
              type="button"
              className={styles.number}
              aria-current={number === page ? 'page' : undefined}
              aria-label={`Page ${number}`}
              onClick={() => onChange(number)}
            >
              {number}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.step} disabled={page === pages} onClick={() => onChange(page + 1)}>
        Next
      </button>
    </nav>
  );
}
