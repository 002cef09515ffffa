import type { CompanyProfile } from '../schemas';
import type { Envelope } from '../envelope';
import { http } from '../http';

/** The public company details shown in the site header and footer. */
export const companyApi = {
  get: async () => (await http()).get('company').json<Envelope<CompanyProfile>>(),
};
