// The body of the blog post "Incoterms 2020 for Indian exporters: choosing the right term", a chunk of its own: only its page loads it.

import type { Block } from '../types';

const body: Block[] = [
  {
    kind: 'p',
    text: 'Incoterms 2020, published by the International Chamber of Commerce (ICC), are eleven three-letter terms that set out who arranges and pays for each part of a shipment, and where risk passes from seller to buyer. They appear in nearly every export contract and proforma invoice we see. They are also often misused, most commonly by quoting a sea-only term for container cargo.',
  },
  {
    kind: 'h',
    text: 'What Incoterms do and do not cover',
  },
  {
    kind: 'p',
    text: 'An Incoterm defines delivery: where the seller hands over the goods, who pays for carriage, insurance and export and import clearance, and when risk transfers. It does not decide when ownership passes, how or when payment is made, or which law governs the contract. Those belong in the sales contract and the payment terms, such as a letter of credit.',
  },
  {
    kind: 'h',
    text: 'The eleven terms in two groups',
  },
  {
    kind: 'p',
    text: 'Seven terms can be used for any mode of transport, including multimodal container moves:',
  },
  {
    kind: 'ul',
    items: [
      'EXW – Ex Works',
      'FCA – Free Carrier',
      'CPT – Carriage Paid To',
      'CIP – Carriage and Insurance Paid To',
      'DAP – Delivered at Place',
      'DPU – Delivered at Place Unloaded',
      'DDP – Delivered Duty Paid',
    ],
  },
  {
    kind: 'p',
    text: 'Four are only for sea and inland waterway transport, where the goods are handed over alongside or on board the vessel: FAS (Free Alongside Ship), FOB (Free on Board), CFR (Cost and Freight) and CIF (Cost, Insurance and Freight).',
  },
  {
    kind: 'h',
    text: 'Why FCA often fits better than FOB',
  },
  {
    kind: 'p',
    text: 'Under FOB, risk passes when the goods are on board the vessel at the port of loading. A container from an inland factory, however, is handed to the carrier much earlier: at the ICD, the CFS or the container yard at Nhava Sheva or Mundra. Between that handover and loading, the seller no longer controls the container but still carries the risk. FCA places the transfer of risk where the seller actually hands over the goods, which matches what happens with containers. The ICC’s own guidance recommends FCA rather than FOB for containerised goods.',
  },
  {
    kind: 'p',
    text: 'Incoterms 2020 also removed a practical obstacle to FCA: the parties can agree that the buyer will instruct its carrier to issue an on-board bill of lading to the seller, which banks often require under a letter of credit.',
  },
  {
    kind: 'h',
    text: 'What changed in 2020',
  },
  {
    kind: 'ul',
    items: [
      'DAT was replaced by DPU, which applies to any place where the goods can be unloaded, not only a terminal.',
      'CIP now requires a higher minimum insurance cover, in line with Institute Cargo Clauses (A). CIF stays at the minimum cover of Clauses (C) unless the parties agree otherwise.',
      'Under FCA, DAP, DPU and DDP, the seller or buyer may use its own vehicles rather than a third-party carrier.',
      'Security-related requirements and their costs are allocated more explicitly between seller and buyer.',
    ],
  },
  {
    kind: 'h',
    text: 'Practical guidance for Indian exporters',
  },
  {
    kind: 'ul',
    items: [
      'Know your FOB value. The shipping bill filed on ICEGATE captures the invoice terms, freight and insurance, and the FOB value is derived from them. For CFR or CIF sales, show freight and insurance separately on the invoice. Export incentives such as RoDTEP are generally calculated on the FOB value.',
      'Avoid EXW for exports. Under EXW the buyer is responsible for export clearance, but in practice an Indian exporter’s IEC, GST details and shipping bill are needed. FCA at your premises or at the port is usually cleaner.',
      'Be careful with DDP. You take on import clearance and duties in the buyer’s country, which may require a local registration you do not have.',
      'Name the place precisely and state the version: “FCA ICD Tughlakabad, Incoterms 2020” or “CIF Jebel Ali, Incoterms 2020”, not just “CIF”.',
      'Align the insurance. Under CIF and CIP the seller buys cover for the buyer’s benefit; check that the level of cover, currency and insured value match the contract and any letter of credit.',
    ],
  },
  {
    kind: 'h',
    text: 'Before you sign',
  },
  {
    kind: 'p',
    text: 'Read the Incoterm, the named place and the payment terms together. If the term says risk passes at the port of loading but the letter of credit calls for a document you cannot obtain under that term, fix it at the contract stage, not at the bank counter. Our customs team reviews Incoterms and credit conditions with exporters before the first shipment on a new contract. It takes an hour and saves a great deal of amendment later.',
  },
];

export default body;
