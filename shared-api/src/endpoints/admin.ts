import type { ExpiringPapers, AdminNotifications, AdminSearchResult } from '../schemas';
import type { Envelope } from '../envelope';
import { http } from 'shared-api';
import { searchParams } from './search-params';

/** The back office's sidebar search and notification bell (admin-only). */
export const adminApi = {
  /** Users, quotes and messages matching `q`; `limit` (1–10, default 5) applies to each kind. */
  search: async (q: string, limit?: number) =>
    (await http()).get('admin/search', { searchParams: searchParams({ q, limit }) }).json<Envelope<AdminSearchResult>>(),
  notifications: async () => (await http()).get('admin/notifications').json<Envelope<AdminNotifications>>(),
  /** Everything listed so far counts as read for the signed-in admin. */
  markNotificationsSeen: async () => (await http()).post('admin/notifications/seen').json<Envelope<{ unread: number }>>(),
  /** Truck papers and driving licences expired or expiring within 30 days, soonest first. */
  expiringPapers: async (limit?: number) =>
    (await http()).get('admin/expiring-papers', { searchParams: searchParams({ limit }) }).json<Envelope<ExpiringPapers>>(),
};
