import type { Testimonial } from './types';

export const HOME_FACTS: { value: string; label: string }[] = [
  { value: '22 years', label: 'Moving freight since 2004' },
  { value: '120+ countries', label: 'Reached through our partner network' },
  { value: '850+ clients', label: 'Active businesses shipping with us' },
  { value: '1.1M sq ft', label: 'Warehouse space across 6 sites' },
];

export const HOW_IT_WORKS: { title: string; text: string }[] = [
  {
    title: 'Request a quote',
    text: 'Tell us what you are shipping, from where to where and by when. A specialist for that mode replies with a price and transit time, usually the same working day.',
  },
  {
    title: 'We plan and book',
    text: 'Once you confirm, we book space with carriers, arrange pickup, check your documents and prepare customs filings before the cargo moves.',
  },
  {
    title: 'We move and track',
    text: 'Your shipment moves by sea, air or road with milestone updates you can follow online. If something changes, our 24/7 team tells you early, with a plan.',
  },
  {
    title: 'Delivered, with POD and invoice',
    text: 'You receive the proof of delivery and a single GST invoice with supporting receipts, so closing the shipment in your books is straightforward.',
  },
];

export const HOME_TESTIMONIALS: Testimonial[] = [
  {
    quote:
      'We import fabric from three countries and used to chase four different agents. Now one Globe Route team clears it at Nhava Sheva and delivers to our mills in Bhiwandi and Surat.',
    name: 'Anjali Shah',
    role: 'Purchase Head',
    company: 'Shantiniketan Textiles Pvt Ltd',
  },
  {
    quote:
      'Their trucks reach our dealers in Punjab and Haryana on the day promised, and the proof of delivery is in the portal the same evening.',
    name: 'Gurpreet Kaur',
    role: 'Logistics Manager',
    company: 'Doaba Tractor Parts',
  },
  {
    quote:
      'Chilled dairy to Bengaluru and Hyderabad every night, with temperature records for every trip. In two years we have not lost a load.',
    name: 'Venkatesh Rao',
    role: 'General Manager, Distribution',
    company: 'Nandi Fresh Dairy Products',
  },
];
