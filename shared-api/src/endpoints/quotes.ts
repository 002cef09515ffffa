import type { CreateQuoteInput, Quote, QuoteListQuery, QuoteStats, UpdateQuoteStatusInput } from '../schemas';
import type { Envelope, ListEnvelope } from '../envelope';
import { http } from '../http';
import { searchParams } from './search-params';

/** Quote requests: `create` is public (the site's quote form); `mine` needs a sign-in; the rest are admin-only. */
export const quotesApi = {
  create: (input: CreateQuoteInput) => http().post('quotes', { json: input }).json<Envelope<Quote>>(),
  list: (query: Partial<QuoteListQuery> = {}) =>
    http()
      .get('quotes', { searchParams: searchParams(query) })
      .json<ListEnvelope<Quote>>(),
  mine: (query: Partial<QuoteListQuery> = {}) =>
    http()
      .get('quotes/mine', { searchParams: searchParams(query) })
      .json<ListEnvelope<Quote>>(),
  stats: () => http().get('quotes/stats').json<Envelope<QuoteStats>>(),
  get: (id: string) =>
    http()
      .get(`quotes/${encodeURIComponent(id)}`)
      .json<Envelope<Quote>>(),
  updateStatus: (id: string, input: UpdateQuoteStatusInput) =>
    http()
      .put(`quotes/${encodeURIComponent(id)}/status`, { json: input })
      .json<Envelope<Quote>>(),
  remove: (id: string) =>
    http()
      .delete(`quotes/${encodeURIComponent(id)}`)
      .json<Envelope<null>>(),
};
