import { and, eq, type SQL } from 'drizzle-orm';
import {
  formatMessageReference,
  type ContactMessage,
  type createMessageSchema,
  type messageListQuerySchema,
  type updateMessageStatusSchema,
} from 'shared-api/schemas';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { contactMessages, type ContactMessageRow } from '../../db/schema';
import { recordAudit, type Actor } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { sortKeys } from '../../lib/keyset';
import { searchInSortIndex, searchTextFilter, selectPage, type Listed } from '../../lib/listing';

export const MESSAGE_NOT_FOUND = 'Message not found';

export type NewMessage = z.output<typeof createMessageSchema>;
export type ListMessagesParams = z.output<typeof messageListQuerySchema>;
export type MessageStatusChange = z.output<typeof updateMessageStatusSchema>;

export interface MessageSource {
  userId: string | null;
  ip: string;
}

export function toMessage(row: ContactMessageRow): ContactMessage {
  return {
    id: row.id,
    reference: formatMessageReference(row.number),
    kind: row.kind,
    topic: row.topic,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    regarding: row.regarding,
    subject: row.subject,
    message: row.message,
    status: row.status,
    handledAt: row.handledAt?.toISOString() ?? null,
    handledBy: row.handledBy,
    createdAt: row.createdAt.toISOString(),
  };
}

const sortColumns = { createdAt: contactMessages.createdAt, status: contactMessages.status } as const;

/**
 * Messages containing `text` (case-insensitive; `%` and `_` literal) in their reference, sender,
 * company, what they are about, subject or text, through the generated search text and its trigram
 * index. The inbox's `search` and the back-office search.
 */
export function messageSearchFilter(text: string): SQL {
  return searchTextFilter(contactMessages.searchText, text)!;
}

function listFilters(params: ListMessagesParams): (SQL | undefined)[] {
  return [
    params.search === undefined ? undefined : messageSearchFilter(params.search),
    params.status ? eq(contactMessages.status, params.status) : undefined,
    params.kind ? eq(contactMessages.kind, params.kind) : undefined,
    params.topic ? eq(contactMessages.topic, params.topic) : undefined,
  ];
}

/** Contact and support messages: sent by anyone, read and handled by staff. */
export function createMessagesService(db: Db) {
  return {
    async create(input: NewMessage, source: MessageSource): Promise<ContactMessage> {
      const [row] = await db
        .insert(contactMessages)
        .values({
          ...input,
          phone: input.phone ?? null,
          company: input.company ?? null,
          regarding: input.regarding ?? null,
          userId: source.userId,
          sourceIp: source.ip,
        })
        .returning();
      return toMessage(row!);
    },

    async list(params: ListMessagesParams): Promise<Listed<ContactMessage>> {
      // Each sort has an index ending in number, the tie-breaker.
      const keys = sortKeys(params.sort, sortColumns, [contactMessages.number]);
      // The date's index holds the search text (migration 0030).
      const searchIn = searchInSortIndex(
        contactMessages.searchText,
        params.sort,
        'createdAt',
        listFilters({ ...params, search: undefined }),
      );
      const { rows, ...page } = await selectPage(db, contactMessages, and(...listFilters(params)), keys, params, { searchIn });
      return { items: rows.map(toMessage), ...page };
    },

    async get(id: string): Promise<ContactMessage> {
      const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
      if (!row) throw notFound(MESSAGE_NOT_FOUND);
      return toMessage(row);
    },

    /** Marking handled records who and when; reopening clears both. Idempotent, audited. */
    async updateStatus(actor: Actor, id: string, change: MessageStatusChange): Promise<ContactMessage> {
      return db.transaction(async (tx) => {
        const handled = change.status === 'handled';
        const [before] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
        if (!before) throw notFound(MESSAGE_NOT_FOUND);
        if (before.status === change.status) return toMessage(before);
        const [row] = await tx
          .update(contactMessages)
          .set({
            status: change.status,
            handledAt: handled ? new Date() : null,
            handledBy: handled ? (actor.email ?? null) : null,
          })
          .where(eq(contactMessages.id, id))
          .returning();
        await recordAudit(tx, actor, {
          action: 'message.status',
          entity: 'message',
          entityId: id,
          before: { status: before.status },
          after: { status: row!.status },
        });
        return toMessage(row!);
      });
    },

    async remove(actor: Actor, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [deleted] = await tx.delete(contactMessages).where(eq(contactMessages.id, id)).returning();
        if (!deleted) throw notFound(MESSAGE_NOT_FOUND);
        await recordAudit(tx, actor, {
          action: 'message.delete',
          entity: 'message',
          entityId: id,
          before: toMessage(deleted),
          after: null,
        });
      });
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
