import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { branches } from '../../db/schema';
import { loadLetterhead } from '../company/letterhead';
import type { LogoStore } from '../company/logo-store';
import { renderLrPdf, type LrBranch } from './lr-pdf';
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
  return {
    async print(id: string): Promise<{ fileName: string; content: Buffer }> {
      const trip = await trips.detail(id);
      const company = await loadLetterhead(db, logos);
      const branch = trip.branchId ? await bookingOffice(db, trip.branchId) : null;
      const trackingUrl = trackingPageUrl(publicUrl, trip.trackingNumber);
      const content = await renderLrPdf({ trip, company, branch, trackingUrl });
      return { fileName: `${trip.lrNo}.pdf`, content };
    },
  };
}

/** The branch's name, code, address and phone as it reads now (a reprint shows the current address). */
async function bookingOffice(db: Db, branchId: string): Promise<LrBranch | null> {
  const [branch] = await db
    .select({ name: branches.name, code: branches.code, address: branches.address, phone: branches.phone })
    .from(branches)
    .where(eq(branches.id, branchId));
  return branch ?? null;
}

export type LrPrinter = ReturnType<typeof createLrPrinter>;
