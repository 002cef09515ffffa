import type { NewsletterInput } from '../schemas';
import type { Envelope } from '../envelope';
import { http } from '../http';

export const newsletterApi = {
  subscribe: (input: NewsletterInput) => http().post('newsletter', { json: input }).json<Envelope<null>>(),
};
