import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { moneyEntriesApi } from 'shared-api/back-office';
import { paymentModeLabels, type MoneyEntry } from 'shared-api/schemas';
import { buttonClass, Loading } from 'shared-ui';
import { Fact, Facts, formatDate, formatDateTime, formatPaise, ModalDialog } from '../../ui';
import { EntryParty, entryAccount, entryKind, entryTds, onAccountOf } from './entry-labels';
import { applyOnAccountPath, billPath, MONEY_RESOURCE } from './payment-paths';
import styles from './payments.module.css';

/** What the audit's actions say to an accountant. */
const ACTIONS: Record<string, string> = {
  'money_entry.create': 'Recorded',
  'money_entry.reverse': 'Reversed',
  'money_entry.allocate': 'Set against bills',
};

/** One entry whole: what it moved, what it settled, and its history (who recorded it, who reversed it and why). */
export function EntryDialog({ entry, onClose }: { entry: MoneyEntry; onClose: () => void }) {
  const history = useQuery({
    queryKey: [MONEY_RESOURCE, 'history', entry.id],
    queryFn: async () => (await moneyEntriesApi.history(entry.id)).data,
  });
  const figures = entry.settlementFigures;
  return (
    <ModalDialog title={`${entry.reference} · ${entryKind(entry)}`} onClose={onClose}>
      <Facts termsBeside>
        <Fact term="Date">{formatDate(entry.entryDate)}</Fact>
        <Fact term="With">
          <EntryParty entry={entry} />
        </Fact>
        {entry.trip && <Fact term="Trip">{entry.trip.reference}</Fact>}
        <Fact term="Account">{entryAccount(entry)}</Fact>
        <Fact term="Mode">
          {paymentModeLabels[entry.mode]}
          {entry.instrument ? ` · ${entry.instrument}` : ''}
        </Fact>
        <Fact term="Amount">{formatPaise(entry.amountPaise)}</Fact>
        {entry.tdsPaise > 0 && <Fact term="TDS">{entryTds(entry)}</Fact>}
        {entry.tdsOverrideReason && <Fact term="Why this TDS">{entry.tdsOverrideReason}</Fact>}
        {entry.tdsPaise > 0 && <Fact term="Settled on the account">{formatPaise(entry.settledPaise)}</Fact>}
        {entry.allocations.length > 0 && (
          <Fact term="Against">
            {entry.allocations.map((allocation, index) => (
              <span key={allocation.billId}>
                {index > 0 && ', '}
                <Link to={billPath(allocation.billId)}>{allocation.billNo}</Link> {formatPaise(allocation.amountPaise)}
              </span>
            ))}
          </Fact>
        )}
        {entry.kind === 'receipt' && !entry.reversal && onAccountOf(entry) > 0 && (
          <Fact term="On account">
            {formatPaise(onAccountOf(entry))}{' '}
            <Link to={applyOnAccountPath(entry.id)} className={buttonClass({ variant: 'secondary', size: 'small' })}>
              Set against bills
            </Link>
          </Fact>
        )}
        {figures && (
          <Fact term="Settlement">
            Previous {formatPaise(figures.previousBalancePaise)} + advances {formatPaise(figures.advancesPaise)} − expenses{' '}
            {formatPaise(figures.expensesPaise)} = {formatPaise(figures.balancePaise)}; carried forward{' '}
            {formatPaise(figures.carriedForwardPaise)}
          </Fact>
        )}
        {entry.notes && <Fact term="Notes">{entry.notes}</Fact>}
      </Facts>
      <h3>History</h3>
      {history.isPending && <Loading label="Loading its history…" minHeight={60} />}
      {history.isError && <p className={styles.muted}>Its history could not be loaded.</p>}
      {history.data && (
        <ul>
          {history.data.map((change) => (
            <li key={change.id}>
              {ACTIONS[change.action] ?? change.action} by {change.actorEmail ?? 'someone no longer a user'} on{' '}
              {formatDateTime(change.createdAt)}
              {change.action === 'money_entry.reverse' && entry.reversal ? `: ${entry.reversal.reason}` : ''}
            </li>
          ))}
        </ul>
      )}
    </ModalDialog>
  );
}
