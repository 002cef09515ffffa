import {
  balanceKindLabels,
  profitLossGroupingLabels,
  profitLossHeads,
  type BalanceKind,
  type ProfitLossGrouping,
  type ProfitLossHead,
  type ProfitLossRow,
  type ReportBranch,
} from 'shared-api/schemas';
import { dayLabel } from '../../lib/months';
import { batchesOf, exportFileName, type ColumnSpec, type TableRow, type TableSpec } from '../../lib/table-files';
import type { BalanceExport } from './balance';
import type { ProfitLossExport } from './profit-loss';

/*
 * The reports as tables for the export files (lib/table-files): the same figures the screens show,
 * one column per figure, with a totals row that the spreadsheet sums by formula.
 */

/** '1 Apr 2026 – 30 Sep 2026 · Session 2026-27'. */
export function periodLine(period: { from: string | null; to: string; sessionName?: string | null }): string {
  const days = period.from ? `${dayLabel(period.from)} – ${dayLabel(period.to)}` : `As of ${dayLabel(period.to)}`;
  return period.sessionName ? `${days} · Session ${period.sessionName}` : days;
}

const HEAD_LABELS: Record<ProfitLossHead, string> = {
  diesel: 'Diesel',
  toll: 'Toll',
  driver: 'Driver',
  repairs: 'Repairs',
  other: 'Other expenses',
};

const GROUP_LABELS: Record<Exclude<ProfitLossGrouping, 'overall'>, string> = {
  month: 'Month',
  truck: 'Truck',
  trip: 'Trip',
  route: 'Route',
  party: 'Billing party',
  branch: 'Branch',
};

const money = (key: string, label: string): ColumnSpec => ({ key, label, kind: 'money' });

const PROFIT_LOSS_FIGURES: ColumnSpec[] = [
  { key: 'trips', label: 'Trips', kind: 'integer' },
  { key: 'km', label: 'Km', kind: 'integer' },
  money('income', 'Income'),
  money('hire', 'Lorry hire'),
  ...profitLossHeads.map((head) => money(head, HEAD_LABELS[head])),
  money('expenses', 'Expenses'),
  money('profit', 'Profit'),
  money('profitPerKm', 'Profit per km'),
];

const profitLossCells = (row: ProfitLossRow): TableRow => ({
  group: row.label,
  trips: row.trips,
  km: row.km,
  income: row.incomePaise,
  hire: row.hirePaise,
  ...row.expenses,
  expenses: row.expensesPaise,
  profit: row.profitPaise,
  profitPerKm: row.profitPerKmPaise,
});

/**
 * Profit and loss as a table: by a grouping, one row per group, then the expenses no group takes, and
 * the totals; overall, as a P&L statement reads (income, hire, each expense category, profit).
 */
/** A report narrowed to one branch says so in its title (and so in its file's name): ' — Pune (PUN)'. */
export const branchTitle = (branch: ReportBranch | null): string => (branch ? ` — ${branch.name} (${branch.code})` : '');

export function profitLossTable(report: ProfitLossExport): { fileName: string; spec: TableSpec } {
  const { period, groupBy, branch } = report;
  const title = [
    groupBy === 'overall' ? 'Profit and loss' : `Profit and loss ${profitLossGroupingLabels[groupBy].toLowerCase()}`,
    branchTitle(branch),
  ].join('');
  const fileName = exportFileName(title, period.from, 'to', period.to);
  if (groupBy === 'overall') return { fileName, spec: statementSpec(title, report) };
  async function* rows() {
    yield* report.batches();
    if (report.unassigned) yield [report.unassigned];
  }
  return {
    fileName,
    spec: {
      title,
      period: periodLine(period),
      columns: [{ key: 'group', label: GROUP_LABELS[groupBy], kind: 'text' }, ...PROFIT_LOSS_FIGURES],
      rows: mapBatches(rows(), profitLossCells),
      rowCount: report.total + (report.unassigned ? 1 : 0),
      total: {
        label: 'Total',
        sum: PROFIT_LOSS_FIGURES.filter((column) => column.key !== 'profitPerKm').map((column) => column.key),
        values: { profitPerKm: report.totals.profitPerKmPaise },
      },
    },
  };
}

/** Overall: the statement an accountant reads, income less costs, each expense category on its line. */
function statementSpec(title: string, report: ProfitLossExport): TableSpec {
  const { totals } = report;
  const lines: TableRow[] = [
    { item: 'Freight and charges billed to parties', amount: totals.incomePaise },
    { item: 'Less: lorry hire of market vehicles (net of commission)', amount: -totals.hirePaise },
    ...report.expensesByCategory.map((category) => ({ item: `Less: ${category.name}`, amount: -category.amountPaise })),
  ];
  return {
    title,
    period: periodLine(report.period),
    columns: [
      { key: 'item', label: 'Item', kind: 'text' },
      { key: 'amount', label: 'Amount', kind: 'money' },
    ],
    rows: batchesOf(lines),
    rowCount: lines.length,
    total: { label: `Profit (${totals.trips} trips)`, sum: ['amount'] },
  };
}

async function* mapBatches<T>(batches: AsyncIterable<readonly T[]>, toRow: (item: T) => TableRow) {
  for await (const batch of batches) yield batch.map(toRow);
}

/** Each kind's columns, in the order its screen shows them. */
const BALANCE_COLUMNS: Record<BalanceKind, ColumnSpec[]> = {
  parties: [
    { key: 'name', label: 'Billing party', kind: 'text' },
    money('openingPaise', 'Opening'),
    money('billedPaise', 'Billed'),
    money('receivedPaise', 'Received'),
    money('tdsPaise', 'TDS deducted'),
    money('creditNotesPaise', 'Credit notes'),
    money('closingPaise', 'Closing'),
    money('onAccountPaise', 'On account'),
    money('upTo30', '0–30 days'),
    money('upTo60', '31–60 days'),
    money('upTo90', '61–90 days'),
    money('over90', '90+ days'),
  ],
  owners: [
    { key: 'registrationNumber', label: 'Vehicle', kind: 'text' },
    { key: 'ownerName', label: 'Owner', kind: 'text' },
    { key: 'ownerPan', label: 'PAN', kind: 'text' },
    money('openingPayablePaise', 'Opening payable'),
    money('hirePaise', 'Hire'),
    money('commissionPaise', 'Commission'),
    money('deductionsPaise', 'Deductions'),
    money('advancePaidPaise', 'Advance paid'),
    money('balancePaidPaise', 'Balance paid'),
    money('tdsPaise', 'TDS'),
    money('payablePaise', 'Payable'),
    { key: 'trips', label: 'Trips', kind: 'integer' },
    { key: 'podPendingTrips', label: 'POD pending', kind: 'integer' },
  ],
  drivers: [
    { key: 'name', label: 'Driver', kind: 'text' },
    { key: 'phone', label: 'Phone', kind: 'text' },
    money('openingPaise', 'Opening'),
    money('advancesPaise', 'Advances'),
    money('expensesPaise', 'Expenses paid'),
    money('settledPaise', 'Settled in cash'),
    money('closingPaise', 'Closing'),
  ],
  banks: [
    { key: 'name', label: 'Account', kind: 'text' },
    { key: 'accountType', label: 'Type', kind: 'text' },
    money('openingPaise', 'Opening'),
    money('receiptsPaise', 'Receipts'),
    money('paymentsPaise', 'Payments'),
    money('transfersPaise', 'Transfers (net)'),
    money('closingPaise', 'Closing'),
  ],
};

export function balanceTable({ kind, from, to, rowCount, batches }: BalanceExport): { fileName: string; spec: TableSpec } {
  const title = `Balances of ${balanceKindLabels[kind].toLowerCase()}`;
  const when = from ? [from, 'to', to] : ['as of', to];
  const columns = BALANCE_COLUMNS[kind];
  return {
    fileName: exportFileName(title, ...when),
    spec: {
      title,
      period: periodLine({ from, to }),
      columns,
      rows: batches,
      rowCount,
      total: {
        label: 'Total',
        sum: columns.filter((column) => column.kind !== 'text').map((column) => column.key),
      },
    },
  };
}
