import { z } from 'zod';
import { limitParam, pageParam } from './fields';
import type { QuoteService } from './quotes';

/**
 * A shipment's state as the customer sees it. A trip's shipment is booked with its LR and cancelled with
 * the trip; delayed to returned are exceptions staff record on the way.
 */
export const shipmentStatuses = [
  'booked',
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'delayed',
  'customs_hold',
  'delivery_failed',
  'returned',
  'cancelled',
] as const;
export type ShipmentStatus = (typeof shipmentStatuses)[number];

/** The words the tracking page shows (spec §2 uses these for the normal journey). */
export const shipmentStatusLabels: Record<ShipmentStatus, string> = {
  booked: 'Booked',
  picked_up: 'Package Picked Up',
  in_transit: 'In Transit',
  out_for_delivery: 'Out for Delivery',
  delivered: 'Delivered',
  delayed: 'Delayed',
  customs_hold: 'Held at Customs',
  delivery_failed: 'Delivery Attempted',
  returned: 'Returned to Sender',
  cancelled: 'Cancelled',
};

export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9-]+$/;

export const trackingNumberField = z
  .string({ error: (issue) => (issue.input === undefined ? 'Tracking number is required' : 'Tracking number must be text') })
  .trim()
  .min(1, 'Tracking number is required')
  .max(40, 'Tracking number must be at most 40 characters')
  .regex(TRACKING_NUMBER_PATTERN, 'Tracking number may only contain letters, digits and hyphens');

export const trackingSearchSchema = z.object({ trackingNumber: trackingNumberField });
export type TrackingSearchInput = z.input<typeof trackingSearchSchema>;
/** The public tracking form: a GET form whose field is the address's `?number=`. */
export const trackingLookupSchema = z.object({ number: trackingNumberField });

export const shipmentListQuerySchema = z.object({ page: pageParam, limit: limitParam });
export type ShipmentListQuery = z.input<typeof shipmentListQuerySchema>;

/** A shipment as its customer sees it in the portal. */
export interface Shipment {
  id: string;
  trackingNumber: string;
  status: ShipmentStatus;
  statusLabel: string;
  service: QuoteService | null;
  origin: string;
  destination: string;
  currentLocation: string;
  /** Percent of the journey done, 0–100. */
  progress: number;
  /** YYYY-MM-DD, or null before it is planned. */
  estimatedDelivery: string | null;
  /** Reference of the quote it was booked from (e.g. Q-001042), if any. */
  quoteReference: string | null;
  createdAt: string;
  updatedAt: string;
}
