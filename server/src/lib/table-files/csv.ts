import type { Writable } from 'node:stream';
import { drained } from './output';
import { checkSpec, plainText, RunningTotals, type CellValue, type ColumnSpec, type TableSpec } from './spec';

/*
 * CSV as spreadsheet programs open it: UTF-8 with a byte-order mark (else Excel reads ₹ and Indian
 * names as mojibake), RFC 4180 quoting, CRLF line ends, the header row first and nothing above it,
 * numbers plain so a column sums, and the totals row last.
 */

const BOM = '\uFEFF';

/** A plain negative number typed as text ('-12.50') stays as it is; anything else starting so is a formula to Excel. */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEGATIVE_NUMBER = /^-\d+(\.\d+)?$/;

/**
 * A text cell a spreadsheet program would run as a formula ('=HYPERLINK(…)', '+91…', '@SUM') gets a
 * leading apostrophe, so a name typed by a stranger can never run on an admin's computer (CSV
 * injection). Number columns are never text, so their minus signs stay.
 */
export function defuse(text: string): string {
  return FORMULA_START.test(text) && !NEGATIVE_NUMBER.test(text) ? `'${text}` : text;
}

function field(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function cellText(column: ColumnSpec, value: CellValue): string {
  const text = plainText(column, value);
  return field(column.kind === 'text' ? defuse(text) : text);
}

const line = (cells: readonly string[]) => `${cells.join(',')}\r\n`;

/** Writes the table to `out` as CSV, waiting for it between batches; ends `out`. */
export async function writeCsv(spec: TableSpec, out: Writable): Promise<void> {
  checkSpec(spec);
  const { columns } = spec;
  const totals = new RunningTotals(spec.total);
  out.write(BOM + line(columns.map((column) => field(defuse(column.label)))));
  for await (const batch of spec.rows) {
    let text = '';
    for (const row of batch) {
      totals.add(row);
      text += line(columns.map((column) => cellText(column, row[column.key])));
    }
    out.write(text);
    await drained(out);
  }
  if (spec.total) {
    const row = totals.row(columns);
    out.write(
      line(
        columns.map((column, index) =>
          index === 0 ? field(defuse(String(row[column.key]))) : cellText(column, row[column.key]),
        ),
      ),
    );
  }
  out.end();
}
