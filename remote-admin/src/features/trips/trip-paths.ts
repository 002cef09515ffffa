export const tripsPath = '/admin/trips';
export const newTripPath = `${tripsPath}/new`;
export const tripPath = (id: string) => `${tripsPath}/${id}`;
export const tripEditPath = (id: string) => `${tripPath(id)}/edit`;

/** Query keys: every key of trips starts with 'trips', so one invalidation refreshes lists, counts and pages. */
export const tripKeys = {
  detail: (id: string) => ['trips', 'detail', id] as const,
  history: (id: string) => ['trips', 'history', id] as const,
};

/** The public tracking page opens with a number in `?number=` (remote-marketing's TrackingLookup). */
export const publicTrackingPath = (trackingNumber: string) => `/track?number=${encodeURIComponent(trackingNumber)}`;
