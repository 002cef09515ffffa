import { shipmentStatusLabels, type ShipmentStatus } from 'shared-api/schemas';
import styles from './tracking.module.css';

type Tone = 'start' | 'moving' | 'near' | 'done' | 'alert' | 'closed' | 'neutral';

const TONE_OF: Record<ShipmentStatus, Tone> = {
  booked: 'neutral',
  picked_up: 'start',
  in_transit: 'moving',
  out_for_delivery: 'near',
  delivered: 'done',
  delayed: 'alert',
  customs_hold: 'alert',
  delivery_failed: 'alert',
  returned: 'closed',
  cancelled: 'closed',
};

const STATUSES = Object.keys(shipmentStatusLabels) as ShipmentStatus[];

/** The colour of a status, from its code or from the words the tracking search answers with. */
function toneOf(status: string): Tone {
  const wanted = status.trim().toLowerCase();
  const known = STATUSES.find((code) => code === wanted || shipmentStatusLabels[code].toLowerCase() === wanted);
  return known ? TONE_OF[known] : 'neutral';
}

/** A shipment's status as a coloured pill; the words carry the meaning, the colour only repeats it. */
export function ShipmentStatusBadge({ label, status, large = false }: { label: string; status?: string; large?: boolean }) {
  return (
    <span className={[styles.badge, styles[toneOf(status ?? label)], large && styles.badgeLarge].filter(Boolean).join(' ')}>
      <span className="ui-visually-hidden">Status: </span>
      {label}
    </span>
  );
}

/** How far along its journey a shipment is: a labelled progress bar with the percent written beside it. */
export function ProgressMeter({ value, label, compact = false }: { value: number; label: string; compact?: boolean }) {
  const percent = Math.min(100, Math.max(0, Math.round(Number.isFinite(value) ? value : 0)));
  return (
    <div className={[styles.meter, compact && styles.meterCompact].filter(Boolean).join(' ')}>
      <div
        className={styles.meterTrack}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
      >
        <span className={styles.meterFill} style={{ width: `${percent}%` }} />
      </div>
      <span className={styles.meterValue} aria-hidden="true">
        {percent}%
      </span>
    </div>
  );
}
