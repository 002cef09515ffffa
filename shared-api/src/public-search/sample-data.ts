// Built-in answers for when the public search endpoints cannot be reached (spec §7). This module is
// only ever loaded with a dynamic import(), so visitors whose searches succeed never download it.
import type { HelpArticle, Industry, Service, TrackingResult } from './types';

export const SAMPLE_SERVICES: readonly Service[] = [
  {
    id: 'ocean-freight',
    name: 'Ocean Freight',
    description:
      'Full container (FCL) and less-than-container (LCL) sailings on the major trade lanes, with customs clearance at origin and destination.',
    type: 'freight',
    category: 'Freight',
  },
  {
    id: 'air-freight',
    name: 'Air Freight',
    description:
      'Express, consolidated and charter air cargo for shipments that cannot wait, booked on scheduled and freighter flights worldwide.',
    type: 'freight',
    category: 'Freight',
  },
  {
    id: 'road-transport',
    name: 'Road Transport',
    description:
      'Full and part truckloads across the country and to neighbouring markets, tracked from pickup to proof of delivery.',
    type: 'transport',
    category: 'Transport',
  },
  {
    id: 'warehousing',
    name: 'Warehousing',
    description:
      'Bonded and general storage with real-time inventory visibility, cross-docking and value-added services such as labelling and kitting.',
    type: 'storage',
    category: 'Storage',
  },
  {
    id: 'cold-chain-logistics',
    name: 'Cold Chain Logistics',
    description:
      'Temperature-controlled storage and reefer transport for pharmaceuticals and fresh food, with continuous temperature monitoring.',
    type: 'specialized',
    category: 'Specialized',
  },
  {
    id: 'ecommerce-fulfillment',
    name: 'E-commerce Fulfillment',
    description:
      'Pick, pack and last-mile delivery that keeps pace with your online orders, including returns handling and marketplace integrations.',
    type: 'fulfillment',
    category: 'Fulfillment',
  },
];

export const SAMPLE_INDUSTRIES: readonly Industry[] = [
  {
    id: 'ecommerce-retail',
    name: 'E-commerce & Retail',
    description: 'Store replenishment, peak-season capacity and fast home delivery for online and high-street retailers.',
    category: 'Retail',
  },
  {
    id: 'pharmaceuticals',
    name: 'Pharmaceuticals',
    description: 'GDP-compliant, temperature-controlled handling of medicines, vaccines and clinical trial supplies.',
    category: 'Healthcare',
  },
  {
    id: 'manufacturing',
    name: 'Manufacturing',
    description: 'Inbound raw materials, just-in-time line feeding and outbound distribution of finished goods.',
    category: 'Industrial',
  },
  {
    id: 'automotive',
    name: 'Automotive',
    description: 'Time-critical parts supply to assembly plants and aftermarket distribution of spare parts.',
    category: 'Industrial',
  },
  {
    id: 'food-beverage',
    name: 'Food & Beverage',
    description: 'Chilled and frozen transport, food-grade storage and full traceability from producer to shelf.',
    category: 'Consumer goods',
  },
];

export const SAMPLE_HELP_ARTICLES: readonly HelpArticle[] = [
  {
    id: 'express-delivery-time',
    title: 'How long does express delivery take?',
    category: 'Delivery',
    content:
      'Express delivery takes 24–48 hours for most destinations. Shipments booked before the daily cut-off leave the same day.',
    tags: ['express', 'delivery', 'delivery time', 'shipping'],
  },
  {
    id: 'standard-delivery-time',
    title: 'How long does standard delivery take?',
    category: 'Delivery',
    content: 'Standard delivery takes 3–5 business days. Remote areas and customs inspections can add a day or two.',
    tags: ['standard', 'delivery', 'delivery time', 'shipping'],
  },
  {
    id: 'refund-processing-time',
    title: 'When will I receive my refund?',
    category: 'Billing',
    content: 'Refunds are processed within 7–14 business days of approval and are paid back to the original payment method.',
    tags: ['refund', 'billing', 'payment'],
  },
  {
    id: 'track-shipment',
    title: 'How do I track my shipment?',
    category: 'Tracking',
    content:
      'Enter your tracking number (for example GRL001) on the Track Shipment page to see the current location, status and every scan of your shipment.',
    tags: ['tracking', 'track shipment', 'status'],
  },
  {
    id: 'export-documents',
    title: 'Which documents do I need to export goods?',
    category: 'Customs & documentation',
    content:
      'Most exports need a commercial invoice, a packing list and a bill of lading or air waybill. Some goods also need a certificate of origin or an export licence.',
    tags: ['export', 'documents', 'commercial invoice', 'customs'],
  },
  {
    id: 'hazardous-goods-packaging',
    title: 'How do I package hazardous goods?',
    category: 'Shipping guidelines',
    content:
      'Dangerous goods must be packed in UN-approved packaging, labelled with the correct hazard class and declared on a dangerous goods declaration before pickup.',
    tags: ['hazardous', 'dangerous goods', 'packaging', 'safety'],
  },
  {
    id: 'customs-clearance',
    title: 'How does customs clearance work?',
    category: 'Customs & documentation',
    content:
      'Our brokers lodge the customs declaration, pay duties and taxes on your behalf and release the goods once customs clearance is granted, usually within one business day.',
    tags: ['customs', 'customs clearance', 'duties', 'import'],
  },
  {
    id: 'change-delivery-address',
    title: 'Can I change the delivery address?',
    category: 'Delivery',
    content:
      'You can change the delivery address until the shipment is out for delivery. Contact support with your tracking number and the new address.',
    tags: ['delivery address', 'change address', 'redirect'],
  },
];

export const SAMPLE_TRACKING: readonly TrackingResult[] = [
  {
    trackingNumber: 'GRL001',
    status: 'In Transit',
    origin: 'Shanghai, China',
    destination: 'Rotterdam, Netherlands',
    estimatedDelivery: '2025-03-18',
    currentLocation: 'Port of Singapore',
    progress: 65,
    updates: [
      {
        date: '2025-03-02',
        time: '09:15',
        status: 'Package Picked Up',
        location: 'Shanghai, China',
        description: 'Shipment collected from the shipper and received at our Shanghai facility.',
      },
      {
        date: '2025-03-04',
        time: '16:40',
        status: 'In Transit',
        location: 'Port of Shanghai, China',
        description: 'Container loaded on board and vessel departed.',
      },
      {
        date: '2025-03-09',
        time: '07:05',
        status: 'In Transit',
        location: 'Port of Singapore',
        description: 'Vessel arrived for transshipment.',
      },
    ],
  },
  {
    trackingNumber: 'GRL002',
    status: 'Delivered',
    origin: 'Frankfurt, Germany',
    destination: 'Chicago, USA',
    estimatedDelivery: '2025-02-21',
    currentLocation: 'Chicago, USA',
    progress: 100,
    updates: [
      {
        date: '2025-02-18',
        time: '10:30',
        status: 'Package Picked Up',
        location: 'Frankfurt, Germany',
        description: 'Shipment collected from the shipper.',
      },
      {
        date: '2025-02-19',
        time: '13:55',
        status: 'In Transit',
        location: 'Frankfurt Airport, Germany',
        description: "Departed on flight to Chicago O'Hare.",
      },
      {
        date: '2025-02-20',
        time: '08:20',
        status: 'In Transit',
        location: "Chicago O'Hare Airport, USA",
        description: 'Arrived and cleared customs.',
      },
      {
        date: '2025-02-21',
        time: '07:45',
        status: 'Out for Delivery',
        location: 'Chicago, USA',
        description: 'With the courier for delivery today.',
      },
      {
        date: '2025-02-21',
        time: '14:10',
        status: 'Delivered',
        location: 'Chicago, USA',
        description: 'Delivered and signed for by the consignee.',
      },
    ],
  },
];
