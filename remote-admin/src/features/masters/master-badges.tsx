import { expiryPhrase, paperStatusLabels, type Paper } from 'shared-api/schemas';
import { StatusBadge, type BadgeTone } from '../../ui';

export function ActiveBadge({ active }: { active: boolean }) {
  return <StatusBadge tone={active ? 'success' : 'neutral'}>{active ? 'Active' : 'Inactive'}</StatusBadge>;
}

const PAPER_TONES: Record<Paper['status'], BadgeTone> = {
  valid: 'success',
  expiring: 'warning',
  expired: 'danger',
  missing: 'neutral',
};

/** 'Expires in 10 days', 'Expires today', 'Expired 3 days ago'. */
export const daysLeftPhrase = (daysLeft: number) => expiryPhrase(daysLeft).replace(/^./, (first) => first.toUpperCase());

/** A paper's status in words: valid, or how soon it expires, or how long ago it did. */
export function PaperBadge({ paper }: { paper: Pick<Paper, 'status' | 'daysLeft'> }) {
  const text =
    paper.status === 'expiring' || paper.status === 'expired'
      ? daysLeftPhrase(paper.daysLeft ?? 0)
      : paperStatusLabels[paper.status];
  return <StatusBadge tone={PAPER_TONES[paper.status]}>{text}</StatusBadge>;
}

/** The worst of several papers, as a list shows it. */
export function PapersStatusBadge({ status }: { status: Paper['status'] }) {
  const text = { valid: 'All valid', expiring: 'Expiring soon', expired: 'Expired', missing: 'Not recorded' }[status];
  return <StatusBadge tone={PAPER_TONES[status]}>{text}</StatusBadge>;
}
