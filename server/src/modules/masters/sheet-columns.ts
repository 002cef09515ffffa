/*
 * How a master record is laid out in a spreadsheet (the import template and the export): one column
 * per field, named as a person would, with where the value goes in the create call's body. The same
 * description builds the body from a row, finds the column of a field error, and writes exports.
 */

export interface MasterColumn<Api> {
  /** Stable key, also the column's id in the import preview. */
  key: string;
  /** The header in the template and in exports. */
  header: string;
  /** Where the cell goes in the create body, e.g. ['openingBalance', 'amount']; none for export-only columns. */
  path?: readonly string[];
  /** A sample value for the template's example row. */
  example?: string;
  /** What to type, for the template's notes sheet. */
  hint?: string;
  /** Required columns must be in an imported file. */
  required?: boolean;
  /** The cell as the create body wants it (default: the text). */
  parse?: (cell: string) => unknown;
  /** The value exported for a record. */
  value: (record: Api) => string | number | null;
  width?: number;
}

/** A create body from one row's cells (blank cells are left out, so schema defaults apply). */
export function inputFromCells<Api>(
  columns: readonly MasterColumn<Api>[],
  cells: Record<string, string>,
): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const column of columns) {
    const cell = cells[column.key]?.trim() ?? '';
    if (!column.path || cell === '') continue;
    let target = input;
    for (const part of column.path.slice(0, -1)) {
      target[part] = (target[part] as Record<string, unknown> | undefined) ?? {};
      target = target[part] as Record<string, unknown>;
    }
    target[column.path.at(-1)!] = column.parse ? column.parse(cell) : cell;
  }
  return input;
}

/** The column a field error belongs to: the longest column path that starts the error's path. */
export function columnOfError<Api>(columns: readonly MasterColumn<Api>[], path: readonly PropertyKey[]): string | undefined {
  let best: MasterColumn<Api> | undefined;
  for (const column of columns) {
    if (!column.path || column.path.length > path.length) continue;
    if (column.path.every((part, index) => path[index] === part) && column.path.length > (best?.path?.length ?? 0)) best = column;
  }
  // An error on a whole object (an opening balance missing its side) lands on its first column.
  return best?.key ?? columns.find((column) => column.path?.[0] === path[0])?.key;
}

/** Yes/No cells for booleans, as people type them in a sheet. */
export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
export function booleanCell(text: string): boolean | string {
  const normalised = text.trim().toLowerCase();
  if (['yes', 'y', 'true', '1'].includes(normalised)) return true;
  if (['no', 'n', 'false', '0'].includes(normalised)) return false;
  return text;
}

/** Rupees from paise for a sheet: 1234567 → '12345.67'. */
export const rupeesCell = (paise: number) => (paise / 100).toFixed(2);

/** Dates as Indian sheets have them (31/03/2027, 31-03-2027, 31.03.2027) → 2027-03-31; others are left for the schema. */
export function dateCell(text: string): string {
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text.trim());
  if (!match) return text;
  const [, day, month, year] = match;
  return `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
}
