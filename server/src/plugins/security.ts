import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export interface SecurityOptions {
  /**
   * Origins the page may load scripts, styles, images and data from besides its own; the same array
   * while they stay the same.
   */
  extraOrigins: (request: FastifyRequest) => string[];
}

function helmetOptions(others: string[]): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...others],
        // The front-ends inject <style> tags at run time (style-loader), hence 'unsafe-inline'.
        styleSrc: ["'self'", "'unsafe-inline'", ...others],
        connectSrc: ["'self'", ...others],
        // blob: for previews of a file the user picked (the logo upload) before it is sent.
        imgSrc: ["'self'", 'data:', 'blob:', ...others],
        fontSrc: ["'self'", 'data:', ...others],
        // blob: for a paper's PDF scan previewed in the back office (fetched with the admin's token).
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        // Helmet's default would rewrite http:// asset URLs to https:// and break plain-http hosting.
        upgradeInsecureRequests: null,
      },
    },
    // Remotes and their chunks may be loaded by a shell on another origin (split hosting). The API
    // is protected by CORS and bearer tokens, not by this header.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  };
}

/**
 * Security headers for every response. Helmet turns its options into header strings when its
 * middleware is made, so one is made per set of extra origins and reused until the runtime map
 * names others (a remote added or moved takes effect without a restart); making one per request
 * cost about a tenth of a small API answer's time.
 */
export async function registerSecurity(app: FastifyInstance, { extraOrigins }: SecurityOptions): Promise<void> {
  let current: { others: string[]; apply: ReturnType<typeof helmet> } | undefined;
  app.addHook('onRequest', (request, reply, done) => {
    const others = extraOrigins(request);
    if (current?.others !== others) current = { others, apply: helmet(helmetOptions(others)) };
    current.apply(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;
const scriptHashes = new Map<string, string>();

/**
 * Lets the inline scripts of one HTML answer run under the site's Content-Security-Policy, by their
 * hashes: React's prerendered pages carry one (it holds a form's submit made before the page is live,
 * see shared-ui's useProgressiveForm). Scripts with a type (JSON data) are not run and need no hash.
 */
export function allowInlineScripts(reply: FastifyReply, html: string): void {
  const policy = reply.raw.getHeader('content-security-policy');
  if (typeof policy !== 'string') return;
  const hashes = new Set<string>();
  for (const [, text = ''] of html.matchAll(INLINE_SCRIPT)) {
    let hash = scriptHashes.get(text);
    if (!hash) {
      hash = `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
      if (scriptHashes.size < 100) scriptHashes.set(text, hash);
    }
    hashes.add(hash);
  }
  if (hashes.size === 0) return;
  reply.raw.setHeader(
    'content-security-policy',
    policy.replace(
      /(^|;)\s*script-src ([^;]*)/,
      (_all, start: string, sources: string) => `${start}script-src ${sources} ${[...hashes].join(' ')}`,
    ),
  );
}
