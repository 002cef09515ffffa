import { MONEY_LOCKED_STATUSES, tripStatusLabels, type Trip } from 'shared-api/schemas';

/** Why a trip can no longer be edited, or null while it can. */
export function editLockReason(trip: Pick<Trip, 'status' | 'tripNo'>): string | null {
  if (MONEY_LOCKED_STATUSES.includes(trip.status)) {
    return `Trip ${trip.tripNo} is ${tripStatusLabels[trip.status].toLowerCase()}: its amounts are on a bill or a settlement, so it can no longer be changed.`;
  }
  if (trip.status === 'cancelled') return `Trip ${trip.tripNo} is cancelled, so it can no longer be changed.`;
  return null;
}

/** Only a planned trip can be deleted (and only the latest of its session: the server says so otherwise). */
export const canDelete = (trip: Pick<Trip, 'status'>) => trip.status === 'planned';
