import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyProfile } from '../../db/schema';
import { recordAudit, type Actor } from '../../lib/audit';
import { extensionOf, legacySvgFileOf, logoFileOf, logoUrlFor, saveLogoFile } from './logo-store';
import { toProfileDetails } from './service';
import { SvgRenderError, svgToPng } from './svg-to-png';

/** The server itself, in the audit log. */
const SERVER: Actor = { id: null, email: null, ip: null };

const thisCompany = eq(companyProfile.id, 1);

/** The bytes of `fileName` in the upload folder, or undefined when it is not there. */
async function readUpload(uploadDir: string, fileName: string): Promise<Buffer | undefined> {
  try {
    return await readFile(join(uploadDir, fileName));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Older releases kept the company logo as a file in the upload folder (UPLOAD_DIR). On start, a
 * logo the profile still names there is moved into the database (stored_files), so that every
 * instance serves it and a backup holds it; its URL stays the same. A logo uploaded as SVG before
 * uploads were rasterised is rendered to PNG like a new upload, and the profile points at the PNG
 * (audited, by no user). An SVG that cannot be rendered is no longer the logo (the site shows none
 * until a new one is uploaded) but its file is kept, unserved, for whoever wants the original back.
 *
 * Safe to run on every start and by several instances at once: the profile is changed only while it
 * still names that file and has no stored logo, checked under a row lock; the file is deleted only
 * after the database holds the logo.
 */
export async function moveDiskLogoIntoDatabase(db: Db, uploadDir: string, print: (text: string) => void): Promise<void> {
  const [row] = await db
    .select({ logoUrl: companyProfile.logoUrl, logoFileId: companyProfile.logoFileId })
    .from(companyProfile)
    .where(thisCompany)
    .limit(1);
  if (!row?.logoUrl || row.logoFileId) return;
  const diskFile = logoFileOf(row.logoUrl);
  if (diskFile) return moveLogo(db, uploadDir, diskFile, print);
  const svgFile = legacySvgFileOf(row.logoUrl);
  if (svgFile) return convertSvgLogo(db, uploadDir, svgFile, print);
}

async function moveLogo(db: Db, uploadDir: string, fileName: string, print: (text: string) => void): Promise<void> {
  const content = await readUpload(uploadDir, fileName);
  if (!content) {
    // Perhaps on another machine's disk, where that instance will move it on its start.
    print(
      `The company logo ${fileName} is neither in the database nor in ${uploadDir}; it is not served until it is moved or uploaded again.`,
    );
    return;
  }
  const moved = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(companyProfile).where(thisCompany).for('update');
    if (before?.logoUrl !== logoUrlFor(fileName) || before.logoFileId) return false;
    // The name stays, whatever the bytes hash to now: pages and caches hold that URL.
    const file = await saveLogoFile(tx, content, extensionOf(fileName)!, null);
    await tx.update(companyProfile).set({ logoFileId: file.id }).where(thisCompany);
    return true;
  });
  if (!moved) return;
  await rm(join(uploadDir, fileName), { force: true });
  print(`The company logo ${fileName} was moved from ${uploadDir} into the database.`);
}

async function convertSvgLogo(db: Db, uploadDir: string, svgFile: string, print: (text: string) => void): Promise<void> {
  const svg = await readUpload(uploadDir, svgFile);
  let png: Buffer | undefined;
  let failure = 'the file is missing';
  if (svg) {
    try {
      png = await svgToPng(svg);
    } catch (error) {
      if (!(error instanceof SvgRenderError)) {
        // Not the SVG's fault (no process could be started): the logo is left as it is, unserved,
        // and converting it is tried again on the next start.
        print(`Could not convert the SVG company logo ${svgFile} to PNG (${String(error)}); it is not served until it is.`);
        return;
      }
      failure = error.message;
    }
  }

  const converted = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(companyProfile).where(thisCompany).for('update');
    if (before?.logoUrl !== logoUrlFor(svgFile) || before.logoFileId) return undefined;
    const file = png ? await saveLogoFile(tx, png, 'png', null) : undefined;
    const logoUrl = file ? logoUrlFor(file.fileName) : null;
    const [after] = await tx
      .update(companyProfile)
      .set({ logoUrl, logoFileId: file?.id ?? null })
      .where(thisCompany)
      .returning();
    await recordAudit(tx, SERVER, {
      action: 'company_profile.logo',
      entity: 'company_profile',
      entityId: '1',
      before: toProfileDetails(before),
      after: toProfileDetails(after!),
    });
    return { pngFile: file?.fileName };
  });
  if (!converted) return; // another instance converted it meanwhile

  if (converted.pngFile) {
    await rm(join(uploadDir, svgFile), { force: true });
    print(`The company logo was an SVG (${svgFile}); it is now served as the PNG rendered from it (${converted.pngFile}).`);
  } else {
    print(
      `The company logo ${svgFile} is an SVG that could not be converted to PNG (${failure}), and SVG logos are no ` +
        'longer served: the site shows no logo until a new one is uploaded.' +
        (svg ? ` The SVG file is kept in ${uploadDir}.` : ''),
    );
  }
}
