import { z } from 'zod';

// http(s) only: these become links on every page, and a javascript: URL would run script.
const optionalUrl = z.union([z.url({ protocol: /^https?$/, error: 'Enter a full web address, e.g. https://…' }), z.literal('')]);

/** Links shown in the site header; an empty string hides the icon. */
export const companySocialsSchema = z.object({
  facebook: optionalUrl,
  twitter: optionalUrl,
  linkedin: optionalUrl,
  instagram: optionalUrl,
});
export type CompanySocials = z.infer<typeof companySocialsSchema>;

/** data of GET /company: the public profile the site header and footer show. */
export interface CompanyProfile {
  name: string;
  email: string;
  phone: string;
  address: string;
  logoUrl: string | null;
  socials: CompanySocials;
}
