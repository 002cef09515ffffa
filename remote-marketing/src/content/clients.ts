import type { CaseStudy, Testimonial } from './types';

export interface Sector {
  name: string;
  text: string;
  industrySlug?: string;
}

export const SECTORS: Sector[] = [
  {
    name: 'E-commerce & retail',
    text: 'Inbound container clearance, fulfillment from our warehouses, store replenishment by road and returns handling for online sellers and retail chains.',
    industrySlug: 'ecommerce-retail',
  },
  {
    name: 'Pharmaceuticals',
    text: 'GDP-compliant cold chain, temperature-logged air and sea exports, and customs clearance for APIs, formulations and clinical trial material.',
    industrySlug: 'pharmaceuticals',
  },
  {
    name: 'Manufacturing',
    text: 'Raw material imports, export consolidation, plant-to-port trucking and bonded storage for textile, chemical and consumer goods makers.',
    industrySlug: 'manufacturing',
  },
  {
    name: 'Automotive',
    text: 'Scheduled milk runs to assembly lines, inbound parts from overseas suppliers and vehicle component exports with returnable packaging.',
    industrySlug: 'automotive',
  },
  {
    name: 'Food & beverage',
    text: 'Reefer containers, chilled and frozen trucking, FSSAI-compliant storage and export documentation for processed foods and agricultural produce.',
    industrySlug: 'food-beverage',
  },
  {
    name: 'Engineering & projects',
    text: 'Heavy-lift and over-dimensional cargo, break-bulk shipments and site deliveries for power, infrastructure and capital equipment projects.',
  },
];

export const CASE_STUDIES: CaseStudy[] = [
  {
    id: 'cold-chain-vaccine-exports',
    client: 'Sahyadri Biologics Ltd',
    sector: 'Pharmaceuticals',
    title: 'Temperature-controlled vaccine exports from Hyderabad to West Africa',
    challenge:
      'Sahyadri Biologics ships vaccines at 2–8 °C to health ministries in Nigeria and Ghana. Consignments were being held at transit airports without cold storage, and two temperature excursions in one year had led to rejected lots and a supplier audit.',
    solution:
      'We moved the flows to routings with GDP-validated transit stations, packed each shipment in qualified passive containers rated for 120 hours, and added data loggers that report in real time. Our Hyderabad cold store pre-conditions the packaging, and a named coordinator follows every shipment until the consignee confirms receipt.',
    results: [
      'No temperature excursions in 96 consecutive shipments',
      'Average door-to-door transit time reduced from 6 days to 4',
      "Passed the customer's GDP audit of its logistics partner with no major findings",
    ],
  },
  {
    id: 'ecommerce-festive-fulfillment',
    client: 'Kesari Home Stores',
    sector: 'E-commerce & retail',
    title: 'Scaling fulfillment for a home-goods seller through the festive season',
    challenge:
      'Kesari Home Stores sells kitchenware and home furnishings online. Its own warehouse in Thane could pack about 4,000 orders a day, but orders reached 15,000 a day during Diwali sales, and late dispatches were hurting its marketplace ratings.',
    solution:
      'We moved its inventory to our Bhiwandi fulfillment centre, connected our warehouse system to its online store and marketplaces, and set up a second pick-and-pack shift from September to November. Returns are inspected and restocked within 48 hours.',
    results: [
      '18,500 orders dispatched on the peak day, with 99.2% dispatched on the day they were placed',
      'Order error rate down from 1.8% to 0.3%',
      'Returns restocked in 2 days instead of 9',
    ],
  },
  {
    id: 'automotive-milk-run',
    client: 'Vardhan Auto Components Pvt Ltd',
    sector: 'Automotive',
    title: 'A daily milk run feeding two assembly plants near Pune',
    challenge:
      'Vardhan supplies brake and steering parts to two vehicle assembly plants in Chakan. Parts came from 23 small suppliers around Pune, each sending its own truck, which led to partial loads, congestion at the plant gate and line-stoppage alerts.',
    solution:
      'We designed fixed milk-run routes that collect from suppliers on a timed schedule and deliver to the plants in 2-hour windows. The trucks are our own, with GPS tracking, and we manage returnable bins and trolleys in both directions.',
    results: [
      'Inbound trucks per day at the plant gate reduced from 41 to 14',
      'No line stoppages caused by late parts in the first 12 months',
      'Transport cost per part down 17%',
    ],
  },
  {
    id: 'ocean-freight-machinery-exports',
    client: 'Rathore Precision Engineering',
    sector: 'Manufacturing',
    title: 'Consolidated ocean freight for machine tool exports to Europe',
    challenge:
      'Rathore Precision builds CNC machines in Rajkot and exports them to distributors in Germany and Poland. Shipments were booked one at a time, with crated machines often travelling in half-empty containers and documents prepared at the last minute.',
    solution:
      'We plan monthly export programmes with the customer, consolidate machines and spare parts into fully used containers at our Ahmedabad branch, and book space in advance with two shipping lines from Mundra. Our customs team prepares export documents and certificates of origin a week before cut-off.',
    results: [
      'Ocean freight cost per machine down 22%',
      'Container space usage up from 58% to 91%',
      'No rolled bookings or missed cut-offs in 14 months',
    ],
  },
];

export const TESTIMONIALS: Testimonial[] = [
  {
    quote:
      'Our vaccines cannot wait at an airport without cold storage. Globe Route plans the route around that, and their coordinator calls us before we find out there is a problem.',
    name: 'Dr. Meera Kulkarni',
    role: 'Head of Supply Chain',
    company: 'Sahyadri Biologics Ltd',
  },
  {
    quote:
      'During the festive sale we went from 4,000 to more than 18,000 orders a day and our dispatch rate stayed on target. We did not have to hire a single temporary packer ourselves.',
    name: 'Rohit Agarwal',
    role: 'Co-founder',
    company: 'Kesari Home Stores',
  },
  {
    quote:
      'The milk run works to the minute. Our plant managers stopped calling me about late parts, which tells you everything.',
    name: 'Sunil Patil',
    role: 'Vice President, Operations',
    company: 'Vardhan Auto Components Pvt Ltd',
  },
  {
    quote:
      'They check our export documents before the container is stuffed, not after it is stuck. That has saved us demurrage more than once.',
    name: 'Kiran Rathore',
    role: 'Director',
    company: 'Rathore Precision Engineering',
  },
  {
    quote:
      'We ship frozen seafood to the Gulf every week. Reefer plugs at the port, temperature records, health certificates: Globe Route handles all of it from their Kochi office.',
    name: 'Thomas Varghese',
    role: 'Export Manager',
    company: 'Malabar Ocean Foods',
  },
  {
    quote:
      'For our transformer shipment they surveyed the route, arranged the permits and the escort, and delivered to site a day early. The paperwork was complete when it arrived.',
    name: 'Neha Bhattacharya',
    role: 'Project Logistics Lead',
    company: 'Eastern Grid Infra Ltd',
  },
];

export const CLIENT_FACTS: { value: string; label: string }[] = [
  { value: '850+', label: 'Active business clients' },
  { value: '94%', label: 'Client retention rate' },
  { value: '9 years', label: 'Average relationship with our top 100 clients' },
  { value: '24/7', label: 'Support from a team that knows your shipments' },
];
