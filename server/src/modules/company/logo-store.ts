import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyProfile, storedFiles } from '../../db/schema';
import { saveFile } from '../files/stored-files';

/**
 * What a stored logo can be. Never SVG: an SVG is a document that can carry script and references
 * to other resources, so an uploaded SVG is stored as the PNG it renders to (see svg-to-png.ts).
 */
export const logoContentTypes = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
} as const;
export type LogoExtension = keyof typeof logoContentTypes;

/**
 * Logos are named after their content (`logo-<sha256 prefix>.<ext>`), so a URL never changes
 * meaning and can be cached forever. Only names of this exact form are ever looked up (and, for a
 * logo still on disk from an older release, read from the upload folder).
 */
export const LOGO_FILE_NAME = /^logo-[0-9a-f]{16}\.(png|jpg|webp)$/;
/**
 * Logos stored as SVG before uploads were rasterised. Such a file is never served: on start it is
 * converted to PNG (disk-logo.ts), and its old URL leads to the current logo instead.
 */
export const LEGACY_SVG_LOGO_NAME = /^logo-[0-9a-f]{16}\.svg$/;
const LOGO_URL_PREFIX = '/api/company/logo/';

export const logoUrlFor = (fileName: string) => `${LOGO_URL_PREFIX}${fileName}`;

function fileNameIn(logoUrl: string | null, pattern: RegExp): string | undefined {
  if (!logoUrl?.startsWith(LOGO_URL_PREFIX)) return undefined;
  const name = logoUrl.slice(LOGO_URL_PREFIX.length);
  return pattern.test(name) ? name : undefined;
}

/** The stored file behind a logoUrl we issued, or undefined (no logo, or a URL set some other way). */
export const logoFileOf = (logoUrl: string | null) => fileNameIn(logoUrl, LOGO_FILE_NAME);

/** The legacy SVG file behind a logoUrl issued before uploads were rasterised, or undefined. */
export const legacySvgFileOf = (logoUrl: string | null) => fileNameIn(logoUrl, LEGACY_SVG_LOGO_NAME);

export function extensionOf(fileName: string): LogoExtension | undefined {
  return LOGO_FILE_NAME.exec(fileName)?.[1] as LogoExtension | undefined;
}

/** The content name of a logo: the URL changes whenever the bytes do. */
export const logoNameFor = (content: Buffer, extension: LogoExtension) =>
  `logo-${createHash('sha256').update(content).digest('hex').slice(0, 16)}.${extension}`;

/**
 * A new stored_files row for a logo; the caller points the profile at it in the same transaction.
 * The bytes live in the database, like documents and scans, so every instance serves the same logo
 * and a database backup holds it.
 */
export function saveLogoFile(tx: Pick<Db, 'insert'>, content: Buffer, extension: LogoExtension, uploadedBy: string | null) {
  const fileName = logoNameFor(content, extension);
  return saveFile(tx, { fileName, contentType: logoContentTypes[extension], content, uploadedBy });
}

export function createLogoStore(db: Pick<Db, 'select'>) {
  return {
    /**
     * The current logo's bytes when `fileName` is its name, else undefined: another name (a logo
     * since replaced, or not a logo name at all) is never looked up as anything but the current one.
     */
    async read(fileName: string): Promise<Buffer | undefined> {
      if (!LOGO_FILE_NAME.test(fileName)) return undefined;
      const [row] = await db
        .select({ content: storedFiles.content })
        .from(companyProfile)
        .innerJoin(storedFiles, eq(storedFiles.id, companyProfile.logoFileId))
        .where(and(eq(companyProfile.id, 1), eq(companyProfile.logoUrl, logoUrlFor(fileName))))
        .limit(1);
      return row?.content;
    },
  };
}

export type LogoStore = ReturnType<typeof createLogoStore>;
