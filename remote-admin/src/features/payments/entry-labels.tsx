import { Link } from 'react-router-dom';
import { formatRate } from 'shared-api/money';
import { moneyEntryKindLabels, type MoneyEntry } from 'shared-api/schemas';
import { formatPaise } from '../../ui';
import { ledgerPath } from './payment-paths';

/** Who an entry concerns, linked to their ledger: the party, the owner, the driver, or the accounts of a transfer. */
export function EntryParty({ entry }: { entry: MoneyEntry }) {
  if (entry.billingParty) return <Link to={ledgerPath('party', entry.billingParty.id)}>{entry.billingParty.name}</Link>;
  if (entry.vehicle) {
    return (
      <Link to={ledgerPath('owner', entry.vehicle.id)}>
        {entry.vehicle.ownerName} ({entry.vehicle.registrationNumber})
      </Link>
    );
  }
  if (entry.driver) return <Link to={ledgerPath('driver', entry.driver.id)}>{entry.driver.name}</Link>;
  if (entry.toBank) return <>Into {entry.toBank.name}</>;
  return <>—</>;
}

/** What kind of entry, with its stage or advance type. */
export function entryKind(entry: MoneyEntry): string {
  const kind = moneyEntryKindLabels[entry.kind];
  if (entry.ownerPaymentStage) return `${kind}, ${entry.ownerPaymentStage}`;
  if (entry.settlementDirection) return `${kind}, ${entry.settlementDirection === 'to-driver' ? 'paid' : 'returned'}`;
  return kind;
}

/** The account money left or came into. */
export function entryAccount(entry: MoneyEntry): string {
  if (entry.kind === 'transfer') return `${entry.fromBank?.name ?? '—'} → ${entry.toBank?.name ?? '—'}`;
  return entry.fromBank?.name ?? entry.toBank?.name ?? '—';
}

export function entryTds(entry: MoneyEntry): string {
  if (entry.tdsPaise === 0) return '—';
  const rate = entry.tdsRateBasisPoints !== null ? ` @ ${formatRate(entry.tdsRateBasisPoints)}` : ' (overridden)';
  return `${formatPaise(entry.tdsPaise)}${entry.kind === 'owner-payment' ? rate : ''}`;
}

/** What a receipt still has on account: what it settled less what it set against bills. */
export const onAccountOf = (entry: MoneyEntry) =>
  entry.settledPaise - entry.allocations.reduce((sum, allocation) => sum + allocation.amountPaise, 0);
