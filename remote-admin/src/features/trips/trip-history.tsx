import { useQuery } from '@tanstack/react-query';
import { tripsApi } from 'shared-api/back-office';
import { tripStatusLabels, type TripHistoryEntry, type TripStatus } from 'shared-api/schemas';
import { Loading } from 'shared-ui';
import { DetailCard, formatCount, formatDateTime, formatPaise, LoadFailed } from '../../ui';
import { tripKeys } from './trip-paths';
import styles from './trips.module.css';

/** Fields whose name does not read well when split into words. */
const FIELD_LABELS: Record<string, string> = { podReceivedAt: 'POD received at', lrNo: 'LR no.', lrDate: 'LR date' };

/** 'consigneeName' → 'Consignee name'; 'freightPaise' → 'Freight'. */
const fieldLabel = (field: string) => {
  if (FIELD_LABELS[field]) return FIELD_LABELS[field];
  const words = field
    .replace(/Paise$/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function valueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'status' && typeof value === 'string' && value in tripStatusLabels) return tripStatusLabels[value as TripStatus];
  if (typeof value === 'number' && field.endsWith('Paise')) return formatPaise(value);
  if (typeof value === 'number' && field.endsWith('Km')) return `${formatCount(value)} km`;
  if (typeof value === 'string' && MOMENT.test(value)) return formatDateTime(value);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function HistoryEntry({ entry }: { entry: TripHistoryEntry }) {
  return (
    <li className={styles.historyItem}>
      <p className={styles.timelineHead}>
        <strong>{entry.actionLabel}</strong> by {entry.actorEmail ?? 'the system'}
      </p>
      <p className={styles.secondary}>
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
      </p>
      {entry.detail && <p className={styles.timelineText}>{entry.detail}</p>}
      {entry.changes.length > 0 && (
        <ul className={styles.changes}>
          {entry.changes.map((change) => (
            <li key={change.field}>
              {fieldLabel(change.field)}: {valueText(change.field, change.before)} <span aria-hidden="true">→</span>
              <span className="ui-visually-hidden">changed to</span> {valueText(change.field, change.after)}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** Who did what to the trip, and when. */
export function TripHistory({ tripId }: { tripId: string }) {
  const history = useQuery({ queryKey: tripKeys.history(tripId), queryFn: async () => (await tripsApi.history(tripId)).data });
  return (
    <DetailCard title="History">
      {history.isPending ? (
        <Loading label="Loading the history…" minHeight={80} />
      ) : history.isError ? (
        <LoadFailed what="The history" onRetry={() => void history.refetch()} />
      ) : history.data.length === 0 ? (
        <p className={styles.note}>Nothing recorded yet.</p>
      ) : (
        <ol className={styles.history}>
          {history.data.map((entry) => (
            <HistoryEntry key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
    </DetailCard>
  );
}
