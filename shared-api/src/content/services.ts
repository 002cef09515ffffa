// The six service pages of the public site. The same text seeds the server's search tables, so edit it here only.
import { serviceEntry } from './catalogue';
import type { ServiceContent } from './types';

export const SERVICES_CONTENT: readonly ServiceContent[] = [
  {
    ...serviceEntry('ocean-freight'),
    intro: [
      'Most of India’s trade still moves by sea, and most of the problems with it happen on land: a container that misses its gate-in cut-off, a shipping bill with the wrong HS code, a bill of entry that sits unfiled while demurrage runs. We handle the whole chain – pickup, stuffing, customs, the sailing and delivery at the other end – so there is one team answerable for the shipment from start to finish.',
      'We book FCL and LCL cargo out of and into JNPT (Nhava Sheva), Mundra, Chennai, Kolkata, Kochi and Vizag, and through the inland container depots that serve our branch cities. Overseas, our partner network in more than 120 countries handles destination clearance and delivery, so door-to-door quotes are door-to-door in fact.',
      'Since 2004 we have moved everything from a single pallet of machine spares to weekly programmes of 40-foot containers for exporters. Our customs broker licence and AEO certification mean the paperwork is done in-house, and usually cleared faster.',
    ],
    offerings: [
      {
        title: 'Full container load (FCL)',
        text: '20-foot, 40-foot and 40-foot high-cube containers, plus reefers, open tops and flat racks for cargo that does not fit a standard box.',
      },
      {
        title: 'Less than container load (LCL)',
        text: 'Weekly consolidations on the main lanes for shipments from 1 CBM upwards, so you pay only for the space you use.',
      },
      {
        title: 'Import and export customs clearance',
        text: 'Shipping bills, bills of entry and duty payment on ICEGATE by our licensed customs brokers, including FTA certificates of origin and export incentive claims.',
      },
      {
        title: 'Inland haulage and ICD movements',
        text: 'Trucking and rail between factories, CFSs, ICDs and the port, planned around vessel cut-offs and free time.',
      },
      {
        title: 'Cargo insurance',
        text: 'All-risk marine cargo cover arranged through our insurance partners, quoted as a percentage of invoice value.',
      },
    ],
    steps: [
      {
        title: 'Quote and booking',
        text: 'Send us the cargo details, Incoterm and dates. We come back with sailing options, transit times and an all-in price, then confirm space with the carrier.',
      },
      {
        title: 'Pickup and stuffing',
        text: 'We collect from your premises or stuff the container at the factory, seal it and move it to the port or ICD ahead of the gate-in cut-off.',
      },
      {
        title: 'Customs and sailing',
        text: 'Our brokers file the shipping bill or bill of entry, handle any examination and share the bill of lading draft for your approval before the vessel sails.',
      },
      {
        title: 'Transit updates',
        text: 'You get the vessel name, ETD and ETA, then a notice at each milestone: departure, transhipment and arrival at the port of discharge.',
      },
      {
        title: 'Destination clearance and delivery',
        text: 'Our partner or our own team clears the cargo and delivers it to the consignee’s door, with the proof of delivery sent back to you.',
      },
    ],
    differentiators: [
      {
        title: 'Customs in-house',
        text: 'We hold a customs broker licence and are AEO-certified, so clearance is not handed to a sub-agent you have never spoken to.',
      },
      {
        title: 'Honest quotes',
        text: 'Our ocean quotes list freight, local charges, CFS and documentation fees separately, so the invoice matches what you approved.',
      },
      {
        title: 'Free-time management',
        text: 'We track demurrage and detention days on every container and warn you before they start costing money.',
      },
      {
        title: 'Ports and branches that match',
        text: 'Branches in Mumbai, Ahmedabad, Chennai, Kolkata, Kochi and Vizag sit next to the ports they serve, so there is always someone local when a problem comes up.',
      },
    ],
    facts: [
      { value: '120+', label: 'countries covered by our partner network' },
      { value: '1 CBM', label: 'minimum LCL shipment' },
      { value: 'AEO', label: 'certified customs broker' },
    ],
    faqs: [
      {
        question: 'How long does ocean freight take from India?',
        answer:
          'Port to port from Nhava Sheva, a sailing to Jebel Ali typically takes 4–7 days, to Singapore 8–12 days, to North European ports around 4–6 weeks and to the US East Coast 5–7 weeks, depending on routing and transhipment. Add a few days at each end for pickup, customs and delivery. We give the transit time for the specific sailing when we quote.',
      },
      {
        question: 'What documents do I need to ship by sea?',
        answer:
          'For exports: commercial invoice, packing list, your IEC, and for zero-rated GST exports either a LUT or proof of IGST paid. For imports: commercial invoice, packing list, bill of lading, IEC and GST registration. Some goods also need a certificate of origin, a phytosanitary certificate or an FSSAI, CDSCO or BIS approval; we tell you which when we quote.',
      },
      {
        question: 'What is the minimum size for an LCL shipment?',
        answer:
          'LCL is charged per revenue ton – 1 CBM or 1,000 kg, whichever is greater – with a minimum charge of 1 CBM. If your cargo fills more than roughly 13–15 CBM, a 20-foot FCL is usually cheaper, and we will tell you if that is the case.',
      },
      {
        question: 'Is my cargo insured during the sailing?',
        answer:
          'Carrier liability under the bill of lading is limited and rarely covers the full value of the goods. We recommend all-risk marine cargo insurance, which we can arrange for a premium that is usually a small fraction of a percent of the invoice value.',
      },
      {
        question: 'How can I track my container?',
        answer:
          'Enter your Globe Route booking number on the Track Shipment page to see each milestone, from pickup to delivery. Your account manager also sends updates at departure, transhipment and arrival, and can be reached 24/7 if something changes.',
      },
    ],
    relatedIndustries: ['manufacturing', 'automotive', 'food-beverage'],
  },
  {
    ...serviceEntry('air-freight'),
    intro: [
      'Air freight is for the shipments where days matter more than rupees per kilo: a production line waiting on a part, a pharma export with a short shelf life, a sample a buyer needs before placing the order. Our job is to get it on the right flight and make sure it does not sit in the airport cargo terminal once it lands.',
      'We ship through the cargo terminals at Mumbai, Delhi, Bengaluru, Chennai, Hyderabad, Kolkata and Kochi, with branch teams who know the terminal procedures and cut-offs at each. Overseas, our partners in more than 120 countries clear and deliver on our behalf.',
      'You can choose between consolidated services, which are cheaper and leave on fixed days, and direct or express bookings on the next available flight. For the genuinely urgent, we arrange part or full charters.',
    ],
    offerings: [
      {
        title: 'Consolidated air freight',
        text: 'Regular consolidations to the Gulf, Europe, North America and South-East Asia for shipments that can wait for a fixed departure day.',
      },
      {
        title: 'Direct and express services',
        text: 'Next-flight-out bookings on direct routes where possible, for shipments that have to arrive in one to three days.',
      },
      {
        title: 'Dangerous goods',
        text: 'Lithium batteries, chemicals and other regulated cargo packed, labelled and declared under IATA and DGCA dangerous goods rules by trained staff.',
      },
      {
        title: 'Temperature-controlled air cargo',
        text: 'Active and passive packaging for pharmaceuticals and perishables, with booking on carriers and routes that can hold the required range.',
      },
      {
        title: 'Charters',
        text: 'Part and full aircraft charters for project cargo, large volumes or disruptions when scheduled capacity runs out.',
      },
    ],
    steps: [
      {
        title: 'Quote on chargeable weight',
        text: 'Share the dimensions, weight, commodity and deadline. We quote on chargeable weight with flight options and transit times.',
      },
      {
        title: 'Pickup and terminal lodgement',
        text: 'We collect the cargo, check packaging and labels, and lodge it at the airport terminal before the airline cut-off.',
      },
      {
        title: 'Export clearance and departure',
        text: 'Our brokers file the shipping bill, complete security screening and issue the air waybill. You get the flight details once the cargo is on board.',
      },
      {
        title: 'Arrival, clearance and delivery',
        text: 'At destination our partner clears customs and delivers to the consignee. For imports into India we file the bill of entry, often before the flight lands.',
      },
    ],
    differentiators: [
      {
        title: 'Airport teams in seven cities',
        text: 'Our own staff at the main Indian cargo terminals, so cargo is lodged, screened and cleared without waiting on a third party.',
      },
      {
        title: 'Advance filing for imports',
        text: 'We file the bill of entry before arrival where the rules allow, which together with our AEO status cuts the time cargo spends in the terminal.',
      },
      {
        title: 'Straight answers on timing',
        text: 'If a flight is offloaded or a connection missed, we tell you the same day and rebook, rather than letting you find out at the delivery date.',
      },
    ],
    facts: [
      { value: '120+', label: 'countries covered by our partner network' },
      { value: '1–3 days', label: 'typical express transit to the Gulf and Europe' },
      { value: '24/7', label: 'support for urgent and time-critical cargo' },
    ],
    faqs: [
      {
        question: 'How long does air freight take?',
        answer:
          'Airport to airport, express shipments from India reach the Gulf in about 1–2 days, Europe in 2–3 days and North America in 3–5 days. Consolidated services add a few days because they wait for a fixed departure. Customs and delivery at each end usually add one or two working days.',
      },
      {
        question: 'How is air freight priced?',
        answer:
          'By chargeable weight: the higher of the actual weight and the volumetric weight, which is length × width × height in centimetres divided by 6,000. Light, bulky cargo is charged on volume. Rates fall as the weight bracket rises, and fuel and security surcharges are shown separately on the quote.',
      },
      {
        question: 'Is there a minimum shipment size?',
        answer:
          'No minimum size, but airlines apply a minimum charge, so very small shipments cost about the same as 45 kg. For documents and small parcels under that, a courier is often cheaper, and we will say so.',
      },
      {
        question: 'Can you ship lithium batteries or other dangerous goods?',
        answer:
          'Yes. Dangerous goods need a safety data sheet, UN-approved packaging, the right labels and a shipper’s declaration. Our trained staff check all of this before the cargo goes to the terminal. Some items can only fly on cargo aircraft, which can affect the route and price.',
      },
      {
        question: 'Do you handle import customs clearance at the airport?',
        answer:
          'Yes. Our licensed brokers file the bill of entry on ICEGATE, pay duty from your account or ours, and arrange any examination. Send us the invoice, packing list, air waybill and any licences or certificates your product needs, ideally before the flight lands.',
      },
    ],
    relatedIndustries: ['pharmaceuticals', 'automotive', 'ecommerce-retail'],
  },
  {
    ...serviceEntry('road-transport'),
    intro: [
      'Road carries most of India’s domestic freight, and it is where delays and damage are most common. We run a fleet of 320 of our own trucks and add vetted market vehicles when volumes call for it, so we can commit to capacity in the festive peak as well as in a quiet month.',
      'Our 14 branches, from Ludhiana to Kochi and Ahmedabad to Guwahati, book and supervise loads locally. A central control room in Mumbai watches every truck on GPS, around the clock, and calls the driver and you if a vehicle stops where it should not.',
      'We carry FTL loads from factory to warehouse, PTL consignments for smaller shippers, container movements to and from the ports and ICDs, and over-dimensional cargo that needs route surveys and escort vehicles.',
    ],
    offerings: [
      {
        title: 'Full truckload (FTL)',
        text: 'Dedicated vehicles from 14-foot trucks to 32-foot multi-axle containers and trailers, moving point to point with no transhipment.',
      },
      {
        title: 'Part truckload (PTL)',
        text: 'Scheduled departures between our branch cities for consignments from a single pallet upwards, consolidated at our hubs.',
      },
      {
        title: 'Port and ICD container haulage',
        text: 'Import and export container movements between JNPT, Mundra, Chennai and the ICDs, timed to vessel cut-offs and free time.',
      },
      {
        title: 'Over-dimensional cargo',
        text: 'Machinery, transformers and project cargo on low-beds and hydraulic axles, with route surveys, permits and escort.',
      },
      {
        title: 'Cross-border trucking',
        text: 'Road movements to Nepal, Bhutan and Bangladesh, including transit documents and clearance at the land border stations.',
      },
    ],
    steps: [
      {
        title: 'Booking',
        text: 'Tell us the origin, destination, weight, dimensions and loading date. We confirm the vehicle type and a price before you commit.',
      },
      {
        title: 'Vehicle placement and loading',
        text: 'The truck reports at your dock on time. Our supervisor checks the vehicle, oversees loading and records the seal number.',
      },
      {
        title: 'Documents',
        text: 'We generate the lorry receipt and check that the e-way bill and invoice are in order before the truck leaves.',
      },
      {
        title: 'Tracked transit',
        text: 'The truck is tracked on GPS end to end. You can see its position on the Track Shipment page, and our control room handles any breakdown or delay.',
      },
      {
        title: 'Delivery and POD',
        text: 'The consignee signs the proof of delivery, which is scanned and available to you within a few hours of unloading.',
      },
    ],
    differentiators: [
      {
        title: 'Our own fleet',
        text: '320 company-owned trucks with trained drivers, maintained in our own workshops, form the backbone of the network; market vehicles are added only after checks on documents, condition and driver.',
      },
      {
        title: '24/7 control room',
        text: 'Every vehicle is watched on GPS day and night, with drivers and customers called when a truck deviates or stops too long.',
      },
      {
        title: 'Compliance handled',
        text: 'E-way bills, GST invoices, permits and state requirements are checked before dispatch, so trucks are not held at checkpoints.',
      },
      {
        title: 'One contact per account',
        text: 'A named coordinator handles your loads across all 14 branches, so you do not have to call each city separately.',
      },
    ],
    facts: [
      { value: '320', label: 'own trucks, plus vetted market vehicles' },
      { value: '14', label: 'branch offices across India' },
      { value: '24/7', label: 'GPS control room' },
    ],
    faqs: [
      {
        question: 'How long does a truck take between major cities?',
        answer:
          'On a dedicated FTL, Mumbai to Delhi NCR typically takes 3–4 days, Mumbai to Chennai or Bengaluru 2–3 days, Delhi NCR to Kolkata 4–5 days and Mumbai to Guwahati 7–9 days. PTL adds a day or two for consolidation at our hubs. We give the committed transit time for your lane when we quote.',
      },
      {
        question: 'What documents are needed for road transport?',
        answer:
          'A tax invoice or delivery challan and, for goods worth more than ₹50,000 per consignment, an e-way bill. We issue the lorry receipt. For cross-border loads to Nepal, Bhutan or Bangladesh, export customs documents are also needed; we will list them for your shipment.',
      },
      {
        question: 'What is the minimum load for part truckload?',
        answer:
          'PTL starts from a single pallet or about 100 kg. Below that, a courier is usually the better option. Once a consignment fills more than around half a truck, a dedicated FTL is often cheaper and faster, and we will tell you if that is the case.',
      },
      {
        question: 'How is road freight priced?',
        answer:
          'FTL is priced per trip by vehicle type and lane. PTL is priced per kilogram of chargeable weight, which takes volume into account for light, bulky goods. Rates are linked to diesel prices, and loading, unloading or detention beyond the free time are shown separately.',
      },
      {
        question: 'Are goods insured in transit?',
        answer:
          'Our carrier’s liability is limited by law and by our terms, so we recommend transit insurance for the full invoice value. You can use your own policy or we can arrange cover through our insurance partners for each trip or on an annual basis.',
      },
    ],
    relatedIndustries: ['manufacturing', 'automotive', 'ecommerce-retail'],
  },
  {
    ...serviceEntry('warehousing'),
    intro: [
      'A warehouse is only useful if you know what is in it. Our six warehouses, 1.1 million sq ft in all, run on a warehouse management system that records every pallet by location and batch, and you can see your stock, inbound receipts and dispatches online at any time.',
      'We offer shared space for businesses that need flexibility and dedicated space, with our staff or yours, for those with steady volumes. Storage ranges from ambient racking and bulk floor space to customs-bonded areas for imported goods awaiting duty payment, and temperature-controlled rooms for pharma and food.',
      'Because warehousing sits alongside our freight, road and customs teams, goods can come off a vessel, clear customs and be put away without changing hands. Our operations are certified to ISO 9001:2015.',
    ],
    offerings: [
      {
        title: 'Shared and dedicated warehousing',
        text: 'Pay per pallet in shared space, or take a dedicated area or building with its own dock and staff under a longer contract.',
      },
      {
        title: 'Bonded storage',
        text: 'Imported goods stored under customs bond, with duty paid only as stock is cleared for home consumption or re-exported.',
      },
      {
        title: 'Cross-docking',
        text: 'Inbound loads broken down and re-sorted onto outbound trucks the same day, without going into storage.',
      },
      {
        title: 'Value-added services',
        text: 'Labelling, MRP stickering, kitting, repacking, quality checks and gift packing, done on site to your instructions.',
      },
      {
        title: 'Inventory management',
        text: 'Batch and expiry tracking, FIFO or FEFO picking, scheduled cycle counts and stock reports you can download at any time.',
      },
    ],
    steps: [
      {
        title: 'Requirement and layout',
        text: 'We look at your SKUs, volumes, seasonality and handling rules, then propose the space, racking and staffing to match.',
      },
      {
        title: 'Onboarding',
        text: 'We set up your SKUs in the warehouse system, agree the operating procedures and, where needed, help you add the warehouse as an additional place of business under GST.',
      },
      {
        title: 'Inbound and put-away',
        text: 'Goods are checked against the ASN or invoice, damages are photographed and reported, and stock is put away and live in the system the same day.',
      },
      {
        title: 'Order processing and dispatch',
        text: 'Orders are picked, packed and loaded to agreed cut-offs, with e-way bills and transport booked through our road team if you wish.',
      },
      {
        title: 'Reporting and reviews',
        text: 'You get daily stock and movement reports, and we review accuracy, turnaround and costs with you every month.',
      },
    ],
    differentiators: [
      {
        title: 'Stock you can see',
        text: 'Live inventory by SKU, batch and location, so you do not have to call and ask what is on the shelf.',
      },
      {
        title: 'Freight and customs under one roof',
        text: 'Import, clear, store and deliver with one provider and one set of documents, including bonded storage.',
      },
      {
        title: 'Room to grow',
        text: 'Six warehouses and 1.1 million sq ft mean we can add space for a festive peak or a new product line without moving your stock.',
      },
    ],
    facts: [
      { value: '6', label: 'warehouses' },
      { value: '1.1 million', label: 'sq ft of storage space' },
      { value: 'ISO 9001:2015', label: 'certified operations' },
    ],
    faqs: [
      {
        question: 'What is the minimum space I can take?',
        answer:
          'In shared warehousing we work from around 50 pallet positions, charged only for what you use. Dedicated space usually starts at about 10,000 sq ft. If you are below that, we can still suggest an option.',
      },
      {
        question: 'How are warehousing charges calculated?',
        answer:
          'Storage is charged per pallet or per sq ft per month, and handling per pallet, carton or unit moved in and out. Value-added services such as labelling or kitting are priced per piece. Everything is set out in a rate card before you start, with no setup fee for standard onboarding.',
      },
      {
        question: 'Do I need to register the warehouse under GST?',
        answer:
          'Yes. If you store your own goods with us, the warehouse must be added as an additional place of business in your GST registration. Our onboarding team will give you the address details and documents needed for the amendment.',
      },
      {
        question: 'Is my stock insured in your warehouse?',
        answer:
          'Our facilities carry their own fire and liability cover, but the goods remain your property and should be covered under your stock insurance. We can arrange a policy through our insurance partners if you do not have one.',
      },
      {
        question: 'Can I see my inventory online?',
        answer:
          'Yes. You get a login to view stock by SKU, batch and location, track inbound and outbound orders and download reports. We can also send stock files to your ERP on a schedule.',
      },
    ],
    relatedIndustries: ['ecommerce-retail', 'manufacturing', 'food-beverage'],
  },
  {
    ...serviceEntry('cold-chain-logistics'),
    intro: [
      'In cold chain, a shipment is only as good as its worst hour. A reefer left idling with its doors open at a loading bay, or a carton parked on a hot apron, can ruin a consignment that was kept perfectly for the rest of the journey. Our cold chain is built so those hours do not happen, and so there is a record to prove it.',
      'We run temperature-controlled storage and reefer vehicles in the ranges our customers use most: 2–8 °C for vaccines, biologics and many medicines, 15–25 °C for controlled-room-temperature pharma, chilled for fresh food and dairy, and frozen down to −20 °C. Our processes follow Good Distribution Practice, and every shipment carries a calibrated data logger.',
      'For exports and imports we combine this with reefer containers, temperature-controlled air cargo and our own customs brokers, so a consignment that needs to stay cold is not left waiting for clearance.',
    ],
    offerings: [
      {
        title: 'Temperature-controlled storage',
        text: 'Temperature-mapped chambers at 2–8 °C, 15–25 °C and frozen, with alarms, backup power and round-the-clock monitoring.',
      },
      {
        title: 'Reefer road transport',
        text: 'Refrigerated trucks in a range of sizes with GPS and live temperature readings, pre-cooled before loading.',
      },
      {
        title: 'Reefer ocean containers',
        text: 'Temperature-set reefer containers for frozen, chilled and pharma cargo, with plug-in monitoring at the port.',
      },
      {
        title: 'Pharma air cargo',
        text: 'Active containers and validated passive shippers on carriers and routes chosen to hold the required range.',
      },
      {
        title: 'Packaging and data loggers',
        text: 'Validated insulated shippers, gel packs and calibrated loggers, with the temperature record handed over at delivery.',
      },
    ],
    steps: [
      {
        title: 'Lane assessment',
        text: 'We review the product’s temperature range, stability data, transit time and season, and choose the vehicle, packaging and route.',
      },
      {
        title: 'Pre-conditioning',
        text: 'Vehicles and containers are pre-cooled and packaging conditioned to the set point before the cargo is brought out of storage.',
      },
      {
        title: 'Controlled loading',
        text: 'Loading happens at an enclosed, temperature-controlled dock, with a logger started and its serial number recorded for each consignment.',
      },
      {
        title: 'Monitored transit',
        text: 'Our control room watches temperature and location throughout. If a reading drifts, the driver and the quality team are alerted straight away.',
      },
      {
        title: 'Delivery and records',
        text: 'At delivery the logger data is downloaded and shared with the proof of delivery, and any excursion is investigated and reported.',
      },
    ],
    differentiators: [
      {
        title: 'GDP-compliant processes',
        text: 'Written procedures, trained staff, qualified equipment and a quality team that investigates deviations, ready for your audit.',
      },
      {
        title: 'Proof, not promises',
        text: 'Every consignment comes with its temperature record, so you can release stock with evidence rather than assumption.',
      },
      {
        title: 'Cold chain through customs',
        text: 'Our customs team clears temperature-sensitive imports and exports as a priority, so cargo spends as little time as possible in port or terminal.',
      },
    ],
    facts: [
      { value: '2–8 °C', label: 'pharma range, our most common set point' },
      { value: '−20 °C', label: 'frozen storage and transport' },
      { value: 'GDP', label: 'compliant processes and records' },
    ],
    faqs: [
      {
        question: 'Which temperature ranges can you handle?',
        answer:
          'We regularly run 2–8 °C, 15–25 °C, chilled ranges for fresh food and dairy, and frozen down to −20 °C. For other ranges, tell us the product and its requirements and we will confirm what is possible.',
      },
      {
        question: 'How do I know the temperature was maintained?',
        answer:
          'Every consignment travels with a calibrated data logger, and reefer trucks also report live temperatures to our control room. The logger data is shared with the proof of delivery, and any excursion is documented and investigated.',
      },
      {
        question: 'What happens if there is a temperature excursion?',
        answer:
          'Our control room is alerted immediately and acts to correct it, for example by moving the cargo to another vehicle or a cold room. We inform you at once, record the duration and peak reading, and support your quality team in deciding on the product’s release.',
      },
      {
        question: 'Is cold chain cargo insured?',
        answer:
          'Standard transit insurance often excludes temperature deviation. We recommend a policy that specifically covers it, which we can arrange through our insurance partners once the lane and packaging are agreed.',
      },
      {
        question: 'Can you handle imports of medicines and vaccines?',
        answer:
          'Yes. Our brokers clear pharmaceutical imports with the CDSCO port office and customs, using your import licence and product registration. We keep the cargo in temperature-controlled storage until it is released and delivered.',
      },
    ],
    relatedIndustries: ['pharmaceuticals', 'food-beverage'],
  },
  {
    ...serviceEntry('ecommerce-fulfillment'),
    intro: [
      'Online customers judge a brand by the parcel: whether it arrived when promised, in one piece, with the right item inside. We store your stock, pick and pack each order and hand it to the right courier, so that you can concentrate on selling.',
      'Orders reach us from your store or marketplace through a direct integration or a simple file upload. Orders received by 2 pm are dispatched the same day, and our courier partners deliver to most serviceable pin codes in India, with cash on delivery where you need it.',
      'Returns are checked, graded and put back into sellable stock or set aside, and you see the result in the same system as your inventory. When sales spike around Diwali or a marketplace event, we add staff and space ahead of time rather than letting orders queue.',
    ],
    offerings: [
      {
        title: 'Inventory storage',
        text: 'Bin, shelf and pallet storage for your SKUs, with live stock levels you can see and sync to your sales channels.',
      },
      {
        title: 'Pick, pack and dispatch',
        text: 'Orders picked by barcode scan, packed in your boxes or ours, invoiced and handed to the courier with a tracking number.',
      },
      {
        title: 'Channel integrations',
        text: 'Connections to Shopify, WooCommerce and major marketplaces, or order files and an API for other platforms.',
      },
      {
        title: 'Last-mile delivery and COD',
        text: 'Delivery through our courier partners across India, with cash-on-delivery collection reconciled and remitted to you on a fixed cycle.',
      },
      {
        title: 'Returns processing',
        text: 'Customer returns and undelivered (RTO) parcels received, inspected, graded and restocked or quarantined within agreed timelines.',
      },
      {
        title: 'Marketplace and B2B replenishment',
        text: 'Bulk shipments to marketplace fulfilment centres and retail stores from the same stock, with appointment booking and labelling.',
      },
    ],
    steps: [
      {
        title: 'Setup and integration',
        text: 'We connect your store or marketplace accounts, load your SKU master and agree packaging, cut-offs and courier rules.',
      },
      {
        title: 'Inbound',
        text: 'Send your stock to our warehouse. We count, check and barcode it, and it is live for orders the same day it is put away.',
      },
      {
        title: 'Order fulfilment',
        text: 'Orders flow in automatically. Each is picked by scan, packed, invoiced and labelled, with the tracking number sent back to your store.',
      },
      {
        title: 'Delivery and returns',
        text: 'Parcels are handed to couriers every day. Returns come back to the same warehouse for inspection and restocking.',
      },
      {
        title: 'Reconciliation',
        text: 'You get reports on orders, stock, returns and COD remittances, and a monthly review of delivery performance and costs.',
      },
    ],
    differentiators: [
      {
        title: 'Same-day dispatch',
        text: 'Orders received by 2 pm leave the warehouse the same day, including through festive peaks, planned with you in advance.',
      },
      {
        title: 'Scan-based accuracy',
        text: 'Every pick and pack is checked by barcode, so wrong-item complaints and the returns they cause are kept to a minimum.',
      },
      {
        title: 'Freight for the long haul too',
        text: 'Imports of your stock, inter-state stock transfers and marketplace replenishment are handled by our own ocean, air and road teams.',
      },
    ],
    facts: [
      { value: '2 pm', label: 'order cut-off for same-day dispatch' },
      { value: '6', label: 'warehouses to stock your inventory closer to customers' },
      { value: '850+', label: 'active business clients across our services' },
    ],
    faqs: [
      {
        question: 'How fast will my customers receive their orders?',
        answer:
          'Orders received by 2 pm are dispatched the same day. Delivery usually takes 1–2 days within the same city or region and 3–6 days to the rest of India, depending on the courier service and pin code. Remote areas in the North-East and J&K can take longer.',
      },
      {
        question: 'Is there a minimum order volume?',
        answer:
          'We work best with sellers shipping at least around 300 orders a month. If you are smaller than that but growing quickly, talk to us anyway and we will tell you honestly whether we are the right fit.',
      },
      {
        question: 'How is fulfilment priced?',
        answer:
          'You pay for storage per bin, shelf or pallet per month, a fee per order picked and packed, and packaging material at cost. Courier charges are passed on at our contracted rates by weight slab and zone. There are no setup fees for standard integrations.',
      },
      {
        question: 'Can you handle cash on delivery and returns?',
        answer:
          'Yes. Our courier partners collect COD, which we reconcile and remit to your bank account on an agreed cycle with a statement. Returns and RTO parcels come back to our warehouse, where they are inspected, graded and restocked or held for your decision.',
      },
      {
        question: 'Can my customers track their parcels?',
        answer:
          'Yes. The courier tracking number is pushed to your store as soon as the parcel is dispatched, so your customers get the usual shipping notifications. You can follow every order in our system, from receipt to delivery or return.',
      },
    ],
    relatedIndustries: ['ecommerce-retail', 'food-beverage'],
  },
];

/** The service with this slug, or undefined when there is none. */
export function serviceContent(slug: string): ServiceContent | undefined {
  return SERVICES_CONTENT.find((service) => service.slug === slug);
}
