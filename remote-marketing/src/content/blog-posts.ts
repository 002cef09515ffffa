// Blog posts for the marketing site, newest first.

import type { BlogPost } from './types';

const NIKHIL = { name: 'Nikhil Deshpande', role: 'Head of Ocean Freight' };
const IMRAN = { name: 'Imran Sheikh', role: 'Customs Compliance Lead' };
const LAKSHMI = { name: 'Lakshmi Narayanan', role: 'Cold Chain Operations Manager' };
const DEVENDRA = { name: 'Devendra Yadav', role: 'Road Network Planner' };
const VIKRAM = { name: 'Vikram Bhatia', role: 'Air Freight Manager' };
const KAVYA = { name: 'Kavya Reddy', role: 'E-commerce Fulfillment Lead' };

export const BLOG_POSTS: readonly BlogPost[] = [
  {
    slug: 'cut-detention-and-demurrage',
    title: 'How to cut detention and demurrage on import containers',
    date: '2026-11-10',
    author: NIKHIL,
    category: 'Ocean freight',
    excerpt:
      'Most detention and demurrage bills come from a few avoidable delays. Where the free days go at Nhava Sheva and Mundra, and how to keep them.',
    readingMinutes: 4,
    body: [
      {
        kind: 'p',
        text: 'Detention and demurrage rarely show up in a freight quote, but they can add more to the landed cost of a container than the ocean freight itself. The good news is that most of these charges come from a small number of delays on land, and almost all of them can be planned for.',
      },
      { kind: 'h', text: 'Two charges, two clocks' },
      {
        kind: 'p',
        text: 'Demurrage is charged for a container that stays inside the port terminal or container freight station (CFS) beyond its free time. Detention is charged by the shipping line when you keep its container outside the terminal, at your factory or warehouse, beyond the agreed free days. Some lines quote a combined figure, and the CFS may add its own ground rent on top. Read your rate agreement to know which clock applies and when it starts: for imports, usually from the day of discharge; for exports, from the day you pick up the empty.',
      },
      { kind: 'h', text: 'Where the free days actually go' },
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
      { kind: 'h', text: 'Seven things that cut the bill' },
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
      { kind: 'h', text: 'Exporters pay too' },
      {
        kind: 'p',
        text: 'Export detention starts when you collect the empty container. Picking it up five days before the cargo is ready burns free time you may need later if your booking is rolled to the next vessel. Collect the empty only when you can stuff, seal and make the gate cut-off with a day of margin, and keep the shipping bill and let export order on track so the container does not wait at the port.',
      },
      { kind: 'h', text: 'Track it as a cost, not an accident' },
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
    ],
  },
  {
    slug: 'air-or-sea-for-urgent-restocking',
    title: 'Air or sea for urgent restocking: a simple way to decide',
    date: '2026-10-06',
    author: VIKRAM,
    category: 'Air freight',
    excerpt:
      'When a stock-out is close, flying everything is rarely the answer. How to compare cost, lead time and risk before you book air freight.',
    readingMinutes: 4,
    body: [
      {
        kind: 'p',
        text: 'Every festive season and every supply disruption brings the same question from clients: should we fly this? Air freight moves goods from India to Europe or North America in days rather than weeks, but it costs several times more per kilogram than ocean freight. The right answer depends on what a stock-out actually costs you, not on how urgent the email sounds.',
      },
      { kind: 'h', text: 'Start with the real deadline' },
      {
        kind: 'p',
        text: 'Work backwards from the date the goods must be on the shelf or at the production line. Include every leg: pickup, export customs, the flight or voyage, import clearance and final delivery. From Nhava Sheva to northern Europe, ocean transit port to port is typically four to five weeks, and door to door adds several days at each end. Air, door to door, is usually three to seven days, depending on flight capacity and clearance.',
      },
      {
        kind: 'p',
        text: 'If ocean still meets the date with a few days of buffer, ship by sea. If it does not, compare the options below.',
      },
      { kind: 'h', text: 'The options and how they are charged' },
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
      { kind: 'h', text: 'The split shipment is usually the answer' },
      {
        kind: 'p',
        text: 'In most restocking cases we handle, the best plan is neither all-air nor all-sea. It is to fly enough units to bridge the weeks until the ocean shipment lands. Say you sell 400 units a week, current stock lasts two weeks, and a sea shipment would arrive in five. You need to fly about 1,200 units plus a safety margin, not the full order of 5,000, and the rest can follow by sea at a fraction of the cost.',
      },
      { kind: 'h', text: 'Check what can fly' },
      {
        kind: 'p',
        text: 'Not everything can go by air, or not easily. Lithium batteries, aerosols, many chemicals and magnetised material are dangerous goods under IATA rules and need correct classification, packing and a shipper’s declaration. Some of them are restricted to cargo aircraft, which reduces capacity and can add days. Oversized pieces may not fit the lower deck of a passenger aircraft. Check these points before you promise a date.',
      },
      { kind: 'h', text: 'Paperwork that keeps air fast' },
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
      { kind: 'h', text: 'When to plan instead of fly' },
      {
        kind: 'p',
        text: 'If you find yourself flying the same lane every month, the problem is planning, not transport. Review reorder points, safety stock and supplier lead times. A regular ocean schedule with a modest buffer is almost always cheaper than a pattern of emergency air shipments, and it is easier on working capital too.',
      },
      {
        kind: 'p',
        text: 'Our air and ocean desks work side by side for this reason. Tell us the deadline and the quantity, and we will lay out the air, sea, sea-air and split options with costs and dates so you can choose.',
      },
    ],
  },
  {
    slug: 'how-to-read-a-bill-of-lading',
    title: 'How to read a bill of lading, field by field',
    date: '2026-09-15',
    author: IMRAN,
    category: 'Ocean freight',
    excerpt:
      'A bill of lading is a receipt, a contract and often a title document. What each field means and which errors cost exporters time and money.',
    readingMinutes: 4,
    body: [
      {
        kind: 'p',
        text: 'The bill of lading (B/L) is the most important document in ocean freight, and one of the least read. Many exporters glance at the draft, approve it, and find the problem only when the bank rejects documents under a letter of credit or the buyer cannot take delivery. Ten minutes with the draft prevents most of that.',
      },
      { kind: 'h', text: 'Three jobs in one document' },
      {
        kind: 'ul',
        items: [
          'Receipt: the carrier confirms it has received the goods, in the quantity and apparent condition stated.',
          'Evidence of the contract of carriage: the terms printed on the bill or referenced by it govern the carrier’s responsibilities.',
          'Document of title: a negotiable bill made out “to order” lets the holder claim the goods and transfer them by endorsement. That is why banks rely on it.',
        ],
      },
      { kind: 'h', text: 'Master and house bills' },
      {
        kind: 'p',
        text: 'If you ship through a forwarder, there are usually two bills. The shipping line issues a master B/L to the forwarder, and the forwarder issues a house B/L to you. Your buyer surrenders the house bill to the forwarder’s agent at destination, who uses the master bill to collect the container from the line. Both must agree on container, seal and cargo details.',
      },
      { kind: 'h', text: 'The fields, in order' },
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
      { kind: 'h', text: 'Clean and on board' },
      {
        kind: 'p',
        text: 'A clean bill carries no clause saying the goods or packing were defective. A claused bill, with remarks such as “two cartons torn” or “packing wet”, can be refused by a bank. A “received for shipment” bill only proves the carrier has the goods; an on-board notation, with its date, proves they were loaded. Most letters of credit call for a clean on-board bill, and the on-board date is treated as the shipment date and checked against the latest shipment date in the credit.',
      },
      { kind: 'h', text: 'Originals, telex release and sea waybills' },
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
      { kind: 'h', text: 'A short pre-approval checklist' },
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
    ],
  },
  {
    slug: 'preparing-for-festive-season-ecommerce-peaks',
    title: 'Preparing your fulfillment for the festive-season peak',
    date: '2026-08-18',
    author: KAVYA,
    category: 'E-commerce',
    excerpt:
      'Festive sales can multiply daily orders several times over. A practical timeline for inventory, staffing, packaging and returns, starting now.',
    readingMinutes: 3,
    body: [
      {
        kind: 'p',
        text: 'For most Indian online sellers, the weeks from the big marketplace sales in late September or October through to Diwali bring the highest order volumes of the year. Peaks of several times normal daily orders are common. The sellers who come through well are the ones who made their decisions in August, not in the week the sale goes live.',
      },
      { kind: 'h', text: 'August: forecast and position inventory' },
      {
        kind: 'ul',
        items: [
          'Build a day-by-day forecast for the sale period from last year’s data, marketplace guidance and your own promotion plan. Forecast by SKU and by region, not just in total.',
          'Position stock close to demand. If a large share of your orders goes to the south and east, holding everything in one western warehouse means longer delivery zones, higher shipping cost and slower delivery.',
          'Check your GST registrations. Holding stock in another state requires a GST registration in that state with the warehouse declared as a place of business. Start early, as it can take weeks.',
          'Book inbound appointments early. Receiving docks at fulfillment centres fill up through September.',
        ],
      },
      { kind: 'h', text: 'September: people, packaging and process' },
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
      { kind: 'h', text: 'During the sale: watch a few numbers daily' },
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
      { kind: 'h', text: 'Cash on delivery and RTO' },
      {
        kind: 'p',
        text: 'Cash on delivery is still a large share of orders in many categories, and COD orders come back undelivered far more often than prepaid ones. Every RTO costs forward and return shipping, handling and, often, damaged packaging. Practical controls include confirming high-value COD orders by call or message before dispatch, offering a small incentive for prepaid payment, and watching PIN codes with repeated delivery failures.',
      },
      { kind: 'h', text: 'After the peak: returns' },
      {
        kind: 'p',
        text: 'Customer returns arrive in the weeks after the sale, on top of late RTOs. Plan a process that inspects, grades and restocks saleable items quickly so they can be sold again while demand lasts. Set aside dock space and staff for returns; items that sit unprocessed lose value and block space you need for replenishment.',
      },
      { kind: 'h', text: 'A short readiness checklist' },
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
    ],
  },
  {
    slug: 'packing-pharma-for-2-8-degrees',
    title: 'Packing pharmaceuticals for 2–8 °C: what actually holds the range',
    date: '2026-07-07',
    author: LAKSHMI,
    category: 'Cold chain',
    excerpt:
      'Most temperature excursions start at the packing bench, not in transit. How to choose, condition and pack a shipper for 2–8 °C products.',
    readingMinutes: 4,
    body: [
      {
        kind: 'p',
        text: 'Vaccines, insulin, many biologics and some diagnostic kits must be kept between 2 °C and 8 °C from manufacture to the point of use. A few hours outside that range can make a batch unusable, and an excursion that goes unrecorded is worse: product that should have been quarantined reaches patients. Under good distribution practice (GDP), the shipper, the logistics provider and the receiver all share responsibility for showing that the temperature was held.',
      },
      {
        kind: 'p',
        text: 'In our experience, most excursions are set up at the packing bench. These are the points we check.',
      },
      { kind: 'h', text: 'Choose the right system for the lane' },
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
      { kind: 'h', text: 'Condition the coolant correctly' },
      {
        kind: 'p',
        text: 'The most common cause of freezing, which damages many biologics as badly as heat, is frozen gel packs placed directly against product. Follow the conditioning step in the packing instruction exactly. Packs taken from a −20 °C freezer usually need a defined rest at room temperature before use, while other systems use packs conditioned at +5 °C. Phase change materials designed for 2–8 °C, which change phase at around +5 °C, reduce the risk further.',
      },
      { kind: 'h', text: 'Pack exactly as qualified' },
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
      { kind: 'h', text: 'Plan the handovers' },
      {
        kind: 'p',
        text: 'The weak points are the handovers: the dispatch dock, the airport cargo terminal, customs examination and the last mile. Book cold-room storage at the cargo terminal where it is available, and pre-alert the destination so the consignment is collected on arrival. Build the schedule so that a box never sits in a terminal over a weekend or a public holiday.',
      },
      { kind: 'h', text: 'When the logger shows an excursion' },
      {
        kind: 'p',
        text: 'Do not decide alone. Quarantine the shipment, download the logger data and send it to the manufacturer’s or marketing authorisation holder’s quality team. They decide, using stability data, whether the product can be released. The logistics provider’s job is to give them complete, timestamped data and a clear account of what happened and when.',
      },
      {
        kind: 'quote',
        text: 'If a shipper is qualified for 96 hours, we plan the route for 72. The margin is what covers the flight that leaves late.',
        by: 'Lakshmi Narayanan, Cold Chain Operations Manager',
      },
      { kind: 'h', text: 'Before the next dispatch' },
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
    ],
  },
  {
    slug: 'e-way-bill-mistakes-that-stop-trucks',
    title: 'Seven e-way bill mistakes that stop trucks',
    date: '2026-05-26',
    author: DEVENDRA,
    category: 'Road transport',
    excerpt:
      'A wrong vehicle number or an expired e-way bill can get goods detained on the highway. The most common errors, and how to avoid them.',
    readingMinutes: 4,
    body: [
      {
        kind: 'p',
        text: 'Under GST, goods moving by road with a consignment value above ₹50,000 generally need an e-way bill, generated on the government portal before the movement starts. Some states set a different limit for movement within the state. Officers check e-way bills in transit, and when the document is missing or does not match the truck and the cargo, goods and vehicle can be detained under Section 129 of the CGST Act until tax and penalty are settled. Every day a truck stands costs freight, goodwill and sometimes a production line at the other end.',
      },
      { kind: 'p', text: 'These are the mistakes our road team sees most often.' },
      { kind: 'h', text: '1. Part B not updated with the right vehicle' },
      {
        kind: 'p',
        text: 'Part A of the e-way bill holds the invoice details; Part B holds the vehicle number. If the cargo moves to another truck, at a hub or after a breakdown, Part B must be updated before the new vehicle leaves. A truck whose number does not match the e-way bill is treated as carrying goods without a valid document.',
      },
      { kind: 'h', text: '2. Validity expired on the road' },
      {
        kind: 'p',
        text: 'For normal cargo, validity is one day for every 200 km or part of it; for over-dimensional cargo, one day for every 20 km. Days are counted to midnight, so read the expiry shown on the e-way bill itself rather than counting hours. If the truck is delayed by a breakdown, a road closure or a strike, validity can be extended on the portal in a window from eight hours before to eight hours after expiry. Miss that window and a fresh e-way bill is needed.',
      },
      { kind: 'h', text: '3. Invoice details that do not match' },
      {
        kind: 'p',
        text: 'The invoice or challan number, date, value, HSN codes and GSTINs on the e-way bill must match the document travelling with the goods. A single wrong digit in the invoice number is enough to raise questions. Generate the e-way bill from the final invoice, not a draft, and where your e-invoicing system creates it automatically, check the transport details it picked up.',
      },
      { kind: 'h', text: '4. Wrong distance' },
      {
        kind: 'p',
        text: 'The portal calculates the distance between the origin and destination PIN codes and allows only a limited margin above that figure, currently 10 percent. If the truck will actually run a longer route, through a hub or a diversion, plan timings against the validity the portal gives you, not the distance you expect to drive.',
      },
      { kind: 'h', text: '5. Multi-drop loads without separate bills' },
      {
        kind: 'p',
        text: 'A truck carrying several consignments needs a valid e-way bill for each consignment that requires one. Transporters can group them under a consolidated e-way bill, but that does not fix an expired or incorrect bill underneath. Check each one before loading, not at the first drop.',
      },
      { kind: 'h', text: '6. Forgetting the movements that “do not count”' },
      {
        kind: 'p',
        text: 'Stock transfers between your own branches, goods sent for job work and returns to a supplier move under a delivery challan, but they still need an e-way bill when the value crosses the limit. Inter-state movement of goods to a job worker needs one regardless of value.',
      },
      { kind: 'h', text: '7. Cancelling too late' },
      {
        kind: 'p',
        text: 'If a shipment is called off, cancel the e-way bill on the portal within 24 hours of generation, provided it has not been verified in transit. After that it cannot be cancelled, and a live bill for goods that never moved may be questioned later.',
      },
      { kind: 'h', text: 'A routine that prevents most of this' },
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
    ],
  },
  {
    slug: 'incoterms-2020-for-indian-exporters',
    title: 'Incoterms 2020 for Indian exporters: choosing the right term',
    date: '2026-04-14',
    author: IMRAN,
    category: 'Customs & compliance',
    excerpt:
      'FOB is not always the safe choice. What Incoterms 2020 cover, what they do not, and which terms suit containerised exports from India.',
    readingMinutes: 4,
    body: [
      {
        kind: 'p',
        text: 'Incoterms 2020, published by the International Chamber of Commerce (ICC), are eleven three-letter terms that set out who arranges and pays for each part of a shipment, and where risk passes from seller to buyer. They appear in nearly every export contract and proforma invoice we see. They are also often misused, most commonly by quoting a sea-only term for container cargo.',
      },
      { kind: 'h', text: 'What Incoterms do and do not cover' },
      {
        kind: 'p',
        text: 'An Incoterm defines delivery: where the seller hands over the goods, who pays for carriage, insurance and export and import clearance, and when risk transfers. It does not decide when ownership passes, how or when payment is made, or which law governs the contract. Those belong in the sales contract and the payment terms, such as a letter of credit.',
      },
      { kind: 'h', text: 'The eleven terms in two groups' },
      { kind: 'p', text: 'Seven terms can be used for any mode of transport, including multimodal container moves:' },
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
      { kind: 'h', text: 'Why FCA often fits better than FOB' },
      {
        kind: 'p',
        text: 'Under FOB, risk passes when the goods are on board the vessel at the port of loading. A container from an inland factory, however, is handed to the carrier much earlier: at the ICD, the CFS or the container yard at Nhava Sheva or Mundra. Between that handover and loading, the seller no longer controls the container but still carries the risk. FCA places the transfer of risk where the seller actually hands over the goods, which matches what happens with containers. The ICC’s own guidance recommends FCA rather than FOB for containerised goods.',
      },
      {
        kind: 'p',
        text: 'Incoterms 2020 also removed a practical obstacle to FCA: the parties can agree that the buyer will instruct its carrier to issue an on-board bill of lading to the seller, which banks often require under a letter of credit.',
      },
      { kind: 'h', text: 'What changed in 2020' },
      {
        kind: 'ul',
        items: [
          'DAT was replaced by DPU, which applies to any place where the goods can be unloaded, not only a terminal.',
          'CIP now requires a higher minimum insurance cover, in line with Institute Cargo Clauses (A). CIF stays at the minimum cover of Clauses (C) unless the parties agree otherwise.',
          'Under FCA, DAP, DPU and DDP, the seller or buyer may use its own vehicles rather than a third-party carrier.',
          'Security-related requirements and their costs are allocated more explicitly between seller and buyer.',
        ],
      },
      { kind: 'h', text: 'Practical guidance for Indian exporters' },
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
      { kind: 'h', text: 'Before you sign' },
      {
        kind: 'p',
        text: 'Read the Incoterm, the named place and the payment terms together. If the term says risk passes at the port of loading but the letter of credit calls for a document you cannot obtain under that term, fix it at the contract stage, not at the bank counter. Our customs team reviews Incoterms and credit conditions with exporters before the first shipment on a new contract. It takes an hour and saves a great deal of amendment later.',
      },
    ],
  },
  {
    slug: 'fcl-or-lcl-when-to-switch',
    title: 'FCL or LCL: when it makes sense to switch',
    date: '2026-03-10',
    author: NIKHIL,
    category: 'Ocean freight',
    excerpt:
      'LCL is cheaper for small volumes, but the cost per cubic metre changes quickly as you grow. How to find your crossover point to FCL.',
    readingMinutes: 3,
    body: [
      {
        kind: 'p',
        text: 'Most exporters start with less-than-container-load (LCL) shipments and move to full container loads (FCL) as their volumes grow. The switch is rarely made at the right moment. Some shippers stay in LCL long after a 20-foot container would have been cheaper; others book half-empty containers because they assume FCL is always better value.',
      },
      { kind: 'h', text: 'How each is priced' },
      {
        kind: 'p',
        text: 'LCL is charged per revenue ton, which is one cubic metre or 1,000 kg, whichever gives the higher figure. On top of the ocean freight you pay consolidation and CFS handling at origin, deconsolidation at destination, and documentation. FCL is charged per container, whatever you load into it, plus terminal handling and documentation charges at each end.',
      },
      { kind: 'h', text: 'Finding the crossover' },
      {
        kind: 'p',
        text: 'A standard 20-foot container has about 33 cubic metres of internal space, but in practice you will load around 25 to 28 cbm of cartons or pallets, depending on their sizes. A 40-foot container has about 67 cbm, and a 40-foot high cube about 76 cbm.',
      },
      {
        kind: 'p',
        text: 'To find your crossover, take a recent LCL quote, multiply the all-in cost per cubic metre by your typical shipment volume, and compare it with an all-in FCL quote for the same lane, including charges at both ends. On many lanes from Nhava Sheva and Mundra, a 20-foot container becomes cheaper somewhere in the mid-teens of cubic metres, but that point moves with the market, so recalculate every quarter.',
      },
      { kind: 'h', text: 'Cost is not the only factor' },
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
      { kind: 'h', text: 'Signs it is time to switch' },
      {
        kind: 'ul',
        items: [
          'Your LCL shipments regularly run above 12 to 15 cbm.',
          'You ship to the same port or consignee more than once a month and could combine two LCL shipments into one container.',
          'Damage or shortage claims on LCL shipments are increasing.',
          'Your buyer is asking for faster or more predictable delivery.',
        ],
      },
      { kind: 'h', text: 'Options in between' },
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
    ],
  },
];

/** Finds a blog post by its slug. */
export function blogPost(slug: string): BlogPost | undefined {
  return BLOG_POSTS.find((post) => post.slug === slug);
}
