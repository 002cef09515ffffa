import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { chooseEncoding, HtmlCache, sendHtml } from '../src/plugins/html-response';

/** A page the size of a prerendered one (~24 KB), repetitive like HTML. */
const PAGE = `<!doctype html><html><head><title>Track</title></head><body><div id="root">${Array.from(
  { length: 300 },
  (_, i) => `<p class="line">Shipment GRL${String(i).padStart(3, '0')} left Nhava Sheva.</p>`,
).join('')}</div></body></html>`;

describe('choosing the encoding of an HTML page', () => {
  it('prefers brotli, then gzip, and honours q=0 and *', () => {
    assert.equal(chooseEncoding('gzip, deflate, br, zstd'), 'br');
    assert.equal(chooseEncoding('gzip, deflate'), 'gzip');
    assert.equal(chooseEncoding('br;q=0, gzip'), 'gzip');
    assert.equal(chooseEncoding('br;q=0.5, gzip;q=0.8'), 'gzip');
    assert.equal(chooseEncoding('gzip;q=0, br;q=0'), undefined);
    assert.equal(chooseEncoding('*'), 'br');
    assert.equal(chooseEncoding('*;q=0, gzip'), 'gzip');
    assert.equal(chooseEncoding('x-gzip'), 'gzip');
    assert.equal(chooseEncoding('identity'), undefined);
    assert.equal(chooseEncoding(''), undefined);
    assert.equal(chooseEncoding(undefined), undefined);
  });
});

describe('the cache of compressed pages', () => {
  it('compresses each text once per encoding', async () => {
    const cache = new HtmlCache();
    const first = cache.encoded(PAGE, 'br');
    assert.equal(cache.encoded(PAGE, 'br'), first, 'the same promise: compressed once');
    assert.equal(brotliDecompressSync(await first).toString(), PAGE);
    assert.equal(gunzipSync(await cache.encoded(PAGE, 'gzip')).toString(), PAGE);
    assert.equal(cache.size, 1);
  });

  it('keeps to its size, the least recently sent first out', async () => {
    const cache = new HtmlCache(3 * PAGE.length * 2);
    const pages = ['a', 'b', 'c', 'd'].map((name) => PAGE.replace('<title>Track', `<title>${name}`));
    for (const page of pages) await cache.encoded(page, 'gzip');
    assert.ok(cache.size < pages.length, `${cache.size} pages kept`);
    const kept = cache.encoded(pages[3]!, 'gzip');
    assert.equal(cache.encoded(pages[3]!, 'gzip'), kept);
  });
});

describe('sending an HTML page', () => {
  let app: FastifyInstance;
  let compressions = 0;
  const cache = new HtmlCache();
  before(async () => {
    app = Fastify();
    app.get('/cached', (request, reply) =>
      sendHtml(request, reply.header('cache-control', 'no-cache'), PAGE, { cacheable: true, cache }),
    );
    app.get('/fresh', (request, reply) => {
      compressions += 1;
      return sendHtml(request, reply, PAGE.replace('Track', `Track ${compressions}`));
    });
    app.get('/small', (request, reply) => sendHtml(request, reply, '<p>hi</p>', { cacheable: true, cache }));
    app.get('/varied', (request, reply) => sendHtml(request, reply.header('vary', 'Cookie'), PAGE));
    await app.ready();
  });
  after(() => app.close());

  it('sends brotli or gzip as accepted, with Vary: Accept-Encoding and the headers set before', async () => {
    const br = await app.inject({ url: '/cached', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    assert.equal(br.statusCode, 200);
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(String(br.headers['content-type']), /^text\/html; charset=utf-8/);
    assert.equal(br.headers.vary, 'Accept-Encoding');
    assert.equal(br.headers['cache-control'], 'no-cache');
    assert.ok(br.rawPayload.length < PAGE.length / 4, `${br.rawPayload.length} bytes`);
    assert.equal(Number(br.headers['content-length']), br.rawPayload.length);
    assert.equal(brotliDecompressSync(br.rawPayload).toString(), PAGE);

    const gz = await app.inject({ url: '/cached', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gz.rawPayload).toString(), PAGE);
    assert.equal(cache.size, 1, 'the page was compressed once per encoding and kept');
  });

  it('sends the text itself to a client that accepts no compression, still saying it varies', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }]) {
      const plain = await app.inject({ url: '/cached', headers });
      assert.equal(plain.headers['content-encoding'], undefined);
      assert.equal(plain.headers.vary, 'Accept-Encoding');
      assert.equal(plain.payload, PAGE);
    }
  });

  it('compresses a page made for the request on the fly, and leaves a tiny page as it is', async () => {
    const fresh = await app.inject({ url: '/fresh', headers: { 'accept-encoding': 'br' } });
    assert.equal(fresh.headers['content-encoding'], 'br');
    assert.match(brotliDecompressSync(fresh.rawPayload).toString(), /<title>Track 1<\/title>/);
    const again = await app.inject({ url: '/fresh', headers: { 'accept-encoding': 'br' } });
    assert.match(brotliDecompressSync(again.rawPayload).toString(), /<title>Track 2<\/title>/);

    const small = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
    assert.equal(small.headers['content-encoding'], undefined);
    assert.equal(small.payload, '<p>hi</p>');
  });

  it('adds to a Vary header set before, and answers HEAD without a body', async () => {
    const varied = await app.inject({ url: '/varied', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(varied.headers.vary, 'Cookie, Accept-Encoding');
    const head = await app.inject({ method: 'HEAD', url: '/cached', headers: { 'accept-encoding': 'br' } });
    assert.equal(head.statusCode, 200);
    assert.equal(head.headers['content-encoding'], 'br');
    assert.equal(head.rawPayload.length, 0);
  });
});
