// Names and one-line summaries of every service and industry: small enough for the home page and
// menus, which must not download the full page texts (services.ts, industries.ts).
import type { IndustryContent, ServiceContent } from './types';

export type ServiceEntry = Pick<ServiceContent, 'slug' | 'name' | 'type' | 'category' | 'summary' | 'description'>;
export type IndustryEntry = Pick<IndustryContent, 'slug' | 'name' | 'category' | 'summary' | 'description'>;

export const SERVICE_CATALOGUE: readonly ServiceEntry[] = [
  {
    slug: 'ocean-freight',
    name: 'Ocean Freight',
    type: 'freight',
    category: 'Freight',
    summary: 'FCL and LCL sailings from Nhava Sheva, Mundra and Chennai to 120+ countries, with customs clearance at both ends.',
    description:
      'Full container (FCL) and less-than-container (LCL) ocean freight from and to Indian ports, booked with the main carriers and cleared by our own licensed customs brokers.',
  },
  {
    slug: 'air-freight',
    name: 'Air Freight',
    type: 'freight',
    category: 'Freight',
    summary:
      'Express, consolidated and charter air cargo from Mumbai, Delhi, Bengaluru, Chennai and Hyderabad when the shipment cannot wait.',
    description:
      'Air cargo to and from 120+ countries on scheduled passenger and freighter flights, with export and import customs clearance handled by our own brokers.',
  },
  {
    slug: 'road-transport',
    name: 'Road Transport',
    type: 'transport',
    category: 'Transport',
    summary:
      'Full and part truckloads across India on 320 own GPS-tracked trucks and vetted market vehicles, tracked from pickup to POD.',
    description:
      'Full truckload (FTL) and part truckload (PTL) road transport across India and to Nepal, Bhutan and Bangladesh, with e-way bills, GPS tracking and proof of delivery.',
  },
  {
    slug: 'warehousing',
    name: 'Warehousing',
    type: 'storage',
    category: 'Storage',
    summary:
      'Bonded and general storage across six warehouses and 1.1 million sq ft, with live stock visibility and value-added services.',
    description:
      'Shared and dedicated warehousing across six facilities totalling 1.1 million sq ft, with a warehouse management system, cross-docking, bonded storage and value-added services.',
  },
  {
    slug: 'cold-chain-logistics',
    name: 'Cold Chain Logistics',
    type: 'specialized',
    category: 'Specialized',
    summary:
      'GDP-compliant, temperature-controlled storage and reefer transport for pharmaceuticals and food, monitored from dock to dock.',
    description:
      'Temperature-controlled warehousing, reefer trucks and containers, and validated packaging for pharmaceuticals, vaccines and perishable food, with continuous temperature monitoring.',
  },
  {
    slug: 'ecommerce-fulfillment',
    name: 'E-commerce Fulfillment',
    type: 'fulfillment',
    category: 'Fulfillment',
    summary: 'Storage, pick, pack and last-mile delivery for online sellers, with same-day dispatch, COD and returns handled.',
    description:
      'Order fulfilment for D2C brands and marketplace sellers: inventory storage, picking and packing, courier hand-over, cash-on-delivery reconciliation and returns processing.',
  },
];

export const INDUSTRY_CATALOGUE: readonly IndustryEntry[] = [
  {
    slug: 'ecommerce-retail',
    name: 'E-commerce & Retail',
    category: 'Retail',
    summary: 'Fulfilment, store replenishment, peak-season capacity and fast home delivery for online and high-street retailers.',
    description:
      'Logistics for D2C brands, marketplace sellers and retail chains: imports, warehousing, order fulfilment, store replenishment and returns.',
  },
  {
    slug: 'pharmaceuticals',
    name: 'Pharmaceuticals',
    category: 'Healthcare',
    summary:
      'GDP-compliant, temperature-controlled storage and transport for medicines, vaccines, APIs and clinical trial supplies.',
    description:
      'Pharmaceutical logistics for manufacturers, exporters and distributors: 2–8 °C and controlled-room-temperature storage, reefer transport, pharma air cargo and CDSCO-aware customs clearance.',
  },
  {
    slug: 'manufacturing',
    name: 'Manufacturing',
    category: 'Industrial',
    summary:
      'Inbound raw materials, line feeding, machinery imports and outbound distribution of finished goods for Indian factories.',
    description:
      'Logistics for manufacturers: imports of raw materials and machinery, inbound supply to plants, export of finished goods by sea and air, and domestic distribution.',
  },
  {
    slug: 'automotive',
    name: 'Automotive',
    category: 'Industrial',
    summary:
      'Time-critical parts supply to assembly plants, component exports and aftermarket spare parts distribution across India.',
    description:
      'Automotive logistics for OEMs, component suppliers and aftermarket distributors: just-in-time deliveries, milk runs, component imports and exports, and spare parts warehousing.',
  },
  {
    slug: 'food-beverage',
    name: 'Food & Beverage',
    category: 'Consumer goods',
    summary:
      'Chilled and frozen transport, food-grade storage and traceability for food and beverage producers, importers and exporters.',
    description:
      'Food and beverage logistics: reefer trucks and containers, FSSAI-licensed food-grade storage, import clearance with FSSAI and plant quarantine, and exports of agri and processed foods.',
  },
];

function entry<T extends { slug: string }>(list: readonly T[], slug: string): T {
  const found = list.find((item) => item.slug === slug);
  if (!found) throw new Error(`No catalogue entry '${slug}'`);
  return found;
}

export const serviceEntry = (slug: string) => entry(SERVICE_CATALOGUE, slug);
export const industryEntry = (slug: string) => entry(INDUSTRY_CATALOGUE, slug);
