import { useCan } from 'shared-api';
import type { TripTotals } from 'shared-api/schemas';
import { formatCount, formatPaise } from '../../ui';
import styles from './trips.module.css';

/** What every trip the filters match comes to (not only the page on screen), as the list call answers it. */
export function TripTotalsRow({ totals, loaded }: { totals: TripTotals | null; loaded: boolean }) {
  const seesProfit = useCan('reports');
  if (!loaded) return null;
  return (
    <section className={styles.totals} aria-label="Totals of the matching trips">
      {totals ? (
        <dl className={styles.totalsList}>
          <div>
            <dt>Trips</dt>
            <dd>{formatCount(totals.trips)}</dd>
          </div>
          <div>
            <dt>Freight</dt>
            <dd>{formatPaise(totals.freightPaise)}</dd>
          </div>
          <div>
            <dt>Party total</dt>
            <dd>{formatPaise(totals.partyTotalPaise)}</dd>
          </div>
          <div>
            <dt>Owner payable</dt>
            <dd>{formatPaise(totals.ownerPayablePaise)}</dd>
          </div>
          {seesProfit && (
            <div>
              <dt>Est. profit</dt>
              <dd>{formatPaise(totals.estimatedProfitPaise)}</dd>
            </div>
          )}
        </dl>
      ) : (
        <p className={styles.note}>
          Totals appear when at most 10,000 trips match (1,000 for a search). Narrow the dates or add a filter.
        </p>
      )}
    </section>
  );
}
