export interface AboutContent {
  story: string[];
  milestones: { year: string; text: string }[];
  values: { title: string; text: string }[];
  leadership: { name: string; role: string; bio: string }[];
  offices: { city: string; kind: string; address: string; phone: string }[];
  facts: { value: string; label: string }[];
}

export const ABOUT: AboutContent = {
  story: [
    'Globe Route Logistics started in Mumbai in 2004, when Rajesh Mehta, a customs broker who had spent fifteen years clearing cargo at Nhava Sheva, joined forces with the Sandhu family, who ran a fleet of trucks between the port and the industrial belts of Maharashtra and Gujarat. Their customers kept asking the same question: why do we need one company to clear the container and another to move it? The answer was to do both, under one roof and one set of paperwork.',
    'From that first office in Ballard Estate we added air freight, then warehousing, then branches in the cities our customers were shipping from. Today we have 14 branch offices across India, 6 warehouses with 1.1 million sq ft of space, 320 trucks of our own and a partner network that reaches more than 120 countries. About 1,400 people work for Globe Route, and most of our senior managers started on the docks, in the warehouse or behind the wheel.',
    'We are an AEO-certified customs broker, certified to ISO 9001:2015, and our cold chain operation follows Good Distribution Practice for pharmaceuticals. Those certificates matter because our customers are audited, and their logistics partner has to pass the same scrutiny.',
    'More than 850 businesses ship with us today, from pharmaceutical exporters and auto component makers to online retailers. We still work the way the company started: one team that owns the shipment from pickup to proof of delivery, answers the phone at any hour, and tells you early when something is going wrong.',
  ],
  milestones: [
    {
      year: '2004',
      text: 'Globe Route is founded in Mumbai by a customs broker and a trucking family, with a customs desk at Nhava Sheva and 18 trucks.',
    },
    { year: '2007', text: 'Air freight desk opens at Mumbai airport; first branches in Delhi NCR and Chennai.' },
    { year: '2010', text: 'First warehouse opens at Bhiwandi, serving importers who clear through Nhava Sheva.' },
    {
      year: '2014',
      text: 'Cold chain division launched with temperature-controlled trucks and a pharma-grade store near Hyderabad.',
    },
    {
      year: '2018',
      text: 'Recognised as an AEO-certified customs broker and certified to ISO 9001:2015; warehouse network reorganised around GST.',
    },
    {
      year: '2020',
      text: 'E-commerce fulfillment service launched, handling order picking, packing and returns for online sellers.',
    },
    { year: '2023', text: 'Fleet passes 300 own trucks; the Guwahati office opens as the 14th branch.' },
    {
      year: '2026',
      text: 'Six warehouses with 1.1 million sq ft, more than 850 active clients, and online tracking for every shipment.',
    },
  ],
  values: [
    {
      title: 'Own the shipment',
      text: 'One team is responsible from pickup to proof of delivery. Nobody tells a customer that the problem is with another department.',
    },
    {
      title: 'Say it early',
      text: 'A rolled booking, a customs query or a breakdown on the highway is reported as soon as we know, with a plan to fix it.',
    },
    {
      title: 'Paperwork done right',
      text: 'Most delays and penalties start with a wrong document. We check declarations, invoices and permits before the cargo moves.',
    },
    {
      title: 'Safe on the road',
      text: 'Drivers rest as scheduled, vehicles are maintained on time, and no delivery date is worth an accident.',
    },
  ],
  leadership: [
    {
      name: 'Rajesh Mehta',
      role: 'Co-founder & Chairman',
      bio: "A licensed customs broker since 1989, Rajesh set up the company's customs practice and still chairs its compliance committee. He has served on the managing committee of a Mumbai customs brokers' association.",
    },
    {
      name: 'Harpreet Singh Sandhu',
      role: 'Co-founder & Managing Director',
      bio: "Harpreet grew up in his family's trucking business in Ludhiana and Mumbai. He built Globe Route's road network and fleet, and leads strategy, investment and the branch network.",
    },
    {
      name: 'Ananya Iyer',
      role: 'Chief Operating Officer',
      bio: 'Ananya joined in 2009 as an ocean freight executive in Chennai and has since run air freight, warehousing and cold chain. She is responsible for day-to-day operations across all 14 branches.',
    },
    {
      name: 'Farhan Qureshi',
      role: 'Chief Financial Officer',
      bio: "A chartered accountant, Farhan joined from a listed logistics group in 2016. He oversees finance, credit, GST and the company's technology budget, including the customer portal and tracking systems.",
    },
  ],
  offices: [
    {
      city: 'Mumbai',
      kind: 'Head office',
      address: 'Unit 402, Harbour Gate Towers, P D Mello Road, Ballard Estate, Mumbai 400001',
      phone: '+91 22 4000 1234',
    },
    {
      city: 'Delhi NCR',
      kind: 'Warehouse & branch',
      address: 'Plot 27, Sector 37, Pace City II, Gurugram, Haryana 122004',
      phone: '+91 124 400 2210',
    },
    {
      city: 'Chennai',
      kind: 'Warehouse & branch',
      address: '3rd Floor, Seaward Chambers, Rajaji Salai, Chennai 600001',
      phone: '+91 44 4000 3310',
    },
    {
      city: 'Kolkata',
      kind: 'Branch',
      address: 'Suite 5B, Strand Court, 12 Strand Road, Kolkata 700001',
      phone: '+91 33 4000 4410',
    },
    {
      city: 'Bengaluru',
      kind: 'Branch',
      address: '2nd Floor, Cargo Point, Airport Road, HAL Stage II, Bengaluru 560008',
      phone: '+91 80 4000 5510',
    },
    {
      city: 'Ahmedabad',
      kind: 'Branch',
      address: 'Office 610, Sabarmati Trade Centre, Ashram Road, Ahmedabad 380009',
      phone: '+91 79 4000 6610',
    },
  ],
  facts: [
    { value: '2004', label: 'Founded in Mumbai' },
    { value: '14', label: 'Branch offices across India' },
    { value: '320', label: 'Own trucks, plus vetted market vehicles' },
    { value: '1,400', label: 'Employees' },
  ],
};
