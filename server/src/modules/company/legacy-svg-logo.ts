import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyProfile } from '../../db/schema';
import { recordAudit, type Actor } from '../../lib/audit';
import { createLogoStore, legacySvgFileOf, logoFileOf, logoUrlFor } from './logo-store';
import { toProfileDetails } from './service';
import { SvgRenderError, svgToPng } from './svg-to-png';

/** The server itself, in the audit log. */
const SERVER: Actor = { id: null, email: null, ip: null };

/**
 * Logos uploaded as SVG before uploads were rasterised were stored (and served) as SVG. On start,
 * such a logo is rendered to PNG like a new upload, the profile points at the PNG (audited, by no
 * user), and the SVG file is deleted; it is never served again either way. An SVG that cannot be
 * rendered is no longer the logo (the site shows none until a new one is uploaded) but its file is
 * kept, unserved, for whoever wants the original back.
 *
 * Safe to run on every start and by several processes at once: the profile is only changed while
 * it still points at that SVG, checked under a row lock, and a PNG that lost the race is removed.
 */
export async function convertLegacySvgLogo(db: Db, uploadDir: string, print: (text: string) => void): Promise<void> {
  const thisCompany = eq(companyProfile.id, 1);
  const [row] = await db.select({ logoUrl: companyProfile.logoUrl }).from(companyProfile).where(thisCompany).limit(1);
  const svgFile = legacySvgFileOf(row?.logoUrl ?? null);
  if (!svgFile) return;

  const logos = createLogoStore(uploadDir);
  const svg = await logos.readLegacySvg(svgFile);
  let pngFile: string | undefined;
  let failure = 'the file is missing';
  if (svg) {
    try {
      pngFile = await logos.save(await svgToPng(svg), 'png');
    } catch (error) {
      if (!(error instanceof SvgRenderError)) {
        // Not the SVG's fault (no process could be started, the folder is not writable): the logo
        // is left as it is, unserved, and converting it is tried again on the next start.
        print(`Could not convert the SVG company logo ${svgFile} to PNG (${String(error)}); it is not served until it is.`);
        return;
      }
      failure = error.message;
    }
  }

  const { changed, current } = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(companyProfile).where(thisCompany).for('update');
    if (before?.logoUrl !== logoUrlFor(svgFile)) return { changed: false, current: before?.logoUrl ?? null };
    const logoUrl = pngFile ? logoUrlFor(pngFile) : null;
    const [after] = await tx.update(companyProfile).set({ logoUrl }).where(thisCompany).returning();
    await recordAudit(tx, SERVER, {
      action: 'company_profile.logo',
      entity: 'company_profile',
      entityId: '1',
      before: toProfileDetails(before),
      after: toProfileDetails(after!),
    });
    return { changed: true, current: logoUrl };
  });

  // Someone else changed the logo meanwhile (another process converting it): ours is not needed.
  if (pngFile && logoFileOf(current) !== pngFile) await logos.remove(pngFile);
  if (!changed) return;
  if (pngFile) {
    await logos.removeLegacySvg(svgFile);
    print(`The company logo was an SVG (${svgFile}); it is now served as the PNG rendered from it (${pngFile}).`);
  } else {
    print(
      `The company logo ${svgFile} is an SVG that could not be converted to PNG (${failure}), and SVG logos are no ` +
        'longer served: the site shows no logo until a new one is uploaded.' +
        (svg ? ` The SVG file is kept in ${uploadDir}.` : ''),
    );
  }
}
