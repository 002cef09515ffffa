import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export interface SecurityOptions {
  /** Origins the page may load scripts, styles, images and data from besides its own. */
  extraOrigins: () => string[];
}

/** Security headers for every response. */
export async function registerSecurity(app: FastifyInstance, { extraOrigins }: SecurityOptions): Promise<void> {
  // Evaluated per response, so remotes added to the runtime config are allowed without a restart.
  const others = () => extraOrigins().join(' ');

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", others],
        // The front-ends inject <style> tags at run time (style-loader), hence 'unsafe-inline'.
        styleSrc: ["'self'", "'unsafe-inline'", others],
        connectSrc: ["'self'", others],
        // blob: for previews of a file the user picked (the logo upload) before it is sent.
        imgSrc: ["'self'", 'data:', 'blob:', others],
        fontSrc: ["'self'", 'data:', others],
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
  });
}
