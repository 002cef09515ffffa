// The body of the blog post "Seven e-way bill mistakes that stop trucks", a chunk of its own: only its page loads it.

import type { Block } from '../types';

const body: Block[] = [
  {
    kind: 'p',
    text: 'Under GST, goods moving by road with a consignment value above ₹50,000 generally need an e-way bill, generated on the government portal before the movement starts. Some states set a different limit for movement within the state. Officers check e-way bills in transit, and when the document is missing or does not match the truck and the cargo, goods and vehicle can be detained under Section 129 of the CGST Act until tax and penalty are settled. Every day a truck stands costs freight, goodwill and sometimes a production line at the other end.',
  },
  {
    kind: 'p',
    text: 'These are the mistakes our road team sees most often.',
  },
  {
    kind: 'h',
    text: '1. Part B not updated with the right vehicle',
  },
  {
    kind: 'p',
    text: 'Part A of the e-way bill holds the invoice details; Part B holds the vehicle number. If the cargo moves to another truck, at a hub or after a breakdown, Part B must be updated before the new vehicle leaves. A truck whose number does not match the e-way bill is treated as carrying goods without a valid document.',
  },
  {
    kind: 'h',
    text: '2. Validity expired on the road',
  },
  {
    kind: 'p',
    text: 'For normal cargo, validity is one day for every 200 km or part of it; for over-dimensional cargo, one day for every 20 km. Days are counted to midnight, so read the expiry shown on the e-way bill itself rather than counting hours. If the truck is delayed by a breakdown, a road closure or a strike, validity can be extended on the portal in a window from eight hours before to eight hours after expiry. Miss that window and a fresh e-way bill is needed.',
  },
  {
    kind: 'h',
    text: '3. Invoice details that do not match',
  },
  {
    kind: 'p',
    text: 'The invoice or challan number, date, value, HSN codes and GSTINs on the e-way bill must match the document travelling with the goods. A single wrong digit in the invoice number is enough to raise questions. Generate the e-way bill from the final invoice, not a draft, and where your e-invoicing system creates it automatically, check the transport details it picked up.',
  },
  {
    kind: 'h',
    text: '4. Wrong distance',
  },
  {
    kind: 'p',
    text: 'The portal calculates the distance between the origin and destination PIN codes and allows only a limited margin above that figure, currently 10 percent. If the truck will actually run a longer route, through a hub or a diversion, plan timings against the validity the portal gives you, not the distance you expect to drive.',
  },
  {
    kind: 'h',
    text: '5. Multi-drop loads without separate bills',
  },
  {
    kind: 'p',
    text: 'A truck carrying several consignments needs a valid e-way bill for each consignment that requires one. Transporters can group them under a consolidated e-way bill, but that does not fix an expired or incorrect bill underneath. Check each one before loading, not at the first drop.',
  },
  {
    kind: 'h',
    text: '6. Forgetting the movements that “do not count”',
  },
  {
    kind: 'p',
    text: 'Stock transfers between your own branches, goods sent for job work and returns to a supplier move under a delivery challan, but they still need an e-way bill when the value crosses the limit. Inter-state movement of goods to a job worker needs one regardless of value.',
  },
  {
    kind: 'h',
    text: '7. Cancelling too late',
  },
  {
    kind: 'p',
    text: 'If a shipment is called off, cancel the e-way bill on the portal within 24 hours of generation, provided it has not been verified in transit. After that it cannot be cancelled, and a live bill for goods that never moved may be questioned later.',
  },
  {
    kind: 'h',
    text: 'A routine that prevents most of this',
  },
  {
    kind: 'ul',
    items: [
      'Generate the e-way bill only after the invoice is final and the vehicle is assigned.',
      'Make sure the driver carries the e-way bill number, in print or on a phone, with the invoice and the lorry receipt.',
      'Update Part B at every transshipment point before the vehicle leaves.',
      'Track validity against the truck’s GPS position and extend it as soon as a delay is known.',
      'Reconcile e-way bills against invoices every week, and cancel any that were generated in error.',
    ],
  },
  {
    kind: 'p',
    text: 'On our own trucks and vetted market vehicles, the control tower matches the vehicle, e-way bill and LR on every trip and flags any e-way bill due to expire within eight hours. If you run your own fleet, the same routine works with a shared sheet and a daily check.',
  },
  {
    kind: 'p',
    text: 'GST procedures change from time to time. This article reflects the rules as we apply them at the time of writing; check the e-way bill portal or your tax adviser for the latest position.',
  },
];

export default body;
