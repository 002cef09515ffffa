import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/*
 * HTML pages sent compressed (issue 26): a prerendered page is 20–30 KB of text, 6–9 KB compressed,
 * and at Slow 4G every KB of the document holds back its preload hints and so the page's scripts. The
 * builds precompress JS and CSS; pages are compressed here, once per text for a page that is sent
 * again and again (the prerendered pages of a generation), on the fly for one made per request.
 */

export type HtmlEncoding = 'br' | 'gzip';

/** Below this the headers eat the gain (as the builds' PrecompressPlugin decides for JS). */
const MIN_COMPRESSED_BYTES = 1024;

/**
 * The encoding to answer with: brotli when the client accepts it, else gzip, else none. A coding
 * listed with `q=0` is refused; `*` stands for the codings not listed.
 */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): HtmlEncoding | undefined {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    if (!coding.trim()) continue;
    const q = params.map((param) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(param)).find(Boolean);
    const weight = q ? Number.parseFloat(q[1]!) : 1;
    weights.set(coding.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weights.get('gzip') ?? weights.get('x-gzip') ?? weights.get('*') ?? 0;
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return undefined;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** `best` for a page compressed once and sent many times; `fast` for one compressed per request. */
export function compressHtml(body: Buffer, encoding: HtmlEncoding, effort: 'best' | 'fast'): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(body, { level: effort === 'best' ? zlib.constants.Z_BEST_COMPRESSION : 6 });
  return brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: effort === 'best' ? zlib.constants.BROTLI_MAX_QUALITY : 5,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

interface CachedPage {
  body: Buffer;
  /** Each encoding is compressed once, on the first request that wants it (async, off the event loop). */
  encoded: Partial<Record<HtmlEncoding, Promise<Buffer>>>;
  bytes: number;
}

/**
 * The compressed copies of pages sent again and again, keyed by their text: a generation's pages are
 * each compressed once, and a new generation's pages (other texts) take their place. Bounded by bytes,
 * least recently sent out first, since any text could be handed in.
 */
export class HtmlCache {
  private readonly pages = new Map<string, CachedPage>();
  private bytes = 0;

  constructor(private readonly maxBytes = 32 * 1024 * 1024) {}

  encoded(html: string, encoding: HtmlEncoding): Promise<Buffer> {
    let page = this.pages.get(html);
    if (page) {
      this.pages.delete(html); // most recent last
      this.pages.set(html, page);
    } else {
      const body = Buffer.from(html);
      page = { body, encoded: {}, bytes: body.length + html.length };
      this.pages.set(html, page);
      this.bytes += page.bytes;
    }
    let encoded = page.encoded[encoding];
    if (!encoded) {
      const entry = page;
      encoded = compressHtml(page.body, encoding, 'best');
      page.encoded[encoding] = encoded;
      encoded.then(
        (buffer) => {
          if (this.pages.get(html) !== entry) return; // evicted meanwhile
          entry.bytes += buffer.length;
          this.bytes += buffer.length;
          this.evict();
        },
        () => {
          if (entry.encoded[encoding] === encoded) delete entry.encoded[encoding]; // try again next time
        },
      );
    }
    this.evict();
    return encoded;
  }

  get size(): number {
    return this.pages.size;
  }

  private evict(): void {
    for (const [html, page] of this.pages) {
      if (this.bytes <= this.maxBytes || this.pages.size <= 1) break;
      this.pages.delete(html);
      this.bytes -= page.bytes;
    }
  }
}

const sharedCache = new HtmlCache();

export interface SendHtmlOptions {
  /**
   * The same text is sent to many visitors (a prerendered page of the generation in service, the
   * shell's page): its compressed copies are made once, at the best ratio, and kept. False (the
   * default) for a page made for this request: compressed on the fly, at a fast setting.
   */
  cacheable?: boolean;
  /** Where cacheable pages' copies are kept (tests); one cache for the process by default. */
  cache?: HtmlCache;
}

/**
 * Sends `html` as `text/html`, brotli- or gzip-compressed as the request's Accept-Encoding allows, with
 * `Vary: Accept-Encoding`. Other headers (cache-control, status) are the caller's, set before.
 */
export async function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
  { cacheable = false, cache = sharedCache }: SendHtmlOptions = {},
): Promise<void> {
  reply.type('text/html; charset=utf-8');
  const vary = reply.getHeader('vary');
  if (!vary) reply.header('vary', 'Accept-Encoding');
  else if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(String(vary))) reply.header('vary', `${String(vary)}, Accept-Encoding`);
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (!encoding || Buffer.byteLength(html) < MIN_COMPRESSED_BYTES) {
    reply.send(html);
    return;
  }
  const body = cacheable ? await cache.encoded(html, encoding) : await compressHtml(Buffer.from(html), encoding, 'fast');
  reply.header('content-encoding', encoding).send(body);
}
