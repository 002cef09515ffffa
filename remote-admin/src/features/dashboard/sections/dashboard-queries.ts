import { useQuery } from '@tanstack/react-query';
import { messagesApi, quotesApi } from 'shared-api';

export { useQuoteStats } from '../../quotes/use-quote-stats';
export { useUserStats } from '../../users/use-user-stats';

// Keys start with the resource, so a change on the quotes or messages screens refreshes these too.
export const RECENT_COUNT = 5;

export const useRecentQuotes = () =>
  useQuery({ queryKey: ['quotes', 'recent'], queryFn: () => quotesApi.list({ limit: RECENT_COUNT, sort: '-createdAt' }) });

export const useNewMessages = () =>
  useQuery({
    queryKey: ['messages', 'recent-new'],
    queryFn: () => messagesApi.list({ status: 'new', limit: RECENT_COUNT, sort: '-createdAt' }),
  });
