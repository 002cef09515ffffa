// The body of the blog post "FCL or LCL: when it makes sense to switch", a chunk of its own: only its page loads it.

import type { Block } from '../types';

const body: Block[] = [
  {
    kind: 'p',
    text: 'Most exporters start with less-than-container-load (LCL) shipments and move to full container loads (FCL) as their volumes grow. The switch is rarely made at the right moment. Some shippers stay in LCL long after a 20-foot container would have been cheaper; others book half-empty containers because they assume FCL is always better value.',
  },
  {
    kind: 'h',
    text: 'How each is priced',
  },
  {
    kind: 'p',
    text: 'LCL is charged per revenue ton, which is one cubic metre or 1,000 kg, whichever gives the higher figure. On top of the ocean freight you pay consolidation and CFS handling at origin, deconsolidation at destination, and documentation. FCL is charged per container, whatever you load into it, plus terminal handling and documentation charges at each end.',
  },
  {
    kind: 'h',
    text: 'Finding the crossover',
  },
  {
    kind: 'p',
    text: 'A standard 20-foot container has about 33 cubic metres of internal space, but in practice you will load around 25 to 28 cbm of cartons or pallets, depending on their sizes. A 40-foot container has about 67 cbm, and a 40-foot high cube about 76 cbm.',
  },
  {
    kind: 'p',
    text: 'To find your crossover, take a recent LCL quote, multiply the all-in cost per cubic metre by your typical shipment volume, and compare it with an all-in FCL quote for the same lane, including charges at both ends. On many lanes from Nhava Sheva and Mundra, a 20-foot container becomes cheaper somewhere in the mid-teens of cubic metres, but that point moves with the market, so recalculate every quarter.',
  },
  {
    kind: 'h',
    text: 'Cost is not the only factor',
  },
  {
    kind: 'ul',
    items: [
      'Transit time: LCL cargo waits for consolidation at origin and deconsolidation at destination. Allow several extra days compared with FCL on the same route.',
      'Handling: LCL cargo is handled more often and travels alongside other shippers’ goods, so it is more exposed to damage. Pack for it.',
      'Holds: if another shipper’s cargo in the same container is held by customs, your cargo can be delayed with it.',
      'Control: with FCL, your own seal stays on the container from stuffing to destination, which matters for high-value goods.',
      'Weight: heavy cargo such as tiles, stone or metal parts can reach the weight limit long before the container is full. Check the container payload and the road weight limits for the haulage legs.',
    ],
  },
  {
    kind: 'h',
    text: 'Signs it is time to switch',
  },
  {
    kind: 'ul',
    items: [
      'Your LCL shipments regularly run above 12 to 15 cbm.',
      'You ship to the same port or consignee more than once a month and could combine two LCL shipments into one container.',
      'Damage or shortage claims on LCL shipments are increasing.',
      'Your buyer is asking for faster or more predictable delivery.',
    ],
  },
  {
    kind: 'h',
    text: 'Options in between',
  },
  {
    kind: 'p',
    text: 'You do not have to jump straight to a full container every week. Two approaches work well for growing shippers:',
  },
  {
    kind: 'ul',
    items: [
      'Combine your own orders: hold shipments for a few days to build one FCL, if your buyers can accept the schedule.',
      'Buyer’s consolidation: where several suppliers ship to the same buyer, a forwarder can collect their cargo at origin and load it into one container for that buyer.',
    ],
  },
  {
    kind: 'p',
    text: 'When a container is borderline, check whether the remaining space can carry the next order early, or stock for a second buyer in the same port, before deciding to stay in LCL.',
  },
  {
    kind: 'quote',
    text: 'We ask clients for their last six months of shipments. Once the numbers are in one table, the crossover point is usually obvious.',
    by: 'Nikhil Deshpande, Head of Ocean Freight',
  },
  {
    kind: 'p',
    text: 'Send us your shipment history and lanes, and our ocean team will compare LCL and FCL costs for your actual volumes, including charges at both ends.',
  },
];

export default body;
