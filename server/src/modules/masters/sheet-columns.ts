import type { BalanceSide, OpeningBalanceValue } from 'shared-api/schemas';

/*
 * How a master record is laid out in a spreadsheet (the import template and the export): one column
 * per field, named as a person would, with where the value goes in the create call's body. The same
 * description builds the body from a row, finds the column of a field error, and writes exports.
 */

/**
 * What a column holds, for the cells of an XLSX file (a CSV has every cell as text):
 * - 'text': an identifier that may look like a number (GSTIN, state code, mobile, account no.). The
 *   whole column is formatted Text, so what is typed stays as typed: '07' is not turned into 7, nor an
 *   18-digit account number rounded;
 * - 'rupees': an amount, exported as a number with 2 decimals that a sheet can add up;
 * - 'date': an ISO date, exported as a date cell shown DD/MM/YYYY. The template's date columns are
 *   Text, so a typed 03/04/2027 reaches the import as typed (3 April), whatever the computer's locale.
 */
export type CellKind = 'text' | 'rupees' | 'date';

export interface MasterColumn<Api> {
  /** Stable key, also the column's id in the import preview. */
  key: string;
  /** The header in the template and in exports. */
  header: string;
  /** Where the cell goes in the create body, e.g. ['openingBalance', 'amount']; none for export-only columns. */
  path?: readonly string[];
  /** A sample value for the template's example row. */
  example?: string;
  /** What to type (the format, the words taken), for the template's notes sheet. */
  hint?: string;
  /** How its XLSX cells are typed; default General. */
  kind?: CellKind;
  /** Long text (an address): wrapped in XLSX. */
  wrap?: boolean;
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

/** The XLSX number format of each kind of column: Text, rupees with paise, Indian dates. */
export const XLSX_FORMATS: Record<CellKind, string> = { text: '@', rupees: '#,##0.00', date: 'dd/mm/yyyy' };

/**
 * An exported value as its XLSX cell: rupees ('125000.50', as `rupeesCell` gives them) as the number,
 * which is paise / 100 to the last digit; an ISO date as that day (midnight UTC, as exceljs writes
 * and reads dates); anything else as it is.
 */
export function xlsxValue(kind: CellKind | undefined, value: string | number | null): string | number | Date | null {
  if (typeof value !== 'string') return value;
  if (kind === 'rupees' && /^\d+(\.\d+)?$/.test(value)) return Number(value);
  if (kind === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(`${value}T00:00:00Z`);
  return value;
}

/** The opening balance as two columns: the amount (a number in XLSX) and its side. */
export function openingBalanceColumns<Api>(
  of: (record: Api) => OpeningBalanceValue,
  example?: { amount: string; side: BalanceSide },
): MasterColumn<Api>[] {
  return [
    {
      key: 'openingBalance',
      header: 'Opening balance',
      path: ['openingBalance', 'amount'],
      kind: 'rupees',
      example: example?.amount,
      hint: 'Rupees, e.g. 125000.50 or 1,25,000.50; blank for none',
      value: (record) => rupeesCell(of(record).amountPaise),
    },
    {
      key: 'openingBalanceSide',
      header: 'Dr/Cr',
      path: ['openingBalance', 'side'],
      example: example?.side,
      hint: 'Dr (owes you) or Cr (you owe); needed with an opening balance',
      value: (record) => of(record).side,
    },
  ];
}

/** Hints shared by several columns, for the template's notes. */
export const HINTS = {
  date: 'DD/MM/YYYY or 2027-03-31',
  mobile: '10 digits; +91 or 0 in front is dropped',
  pan: '10 characters, e.g. AAPFU0939F',
} as const;

/** The Active column: Yes or No. */
export function activeColumn<Api>(of: (record: Api) => boolean): MasterColumn<Api> {
  return {
    key: 'active',
    header: 'Active',
    path: ['active'],
    parse: booleanCell,
    example: 'Yes',
    hint: 'Yes or No; blank for Yes',
    value: (record) => yesNo(of(record)),
  };
}

/** A GST state code typed as 7 (or read as the number 7: a General cell drops the zero) → '07'. */
export function stateCodeCell(text: string): string {
  return /^\d$/.test(text.trim()) ? `0${text.trim()}` : text;
}

/** Dates as Indian sheets have them (31/03/2027, 31-03-2027, 31.03.2027) → 2027-03-31; others are left for the schema. */
export function dateCell(text: string): string {
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text.trim());
  if (!match) return text;
  const [, day, month, year] = match;
  return `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
}
