import type { Quote, QuoteStatus, Role } from 'shared-api/schemas';

/** Demo people: staff and customers of a mid-sized Indian freight forwarder. */
export const demoUsers: { name: string; email: string; phone: string; role: Role; active: boolean }[] = [
  { name: 'Kavita Menon', email: 'kavita.menon@demo.globeroute.example', phone: '+91 98200 11223', role: 'admin', active: true },
  {
    name: 'Rohit Kulkarni',
    email: 'rohit.kulkarni@demo.globeroute.example',
    phone: '+91 98190 44556',
    role: 'admin',
    active: true,
  },
  {
    name: 'Priya Sharma',
    email: 'priya.sharma@demo.globeroute.example',
    phone: '+91 99300 12345',
    role: 'customer',
    active: true,
  },
  { name: 'Arjun Nair', email: 'arjun.nair@demo.globeroute.example', phone: '+91 98450 67890', role: 'customer', active: true },
  {
    name: 'Fatima Sheikh',
    email: 'fatima.sheikh@demo.globeroute.example',
    phone: '+91 97690 24680',
    role: 'customer',
    active: true,
  },
  {
    name: 'Vikram Joshi',
    email: 'vikram.joshi@demo.globeroute.example',
    phone: '+91 98330 13579',
    role: 'customer',
    active: true,
  },
  { name: 'Meera Iyer', email: 'meera.iyer@demo.globeroute.example', phone: '+91 94440 11335', role: 'customer', active: true },
  {
    name: 'Sanjay Gupta',
    email: 'sanjay.gupta@demo.globeroute.example',
    phone: '+91 98110 22446',
    role: 'customer',
    active: false,
  },
];

/** Every demo account signs in with this password (printed by the seed script). */
export const DEMO_PASSWORD = 'DemoPass2026';

/** A quote as stored, minus what the database assigns, plus when it arrived relative to the seed. */
export type DemoQuote = Omit<
  Quote,
  'id' | 'reference' | 'customerId' | 'readyDate' | 'statusChangedAt' | 'createdAt' | 'updatedAt'
> & {
  /** Days before the seed ran that the request arrived. */
  daysAgo: number;
  /** Days after arrival that the goods are ready. */
  readyInDays: number;
};

const lanes: Omit<
  DemoQuote,
  'contactName' | 'company' | 'email' | 'phone' | 'status' | 'quotedAmountPaise' | 'daysAgo' | 'readyInDays'
>[] = [
  {
    service: 'ocean-freight',
    origin: 'Nhava Sheva (JNPT), Maharashtra',
    destination: 'Rotterdam, Netherlands',
    commodity: 'Automotive brake assemblies',
    pieces: 18,
    weightKg: '14200.00',
    volumeCbm: '28.500',
    loadType: 'fcl',
    hazardous: false,
    temperatureControlled: false,
    message: 'One 40ft container, monthly shipments from March. Please include THC at both ends.',
  },
  {
    service: 'air-freight',
    origin: 'Hyderabad (HYD)',
    destination: 'Frankfurt (FRA), Germany',
    commodity: 'Vaccines (2–8 °C)',
    pieces: 12,
    weightKg: '640.50',
    volumeCbm: '3.200',
    loadType: 'air-cargo',
    hazardous: false,
    temperatureControlled: true,
    message: 'Active temperature-controlled containers required; GDP-compliant handling at origin.',
  },
  {
    service: 'road-transport',
    origin: 'Bhiwandi, Maharashtra',
    destination: 'Bengaluru, Karnataka',
    commodity: 'Packaged FMCG goods',
    pieces: 420,
    weightKg: '8900.00',
    volumeCbm: '42.000',
    loadType: 'ftl',
    hazardous: false,
    temperatureControlled: false,
    message: '32ft multi-axle closed body; unloading at two warehouses in Hoskote.',
  },
  {
    service: 'cold-chain-logistics',
    origin: 'Visakhapatnam, Andhra Pradesh',
    destination: 'Chennai, Tamil Nadu',
    commodity: 'Frozen shrimp',
    pieces: 640,
    weightKg: '12000.00',
    volumeCbm: '30.000',
    loadType: 'ftl',
    hazardous: false,
    temperatureControlled: true,
    message: 'Reefer at −18 °C with data logger; port delivery for export stuffing.',
  },
  {
    service: 'warehousing',
    origin: 'Chakan, Pune',
    destination: 'Chakan, Pune (storage)',
    commodity: 'Industrial pumps and spares',
    pieces: 160,
    weightKg: '21000.00',
    volumeCbm: '95.000',
    loadType: 'pallets',
    hazardous: false,
    temperatureControlled: false,
    message: 'About 120 pallet positions for six months, with pick-and-pack for spares.',
  },
  {
    service: 'ecommerce-fulfillment',
    origin: 'Gurugram, Haryana',
    destination: 'Pan-India (B2C)',
    commodity: 'Apparel and accessories',
    pieces: 3500,
    weightKg: '1750.00',
    volumeCbm: '12.500',
    loadType: 'parcels',
    hazardous: false,
    temperatureControlled: false,
    message: 'Roughly 3,500 orders a month, COD and prepaid, with returns handling.',
  },
  {
    service: 'ocean-freight',
    origin: 'Chennai Port, Tamil Nadu',
    destination: 'Singapore',
    commodity: 'Textile machinery parts',
    pieces: 9,
    weightKg: '3100.00',
    volumeCbm: '7.800',
    loadType: 'lcl',
    hazardous: false,
    temperatureControlled: false,
    message: null,
  },
  {
    service: 'air-freight',
    origin: 'Mumbai (BOM)',
    destination: 'Dubai (DXB), UAE',
    commodity: 'Lithium-ion battery packs (UN3480)',
    pieces: 24,
    weightKg: '410.00',
    volumeCbm: '1.900',
    loadType: 'air-cargo',
    hazardous: true,
    temperatureControlled: false,
    message: 'Class 9 DG; we have the MSDS and UN38.3 test summary ready.',
  },
  {
    service: 'road-transport',
    origin: 'Ludhiana, Punjab',
    destination: 'Kolkata, West Bengal',
    commodity: 'Bicycle components',
    pieces: 85,
    weightKg: '2600.00',
    volumeCbm: '14.000',
    loadType: 'ptl',
    hazardous: false,
    temperatureControlled: false,
    message: 'Part load is fine; delivery within 6 days.',
  },
  {
    service: 'ocean-freight',
    origin: 'Mundra, Gujarat',
    destination: 'Houston, USA',
    commodity: 'Specialty chemicals (non-hazardous)',
    pieces: 80,
    weightKg: '17600.00',
    volumeCbm: '24.000',
    loadType: 'fcl',
    hazardous: false,
    temperatureControlled: false,
    message: 'Flexitank or drums, whichever prices better. FOB Mundra.',
  },
];

const contacts = [
  {
    contactName: 'Priya Sharma',
    company: 'Sharma Auto Components Pvt Ltd',
    email: 'priya.sharma@demo.globeroute.example',
    phone: '+91 99300 12345',
  },
  {
    contactName: 'Arjun Nair',
    company: 'Nair BioLogistics',
    email: 'arjun.nair@demo.globeroute.example',
    phone: '+91 98450 67890',
  },
  {
    contactName: 'Fatima Sheikh',
    company: 'Coastal Seafoods Exports',
    email: 'fatima.sheikh@demo.globeroute.example',
    phone: '+91 97690 24680',
  },
  { contactName: 'Anil Deshmukh', company: 'Deshmukh Pumps Ltd', email: 'anil@deshmukhpumps.example', phone: '+91 20 2712 4455' },
  { contactName: 'Neha Kapoor', company: 'Kapoor Fashion House', email: 'neha@kapoorfashion.example', phone: '+91 124 455 6677' },
  { contactName: 'Ravi Teja', company: null, email: 'ravi.teja@mail.example', phone: '+91 90000 12121' },
  {
    contactName: 'Vikram Joshi',
    company: 'Joshi Cycles',
    email: 'vikram.joshi@demo.globeroute.example',
    phone: '+91 98330 13579',
  },
];

const statusCycle: QuoteStatus[] = ['new', 'new', 'reviewing', 'quoted', 'won', 'lost', 'reviewing', 'quoted', 'won', 'new'];

/** About 30 quote requests over the last ten weeks, in every status. */
export function demoQuotes(): DemoQuote[] {
  const quotes: DemoQuote[] = [];
  for (let index = 0; index < 30; index += 1) {
    const lane = lanes[index % lanes.length]!;
    const contact = contacts[(index * 3) % contacts.length]!;
    const status = statusCycle[index % statusCycle.length]!;
    const priced = status === 'quoted' || status === 'won' || status === 'lost';
    // A plausible price: a base per lane plus a per-kg rate, in whole rupees, held as paise.
    const rupees = 18_000 + Math.round(Number(lane.weightKg) * (lane.service === 'air-freight' ? 210 : 9));
    quotes.push({
      ...lane,
      ...contact,
      status,
      quotedAmountPaise: priced ? rupees * 100 : null,
      daysAgo: Math.max(0, 66 - index * 2 - (index % 3)),
      readyInDays: 5 + (index % 9),
    });
  }
  return quotes;
}

// A GSTIN whose check character is right: bills refuse to be issued from an invalid one.
export const demoCompany = {
  gstin: '27AAECG1234F1Z0',
  address: 'Unit 402, Harbour Gate Towers, P D Mello Road, Ballard Estate, Mumbai 400001, India',
};
