import type { LogoExtension } from '../company/logo-store';

/**
 * What an uploaded logo really is, judged from its bytes. The file name and the declared mimetype
 * come from the client and prove nothing; the format we store (and so the Content-Type we serve)
 * must come from the content, or a script could be served as an "image". PNG, JPEG and WebP are
 * stored as they are; an SVG is only ever an input: it is rendered to PNG (svg-to-png.ts) and the
 * SVG itself is neither stored nor served.
 */
export type LogoFormat = LogoExtension | 'svg';
export type LogoCheck = { ok: true; format: LogoFormat } | { ok: false; reason: 'type' | 'unsafe-svg' };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function checkLogo(content: Buffer): LogoCheck {
  if (content.length > 8 && content.subarray(0, 8).equals(PNG_SIGNATURE)) return { ok: true, format: 'png' };
  if (content.length > 3 && content[0] === 0xff && content[1] === 0xd8 && content[2] === 0xff) {
    return { ok: true, format: 'jpg' };
  }
  if (content.length > 12 && content.toString('latin1', 0, 4) === 'RIFF' && content.toString('latin1', 8, 12) === 'WEBP') {
    return { ok: true, format: 'webp' };
  }
  const svg = svgText(content);
  if (svg === undefined) return { ok: false, reason: 'type' };
  return svgIsSafe(svg) ? { ok: true, format: 'svg' } : { ok: false, reason: 'unsafe-svg' };
}

/**
 * Encodings in which the ASCII characters are the same bytes as in UTF-8. A document declaring
 * any other (UTF-7, UTF-16, EBCDIC, …) would be read by the XML parser as other characters than
 * the UTF-8 text checked here, so it is not accepted.
 */
const ASCII_COMPATIBLE_ENCODING = /^(?:utf-?8|us-ascii|ascii|iso-8859-\d{1,2}|latin-?1|windows-125\d)$/i;

/** The text of an SVG document (UTF-8, root element <svg>), or undefined for anything else. */
function svgText(content: Buffer): string | undefined {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(content);
  } catch {
    return undefined; // not UTF-8: not an SVG we accept (and not something to scan as text)
  }
  if (text.includes('\0')) return undefined;
  const encoding = /^\s*<\?xml\b[^>]*?\bencoding\s*=\s*["']([^"']*)["']/i.exec(text)?.[1];
  if (encoding !== undefined && !ASCII_COMPATIBLE_ENCODING.test(encoding.trim())) return undefined;
  // Skip what may precede the root element: XML declaration, comments, processing instructions,
  // and a doctype (which is refused later, but still means "this is meant as an SVG").
  const prolog = /^\s*(?:<\?[\s\S]*?\?>\s*|<!--[\s\S]*?-->\s*|<!DOCTYPE(?:[^[>]|\[[\s\S]*?\])*>\s*)*/i;
  const rest = text.replace(prolog, '');
  return /^<(?:[\w.-]+:)?svg[\s/>]/i.test(rest) ? text : undefined;
}

/** XML character references are decoded by the parser, so `&#x6A;avascript:` must be read as `javascript:`. */
function decodeReferences(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);?/gi, (_match, hex: string) => codePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_match, decimal: string) => codePoint(Number.parseInt(decimal, 10)))
    .replace(/&(lt|gt|quot|apos|amp);/gi, (_match, name: string) => namedEntities[name.toLowerCase()] ?? '');
}

const namedEntities: Record<string, string> = { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' };

function codePoint(value: number): string {
  return Number.isFinite(value) && value > 0 && value <= 0x10ffff ? String.fromCodePoint(value) : '';
}

/**
 * A first, cheap refusal of SVGs with script, entities or references to other resources, so that
 * the admin hears why instead of getting a logo with parts silently missing (the renderer loads
 * nothing from elsewhere, so a linked image or stylesheet would simply not appear). It is not
 * what makes SVG uploads safe, and it cannot be complete (CSS escapes such as `@\69mport`, or
 * `xml:base`, get past patterns): safety comes from never serving the SVG — only the PNG rendered
 * from it, by a renderer that runs no script and fetches nothing (svg-to-png.ts), which also
 * refuses DOCTYPE/ENTITY declarations itself.
 */
export function svgIsSafe(svg: string): boolean {
  const text = decodeReferences(svg);
  const forbidden: RegExp[] = [
    // Entities and DTDs: entity expansion (billion laughs), external entities, hidden markup.
    /<!DOCTYPE/i,
    /<!ENTITY/i,
    // Elements that run script or embed other documents, with or without a namespace prefix.
    /<\s*(?:[\w.-]+:)?(?:script|foreignObject|iframe|embed|object|handler|listener)\b/i,
    // Event handler attributes (onload=, onclick=, …).
    /[\s"'/:]on[a-z]+\s*=/i,
    // Script URLs anywhere, e.g. as the target of an <animate> or <set>.
    /(?:javascript|vbscript)\s*:/i,
    // Animating a link target can turn a harmless href into a script URL.
    /attributeName\s*=\s*["']\s*(?:[\w.-]+:)?href/i,
    // CSS that fetches (url() is checked below: a local #fragment is fine).
    /@import/i,
    /image-set\(/i,
    // An unquoted link attribute: not valid XML, so only there to slip past the check below.
    /(?:^|[\s"'/])(?:[\w.-]+:)?(?:href|src)\s*=\s*[^\s"']/i,
  ];
  if (forbidden.some((pattern) => pattern.test(text))) return false;

  // url(#gradient) is how SVGs refer to their own definitions; anything else would be fetched.
  for (const match of text.matchAll(/url\(([^)]*)/gi)) {
    if (!(match[1] ?? '').replace(/^[\s'"]+/, '').startsWith('#')) return false;
  }

  // Link targets may only be local: a #fragment or a relative path, never a scheme
  // (http:, https:, data:, file:, …) nor a protocol-relative //host.
  const links = /(?:^|[\s"'/])(?:[\w.-]+:)?(?:href|src)\s*=\s*(["'])([\s\S]*?)\1/gi;
  for (const [, , rawTarget = ''] of text.matchAll(links)) {
    // Browsers ignore control characters and whitespace inside URL schemes ("java\tscript:").
    // eslint-disable-next-line no-control-regex
    const target = rawTarget.replace(/[\u0000-\u0020\u007f]+/g, '');
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || /^[/\\]{2}/.test(target)) return false;
  }
  return true;
}
