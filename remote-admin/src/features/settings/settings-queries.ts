import { useQuery, useQueryClient } from '@tanstack/react-query';
import { authApi, type CompanyProfileDetails } from 'shared-api';
import { profileApi } from 'shared-api/back-office';

export const settingsKeys = {
  details: ['profile', 'details'] as const,
  notifications: ['profile', 'notifications'] as const,
  password: ['auth', 'current-password'] as const,
};

/** The key of shared-api's useCompanyProfile: what the public site's header and footer show. */
const publicCompanyKey = ['company'] as const;

/** The back office's notification bell (features/layout): it lists only events whose in-app channel is on. */
export const notificationBellKey = ['admin', 'notifications'] as const;

export function useCompanyDetails() {
  return useQuery({ queryKey: settingsKeys.details, queryFn: async () => (await profileApi.get()).data });
}

export function useNotificationSettings() {
  return useQuery({ queryKey: settingsKeys.notifications, queryFn: async () => (await profileApi.notifications()).data });
}

export function usePasswordInfo() {
  return useQuery({ queryKey: settingsKeys.password, queryFn: async () => (await authApi.currentPassword()).data });
}

/**
 * After a save: this screen shows the server's answer at once, and the site header (cached once for
 * every app on the page) fetches the new name, contacts and logo the next time it is shown.
 */
export function useStoreCompanyDetails() {
  const queryClient = useQueryClient();
  return (saved: CompanyProfileDetails) => {
    queryClient.setQueryData(settingsKeys.details, saved);
    void queryClient.invalidateQueries({ queryKey: publicCompanyKey });
  };
}
