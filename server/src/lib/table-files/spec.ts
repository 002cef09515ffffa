import { formatPaise } from 'shared-api/formats';

/*
 * A report table as every export of the back office writes it (CSV, XLSX, PDF): a title, the period
 * it covers, typed columns, rows arriving in batches (so a long report is never held whole), and a
 * totals row summed while the rows go by.
 */

export const tableFormats = ['csv', 'xlsx', 'pdf'] as const;
export type TableFormat = (typeof tableFormats)[number];

export const TABLE_CONTENT_TYPES: Record<TableFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/**
 * How a column's values come in and are written:
 * - text: a string;
 * - money: integer paise in, rupees out (a number cell in XLSX, '1234.50' in CSV, '1,234.50' in PDF);
 * - integer, decimal (`decimals` places, default 2; a number or its text, e.g. litres '123.456');
 * - date: 'yyyy-mm-dd' in, a date cell in XLSX;
 * - percent: percentage points in (12.5 means 12.5 %).
 */
export type ColumnKind = 'text' | 'money' | 'integer' | 'decimal' | 'date' | 'percent';

export interface ColumnSpec {
  key: string;
  label: string;
  kind: ColumnKind;
  /** Width in characters (XLSX; a share of the page in PDF); by default from the label, the first rows and the kind. */
  width?: number;
  /** Decimal places of a decimal column (default 2). */
  decimals?: number;
}

export type CellValue = string | number | null | undefined;
export type TableRow = Readonly<Record<string, CellValue>>;

export interface TotalSpec {
  /** Printed in the first column ('Total'). */
  label: string;
  /** The keys of the columns summed (money, integer or decimal ones). */
  sum: readonly string[];
  /**
   * Cells of the totals row that are not sums (a ratio of the totals, such as profit per km): written
   * as given, after the rows are summed, in every format.
   */
  values?: TableRow;
}

export interface TableSpec {
  /** 'Profit and loss by truck'. */
  title: string;
  /** '1 Apr 2026 – 30 Sep 2026 · Session 2026-27'. */
  period?: string;
  columns: readonly ColumnSpec[];
  /** The rows in batches, as a query reads them page by page. */
  rows: AsyncIterable<readonly TableRow[]>;
  total?: TotalSpec;
  /** How many rows `rows` yields, when known: the PDF then prints 'Page n of N' (see pdf.ts). */
  rowCount?: number;
}

/**
 * A list already read as the batches a spec takes, each item made a row (`toRow`) only when its
 * batch is written.
 */
export async function* batchesOf<T>(
  items: readonly T[],
  toRow: (item: T) => TableRow = (item) => item as TableRow,
  size = 1000,
): AsyncIterable<readonly TableRow[]> {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size).map(toRow);
}

const SUMMABLE: ReadonlySet<ColumnKind> = new Set(['money', 'integer', 'decimal']);

/** A spec's mistakes are the programmer's: found before anything is written. */
export function checkSpec(spec: TableSpec): void {
  const keys = new Set<string>();
  for (const column of spec.columns) {
    if (keys.has(column.key)) throw new Error(`Column ${column.key} appears twice`);
    keys.add(column.key);
  }
  if (spec.columns.length === 0) throw new Error('A table needs at least one column');
  for (const key of spec.total?.sum ?? []) {
    const column = spec.columns.find((candidate) => candidate.key === key);
    if (!column || !SUMMABLE.has(column.kind)) throw new Error(`Column ${key} cannot be summed`);
  }
}

/**
 * The sums of the totals row, added as the rows go by. Money and integers add exactly (whole paise,
 * whole numbers); decimals add as numbers and are rounded when written.
 */
export class RunningTotals {
  private readonly sums = new Map<string, number>();
  rows = 0;

  constructor(private readonly total: TotalSpec | undefined) {
    for (const key of total?.sum ?? []) this.sums.set(key, 0);
  }

  add(row: TableRow): void {
    this.rows += 1;
    for (const [key, sum] of this.sums) {
      const value = numberOf(row[key]);
      if (value !== null) this.sums.set(key, sum + value);
    }
  }

  /** The totals row: the label in the first column, the sums, and the given values. */
  row(columns: readonly ColumnSpec[]): TableRow {
    const first = columns[0]!.key;
    return { [first]: this.total?.label ?? 'Total', ...Object.fromEntries(this.sums), ...this.total?.values };
  }

  isSummed(key: string): boolean {
    return this.sums.has(key);
  }
}

/** A number cell's value, or null for a blank; text that is not a number is a programmer's mistake. */
export function numberOf(value: CellValue): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) throw new Error(`Not a number: ${String(value)}`);
  return number;
}

/** A money cell's paise: whole paise only (a float here means rupees were passed, a programmer's mistake). */
export function paiseOf(value: CellValue): number {
  const paise = typeof value === 'number' ? value : Number(value);
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Money must be whole paise, got ${String(value)}`);
  return paise;
}

/** Integer paise → '1234.50' or '-0.05': rupees with two decimals, exact (no float division). */
export function plainRupees(value: CellValue): string {
  const paise = paiseOf(value);
  const digits = String(Math.abs(paise)).padStart(3, '0');
  return `${paise < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** Integer paise → '1,23,456.78' (Indian grouping, no symbol: the column's label or the page says rupees). */
export const groupedRupees = (value: CellValue): string => formatPaise(paiseOf(value)).replace('₹', '');

/** 'yyyy-mm-dd' → the day at UTC midnight, as spreadsheet date cells are read; null when not such a date. */
export function dateOf(value: CellValue): Date | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

export const decimalsOf = (column: ColumnSpec): number => (column.kind === 'decimal' ? (column.decimals ?? 2) : 0);

/**
 * A cell as plain text, the way CSV writes it and PDF starts from: numbers without grouping (so a
 * spreadsheet sums them), money as rupees with two decimals, dates as yyyy-mm-dd.
 */
export function plainText(column: ColumnSpec, value: CellValue): string {
  if (value === null || value === undefined || value === '') return '';
  switch (column.kind) {
    case 'text':
    case 'date':
      return String(value);
    case 'money':
      return plainRupees(value);
    case 'integer':
      return String(Math.round(numberOf(value) ?? 0));
    case 'decimal':
      return (numberOf(value) ?? 0).toFixed(decimalsOf(column));
    case 'percent':
      return String(numberOf(value) ?? 0);
  }
}
