import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

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
 * Logo files are named after their content (`logo-<sha256 prefix>.<ext>`), so a URL never changes
 * meaning and can be cached forever. Only names of this exact form are ever read or deleted, which
 * is also what keeps a request from reaching any other file in (or outside) the upload folder.
 */
export const LOGO_FILE_NAME = /^logo-[0-9a-f]{16}\.(png|jpg|webp)$/;
/**
 * Logos stored as SVG before uploads were rasterised. Such a file is never served: on start it is
 * converted to PNG (legacy-svg-logo.ts), and its old URL leads to the current logo instead.
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

export function createLogoStore(uploadDir: string) {
  /** The bytes of a file whose name matches `pattern`, or undefined (another name, or the file is gone). */
  async function readNamed(fileName: string, pattern: RegExp): Promise<Buffer | undefined> {
    if (!pattern.test(fileName)) return undefined;
    try {
      return await readFile(join(uploadDir, fileName));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async function removeNamed(fileName: string, pattern: RegExp): Promise<void> {
    if (pattern.test(fileName)) await rm(join(uploadDir, fileName), { force: true });
  }

  return {
    /** Writes the file under its content name; a reader never sees a half-written file (temp + rename). */
    async save(content: Buffer, extension: LogoExtension): Promise<string> {
      const hash = createHash('sha256').update(content).digest('hex').slice(0, 16);
      const fileName = `logo-${hash}.${extension}`;
      await mkdir(uploadDir, { recursive: true });
      const temp = join(uploadDir, `.upload-${randomBytes(8).toString('hex')}.tmp`);
      try {
        await writeFile(temp, content);
        await rename(temp, join(uploadDir, fileName));
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      return fileName;
    },

    /** The file's bytes, or undefined when the name is not a logo name or the file is gone. */
    read: (fileName: string) => readNamed(fileName, LOGO_FILE_NAME),

    remove: (fileName: string) => removeNamed(fileName, LOGO_FILE_NAME),

    /** A legacy SVG logo's bytes, only ever to convert them (never to serve them). */
    readLegacySvg: (fileName: string) => readNamed(fileName, LEGACY_SVG_LOGO_NAME),

    removeLegacySvg: (fileName: string) => removeNamed(fileName, LEGACY_SVG_LOGO_NAME),
  };
}

export type LogoStore = ReturnType<typeof createLogoStore>;
