import { tripStatusLabels, type TripStatus } from 'shared-api/schemas';
import { StatusBadge, type BadgeTone } from '../../ui';

const TONES: Record<TripStatus, BadgeTone> = {
  planned: 'info',
  in_transit: 'progress',
  delivered: 'success',
  pod_received: 'success',
  billed: 'neutral',
  settled: 'neutral',
  cancelled: 'danger',
};

export function TripStatusBadge({ status }: { status: TripStatus }) {
  return <StatusBadge tone={TONES[status]}>{tripStatusLabels[status]}</StatusBadge>;
}
