/** Header links of spec §2, in the spec's order (Log in and Get a Quote are rendered as actions). */
export const HEADER_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About Us' },
  { to: '/services', label: 'Services' },
  { to: '/track', label: 'Track Shipment' },
  { to: '/clients', label: 'Our Clients' },
  { to: '/blog', label: 'Blog' },
  { to: '/contact', label: 'Contact Us' },
] as const;

export const FOOTER_GROUPS = [
  {
    title: 'Services',
    links: [
      { to: '/services/ocean-freight', label: 'Ocean Freight' },
      { to: '/services/air-freight', label: 'Air Freight' },
      { to: '/services/road-transport', label: 'Road Transport' },
      { to: '/services/warehousing', label: 'Warehousing' },
      { to: '/services/cold-chain-logistics', label: 'Cold Chain Logistics' },
      { to: '/services/ecommerce-fulfillment', label: 'E-commerce Fulfillment' },
    ],
  },
  {
    title: 'Support',
    links: [
      { to: '/support/customer-portal', label: 'Customer Portal' },
      { to: '/support/track-shipment', label: 'Track Shipment' },
      { to: '/support/documentation', label: 'Documentation' },
      { to: '/support/help-center', label: 'Help Center' },
      { to: '/support/contact-support', label: 'Contact Support' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/about', label: 'About Us' },
      { to: '/clients', label: 'Our Clients' },
      { to: '/blog', label: 'Blog' },
      { to: '/quote', label: 'Get a Quote' },
      { to: '/privacy-policy', label: 'Privacy Policy' },
      { to: '/terms-and-conditions', label: 'Terms and Conditions' },
    ],
  },
] as const;
