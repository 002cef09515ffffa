import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { AppError, badRequest } from '../errors';

/** A spreadsheet as text: the header row and every row under it, each cell trimmed. */
export interface SheetText {
  headers: string[];
  /** Data rows with their line number in the file (1 is the header row), blank rows left out. */
  rows: { line: number; cells: string[] }[];
}

export type SheetFormat = 'csv' | 'xlsx';

export const SHEET_MESSAGES = {
  wrongType: 'The file must be a CSV file or an Excel workbook (.xlsx)',
  unreadable: 'The file could not be read as a spreadsheet; save it again as CSV or .xlsx and upload that',
  noHeader: 'The file is empty: it needs a header row, like the template’s',
} as const;

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * What the bytes are, whatever the file is called: an .xlsx is a ZIP archive; a CSV is text (UTF-8,
 * no NUL bytes). An old binary .xls or anything else is neither.
 */
export function sheetFormatOf(content: Buffer): SheetFormat | undefined {
  if (content.subarray(0, 4).equals(ZIP_SIGNATURE)) return 'xlsx';
  if (content.includes(0)) return undefined;
  const text = new TextDecoder('utf-8', { fatal: false }).decode(content.subarray(0, 64 * 1024));
  // Many replacement characters mean it is not UTF-8 text (an .xls, a PDF, an image).
  const replaced = text.split('\uFFFD').length - 1;
  return replaced > 2 ? undefined : 'csv';
}

/** A cell as the text a person sees: dates as YYYY-MM-DD, formulas as their result, rich text joined. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : String(Number(value.toFixed(6)));
  // Our CSV exports guard formula-like text with an apostrophe; importing one back drops it.
  if (typeof value === 'string') return value.trim().replace(/^'(?=[=+\-@])/, '');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if ('richText' in value)
    return value.richText
      .map((part) => part.text)
      .join('')
      .trim();
  if ('formula' in value || 'sharedFormula' in value) return cellText((value.result ?? null) as ExcelJS.CellValue);
  if ('hyperlink' in value) return cellText(value.text as ExcelJS.CellValue);
  // An error cell (#N/A, #REF!): nothing usable.
  return '';
}

async function loadWorksheet(content: Buffer, format: SheetFormat): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  if (format === 'xlsx') {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
    const sheet = workbook.worksheets.find((candidate) => candidate.state !== 'hidden' && candidate.actualRowCount > 0);
    return sheet ?? workbook.worksheets[0] ?? workbook.addWorksheet('Sheet1');
  }
  const text = content.subarray(0, 3).equals(UTF8_BOM) ? content.subarray(3) : content;
  // Every cell stays text: exceljs would otherwise turn '0012' into 12 and '2027-03-31' into a Date.
  return workbook.csv.read(Readable.from([text]), { map: (value: unknown) => value });
}

/**
 * Reads an uploaded CSV or XLSX file (the first sheet with content) into text rows. At most
 * `maxRows` data rows; blank rows are skipped and trailing blank columns ignored.
 */
export async function readSheet(content: Buffer, { maxRows }: { maxRows: number }): Promise<SheetText> {
  const format = sheetFormatOf(content);
  if (!format) throw new AppError(415, SHEET_MESSAGES.wrongType);
  let sheet: ExcelJS.Worksheet;
  try {
    sheet = await loadWorksheet(content, format);
  } catch {
    throw badRequest(SHEET_MESSAGES.unreadable);
  }

  let headers: string[] | undefined;
  const rows: SheetText['rows'] = [];
  let tooMany = false;
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    if (tooMany) return;
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    const cells = Array.from(values, (value) => cellText(value as ExcelJS.CellValue));
    if (cells.every((cell) => cell === '')) return;
    if (!headers) {
      headers = cells;
      return;
    }
    if (rows.length === maxRows) {
      tooMany = true;
      return;
    }
    rows.push({ line, cells });
  });
  if (!headers) throw badRequest(SHEET_MESSAGES.noHeader);
  if (tooMany) {
    throw badRequest(
      `The file has more than ${maxRows.toLocaleString('en-IN')} rows; import at most ${maxRows.toLocaleString('en-IN')} at a time`,
    );
  }
  return { headers, rows };
}
