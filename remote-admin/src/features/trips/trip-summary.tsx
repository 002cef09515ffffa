import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { useCan } from 'shared-api';
import { formatPaise } from '../../ui';
import { liveAmounts } from './live-amounts';
import type { TripAdminForm } from './trip-form-values';
import styles from './trips.module.css';

function Figure({ term, paise, emphasis = false }: { term: string; paise: number | null | undefined; emphasis?: boolean }) {
  return (
    <div className={[styles.figure, emphasis && styles.figureStrong].filter(Boolean).join(' ')}>
      <dt>{term}</dt>
      <dd>{formatPaise(paise)}</dd>
    </div>
  );
}

/** The trip's figures as they are typed, computed as the server will compute them; '—' while something they need is missing. */
export function TripSummary({ form }: { form: TripAdminForm }) {
  const seesProfit = useCan('reports');
  const titleId = useId();
  const values = useWatch({ control: form.control });
  const { freightPaise, hirePaise, amounts } = liveAmounts(values);
  const market = values.fleet === 'market';
  // Without a hire the vehicle's side is unknown, so neither is what the trip leaves.
  const vehicleKnown = !market || (hirePaise !== null && hirePaise !== undefined);

  return (
    <section className={styles.summary} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.summaryTitle}>
        Summary
      </h2>
      <dl className={styles.figures} data-testid="trip-summary">
        <Figure term="Freight" paise={freightPaise} />
        <Figure term="Party charges" paise={amounts?.partyChargesPaise} />
        <Figure term="Party total" paise={amounts?.partyTotalPaise} emphasis />
        <Figure term="Party balance" paise={amounts?.partyBalancePaise} />
        {market && (
          <>
            <Figure term="Hire" paise={hirePaise} />
            <Figure term="Vehicle charges" paise={amounts?.vehicleChargesPaise} />
            <Figure term="Owner payable" paise={vehicleKnown ? amounts?.ownerPayablePaise : undefined} emphasis />
          </>
        )}
        {seesProfit && (
          <Figure term="Estimated profit" paise={vehicleKnown ? amounts?.estimatedProfitPaise : undefined} emphasis />
        )}
      </dl>
      {freightPaise === undefined && (
        <p className={styles.note}>The freight shows once the rate, and the weight or distance its basis needs, are filled in.</p>
      )}
      {!market && seesProfit && (
        <p className={styles.note}>An own truck&apos;s profit is before its trip expenses, which are recorded later.</p>
      )}
    </section>
  );
}
