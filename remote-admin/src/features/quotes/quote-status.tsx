import type { QuoteStatus } from 'shared-api/schemas';
import { quoteStatusLabels } from 'shared-api/schemas';
import { StatusBadge, type BadgeTone } from '../../ui';

/**
 * One colour per quote status for every back-office screen (list, detail, dashboard): blue asks for
 * attention, amber and orange are work in progress, green and red are the two final outcomes.
 */
export const quoteStatusTones: Record<QuoteStatus, BadgeTone> = {
  new: 'info',
  reviewing: 'progress',
  quoted: 'warning',
  won: 'success',
  lost: 'danger',
};

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  return <StatusBadge tone={quoteStatusTones[status]}>{quoteStatusLabels[status]}</StatusBadge>;
}
