// The body of the blog post "How to cut detention and demurrage on import containers", a chunk of its own: only its page loads it.

import type { Block } from '../types';

const body: Block[] = [
  {
    kind: 'p',
    text: 'Detention and demurrage rarely show up in a freight quote, but they can add more to the landed cost of a container than the ocean freight itself. The good news is that most of these charges come from a small number of delays on land, and almost all of them can be planned for.',
  },
  {
    kind: 'h',
    text: 'Two charges, two clocks',
  },
  {
    kind: 'p',
    text: 'Demurrage is charged for a container that stays inside the port terminal or container freight station (CFS) beyond its free time. Detention is charged by the shipping line when you keep its container outside the terminal, at your factory or warehouse, beyond the agreed free days. Some lines quote a combined figure, and the CFS may add its own ground rent on top. Read your rate agreement to know which clock applies and when it starts: for imports, usually from the day of discharge; for exports, from the day you pick up the empty.',
  },
  {
    kind: 'h',
    text: 'Where the free days actually go',
  },
  {
    kind: 'p',
    text: 'In our import files at Nhava Sheva (JNPT) and Mundra, time is rarely lost on the water. It goes in a handful of predictable places:',
  },
  {
    kind: 'ul',
    items: [
      'Documents arrive late: the original bill of lading is still with the bank or the shipper when the vessel berths, so the delivery order cannot be issued.',
      'The bill of entry is filed after arrival, or filed with errors that lead to queries and reassessment.',
      'Duty payment is delayed because the importer’s ICEGATE registration or bank payment set-up is not ready.',
      'Customs orders an examination and nobody is at the CFS to present the cargo, or the packing makes it slow to open and restuff.',
      'No truck is booked for the day of out-of-charge, or the factory cannot receive the container that day.',
      'The empty is returned late because the destuffing crew was short or the empty yard is congested.',
    ],
  },
  {
    kind: 'h',
    text: 'Seven things that cut the bill',
  },
  {
    kind: 'ol',
    items: [
      'Negotiate free days when you book, not after the invoice arrives. Lines will often extend free time for importers with steady volume on a lane; a one-off shipment gets the standard tariff.',
      'Move documents early. Ask the shipper to courier the originals as soon as the B/L is released, or agree a telex release or sea waybill where the payment terms allow it.',
      'File the bill of entry in advance. Customs law allows filing before the vessel arrives, and a clean advance assessment lets you pay duty and clear soon after discharge.',
      'Use direct port delivery (DPD) where you qualify. At JNPT, importers approved for DPD take the container straight from the terminal, skipping the CFS and its charges.',
      'Keep classification and valuation consistent. If the HS code or declared value differs from your last shipment, expect questions, and have product literature and previous assessments ready.',
      'Book haulage against the expected out-of-charge date and confirm the receiving slot at the factory. A cleared container that waits a day for a trailer costs the same as one held by customs.',
      'Plan destuffing and empty return together. Know the line’s designated empty depot before the container leaves the port, and return it the day it is emptied where possible.',
    ],
  },
  {
    kind: 'h',
    text: 'Exporters pay too',
  },
  {
    kind: 'p',
    text: 'Export detention starts when you collect the empty container. Picking it up five days before the cargo is ready burns free time you may need later if your booking is rolled to the next vessel. Collect the empty only when you can stuff, seal and make the gate cut-off with a day of margin, and keep the shipping bill and let export order on track so the container does not wait at the port.',
  },
  {
    kind: 'h',
    text: 'Track it as a cost, not an accident',
  },
  {
    kind: 'p',
    text: 'We suggest logging, for every container, the dates of discharge, out-of-charge, gate-out, destuffing and empty return, against the free days on the booking. After one quarter the pattern is usually clear: one or two steps account for most of the charges. Fix those first, and renegotiate free time with the data in hand.',
  },
  {
    kind: 'quote',
    text: 'Detention is almost never caused by the ship. It is caused by a document, a payment or a truck that was not ready on the day.',
    by: 'Nikhil Deshpande, Head of Ocean Freight',
  },
  {
    kind: 'p',
    text: 'If you ship through Nhava Sheva or Mundra with us, our ocean desk tracks free time for each container and alerts you three days before it runs out, while there is still time to act.',
  },
];

export default body;
