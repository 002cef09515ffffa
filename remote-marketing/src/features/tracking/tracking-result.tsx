import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { TrackingResult } from 'shared-api';
import { Card } from 'shared-ui';
import { formatDay, formatDeliveryDay, machineDay, newestFirst, updateMoment } from './format';
import { ProgressMeter, ShipmentStatusBadge } from './shipment-status';
import styles from './tracking.module.css';

/** A found shipment: where it is, where it goes, how far along it is and every scan so far. */
export function TrackingResultCard({ result }: { result: TrackingResult }) {
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
      </dl>

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
