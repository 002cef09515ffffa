// The body of the blog post "Preparing your fulfillment for the festive-season peak", a chunk of its own: only its page loads it.

import type { Block } from '../types';

const body: Block[] = [
  {
    kind: 'p',
    text: 'For most Indian online sellers, the weeks from the big marketplace sales in late September or October through to Diwali bring the highest order volumes of the year. Peaks of several times normal daily orders are common. The sellers who come through well are the ones who made their decisions in August, not in the week the sale goes live.',
  },
  {
    kind: 'h',
    text: 'August: forecast and position inventory',
  },
  {
    kind: 'ul',
    items: [
      'Build a day-by-day forecast for the sale period from last year’s data, marketplace guidance and your own promotion plan. Forecast by SKU and by region, not just in total.',
      'Position stock close to demand. If a large share of your orders goes to the south and east, holding everything in one western warehouse means longer delivery zones, higher shipping cost and slower delivery.',
      'Check your GST registrations. Holding stock in another state requires a GST registration in that state with the warehouse declared as a place of business. Start early, as it can take weeks.',
      'Book inbound appointments early. Receiving docks at fulfillment centres fill up through September.',
    ],
  },
  {
    kind: 'h',
    text: 'September: people, packaging and process',
  },
  {
    kind: 'ul',
    items: [
      'Confirm extra staff and shifts with your fulfillment partner, and ask how temporary pickers are trained. Picking accuracy usually falls when headcount rises quickly.',
      'Stock packaging for the peak plus a margin: cartons, mailers, tape, void fill, labels and invoice stock. Running out of one carton size can stop a packing line.',
      'Pre-pack popular bundles and gift sets before the sale rather than kitting them order by order.',
      'Test integrations under load. Marketplace, storefront, warehouse management and courier systems must pass orders and tracking numbers without manual steps.',
      'Agree daily courier pickup capacity by lane, and an order cut-off time that the warehouse can actually meet.',
    ],
  },
  {
    kind: 'h',
    text: 'During the sale: watch a few numbers daily',
  },
  {
    kind: 'ul',
    items: [
      'Orders received versus orders shipped the same day, and the size of the backlog.',
      'Picking and packing error rate.',
      'Courier pickups completed versus planned.',
      'Stock cover by SKU and location, so you can transfer stock or pause listings before a stock-out.',
      'Undelivered and return-to-origin (RTO) rates by PIN code and payment mode.',
    ],
  },
  {
    kind: 'p',
    text: 'Decide in advance who can pause a listing, approve overtime or switch a courier, so that decisions take minutes rather than a day. During a peak, a problem left for the next morning becomes a backlog of thousands of orders.',
  },
  {
    kind: 'h',
    text: 'Cash on delivery and RTO',
  },
  {
    kind: 'p',
    text: 'Cash on delivery is still a large share of orders in many categories, and COD orders come back undelivered far more often than prepaid ones. Every RTO costs forward and return shipping, handling and, often, damaged packaging. Practical controls include confirming high-value COD orders by call or message before dispatch, offering a small incentive for prepaid payment, and watching PIN codes with repeated delivery failures.',
  },
  {
    kind: 'h',
    text: 'After the peak: returns',
  },
  {
    kind: 'p',
    text: 'Customer returns arrive in the weeks after the sale, on top of late RTOs. Plan a process that inspects, grades and restocks saleable items quickly so they can be sold again while demand lasts. Set aside dock space and staff for returns; items that sit unprocessed lose value and block space you need for replenishment.',
  },
  {
    kind: 'h',
    text: 'A short readiness checklist',
  },
  {
    kind: 'ol',
    items: [
      'Forecast by SKU and region signed off.',
      'Inventory placed in the right fulfillment centres, with GST registrations in place.',
      'Staffing, shifts and packaging stock confirmed.',
      'System integrations tested at peak volume.',
      'Courier capacity and cut-offs agreed in writing.',
      'Returns process, space and staff planned.',
    ],
  },
  {
    kind: 'p',
    text: 'If you fulfil through Globe Route, our e-commerce team runs a peak readiness review with each client in August, covering forecast, stock placement, staffing and courier allocation. Ask your account manager to schedule one.',
  },
];

export default body;
