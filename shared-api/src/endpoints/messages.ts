import type { ContactMessage, CreateMessageInput, MessageListQuery, UpdateMessageStatusInput } from '../schemas';
import type { Envelope, ListEnvelope } from '../envelope';
import { http } from '../http';
import { searchParams } from './search-params';

/** Contact and support messages: `send` is public (the site's forms); the rest are admin-only. */
export const messagesApi = {
  send: async (input: CreateMessageInput) => (await http()).post('messages', { json: input }).json<Envelope<ContactMessage>>(),
  list: async (query: Partial<MessageListQuery> = {}) =>
    (await http()).get('messages', { searchParams: searchParams(query) }).json<ListEnvelope<ContactMessage>>(),
  get: async (id: string) => (await http()).get(`messages/${encodeURIComponent(id)}`).json<Envelope<ContactMessage>>(),
  updateStatus: async (id: string, input: UpdateMessageStatusInput) =>
    (await http()).put(`messages/${encodeURIComponent(id)}/status`, { json: input }).json<Envelope<ContactMessage>>(),
  remove: async (id: string) => (await http()).delete(`messages/${encodeURIComponent(id)}`).json<Envelope<null>>(),
};
