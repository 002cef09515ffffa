import { useQuery } from '@tanstack/react-query';
import { searchTracking } from 'shared-api';

/**
 * The tracking answer for one (normalized) number. Each number has its own cache entry, so a slow answer
 * for a number searched earlier lands in that entry and can never replace the one on screen.
 */
export function useTracking(number: string, pin = '', key = '') {
  return useQuery({
    queryKey: ['tracking', number, pin, key],
    queryFn: () => searchTracking(number, pin || undefined, key || undefined),
    enabled: number !== '',
  });
}
