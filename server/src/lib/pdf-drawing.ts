import PDFDocument from 'pdfkit';
import { formatPaise, indianClock } from 'shared-api/formats';

/*
 * What every printed document (the LR, the freight bill) draws with: pdfkit's built-in Helvetica only
 * (no files read, no network). It has no ₹ glyph, so amounts read "Rs. 1,23,456.78", and text it
 * cannot encode (WinAnsi) prints as "?". Every piece of text is drawn inside a box of fixed size,
 * wrapped and cut with an ellipsis, so nothing long can overlap.
 */

export type Doc = PDFKit.PDFDocument;

export const PAGE_WIDTH = 595.28;
export const PAGE_HEIGHT = 841.89;
export const MARGIN = 28;
export const WIDTH = PAGE_WIDTH - 2 * MARGIN;
/** The printable width of an A4 page turned landscape (a table with many columns). */
export const LANDSCAPE_WIDTH = PAGE_HEIGHT - 2 * MARGIN;
export const NONE = '—';
export const REGULAR = 'Helvetica';
export const BOLD = 'Helvetica-Bold';
export const LABEL_COLOUR = '#333333';

/* ------------------------------------------------------------------------------------------------
 * Values as printed
 * ---------------------------------------------------------------------------------------------- */

/** Characters Helvetica's WinAnsi encoding has beyond Latin-1. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Text the built-in font can print: ₹ as "Rs. ", tabs as spaces, anything else it lacks as "?". */
export function printable(text: string): string {
  return Array.from(text.replace(/₹/g, 'Rs. ').replace(/\r\n?/g, '\n').replace(/\t/g, ' '))
    .map((char) => {
      const code = char.codePointAt(0)!;
      if (char === '\n' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char))
        return char;
      return code < 0x20 || (code >= 0x7f && code < 0xa0) ? '' : '?';
    })
    .join('');
}

export const orNone = (value: string | number | null | undefined): string =>
  value === null || value === undefined || String(value).trim() === '' ? NONE : String(value);

/** Integer paise → "Rs. 1,23,456.78" ("-Rs. 5.00" when negative). */
export const rupees = (paise: number): string => formatPaise(paise).replace('₹', 'Rs. ');

export const rupeesOrNone = (paise: number | null | undefined) => (paise === null || paise === undefined ? NONE : rupees(paise));

/** 2026-11-20 → 20/11/2026, as people in India write dates. */
const indianDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** '2025-07-04' → '04/07/2025'; a blank as a dash. */
export const ddmmyyyy = (iso: string | null | undefined): string =>
  iso && /^\d{4}-\d{2}-\d{2}$/.test(iso) ? indianDate(iso) : orNone(iso);

/** '12.5' → '12.500 t'. */
export function tonnes(value: string | null | undefined): string {
  if (value === null || value === undefined || value.trim() === '') return NONE;
  const match = /^(\d+)(?:\.(\d{1,3}))?$/.exec(value.trim());
  return match ? `${match[1]}.${(match[2] ?? '').padEnd(3, '0')} t` : `${value} t`;
}

/** A GSTIN's characters 3 to 12 are the holder's PAN. */
export const panOfGstin = (gstin: string): string | null => (gstin.trim().length === 15 ? gstin.trim().slice(2, 12) : null);

/** Date and time in India: '04/07/2025, 14:05 IST'. */
export function indianDateTime(at: Date): string {
  const { date, time } = indianClock(at);
  return `${indianDate(date)}, ${time} IST`;
}

/* ------------------------------------------------------------------------------------------------
 * Drawing helpers: every piece of text inside a box it cannot leave
 * ---------------------------------------------------------------------------------------------- */

export interface TextStyle {
  size?: number;
  bold?: boolean;
  align?: 'left' | 'center' | 'right';
  colour?: string;
  spacing?: number;
}

/** Text wrapped to `width` and cut with an ellipsis at `height` (always at least one line). */
export function textIn(doc: Doc, text: string, x: number, y: number, width: number, height: number, style: TextStyle = {}) {
  doc
    .font(style.bold ? BOLD : REGULAR)
    .fontSize(style.size ?? 8.5)
    .fillColor(style.colour ?? 'black');
  doc.text(printable(text), x, y, {
    width,
    height: Math.max(height, doc.currentLineHeight(true)),
    ellipsis: true,
    align: style.align ?? 'left',
    characterSpacing: style.spacing ?? 0,
    lineGap: 0,
  });
}

/** The largest size from `max` down to `min` at which the text fits on one line of `width`. */
export function fittingSize(doc: Doc, text: string, font: string, width: number, max: number, min: number): number {
  const atMax = doc.font(font).fontSize(max).widthOfString(printable(text));
  return Math.max(min, Math.min(max, Math.floor((max * width * 10) / Math.max(atMax, 1)) / 10));
}

/** A heading in small capitals (upper case, small, spaced). */
export function heading(doc: Doc, text: string, x: number, y: number, width: number, align: TextStyle['align'] = 'left') {
  textIn(doc, text.toUpperCase(), x, y, width, 8, { size: 6, bold: true, colour: LABEL_COLOUR, spacing: 0.4, align });
}

export function box(doc: Doc, x: number, y: number, width: number, height: number, lineWidth = 0.5) {
  doc.lineWidth(lineWidth).strokeColor('black').rect(x, y, width, height).stroke();
}

export function rule(doc: Doc, x: number, y: number, width: number, lineWidth = 0.5) {
  doc
    .lineWidth(lineWidth)
    .strokeColor('black')
    .moveTo(x, y)
    .lineTo(x + width, y)
    .stroke();
}

/** A bordered cell: a small heading, then its value below, wrapped inside. */
export function cell(
  doc: Doc,
  x: number,
  y: number,
  width: number,
  height: number,
  label: string,
  value: string,
  style: TextStyle = {},
) {
  box(doc, x, y, width, height);
  heading(doc, label, x + 4, y + 3, width - 8);
  textIn(doc, value, x + 4, y + 12, width - 8, height - 14, style);
}

export interface RowCell extends TextStyle {
  label: string;
  value: string;
  /** Share of the row's width; the shares of a row add up to 1. */
  share: number;
}

/** Cells side by side across the full width, sharing their borders. */
export function row(doc: Doc, y: number, height: number, cells: readonly RowCell[]) {
  let x = MARGIN;
  cells.forEach((item, index) => {
    const width = index === cells.length - 1 ? MARGIN + WIDTH - x : WIDTH * item.share;
    cell(doc, x, y, width, height, item.label, item.value, item);
    x += width;
  });
}

/** A label on the left and an amount on the right, on one line. */
export function amountLine(doc: Doc, x: number, y: number, width: number, label: string, amount: string, bold = false) {
  const amountWidth = Math.min(
    width * 0.6,
    doc
      .font(bold ? BOLD : REGULAR)
      .fontSize(8)
      .widthOfString(printable(amount)) + 2,
  );
  textIn(doc, label, x, y, width - amountWidth - 4, 10, { size: 8, bold });
  textIn(doc, amount, x + width - amountWidth, y, amountWidth, 10, { size: 8, bold, align: 'right' });
}

/** What a printed document's letterhead shows of the company. */
export interface LetterheadCompany {
  name: string;
  address: string;
  gstin: string;
  phone: string;
  email: string;
}

/**
 * The company's letterhead across the top of a page: the logo, name, address, GSTIN and PAN, phone
 * and e-mail, and `label` boxed on the right (the LR's copy, the invoice's "ORIGINAL FOR RECIPIENT").
 * Returns where the page goes on below it. `pageWidth`: LANDSCAPE_WIDTH on a page turned landscape.
 */
export function drawLetterhead(
  doc: Doc,
  company: LetterheadCompany,
  logo: string | null,
  label: string,
  top: number,
  pageWidth = WIDTH,
): number {
  const height = 70;
  let x = MARGIN;
  if (logo) {
    doc.image(logo, MARGIN, top, { fit: [64, 60], align: 'center', valign: 'center' });
    x += 72;
  }
  const labelWidth = 130;
  const width = MARGIN + pageWidth - labelWidth - 10 - x;
  const pan = panOfGstin(company.gstin);
  textIn(doc, company.name, x, top, width, 18, { size: fittingSize(doc, company.name, BOLD, width, 15, 11), bold: true });
  // The address takes one or two lines; the lines under it follow it.
  const address = printable(orNone(company.address));
  const addressHeight = Math.min(doc.font(REGULAR).fontSize(8).heightOfString(address, { width, lineGap: 0 }), 20);
  let y = top + 20;
  textIn(doc, address, x, y, width, addressHeight, { size: 8 });
  y += addressHeight + 3;
  textIn(doc, `GSTIN: ${orNone(company.gstin)}     PAN: ${orNone(pan)}`, x, y, width, 10, { size: 8, bold: true });
  textIn(doc, `Phone: ${orNone(company.phone)}     E-mail: ${orNone(company.email)}`, x, y + 11, width, 10, { size: 8 });

  const labelX = MARGIN + pageWidth - labelWidth;
  box(doc, labelX, top + 8, labelWidth, 26, 1.5);
  textIn(doc, label, labelX + 4, top + 16, labelWidth - 8, 12, {
    size: 10.5,
    bold: true,
    align: 'center',
    spacing: 0.5,
  });
  rule(doc, MARGIN, top + height + 2, pageWidth, 1);
  return top + height + 6;
}

/** Bounds the memory a logo's decoding may take. */
const MAX_LOGO_PIXELS = 4096 * 4096;

/** PNG, JPEG or WebP, by their first bytes: never an SVG, which is a document, not pixels (see modules/company/svg-to-png.ts). */
function isRasterImage(bytes: Buffer): boolean {
  const png = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const jpeg = bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]));
  const webp = bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';
  return png || jpeg || webp;
}

/**
 * The logo as a data: URL of a PNG sharp wrote, or null when it cannot be read. pdfkit decodes a
 * PNG with transparency asynchronously and throws a corrupt one's error where nothing can catch it
 * (the process would stop), so the bytes are decoded and written again here first. A data: URL,
 * unlike a Buffer, is embedded once and reused on every page.
 */
export async function logoImage(bytes: Buffer | null): Promise<string | null> {
  if (!bytes || !isRasterImage(bytes)) return null;
  try {
    // Loaded here: a table file's worker thread imports this module and seldom draws a logo.
    const { default: sharp } = await import('sharp');
    const png = await sharp(bytes, { limitInputPixels: MAX_LOGO_PIXELS })
      .resize({ width: 400, height: 400, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
    return `data:image/png;base64,${png.toString('base64')}`;
  } catch {
    // Not an image, or a damaged one: the document is printed without the logo.
    return null;
  }
}

/**
 * An A4 document with nothing drawn yet, read as a stream: pdfkit writes each page out when the next
 * one is added, so a long document is never held whole.
 */
export function newA4Stream(info: PDFKit.DocumentInfo): Doc {
  return new PDFDocument({ size: 'A4', margin: 0, autoFirstPage: false, displayTitle: true, info });
}

/** An A4 document with nothing drawn yet, and the promise of its bytes once `doc.end()` is called. */
export function newA4Document(info: PDFKit.DocumentInfo): { doc: Doc; bytes: Promise<Buffer> } {
  const doc = newA4Stream(info);
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}

/** "For <company>" over a line to sign on, boxed at the right of the page. */
export function drawSignatureBox(doc: Doc, companyName: string, top: number): number {
  const width = WIDTH / 3;
  const x = MARGIN + WIDTH - width;
  box(doc, x, top, width, 56);
  textIn(doc, `For ${companyName}`, x + 4, top + 4, width - 8, 18, { size: 8, bold: true, align: 'center' });
  rule(doc, x + 12, top + 40, width - 24, 0.3);
  textIn(doc, 'Authorised signatory', x + 4, top + 43, width - 8, 10, { size: 7, align: 'center', colour: LABEL_COLOUR });
  return top + 56;
}

export interface TableColumn {
  label: string;
  /** Share of the page's width; the last column takes what is left. */
  share: number;
  align?: TextStyle['align'];
}

/**
 * One row of a bordered table across the page: `values` one per column, or null for the header row,
 * which prints the labels as headings. `size` is the values' type size; `inset` the padding; `width`
 * LANDSCAPE_WIDTH on a page turned landscape; `bold` for a totals row.
 */
export function tableRow(
  doc: Doc,
  columns: readonly TableColumn[],
  y: number,
  height: number,
  values: readonly string[] | null,
  {
    size = 8,
    inset = 3,
    bold = false,
    width: tableWidth = WIDTH,
  }: { size?: number; inset?: number; bold?: boolean; width?: number } = {},
) {
  let x = MARGIN;
  columns.forEach((column, index) => {
    const width = index === columns.length - 1 ? MARGIN + tableWidth - x : tableWidth * column.share;
    box(doc, x, y, width, height);
    const align = column.align ?? 'left';
    if (values === null) heading(doc, column.label, x + inset, y + inset + 1, width - 2 * inset, align);
    else textIn(doc, values[index] ?? NONE, x + inset, y + inset, width - 2 * inset, height - inset - 1, { size, align, bold });
    x += width;
  });
}

/** Where every page's footer line sits: just above the bottom margin. */
export const FOOTER_TOP = PAGE_HEIGHT - MARGIN - 8;

/** The footer line of an A4 page turned landscape. */
export const LANDSCAPE_FOOTER_TOP = PAGE_WIDTH - MARGIN - 8;

/** The line at the foot of a page: when it was generated on the left, `where` (document, page) on the right. */
export function drawFooter(doc: Doc, generated: string, where: string, landscape = false) {
  const [top, width] = landscape ? [LANDSCAPE_FOOTER_TOP, LANDSCAPE_WIDTH] : [FOOTER_TOP, WIDTH];
  rule(doc, MARGIN, top - 4, width, 0.3);
  const half = width / 2;
  textIn(doc, `Generated ${generated}`, MARGIN, top, half, 9, { size: 7, colour: LABEL_COLOUR });
  textIn(doc, where, MARGIN + half, top, half, 9, { size: 7, colour: LABEL_COLOUR, align: 'right' });
}
