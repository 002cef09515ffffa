import { useQuery, useQueryClient, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { httpStatus } from 'shared-api';

/** A malformed id (400) names no record either, so it reads as "not found" like a 404. */
export const isMissingRecord = (error: unknown) => httpStatus(error) === 404 || httpStatus(error) === 400;

/**
 * One record for a detail or edit screen. The app's retry policy applies, except that asking again
 * never makes a deleted record exist.
 */
export function useRecord<T>(queryKey: QueryKey, fetch: () => Promise<T>): UseQueryResult<T> {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey,
    queryFn: fetch,
    retry: (failures, error) => {
      if (isMissingRecord(error)) return false;
      const policy = queryClient.getDefaultOptions().queries?.retry ?? 3;
      if (typeof policy === 'function') return policy(failures, error);
      return typeof policy === 'number' ? failures < policy : policy;
    },
  });
}
