// Blog posts for the marketing site, newest first. Each post's body is a file of its own in ./blog, loaded
// by its page alone (issue 26: a post's page no longer carries every post's text).

import type { Block, BlogPost } from './types';

const NIKHIL = { name: 'Nikhil Deshpande', role: 'Head of Ocean Freight' };
const IMRAN = { name: 'Imran Sheikh', role: 'Customs Compliance Lead' };
const LAKSHMI = { name: 'Lakshmi Narayanan', role: 'Cold Chain Operations Manager' };
const DEVENDRA = { name: 'Devendra Yadav', role: 'Road Network Planner' };
const VIKRAM = { name: 'Vikram Bhatia', role: 'Air Freight Manager' };
const KAVYA = { name: 'Kavya Reddy', role: 'E-commerce Fulfillment Lead' };

export const BLOG_POSTS: readonly BlogPost[] = [
  {
    slug: 'cut-detention-and-demurrage',
    title: 'How to cut detention and demurrage on import containers',
    date: '2026-11-10',
    author: NIKHIL,
    category: 'Ocean freight',
    excerpt:
      'Most detention and demurrage bills come from a few avoidable delays. Where the free days go at Nhava Sheva and Mundra, and how to keep them.',
    readingMinutes: 4,
  },
  {
    slug: 'air-or-sea-for-urgent-restocking',
    title: 'Air or sea for urgent restocking: a simple way to decide',
    date: '2026-10-06',
    author: VIKRAM,
    category: 'Air freight',
    excerpt:
      'When a stock-out is close, flying everything is rarely the answer. How to compare cost, lead time and risk before you book air freight.',
    readingMinutes: 4,
  },
  {
    slug: 'how-to-read-a-bill-of-lading',
    title: 'How to read a bill of lading, field by field',
    date: '2026-09-15',
    author: IMRAN,
    category: 'Ocean freight',
    excerpt:
      'A bill of lading is a receipt, a contract and often a title document. What each field means and which errors cost exporters time and money.',
    readingMinutes: 4,
  },
  {
    slug: 'preparing-for-festive-season-ecommerce-peaks',
    title: 'Preparing your fulfillment for the festive-season peak',
    date: '2026-08-18',
    author: KAVYA,
    category: 'E-commerce',
    excerpt:
      'Festive sales can multiply daily orders several times over. A practical timeline for inventory, staffing, packaging and returns, starting now.',
    readingMinutes: 3,
  },
  {
    slug: 'packing-pharma-for-2-8-degrees',
    title: 'Packing pharmaceuticals for 2–8 °C: what actually holds the range',
    date: '2026-07-07',
    author: LAKSHMI,
    category: 'Cold chain',
    excerpt:
      'Most temperature excursions start at the packing bench, not in transit. How to choose, condition and pack a shipper for 2–8 °C products.',
    readingMinutes: 4,
  },
  {
    slug: 'e-way-bill-mistakes-that-stop-trucks',
    title: 'Seven e-way bill mistakes that stop trucks',
    date: '2026-05-26',
    author: DEVENDRA,
    category: 'Road transport',
    excerpt:
      'A wrong vehicle number or an expired e-way bill can get goods detained on the highway. The most common errors, and how to avoid them.',
    readingMinutes: 4,
  },
  {
    slug: 'incoterms-2020-for-indian-exporters',
    title: 'Incoterms 2020 for Indian exporters: choosing the right term',
    date: '2026-04-14',
    author: IMRAN,
    category: 'Customs & compliance',
    excerpt:
      'FOB is not always the safe choice. What Incoterms 2020 cover, what they do not, and which terms suit containerised exports from India.',
    readingMinutes: 4,
  },
  {
    slug: 'fcl-or-lcl-when-to-switch',
    title: 'FCL or LCL: when it makes sense to switch',
    date: '2026-03-10',
    author: NIKHIL,
    category: 'Ocean freight',
    excerpt:
      'LCL is cheaper for small volumes, but the cost per cubic metre changes quickly as you grow. How to find your crossover point to FCL.',
    readingMinutes: 3,
  },
];

/** Finds a blog post by its slug. */
export function blogPost(slug: string): BlogPost | undefined {
  return BLOG_POSTS.find((post) => post.slug === slug);
}

/**
 * The body of each post, a chunk named `post-<slug>` (the name the post's page reports to the prerender,
 * whose HTML preloads that chunk's files with the page's own).
 */
export const POST_BODIES: Readonly<Record<string, () => Promise<{ default: Block[] }>>> = {
  'cut-detention-and-demurrage': () =>
    import(/* webpackChunkName: "post-cut-detention-and-demurrage" */ './blog/cut-detention-and-demurrage'),
  'air-or-sea-for-urgent-restocking': () =>
    import(/* webpackChunkName: "post-air-or-sea-for-urgent-restocking" */ './blog/air-or-sea-for-urgent-restocking'),
  'how-to-read-a-bill-of-lading': () =>
    import(/* webpackChunkName: "post-how-to-read-a-bill-of-lading" */ './blog/how-to-read-a-bill-of-lading'),
  'preparing-for-festive-season-ecommerce-peaks': () =>
    import(
      /* webpackChunkName: "post-preparing-for-festive-season-ecommerce-peaks" */ './blog/preparing-for-festive-season-ecommerce-peaks'
    ),
  'packing-pharma-for-2-8-degrees': () =>
    import(/* webpackChunkName: "post-packing-pharma-for-2-8-degrees" */ './blog/packing-pharma-for-2-8-degrees'),
  'e-way-bill-mistakes-that-stop-trucks': () =>
    import(/* webpackChunkName: "post-e-way-bill-mistakes-that-stop-trucks" */ './blog/e-way-bill-mistakes-that-stop-trucks'),
  'incoterms-2020-for-indian-exporters': () =>
    import(/* webpackChunkName: "post-incoterms-2020-for-indian-exporters" */ './blog/incoterms-2020-for-indian-exporters'),
  'fcl-or-lcl-when-to-switch': () =>
    import(/* webpackChunkName: "post-fcl-or-lcl-when-to-switch" */ './blog/fcl-or-lcl-when-to-switch'),
};
