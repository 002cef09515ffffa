import type { ContactMessage, CreateMessageInput, MessageListQuery, UpdateMessageStatusInput } from '../schemas';
import type { Envelope, ListEnvelope } from '../envelope';
import { http } from '../http';
import { searchParams } from './search-params';

/** Contact and support messages: `send` is public (the site's forms); the rest are admin-only. */
export const messagesApi = {
  send: (input: CreateMessageInput) => http().post('messages', { json: input }).json<Envelope<ContactMessage>>(),
  list: (query: Partial<MessageListQuery> = {}) =>
    http()
      .get('messages', { searchParams: searchParams(query) })
      .json<ListEnvelope<ContactMessage>>(),
  get: (id: string) =>
    http()
      .get(`messages/${encodeURIComponent(id)}`)
      .json<Envelope<ContactMessage>>(),
  updateStatus: (id: string, input: UpdateMessageStatusInput) =>
    http()
      .put(`messages/${encodeURIComponent(id)}/status`, { json: input })
      .json<Envelope<ContactMessage>>(),
  remove: (id: string) =>
    http()
      .delete(`messages/${encodeURIComponent(id)}`)
      .json<Envelope<null>>(),
};
