import { useQuery } from '@tanstack/react-query';
import { usersApi } from 'shared-api/back-office';
import { userKeys } from './user-labels';

/** The user figures, shared by the user list and the dashboard (one request, one cache entry). */
export const useUserStats = () => useQuery({ queryKey: userKeys.stats, queryFn: async () => (await usersApi.stats()).data });
