import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const logoContentTypes = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
} as const;
export type LogoExtension = keyof typeof logoContentTypes;

/**
 * Logo files are named after their content (`logo-<sha256 prefix>.<ext>`), so a URL never changes
 * meaning and can be cached forever. Only names of this exact form are ever read or deleted, which
 * is also what keeps a request from reaching any other file in (or outside) the upload folder.
 */
export const LOGO_FILE_NAME = /^logo-[0-9a-f]{16}\.(png|jpg|webp|svg)$/;
const LOGO_URL_PREFIX = '/api/company/logo/';

export const logoUrlFor = (fileName: string) => `${LOGO_URL_PREFIX}${fileName}`;

/** The stored file behind a logoUrl we issued, or undefined (no logo, or a URL set some other way). */
export function logoFileOf(logoUrl: string | null): string | undefined {
  if (!logoUrl?.startsWith(LOGO_URL_PREFIX)) return undefined;
  const name = logoUrl.slice(LOGO_URL_PREFIX.length);
  return LOGO_FILE_NAME.test(name) ? name : undefined;
}

export function extensionOf(fileName: string): LogoExtension | undefined {
  return LOGO_FILE_NAME.exec(fileName)?.[1] as LogoExtension | undefined;
}

export function createLogoStore(uploadDir: string) {
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
    async read(fileName: string): Promise<Buffer | undefined> {
      if (!LOGO_FILE_NAME.test(fileName)) return undefined;
      try {
        return await readFile(join(uploadDir, fileName));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },

    async remove(fileName: string): Promise<void> {
      if (!LOGO_FILE_NAME.test(fileName)) return;
      await rm(join(uploadDir, fileName), { force: true });
    },
  };
}

export type LogoStore = ReturnType<typeof createLogoStore>;
