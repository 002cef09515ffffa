import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startServer, type TestServer } from './helpers/server';

const INDEX =
  '<!doctype html><html><head><title>Shell</title><script defer src="/main.js"></script></head><body><!--runtime-config--><div id="root"></div></body></html>';
const CONFIG = {
  apiBase: '/api',
  remotes: {
    marketing: '/remotes/marketing/mf-manifest.json',
    search: 'https://cdn.example.com:8443/search/mf-manifest.json',
  },
  note: '</script><script>alert(1)</script>',
};

function write(root: string, path: string, content: string | Buffer) {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), content);
}

/** What the production build writes for a JS file: the file and its .br and .gz siblings. */
function writeWithCompressed(root: string, path: string, content: string, encodings: ('br' | 'gz')[] = ['br', 'gz']) {
  write(root, path, content);
  if (encodings.includes('br')) write(root, `${path}.br`, brotliCompressSync(content));
  if (encodings.includes('gz')) write(root, `${path}.gz`, gzipSync(content));
}

/** A chunk big enough to be worth compressing, like the real ones. */
const CHUNK_SOURCE = `(self.webpackChunkshell=self.webpackChunkshell||[]).push([[123],{${Array.from(
  { length: 60 },
  (_, i) => `${i}:(e,t,n)=>{n.d(t,{Component${i}:()=>r});const r=()=>"part ${i} of the shell"}`,
).join(',')}}]);`;
const REMOTE_ENTRY_SOURCE = `var marketing;${'/* the federation runtime of the remote */'.repeat(40)}`;

/** A source map that must never be served; the marker is what a leak would show. */
const MAP_SOURCE = JSON.stringify({
  version: 3,
  file: 'main.js',
  sources: ['webpack://shell/./src/LEAKED_SOURCE.ts'],
  sourcesContent: [`export const secret = 'LEAKED_SOURCE';${' // original source'.repeat(80)}`],
  mappings: 'AAAA',
});

/** Maps on disk where an older build (devtool 'source-map') left them, compressed copies included. */
const MAPS_ON_DISK = [
  'shell/dist/main.js.map',
  'shell/dist/789.abcdef01.js.map',
  'remote-marketing/dist/remoteEntry.js.map',
  'remote-marketing/dist/456.0f1e2d3c.js.map',
];

/** A STATIC_ROOT laid out like the real builds: shell/dist and remote-marketing/dist only. */
function fakeBuilds(): string {
  const root = mkdtempSync(join(tmpdir(), 'freight-static-'));
  write(root, 'shell/dist/index.html', INDEX);
  write(root, 'shell/dist/runtime-config.json', JSON.stringify(CONFIG, null, 2));
  writeWithCompressed(root, 'shell/dist/main.js', 'console.log("shell")');
  write(root, 'shell/dist/123.a1b2c3d4.js', 'chunk');
  writeWithCompressed(root, 'shell/dist/789.abcdef01.js', CHUNK_SOURCE);
  write(root, 'shell/dist/styles.9f8e7d6c5b4a.css', 'body{}');
  write(root, 'remote-marketing/dist/mf-manifest.json', '{"name":"marketing"}');
  writeWithCompressed(root, 'remote-marketing/dist/remoteEntry.js', REMOTE_ENTRY_SOURCE, ['gz']);
  write(root, 'remote-marketing/dist/456.0f1e2d3c.js', 'chunk');
  for (const path of MAPS_ON_DISK) writeWithCompressed(root, path, MAP_SOURCE);
  return root;
}

/** GET without any client-side URL normalisation. */
function rawGet(base: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base);
    const req = httpRequest({ hostname, port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** GET with exactly the Accept-Encoding given (fetch() would add its own and decode the body). */
function getEncoded(
  base: string,
  path: string,
  acceptEncoding?: string,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base);
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    const req = httpRequest({ hostname, port, path, method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const inlinedConfig = (html: string) => {
  const match = /<script type="application\/json" id="runtime-config">(.*?)<\/script>/s.exec(html);
  assert.ok(match, 'runtime config is inlined');
  return match[1]!;
};

describe('static serving (SERVE_STATIC)', () => {
  let server: TestServer;
  let root: string;

  before(async () => {
    root = fakeBuilds();
    server = await startServer('pglite', { env: { SERVE_STATIC: 'true', STATIC_ROOT: root } });
  });
  after(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('an SPA route gets index.html with the runtime config inlined in place of the marker', async () => {
    for (const path of ['/', '/admin/login', '/services/ocean-freight', '/search?q=air&type=services']) {
      const res = await server.request('GET', path);
      assert.equal(res.status, 200, path);
      assert.match(res.headers.get('content-type') ?? '', /text\/html/);
      assert.equal(res.headers.get('cache-control'), 'no-cache');
      assert.ok(!res.text.includes('<!--runtime-config-->'), 'the marker is replaced');
      assert.deepEqual(JSON.parse(inlinedConfig(res.text)), CONFIG, path);
    }
  });

  it('sends the page with Vary: Accept-Encoding, compressed when it is worth it (html-response.test.ts)', async () => {
    for (const acceptEncoding of [undefined, 'gzip, deflate, br']) {
      const res = await getEncoded(server.url, '/services/ocean-freight', acceptEncoding);
      assert.match(String(res.headers.vary ?? ''), /accept-encoding/i);
      assert.equal(res.headers['cache-control'], 'no-cache');
      // This shell page is under 1 KB, like the real one: the headers would eat the gain.
      assert.equal(res.headers['content-encoding'], undefined);
      assert.deepEqual(JSON.parse(inlinedConfig(res.body.toString())), CONFIG);
    }
  });

  it('escapes < so a value cannot close the script element', async () => {
    const res = await server.request('GET', '/');
    const json = inlinedConfig(res.text);
    assert.ok(!json.includes('<'), json);
    assert.ok(json.includes('\\u003c/script>'));
    assert.equal(res.text.match(/<script/g)?.length, 2, 'only the shell script and the config block');
  });

  it('GET /index.html is the inlined page too, never the raw file', async () => {
    const res = await server.request('GET', '/index.html');
    assert.equal(res.status, 200);
    inlinedConfig(res.text);
  });

  it('re-reads the runtime config when it changes, without a restart', async () => {
    const next = { ...CONFIG, apiBase: 'https://api.example.com/api' };
    writeFileSync(join(root, 'shell/dist/runtime-config.json'), JSON.stringify(next));
    const future = new Date(Date.now() + 5000);
    utimesSync(join(root, 'shell/dist/runtime-config.json'), future, future);
    const res = await server.request('GET', '/about');
    assert.equal(JSON.parse(inlinedConfig(res.text)).apiBase, 'https://api.example.com/api');
    const csp = res.headers.get('content-security-policy') ?? '';
    assert.match(csp, /connect-src 'self' [^;]*https:\/\/api\.example\.com/);
    writeFileSync(join(root, 'shell/dist/runtime-config.json'), JSON.stringify(CONFIG));
  });

  it('the CSP allows the remotes named in the runtime config and inline styles', async () => {
    const res = await server.request('GET', '/');
    const csp = res.headers.get('content-security-policy') ?? '';
    assert.match(csp, /script-src 'self' [^;]*https:\/\/cdn\.example\.com:8443/);
    assert.match(csp, /style-src 'self' 'unsafe-inline'/);
    assert.match(csp, /img-src 'self' data:/);
    assert.ok(!csp.includes('upgrade-insecure-requests'));
  });

  it('serves shell files: entry points no-cache, hashed files immutable', async () => {
    const main = await server.request('GET', '/main.js');
    assert.equal(main.status, 200);
    assert.equal(main.text, 'console.log("shell")');
    assert.equal(main.headers.get('cache-control'), 'no-cache');

    const config = await server.request('GET', '/runtime-config.json');
    assert.equal(config.headers.get('cache-control'), 'no-cache');

    for (const path of ['/123.a1b2c3d4.js', '/styles.9f8e7d6c5b4a.css']) {
      const res = await server.request('GET', path);
      assert.equal(res.status, 200, path);
      assert.equal(res.headers.get('cache-control'), 'public, max-age=31536000, immutable', path);
    }
  });

  it('serves remotes under /remotes/<name>/ with CORS; manifest and remoteEntry are no-cache', async () => {
    const manifest = await server.request('GET', '/remotes/marketing/mf-manifest.json');
    assert.equal(manifest.status, 200);
    assert.equal(manifest.headers.get('cache-control'), 'no-cache');
    assert.equal(manifest.headers.get('access-control-allow-origin'), '*');

    const entry = await server.request('GET', '/remotes/marketing/remoteEntry.js');
    assert.equal(entry.headers.get('cache-control'), 'no-cache');
    assert.equal(entry.headers.get('access-control-allow-origin'), '*');

    const chunk = await server.request('GET', '/remotes/marketing/456.0f1e2d3c.js');
    assert.equal(chunk.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  });

  it('sends a JS file brotli- or gzip-compressed when the client accepts it, else as it is', async () => {
    const path = '/789.abcdef01.js';
    const expectJs = (headers: IncomingHttpHeaders) => {
      assert.match(headers['content-type'] ?? '', /javascript/, path);
      assert.match(String(headers.vary ?? ''), /accept-encoding/i, 'caches must keep the variants apart');
      assert.equal(headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.equal(headers['access-control-allow-origin'], '*');
    };

    const br = await getEncoded(server.url, path, 'gzip, deflate, br, zstd');
    assert.equal(br.status, 200);
    assert.equal(br.headers['content-encoding'], 'br');
    expectJs(br.headers);
    assert.ok(br.body.length < CHUNK_SOURCE.length / 3, `${br.body.length} bytes is not compressed`);
    assert.equal(brotliDecompressSync(br.body).toString(), CHUNK_SOURCE);

    const gz = await getEncoded(server.url, path, 'gzip');
    assert.equal(gz.status, 200);
    assert.equal(gz.headers['content-encoding'], 'gzip');
    expectJs(gz.headers);
    assert.equal(gunzipSync(gz.body).toString(), CHUNK_SOURCE);

    for (const acceptEncoding of [undefined, 'identity']) {
      const plain = await getEncoded(server.url, path, acceptEncoding);
      assert.equal(plain.status, 200);
      assert.equal(plain.headers['content-encoding'], undefined, `Accept-Encoding: ${acceptEncoding}`);
      expectJs(plain.headers);
      assert.equal(plain.body.toString(), CHUNK_SOURCE);
    }
  });

  it('entry points keep no-cache when compressed; a file with only a .gz sends gzip to a br client', async () => {
    const main = await getEncoded(server.url, '/main.js', 'br, gzip');
    assert.equal(main.headers['content-encoding'], 'br');
    assert.equal(main.headers['cache-control'], 'no-cache');
    assert.equal(brotliDecompressSync(main.body).toString(), 'console.log("shell")');

    const entry = await getEncoded(server.url, '/remotes/marketing/remoteEntry.js', 'br, gzip');
    assert.equal(entry.headers['content-encoding'], 'gzip');
    assert.equal(entry.headers['cache-control'], 'no-cache');
    assert.equal(entry.headers['access-control-allow-origin'], '*');
    assert.equal(gunzipSync(entry.body).toString(), REMOTE_ENTRY_SOURCE);

    // A file the build did not compress is sent as it is, whatever the client accepts.
    const small = await getEncoded(server.url, '/123.a1b2c3d4.js', 'br, gzip');
    assert.equal(small.headers['content-encoding'], undefined);
    assert.equal(small.body.toString(), 'chunk');
    assert.equal(small.headers['cache-control'], 'public, max-age=31536000, immutable');
  });

  it('missing assets and unbuilt remotes are 404, not the HTML page', async () => {
    for (const path of [
      '/remotes/search/mf-manifest.json',
      '/remotes/marketing/nope.js',
      '/remotes/unknown/x.js',
      '/missing.0badf00d.js',
    ]) {
      const res = await server.request('GET', path);
      assert.equal(res.status, 404, path);
      assert.ok(!res.text.includes('<html'), path);
      const compressed = await getEncoded(server.url, path, 'br, gzip');
      assert.equal(compressed.status, 404, `${path} (accepting br)`);
    }
  });

  it('never serves a source map that is on disk: 404 for the map, its .br/.gz copies, any spelling', async () => {
    const urls = MAPS_ON_DISK.map((path) =>
      path.replace(/^shell\/dist\//, '/').replace(/^remote-marketing\/dist\//, '/remotes/marketing/'),
    );
    assert.ok(urls.includes('/main.js.map') && urls.includes('/remotes/marketing/remoteEntry.js.map'));
    for (const url of urls) {
      const requests = [
        url,
        `${url}.br`,
        `${url}.gz`,
        `${url}?v=1`,
        // Escaped dots reach the file system as dots: still the map.
        url.replace(/\.map$/, '%2Emap'),
        url.replace(/\.js\.map$/, '%2ejs%2emap'),
      ];
      for (const path of requests) {
        for (const acceptEncoding of [undefined, 'br, gzip', 'gzip']) {
          const res = await getEncoded(server.url, path, acceptEncoding);
          assert.equal(res.status, 404, `${path} (Accept-Encoding: ${acceptEncoding}) → ${res.status}`);
          assert.equal(res.headers['content-encoding'], undefined, path);
          assert.ok(!res.body.toString('latin1').includes('LEAKED_SOURCE'), `${path} leaked the map`);
          assert.ok(!res.body.toString('latin1').includes('<html'), `${path} got the page`);
        }
      }
      const head = await server.request('HEAD', url);
      assert.equal(head.status, 404, `HEAD ${url}`);
    }
    // The files beside the maps are served as before.
    assert.equal((await getEncoded(server.url, '/main.js', 'br')).status, 200);
    assert.equal((await getEncoded(server.url, '/remotes/marketing/456.0f1e2d3c.js')).status, 200);
  });

  it('an unknown GET /api path is a JSON 404, never index.html', async () => {
    for (const path of ['/api/nope', '/api', '/api/users/stats/extra']) {
      const res = await server.request('GET', path);
      assert.equal(res.status, 404, path);
      assert.equal(res.body?.success, false, path);
    }
  });

  it('does not let a path escape the build folder', async () => {
    // Sent raw: fetch() would normalise the dot segments away before they reach the server.
    for (const path of [
      '/../../package.json',
      '/..%2f..%2fpackage.json',
      '/%2e%2e/%2e%2e/package.json',
      '/remotes/marketing/../../../shell/dist/main.js',
      '/remotes/marketing/..%2f..%2f..%2fshell%2fdist%2fmain.js',
    ]) {
      const res = await rawGet(server.url, path);
      assert.ok(res.status === 400 || res.status === 403 || res.status === 404, `${path} → ${res.status}`);
      assert.ok(!res.body.includes('"name"') && !res.body.includes('console.log'), `${path} leaked a file`);
    }
  });

  it('API routes still work beside the static files', async () => {
    assert.equal((await server.request('GET', '/api/health')).status, 200);
  });
});

describe('static serving edge cases', () => {
  it('without shell/dist, / answers a plain 503 asking for a build; the API works', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'freight-static-empty-'));
    const server = await startServer('pglite', { env: { SERVE_STATIC: 'true', STATIC_ROOT: empty } });
    try {
      for (const path of ['/', '/admin/login']) {
        const res = await server.request('GET', path);
        assert.equal(res.status, 503, path);
        assert.match(res.headers.get('content-type') ?? '', /text\/plain/);
        assert.match(res.text, /npm run build/);
      }
      assert.equal((await server.request('GET', '/api/health')).status, 200);
    } finally {
      await server.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('RUNTIME_CONFIG names another file; without a marker the config goes before </head>', async () => {
    const root = mkdtempSync(join(tmpdir(), 'freight-static-'));
    write(root, 'shell/dist/index.html', '<html><head><title>x</title></head><body></body></html>');
    write(root, 'deploy/map.json', '{"remotes":{"admin":"http://localhost:3003/mf-manifest.json"}}');
    const server = await startServer('pglite', {
      env: { SERVE_STATIC: 'true', STATIC_ROOT: root, RUNTIME_CONFIG: join(root, 'deploy/map.json') },
    });
    try {
      const res = await server.request('GET', '/trips');
      assert.match(res.text, /<script type="application\/json" id="runtime-config">\{"remotes".*<\/script><\/head>/);
      assert.match(res.headers.get('content-security-policy') ?? '', /script-src 'self' [^;]*http:\/\/localhost:3003/);
    } finally {
      await server.close();
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('with SERVE_STATIC=false nothing but the API is served', async () => {
    const root = fakeBuilds();
    const server = await startServer('pglite', { env: { SERVE_STATIC: 'false', STATIC_ROOT: root } });
    try {
      const res = await server.request('GET', '/');
      assert.equal(res.status, 404);
      assert.equal(res.body.success, false);
      assert.equal((await server.request('GET', '/main.js')).status, 404);
    } finally {
      await server.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
