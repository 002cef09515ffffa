// The body of the blog post "How to read a bill of lading, field by field", a chunk of its own: only its page loads it.

import type { Block } from '../types';

const body: Block[] = [
  {
    kind: 'p',
    text: 'The bill of lading (B/L) is the most important document in ocean freight, and one of the least read. Many exporters glance at the draft, approve it, and find the problem only when the bank rejects documents under a letter of credit or the buyer cannot take delivery. Ten minutes with the draft prevents most of that.',
  },
  {
    kind: 'h',
    text: 'Three jobs in one document',
  },
  {
    kind: 'ul',
    items: [
      'Receipt: the carrier confirms it has received the goods, in the quantity and apparent condition stated.',
      'Evidence of the contract of carriage: the terms printed on the bill or referenced by it govern the carrier’s responsibilities.',
      'Document of title: a negotiable bill made out “to order” lets the holder claim the goods and transfer them by endorsement. That is why banks rely on it.',
    ],
  },
  {
    kind: 'h',
    text: 'Master and house bills',
  },
  {
    kind: 'p',
    text: 'If you ship through a forwarder, there are usually two bills. The shipping line issues a master B/L to the forwarder, and the forwarder issues a house B/L to you. Your buyer surrenders the house bill to the forwarder’s agent at destination, who uses the master bill to collect the container from the line. Both must agree on container, seal and cargo details.',
  },
  {
    kind: 'h',
    text: 'The fields, in order',
  },
  {
    kind: 'ol',
    items: [
      'Shipper: your company name and address, as on the commercial invoice and, under a letter of credit, as the beneficiary.',
      'Consignee: a named party (a straight bill), “to order”, or “to order of” a bank. Under a letter of credit, follow the wording of the credit exactly.',
      'Notify party: whom the carrier informs on arrival, usually the buyer or its customs broker.',
      'Vessel and voyage, port of loading, port of discharge, and place of delivery if the carrier handles an inland leg.',
      'Container and seal numbers: check them against the stuffing report. A wrong seal number can cause a hold at destination.',
      'Marks, number and kind of packages, and description of goods: consistent with the invoice and packing list, and not in conflict with the credit.',
      'Gross weight and measurement.',
      'Freight prepaid or freight collect: this must match your Incoterm. CFR and CIF mean prepaid; FOB normally means collect.',
      'Number of originals: usually three. A “full set” means all of them.',
      'Place and date of issue, and the on-board notation with its date.',
    ],
  },
  {
    kind: 'h',
    text: 'Clean and on board',
  },
  {
    kind: 'p',
    text: 'A clean bill carries no clause saying the goods or packing were defective. A claused bill, with remarks such as “two cartons torn” or “packing wet”, can be refused by a bank. A “received for shipment” bill only proves the carrier has the goods; an on-board notation, with its date, proves they were loaded. Most letters of credit call for a clean on-board bill, and the on-board date is treated as the shipment date and checked against the latest shipment date in the credit.',
  },
  {
    kind: 'h',
    text: 'Originals, telex release and sea waybills',
  },
  {
    kind: 'p',
    text: 'With original bills, the consignee presents one original to take delivery; once one is used, the others are void. If the originals are stuck in courier, the container waits at destination and charges build up. There are two common alternatives:',
  },
  {
    kind: 'ul',
    items: [
      'Telex release (surrendered B/L): the shipper surrenders the originals at origin, and the line instructs its destination office to release the cargo to the consignee. Useful when payment is already secured.',
      'Sea waybill: not negotiable and not a document of title. The named consignee takes delivery on proof of identity. It is fast, but it gives the shipper no hold over the goods once they arrive, so it does not suit letter of credit or cash-against-documents sales.',
    ],
  },
  {
    kind: 'h',
    text: 'A short pre-approval checklist',
  },
  {
    kind: 'ul',
    items: [
      'Names and addresses match the invoice and the credit exactly, including spellings.',
      'Ports of loading and discharge match the booking and the credit.',
      'Container, seal, package count and weight match the stuffing report and the verified gross mass (VGM) declaration.',
      'Freight terms match the Incoterm.',
      'The number of originals and the consignee wording match what the bank or buyer asked for.',
    ],
  },
  {
    kind: 'p',
    text: 'Our documentation team sends every draft B/L to the shipper for approval before release. Use that step. A bill can be amended after issue, but carriers charge for it, and if the originals have already been couriered the correction can take days.',
  },
];

export default body;
