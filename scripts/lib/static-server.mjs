// A small static file server for a remote's own origin: the CDN of one team, in miniature.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
};

const ALWAYS_REVALIDATE = new Set([
  'mf-manifest.json',
  'mf-stats.json',
  'remoteEntry.js',
  'main.js',
  'index.html',
  'runtime-config.json',
]);
const HASHED = /\.[0-9a-f]{8}\.(js|css)$/;

/**
 * Source maps are never served, whatever is on disk: the build writes them outside the served folders
 * (scripts/webpack-app-config.cjs), and a map that got there anyway (an old release, a copy) answers
 * 404 like a missing file, as do its compressed copies.
 */
export const SOURCE_MAP = /\.map(?:\.(?:br|gz))?$/i;

/** Cache policy of the README: entry points revalidate, hashed chunks never change. */
export function cacheControlFor(fileName) {
  if (ALWAYS_REVALIDATE.has(fileName)) return 'no-cache';
  if (HASHED.test(fileName)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

const ENCODING_SUFFIX = { br: 'br', gzip: 'gz' };

/**
 * The compressed copy the build wrote beside `file` (scripts/webpack-app-config.cjs) that the client
 * accepts, brotli first, as the API server does; undefined means send the file itself.
 */
export function precompressedVariant(file, acceptEncoding = '') {
  const accepted = acceptEncoding
    .split(',')
    .map((part) => part.trim().split(/\s*;\s*/))
    .filter(([, quality]) => quality !== 'q=0')
    .map(([coding]) => coding);
  return Object.keys(ENCODING_SUFFIX).find(
    (encoding) => accepted.includes(encoding) && existsSync(`${file}.${ENCODING_SUFFIX[encoding]}`),
  );
}

/** Serves `root` on `port` with CORS for any origin (remotes are fetched cross-origin by the shell). */
export function startStaticServer(root, port, host = '127.0.0.1') {
  const server = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Timing-Allow-Origin', '*');
    let path;
    try {
      path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    } catch {
      response.writeHead(400, { 'Content-Type': 'text/plain' }).end('Bad request');
      return;
    }
    const file = normalize(join(root, path));
    if (!file.startsWith(normalize(root + sep)) || SOURCE_MAP.test(file) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    const name = file.slice(file.lastIndexOf(sep) + 1);
    const encoding = precompressedVariant(file, request.headers['accept-encoding']);
    response.writeHead(200, {
      'Content-Type': TYPES[extname(name)] ?? 'application/octet-stream',
      'Cache-Control': cacheControlFor(name),
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
    if (request.method === 'HEAD') response.end();
    else createReadStream(encoding ? `${file}.${ENCODING_SUFFIX[encoding]}` : file).pipe(response);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
