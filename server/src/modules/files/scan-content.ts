import type { SCAN_CONTENT_TYPES } from 'shared-api/schemas';

export type ScanContentType = (typeof SCAN_CONTENT_TYPES)[number];

const startsWith = (content: Buffer, bytes: number[], offset = 0) =>
  content.length >= offset + bytes.length && bytes.every((byte, index) => content[offset + index] === byte);

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/**
 * What a scan really is, read from its first bytes (never from its name or the type the browser
 * claimed): PDF, JPEG, PNG or WebP; undefined for anything else, such as a renamed executable.
 */
export function scanContentType(content: Buffer): ScanContentType | undefined {
  // A PDF's header may follow a few bytes of junk; readers look within the first 1024 bytes.
  if (content.subarray(0, 1024).includes('%PDF-')) return 'application/pdf';
  if (startsWith(content, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(content, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(content, ascii('RIFF')) && startsWith(content, ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
}

const EXTENSIONS: Record<ScanContentType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * A file name safe to store and to send back in Content-Disposition: the name the user gave, cut to
 * letters with their marks (a Devanagari vowel sign is a mark, not a letter), digits and a little
 * punctuation, with the extension of what the content really is.
 */
export function storedFileName(given: string | undefined, contentType: ScanContentType, fallback: string): string {
  const base = withoutFormEscapes(given ?? '')
    .replace(/\.[^.]*$/, '')
    .replace(/[^\p{L}\p{M}\p{N} ._()-]+/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
  return `${base || fallback}.${EXTENSIONS[contentType]}`;
}

/**
 * Browsers send a file's name in multipart/form-data with `"`, CR and LF written as %22, %0D and %0A
 * (the HTML standard's encoding); busboy passes them on as they are, so `licence "front".pdf` would be
 * stored as `licence 22front22.pdf` once the percent signs are dropped. Other percent signs are the
 * name's own.
 */
function withoutFormEscapes(name: string): string {
  return name.replace(/%22/gi, '"').replace(/%0D|%0A/gi, ' ');
}
