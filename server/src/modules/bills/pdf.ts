import { formatRate, gstRegimeLabels, GTA_SAC } from 'shared-api/money';
import type { FreightBillDetail, RateBasis } from 'shared-api/schemas';
import {
  LABEL_COLOUR,
  MARGIN,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  WIDTH,
  amountLine,
  box,
  ddmmyyyy,
  drawLetterhead,
  drawSignatureBox,
  newA4Document,
  heading,
  indianDateTime,
  logoImage,
  orNone,
  row,
  rule,
  rupees,
  tableRow,
  textIn,
  tonnes,
  type Doc,
  type LetterheadCompany,
  drawFooter,
  FOOTER_TOP,
} from '../../lib/pdf-drawing';

/*
 * The freight bill as a GTA tax invoice on A4 (domain.md, "Freight bill"): the supplier, the bill's
 * number and dates, the recipient and the place of supply, SAC 996511, one row per LR, the taxable
 * value with each tax and the total in figures and words, whether tax is payable on reverse charge
 * and the declaration its regime needs. Long bills run on over as many pages as their rows take,
 * the table's head repeated on each. A cancelled bill is stamped with its credit note.
 */

export interface BillCompany extends LetterheadCompany {
  logoPng: Buffer | null;
}

export interface BillPdfInput {
  bill: FreightBillDetail;
  company: BillCompany;
  generatedAt?: Date;
}

/** What the totals, words, declarations and signature take under the last row. */
const CLOSING_HEIGHT = 190;
const ROW_HEIGHT = 24;
const HEAD_HEIGHT = 16;

const COLUMNS = [
  { label: '#', share: 0.035, align: 'right' },
  { label: 'LR no. · date', share: 0.125, align: 'left' },
  { label: 'Vehicle', share: 0.105, align: 'left' },
  { label: 'From · to', share: 0.165, align: 'left' },
  { label: 'Goods', share: 0.1, align: 'left' },
  { label: 'Weight · rate', share: 0.12, align: 'right' },
  { label: 'Freight', share: 0.12, align: 'right' },
  { label: 'Charges', share: 0.1, align: 'right' },
  { label: 'Taxable value', share: 0.13, align: 'right' },
] as const;

const billRow = (doc: Doc, y: number, height: number, values: readonly string[] | null) =>
  tableRow(doc, COLUMNS, y, height, values, { size: 7.5 });

const PER_UNIT: Record<RateBasis, string> = { fixed: ' fixed', per_tonne: '/t', per_km: '/km' };

function rateText(line: { rateBasis: RateBasis; ratePaise: number }): string {
  return `@ ${rupees(line.ratePaise)}${PER_UNIT[line.rateBasis]}`;
}

function lineValues(line: FreightBillDetail['lines'][number]): string[] {
  return [
    String(line.position),
    `${line.lrNo}\n${ddmmyyyy(line.lrDate)}`,
    orNone(line.vehicleNumber),
    `${line.origin}\nto ${line.destination}`,
    line.goodsDescription,
    `${tonnes(line.weightTonnes)}\n${rateText(line)}`,
    rupees(line.freightPaise),
    rupees(line.chargesPaise),
    rupees(line.taxablePaise),
  ];
}

function drawTitle(doc: Doc, bill: FreightBillDetail, top: number): number {
  textIn(doc, 'TAX INVOICE', MARGIN, top, WIDTH, 16, { size: 14, bold: true, align: 'center' });
  heading(doc, `Goods transport agency · SAC ${GTA_SAC} · Original for recipient`, MARGIN, top + 17, WIDTH, 'center');
  let y = top + 28;
  row(doc, y, 28, [
    { label: 'Invoice no.', value: bill.billNo, share: 0.24, size: 11, bold: true },
    { label: 'Invoice date', value: ddmmyyyy(bill.billDate), share: 0.18, size: 10, bold: true },
    { label: 'Due date', value: ddmmyyyy(bill.dueDate), share: 0.18, size: 10 },
    { label: 'SAC', value: GTA_SAC, share: 0.14, size: 10 },
    { label: 'Tax payable on reverse charge', value: bill.reverseCharge ? 'Yes' : 'No', share: 0.26, size: 10, bold: true },
  ]);
  y += 28;
  const party = bill.billingParty;
  row(doc, y, 58, [
    {
      label: 'Bill to (recipient)',
      value: `${party.name}\n${orNone(party.address)}\nGSTIN: ${orNone(party.gstin)}`,
      share: 0.6,
      size: 8.5,
    },
    {
      label: 'Place of supply',
      value: `${bill.placeOfSupply.name} (state code ${bill.placeOfSupply.code})\n${gstRegimeLabels[bill.regime]}`,
      share: 0.4,
      size: 8.5,
    },
  ]);
  return y + 58 + 6;
}

function taxLines(bill: FreightBillDetail): [string, number][] {
  if (bill.reverseCharge) return [];
  if (bill.interState) return [[`IGST @ ${formatRate(bill.rateBasisPoints)}`, bill.igstPaise]];
  const half = formatRate(bill.rateBasisPoints / 2);
  return [
    [`CGST @ ${half}`, bill.cgstPaise],
    [`SGST @ ${half}`, bill.sgstPaise],
  ];
}

/** What the law asks the invoice to say about who pays the tax. */
function declaration(bill: FreightBillDetail, companyName: string): string {
  if (bill.reverseCharge) {
    return `GST at 5% on this freight is payable by the recipient under reverse charge (section 9(3) of the CGST Act). ${companyName} has not charged GST on this invoice.`;
  }
  return `${companyName} has opted to pay GST on goods transport agency services under forward charge for the financial year ${bill.sessionName}.`;
}

function drawClosing(doc: Doc, bill: FreightBillDetail, company: BillCompany, top: number) {
  const half = WIDTH / 2;
  const rightX = MARGIN + half;
  const totals: [string, number, boolean][] = [
    ['Taxable value', bill.taxablePaise, false],
    ...taxLines(bill).map(([label, paise]): [string, number, boolean] => [label, paise, false]),
    ['Total', bill.totalPaise, true],
  ];
  // The advance paid at loading is printed as received, so the party sees what is left to pay.
  const advance = bill.receipts
    .filter((receipt) => receipt.advance && !receipt.reversed)
    .reduce((sum, receipt) => sum + receipt.amountPaise, 0);
  if (advance > 0) {
    totals.push(['Less: advance received at loading', advance, false], ['Balance payable', bill.totalPaise - advance, true]);
  }
  const totalsHeight = 14 + totals.length * 13;
  box(doc, rightX, top, half, totalsHeight);
  let y = top + 5;
  for (const [label, paise, bold] of totals) {
    if (bold) rule(doc, rightX + 6, y - 2, half - 12);
    amountLine(doc, rightX + 6, y + 1, half - 12, label, rupees(paise), bold);
    y += 13;
  }
  box(doc, MARGIN, top, half, totalsHeight);
  heading(doc, 'Amount in words', MARGIN + 6, top + 4, half - 12);
  textIn(doc, bill.amountInWords, MARGIN + 6, top + 14, half - 12, totalsHeight - 16, { size: 8.5, bold: true });

  y = top + totalsHeight + 8;
  textIn(doc, `Tax payable on reverse charge: ${bill.reverseCharge ? 'Yes' : 'No'}`, MARGIN, y, WIDTH, 10, {
    size: 8.5,
    bold: true,
  });
  textIn(doc, declaration(bill, company.name), MARGIN, y + 12, WIDTH, 22, { size: 8 });
  const notes = bill.notes ? `Notes: ${bill.notes}` : '';
  if (notes) textIn(doc, notes, MARGIN, y + 36, WIDTH, 20, { size: 8, colour: LABEL_COLOUR });

  drawSignatureBox(doc, company.name, y + 60);
}

/** Across the page, large and red, so a cancelled bill cannot be mistaken for one that stands. */
function drawCancelledStamp(doc: Doc, bill: FreightBillDetail) {
  const note = bill.creditNote;
  if (!note) return;
  const centreX = PAGE_WIDTH / 2;
  const centreY = PAGE_HEIGHT / 2;
  doc.save();
  doc.rotate(-30, { origin: [centreX, centreY] });
  doc.opacity(0.55);
  doc
    .lineWidth(3)
    .strokeColor('#b00020')
    .rect(centreX - 190, centreY - 48, 380, 96)
    .stroke();
  textIn(doc, 'CANCELLED', centreX - 185, centreY - 40, 370, 50, {
    size: 48,
    bold: true,
    align: 'center',
    colour: '#b00020',
  });
  textIn(doc, `by credit note ${note.noteNo} of ${ddmmyyyy(note.noteDate)}`, centreX - 185, centreY + 16, 370, 20, {
    size: 13,
    bold: true,
    align: 'center',
    colour: '#b00020',
  });
  doc.restore();
}

/** The rows each page takes: the first page has the title above its table, later pages a short head. */
function pagesOf(bill: FreightBillDetail, firstTableTop: number, laterTableTop: number): number[][] {
  const bottom = FOOTER_TOP - 10;
  const rowsFrom = (top: number) => Math.max(1, Math.floor((bottom - top - HEAD_HEIGHT) / ROW_HEIGHT));
  const indexes = bill.lines.map((_, index) => index);
  const pages: number[][] = [];
  let top = firstTableTop;
  while (indexes.length > 0) {
    pages.push(indexes.splice(0, rowsFrom(top)));
    top = laterTableTop;
  }
  // The totals go under the last row, or on a page of their own when the last page has no room.
  const lastRows = pages.at(-1)?.length ?? 0;
  const lastTop = pages.length === 1 ? firstTableTop : laterTableTop;
  if (lastTop + HEAD_HEIGHT + lastRows * ROW_HEIGHT + 8 + CLOSING_HEIGHT > bottom) pages.push([]);
  return pages;
}

export async function renderBillPdf({ bill, company, generatedAt = new Date() }: BillPdfInput): Promise<Buffer> {
  const { doc, bytes } = newA4Document({
    Title: `Tax invoice ${bill.billNo}`,
    Author: company.name,
    Subject: `Freight bill ${bill.billNo} to ${bill.billingParty.name}`,
    CreationDate: generatedAt,
  });

  const logo = await logoImage(company.logoPng);
  const generated = indianDateTime(generatedAt);
  const label = 'ORIGINAL';
  // Where the table starts on the first page and on the next ones, found by drawing the first page's top.
  doc.addPage({ size: 'A4', margin: 0 });
  const firstTableTop = drawTitle(doc, bill, drawLetterhead(doc, company, logo, label, MARGIN));
  const laterTableTop = MARGIN + 30;
  const pages = pagesOf(bill, firstTableTop, laterTableTop);

  pages.forEach((rows, index) => {
    let y = firstTableTop;
    if (index > 0) {
      doc.addPage({ size: 'A4', margin: 0 });
      textIn(doc, `TAX INVOICE ${bill.billNo} (continued)`, MARGIN, MARGIN, WIDTH, 14, { size: 11, bold: true });
      textIn(doc, `${bill.billingParty.name} · ${ddmmyyyy(bill.billDate)}`, MARGIN, MARGIN + 14, WIDTH, 10, { size: 8 });
      y = laterTableTop;
    }
    if (rows.length > 0) {
      billRow(doc, y, HEAD_HEIGHT, null);
      y += HEAD_HEIGHT;
      for (const lineIndex of rows) {
        billRow(doc, y, ROW_HEIGHT, lineValues(bill.lines[lineIndex]!));
        y += ROW_HEIGHT;
      }
    }
    if (index === pages.length - 1) drawClosing(doc, bill, company, y + 8);
    drawCancelledStamp(doc, bill);
    drawFooter(doc, generated, `${bill.billNo} · Page ${index + 1} of ${pages.length}`);
  });
  doc.end();
  return bytes;
}

export const billFileName = (billNo: string) => `${billNo}.pdf`;
