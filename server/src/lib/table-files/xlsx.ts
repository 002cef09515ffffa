import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { drained, withFirstBatch } from './output';
import {
  checkSpec,
  dateOf,
  decimalsOf,
  numberOf,
  paiseOf,
  RunningTotals,
  type CellValue,
  type ColumnSpec,
  type TableSpec,
} from './spec';
import { widthOf } from './widths';

/*
 * XLSX through exceljs's streaming writer: each batch of rows is committed (written and forgotten)
 * as it comes. Cells are real numbers and dates with their formats, so the accountant's formulas
 * work on them; the header row is bold, frozen and filtered; the totals row holds SUM formulas over
 * the column, with their results cached so a viewer that does not calculate shows them too.
 */

/**
 * Rupees with Indian grouping. Excel reads '#,##,##0' as "group thousands" and groups as the
 * computer's region says (1,23,456.00 on an Indian one, 123,456.00 elsewhere): a format that forces
 * lakhs everywhere needs conditional sections, which print losses (negative amounts) wrongly.
 */
export const RUPEE_FORMAT = '"₹"#,##,##0.00';
export const DATE_FORMAT = 'dd/mm/yyyy';

function numberFormat(column: ColumnSpec): string | undefined {
  switch (column.kind) {
    case 'money':
      return RUPEE_FORMAT;
    case 'integer':
      return '#,##,##0';
    case 'decimal': {
      const decimals = decimalsOf(column);
      return decimals > 0 ? `#,##,##0.${'0'.repeat(decimals)}` : '#,##,##0';
    }
    case 'percent':
      return '0.0%';
    case 'date':
      return DATE_FORMAT;
    case 'text':
      return undefined;
  }
}

/** The cell's value as Excel stores it: rupees, a fraction for a percentage, a date. */
function cellValue(column: ColumnSpec, value: CellValue): ExcelJS.CellValue {
  if (value === null || value === undefined || value === '') return null;
  switch (column.kind) {
    case 'text':
      return String(value);
    case 'money':
      return paiseOf(value) / 100;
    case 'integer':
    case 'decimal':
      return numberOf(value);
    case 'percent':
      return numberOf(value)! / 100;
    case 'date':
      return dateOf(value) ?? String(value);
  }
}

/** A worksheet's name: at most 31 characters, none of : \ / ? * [ ]. */
export function sheetNameOf(title: string): string {
  const name = title
    .replace(/[:\\/?*[\]]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 31)
    .trim();
  return name || 'Report';
}

/**
 * LibreOffice shows an autofilter only when its range has the name Excel gives it, local to the
 * sheet; exceljs names none, and its own names are workbook-wide, so the name goes in the model.
 * The filter is on the first sheet's header row, over `lastRow` rows, columns A to `lastLetter`.
 */
export function nameFirstSheetFilter(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  sheetName: string,
  lastLetter: string,
  lastRow: number,
) {
  const range = `'${sheetName.replace(/'/g, "''")}'!$A$1:$${lastLetter}$${lastRow}`;
  Object.defineProperty(workbook.definedNames, 'model', {
    value: [{ name: '_xlnm._FilterDatabase', localSheetId: 0, ranges: [range] }],
  });
}

const BOLD: Partial<ExcelJS.Font> = { name: 'Calibri', size: 11, bold: true };

/** The sheet's XML waiting for compression, beyond which writing rows waits. */
const MAX_BACKLOG = 1024 * 1024;

/**
 * How many bytes of the sheet's XML wait to be compressed. exceljs (4.4.0) hands a committed row's
 * XML to the zip's entry stream without heeding its backpressure, so when zlib is slower than the
 * rows come (a busy machine, rows already in memory) the XML piles up there: 100,000 rows left
 * 20 MB waiting. Nothing public tells, so this reads the entry stream's buffer; if exceljs changes
 * shape it answers 0, and only that bound is lost.
 */
function compressionBacklog(sheet: ExcelJS.Worksheet): number {
  const internal = sheet as unknown as { _stream?: { pipes?: { _writableState?: { length?: number } }[] } };
  return internal._stream?.pipes?.[0]?._writableState?.length ?? 0;
}

async function compressionCaughtUp(sheet: ExcelJS.Worksheet): Promise<void> {
  while (compressionBacklog(sheet) > MAX_BACKLOG) await new Promise((resolve) => setTimeout(resolve, 2));
}

/** Writes the table to `out` as an XLSX workbook of one sheet, waiting for it between batches; ends `out`. */
export async function writeXlsx(spec: TableSpec, out: Writable): Promise<void> {
  checkSpec(spec);
  const { columns } = spec;
  const { first, all } = await withFirstBatch(spec.rows);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
  workbook.title = spec.title;
  if (spec.period) workbook.subject = spec.period;
  const name = sheetNameOf(spec.title);
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  const styles = columns.map((column): Partial<ExcelJS.Style> => {
    const numFmt = numberFormat(column);
    return numFmt ? { numFmt } : {};
  });
  sheet.columns = columns.map((column, index) => ({ key: column.key, width: widthOf(column, first), style: styles[index]! }));
  const header = sheet.addRow(columns.map((column) => column.label));
  header.font = BOLD;
  header.commit();

  const totals = new RunningTotals(spec.total);
  for await (const batch of all) {
    for (const row of batch) {
      totals.add(row);
      const added = sheet.addRow(columns.map((column) => cellValue(column, row[column.key])));
      // The column's own style object on each cell: exceljs knows an object it has seen, and would
      // otherwise serialise every cell's copy of the style to find its id (a tenth of the time).
      added.eachCell((cell, number) => (cell.style = styles[number - 1]!));
      added.commit();
    }
    await compressionCaughtUp(sheet);
    await drained(out);
  }
  const lastRow = totals.rows + 1;
  const lastLetter = sheet.getColumn(columns.length).letter;

  if (spec.total) {
    const sums = totals.row(columns);
    const cells = columns.map((column, index): ExcelJS.CellValue => {
      if (index === 0) return String(sums[column.key]);
      const result = cellValue(column, sums[column.key]);
      // SUM over no rows would take in the totals row itself.
      if (!totals.isSummed(column.key) || totals.rows === 0) return result;
      const letter = sheet.getColumn(index + 1).letter;
      return { formula: `SUM(${letter}2:${letter}${lastRow})`, result: result as number };
    });
    const totalRow = sheet.addRow(cells);
    totalRow.font = BOLD;
    totalRow.commit();
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  sheet.commit();
  nameFirstSheetFilter(workbook, name, lastLetter, lastRow);
  await workbook.commit();
}
