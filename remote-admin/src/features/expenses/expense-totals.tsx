import type { ExpenseTotals } from 'shared-api/schemas';
import { countOf, formatPaise } from '../../ui';
import styles from './expenses.module.css';

/** What every expense the list's filters match comes to by category (not only the page on screen). */
export function ExpenseTotalsPanel({ totals, loaded }: { totals: ExpenseTotals | null; loaded: boolean }) {
  if (!loaded) return null;
  return (
    <section className={styles.totals} aria-label="Totals by category">
      <h2 className={styles.totalsTitle}>Totals by category</h2>
      {totals ? (
        <>
          <dl className={styles.totalsList}>
            {totals.byCategory.map((category) => (
              <div key={category.categoryId}>
                <dt>
                  {category.name} ({countOf(category.count, 'expense')})
                </dt>
                <dd>{formatPaise(category.amountPaise)}</dd>
              </div>
            ))}
            <div className={styles.grandTotal}>
              <dt>All ({countOf(totals.count, 'expense')})</dt>
              <dd>{formatPaise(totals.amountPaise)}</dd>
            </div>
          </dl>
          <p className={styles.note}>Reversed expenses are never counted.</p>
        </>
      ) : (
        <p className={styles.note}>
          Totals appear when at most 10,000 expenses match (1,000 for a search). Narrow the dates or add a filter.
        </p>
      )}
    </section>
  );
}
