export interface ServiceSummary {
  slug: string;
  name: string;
  summary: string;
}

export const SERVICES: readonly ServiceSummary[] = [
  {
    slug: 'ocean-freight',
    name: 'Ocean Freight',
    summary: 'FCL and LCL sailings on the major trade lanes, with customs clearance at both ends.',
  },
  {
    slug: 'air-freight',
    name: 'Air Freight',
    summary: 'Express, consolidated and charter air cargo when the shipment cannot wait.',
  },
  {
    slug: 'road-transport',
    name: 'Road Transport',
    summary: 'Full and part truckloads across the country, tracked from pickup to POD.',
  },
  {
    slug: 'warehousing',
    name: 'Warehousing',
    summary: 'Bonded and general storage with inventory visibility and value-added services.',
  },
  {
    slug: 'cold-chain-logistics',
    name: 'Cold Chain Logistics',
    summary: 'Temperature-controlled storage and reefer transport for pharma and food.',
  },
  {
    slug: 'ecommerce-fulfillment',
    name: 'E-commerce Fulfillment',
    summary: 'Pick, pack and last-mile delivery that keeps pace with your online orders.',
  },
];
