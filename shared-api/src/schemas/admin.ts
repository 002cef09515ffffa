import { z } from 'zod';
import { blankToUndefined, boundedText } from './fields';

/*
 * Back-office helpers that are not one kind of record: the sidebar's search box (GET /admin/search)
 * and the notification bell (GET /admin/notifications, POST /admin/notifications/seen). Admin only.
 */

/** What the back-office search looks through, in the order its groups are answered. */
export const adminSearchKinds = [
  'trip',
  'user',
  'quote',
  'message',
  'billing_party',
  'vehicle',
  'bank',
  'truck',
  'driver',
] as const;
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

/** What the bell reports: quote requests and contact messages still new, and papers expiring or expired. */
export const adminNotificationKinds = ['quote', 'message', 'paper'] as const;
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

/** A truck paper or driving licence that has expired or expires within 30 days (the dashboard, the bell, the e-mail). */
export interface ExpiringPaper {
  /** 'truck:<id>:insurance' or 'driver:<id>:licence'. */
  key: string;
  owner: 'truck' | 'driver';
  ownerId: string;
  /** The truck's registration number or the driver's name. */
  ownerLabel: string;
  /** 'Insurance', 'Driving licence', … */
  paperLabel: string;
  number: string | null;
  expiresOn: string;
  /** Negative once expired. */
  daysLeft: number;
  status: 'expiring' | 'expired';
  /** The back-office screen that shows it. */
  path: string;
}

export const EXPIRING_PAPERS_DEFAULT_LIMIT = 50;

/** GET /admin/expiring-papers: soonest first. */
export const expiringPapersQuerySchema = z.object({
  limit: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'Limit must be a number' })
      .int('Limit must be a whole number')
      .min(1, 'Limit must be 1 or more')
      .max(200, 'Limit must be at most 200')
      .default(EXPIRING_PAPERS_DEFAULT_LIMIT),
  ),
});

/** data of GET /admin/expiring-papers. */
export interface ExpiringPapers {
  /** Every expiring or expired paper, including ones beyond `items`. */
  total: number;
  items: ExpiringPaper[];
}

/** 'expires in 10 days', 'expires today', 'expired 3 days ago'. */
export function expiryPhrase(daysLeft: number): string {
  if (daysLeft === 0) return 'expires today';
  if (daysLeft > 0) return `expires in ${daysLeft} day${daysLeft === 1 ? '' : 's'}`;
  return `expired ${-daysLeft} day${daysLeft === -1 ? '' : 's'} ago`;
}
