import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyProfile } from '../../db/schema';
import { logoFileOf, type LogoStore } from '../company/logo-store';
import { renderLrPdf, type LrCompany } from './lr-pdf';
import type { TripsService } from './service';

/** The public tracking page of a number, printed on the LR as a QR code. */
export const trackingPageUrl = (publicUrl: string, trackingNumber: string) =>
  `${publicUrl}/track?number=${encodeURIComponent(trackingNumber)}`;

/**
 * The LR of a trip as a PDF, with the company as its profile says now (the LR is printed when the
 * goods are loaded; a reprint shows the current letterhead).
 */
export function createLrPrinter({
  db,
  trips,
  logos,
  publicUrl,
}: {
  db: Db;
  trips: TripsService;
  logos: LogoStore;
  publicUrl: string;
}) {
  /** The stored logo's bytes (renderLrPdf re-encodes them, and leaves out a logo it cannot read). */
  async function logoBytes(logoUrl: string | null): Promise<Buffer | null> {
    const fileName = logoFileOf(logoUrl);
    return (fileName ? await logos.read(fileName) : undefined) ?? null;
  }

  return {
    async print(id: string): Promise<{ fileName: string; content: Buffer }> {
      const trip = await trips.detail(id);
      const [profile] = await db.select().from(companyProfile).where(eq(companyProfile.id, 1)).limit(1);
      const company: LrCompany = {
        name: profile?.name ?? '',
        address: profile?.address ?? '',
        gstin: profile?.gstin ?? '',
        phone: profile?.phone ?? '',
        email: profile?.email ?? '',
        logoPng: await logoBytes(profile?.logoUrl ?? null),
      };
      const content = await renderLrPdf({ trip, company, trackingUrl: trackingPageUrl(publicUrl, trip.trackingNumber) });
      return { fileName: `${trip.lrNo}.pdf`, content };
    },
  };
}

export type LrPrinter = ReturnType<typeof createLrPrinter>;
