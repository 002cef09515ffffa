import { billStatusLabels, type BillStatus } from 'shared-api/schemas';
import { StatusBadge, type BadgeTone } from '../../ui';

const TONES: Record<BillStatus, BadgeTone> = {
  unpaid: 'warning',
  'part-paid': 'progress',
  paid: 'success',
  cancelled: 'danger',
};

export function BillStatusBadge({ status }: { status: BillStatus }) {
  return <StatusBadge tone={TONES[status]}>{billStatusLabels[status]}</StatusBadge>;
}
