import { moneyEntryKindLabels, paymentModeLabels, type MoneyEntry } from 'shared-api/schemas';
import { ddmmyyyy } from '../../lib/pdf-drawing';
import { batchesOf, type ColumnSpec, type TableSpec } from '../../lib/table-files';

/*
 * The payment history as a table to export: one row per entry, amounts as rupee numbers so the
 * accountant's formulas add them, reversed entries marked with their reason. No totals row: with
 * reversed entries shown, a sum of the column would count money that was undone.
 */

const COLUMNS = [
  { key: 'date', label: 'Date', kind: 'date' },
  { key: 'reference', label: 'Reference', kind: 'text', width: 16 },
  { key: 'kind', label: 'Kind', kind: 'text', width: 18 },
  { key: 'with', label: 'With', kind: 'text', width: 28 },
  { key: 'trip', label: 'Trip', kind: 'text', width: 14 },
  { key: 'bills', label: 'Bills', kind: 'text', width: 20 },
  { key: 'from', label: 'From account', kind: 'text', width: 20 },
  { key: 'to', label: 'To account', kind: 'text', width: 20 },
  { key: 'mode', label: 'Mode', kind: 'text', width: 14 },
  { key: 'instrument', label: 'Cheque / UTR', kind: 'text', width: 16 },
  { key: 'amount', label: 'Amount (₹)', kind: 'money' },
  { key: 'tds', label: 'TDS (₹)', kind: 'money' },
  { key: 'settled', label: 'Settled (₹)', kind: 'money' },
  { key: 'reversed', label: 'Reversed', kind: 'text', width: 30 },
  { key: 'notes', label: 'Notes', kind: 'text', width: 30 },
] as const satisfies readonly ColumnSpec[];

type HistoryRow = Record<(typeof COLUMNS)[number]['key'], string | number | null>;

function historyRow(entry: MoneyEntry): HistoryRow {
  return {
    date: entry.entryDate,
    reference: entry.reference,
    kind: `${moneyEntryKindLabels[entry.kind]}${entry.ownerPaymentStage ? `, ${entry.ownerPaymentStage}` : ''}${entry.advanceType ? `, ${entry.advanceType}` : ''}`,
    with:
      entry.billingParty?.name ??
      (entry.vehicle ? `${entry.vehicle.ownerName} (${entry.vehicle.registrationNumber})` : null) ??
      entry.driver?.name ??
      null,
    trip: entry.trip?.reference ?? null,
    bills: entry.allocations.map((allocation) => allocation.billNo).join(', ') || null,
    from: entry.fromBank?.name ?? null,
    to: entry.toBank?.name ?? null,
    mode: paymentModeLabels[entry.mode],
    instrument: entry.instrument,
    amount: entry.amountPaise,
    tds: entry.tdsPaise,
    settled: entry.settledPaise,
    reversed: entry.reversal ? `Yes: ${entry.reversal.reason}` : null,
    notes: entry.notes,
  };
}

/** The entries the history shows, newest first, as the export writes them. */
export function historyTable(entries: readonly MoneyEntry[], { from, to }: { from?: string; to?: string }): TableSpec {
  const period =
    from && to
      ? `${ddmmyyyy(from)} – ${ddmmyyyy(to)}`
      : from
        ? `From ${ddmmyyyy(from)}`
        : to
          ? `Up to ${ddmmyyyy(to)}`
          : undefined;
  return {
    title: 'Payment history',
    ...(period && { period }),
    columns: COLUMNS,
    rows: batchesOf(entries, historyRow),
    rowCount: entries.length,
  };
}
