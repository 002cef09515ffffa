import { z } from 'zod';
import { blankToUndefined, boundedText } from './fields';

/*
 * Back-office helpers that are not one kind of record: the sidebar's search box (GET /admin/search)
 * and the notification bell (GET /admin/notifications, POST /admin/notifications/seen). Admin only.
 */

/** What the back-office search looks through, in the order its groups are answered. */
export const adminSearchKinds = ['user', 'quote', 'message'] as const;
export type AdminSearchKind = (typeof adminSearchKinds)[number];

export const ADMIN_SEARCH_DEFAULT_LIMIT = 5;
export const ADMIN_SEARCH_MAX_LIMIT = 10;

/** GET /admin/search: `q` is required (blank is refused); `limit` applies to each kind. */
export const adminSearchQuerySchema = z.object({
  q: boundedText('Search', 1, 100),
  limit: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'Limit must be a number' })
      .int('Limit must be a whole number')
      .min(1, 'Limit must be 1 or more')
      .max(ADMIN_SEARCH_MAX_LIMIT, `Limit must be at most ${ADMIN_SEARCH_MAX_LIMIT}`)
      .default(ADMIN_SEARCH_DEFAULT_LIMIT),
  ),
});
export type AdminSearchQuery = z.input<typeof adminSearchQuerySchema>;

/** One match, ready to show: `path` is the back-office screen that opens it. */
export interface AdminSearchItem {
  id: string;
  kind: AdminSearchKind;
  /** e.g. 'Q-001012 · Mumbai → Rotterdam' */
  title: string;
  /** e.g. 'Acme Exports · New' */
  subtitle: string;
  /** e.g. '/admin/quotes/{id}' */
  path: string;
}

export interface AdminSearchGroup {
  kind: AdminSearchKind;
  /** Every match of this kind, not only the ones in `items`. */
  total: number;
  /** At most `limit` matches. */
  items: AdminSearchItem[];
}

/** data of GET /admin/search: one group per kind, always all of them, in `adminSearchKinds` order. */
export interface AdminSearchResult {
  /** The query as searched (trimmed). */
  query: string;
  groups: AdminSearchGroup[];
}

/** What the bell reports: quote requests and contact messages that are still new. */
export const adminNotificationKinds = ['quote', 'message'] as const;
export type AdminNotificationKind = (typeof adminNotificationKinds)[number];

/** How many items GET /admin/notifications lists (the unread count covers all of them). */
export const ADMIN_NOTIFICATIONS_LIMIT = 20;

export interface AdminNotification {
  /** The quote's or message's id. */
  id: string;
  kind: AdminNotificationKind;
  title: string;
  detail: string;
  /** The back-office screen that opens it. */
  path: string;
  createdAt: string;
  /** Arrived after the admin last opened the bell (always true if never opened). */
  unread: boolean;
}

/** data of GET /admin/notifications: the newest items first. */
export interface AdminNotifications {
  /** Every unread item, including ones beyond the listed `items`. */
  unread: number;
  items: AdminNotification[];
}
