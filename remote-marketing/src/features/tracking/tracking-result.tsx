import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { TrackingResult } from 'shared-api';
import { Card } from 'shared-ui';
import { formatDay, formatDeliveryDay, machineDay, newestFirst, updateMoment } from './format';
import { ProgressMeter, ShipmentStatusBadge } from './shipment-status';
import styles from './tracking.module.css';

/** A found shipment: where it is, where it goes, how far along it is and every scan so far. */
export function TrackingResultCard({
  result,
  pinRefused = false,
  onPin,
}: {
  result: TrackingResult;
  /** A PIN code came with the number and was not the destination's. */
  pinRefused?: boolean;
  /** Looks again with a PIN code; without it the form goes to the page's address as a plain GET. */
  onPin?: (pin: string) => void;
}) {
  const headingId = useId();
  const historyId = useId();
  const updates = newestFirst(result.updates ?? []);
  return (
    <Card as="article" className={styles.card} aria-labelledby={headingId}>
      <header className={styles.cardHeader}>
        <div>
          <p className={styles.kicker}>Tracking number</p>
          <h2 id={headingId} className={styles.number}>
            {result.trackingNumber}
          </h2>
        </div>
        <ShipmentStatusBadge label={result.status} large />
      </header>

      <dl className={styles.facts}>
        <div>
          <dt>Origin</dt>
          <dd>{result.origin}</dd>
        </div>
        <div>
          <dt>Destination</dt>
          <dd>{result.destination}</dd>
        </div>
        <div>
          <dt>Estimated delivery</dt>
          <dd>
            {result.estimatedDelivery ? (
              <time dateTime={machineDay(result.estimatedDelivery)}>{formatDeliveryDay(result.estimatedDelivery)}</time>
            ) : (
              'Not yet planned'
            )}
          </dd>
        </div>
        <div>
          <dt>Current location</dt>
          <dd>{result.currentLocation}</dd>
        </div>
        {result.consignee && (
          <div>
            <dt>Consignee</dt>
            <dd>{result.consignee}</dd>
          </div>
        )}
      </dl>
      {result.details === 'hidden' && <PinForm trackingNumber={result.trackingNumber} refused={pinRefused} onPin={onPin} />}

      <div className={styles.journey}>
        <ProgressMeter value={result.progress} label={`Journey progress of ${result.trackingNumber}`} />
        <p className={styles.journeyEnds} aria-hidden="true">
          <span>{result.origin}</span>
          <span>{result.destination}</span>
        </p>
      </div>

      <h3 id={historyId} className={styles.historyTitle}>
        Shipment history <span className={styles.historyNote}>(newest first)</span>
      </h3>
      {updates.length > 0 ? (
        <ol className={styles.timeline} aria-labelledby={historyId}>
          {updates.map((update, index) => (
            <li key={`${update.date}-${update.time}-${index}`} className={styles.event}>
              <p className={styles.eventWhen}>
                <time dateTime={updateMoment(update)}>
                  {formatDay(update.date)}, {update.time}
                </time>
              </p>
              <p className={styles.eventStatus}>{update.status}</p>
              <p className={styles.eventPlace}>{update.location}</p>
              {update.description && <p className={styles.eventText}>{update.description}</p>}
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.muted}>No scans have been recorded for this shipment yet.</p>
      )}
    </Card>
  );
}

/**
 * A trip's consignment shows its parties and lorry only to whoever also knows where it goes: the
 * destination's PIN code. A plain GET form to this page, so it works before the scripts and without them.
 */
function PinForm({
  trackingNumber,
  refused,
  onPin,
}: {
  trackingNumber: string;
  refused: boolean;
  onPin?: (pin: string) => void;
}) {
  const fieldId = useId();
  const hintId = useId();
  return (
    <form
      method="get"
      className={styles.pinForm}
      aria-label="Show the consignment's details"
      onSubmit={(event) => {
        if (!onPin) return;
        event.preventDefault();
        const typed = String(new FormData(event.currentTarget).get('pin') ?? '').replace(/\s/g, '');
        if (typed) onPin(typed);
      }}
    >
      <input type="hidden" name="number" value={trackingNumber} />
      <label htmlFor={fieldId}>Destination PIN code</label>
      <p id={hintId} className={styles.muted}>
        {refused
          ? 'That is not the PIN code of the delivery address. Names and the lorry number stay hidden.'
          : 'Names and the lorry number are shown to whoever also knows the PIN code of the delivery address.'}
      </p>
      <div className={styles.pinRow}>
        <input
          id={fieldId}
          name="pin"
          inputMode="numeric"
          autoComplete="postal-code"
          pattern="[1-9][0-9]{2} ?[0-9]{3}"
          maxLength={7}
          required
          aria-describedby={hintId}
          aria-invalid={refused || undefined}
          className={styles.pinInput}
        />
        <button type="submit" className={styles.pinButton}>
          Show details
        </button>
      </div>
    </form>
  );
}

/** The answer for an unknown number: say so plainly, then what to try next. */
export function TrackingNotFound({ number, message }: { number: string; message?: string }) {
  // A plain card, not a labelled region: its name would otherwise also match the field's label, 'Tracking number'.
  return (
    <Card className={styles.notFound}>
      <h2 className={styles.notFoundTitle}>Tracking number not found</h2>
      <p>
        We have no shipment with the number <strong className={styles.code}>{number}</strong>.
        {message && message !== 'Tracking number not found' && ` ${message}`}
      </p>
      <ul className={styles.tips}>
        <li>Check the number against your booking confirmation or lorry receipt: it is letters and digits, with no spaces.</li>
        <li>A shipment booked in the last few hours may not have its first scan yet – try again a little later.</li>
        <li>
          Still cannot find it?{' '}
          <Link to={`/support/contact-support?reference=${encodeURIComponent(number)}`}>Contact support</Link> with the number –
          our team is available 24/7.
        </li>
      </ul>
    </Card>
  );
}
