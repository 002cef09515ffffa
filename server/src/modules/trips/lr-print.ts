import type { Db } from '../../db/client';
import { loadLetterhead } from '../company/letterhead';
import type { LogoStore } from '../company/logo-store';
import { renderLrPdf } from './lr-pdf';
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
      const content = await renderLrPdf({ trip, company, trackingUrl: trackingPageUrl(publicUrl, trip.trackingNumber) });
      return { fileName: `${trip.lrNo}.pdf`, content };
    },
  };
}

export type LrPrinter = ReturnType<typeof createLrPrinter>;
