// The five industry pages of the public site. The same text seeds the server's search tables, so edit it here only.
import { industryEntry } from './catalogue';
import type { IndustryContent } from './types';

export const INDUSTRIES_CONTENT: readonly IndustryContent[] = [
  {
    ...industryEntry('ecommerce-retail'),
    intro: [
      'Retail logistics in India has two speeds. Stock arrives in containers and truckloads; it leaves as single parcels and store deliveries, often within hours of the order. Getting both right, with the same inventory, is what decides whether customers get their orders on time and whether stores have stock on the shelf.',
      'We work with D2C brands, marketplace sellers and multi-store retailers across fashion, electronics, home goods, beauty and packaged food. Imports come in through our ocean and air teams, stock is held in our warehouses, and orders go out through our fulfilment operation and courier partners, or by truck to stores and marketplace fulfilment centres.',
      'The calendar matters as much as the map. Sale events and the Diwali season can multiply order volumes within a week, so we plan staff, space and trucks with you months ahead.',
    ],
    challenges: [
      {
        title: 'Sharp peaks',
        text: 'Festive sales and marketplace events can bring several times the normal order volume within days, and a missed dispatch window shows up in ratings.',
      },
      {
        title: 'Returns and RTO',
        text: 'Returns and undelivered cash-on-delivery parcels can be a large share of orders, and stock that is not inspected and restocked quickly is money sitting idle.',
      },
      {
        title: 'One stock, many channels',
        text: 'The same inventory has to serve your website, several marketplaces and your stores without overselling or stockouts.',
      },
      {
        title: 'Tax and compliance',
        text: 'Stock transfers between states, additional places of business under GST and e-way bills for every truck all need to be right, every time.',
      },
    ],
    solutions: [
      {
        title: 'E-commerce fulfilment',
        text: 'Pick, pack and dispatch with a 2 pm same-day cut-off, barcode-checked orders and courier hand-over across India.',
      },
      {
        title: 'Multi-channel inventory',
        text: 'One stock pool connected to your store and marketplaces, with live levels by SKU so channels stay in sync.',
      },
      {
        title: 'Store and marketplace replenishment',
        text: 'FTL and PTL deliveries to stores and marketplace fulfilment centres, with appointments, labelling and e-way bills handled.',
      },
      {
        title: 'Returns management',
        text: 'Returns and RTO parcels received, graded and restocked or set aside, with reports that show why items came back.',
      },
      {
        title: 'Import consolidation',
        text: 'Sea and air imports from suppliers in China, South-East Asia and elsewhere, cleared by our brokers and delivered to the warehouse.',
      },
    ],
    steps: [
      {
        title: 'Understand your channels',
        text: 'We map your sales channels, SKU count, order profile and seasonal peaks, and agree the service levels that matter to you.',
      },
      {
        title: 'Design and quote',
        text: 'We propose warehouse locations, space, integrations and transport, with a rate card covering storage, orders and delivery.',
      },
      {
        title: 'Go live',
        text: 'Integrations are tested, stock is received and counted, and orders start flowing, usually within a few weeks of signing.',
      },
      {
        title: 'Plan the peaks',
        text: 'Before each major sale we agree forecasts, extra staff and truck capacity, and review performance with you afterwards.',
      },
    ],
    differentiators: [
      {
        title: 'From factory to front door',
        text: 'Imports, warehousing, fulfilment and store delivery under one provider, so stock does not get lost between hand-overs.',
      },
      {
        title: 'Peak capacity we can commit',
        text: '320 own trucks and six warehouses give us room to add capacity in the busy season instead of rationing it.',
      },
      {
        title: 'Visibility you can act on',
        text: 'Live stock, order and returns data by channel, so you can decide what to reorder and where to sell it.',
      },
    ],
    facts: [
      { value: '2 pm', label: 'order cut-off for same-day dispatch' },
      { value: '6', label: 'warehouses with 1.1 million sq ft' },
      { value: '14', label: 'branch offices for store and regional delivery' },
    ],
    faqs: [
      {
        question: 'Can you fulfil orders for both my website and marketplaces?',
        answer:
          'Yes. We connect to Shopify, WooCommerce and the major marketplaces, or take order files and API calls from other platforms, and fulfil all of them from one stock pool.',
      },
      {
        question: 'How do you handle festive season peaks?',
        answer:
          'We agree a forecast with you several weeks before each sale, add temporary staff and shifts, and reserve courier and truck capacity. After the peak we review what went well and what did not.',
      },
      {
        question: 'Can you deliver to our retail stores as well?',
        answer:
          'Yes. Store replenishment goes by FTL or PTL from the same warehouse that serves your online orders, with delivery appointments, e-way bills and proof of delivery for each store.',
      },
      {
        question: 'How quickly are returns restocked?',
        answer:
          'Returns are usually inspected and graded within two working days of arriving at the warehouse. Sellable items go back into stock and the rest are held for your decision.',
      },
    ],
    recommendedServices: ['ecommerce-fulfillment', 'warehousing', 'road-transport', 'air-freight'],
    quoteService: 'ecommerce-fulfillment',
  },
  {
    ...industryEntry('pharmaceuticals'),
    intro: [
      'India supplies a large share of the world’s generic medicines and vaccines, and every one of those shipments has to arrive in the condition it left the plant. For pharma companies, logistics is part of the quality system: the temperature record, the chain of custody and the paperwork matter as much as the delivery date.',
      'Our cold chain follows Good Distribution Practice. We store and move product at 2–8 °C, 15–25 °C and frozen, in temperature-mapped chambers and qualified reefer vehicles, with calibrated data loggers on every consignment. Our quality team investigates every deviation and supports your audits.',
      'We handle exports of finished formulations from the main pharma clusters in Gujarat, Maharashtra, Telangana and elsewhere, imports of APIs, biologics and medical devices, and domestic distribution to C&F agents, stockists and hospitals.',
    ],
    challenges: [
      {
        title: 'Unbroken temperature control',
        text: 'A few hours outside 2–8 °C can make a vaccine batch unusable, and the most dangerous moments are at docks, terminals and customs.',
      },
      {
        title: 'Documentation and audits',
        text: 'Regulators and your quality team need temperature records, SOPs and deviation reports that stand up to inspection.',
      },
      {
        title: 'Regulatory clearance',
        text: 'Imports and exports of drugs need CDSCO approvals alongside customs clearance, and a missing document can hold cargo for days.',
      },
      {
        title: 'High value, short shelf life',
        text: 'Product that sits in a terminal or warehouse loses saleable life, and theft or damage is costly.',
      },
    ],
    solutions: [
      {
        title: 'Temperature-controlled storage',
        text: 'Temperature-mapped chambers at 2–8 °C, 15–25 °C and frozen, with alarms, backup power and 24/7 monitoring.',
      },
      {
        title: 'Reefer distribution',
        text: 'Qualified refrigerated trucks, pre-cooled before loading, with live temperature and GPS tracking on every trip.',
      },
      {
        title: 'Pharma air cargo',
        text: 'Active containers and validated passive shippers on routes chosen for the product’s stability and transit time.',
      },
      {
        title: 'Customs and CDSCO clearance',
        text: 'Our brokers prepare and file the customs documents and coordinate with the CDSCO port office, so cargo is released without delay.',
      },
      {
        title: 'Quality support',
        text: 'Lane risk assessments, deviation investigations and audit access for your quality assurance team.',
      },
    ],
    steps: [
      {
        title: 'Qualify the lane',
        text: 'We review the product’s storage conditions, stability data and route, and agree the packaging, equipment and contingency plan.',
      },
      {
        title: 'Agree the quality terms',
        text: 'We sign a quality agreement covering responsibilities, procedures, deviation handling and records.',
      },
      {
        title: 'Move and monitor',
        text: 'Shipments move in pre-conditioned equipment with data loggers, watched by our control room from pickup to delivery.',
      },
      {
        title: 'Hand over the record',
        text: 'At delivery you receive the proof of delivery and the full temperature record, and any excursion is reported with its investigation.',
      },
    ],
    differentiators: [
      {
        title: 'GDP-compliant cold chain',
        text: 'Written procedures, trained staff, qualified equipment and a quality team that treats a deviation as a matter for investigation, not a footnote.',
      },
      {
        title: 'Customs and cold chain in one team',
        text: 'As an AEO-certified customs broker, we clear temperature-sensitive cargo as a priority so it spends less time in terminals.',
      },
      {
        title: 'Audit-ready',
        text: 'ISO 9001:2015-certified operations and records you can inspect on site or request at any time.',
      },
    ],
    facts: [
      { value: '2–8 °C', label: 'storage and transport for vaccines and biologics' },
      { value: 'GDP', label: 'compliant cold chain' },
      { value: '24/7', label: 'temperature and GPS monitoring' },
    ],
    faqs: [
      {
        question: 'Is your cold chain GDP-compliant?',
        answer:
          'Yes. Our pharma storage and transport follow Good Distribution Practice, with written SOPs, trained staff, qualified and calibrated equipment, and documented deviation handling. We welcome audits by your quality team.',
      },
      {
        question: 'Can we audit your facilities?',
        answer:
          'Yes. Qualified customers can audit our warehouses, vehicles and procedures on an agreed date. We also share temperature mapping reports, calibration records and SOPs as part of the qualification process.',
      },
      {
        question: 'Do you handle imports that need CDSCO clearance?',
        answer:
          'Yes. Our brokers file the bill of entry and coordinate with the CDSCO port office using your import licence and registration certificates. Temperature-sensitive cargo is moved to cold storage as soon as it is released.',
      },
      {
        question: 'Which temperature ranges can you ship?',
        answer:
          'We regularly handle 2–8 °C, 15–25 °C and frozen down to −20 °C. For other requirements, tell us the product and its stability data and we will confirm what we can offer.',
      },
      {
        question: 'How do you ship pharma exports by air?',
        answer:
          'We choose carriers and routes with suitable handling at transit hubs, and use active containers or validated passive shippers depending on the product and transit time. Loggers travel with the cargo and the record is shared at delivery.',
      },
    ],
    recommendedServices: ['cold-chain-logistics', 'air-freight', 'warehousing'],
    quoteService: 'cold-chain-logistics',
  },
  {
    ...industryEntry('manufacturing'),
    intro: [
      'A factory depends on materials arriving on time and finished goods leaving on time. A stuck container of raw material can stop a line; a missed vessel can cost an export order. We handle both directions, so the same team that brings your inputs in also ships your output out.',
      'We work with manufacturers in engineering, chemicals, textiles, electricals, plastics and consumer goods, from single plants to groups with sites in several states. Our branches sit close to the industrial clusters and inland container depots around Ludhiana, Delhi NCR, Ahmedabad, Pune, Nagpur, Indore, Chennai and Hyderabad.',
      'Beyond everyday freight, we move capital machinery and over-dimensional cargo, and our customs team handles the schemes manufacturers use, from EPCG and Advance Authorisation to duty drawback and RoDTEP on exports.',
    ],
    challenges: [
      {
        title: 'Inbound reliability',
        text: 'Raw material and component shipments have to arrive on time, with the right documents, or production plans fall apart.',
      },
      {
        title: 'Export deadlines',
        text: 'Letters of credit, vessel cut-offs and buyer delivery windows leave little room for a delay at the factory gate or the port.',
      },
      {
        title: 'Heavy and awkward cargo',
        text: 'Machinery, moulds and project cargo need the right equipment, permits, route surveys and careful handling.',
      },
      {
        title: 'Duty and scheme compliance',
        text: 'EPCG, Advance Authorisation and export incentive claims depend on accurate customs filings and records.',
      },
    ],
    solutions: [
      {
        title: 'Import and export ocean freight',
        text: 'FCL and LCL from JNPT, Mundra, Chennai and the ICDs, with stuffing at your factory and clearance by our own brokers.',
      },
      {
        title: 'Inbound and outbound trucking',
        text: 'FTL and PTL between suppliers, plants, warehouses and customers on our own fleet, with e-way bills and GPS tracking.',
      },
      {
        title: 'Project and over-dimensional cargo',
        text: 'Machinery and heavy lifts on low-beds and hydraulic axles, with route surveys, permits and escort, from port to foundation.',
      },
      {
        title: 'Raw material and finished goods warehousing',
        text: 'Storage near your plant or market, with batch tracking, bonded storage for imported inputs and just-in-time delivery to the line.',
      },
      {
        title: 'Customs and scheme support',
        text: 'Filing under EPCG, Advance Authorisation, drawback and RoDTEP, with the records you need for licence closure.',
      },
      {
        title: 'Urgent air freight',
        text: 'Spare parts and samples by air when a breakdown or a buyer cannot wait for the next sailing.',
      },
    ],
    steps: [
      {
        title: 'Map your supply chain',
        text: 'We look at your suppliers, plants, customers, volumes and the schemes you use, and find where time and cost are being lost.',
      },
      {
        title: 'Propose a plan',
        text: 'You get a plan and rate structure for ocean, road, warehousing and customs, with a single point of contact for your account.',
      },
      {
        title: 'Run and track',
        text: 'Shipments are booked, cleared and delivered against your production and sales plans, with status updates at every milestone.',
      },
      {
        title: 'Review and improve',
        text: 'Monthly reviews of transit times, costs and exceptions, with changes agreed where lanes, modes or consolidation can do better.',
      },
    ],
    differentiators: [
      {
        title: 'Both directions, one team',
        text: 'Inbound materials and outbound finished goods are managed together, so one team sees the whole flow and can balance costs.',
      },
      {
        title: 'Customs expertise',
        text: 'Licensed and AEO-certified, our brokers know the manufacturing schemes and keep your filings consistent.',
      },
      {
        title: 'Own fleet near the clusters',
        text: '320 own trucks and 14 branches mean reliable placement at the factory gate, including in peak export months.',
      },
    ],
    facts: [
      { value: '320', label: 'own trucks for factory pickups and deliveries' },
      { value: '14', label: 'branches close to India’s industrial clusters' },
      { value: 'AEO', label: 'certified customs broker' },
    ],
    faqs: [
      {
        question: 'Can you stuff containers at our factory?',
        answer:
          'Yes. We place the empty container at your premises, supervise stuffing, seal it and move it to the port or ICD, with factory stuffing permission and self-sealing handled where applicable.',
      },
      {
        question: 'Do you handle imports under EPCG or Advance Authorisation?',
        answer:
          'Yes. Our customs brokers file bills of entry against your licences, keep the records you need to track usage and export obligations, and help with the paperwork for licence redemption.',
      },
      {
        question: 'Can you move heavy machinery?',
        answer:
          'Yes. We arrange low-bed and hydraulic axle trailers, route surveys, state permits and escort vehicles, and coordinate cranes for loading and unloading at both ends.',
      },
      {
        question: 'Which ports and ICDs do you use?',
        answer:
          'Mostly JNPT, Mundra, Chennai, Kolkata, Kochi and Vizag, and the inland container depots near our branch cities. We choose the port and routing on cost, sailing frequency and transit time for your lane.',
      },
    ],
    recommendedServices: ['ocean-freight', 'road-transport', 'warehousing', 'air-freight'],
    quoteService: 'ocean-freight',
  },
  {
    ...industryEntry('automotive'),
    intro: [
      'An assembly line runs to the minute, and a missing part stops it. Automotive logistics is about delivering the right parts in the right sequence at the right time, often several times a day, while keeping inventory at the plant as low as possible.',
      'We serve OEMs, tier-one and tier-two suppliers and aftermarket distributors in India’s main automotive hubs: Pune, Chennai, Delhi NCR, Ahmedabad and Indore. Our road fleet runs scheduled milk runs and just-in-time deliveries, while our ocean and air teams handle imported components and exports of parts to global customers.',
      'We also support the growing electric vehicle supply chain, including the packing and shipping of lithium-ion batteries under dangerous goods rules.',
    ],
    challenges: [
      {
        title: 'Just-in-time windows',
        text: 'Plants expect deliveries in narrow slots, and a late truck can mean line stoppage penalties.',
      },
      {
        title: 'Complex inbound networks',
        text: 'Hundreds of suppliers, each with small daily volumes, need to be collected and consolidated efficiently.',
      },
      {
        title: 'Returnable packaging',
        text: 'Bins, racks and trolleys have to be tracked and returned, or they go missing and supply stalls.',
      },
      {
        title: 'Spare parts availability',
        text: 'Aftermarket distribution means thousands of SKUs across many dealers, where stockouts cost sales and goodwill.',
      },
    ],
    solutions: [
      {
        title: 'Milk runs and line feeding',
        text: 'Scheduled collection from supplier clusters and timed deliveries to the plant gate or line-side.',
      },
      {
        title: 'Dedicated fleet',
        text: 'Trucks from our own fleet assigned to your routes, with trained drivers and GPS tracking watched by our control room.',
      },
      {
        title: 'Component import and export',
        text: 'Ocean and air freight for components and CKD/SKD kits, with clearance by our own customs brokers.',
      },
      {
        title: 'Spare parts warehousing',
        text: 'Bin-level storage, pick-and-pack for dealer orders and scheduled dispatches to dealer networks.',
      },
      {
        title: 'Returnable packaging management',
        text: 'Tracking and return of bins, racks and trolleys between plants and suppliers, with regular reconciliation.',
      },
      {
        title: 'EV battery logistics',
        text: 'Packing, labelling and declaration of lithium-ion batteries as dangerous goods for road, air and ocean.',
      },
    ],
    steps: [
      {
        title: 'Study the schedule',
        text: 'We map your suppliers, plants, delivery windows and volumes, and design routes and frequencies to match production.',
      },
      {
        title: 'Dedicate resources',
        text: 'We assign vehicles, drivers and a coordinator, and agree escalation procedures for any delay.',
      },
      {
        title: 'Run to the clock',
        text: 'Trucks run to a fixed timetable, tracked live, with early warning to the plant if a delivery is at risk.',
      },
      {
        title: 'Measure and review',
        text: 'We report on-time performance, damages and packaging returns, and review them with your team every month.',
      },
    ],
    differentiators: [
      {
        title: 'Own trucks for critical routes',
        text: 'Line-feeding runs use our own fleet, not the spot market, so vehicles and drivers are there when the schedule says.',
      },
      {
        title: 'Control room that calls ahead',
        text: 'Our 24/7 control room tracks every truck and alerts the plant before a delay becomes a stoppage.',
      },
      {
        title: 'End-to-end for global supply',
        text: 'Imports of components and exports of parts handled alongside domestic supply, with our own customs team.',
      },
    ],
    facts: [
      { value: '320', label: 'own trucks for dedicated and milk-run routes' },
      { value: '24/7', label: 'control room tracking every vehicle' },
      { value: '120+', label: 'countries for component imports and exports' },
    ],
    faqs: [
      {
        question: 'Can you run just-in-time deliveries to our plant?',
        answer:
          'Yes. We run dedicated vehicles on fixed timetables to plants in the main automotive hubs, with delivery windows agreed with your production team and live tracking of every run.',
      },
      {
        question: 'Do you manage milk runs from suppliers?',
        answer:
          'Yes. We design milk-run routes that collect from several suppliers in a cluster and deliver consolidated loads, which cuts the number of trucks at your gate and the cost per part.',
      },
      {
        question: 'Can you ship lithium-ion batteries for EVs?',
        answer:
          'Yes. Lithium-ion batteries are dangerous goods. Our trained staff check the safety data sheet and UN test summary, and arrange the right packaging, labels and declarations for road, air or ocean.',
      },
      {
        question: 'Do you handle CKD and SKD kits?',
        answer:
          'Yes. We move CKD and SKD kits in containers for import and export, clear them through customs and deliver them to the assembly plant on schedule.',
      },
    ],
    recommendedServices: ['road-transport', 'warehousing', 'ocean-freight', 'air-freight'],
    quoteService: 'road-transport',
  },
  {
    ...industryEntry('food-beverage'),
    intro: [
      'Food moves on a clock set by its shelf life. Fresh produce, dairy, frozen foods and packaged goods each have their own temperature, hygiene and handling requirements, and a delay at a port or a warm hour in a truck means product that cannot be sold.',
      'We work with food processors, importers, exporters, dairy and frozen food brands, and beverage companies. Our cold chain runs chilled and frozen storage and reefer transport, and our food-grade ambient warehouses handle packaged goods with batch and expiry tracking and FEFO picking.',
      'For trade across borders, our customs brokers handle FSSAI import clearance, plant quarantine for fresh produce and the documents exporters need, such as health and phytosanitary certificates and certificates of origin.',
    ],
    challenges: [
      {
        title: 'Temperature and shelf life',
        text: 'Chilled and frozen products lose value every hour they spend outside their range or waiting in transit.',
      },
      {
        title: 'Food safety and hygiene',
        text: 'Vehicles and storage must be clean, pest-controlled and segregated from non-food goods and allergens.',
      },
      {
        title: 'Import regulations',
        text: 'FSSAI clearance, labelling rules and minimum remaining shelf life can hold imported food at the port if anything is missing.',
      },
      {
        title: 'Traceability',
        text: 'Batch-level records are needed for recalls, for audits and for retailers who ask where each lot went.',
      },
    ],
    solutions: [
      {
        title: 'Chilled and frozen storage',
        text: 'Cold rooms for chilled and frozen products down to −20 °C, with continuous monitoring and backup power.',
      },
      {
        title: 'Reefer transport',
        text: 'Pre-cooled refrigerated trucks for regional and national distribution, with live temperature and GPS tracking.',
      },
      {
        title: 'Food-grade ambient warehousing',
        text: 'FSSAI-licensed storage for packaged food and beverages, with pest control, batch tracking and FEFO picking.',
      },
      {
        title: 'Import clearance',
        text: 'Customs, FSSAI and plant quarantine clearance for imported food, with labelling checks before the goods arrive.',
      },
      {
        title: 'Export logistics',
        text: 'Reefer and dry containers for agri and processed food exports, with the health, phytosanitary and origin certificates arranged.',
      },
    ],
    steps: [
      {
        title: 'Understand the product',
        text: 'We review temperature, shelf life, packaging, volumes and regulatory needs for each product line.',
      },
      {
        title: 'Plan storage and routes',
        text: 'We match the right storage chambers, vehicles and lanes, and agree hygiene and handling standards.',
      },
      {
        title: 'Move and monitor',
        text: 'Product is stored and moved in controlled conditions, with temperature and location monitored around the clock.',
      },
      {
        title: 'Trace and report',
        text: 'You get batch-level stock, movement and temperature reports, ready for audits, retailer queries and recalls.',
      },
    ],
    differentiators: [
      {
        title: 'Cold chain and ambient together',
        text: 'Frozen, chilled and ambient product can be stored and shipped by one provider, with one set of reports.',
      },
      {
        title: 'Regulatory know-how',
        text: 'Our customs team works with FSSAI and plant quarantine requirements every day, so imports are not held over avoidable mistakes.',
      },
      {
        title: 'Batch-level traceability',
        text: 'Every movement is recorded by batch and expiry, so a recall or audit can be answered in hours, not days.',
      },
    ],
    facts: [
      { value: '−20 °C', label: 'frozen storage and transport' },
      { value: 'FEFO', label: 'picking by expiry date' },
      { value: '24/7', label: 'temperature monitoring' },
    ],
    faqs: [
      {
        question: 'Are your warehouses FSSAI-licensed?',
        answer:
          'Yes. Our food-grade storage areas hold FSSAI licences and follow documented hygiene, pest control and segregation procedures. Certificates are available on request.',
      },
      {
        question: 'What do I need to import food into India?',
        answer:
          'You need an IEC, an FSSAI import licence, and products labelled to Indian rules. FSSAI also requires a minimum remaining shelf life at import: at least 60% of the total, or three months, whichever is less. Fresh produce needs plant quarantine clearance too. We check documents and labels before shipment to avoid delays at the port.',
      },
      {
        question: 'Can you ship chilled and frozen products across India?',
        answer:
          'Yes. Our reefer trucks run chilled and frozen loads between our branch cities and to customers across India, pre-cooled before loading and monitored throughout the trip.',
      },
      {
        question: 'Do you handle exports of fresh produce?',
        answer:
          'Yes. We book reefer containers or air cargo, arrange phytosanitary certificates and other export documents, and plan pickup and stuffing to keep the time out of refrigeration short.',
      },
    ],
    recommendedServices: ['cold-chain-logistics', 'warehousing', 'road-transport', 'ocean-freight'],
    quoteService: 'cold-chain-logistics',
  },
];

/** The industry with this slug, or undefined when there is none. */
export function industryContent(slug: string): IndustryContent | undefined {
  return INDUSTRIES_CONTENT.find((industry) => industry.slug === slug);
}
