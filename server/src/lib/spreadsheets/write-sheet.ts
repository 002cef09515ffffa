import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { defuse } from '../table-files/csv';
import { TABLE_CONTENT_TYPES } from '../table-files/spec';
import { nameFirstSheetFilter } from '../table-files/xlsx';
import { firstAnswer, withWorker, workerModule } from '../off-thread';
import type { SheetFormat } from './read-sheet';

export interface SheetColumn {
  header: string;
  /** At least this wide (default 12), and always wide enough for the header. */
  width?: number;
  /** XLSX number format for the whole column: '@' keeps what is typed as text ('07', long account numbers). */
  numFmt?: string;
  wrap?: boolean;
}

/** Dates are for XLSX; a CSV gets the ISO text. */
export type SheetCell = string | number | Date | null;

export interface SheetContent {
  /** The worksheet's name ('Billing parties'). */
  name: string;
  columns: readonly SheetColumn[];
  rows: Iterable<readonly SheetCell[]>;
  /** A second sheet of notes (the template's instructions): a header row, then rows of text. */
  notes?: { name: string; columns: readonly SheetColumn[]; rows: readonly (readonly string[])[] };
}

export const SHEET_CONTENT_TYPES: Record<SheetFormat, string> = { csv: TABLE_CONTENT_TYPES.csv, xlsx: TABLE_CONTENT_TYPES.xlsx };

/** A text cell made safe against formula injection as every export does it (table-files/csv.ts); numbers stay numbers. */
export function safeCell(value: SheetCell): SheetCell {
  return typeof value === 'string' ? defuse(value) : value;
}

function csvField(value: SheetCell): string {
  const text = value === null ? '' : value instanceof Date ? value.toISOString() : String(safeCell(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** CSV with a byte-order mark, so Excel reads the rupee sign and Indian names as UTF-8. */
function writeCsv({ columns, rows }: SheetContent): Buffer {
  const lines = [columns.map((column) => csvField(column.header)).join(',')];
  for (const row of rows) lines.push(row.map(csvField).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

/** The body's font, bold: a font of only `bold` is shown in another typeface (Cambria in LibreOffice). */
const HEADER_FONT: Partial<ExcelJS.Font> = { name: 'Calibri', size: 11, bold: true };

function columnStyle({ numFmt, wrap }: SheetColumn): Partial<ExcelJS.Style> {
  return {
    ...(numFmt && { numFmt }),
    ...(wrap && { alignment: { wrapText: true, vertical: 'top' } }),
  };
}

/** A sheet with a bold header row, its rows committed as they come; returns the last row's number. */
function addSheet(sheet: ExcelJS.Worksheet, columns: readonly SheetColumn[], rows: Iterable<readonly SheetCell[]>): number {
  sheet.columns = columns.map((column, index) => ({
    key: String(index),
    // Wide enough for the header, in bold, to show whole.
    width: Math.max(column.width ?? 12, column.header.length + 3),
    style: columnStyle(column),
  }));
  const header = sheet.addRow(columns.map((column) => column.header));
  header.font = HEADER_FONT;
  header.commit();
  let lastRow = 1;
  for (const row of rows) {
    sheet.addRow([...row]).commit();
    lastRow += 1;
  }
  return lastRow;
}

/**
 * XLSX through exceljs's streaming writer (rows are written as they come, not held twice): a frozen
 * header row with an autofilter, and each column's format set on the whole column, so what a person
 * types under it later is formatted too.
 */
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
  const lastRow = addSheet(sheet, columns, rows);
  const lastColumn = Math.max(1, columns.length);
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: lastColumn } };
  sheet.commit();
  nameFirstSheetFilter(workbook, name, sheet.getColumn(lastColumn).letter, lastRow);

  if (notes) {
    const notesSheet = workbook.addWorksheet(notes.name);
    addSheet(notesSheet, notes.columns, notes.rows);
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

const SHEET_WORKER = workerModule('./sheet-worker-entry', import.meta.url);

/**
 * writeSheet on a worker thread (lib/off-thread.ts): an export of a hundred thousand records is seconds
 * of CPU that the request thread would otherwise spend while every other caller waits. The rows are
 * read whole first (a master list is at most EXPORT_MAX_ROWS) and copied to the worker.
 */
export async function writeSheetOffThread(format: SheetFormat, { rows, ...content }: SheetContent): Promise<Buffer> {
  const data = { format, content: { ...content, rows: Array.from(rows) } };
  const bytes = await withWorker(SHEET_WORKER, data, (worker) => firstAnswer<Uint8Array>(worker));
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
