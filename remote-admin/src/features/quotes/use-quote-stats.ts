import { useQuery } from '@tanstack/react-query';
import { quotesApi } from 'shared-api';

/** The quote figures, shared by the quote list and the dashboard (one request, one cache entry). */
export const useQuoteStats = () =>
  useQuery({ queryKey: ['quotes', 'stats'], queryFn: async () => (await quotesApi.stats()).data });
