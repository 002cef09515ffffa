import type { NewsletterInput, NewsletterListQuery, NewsletterSubscription } from '../schemas';
import type { Envelope, ListEnvelope } from '../envelope';
import { http } from '../http';
import { searchParams } from './search-params';

/** `subscribe` is the footer's public box; `list` is for staff. */
export const newsletterApi = {
  subscribe: async (input: NewsletterInput) => (await http()).post('newsletter', { json: input }).json<Envelope<null>>(),
  list: async (query: Partial<NewsletterListQuery> = {}) =>
    (await http()).get('newsletter', { searchParams: searchParams(query) }).json<ListEnvelope<NewsletterSubscription>>(),
};
