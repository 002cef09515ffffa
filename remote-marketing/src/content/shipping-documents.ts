// Reference guide to the main shipping documents, in the order a shipment usually needs them.

import type { ShippingDocument } from './types';

export const SHIPPING_DOCUMENTS: readonly ShippingDocument[] = [
  {
    id: 'bill-of-lading',
    name: 'Bill of Lading',
    short: 'B/L',
    usedFor: ['Ocean freight'],
    purpose:
      'The bill of lading is the carrier’s receipt for the cargo and the evidence of the contract of carriage by sea. When issued as a negotiable “to order” bill it is also a document of title, so the consignee, or the bank under a letter of credit, needs an original (or a telex release) to take delivery at destination.',
    issuedBy:
      'The shipping line (master B/L), or a freight forwarder or NVOCC (house B/L) for consolidated or forwarder-booked cargo.',
    checklist: [
      'Shipper, consignee and notify party match the commercial invoice and, under a letter of credit, the wording of the credit exactly.',
      'Port of loading, port of discharge and place of delivery match the booking.',
      'Container and seal numbers match the stuffing report and the VGM declaration.',
      'Package count, description and gross weight agree with the invoice and packing list.',
      'Freight “prepaid” or “collect” matches the agreed Incoterm.',
      'The bill is clean and carries a dated on-board notation where the buyer or the credit requires one.',
      'The number of originals and the release type (original, telex release or sea waybill) are agreed with the buyer.',
    ],
    pitfall:
      'Approving the draft without checking it against the letter of credit: one spelling or port mismatch can lead the bank to refuse the documents, delaying payment while the container runs up charges at destination.',
  },
  {
    id: 'air-waybill',
    name: 'Air Waybill',
    short: 'AWB',
    usedFor: ['Air freight'],
    purpose:
      'The air waybill is the contract of carriage between the shipper and the airline and the receipt for the goods. Unlike a bill of lading it is not negotiable and not a document of title: the airline delivers to the consignee named on it. Its 11-digit number, beginning with the airline’s three-digit prefix, is used to track the shipment.',
    issuedBy:
      'The airline or its IATA cargo agent (master AWB); a consolidating forwarder issues a house AWB (HAWB) to each shipper in the consolidation.',
    checklist: [
      'Shipper and consignee names, addresses and phone numbers are complete, including any importer or tax number the destination requires.',
      'Number of pieces, actual weight and dimensions match the packing list and the physical cargo.',
      'Chargeable weight is correct: the higher of actual weight and volumetric weight (L × W × H in cm ÷ 6,000).',
      'The goods description is specific enough for security screening and destination customs; vague terms such as “parts” or “samples” on their own are avoided.',
      'Any dangerous goods are declared, with a shipper’s declaration and the correct handling codes.',
      'Handling information covers temperature range, orientation and other special requirements.',
      'Airports of departure and destination, and the routing, match the booking.',
    ],
    pitfall:
      'Declaring weights or dimensions that differ from the cargo: the airline re-weighs and measures at acceptance, and the difference means a higher revised charge or an offload until the AWB is corrected.',
  },
  {
    id: 'commercial-invoice',
    name: 'Commercial Invoice',
    short: 'CI',
    usedFor: ['Ocean freight', 'Air freight', 'Cross-border road transport'],
    purpose:
      'The commercial invoice is the seller’s bill to the buyer and the main document customs uses to check the transaction value, classify the goods and calculate duty. For Indian exports, its details flow into the shipping bill filed on ICEGATE; for domestic movements, the GST tax invoice plays the equivalent role.',
    issuedBy: 'The exporter (seller).',
    checklist: [
      'Exporter’s IEC, GSTIN and address, and the buyer’s full name and address, are correct.',
      'Invoice number and date match the shipping bill and, where applicable, the GST e-invoice.',
      'Each line shows description, HS code, quantity, unit price and total value.',
      'The currency and the Incoterm with its named place (for example “FOB Nhava Sheva, Incoterms 2020”) are stated.',
      'For CFR or CIF sales, freight and insurance are shown separately so the FOB value can be declared.',
      'Country of origin is shown and, for letter of credit shipments, the goods description follows the credit.',
      'Totals, package count and weights agree with the packing list and the B/L or AWB.',
    ],
    pitfall:
      'Undervaluing goods or using vague descriptions to speed things up usually has the opposite effect: customs queries, reassessment and cargo held at one or both ends.',
  },
  {
    id: 'packing-list',
    name: 'Packing List',
    short: 'PL',
    usedFor: ['Ocean freight', 'Air freight', 'Road transport', 'Warehousing'],
    purpose:
      'The packing list shows what is in each package: contents, quantities, weights and dimensions. Customs uses it to select and examine packages, the carrier and forwarder use it to plan space and calculate chargeable weight, and the consignee or warehouse uses it to check the goods on receipt.',
    issuedBy: 'The exporter or shipper.',
    checklist: [
      'Every package is numbered, and the numbers match the marks on the cartons, crates or pallets.',
      'Contents and quantity per package add up to the totals on the commercial invoice.',
      'Net and gross weight are given for each package and in total.',
      'Dimensions are stated for each package so volume and chargeable weight can be calculated.',
      'Package type (carton, pallet, crate, drum) is specified, with cartons listed per pallet.',
      'The invoice number and date are referenced.',
      'Special handling, such as fragile goods, orientation, temperature range or dangerous goods, is noted.',
    ],
    pitfall:
      'A packing list that does not match the physical packages slows down customs examination and makes it hard to prove a shortage in an insurance claim.',
  },
  {
    id: 'certificate-of-origin',
    name: 'Certificate of Origin',
    short: 'COO',
    usedFor: ['Ocean freight', 'Air freight', 'Road transport'],
    purpose:
      'The certificate of origin states the country where the goods were produced. A preferential certificate, issued under a trade agreement such as the India–UAE CEPA or the India–ASEAN agreement, lets the buyer claim reduced or zero import duty. A non-preferential certificate is asked for by buyers, banks or destination customs to confirm origin without any duty benefit.',
    issuedBy:
      'Preferential: an agency authorised under the relevant trade agreement, applied for on the DGFT’s online certificate of origin platform. Non-preferential: an authorised chamber of commerce or other designated agency.',
    checklist: [
      'The right type and format of certificate for the destination and the trade agreement has been identified.',
      'The goods meet the agreement’s rules of origin for their HS code, with cost and sourcing records kept on file to support the claim.',
      'HS code and goods description match the commercial invoice.',
      'Exporter and consignee details, and the invoice number and date, match the invoice exactly.',
      'Quantity and weight match the packing list.',
      'The application is made in time for the buyer’s import filing, avoiding the need for a retrospective certificate.',
    ],
    pitfall:
      'Claiming preferential origin for goods that do not meet the rules of origin: destination customs can deny the concession after verification and recover the duty from the importer, sometimes long after the goods were sold.',
  },
  {
    id: 'e-way-bill',
    name: 'E-way Bill',
    short: 'EWB',
    usedFor: ['Road transport'],
    purpose:
      'The e-way bill is an electronic document generated on the GST e-way bill portal before goods move, generally required when the consignment value exceeds ₹50,000. It links the invoice or delivery challan to the vehicle carrying the goods, and tax officers check it in transit.',
    issuedBy:
      'Generated on the GST e-way bill portal by the consignor, the consignee or the transporter; Part B (vehicle details) is usually updated by the transporter.',
    checklist: [
      'The consignment value is above the applicable limit, or the movement needs an e-way bill regardless of value (for example, inter-state movement to a job worker).',
      'GSTINs, invoice or challan number and date, value and HSN codes match the document travelling with the goods.',
      'The vehicle number in Part B matches the truck actually loaded.',
      'Validity covers the planned trip: one day per 200 km for normal cargo, one day per 20 km for over-dimensional cargo.',
      'Part B is updated before any transfer of the goods to another vehicle.',
      'The driver carries the e-way bill number with the invoice and the lorry receipt.',
    ],
    pitfall:
      'Moving goods after the e-way bill has expired, or on a vehicle not shown in Part B, can lead to detention of goods and vehicle under Section 129 of the CGST Act until tax and penalty are paid.',
  },
  {
    id: 'lorry-receipt',
    name: 'Lorry Receipt',
    short: 'LR',
    usedFor: ['Road transport'],
    purpose:
      'The lorry receipt, also called a consignment note, goods receipt (GR) or bilty, is issued when goods are booked for road carriage. It is the transporter’s receipt for the goods and records the terms of carriage: consignor, consignee, packages, declared weight, freight and who pays it. It is the basis for the freight invoice and for any shortage or damage claim.',
    issuedBy: 'The transporter or goods transport agency (GTA).',
    checklist: [
      'Consignor and consignee names, addresses and GSTINs are correct.',
      'Number of packages, description and declared weight match the invoice and the actual load.',
      'The invoice number and value and the e-way bill number are recorded.',
      'Freight terms are clear (paid, to-pay or to be billed), including whether GST on freight is charged by the transporter or paid under reverse charge.',
      'The vehicle number and the driver’s contact number are noted.',
      'Any damage or short count found at loading is written on the LR and signed by both sides.',
      'The right copies go to the consignor, the consignee (travelling with the goods) and the transporter’s office.',
    ],
    pitfall:
      'Leaving the package count or weight blank, or writing “as per invoice”, means there is no signed record of what was loaded if cartons go missing, and the claim becomes hard to prove.',
  },
  {
    id: 'proof-of-delivery',
    name: 'Proof of Delivery',
    short: 'POD',
    usedFor: ['Road transport', 'Air freight', 'Ocean freight', 'E-commerce'],
    purpose:
      'The proof of delivery confirms that the consignee received the goods, with the date, time and the receiver’s name and signature or stamp. It closes the shipment, triggers freight billing and, for many buyers, starts the payment period. With remarks on shortages or damage, it is also the first evidence for a claim.',
    issuedBy:
      'Signed by the consignee and collected by the transporter or delivery partner, usually as the signed consignee copy of the LR or as an electronic POD (ePOD) with photos and location.',
    checklist: [
      'The receiver’s name, signature and company stamp are legible.',
      'Date and time of delivery are recorded.',
      'The number of packages received matches the LR or delivery note.',
      'Shortages, damage or wet and broken packaging are noted on the POD itself, not reported later by phone.',
      'For sealed containers and full truckloads, the seal number is checked and recorded before opening.',
      'For ePOD, photos of the delivered goods and the location stamp are captured.',
      'The POD is sent back or uploaded within the agreed number of days.',
    ],
    pitfall:
      'Signing a clean POD before counting or opening the packages makes it very hard to claim later for damage or shortage found after the truck has left.',
  },
];
