// The body of the blog post "Air or sea for urgent restocking: a simple way to decide", a chunk of its own: only its page loads it.

import type { Block } from '../types';

const body: Block[] = [
  {
    kind: 'p',
    text: 'Every festive season and every supply disruption brings the same question from clients: should we fly this? Air freight moves goods from India to Europe or North America in days rather than weeks, but it costs several times more per kilogram than ocean freight. The right answer depends on what a stock-out actually costs you, not on how urgent the email sounds.',
  },
  {
    kind: 'h',
    text: 'Start with the real deadline',
  },
  {
    kind: 'p',
    text: 'Work backwards from the date the goods must be on the shelf or at the production line. Include every leg: pickup, export customs, the flight or voyage, import clearance and final delivery. From Nhava Sheva to northern Europe, ocean transit port to port is typically four to five weeks, and door to door adds several days at each end. Air, door to door, is usually three to seven days, depending on flight capacity and clearance.',
  },
  {
    kind: 'p',
    text: 'If ocean still meets the date with a few days of buffer, ship by sea. If it does not, compare the options below.',
  },
  {
    kind: 'h',
    text: 'The options and how they are charged',
  },
  {
    kind: 'ul',
    items: [
      'Air: charged on chargeable weight, the higher of actual weight and volumetric weight (length × width × height in cm ÷ 6,000 gives kilograms). Light, bulky cargo becomes expensive quickly.',
      'Sea: charged per container for FCL, or per cubic metre or tonne, whichever is greater, for LCL. Cheapest per unit, and slowest.',
      'Sea-air: ocean to a hub such as Dubai, then air onwards. It usually sits between the two on both cost and transit time and is worth asking about for Europe and Africa.',
      'Split shipment: fly only the quantity needed to cover the gap, and send the balance by sea.',
    ],
  },
  {
    kind: 'p',
    text: 'Then put a number on the stock-out: lost margin on sales, penalty clauses with your customer, an idle production line. If the extra cost of flying is lower than the cost of running out, flying is justified. If not, it is just expensive.',
  },
  {
    kind: 'h',
    text: 'The split shipment is usually the answer',
  },
  {
    kind: 'p',
    text: 'In most restocking cases we handle, the best plan is neither all-air nor all-sea. It is to fly enough units to bridge the weeks until the ocean shipment lands. Say you sell 400 units a week, current stock lasts two weeks, and a sea shipment would arrive in five. You need to fly about 1,200 units plus a safety margin, not the full order of 5,000, and the rest can follow by sea at a fraction of the cost.',
  },
  {
    kind: 'h',
    text: 'Check what can fly',
  },
  {
    kind: 'p',
    text: 'Not everything can go by air, or not easily. Lithium batteries, aerosols, many chemicals and magnetised material are dangerous goods under IATA rules and need correct classification, packing and a shipper’s declaration. Some of them are restricted to cargo aircraft, which reduces capacity and can add days. Oversized pieces may not fit the lower deck of a passenger aircraft. Check these points before you promise a date.',
  },
  {
    kind: 'h',
    text: 'Paperwork that keeps air fast',
  },
  {
    kind: 'ul',
    items: [
      'A commercial invoice and packing list that match the piece count and weights on the air waybill.',
      'The correct HS code and any licence or certificate the destination requires.',
      'A shipping bill filed on ICEGATE with an accurate FOB value.',
      'Full consignee details, including the importer’s tax or registration number, ready for destination clearance.',
    ],
  },
  {
    kind: 'p',
    text: 'An air shipment that waits two days for a corrected invoice has lost most of its advantage. Prepare documents before the cargo reaches the airport, not after.',
  },
  {
    kind: 'h',
    text: 'When to plan instead of fly',
  },
  {
    kind: 'p',
    text: 'If you find yourself flying the same lane every month, the problem is planning, not transport. Review reorder points, safety stock and supplier lead times. A regular ocean schedule with a modest buffer is almost always cheaper than a pattern of emergency air shipments, and it is easier on working capital too.',
  },
  {
    kind: 'p',
    text: 'Our air and ocean desks work side by side for this reason. Tell us the deadline and the quantity, and we will lay out the air, sea, sea-air and split options with costs and dates so you can choose.',
  },
];

export default body;
