import type { Writable } from 'node:stream';
import {
  LABEL_COLOUR,
  LANDSCAPE_FOOTER_TOP,
  LANDSCAPE_WIDTH,
  FOOTER_TOP,
  MARGIN,
  WIDTH,
  ddmmyyyy,
  drawFooter,
  drawLetterhead,
  indianDateTime,
  logoImage,
  newA4Stream,
  rule,
  tableRow,
  textIn,
  type Doc,
  type LetterheadCompany,
  type TableColumn,
} from '../pdf-drawing';
import { drained, withFirstBatch } from './output';
import {
  checkSpec,
  decimalsOf,
  groupedRupees,
  numberOf,
  RunningTotals,
  type CellValue,
  type ColumnSpec,
  type TableRow,
  type TableSpec,
} from './spec';
import { widthOf } from './widths';

/*
 * The table on A4 pages (landscape when its columns need the width): the company's letterhead, the
 * title and period on the first page, a running head and the header row on every page, one line per
 * row (a long value is cut with an ellipsis, so every row has the same height), the totals row at the
 * end, and 'Page n of N' at each foot.
 *
 * Page numbers: pdfkit writes a page out when the next one begins (no bufferPages), which keeps
 * memory flat, but then a page's foot cannot wait for the count of pages. Rows are all one height,
 * so the count follows from the number of rows: with `rowCount` in the spec the foot says 'Page n
 * of N'; without it, 'Page n'. (Holding every page until the end, pdfkit's bufferPages, would grow
 * with the report; a form XObject filled in at the end would work, but pdfkit has no API for it.)
 */

export interface PdfOptions {
  /** The letterhead, as modules/company/letterhead loads it. */
  company: LetterheadCompany & { logoPng?: Buffer | null };
  generatedAt?: Date;
}

const ROW = 14;
const HEADER_ROW = 16;
/** The title and the period under the letterhead. */
const TITLE_BLOCK = 40;
/** The title repeated at the top of each later page. */
const RUNNING_HEAD = 18;
/** A column of n characters takes about this many points at the rows' type size. */
const POINTS_PER_CHARACTER = 4.6;
const TEXT_SIZE = 7.5;

interface Page {
  landscape: boolean;
  width: number;
  /** Where the rows stop: above the footer. */
  bottom: number;
}

const PORTRAIT: Page = { landscape: false, width: WIDTH, bottom: FOOTER_TOP - 10 };
const LANDSCAPE: Page = { landscape: true, width: LANDSCAPE_WIDTH, bottom: LANDSCAPE_FOOTER_TOP - 10 };

/** Where the header row of the first page and of each later one sits (drawLetterhead is 76 points high). */
const FIRST_TABLE_TOP = MARGIN + 76 + TITLE_BLOCK;
const LATER_TABLE_TOP = MARGIN + RUNNING_HEAD;

/** How many rows fit under the header row on the first page and on each later one. */
function capacity(page: Page): { first: number; later: number } {
  return {
    first: Math.floor((page.bottom - FIRST_TABLE_TOP - HEADER_ROW) / ROW),
    later: Math.floor((page.bottom - LATER_TABLE_TOP - HEADER_ROW) / ROW),
  };
}

/** How many pages `lines` rows (the totals row included) take. */
export function pagesFor(lines: number, landscape: boolean): number {
  const { first, later } = capacity(landscape ? LANDSCAPE : PORTRAIT);
  return lines <= first ? 1 : 1 + Math.ceil((lines - first) / later);
}

const numberFormats = new Map<number, Intl.NumberFormat>();
/** Indian grouping with `decimals` places; a formatter is costly to make, so each is made once. */
function indianNumber(decimals: number): Intl.NumberFormat {
  let format = numberFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('en-IN', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    numberFormats.set(decimals, format);
  }
  return format;
}

/** A cell as printed: amounts in Indian grouping, dates as dd/mm/yyyy, a blank as nothing. */
function printed(column: ColumnSpec, value: CellValue): string {
  if (value === null || value === undefined || value === '') return '';
  switch (column.kind) {
    case 'text':
      return String(value);
    case 'money':
      return groupedRupees(value);
    case 'date':
      return ddmmyyyy(String(value));
    case 'integer':
      return indianNumber(0).format(numberOf(value)!);
    case 'decimal':
      return indianNumber(decimalsOf(column)).format(numberOf(value)!);
    case 'percent':
      return `${indianNumber(1).format(numberOf(value)!)}%`;
  }
}

/** Writes the table to `out` as a PDF, waiting for it between batches; ends `out`. */
export async function writePdf(spec: TableSpec, out: Writable, { company, generatedAt = new Date() }: PdfOptions): Promise<void> {
  checkSpec(spec);
  const { columns, title } = spec;
  const { first, all } = await withFirstBatch(spec.rows);
  const characters = columns.map((column) => widthOf(column, first, 40));
  const total = characters.reduce((sum, width) => sum + width, 0);
  const page = total * POINTS_PER_CHARACTER > WIDTH ? LANDSCAPE : PORTRAIT;
  const table: TableColumn[] = columns.map((column, index) => ({
    label: column.label,
    share: characters[index]! / total,
    align: column.kind === 'text' || column.kind === 'date' ? 'left' : 'right',
  }));
  const lines = spec.rowCount === undefined ? undefined : Math.max(1, spec.rowCount) + (spec.total ? 1 : 0);
  const pageCount = lines === undefined ? undefined : pagesFor(lines, page.landscape);
  const logo = await logoImage(company.logoPng ?? null);
  const generated = indianDateTime(generatedAt);
  const heading = spec.period ? `${title} · ${spec.period}` : title;

  const doc = newA4Stream({ Title: title, Author: company.name, Subject: heading, CreationDate: generatedAt });
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => out.write(chunk));
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  let number = 0;
  let y = 0;
  const row = (values: readonly string[] | null, bold = false) => {
    tableRow(doc, table, y, values ? ROW : HEADER_ROW, values, { size: TEXT_SIZE, inset: 3, bold, width: page.width });
    y += values ? ROW : HEADER_ROW;
  };
  const newPage = () => {
    if (number > 0) footer(doc, page, generated, title, number, pageCount);
    number += 1;
    doc.addPage({ size: 'A4', layout: page.landscape ? 'landscape' : 'portrait', margin: 0 });
    if (number === 1) {
      y = drawLetterhead(doc, company, logo, 'REPORT', MARGIN, page.width);
      textIn(doc, title, MARGIN, y + 4, page.width, 16, { size: 13, bold: true });
      textIn(doc, spec.period ?? '', MARGIN, y + 22, page.width * 0.7, 11, { size: 9 });
      if (columns.some((column) => column.kind === 'money'))
        textIn(doc, 'Amounts in Rs.', MARGIN + page.width * 0.7, y + 22, page.width * 0.3, 11, {
          size: 8,
          align: 'right',
          colour: LABEL_COLOUR,
        });
      y = FIRST_TABLE_TOP;
    } else {
      textIn(doc, heading, MARGIN, MARGIN, page.width, 10, { size: 8, bold: true, colour: LABEL_COLOUR });
      rule(doc, MARGIN, MARGIN + 12, page.width, 0.3);
      y = LATER_TABLE_TOP;
    }
    row(null);
  };
  /** Room for one more line, on a new page if this one is full. */
  const line = () => {
    if (y + ROW > page.bottom) newPage();
  };

  newPage();
  const totals = new RunningTotals(spec.total);
  for await (const batch of all) {
    for (const values of batch) {
      totals.add(values);
      line();
      row(columns.map((column) => printed(column, values[column.key])));
    }
    await drained(out);
  }
  if (totals.rows === 0) {
    line();
    textIn(doc, 'Nothing to show for this period.', MARGIN + 3, y + 3, page.width - 6, ROW - 4, { size: TEXT_SIZE });
    y += ROW;
  }
  if (spec.total) {
    const sums: TableRow = totals.row(columns);
    line();
    row(
      columns.map((column, index) => (index === 0 ? String(sums[column.key]) : printed(column, sums[column.key]))),
      true,
    );
  }
  footer(doc, page, generated, title, number, pageCount);
  doc.end();
  await finished;
  out.end();
}

function footer(doc: Doc, page: Page, generated: string, title: string, number: number, count: number | undefined) {
  // A count the rows outgrew (a row count given wrong) is left out rather than printed false.
  const of = count !== undefined && number <= count ? ` of ${count}` : '';
  drawFooter(doc, generated, `${title} · Page ${number}${of}`, page.landscape);
}
