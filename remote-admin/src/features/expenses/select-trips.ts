import { type Envelope } from 'shared-api';
import { tripsApi } from 'shared-api/back-office';
import type { SelectOption, SelectQuery } from 'shared-api/schemas';

export interface TripOption extends SelectOption {
  route: string;
  tripDate: string;
}

/**
 * The trip typeahead: trips have no `select` call, so it asks the trips list (its search covers trip,
 * LR and tracking numbers, party and places) for the newest 20 matches.
 */
export async function selectTrips({ search }: SelectQuery): Promise<Envelope<TripOption[]>> {
  const answer = await tripsApi.list({ search, limit: 20, sort: '-tripDate' });
  return {
    success: answer.success,
    data: answer.data.map((trip) => ({
      id: trip.id,
      label: trip.tripNo,
      route: `${trip.origin} → ${trip.destination}`,
      tripDate: trip.tripDate,
    })),
  };
}
