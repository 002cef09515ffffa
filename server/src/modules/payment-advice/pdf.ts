import {
  LABEL_COLOUR,
  MARGIN,
  WIDTH,
  amountLine,
  box,
  ddmmyyyy,
  drawLetterhead,
  drawSignatureBox,
  heading,
  indianDateTime,
  logoImage,
  newA4Document,
  orNone,
  row,
  rule,
  rupees,
  tableRow,
  textIn,
  tonnes,
  type Doc,
  drawFooter,
} from '../../lib/pdf-drawing';
import type { Letterhead } from '../company/letterhead';
import type { PaymentAdvice } from './advice';

/*
 * The payment advice on one A4 page: who is paid and where, for which LR, the hire account line by
 * line, the payments with their TDS under 194C, and what is still owed. A trip has a handful of
 * payments; more than fit are summed in one line, so the page never overflows.
 */

const COLUMNS = [
  { label: 'Date', share: 0.1, align: 'left' },
  { label: 'Reference', share: 0.15, align: 'left' },
  { label: 'Stage', share: 0.09, align: 'left' },
  { label: 'Amount', share: 0.13, align: 'right' },
  { label: 'TDS 194C', share: 0.15, align: 'right' },
  { label: 'Paid', share: 0.13, align: 'right' },
  { label: 'How', share: 0.25, align: 'left' },
] as const;
const ROW = 16;
const MAX_PAYMENT_ROWS = 18;

const paymentRow = (doc: Doc, y: number, values: readonly string[] | null) => tableRow(doc, COLUMNS, y, ROW, values);

export async function renderPaymentAdvicePdf(
  advice: PaymentAdvice,
  company: Letterhead,
  generatedAt = new Date(),
): Promise<Buffer> {
  const { doc, bytes } = newA4Document({
    Title: `Payment advice ${advice.trip.lrNo}`,
    Author: company.name,
    Subject: `Lorry hire of ${advice.vehicle}, ${advice.trip.lrNo}, to ${advice.owner.name}`,
    CreationDate: generatedAt,
  });
  doc.addPage({ size: 'A4', margin: 0 });
  let y = drawLetterhead(doc, company, await logoImage(company.logoPng), 'PAYMENT ADVICE', MARGIN);
  textIn(doc, 'LORRY HIRE PAYMENT ADVICE', MARGIN, y, WIDTH, 16, { size: 14, bold: true, align: 'center' });
  y += 22;
  row(doc, y, 28, [
    { label: 'Trip no.', value: advice.trip.tripNo, share: 0.2, size: 10, bold: true },
    { label: 'LR no. · date', value: `${advice.trip.lrNo} · ${ddmmyyyy(advice.trip.lrDate)}`, share: 0.28, size: 10, bold: true },
    { label: 'Vehicle', value: advice.vehicle, share: 0.18, size: 10, bold: true },
    { label: 'From · to', value: advice.trip.route, share: 0.34, size: 9 },
  ]);
  y += 28;
  row(doc, y, 28, [
    { label: 'Goods', value: advice.trip.goods, share: 0.6, size: 9 },
    { label: 'Weight', value: tonnes(advice.trip.weightTonnes), share: 0.4, size: 9 },
  ]);
  y += 28;
  row(doc, y, 46, [
    {
      label: 'Paid to (owner)',
      value: `${advice.owner.name}\nPAN: ${orNone(advice.owner.pan)}\n${orNone(advice.owner.address)}`,
      share: 0.4,
      size: 8.5,
    },
    { label: 'Bank account', value: orNone(advice.owner.bankAccount), share: 0.35, size: 8.5 },
    { label: 'Broker', value: orNone(advice.owner.broker), share: 0.25, size: 8.5 },
  ]);
  y += 54;

  heading(doc, 'Hire account', MARGIN, y, WIDTH);
  y += 11;
  const half = WIDTH / 2;
  const hireLines = [...advice.lines.map((line) => [line.label, rupees(line.amountPaise), false] as const)];
  const hireHeight = 10 + (hireLines.length + 1) * 13;
  box(doc, MARGIN, y, half, hireHeight);
  let lineY = y + 5;
  for (const [label, amount] of hireLines) {
    amountLine(doc, MARGIN + 6, lineY, half - 12, label, amount);
    lineY += 13;
  }
  rule(doc, MARGIN + 6, lineY - 2, half - 12);
  amountLine(doc, MARGIN + 6, lineY + 1, half - 12, 'Net hire payable', rupees(advice.netHirePaise), true);

  const rightX = MARGIN + half + 8;
  const rightWidth = half - 8;
  const summary: [string, number, boolean][] = [
    ['Net hire payable', advice.netHirePaise, false],
    ['Less: paid', -advice.paidPaise, false],
    ['Less: TDS deducted u/s 194C', -advice.tdsPaise, false],
    ['Balance still owed', advice.balancePaise, true],
  ];
  box(doc, rightX, y, rightWidth, 10 + summary.length * 13);
  let summaryY = y + 5;
  for (const [label, paise, bold] of summary) {
    if (bold) rule(doc, rightX + 6, summaryY - 2, rightWidth - 12);
    amountLine(doc, rightX + 6, summaryY + 1, rightWidth - 12, label, rupees(paise), bold);
    summaryY += 13;
  }
  y += Math.max(hireHeight, 10 + summary.length * 13) + 12;

  heading(doc, 'Payments', MARGIN, y, WIDTH);
  y += 11;
  paymentRow(doc, y, null);
  y += ROW;
  const shown = advice.payments.slice(0, MAX_PAYMENT_ROWS);
  if (shown.length === 0) {
    box(doc, MARGIN, y, WIDTH, ROW);
    textIn(doc, 'No payment yet.', MARGIN + 3, y + 4, WIDTH - 6, ROW - 5, { size: 8, colour: LABEL_COLOUR });
    y += ROW;
  }
  for (const payment of shown) {
    paymentRow(doc, y, [
      ddmmyyyy(payment.date),
      payment.reference,
      payment.stage,
      rupees(payment.grossPaise),
      payment.tdsPaise > 0 ? `${rupees(payment.tdsPaise)} @ ${payment.tdsRate}` : rupees(0),
      rupees(payment.paidPaise),
      payment.how,
    ]);
    y += ROW;
  }
  const rest = advice.payments.slice(MAX_PAYMENT_ROWS);
  if (rest.length > 0) {
    const sum = (pick: (payment: (typeof rest)[number]) => number) =>
      rupees(rest.reduce((total, payment) => total + pick(payment), 0));
    paymentRow(doc, y, [
      '',
      `${rest.length} more`,
      '',
      sum((p) => p.grossPaise),
      sum((p) => p.tdsPaise),
      sum((p) => p.paidPaise),
      '',
    ]);
    y += ROW;
  }
  textIn(
    doc,
    'TDS deducted under section 194C of the Income-tax Act is deposited against the PAN above and shows in the owner’s Form 26AS.',
    MARGIN,
    y + 8,
    WIDTH,
    20,
    { size: 7.5, colour: LABEL_COLOUR },
  );
  drawSignatureBox(doc, company.name, y + 34);

  drawFooter(doc, indianDateTime(generatedAt), `${advice.trip.lrNo} · ${advice.vehicle}`);
  doc.end();
  return bytes;
}
