import { z } from 'zod';
import {
  boundedText,
  emailField,
  enumFilter,
  limitParam,
  nameField,
  optionalText,
  pageParam,
  phoneField,
  searchParam,
  sortParam,
} from './fields';
import { cursorParams, oneCursorAtMost } from './cursor';
import { messageKinds, messageTopics, type MessageKind, type MessageTopic } from './message-choices';

export { messageKinds, messageTopics, messageTopicLabels } from './message-choices';
export type { MessageKind, MessageTopic } from './message-choices';

export const messageStatuses = ['new', 'handled'] as const;
export type MessageStatus = (typeof messageStatuses)[number];

/** POST /messages: the contact and contact-support forms. */
export const createMessageSchema = z.object({
  kind: z.enum(messageKinds, { error: "Kind must be 'contact' or 'support'" }),
  topic: z.enum(messageTopics, { error: 'Choose a topic' }),
  name: nameField,
  email: emailField,
  phone: phoneField.optional(),
  company: optionalText('Company', 120),
  /** A tracking number, quote reference or invoice number the message is about. */
  regarding: optionalText('Reference', 40),
  subject: boundedText('Subject', 3, 150),
  message: boundedText('Message', 10, 5000, { multiline: true }),
});
export type CreateMessageInput = z.input<typeof createMessageSchema>;

/** PUT /messages/{id}/status: staff mark a message handled, or reopen it. */
export const updateMessageStatusSchema = z.object({
  status: z.enum(messageStatuses, { error: "Status must be 'new' or 'handled'" }),
});
export type UpdateMessageStatusInput = z.input<typeof updateMessageStatusSchema>;

export const messageSortValues = ['createdAt', '-createdAt', 'status', '-status'] as const;

/** GET /messages (admin). */
export const messageListQuerySchema = z
  .object({
    page: pageParam,
    limit: limitParam,
    ...cursorParams,
    search: searchParam,
    sort: sortParam(messageSortValues, '-createdAt'),
    status: enumFilter(messageStatuses, 'Status'),
    kind: enumFilter(messageKinds, 'Kind'),
    topic: enumFilter(messageTopics, 'Topic'),
  })
  .refine(...oneCursorAtMost);
export type MessageListQuery = z.input<typeof messageListQuerySchema>;

/** A contact message as the API returns it. */
export interface ContactMessage {
  id: string;
  /** e.g. M-001042 */
  reference: string;
  kind: MessageKind;
  topic: MessageTopic;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  /** The tracking number, quote reference or invoice the sender named. */
  regarding: string | null;
  subject: string;
  message: string;
  status: MessageStatus;
  handledAt: string | null;
  handledBy: string | null;
  createdAt: string;
}

export const formatMessageReference = (number: number) => `M-${String(number).padStart(6, '0')}`;

/** GET /newsletter (admin): sign-ups from the footer box. */
export const newsletterListQuerySchema = z
  .object({
    page: pageParam,
    limit: limitParam,
    ...cursorParams,
    search: searchParam,
    sort: sortParam(['createdAt', '-createdAt', 'email', '-email'] as const, '-createdAt'),
  })
  .refine(...oneCursorAtMost);
export type NewsletterListQuery = z.input<typeof newsletterListQuerySchema>;

export interface NewsletterSubscription {
  id: string;
  email: string;
  createdAt: string;
}
