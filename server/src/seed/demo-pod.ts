import { heading, MARGIN, newA4Document, rule, textIn, WIDTH } from '../lib/pdf-drawing';

/** What a signed proof of delivery says of its consignment. */
export interface PodFacts {
  lrNo: string;
  consignee: string;
  destination: string;
  goods: string;
  packages: number;
  deliveredOn: string;
}

/**
 * A demo POD: the consignee's copy of the LR as it comes back, received in good condition and
 * stamped. A real PDF, so the document viewer has something to open.
 */
export async function demoPodPdf(facts: PodFacts): Promise<Buffer> {
  const { doc, bytes } = newA4Document({ Title: `POD ${facts.lrNo}`, Subject: 'Proof of delivery (demo)' });
  doc.addPage();
  heading(doc, 'PROOF OF DELIVERY', MARGIN, MARGIN, WIDTH, 'center');
  const lines: [string, string][] = [
    ['LR no.', facts.lrNo],
    ['Consignee', facts.consignee],
    ['Delivered at', facts.destination],
    ['Goods', `${facts.goods}, ${facts.packages} packages`],
    ['Received on', facts.deliveredOn],
    ['Remarks', 'Received in good condition, no shortage'],
  ];
  lines.forEach(([label, value], index) => {
    const y = MARGIN + 40 + index * 22;
    textIn(doc, label, MARGIN, y, 110, 16, { size: 10, bold: true });
    textIn(doc, value, MARGIN + 120, y, WIDTH - 120, 16, { size: 10 });
  });
  const signatureTop = MARGIN + 40 + lines.length * 22 + 40;
  rule(doc, MARGIN + WIDTH - 200, signatureTop, 200);
  textIn(doc, 'Consignee’s stamp and signature', MARGIN + WIDTH - 200, signatureTop + 4, 200, 12, {
    size: 8,
    align: 'center',
  });
  doc.end();
  return bytes;
}
