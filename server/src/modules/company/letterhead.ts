import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyProfile } from '../../db/schema';
import { logoFileOf, type LogoStore } from './logo-store';

/** The company as a printed document's letterhead shows it, with its logo's bytes (the PDF re-encodes them). */
export interface Letterhead {
  name: string;
  address: string;
  gstin: string;
  phone: string;
  email: string;
  logoPng: Buffer | null;
}

/** The company profile as it is now: a reprint shows the current letterhead. */
export async function loadLetterhead(db: Pick<Db, 'select'>, logos: LogoStore): Promise<Letterhead> {
  const [profile] = await db.select().from(companyProfile).where(eq(companyProfile.id, 1)).limit(1);
  const fileName = logoFileOf(profile?.logoUrl ?? null);
  return {
    name: profile?.name ?? '',
    address: profile?.address ?? '',
    gstin: profile?.gstin ?? '',
    phone: profile?.phone ?? '',
    email: profile?.email ?? '',
    logoPng: (fileName ? await logos.read(fileName) : undefined) ?? null,
  };
}
