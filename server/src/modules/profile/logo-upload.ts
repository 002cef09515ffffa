import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/errors';

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

/**
 * The bytes of the `logo` file field. Every part is read to the end (other parts are drained), so
 * the whole request has been received before we answer — a client still sending would otherwise
 * see its connection reset instead of our message.
 */
export async function readLogoUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(LOGO_MESSAGES.missing);
  let logo: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname === 'logo' && logo === undefined) logo = await part.toBuffer();
      else part.file.resume();
    }
  } catch (error) {
    throw uploadError(error);
  }
  // A form submitted without choosing a file still sends an empty part.
  if (!logo || logo.length === 0) throw badRequest(LOGO_MESSAGES.missing);
  return logo;
}

/** @fastify/multipart's and busboy's errors → our messages (all of them are the client's doing). */
function uploadError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(413, LOGO_MESSAGES.tooLarge);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return new AppError(413, LOGO_MESSAGES.extraParts);
  }
  // Malformed multipart (no boundary, a body cut short): busboy throws plain errors.
  return badRequest(LOGO_MESSAGES.unreadable);
}
