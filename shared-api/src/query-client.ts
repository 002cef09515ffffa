import { QueryClient } from '@tanstack/react-query';

/** Spec §9 cache rules. */
export const QUERY_DEFAULTS = {
  staleTime: 5 * 60 * 1000,
  retry: 1,
  refetchOnWindowFocus: false,
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { ...QUERY_DEFAULTS } } });
}

/** The page's one query cache: shared-api is a singleton, so every remote reads the same one. */
export const queryClient = createQueryClient();
