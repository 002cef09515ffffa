import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { SheetFormat } from './read-sheet';

export interface SheetColumn {
  header: string;
  width?: number;
}

export type SheetCell = string | number | null;

export interface SheetContent {
  /** The worksheet's name ('Billing parties'). */
  name: string;
  columns: readonly SheetColumn[];
  rows: Iterable<readonly SheetCell[]>;
  /** A second sheet of notes (the template's instructions): rows of text. */
  notes?: { name: string; rows: readonly (readonly string[])[] };
}

export const SHEET_CONTENT_TYPES: Record<SheetFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * A text cell a spreadsheet program would run as a formula ('=HYPERLINK(…)', '+91…', '-1+1', '@SUM')
 * is written with a leading apostrophe, so a name typed by a stranger can never execute on an
 * admin's computer (CSV injection). Numbers are written as numbers.
 */
export function safeCell(value: SheetCell): SheetCell {
  if (typeof value !== 'string') return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function csvField(value: SheetCell): string {
  const text = value === null ? '' : String(safeCell(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** CSV with a byte-order mark, so Excel reads the rupee sign and Indian names as UTF-8. */
function writeCsv({ columns, rows }: SheetContent): Buffer {
  const lines = [columns.map((column) => csvField(column.header)).join(',')];
  for (const row of rows) lines.push(row.map(csvField).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

/** XLSX through exceljs's streaming writer: rows are written as they come, not held twice. */
async function writeXlsx({ name, columns, rows, notes }: SheetContent): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    output.on('end', resolve);
    output.on('error', reject);
  });

  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useSharedStrings: false, useStyles: true });
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column, index) => ({
    key: String(index),
    width: column.width ?? Math.max(12, column.header.length + 2),
  }));
  const header = sheet.addRow(columns.map((column) => column.header));
  header.font = { bold: true };
  header.commit();
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: Math.max(1, columns.length) } };
  for (const row of rows) sheet.addRow(row.map((cell) => (cell === null ? null : cell))).commit();
  sheet.commit();

  if (notes) {
    const notesSheet = workbook.addWorksheet(notes.name);
    notesSheet.columns = [{ width: 24 }, { width: 12 }, { width: 28 }, { width: 70 }];
    notes.rows.forEach((row, index) => {
      const added = notesSheet.addRow([...row]);
      if (index === 0) added.font = { bold: true };
      added.commit();
    });
    notesSheet.commit();
  }
  await workbook.commit();
  await finished;
  return Buffer.concat(chunks);
}

/** The file of a list or a template, in the format asked for. */
export async function writeSheet(format: SheetFormat, content: SheetContent): Promise<Buffer> {
  return format === 'csv' ? writeCsv(content) : writeXlsx(content);
}
