// The split layout's per-remote static server (scripts/lib/static-server.mjs) on a temporary folder:
// no browser and no build needed, so it runs in a second.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { startStaticServer } from '../scripts/lib/static-server.mjs';

const ENTRY = `var marketing;${'/* the federation runtime of the remote */'.repeat(40)}`;
const MAP = JSON.stringify({
  version: 3,
  sources: ['webpack://marketing/./src/LEAKED_SOURCE.ts'],
  sourcesContent: [`export const secret = 'LEAKED_SOURCE';${' // original source'.repeat(80)}`],
  mappings: 'AAAA',
});

let root: string;
let server: Server;
let base: string;

function write(path: string, content: string | Buffer) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
}

/** A file as the production build wrote it: with its .br and .gz copies. */
function writeWithCompressed(path: string, content: string) {
  write(path, content);
  write(`${path}.br`, brotliCompressSync(content));
  write(`${path}.gz`, gzipSync(content));
}

/** A request exactly as given: no URL normalisation, and only the Accept-Encoding passed. */
function get(
  path: string,
  { method = 'GET', acceptEncoding }: { method?: string; acceptEncoding?: string } = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base);
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    const req = httpRequest({ hostname, port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

before(async () => {
  // `<deployRoot>/<remote>/` as serve-split serves it: releases side by side, maps left by an old build.
  root = mkdtempSync(join(tmpdir(), 'split-static-'));
  writeWithCompressed('v1/remoteEntry.js', ENTRY);
  write('v1/mf-manifest.json', '{"name":"marketing"}');
  write('v1/456.0f1e2d3c.js', 'chunk');
  for (const path of ['v1/remoteEntry.js.map', 'v1/456.0f1e2d3c.js.map', 'v1-sourcemaps/main.js.map']) {
    writeWithCompressed(path, MAP);
  }
  server = await startStaticServer(root, 0);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

after(async () => {
  await new Promise((resolve) => server?.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

describe('split-layout static server', () => {
  it('never serves a source map that is on disk, nor its .br/.gz copies, however it is spelt', async () => {
    for (const map of ['/v1/remoteEntry.js.map', '/v1/456.0f1e2d3c.js.map', '/v1-sourcemaps/main.js.map']) {
      for (const path of [
        map,
        `${map}.br`,
        `${map}.gz`,
        `${map}?v=1`,
        map.replace(/\.map$/, '%2Emap'),
        map.replace(/\.js\.map$/, '%2ejs%2emap'),
        map.replace(/\.map$/, '.MAP'),
        `${map}/.`,
      ]) {
        for (const acceptEncoding of [undefined, 'br, gzip', 'gzip']) {
          for (const method of ['GET', 'HEAD']) {
            const res = await get(path, { method, acceptEncoding });
            assert.equal(res.status, 404, `${method} ${path} (Accept-Encoding: ${acceptEncoding}) → ${res.status}`);
            assert.equal(res.headers['content-encoding'], undefined, path);
            assert.ok(!res.body.toString('latin1').includes('LEAKED_SOURCE'), `${path} leaked the map`);
          }
        }
      }
    }
  });

  it('serves everything else as before: compressed copies, cache headers, CORS', async () => {
    const entry = await get('/v1/remoteEntry.js', { acceptEncoding: 'gzip, br' });
    assert.equal(entry.status, 200);
    assert.equal(entry.headers['content-encoding'], 'br');
    assert.equal(brotliDecompressSync(entry.body).toString(), ENTRY);
    assert.equal(entry.headers['cache-control'], 'no-cache');
    assert.equal(entry.headers['access-control-allow-origin'], '*');
    assert.match(entry.headers['content-type'] ?? '', /javascript/);

    const chunk = await get('/v1/456.0f1e2d3c.js');
    assert.equal(chunk.status, 200);
    assert.equal(chunk.body.toString(), 'chunk');
    assert.equal(chunk.headers['cache-control'], 'public, max-age=31536000, immutable');

    const manifest = await get('/v1/mf-manifest.json');
    assert.equal(manifest.status, 200);
    assert.equal(manifest.headers['cache-control'], 'no-cache');
    assert.equal(manifest.headers['access-control-allow-origin'], '*');

    assert.equal((await get('/v1/missing.js')).status, 404);
    assert.equal((await get('/../package.json')).status, 404);
    // A malformed escape is the client's error, not a crash of the server.
    assert.equal((await get('/v1/%E0%A4%A.js')).status, 400);
    assert.equal((await get('/v1/mf-manifest.json')).status, 200, 'still serving');
  });
});
