import type { TripHistoryEntry } from 'shared-api/schemas';
import type { AuditRow } from '../../db/schema';

const ACTION_LABELS: Record<string, string> = {
  'trip.create': 'Booked',
  'trip.update': 'Changed',
  'trip.start': 'Started',
  'trip.deliver': 'Delivered',
  'trip.cancel': 'Cancelled',
  'trip.event': 'Tracking event added',
  'trip.pod': 'POD received',
  'trip.document_add': 'Document added',
  'trip.document_remove': 'Document deleted',
  'trip.delete': 'Deleted',
  'trip.billed': 'Billed',
  'trip.unbilled': 'Bill cancelled',
};

/** Fields that change with every write and say nothing to a reader. */
const IGNORED = new Set(['updatedAt', 'documentCount']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Top-level fields whose value differs between the record before and after. */
function changesOf(before: unknown, after: unknown): TripHistoryEntry['changes'] {
  if (!isRecord(before) || !isRecord(after)) return [];
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys]
    .filter((key) => !IGNORED.has(key) && JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }));
}

/** What the entry is about when fields do not say it: a document's name, an event's place, a reason. */
function detailOf(entry: AuditRow): string | null {
  const after = isRecord(entry.after) ? entry.after : undefined;
  const before = isRecord(entry.before) ? entry.before : undefined;
  if (entry.action === 'trip.document_add' || entry.action === 'trip.document_remove') {
    const document = (after ?? before) as { fileName?: unknown; typeLabel?: unknown } | undefined;
    return document ? `${String(document.typeLabel ?? '')}: ${String(document.fileName ?? '')}` : null;
  }
  if (entry.action === 'trip.event' && after) {
    return `${String(after.statusLabel ?? '')} at ${String(after.location ?? '')}: ${String(after.description ?? '')}`;
  }
  if (entry.action === 'trip.cancel' && after) return `Reason: ${String(after.cancelReason ?? '')}`;
  if (entry.action === 'trip.billed' && after) return `Billed on ${String(after.billNo ?? '')}`;
  if (entry.action === 'trip.unbilled' && after) {
    return `${String(after.billNo ?? '')} cancelled by credit note ${String(after.noteNo ?? '')}: ${String(after.reason ?? '')}. The trip can be billed again.`;
  }
  return null;
}

/** One audit entry of a trip, as its history shows it. */
export function historyOf(entry: AuditRow): TripHistoryEntry {
  return {
    id: entry.id,
    action: entry.action,
    actionLabel: ACTION_LABELS[entry.action] ?? entry.action,
    actorEmail: entry.actorEmail,
    at: entry.createdAt.toISOString(),
    // A create, an event or a document has no trip on one side, so it lists no changed fields.
    changes: changesOf(entry.before, entry.after),
    detail: detailOf(entry),
  };
}
