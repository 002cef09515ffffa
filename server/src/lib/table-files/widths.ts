import { formatPaise } from 'shared-api/formats';
import { decimalsOf, numberOf, paiseOf, type CellValue, type ColumnKind, type ColumnSpec, type TableRow } from './spec';

/** About how many characters a value takes as a spreadsheet or the PDF shows it. */
function shownLength(column: ColumnSpec, value: CellValue): number {
  if (value === null || value === undefined || value === '') return 0;
  switch (column.kind) {
    case 'money':
      return formatPaise(paiseOf(value)).length;
    case 'date':
      return 10;
    case 'text':
      return Math.max(
        ...String(value)
          .split('\n')
          .map((part) => part.length),
      );
    default: {
      const digits = Math.abs(numberOf(value)!).toFixed(column.kind === 'decimal' ? decimalsOf(column) : 1).length;
      return digits + Math.floor(digits / 3) + 2;
    }
  }
}

/** The least width a kind needs: a date, a few lakhs of rupees. */
const MIN_WIDTH: Record<ColumnKind, number> = { text: 8, money: 14, integer: 8, decimal: 10, date: 11, percent: 8 };

/**
 * A column's width in characters. A streamed file lays its columns out before its first row is
 * written (an XLSX writes them ahead of the rows; a PDF's pages go out as they fill), so the width
 * comes from what is known then: the header (bold, with a filter's arrow), the first batch of rows
 * and the kind (a money column is wide enough for lakhs). A longer value further down is shown cut;
 * `width` in the spec decides where that is not enough.
 */
export function widthOf(column: ColumnSpec, first: readonly TableRow[], max = 60): number {
  if (column.width) return column.width;
  const values = first.reduce((longest, row) => Math.max(longest, shownLength(column, row[column.key])), 0);
  return Math.min(max, Math.max(MIN_WIDTH[column.kind], column.label.length + 4, values + 2));
}
