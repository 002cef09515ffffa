import { useQuery } from '@tanstack/react-query';
import { messagesApi, quotesApi, usersApi } from 'shared-api';

// Keys start with the resource, so a change on the quotes, messages or users screens refreshes these too.
export const useQuoteStats = () =>
  useQuery({ queryKey: ['quotes', 'stats'], queryFn: async () => (await quotesApi.stats()).data });

export const useUserStats = () => useQuery({ queryKey: ['users', 'stats'], queryFn: async () => (await usersApi.stats()).data });

export const RECENT_COUNT = 5;

export const useRecentQuotes = () =>
  useQuery({ queryKey: ['quotes', 'recent'], queryFn: () => quotesApi.list({ limit: RECENT_COUNT, sort: '-createdAt' }) });

export const useNewMessages = () =>
  useQuery({
    queryKey: ['messages', 'recent-new'],
    queryFn: () => messagesApi.list({ status: 'new', limit: RECENT_COUNT, sort: '-createdAt' }),
  });
