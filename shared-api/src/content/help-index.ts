// The help center's articles without their text: what the help center's lists and search results show.
// The text of each is in ./help-articles.ts (HELP_ARTICLES, the whole articles), so the help center's
// page does not carry every article's text (issue 26).

export const HELP_CATEGORIES = [
  'Getting started',
  'Tracking',
  'Delivery',
  'Customs & documentation',
  'Shipping guidelines',
  'Billing & payments',
  'Account & portal',
  'Claims & insurance',
] as const;
export type HelpCategory = (typeof HELP_CATEGORIES)[number];

export interface HelpArticleSummary {
  /** URL slug, unique: /support/help-center/{id}. */
  id: string;
  title: string;
  category: HelpCategory;
  /** One or two sentences: the direct answer, shown in search results and lists. */
  summary: string;
  /** Extra words people search with that may not appear in the text (lower case). */
  tags: string[];
}

export const HELP_ARTICLE_INDEX: readonly HelpArticleSummary[] = [
  {
    id: 'request-a-quote',
    title: 'How do I request a quote?',
    category: 'Getting started',
    summary:
      'Fill in the form on the Get a Quote page (/quote) with the route, the cargo and the date it will be ready. A pricing specialist replies with a written quote within one business day.',
    tags: ['price', 'rate', 'estimate', 'enquiry', 'freight cost', 'rfq'],
  },
  {
    id: 'after-the-quote',
    title: 'What happens after I request a quote?',
    category: 'Getting started',
    summary:
      'A pricing specialist checks routes, space and rates and sends you a written quote within one business day, valid for 7 days. When you accept it, we book the shipment and send you the details to follow it.',
    tags: ['quote validity', 'booking', 'confirmation', 'quote status', 'next steps'],
  },
  {
    id: 'booking-cut-offs',
    title: 'What are the booking cut-offs?',
    category: 'Getting started',
    summary:
      'Each service has its own cut-off: the daily cut-off for express shipments, 2 pm for same-day dispatch of fulfilment orders, and the carrier’s cut-offs for each sailing or flight. We confirm the exact times for your shipment when you book.',
    tags: ['deadline', 'last pickup time', 'same-day dispatch', 'gate-in', 'vessel', 'flight'],
  },
  {
    id: 'track-shipment',
    title: 'How do I track my shipment?',
    category: 'Tracking',
    summary:
      'Enter your tracking number (for example GRL001) on the Track Shipment page (/track) to see the current status, location and every update on your shipment.',
    tags: ['tracking number', 'where is my order', 'status', 'location', 'eta', 'consignment'],
  },
  {
    id: 'delivery-attempted',
    title: 'What does Delivery Attempted mean?',
    category: 'Tracking',
    summary:
      'It means the driver or delivery partner reached the address but could not hand over the shipment. We contact the consignee to arrange another delivery, and you can call support with the tracking number to agree a day.',
    tags: ['missed delivery', 'redelivery', 'failed delivery', 'reschedule', 'not at home', 'rto'],
  },
  {
    id: 'shipment-delayed',
    title: 'What should I do if my shipment is delayed?',
    category: 'Tracking',
    summary:
      'Check the Track Shipment page for the latest status and estimated delivery date; our team will already be working on the delay. If you need more detail or a decision is needed from you, contact support 24/7 with your tracking number.',
    tags: ['late', 'stuck', 'customs hold', 'no update', 'eta changed', 'held'],
  },
  {
    id: 'express-delivery-time',
    title: 'How long does express delivery take?',
    category: 'Delivery',
    summary: 'Express delivery takes 24–48 hours for most destinations.',
    tags: ['transit time', 'fast', 'urgent', 'next day', 'priority', 'overnight'],
  },
  {
    id: 'standard-delivery-time',
    title: 'How long does standard delivery take?',
    category: 'Delivery',
    summary: 'Standard delivery takes 3–5 business days.',
    tags: ['transit time', 'economy', 'how many days', 'business days', 'regular'],
  },
  {
    id: 'change-delivery-address',
    title: 'Can I change the delivery address?',
    category: 'Delivery',
    summary:
      'Usually yes, as long as the shipment is not yet Out for Delivery. Contact support with the tracking number and the new address; we confirm any extra cost before making the change.',
    tags: ['redirect', 'wrong address', 'new address', 'reroute', 'consignee'],
  },
  {
    id: 'export-documents',
    title: 'Which documents do I need to export goods?',
    category: 'Customs & documentation',
    summary:
      'Most exports need a commercial invoice, a packing list, your IEC and a bill of lading (sea) or air waybill (air), and many also need a certificate of origin. Our customs brokers file the shipping bill for you.',
    tags: ['paperwork', 'commercial invoice', 'packing list', 'b/l', 'awb', 'certificate of origin'],
  },
  {
    id: 'customs-clearance',
    title: 'How does customs clearance work, and who pays the duties?',
    category: 'Customs & documentation',
    summary:
      'Our licensed customs brokers file the shipping bill or bill of entry on ICEGATE, handle any examination and can pay duty on your behalf. Duties and taxes are payable by the importer of record and are not included in our freight quotes.',
    tags: ['bill of entry', 'igst', 'customs broker', 'cha', 'icegate', 'examination'],
  },
  {
    id: 'iec-code',
    title: 'What is an IEC and do I need one?',
    category: 'Customs & documentation',
    summary:
      'The Importer-Exporter Code (IEC) is a 10-character code issued by the DGFT, and a business needs one to import or export goods from India. Shipments within India do not need it.',
    tags: ['importer exporter code', 'dgft', 'registration', 'pan', 'kyc', 'licence'],
  },
  {
    id: 'e-way-bill',
    title: 'When do I need an e-way bill for road transport?',
    category: 'Customs & documentation',
    summary:
      'Under GST, goods moving by road generally need an e-way bill when the consignment is worth more than ₹50,000. It must be generated on the government e-way bill portal before the truck leaves.',
    tags: ['ewb', 'gst', 'part b', 'truck', 'consignment value', 'challan'],
  },
  {
    id: 'hazardous-goods-packaging',
    title: 'How do I package hazardous goods?',
    category: 'Shipping guidelines',
    summary:
      'Hazardous goods must be packed in UN-approved packaging, marked and labelled for their hazard class and declared on a dangerous goods declaration. Tell us before booking: we carry them only by prior written agreement.',
    tags: ['dangerous goods', 'dg declaration', 'un packaging', 'msds', 'chemicals', 'imdg'],
  },
  {
    id: 'lithium-batteries',
    title: 'Can I ship lithium batteries?',
    category: 'Shipping guidelines',
    summary:
      'Yes, but lithium batteries are dangerous goods and must be declared, packed and labelled under the dangerous goods rules. Tell us the battery type and how it is packed when you ask for a quote.',
    tags: ['li-ion', 'power bank', 'un3480', 'un3481', 'dangerous goods', 'electronics'],
  },
  {
    id: 'packaging-and-labelling',
    title: 'How should I pack and label my goods?',
    category: 'Shipping guidelines',
    summary:
      'Use strong packaging suited to the mode and the journey, fill empty space, and label every package with the consignee details, the package number and any handling marks. Poor packing is the most common cause of damage and can weaken a claim.',
    tags: ['cartons', 'pallets', 'ispm 15', 'marking', 'fragile', 'shipping marks'],
  },
  {
    id: 'prohibited-items',
    title: 'Which items are prohibited or restricted?',
    category: 'Shipping guidelines',
    summary:
      'We do not carry goods that are illegal to import, export or transport, arms and explosives, narcotics, radioactive material or counterfeit goods. Some other items, such as dangerous goods, live animals, currency and valuables, are carried only by prior written agreement.',
    tags: ['banned', 'not allowed', 'forbidden', 'illegal goods', 'scomet', 'licence'],
  },
  {
    id: 'refund-processing-time',
    title: 'When will I receive my refund?',
    category: 'Billing & payments',
    summary: 'Refunds are processed within 7–14 business days of approval.',
    tags: ['money back', 'credit note', 'overpayment', 'cancellation', 'reimbursement'],
  },
  {
    id: 'gst-invoice',
    title: 'How do I get a GST invoice?',
    category: 'Billing & payments',
    summary:
      'Give us your GSTIN, legal name and billing address when you book, and they will appear on our tax invoice so that you can claim input tax credit. Tell us before the invoice is issued, because correcting it afterwards needs a credit note and a new invoice.',
    tags: ['gstin', 'tax invoice', 'input tax credit', 'itc', 'billing address', 'gst number'],
  },
  {
    id: 'payment-methods-and-credit',
    title: 'How can I pay, and can I get credit terms?',
    category: 'Billing & payments',
    summary:
      'Most customers pay by bank transfer (NEFT, RTGS or IMPS) to the account on our invoice. Without a credit account, charges are paid before the goods or documents are released; approved credit accounts pay within 30 days of the invoice date.',
    tags: ['neft', 'rtgs', 'bank transfer', 'credit account', 'due date', 'overdue'],
  },
  {
    id: 'create-account',
    title: 'How do I create a customer account?',
    category: 'Account & portal',
    summary:
      'Open the Create an account page (/signup) and enter your name, e-mail and a password; you can then use the customer portal (/support/customer-portal) straight away. The account is free.',
    tags: ['sign up', 'register', 'signup', 'new user', 'open account', 'login'],
  },
  {
    id: 'customer-portal',
    title: 'What can I do in the customer portal?',
    category: 'Account & portal',
    summary:
      'In the customer portal (/support/customer-portal) you can follow your quote requests and our prices, see the shipments we have booked for you with their live status, and request new quotes with your details filled in.',
    tags: ['dashboard', 'my quotes', 'quote status', 'online account', 'self service', 'my account'],
  },
  {
    id: 'reset-password',
    title: 'How do I reset my password?',
    category: 'Account & portal',
    summary:
      'Follow the forgotten-password link on the login page (/login), enter your account e-mail and open the link we send you. The link works once and expires after one hour.',
    tags: ['forgot password', 'cannot log in', 'sign in', 'locked out', 'change password', 'login'],
  },
  {
    id: 'damage-or-loss-claim',
    title: 'How do I claim for damaged or lost goods?',
    category: 'Claims & insurance',
    summary:
      'Note any visible damage or shortage on the proof of delivery, keep the goods and packaging, take photos and give us written notice within 7 days of delivery. The fully documented claim must follow within 30 days of that notice.',
    tags: ['shortage', 'missing cartons', 'broken', 'compensation', 'pod remarks', 'survey'],
  },
  {
    id: 'cargo-insurance',
    title: 'Should I insure my cargo?',
    category: 'Claims & insurance',
    summary:
      'Yes, for anything you could not afford to lose. Our prices do not include insurance and our liability is limited by law and by our terms, so we recommend all-risk cover for the full value, which we can arrange through our insurance partners.',
    tags: ['marine insurance', 'transit insurance', 'all risk', 'premium', 'insured value', 'incoterms'],
  },
  {
    id: 'liability-limits',
    title: 'How much is Globe Route liable for if goods are lost or damaged?',
    category: 'Claims & insurance',
    summary:
      'Our liability is limited by the law that applies to each mode of transport and by our Terms and Conditions, and is usually well below the value of the goods. For full protection, insure the cargo or declare a higher value in advance.',
    tags: ['compensation', 'limit of liability', 'sdr', 'carrier liability', 'declared value', 'terms and conditions'],
  },
];

export function helpArticleSummary(id: string): HelpArticleSummary | undefined {
  return HELP_ARTICLE_INDEX.find((article) => article.id === id);
}
