import type { CreateQuoteInput, Quote, QuoteListQuery, QuoteStats, UpdateQuoteStatusInput } from '../schemas';
import type { Envelope, ListEnvelope } from '../envelope';
import { http } from '../http';
import { searchParams } from './search-params';

/** Quote requests: `create` is public (the site's quote form); `mine` needs a sign-in; the rest are admin-only. */
export const quotesApi = {
  create: async (input: CreateQuoteInput) => (await http()).post('quotes', { json: input }).json<Envelope<Quote>>(),
  list: async (query: Partial<QuoteListQuery> = {}) =>
    (await http()).get('quotes', { searchParams: searchParams(query) }).json<ListEnvelope<Quote>>(),
  mine: async (query: Partial<QuoteListQuery> = {}) =>
    (await http()).get('quotes/mine', { searchParams: searchParams(query) }).json<ListEnvelope<Quote>>(),
  stats: async () => (await http()).get('quotes/stats').json<Envelope<QuoteStats>>(),
  get: async (id: string) => (await http()).get(`quotes/${encodeURIComponent(id)}`).json<Envelope<Quote>>(),
  updateStatus: async (id: string, input: UpdateQuoteStatusInput) =>
    (await http()).put(`quotes/${encodeURIComponent(id)}/status`, { json: input }).json<Envelope<Quote>>(),
  remove: async (id: string) => (await http()).delete(`quotes/${encodeURIComponent(id)}`).json<Envelope<null>>(),
};
