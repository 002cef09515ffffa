import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  ADMIN_NOTIFICATIONS_LIMIT,
  expiryPhrase,
  indianToday,
  formatMessageReference,
  formatQuoteReference,
  quoteServiceLabels,
  type AdminNotification,
  type AdminNotifications,
  type NotificationEvent,
} from 'shared-api/schemas';
import type { Db } from '../../db/client';
import { companyProfile, contactMessages, quotes, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { USER_NOT_FOUND } from '../users/service';
import { withDefaults } from '../profile/notifications';
import { countDuePapers, duePapers, toExpiringPaper } from '../expiry/due-papers';

/*
 * The back office's notification bell: quote requests and contact messages that are still new,
 * each kind only while the company's in-app channel for its event is on (Profile → Notifications).
 * Unread means "arrived after this admin last opened the bell" (users.notifications_seen_at).
 * Every time comparison happens in the database, between times it wrote itself (created_at and
 * notifications_seen_at both come from its clock, to the microsecond), so the count and the
 * per-item flags always agree.
 */

/** The condition "this row's `createdAt` is unread" for one admin. */
type UnreadCondition = (createdAt: PgColumn | SQL) => SQL;

/** One kind of notification: the event that switches it on, and its newest items and unread count. */
interface NotificationSource {
  event: NotificationEvent;
  newest(db: Db, unread: UnreadCondition, limit: number): Promise<AdminNotification[]>;
  unreadCount(db: Db, unread: UnreadCondition): Promise<number>;
}

const quoteSource: NotificationSource = {
  event: 'quoteReceived',
  async newest(db, unread, limit) {
    const rows = await db
      .select({
        id: quotes.id,
        number: quotes.number,
        contactName: quotes.contactName,
        company: quotes.company,
        service: quotes.service,
        origin: quotes.origin,
        destination: quotes.destination,
        createdAt: quotes.createdAt,
        unread: sql<boolean>`${unread(quotes.createdAt)}`,
      })
      .from(quotes)
      .where(eq(quotes.status, 'new'))
      .orderBy(desc(quotes.createdAt), desc(quotes.number))
      .limit(limit);
    return rows.map((row) => ({
      id: row.id,
      kind: 'quote',
      title: `Quote request ${formatQuoteReference(row.number)} from ${row.company ?? row.contactName}`,
      detail: `${quoteServiceLabels[row.service] ?? row.service} · ${row.origin} → ${row.destination}`,
      path: `/admin/quotes/${row.id}`,
      createdAt: row.createdAt.toISOString(),
      unread: Boolean(row.unread),
    }));
  },
  async unreadCount(db, unread) {
    const [row] = await db
      .select({ total: count() })
      .from(quotes)
      .where(and(eq(quotes.status, 'new'), unread(quotes.createdAt)));
    return row?.total ?? 0;
  },
};

const messageSource: NotificationSource = {
  event: 'contactMessage',
  async newest(db, unread, limit) {
    const rows = await db
      .select({
        id: contactMessages.id,
        number: contactMessages.number,
        kind: contactMessages.kind,
        name: contactMessages.name,
        subject: contactMessages.subject,
        createdAt: contactMessages.createdAt,
        unread: sql<boolean>`${unread(contactMessages.createdAt)}`,
      })
      .from(contactMessages)
      .where(eq(contactMessages.status, 'new'))
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.number))
      .limit(limit);
    return rows.map((row) => ({
      id: row.id,
      kind: 'message',
      title: `${row.kind === 'support' ? 'Support request' : 'Message'} ${formatMessageReference(row.number)} from ${row.name}`,
      detail: row.subject,
      path: `/admin/messages/${row.id}`,
      createdAt: row.createdAt.toISOString(),
      unread: Boolean(row.unread),
    }));
  },
  async unreadCount(db, unread) {
    const [row] = await db
      .select({ total: count() })
      .from(contactMessages)
      .where(and(eq(contactMessages.status, 'new'), unread(contactMessages.createdAt)));
    return row?.total ?? 0;
  },
};

/** Papers expired or expiring within 30 days; each "arrives" the day it enters that window. */
const paperSource: NotificationSource = {
  event: 'documentExpiry',
  async newest(db, unread, limit) {
    const today = indianToday();
    const rows = await duePapers(db, today, { limit, unread });
    return rows.map((row) => {
      const paper = toExpiringPaper(row, today);
      return {
        id: paper.key,
        kind: 'paper',
        title: `${paper.paperLabel} of ${paper.ownerLabel} ${expiryPhrase(paper.daysLeft)}`,
        detail: [`Expiry date ${paper.expiresOn}`, paper.number && `No. ${paper.number}`].filter(Boolean).join(' · '),
        path: paper.path,
        createdAt: row.dueSince.toISOString(),
        unread: row.unread,
      };
    });
  },
  unreadCount: (db, unread) => countDuePapers(db, indianToday(), unread),
};

const sources: readonly NotificationSource[] = [quoteSource, messageSource, paperSource];

/** Newest first; equal times in a fixed order, so the list does not shuffle between calls. */
const newestFirst = (a: AdminNotification, b: AdminNotification) =>
  b.createdAt.localeCompare(a.createdAt) || a.kind.localeCompare(b.kind) || a.id.localeCompare(b.id);

export function createAdminNotifications(db: Db) {
  async function enabledSources(): Promise<NotificationSource[]> {
    // No company row yet (a fresh install before set-up) means the default settings.
    const [row] = await db
      .select({ notifications: companyProfile.notifications })
      .from(companyProfile)
      .where(eq(companyProfile.id, 1))
      .limit(1);
    const settings = withDefaults(row?.notifications);
    return sources.filter((source) => settings[source.event].inApp);
  }

  return {
    async list(userId: string): Promise<AdminNotifications> {
      // Compared in SQL rather than read into JavaScript, whose dates stop at milliseconds.
      const seenAt = sql`(select ${users.notificationsSeenAt} from ${users} where ${users.id} = ${userId})`;
      const unread: UnreadCondition = (createdAt) => sql`${createdAt} > coalesce(${seenAt}, '-infinity'::timestamptz)`;

      let items: AdminNotification[] = [];
      let unreadTotal = 0;
      // One after another on purpose: PGlite runs one query at a time anyway.
      for (const source of await enabledSources()) {
        items.push(...(await source.newest(db, unread, ADMIN_NOTIFICATIONS_LIMIT)));
        unreadTotal += await source.unreadCount(db, unread);
      }
      items = items.sort(newestFirst).slice(0, ADMIN_NOTIFICATIONS_LIMIT);
      return { unread: unreadTotal, items };
    },

    /** Everything that has arrived so far counts as read for this admin. */
    async markSeen(userId: string): Promise<void> {
      const [row] = await db
        .update(users)
        // The database's clock, like created_at. Reading the bell is not an edit of the account,
        // so updated_at keeps its value.
        .set({ notificationsSeenAt: sql`now()`, updatedAt: sql`${users.updatedAt}` })
        .where(eq(users.id, userId))
        .returning({ id: users.id });
      if (!row) throw notFound(USER_NOT_FOUND);
    },
  };
}

export type AdminNotificationsService = ReturnType<typeof createAdminNotifications>;
