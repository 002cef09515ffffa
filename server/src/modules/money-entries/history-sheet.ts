import { moneyEntryKindLabels, paymentModeLabels, type MoneyEntry } from 'shared-api/schemas';
import type { SheetFormat } from '../../lib/spreadsheets/read-sheet';
import { writeSheet, type SheetColumn } from '../../lib/spreadsheets/write-sheet';

/*
 * The payment history as a spreadsheet: one row per entry, amounts as numbers in rupees (two
 * decimals) so the accountant's formulas add them, reversed entries marked with their reason.
 */

const RUPEES = '#,##,##0.00';

const COLUMNS: (SheetColumn & { value: (entry: MoneyEntry) => string | number | null })[] = [
  { header: 'Date', width: 11, value: (entry) => entry.entryDate },
  { header: 'Reference', width: 16, value: (entry) => entry.reference },
  {
    header: 'Kind',
    width: 18,
    value: (entry) =>
      `${moneyEntryKindLabels[entry.kind]}${entry.ownerPaymentStage ? `, ${entry.ownerPaymentStage}` : ''}${entry.advanceType ? `, ${entry.advanceType}` : ''}`,
  },
  {
    header: 'With',
    width: 28,
    value: (entry) =>
      entry.billingParty?.name ??
      (entry.vehicle ? `${entry.vehicle.ownerName} (${entry.vehicle.registrationNumber})` : null) ??
      entry.driver?.name ??
      null,
  },
  { header: 'Trip', width: 14, value: (entry) => entry.trip?.reference ?? null },
  { header: 'Bills', width: 20, value: (entry) => entry.allocations.map((allocation) => allocation.billNo).join(', ') || null },
  { header: 'From account', width: 20, value: (entry) => entry.fromBank?.name ?? null },
  { header: 'To account', width: 20, value: (entry) => entry.toBank?.name ?? null },
  { header: 'Mode', width: 14, value: (entry) => paymentModeLabels[entry.mode] },
  { header: 'Cheque / UTR', width: 16, value: (entry) => entry.instrument },
  { header: 'Amount (₹)', width: 14, numFmt: RUPEES, value: (entry) => entry.amountPaise / 100 },
  { header: 'TDS (₹)', width: 12, numFmt: RUPEES, value: (entry) => entry.tdsPaise / 100 },
  { header: 'Settled (₹)', width: 14, numFmt: RUPEES, value: (entry) => entry.settledPaise / 100 },
  { header: 'Reversed', width: 30, wrap: true, value: (entry) => (entry.reversal ? `Yes: ${entry.reversal.reason}` : null) },
  { header: 'Notes', width: 30, wrap: true, value: (entry) => entry.notes },
];

export function historySheet(format: SheetFormat, entries: readonly MoneyEntry[]): Promise<Buffer> {
  return writeSheet(format, {
    name: 'Payment history',
    columns: COLUMNS,
    rows: entries.map((entry) => COLUMNS.map((column) => column.value(entry))),
  });
}
