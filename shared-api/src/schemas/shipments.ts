import { z } from 'zod';
import { blankToUndefined, limitParam, pageParam } from './fields';
import type { QuoteService } from './quotes';
import { TRACKING_NUMBER_MAX, TRACKING_NUMBER_PATTERN, TRACKING_NUMBER_PROBLEMS, type ShipmentStatus } from './shipment-choices';

export {
  shipmentStatuses,
  shipmentStatusLabels,
  TRACKING_NUMBER_PATTERN,
  TRACKING_NUMBER_MAX,
  TRACKING_NUMBER_PROBLEMS,
  checkTrackingNumber,
} from './shipment-choices';
export type { ShipmentStatus } from './shipment-choices';

export const trackingNumberField = z
  .string({ error: (issue) => (issue.input === undefined ? TRACKING_NUMBER_PROBLEMS.required : 'Tracking number must be text') })
  .trim()
  .min(1, TRACKING_NUMBER_PROBLEMS.required)
  .max(TRACKING_NUMBER_MAX, TRACKING_NUMBER_PROBLEMS.tooLong)
  .regex(TRACKING_NUMBER_PATTERN, TRACKING_NUMBER_PROBLEMS.characters);

/** The destination's PIN code, which shows a trip's parties and lorry (6 digits, a space allowed after three). */
export const trackingPinField = z.preprocess(
  blankToUndefined,
  z
    .string({ error: 'PIN code must be text' })
    .trim()
    .regex(/^[1-9]\d{2}\s?\d{3}$/, 'PIN code must be 6 digits, like 400001')
    .optional(),
);

/** A share link's key (the back office gives it to a customer): shows the details without the PIN. */
export const trackingShareKeyField = z.preprocess(
  blankToUndefined,
  z.string({ error: 'Key must be text' }).trim().max(100, 'Key is too long').optional(),
);

export const trackingSearchSchema = z.object({
  trackingNumber: trackingNumberField,
  pin: trackingPinField,
  key: trackingShareKeyField,
});
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
