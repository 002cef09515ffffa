// The body of the blog post "Packing pharmaceuticals for 2–8 °C: what actually holds the range", a chunk of its own: only its page loads it.

import type { Block } from '../types';

const body: Block[] = [
  {
    kind: 'p',
    text: 'Vaccines, insulin, many biologics and some diagnostic kits must be kept between 2 °C and 8 °C from manufacture to the point of use. A few hours outside that range can make a batch unusable, and an excursion that goes unrecorded is worse: product that should have been quarantined reaches patients. Under good distribution practice (GDP), the shipper, the logistics provider and the receiver all share responsibility for showing that the temperature was held.',
  },
  {
    kind: 'p',
    text: 'In our experience, most excursions are set up at the packing bench. These are the points we check.',
  },
  {
    kind: 'h',
    text: 'Choose the right system for the lane',
  },
  {
    kind: 'ul',
    items: [
      'Passive shippers: insulated boxes (EPS, PUR or vacuum-insulated panels) with phase change materials or gel packs. They hold temperature for a qualified duration, typically somewhere between 48 and 120 hours, against a defined ambient profile.',
      'Active containers: powered units with their own cooling and heating, used for larger air consignments.',
      'Reefer trucks and containers: for pallet and full-load moves by road and sea, with the unit pre-cooled and the set point verified before loading.',
    ],
  },
  {
    kind: 'p',
    text: 'Choose a passive shipper whose qualification covers the ambient conditions and the total door-to-door time of the lane, with margin. A box qualified against a winter profile may fail in a north Indian summer, when temperatures on the apron and inside a parked truck can go well above 40 °C.',
  },
  {
    kind: 'h',
    text: 'Condition the coolant correctly',
  },
  {
    kind: 'p',
    text: 'The most common cause of freezing, which damages many biologics as badly as heat, is frozen gel packs placed directly against product. Follow the conditioning step in the packing instruction exactly. Packs taken from a −20 °C freezer usually need a defined rest at room temperature before use, while other systems use packs conditioned at +5 °C. Phase change materials designed for 2–8 °C, which change phase at around +5 °C, reduce the risk further.',
  },
  {
    kind: 'h',
    text: 'Pack exactly as qualified',
  },
  {
    kind: 'ol',
    items: [
      'Pre-condition the shipper and the product at 2–8 °C. Never load warm product into a cold box.',
      'Place coolant, spacers and product in the positions shown in the packing diagram. Do not change the number or size of packs.',
      'Start a calibrated data logger before packing, and place it with the product, not against a coolant pack.',
      'Close the box within the time limit set in the procedure. A lid left open on a hot dock is where the buffer goes.',
      'Label with the temperature range and orientation and, for air, the time and temperature sensitive label required under IATA rules.',
      'Record the packing time, the logger serial number and the packer on the shipment record.',
    ],
  },
  {
    kind: 'h',
    text: 'Plan the handovers',
  },
  {
    kind: 'p',
    text: 'The weak points are the handovers: the dispatch dock, the airport cargo terminal, customs examination and the last mile. Book cold-room storage at the cargo terminal where it is available, and pre-alert the destination so the consignment is collected on arrival. Build the schedule so that a box never sits in a terminal over a weekend or a public holiday.',
  },
  {
    kind: 'h',
    text: 'When the logger shows an excursion',
  },
  {
    kind: 'p',
    text: 'Do not decide alone. Quarantine the shipment, download the logger data and send it to the manufacturer’s or marketing authorisation holder’s quality team. They decide, using stability data, whether the product can be released. The logistics provider’s job is to give them complete, timestamped data and a clear account of what happened and when.',
  },
  {
    kind: 'quote',
    text: 'If a shipper is qualified for 96 hours, we plan the route for 72. The margin is what covers the flight that leaves late.',
    by: 'Lakshmi Narayanan, Cold Chain Operations Manager',
  },
  {
    kind: 'h',
    text: 'Before the next dispatch',
  },
  {
    kind: 'ul',
    items: [
      'Is the packing instruction current, and does it match the shipper you are actually using?',
      'Does the qualified duration cover the lane in its worst season, with margin?',
      'Are loggers calibrated and their certificates on file?',
      'Is there a written procedure for excursions, with named contacts?',
    ],
  },
  {
    kind: 'p',
    text: 'Our GDP-compliant cold chain team can review your packing instructions and propose a qualified shipper for each lane before your next dispatch.',
  },
];

export default body;
