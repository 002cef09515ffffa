import QRCode from 'qrcode';
import {
  freightTermsLabels,
  gstPayerLabels,
  rateBasisLabels,
  riskTypeLabels,
  truckTypeLabels,
  tripChargeKindLabels,
  tripChargeKinds,
  type Trip,
  type TripChargeKind,
  type TruckType,
} from 'shared-api/schemas';
import {
  LABEL_COLOUR,
  MARGIN,
  NONE,
  WIDTH,
  amountLine,
  box,
  cell,
  ddmmyyyy,
  drawLetterhead,
  heading,
  indianDateTime,
  logoImage,
  orNone,
  rule,
  row,
  rupees,
  rupeesOrNone,
  textIn,
  tonnes,
  type Doc,
  type LetterheadCompany,
  newA4Document,
  tableRow,
  drawFooter,
  FOOTER_TOP,
} from '../../lib/pdf-drawing';

/*
 * The LR (lorry receipt, bilty, consignment note) as an A4 PDF: one page per copy, each carrying
 * every field the business prints (see domain.md, "LR / bilty"), including what CGST rule 54(3)
 * requires. Drawn with lib/pdf-drawing.ts, like every printed document.
 */

export interface LrCompany extends LetterheadCompany {
  /** The logo's bytes: PNG (JPEG and WebP are taken too); anything else, or a damaged image, is left out. */
  logoPng: Buffer | null;
}

export const LR_COPIES = ['consignor', 'consignee', 'driver', 'office'] as const;
export type LrCopy = (typeof LR_COPIES)[number];

/** The branch that booked the trip: the office a consignor or a driver calls about this LR. */
export interface LrBranch {
  name: string;
  code: string;
  address: string | null;
  phone: string | null;
}

export interface LrPdfInput {
  trip: Trip;
  company: LrCompany;
  /** Printed under the copy's name when the trip was booked in a branch. */
  branch?: LrBranch | null;
  /** The public tracking page the QR code opens. */
  trackingUrl: string;
  /** The copies to print, one page each, in this order; all four by default. */
  copies?: readonly LrCopy[];
  /** Printed in the footer and set as the creation date; now by default. */
  generatedAt?: Date;
}

const copyTitle = (copy: LrCopy) => `${copy.toUpperCase()} COPY`;
const copyName = (copy: LrCopy) => `${copy.charAt(0).toUpperCase()}${copy.slice(1)} copy`;

const FREIGHT_TERMS_NOTES: Record<Trip['freightTerms'], string> = {
  paid: 'Freight paid by the consignor at booking',
  to_pay: 'Freight payable by the consignee on delivery',
  tbb: 'Freight to be billed to the billing party',
};

const typeLabel = (type: string | null | undefined) => (type ? (truckTypeLabels[type as TruckType] ?? type) : null);

/** Vehicle and driver, from the own truck or the market vehicle. */
function vehicleOf(trip: Trip) {
  if (trip.fleet === 'own') {
    return {
      number: trip.truck?.registrationNumber ?? null,
      type: ['Own truck', typeLabel(trip.truck?.truckType)].filter(Boolean).join(' · '),
      driver: trip.driver?.name ?? null,
      mobile: trip.driver?.phone ?? null,
    };
  }
  return {
    number: trip.vehicle?.registrationNumber ?? null,
    type: ['Market vehicle', typeLabel(trip.vehicle?.vehicleType)].filter(Boolean).join(' · '),
    driver: trip.marketDriverName,
    mobile: trip.marketDriverPhone,
  };
}

const CHARGE_ROW_LABELS: Partial<Record<TripChargeKind, string>> = {
  loading: 'Loading charges',
  unloading: 'Unloading charges',
  other: 'Other charges',
};

/** The order of the charge lines: loading and unloading (always printed), other additions, then what is usually deducted. */
const PREFERRED_ORDER: readonly TripChargeKind[] = [
  'loading',
  'unloading',
  'detention',
  'halting',
  'other',
  'shortage',
  'damage',
];
const CHARGE_ORDER = [...PREFERRED_ORDER, ...tripChargeKinds.filter((kind) => !PREFERRED_ORDER.includes(kind))];

/** Party-side charges, one line per kind (loading and unloading always), deductions negative. */
function partyChargeLines(trip: Trip): { label: string; amount: string }[] {
  return CHARGE_ORDER.flatMap((kind) => {
    const charges = trip.charges.filter((charge) => charge.side === 'party' && charge.kind === kind);
    if (charges.length === 0 && kind !== 'loading' && kind !== 'unloading') return [];
    const net = charges.reduce((sum, charge) => sum + (charge.effect === 'add' ? charge.amountPaise : -charge.amountPaise), 0);
    return [{ label: CHARGE_ROW_LABELS[kind] ?? tripChargeKindLabels[kind], amount: charges.length ? rupees(net) : NONE }];
  });
}

/** Who pays GST and the GSTIN they pay it under (CGST rule 54(3)). */
function gstPayerText(trip: Trip, company: LrCompany): string {
  const gstin = { consignor: trip.consignor.gstin, consignee: trip.consignee.gstin, transporter: company.gstin }[trip.gstPayer];
  return `${gstPayerLabels[trip.gstPayer]} · GSTIN ${orNone(gstin)}`;
}

/* ------------------------------------------------------------------------------------------------
 * The page
 * ---------------------------------------------------------------------------------------------- */

interface PageContext {
  trip: Trip;
  company: LrCompany;
  branch: LrBranch | null;
  copy: LrCopy;
  pageNumber: number;
  pageCount: number;
  generated: string;
  qrImage: string;
  logoImage: string | null;
}

function drawHeader(doc: Doc, { company, branch, copy, logoImage }: PageContext, top: number): number {
  const below = drawLetterhead(doc, company, logoImage, copyTitle(copy), top);
  if (branch) drawBookingOffice(doc, branch, top);
  return below;
}

/** The booking branch in the letterhead's corner, under the copy's name: its name, address and phone. */
function drawBookingOffice(doc: Doc, branch: LrBranch, top: number) {
  const width = 130;
  const x = MARGIN + WIDTH - width;
  heading(doc, 'Booking office', x, top + 37, width, 'center');
  textIn(doc, `${branch.name} (${branch.code})`, x, top + 45, width, 9, { size: 7.5, bold: true, align: 'center' });
  const lines = [branch.address, branch.phone && `Phone: ${branch.phone}`].filter(Boolean).join(' · ');
  if (lines) textIn(doc, lines, x, top + 54, width, 16, { size: 6.5, align: 'center' });
}

function drawTitle(doc: Doc, { trip }: PageContext, top: number): number {
  const cancelled = trip.status === 'cancelled' ? ' (CANCELLED)' : '';
  textIn(doc, `LORRY RECEIPT${cancelled}`, MARGIN, top, WIDTH, 16, { size: 14, bold: true, align: 'center' });
  heading(doc, 'Consignment note · Bilty', MARGIN, top + 17, WIDTH, 'center');
  return top + 28;
}

/** LR no., dates and numbers; the freight terms, large; the QR code to the tracking page. */
function drawNumbers(doc: Doc, { trip, qrImage }: PageContext, top: number): number {
  const height = 84;
  const qrWidth = 92;
  const termsWidth = 130;
  const gridWidth = WIDTH - qrWidth - termsWidth;
  const rowHeight = height / 2;
  const third = gridWidth / 3;
  cell(doc, MARGIN, top, third * 1.2, rowHeight, 'LR no.', trip.lrNo, { size: 12, bold: true });
  cell(doc, MARGIN + third * 1.2, top, third * 0.9, rowHeight, 'LR date', ddmmyyyy(trip.lrDate), { size: 10, bold: true });
  cell(doc, MARGIN + third * 2.1, top, third * 0.9, rowHeight, 'Session', trip.sessionName, { size: 9 });
  cell(doc, MARGIN, top + rowHeight, third * 1.2, rowHeight, 'Tracking no.', trip.trackingNumber, { size: 9, bold: true });
  const tripNo = `${trip.tripNo} · ${ddmmyyyy(trip.tripDate)}`;
  cell(doc, MARGIN + third * 1.2, top + rowHeight, third * 1.8, rowHeight, 'Trip no. · Trip date', tripNo, { size: 9 });

  const termsX = MARGIN + gridWidth;
  box(doc, termsX, top, termsWidth, height, 1.5);
  heading(doc, 'Freight terms', termsX + 4, top + 5, termsWidth - 8, 'center');
  const terms = trip.freightTerms === 'tbb' ? 'TBB' : freightTermsLabels[trip.freightTerms];
  textIn(doc, terms, termsX + 4, top + 22, termsWidth - 8, 26, { size: 24, bold: true, align: 'center' });
  textIn(doc, FREIGHT_TERMS_NOTES[trip.freightTerms], termsX + 8, top + 56, termsWidth - 16, 22, { size: 7.5, align: 'center' });

  const qrX = termsX + termsWidth;
  box(doc, qrX, top, qrWidth, height);
  const qrSize = 66;
  doc.image(qrImage, qrX + (qrWidth - qrSize) / 2, top + 3, { width: qrSize, height: qrSize });
  textIn(doc, 'Scan to track this consignment', qrX + 3, top + 70, qrWidth - 6, 12, { size: 5.5, align: 'center' });
  return top + height + 6;
}

function drawParty(doc: Doc, x: number, top: number, width: number, height: number, label: string, party: Trip['consignor']) {
  box(doc, x, top, width, height);
  const inner = width - 8;
  heading(doc, label, x + 4, top + 3, inner);
  textIn(doc, party.name, x + 4, top + 12, inner, 12, { size: 9.5, bold: true });
  textIn(doc, orNone(party.address), x + 4, top + 25, inner, 28, { size: 8 });
  textIn(doc, `GSTIN: ${orNone(party.gstin)}`, x + 4, top + height - 22, inner, 10, { size: 8, bold: true });
  textIn(doc, `Phone: ${orNone(party.phone)}`, x + 4, top + height - 12, inner, 10, { size: 8 });
}

function drawParties(doc: Doc, { trip }: PageContext, top: number): number {
  const height = 80;
  drawParty(doc, MARGIN, top, WIDTH / 2, height, 'Consignor (from)', trip.consignor);
  drawParty(doc, MARGIN + WIDTH / 2, top, WIDTH / 2, height, 'Consignee (to)', trip.consignee);
  let y = top + height;
  const billing = `${trip.billingParty.name}\nGSTIN: ${orNone(trip.billingParty.gstin)}`;
  row(doc, y, 34, [
    { label: 'Billing party', value: billing, share: 0.4, size: 8 },
    { label: 'From', value: trip.origin, share: 0.3, size: 10, bold: true },
    { label: 'To', value: trip.destination, share: 0.3, size: 10, bold: true },
  ]);
  y += 34;
  const distance = trip.distanceKm === null ? NONE : `${trip.distanceKm.toLocaleString('en-IN')} km`;
  row(doc, y, 32, [
    { label: 'Delivery address', value: orNone(trip.deliveryAddress), share: 0.8, size: 8 },
    { label: 'Distance', value: distance, share: 0.2 },
  ]);
  y += 32;
  const vehicle = vehicleOf(trip);
  row(doc, y, 28, [
    { label: 'Vehicle no.', value: orNone(vehicle.number), share: 0.2, size: 10, bold: true },
    { label: 'Vehicle type', value: vehicle.type, share: 0.3 },
    { label: 'Driver', value: orNone(vehicle.driver), share: 0.3 },
    { label: 'Driver mobile', value: orNone(vehicle.mobile), share: 0.2 },
  ]);
  return y + 28 + 6;
}

const GOODS_COLUMNS = [
  { label: 'Description of goods', share: 0.33 },
  { label: 'Packages', share: 0.1, align: 'right' },
  { label: 'Packing', share: 0.13, align: 'right' },
  { label: 'Actual weight', share: 0.13, align: 'right' },
  { label: 'Charged weight', share: 0.13, align: 'right' },
  { label: 'Declared value', share: 0.18, align: 'right' },
] as const;

/** The goods table's row: the description left, the figures right. */
const goodsRow = (doc: Doc, y: number, height: number, values: readonly string[], header: boolean) =>
  tableRow(doc, GOODS_COLUMNS, y, height, header ? null : values, { size: 8.5, inset: 4 });

function drawGoods(doc: Doc, { trip }: PageContext, top: number): number {
  goodsRow(doc, top, 14, [], true);
  goodsRow(
    doc,
    top + 14,
    42,
    [
      trip.goodsDescription,
      orNone(trip.packages?.toLocaleString('en-IN')),
      orNone(trip.packing),
      tonnes(trip.actualWeightTonnes),
      tonnes(trip.chargedWeightTonnes),
      rupeesOrNone(trip.declaredValuePaise),
    ],
    false,
  );
  const y = top + 56;
  row(doc, y, 28, [
    { label: "Shipper's invoice no.", value: orNone(trip.invoiceNumber), share: 0.22 },
    { label: 'Invoice date', value: ddmmyyyy(trip.invoiceDate), share: 0.14 },
    { label: 'Invoice value', value: rupeesOrNone(trip.invoiceValuePaise), share: 0.2 },
    { label: 'E-way bill no.', value: orNone(trip.ewayBillNumber), share: 0.24, bold: true },
    { label: 'E-way bill valid until', value: ddmmyyyy(trip.ewayBillValidUntil), share: 0.2 },
  ]);
  return y + 28 + 6;
}

/** Freight and charges on the left; GST, risk and remarks on the right. */
function drawMoney(doc: Doc, { trip, company }: PageContext, top: number, height: number) {
  const half = WIDTH / 2;
  box(doc, MARGIN, top, half, height);
  heading(doc, 'Freight and charges', MARGIN + 6, top + 4, half - 12);
  const x = MARGIN + 6;
  const width = half - 12;
  const lineHeight = 11.5;
  let y = top + 16;
  const line = (label: string, amount: string, bold = false) => {
    amountLine(doc, x, y, width, label, amount, bold);
    y += lineHeight;
  };
  const perUnit = { fixed: '', per_tonne: ' per tonne', per_km: ' per km' }[trip.rateBasis];
  line('Rate basis', rateBasisLabels[trip.rateBasis]);
  line('Rate', `${rupees(trip.ratePaise)}${perUnit}`);
  line('Freight', rupees(trip.freightPaise), true);
  for (const charge of partyChargeLines(trip)) line(charge.label, charge.amount);
  rule(doc, x, y - 1.5, width);
  line('Total', rupees(trip.amounts.partyTotalPaise), true);
  line('Advance received', rupees(trip.partyAdvancePaise));
  rule(doc, x, y - 1.5, width);
  line('Balance payable', rupees(trip.amounts.partyBalancePaise), true);

  const rightX = MARGIN + half;
  cell(doc, rightX, top, half, 28, 'GST payable by', gstPayerText(trip, company), { bold: true });
  cell(doc, rightX, top + 28, half, 28, 'Risk', riskTypeLabels[trip.risk], { bold: true });
  cell(doc, rightX, top + 56, half, height - 56, 'Remarks', orNone(trip.remarks), { size: 8 });
}

/** How much the terms line and the signature boxes take at the foot of the page. */
const SIGNATURES_HEIGHT = 24 + 58;

function drawSignatures(doc: Doc, { trip, company }: PageContext, top: number) {
  const terms =
    'Received the goods described above, said to contain, in apparent good order for carriage to the destination named above ' +
    `at ${riskTypeLabels[trip.risk].toLowerCase()}, subject to the conditions of carriage of ${company.name}.`;
  textIn(doc, terms, MARGIN, top, WIDTH, 20, { size: 6.5, colour: LABEL_COLOUR });
  const y = top + 24;
  const height = SIGNATURES_HEIGHT - 24;
  const third = WIDTH / 3;
  const signature = (index: number, caption: string, above?: string) => {
    const x = MARGIN + third * index;
    box(doc, x, y, third, height);
    if (above) textIn(doc, above, x + 4, y + 4, third - 8, 18, { size: 7.5, bold: true, align: 'center' });
    rule(doc, x + 12, y + height - 16, third - 24, 0.3);
    textIn(doc, caption, x + 4, y + height - 13, third - 8, 10, { size: 7, align: 'center', colour: LABEL_COLOUR });
  };
  signature(0, "Consignor's signature");
  signature(1, "Consignee's signature and stamp", 'Received in good condition');
  signature(2, 'Authorised signatory', `For ${company.name}`);
}

const drawLrFooter = (doc: Doc, { trip, copy, pageNumber, pageCount, generated }: PageContext) =>
  drawFooter(doc, generated, `${trip.lrNo} · ${copyName(copy)} · Page ${pageNumber} of ${pageCount}`);

function drawPage(doc: Doc, context: PageContext) {
  doc.addPage({ size: 'A4', margin: 0 });
  let y = drawHeader(doc, context, MARGIN);
  y = drawTitle(doc, context, y);
  y = drawNumbers(doc, context, y);
  y = drawParties(doc, context, y);
  y = drawGoods(doc, context, y);
  // The signatures sit at the foot of the page; freight, charges and remarks take the room above them.
  const signaturesTop = FOOTER_TOP - 12 - SIGNATURES_HEIGHT;
  drawMoney(doc, context, y, signaturesTop - 6 - y);
  drawSignatures(doc, context, signaturesTop);
  drawLrFooter(doc, context);
}

/* ------------------------------------------------------------------------------------------------
 * The document
 * ---------------------------------------------------------------------------------------------- */

/** The LR as an A4 PDF, one page per copy (all four by default). */
export async function renderLrPdf({
  trip,
  company,
  branch = null,
  trackingUrl,
  copies = LR_COPIES,
  generatedAt = new Date(),
}: LrPdfInput): Promise<Buffer> {
  if (copies.length === 0) throw new RangeError('An LR needs at least one copy');
  const unknown = copies.find((copy) => !LR_COPIES.includes(copy));
  if (unknown !== undefined) throw new RangeError(`Unknown LR copy: ${String(unknown)}`);

  const qr = await QRCode.toBuffer(trackingUrl, { type: 'png', margin: 1, width: 264, errorCorrectionLevel: 'M' });
  // Metadata is Unicode (pdfkit writes UTF-16 where needed): no need for printable().
  const { doc, bytes: done } = newA4Document({
    Title: `LR ${trip.lrNo}`,
    Author: company.name,
    Subject: `Lorry receipt ${trip.lrNo}: ${trip.origin} to ${trip.destination}`,
    CreationDate: generatedAt,
  });

  const base = {
    trip,
    company,
    branch,
    pageCount: copies.length,
    generated: indianDateTime(generatedAt),
    qrImage: `data:image/png;base64,${qr.toString('base64')}`,
    logoImage: await logoImage(company.logoPng),
  };
  copies.forEach((copy, index) => drawPage(doc, { ...base, copy, pageNumber: index + 1 }));
  doc.end();
  return done;
}
