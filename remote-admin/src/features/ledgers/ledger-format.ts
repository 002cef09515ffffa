import type { LedgerAccountKind, StatementLine } from 'shared-api/schemas';
import { formatPaise } from '../../ui';

/** A balance, debit positive, as accountants write it: '₹1,500.00 Dr', '₹200.00 Cr', '₹0.00'. */
export function formatBalance(paise: number): string {
  if (paise === 0) return formatPaise(0);
  return `${formatPaise(Math.abs(paise))} ${paise > 0 ? 'Dr' : 'Cr'}`;
}

/** What each kind of account is called, and where its records are listed. */
export const accountKindLabels: Record<LedgerAccountKind, { plural: string; list: string }> = {
  party: { plural: 'Billing parties', list: '/admin/billing-parties' },
  owner: { plural: 'Vehicle owners', list: '/admin/vehicles' },
  driver: { plural: 'Drivers', list: '/admin/drivers' },
  bank: { plural: 'Banks', list: '/admin/banks' },
};

const moneyEntrySources = new Set(['receipt', 'owner-payment', 'driver-advance', 'driver-settlement', 'transfer']);

/** The screen of the document that posted a line, where the back office has one. */
export function documentPath(line: Pick<StatementLine, 'source' | 'sourceId' | 'reference'>): string | undefined {
  const search = `?search=${encodeURIComponent(line.reference)}`;
  if (moneyEntrySources.has(line.source)) return `/admin/payments/history${search}`;
  if (line.source === 'expense') return `/admin/expenses${search}`;
  if (line.source === 'bill') return `/admin/bills/${encodeURIComponent(line.sourceId)}`;
  if (line.source === 'trip') return `/admin/trips/${encodeURIComponent(line.sourceId)}`;
  return undefined;
}
