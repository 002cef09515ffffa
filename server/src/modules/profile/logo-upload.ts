import type { FastifyRequest } from 'fastify';
import { readSingleFile } from '../../lib/uploads';

export const MAX_LOGO_BYTES = 2 * 1024 * 1024;

export const LOGO_MESSAGES = {
  missing: 'Choose an image file to upload',
  tooLarge: 'The logo must be at most 2 MB',
  wrongType: 'The logo must be a PNG, JPEG, WebP or SVG image',
  unsafeSvg: 'This SVG contains scripts or external references and cannot be used',
  unrenderableSvg: 'This SVG could not be converted to an image; check that it opens in a browser, or upload a PNG instead',
  svgTooComplex:
    'This SVG is too complex to convert to an image; simplify it (for example, fewer blur effects) or upload a PNG instead',
  extraParts: 'Send only the logo file',
  unreadable: 'The upload could not be read; please try again',
} as const;

/**
 * Limits for @fastify/multipart on the upload route. Multipart bodies bypass Fastify's bodyLimit,
 * so these are what bound the request: one file of at most 2 MB and hardly anything else.
 */
export const logoUploadLimits = {
  fileSize: MAX_LOGO_BYTES,
  files: 1,
  fields: 5,
  fieldSize: 1024,
  fieldNameSize: 100,
  parts: 6,
  headerPairs: 100,
};

/** The bytes of the `logo` file field. */
export async function readLogoUpload(request: FastifyRequest): Promise<Buffer> {
  return (await readSingleFile(request, 'logo', LOGO_MESSAGES)).content;
}
