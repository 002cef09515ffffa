// Built-in answers for when the public search endpoints cannot be reached (spec §7). This module is
// only ever loaded with a dynamic import(), so visitors whose searches succeed never download it.
import { INDUSTRY_CATALOGUE, SERVICE_CATALOGUE } from '../content/catalogue';
import { HELP_ARTICLES } from '../content/help-articles';
import type { HelpArticle, Industry, Service, TrackingResult } from './types';

// The same catalogue and articles the site's pages show and the server searches, so a visitor sees
// the same answers whether or not the API is up.
export const SAMPLE_SERVICES: readonly Service[] = SERVICE_CATALOGUE.map(({ slug, name, description, type, category }) => ({
  id: slug,
  name,
  description,
  type,
  category,
}));

export const SAMPLE_INDUSTRIES: readonly Industry[] = INDUSTRY_CATALOGUE.map(({ slug, name, description, category }) => ({
  id: slug,
  name,
  description,
  category,
}));

/** Like the server, results carry the short answer; the help center shows the whole article. */
export const SAMPLE_HELP_ARTICLES: readonly HelpArticle[] = HELP_ARTICLES.map(({ id, title, category, summary, tags }) => ({
  id,
  title,
  category,
  content: summary,
  tags: [...tags],
}));

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
