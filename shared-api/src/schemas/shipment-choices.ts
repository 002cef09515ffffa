// Shipment states and the tracking number's rules without zod, so the tracking page hydrates before its
// validation loads.

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
export const TRACKING_NUMBER_MAX = 40;

/** What trackingNumberField says of a number it refuses, in the order it checks. */
export const TRACKING_NUMBER_PROBLEMS = {
  required: 'Tracking number is required',
  tooLong: `Tracking number must be at most ${TRACKING_NUMBER_MAX} characters`,
  characters: 'Tracking number may only contain letters, digits and hyphens',
} as const;

/**
 * trackingNumberField's verdict without zod, for a page that reads a number from its address before its
 * validation has loaded: the trimmed number, or the first problem with it.
 */
export function checkTrackingNumber(value: string): { number: string } | { problem: string } {
  const number = value.trim();
  if (number.length === 0) return { problem: TRACKING_NUMBER_PROBLEMS.required };
  if (number.length > TRACKING_NUMBER_MAX) return { problem: TRACKING_NUMBER_PROBLEMS.tooLong };
  if (!TRACKING_NUMBER_PATTERN.test(number)) return { problem: TRACKING_NUMBER_PROBLEMS.characters };
  return { number };
}
