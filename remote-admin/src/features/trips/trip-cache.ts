import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { TripDetail } from 'shared-api/schemas';
import { tripKeys } from './trip-paths';

/** Everything a changed trip shows up in, except its own page, which is set from the server's answer. */
export function refreshTripLists(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ['trips'], predicate: ({ queryKey }) => queryKey[1] !== 'detail' });
  // A trip puts its truck and driver on a trip and takes them off it again.
  void queryClient.invalidateQueries({ queryKey: ['trucks'] });
  void queryClient.invalidateQueries({ queryKey: ['drivers'] });
  void queryClient.invalidateQueries({ queryKey: ['admin'] });
}

/** After the server answered a trip's new state: show it at once and refresh what depends on it. */
export function useTripChanged() {
  const queryClient = useQueryClient();
  return useCallback(
    (trip: TripDetail) => {
      queryClient.setQueryData(tripKeys.detail(trip.id), trip);
      refreshTripLists(queryClient);
    },
    [queryClient],
  );
}
