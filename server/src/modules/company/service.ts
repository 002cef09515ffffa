import { eq } from 'drizzle-orm';
import type { CompanyProfile, CompanyProfileDetails } from 'shared-api/schemas';
import type { Db } from '../../db/client';
import { companyProfile, type CompanyProfileRow } from '../../db/schema';

/** What a fresh installation shows until the back office edits it. */
export const defaultCompanyProfile: CompanyProfile = {
  name: 'Globe Route Logistics',
  email: 'support@globeroute.example',
  phone: '+91 22 4000 1234',
  address: 'Unit 402, Harbour Gate Towers, P D Mello Road, Ballard Estate, Mumbai 400001, India',
  logoUrl: null,
  socials: {
    facebook: 'https://www.facebook.com/globeroute.example',
    twitter: 'https://x.com/globeroute_example',
    linkedin: 'https://www.linkedin.com/company/globeroute-example',
    instagram: 'https://www.instagram.com/globeroute.example',
  },
};

export const PROFILE_NOT_SET_UP = 'Company profile is not set up';

/** What the public site sees: no GSTIN, no settings. */
export const toProfile = (row: CompanyProfileRow): CompanyProfile => ({
  name: row.name,
  email: row.email,
  phone: row.phone,
  address: row.address,
  logoUrl: row.logoUrl,
  socials: row.socials,
});

/** What the back office sees (GET /profile), also the shape recorded in the audit log. */
export const toProfileDetails = (row: CompanyProfileRow): CompanyProfileDetails => ({
  ...toProfile(row),
  gstin: row.gstin,
  updatedAt: row.updatedAt.toISOString(),
});

export function createCompanyService(db: Db) {
  return {
    async get(): Promise<CompanyProfile | undefined> {
      const [row] = await db.select().from(companyProfile).where(eq(companyProfile.id, 1)).limit(1);
      return row ? toProfile(row) : undefined;
    },
  };
}

/** Inserts the default profile on first start; an existing (edited) profile is left alone. */
export async function ensureCompanyProfile(db: Db): Promise<void> {
  await db
    .insert(companyProfile)
    .values({ id: 1, ...defaultCompanyProfile })
    .onConflictDoNothing({ target: companyProfile.id });
}

export type CompanyService = ReturnType<typeof createCompanyService>;
