import { and, eq, inArray, ne } from 'drizzle-orm';
import type { QuoteService, ShipmentStatus } from 'shared-api/schemas';
import type { Db } from '../db/client';
import { quotes, shipments, users } from '../db/schema';
import { createShipmentsService, type NewTrackingEvent, type ShipmentsService } from '../modules/shipments/service';
import { demoUsers } from './demo-data';

const DAY = 86_400_000;

type Step = Omit<NewTrackingEvent, 'date' | 'time'> & { daysAgo: number; time: string };

/** The two numbers the site's sample data also knows (spec §9), so tracking answers alike with or without the API. */
const SPEC_SHIPMENTS: { trackingNumber: string; origin: string; destination: string; etaInDays: number; steps: Step[] }[] = [
  {
    trackingNumber: 'GRL001',
    origin: 'Shanghai, China',
    destination: 'Rotterdam, Netherlands',
    etaInDays: 9,
    steps: [
      {
        daysAgo: 7,
        time: '09:15',
        status: 'picked_up',
        location: 'Shanghai, China',
        description: 'Shipment collected from the shipper and received at our Shanghai facility.',
      },
      {
        daysAgo: 5,
        time: '16:40',
        status: 'in_transit',
        location: 'Port of Shanghai, China',
        description: 'Container loaded on board and vessel departed.',
      },
      {
        daysAgo: 0,
        time: '07:05',
        status: 'in_transit',
        location: 'Port of Singapore',
        description: 'Vessel arrived for transshipment.',
        progress: 65,
      },
    ],
  },
  {
    trackingNumber: 'GRL002',
    origin: 'Frankfurt, Germany',
    destination: 'Chicago, USA',
    etaInDays: -3,
    steps: [
      {
        daysAgo: 6,
        time: '10:30',
        status: 'picked_up',
        location: 'Frankfurt, Germany',
        description: 'Shipment collected from the shipper.',
      },
      {
        daysAgo: 5,
        time: '13:55',
        status: 'in_transit',
        location: 'Frankfurt Airport, Germany',
        description: "Departed on flight to Chicago O'Hare.",
      },
      {
        daysAgo: 4,
        time: '08:20',
        status: 'in_transit',
        location: "Chicago O'Hare Airport, USA",
        description: 'Arrived and cleared customs.',
        progress: 75,
      },
      {
        daysAgo: 3,
        time: '07:45',
        status: 'out_for_delivery',
        location: 'Chicago, USA',
        description: 'With the courier for delivery today.',
      },
      {
        daysAgo: 3,
        time: '14:10',
        status: 'delivered',
        location: 'Chicago, USA',
        description: 'Delivered and signed for by the consignee.',
      },
    ],
  },
];

/** How far each booked demo quote has got, in turn. */
const STAGES: ShipmentStatus[] = [
  'delivered',
  'in_transit',
  'out_for_delivery',
  'customs_hold',
  'picked_up',
  'delivered',
  'delayed',
];

/** A plausible journey from origin to destination, cut off at `stage`; newest event today or earlier. */
function journey(origin: string, destination: string, stage: ShipmentStatus): Step[] {
  const full: Step[] = [
    { daysAgo: 0, time: '10:20', status: 'picked_up', location: origin, description: 'Collected from the shipper.' },
    { daysAgo: 0, time: '18:45', status: 'in_transit', location: `${origin} hub`, description: `Departed ${origin} hub.` },
    {
      daysAgo: 0,
      time: '06:30',
      status: 'in_transit',
      location: `${destination} gateway`,
      description: `Arrived at the ${destination} gateway.`,
      progress: 70,
    },
    {
      daysAgo: 0,
      time: '08:10',
      status: 'out_for_delivery',
      location: destination,
      description: 'With our driver for delivery today.',
    },
    {
      daysAgo: 0,
      time: '15:35',
      status: 'delivered',
      location: destination,
      description: 'Delivered; proof of delivery signed by the consignee.',
    },
  ];
  const exception: Partial<Record<ShipmentStatus, Step>> = {
    customs_hold: {
      daysAgo: 0,
      time: '11:00',
      status: 'customs_hold',
      location: `${destination} customs`,
      description: 'Held for document verification; our broker is answering the query.',
    },
    delayed: {
      daysAgo: 0,
      time: '12:15',
      status: 'delayed',
      location: `${origin} hub`,
      description: 'Departure moved to the next service because of congestion; new estimate sent.',
    },
  };
  const reached = { picked_up: 1, in_transit: 3, out_for_delivery: 4, delivered: 5, customs_hold: 3, delayed: 2 } as const;
  const steps = full.slice(0, reached[stage as keyof typeof reached] ?? 1);
  const extra = exception[stage];
  if (extra) steps.push(extra);
  // One day between steps, the last one today (a delivered one a few days back).
  const lastDaysAgo = stage === 'delivered' ? 4 : 0;
  return steps.map((step, index) => ({ ...step, daysAgo: lastDaysAgo + (steps.length - 1 - index) }));
}

const isoDay = (now: Date, daysAgo: number) => new Date(now.getTime() - daysAgo * DAY).toISOString().slice(0, 10);

async function addShipment(
  shipments: ShipmentsService,
  now: Date,
  shipment: {
    trackingNumber?: string;
    customerId: string | null;
    quoteId?: string;
    service?: QuoteService | null;
    origin: string;
    destination: string;
    etaInDays: number;
  },
  steps: Step[],
) {
  const toEvent = ({ daysAgo, ...step }: Step): NewTrackingEvent => ({ ...step, date: isoDay(now, daysAgo) });
  const [first, ...rest] = steps;
  const created = await shipments.create(
    {
      trackingNumber: shipment.trackingNumber,
      customerId: shipment.customerId,
      quoteId: shipment.quoteId ?? null,
      service: shipment.service ?? null,
      origin: shipment.origin,
      destination: shipment.destination,
      estimatedDelivery: isoDay(now, -shipment.etaInDays),
    },
    toEvent(first!),
  );
  for (const step of rest) await shipments.addEvent(created.id, toEvent(step));
}

/**
 * Shipments for the demo: GRL001 and GRL002, and one for each accepted quote, at
 * different stages of their journey. Skipped when GRL001 exists, so it runs once.
 */
export async function seedDemoShipments(db: Db, now = new Date()): Promise<number> {
  const existing = await db.select({ id: shipments.id }).from(shipments).where(eq(shipments.trackingNumber, 'GRL001')).limit(1);
  if (existing.length > 0) return 0;

  const service = createShipmentsService(db);
  const customers = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        demoUsers.filter((user) => user.role === 'customer').map((user) => user.email),
      ),
    );
  const [first, second] = customers;
  let added = 0;
  for (const [index, spec] of SPEC_SHIPMENTS.entries()) {
    const { steps, ...fields } = spec;
    await addShipment(service, now, { ...fields, customerId: (index === 0 ? first : second)?.id ?? null }, steps);
    added += 1;
  }

  const booked = await db
    .select({
      id: quotes.id,
      customerId: quotes.customerId,
      service: quotes.service,
      origin: quotes.origin,
      destination: quotes.destination,
    })
    .from(quotes)
    // Storage is not a journey: warehousing bookings have nothing to track.
    .where(and(eq(quotes.status, 'won'), ne(quotes.service, 'warehousing')))
    .orderBy(quotes.createdAt);
  for (const [index, quote] of booked.entries()) {
    const stage = STAGES[index % STAGES.length]!;
    await addShipment(
      service,
      now,
      { ...quote, quoteId: quote.id, etaInDays: stage === 'delivered' ? -4 : 3 + (index % 5) },
      journey(quote.origin, quote.destination, stage),
    );
    added += 1;
  }
  return added;
}
