import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { defaultRateLimits, type RateLimits } from '../src/config';
import { html } from '../src/modules/search/answer-html';
import { createShipmentsService } from '../src/modules/shipments/service';
import { routeFile } from '../src/prerender/generation';
import { POINTER_FILE } from '../src/prerender/job';
import { backends } from './helpers/database';
import { ADMIN, startServer, type TestServer } from './helpers/server';
import type { MasterSuite } from './helpers/master-fixtures';
import { addDriver, addParty, addTruck, bookTrip, CONSIGNEE_PIN, ownTripBody } from './helpers/trip-fixtures';

const TRACKING_SLOT = '<noscript data-answer="tracking"></noscript>';
const SEARCH_SLOT = '<noscript data-answer="search"></noscript>';

const pageWith = (heading: string, body = '') =>
  `<!doctype html><html lang="en"><head><title>${heading}</title><style data-prerendered>:root{--c-primary:#0b3d91}</style></head>` +
  `<body><div id="root"><h1>${heading}</h1><form><input name="number"></form>${body}</div><script defer src="/main.js"></script></body></html>`;

/** What the prerender job would have written: the tracking pages and the search page with their slots. */
const PAGES: Record<string, string> = {
  '/track': pageWith('Track a shipment', `<div class="answer">${TRACKING_SLOT}</div>`),
  '/support/track-shipment': pageWith('Track shipment', `<div class="answer">${TRACKING_SLOT}</div>`),
  '/search': pageWith('Search results', `<section>${SEARCH_SLOT}<p>Enter a search term</p></section>`),
  '/about': pageWith('About us'),
};

function prerenderedSite(): { staticRoot: string; prerenderDir: string; cleanUp: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'noscript-answers-'));
  const staticRoot = join(root, 'static');
  const prerenderDir = join(root, 'prerender');
  mkdirSync(join(staticRoot, 'shell', 'dist'), { recursive: true });
  writeFileSync(
    join(staticRoot, 'shell', 'dist', 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  for (const [path, page] of Object.entries(PAGES)) {
    const file = join(prerenderDir, 'gen-1', routeFile(path));
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, page);
  }
  writeFileSync(join(prerenderDir, POINTER_FILE), JSON.stringify({ key: 'gen-1' }));
  return { staticRoot, prerenderDir, cleanUp: () => rmSync(root, { recursive: true, force: true }) };
}

async function startSite(backend: (typeof backends)[number], rateLimits?: RateLimits) {
  const site = prerenderedSite();
  const server = await startServer(backend, {
    env: { SERVE_STATIC: 'true', PRERENDER: 'true', STATIC_ROOT: site.staticRoot, PRERENDER_DIR: site.prerenderDir },
    ...(rateLimits && { config: { rateLimits } }),
  });
  return {
    server,
    async close() {
      await server.close();
      site.cleanUp();
    },
  };
}

/** The filled slot's content (what a browser without JavaScript shows), and the page around it. */
function slotOf(page: string, kind: 'tracking' | 'search') {
  const match = new RegExp(`<noscript data-answer="${kind}">([\\s\\S]*?)</noscript>`).exec(page);
  assert.ok(match, `the page has its ${kind} slot`);
  return {
    content: match[1]!,
    around: page.slice(0, match.index) + page.slice(match.index + match[0].length),
  };
}

/** The visible text of some markup, tags dropped and entities decoded, spaces squeezed. */
function textOf(markup: string): string {
  return markup
    .replace(/<style>[\s\S]*?<\/style>/g, '')
    .replace(/<\/?(?:a|strong|time|b)\b[^>]*>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/\s+/g, ' ')
    .trim();
}

const links = (markup: string) => [...markup.matchAll(/<a href="([^"]*)">([^<]*)<\/a>/g)].map(([, href, text]) => [href, text]);

describe('the html template', () => {
  it('escapes every value put into it, and only markup made by it passes as it is', () => {
    const typed = `<script>alert("1")</script>&'`;
    assert.equal(
      html`<p title="${typed}">${typed}${[html`<b>${typed}</b>`]}${undefined}${false}${null}${3}</p>`.text,
      '<p title="&#60;script&#62;alert(&#34;1&#34;)&#60;/script&#62;&#38;&#39;">&#60;script&#62;alert(&#34;1&#34;)&#60;/script&#62;&#38;&#39;' +
        '<b>&#60;script&#62;alert(&#34;1&#34;)&#60;/script&#62;&#38;&#39;</b>3</p>',
    );
  });
});

for (const backend of backends) {
  describe(`answers in the page for visitors without JavaScript (${backend})`, () => {
    let site: Awaited<ReturnType<typeof startSite>>;
    let server: TestServer;
    let number: string;
    const get = (path: string) => server.request('GET', path);

    before(async () => {
      site = await startSite(backend);
      server = site.server;
      const shipments = createShipmentsService(server.database.db);
      const created = await shipments.create(
        {
          origin: 'Bhiwandi, Maharashtra',
          destination: 'Chennai <Tamil Nadu> & "Puducherry"',
          service: 'road-transport',
          estimatedDelivery: '2026-11-14',
        },
        {
          status: 'picked_up',
          location: 'Bhiwandi, Maharashtra',
          description: 'Collected from the shipper.',
          date: '2026-11-10',
          time: '09:30',
        },
      );
      await shipments.addEvent(created.id, {
        status: 'in_transit',
        location: 'Hubballi, Karnataka',
        description: 'Passed the <b>Hubballi</b> checkpoint.',
        date: '2026-11-11',
        time: '18:05',
      });
      number = created.trackingNumber;
    });
    after(() => site.close());

    it('sends a page whose address asks nothing exactly as before, and cacheable as before', async () => {
      for (const path of [
        '/track',
        '/track?number=',
        '/track?number=%20%20',
        '/search',
        '/search?q=',
        '/search?type=help',
        '/about',
      ]) {
        const response = await get(path);
        assert.equal(response.status, 200, path);
        assert.equal(response.text, PAGES[path.split('?')[0]!], path);
        assert.equal(response.headers.get('cache-control'), 'no-cache', path);
      }
      // A page without the slot is not a lookup, whatever the address says.
      const about = await get(`/about?number=${number}&q=ocean`);
      assert.equal(about.text, PAGES['/about']);
      assert.equal(about.headers.get('cache-control'), 'no-cache');
      // And a slot answers only its own question.
      assert.equal((await get('/search?number=GRL001')).text, PAGES['/search']);
      assert.equal((await get('/track?q=ocean')).text, PAGES['/track']);
    });

    it('shows a found shipment: number, status, route, delivery, location, progress and every event, newest first', async () => {
      for (const path of ['/track', '/support/track-shipment']) {
        const response = await get(`${path}?number=${number.toLowerCase()}`);
        assert.equal(response.status, 200);
        assert.match(response.headers.get('content-type') ?? '', /^text\/html/);
        assert.equal(response.headers.get('cache-control'), 'no-store', 'one visitor’s answer is never kept');
        const { content, around } = slotOf(response.text, 'tracking');
        assert.equal(around, PAGES[path]!.replace(TRACKING_SLOT, ''), 'nothing else in the page changes');
        assert.match(content, /^<style>[^<]*@media[^<]*<\/style>/, 'it brings its own small stylesheet');
        const text = textOf(content);
        for (const expected of [
          `Tracking number ${number} In Transit`,
          'Origin Bhiwandi, Maharashtra',
          'Destination Chennai <Tamil Nadu> & "Puducherry"',
          'Estimated delivery Saturday, 14 November 2026',
          'Current location Hubballi, Karnataka',
          'Bhiwandi, Maharashtra → Chennai <Tamil Nadu> & "Puducherry"',
          '40% of the journey done',
          'Shipment history (newest first) ' +
            '11 Nov 2026, 18:05 In Transit Hubballi, Karnataka Passed the <b>Hubballi</b> checkpoint. ' +
            '10 Nov 2026, 09:30 Package Picked Up Bhiwandi, Maharashtra Collected from the shipper.',
        ]) {
          assert.ok(text.includes(expected), `“${expected}” in “${text}”`);
        }
        assert.ok(!content.includes('<b>Hubballi'), 'what was stored is text, never markup');
        assert.ok(!content.includes('<Tamil'));
        assert.match(content, /<time datetime="2026-11-11T18:05">11 Nov 2026, 18:05<\/time>/);
        assert.match(content, /style="width:40%"/);
      }
    });

    it("shows a trip's consignee only with the delivery address's PIN code, and offers the PIN form without it", async () => {
      const admin = await server.login(ADMIN.email, ADMIN.password);
      const suite = {
        server,
        admin,
        call: (method: string, path: string, body?: unknown) => server.request(method, `/api${path}`, { token: admin, body }),
      } as unknown as MasterSuite;
      const trip = await bookTrip(suite, ownTripBody(await addParty(suite), await addTruck(suite), await addDriver(suite)));
      const answer = async (query: string) =>
        textOf(slotOf((await get(`/track?number=${trip.trackingNumber}${query}`)).text, 'tracking').content);

      const plain = await answer('');
      assert.ok(!plain.includes('Bharat Fabricators'), plain);
      assert.ok(plain.includes('Destination PIN code Names and the lorry number are shown to whoever also knows'), plain);
      const page = (await get(`/track?number=${trip.trackingNumber}`)).text;
      assert.match(page, /<form method="get" class="na-pin"[^>]*>\s*<input type="hidden" name="number" value="[A-Z0-9-]+" \/>/);

      const shown = await answer(`&pin=${CONSIGNEE_PIN.slice(0, 3)}%20${CONSIGNEE_PIN.slice(3)}`);
      assert.ok(shown.includes('Consignee Bharat Fabricators'), shown);
      assert.ok(!shown.includes('Destination PIN code'), 'no form once the details show');

      const wrong = await answer('&pin=400001');
      assert.ok(wrong.includes('That is not the PIN code of the delivery address'), wrong);
      assert.ok(!wrong.includes('Bharat Fabricators'));
    });

    it('says plainly when the number is unknown, as the page does', async () => {
      const response = await get('/track?number=grl999');
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('cache-control'), 'no-store');
      const { content } = slotOf(response.text, 'tracking');
      const text = textOf(content);
      assert.ok(text.startsWith('Tracking number not found We have no shipment with the number GRL999.'), text);
      assert.ok(text.includes('our team is available 24/7'));
      assert.deepEqual(links(content), [['/support/contact-support?reference=GRL999', 'Contact support']]);
    });

    it("says why a malformed number is not one, in the schema's words", async () => {
      const cases = [
        ['GRL%20001%3B%20drop%20table', 'GRL 001; drop table', 'Tracking number may only contain letters, digits and hyphens'],
        ['x'.repeat(41), 'x'.repeat(41), 'Tracking number must be at most 40 characters'],
      ];
      for (const [asked, typed, reason] of cases) {
        const response = await get(`/track?number=${asked}`);
        assert.equal(response.status, 200);
        assert.equal(
          textOf(slotOf(response.text, 'tracking').content),
          `“${typed}” is not a tracking number we recognise: ${reason}. Please check it and try again.`,
        );
      }
    });

    it('gives back whatever was asked as text, never as markup', async () => {
      const attack = '<script>alert(1)</script>';
      const tracking = await get(`/track?number=${encodeURIComponent(attack)}`);
      const search = await get(`/search?q=${encodeURIComponent(`${attack}"><img src=x onerror=alert(2)>`)}&type=help`);
      for (const [response, kind] of [
        [tracking, 'tracking'],
        [search, 'search'],
      ] as const) {
        const { content } = slotOf(response.text, kind);
        assert.ok(!content.includes('<script'), content);
        assert.ok(!content.includes('<img'), content);
        assert.ok(content.includes('&#60;script&#62;alert(1)&#60;/script&#62;'));
        assert.equal(response.text.split('</noscript>').length, 2, 'the answer cannot close its noscript');
      }
      assert.ok(
        textOf(slotOf(search.text, 'search').content).includes(
          `Nothing matched "${attack}"><img src=x onerror=alert(2)>" in Help.`,
        ),
      );
      // The tabs' links carry the query encoded.
      assert.ok(links(slotOf(search.text, 'search').content).some(([href]) => href?.startsWith('/search?q=%3Cscript%3E')));
    });

    it('lists every result of a search as a link, with its type and summary', async () => {
      const response = await get('/search?q=ocean');
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('cache-control'), 'no-store');
      const { content, around } = slotOf(response.text, 'search');
      assert.equal(around, PAGES['/search']!.replace(SEARCH_SLOT, ''));
      const found = links(content);
      assert.deepEqual(found.slice(0, 4), [
        ['/search?q=ocean&#38;type=service', 'Services'],
        ['/search?q=ocean&#38;type=industry', 'Industries'],
        ['/search?q=ocean&#38;type=help', 'Help'],
        ['/services/ocean-freight', 'Ocean Freight'],
      ]);
      assert.match(content, /<strong aria-current="page">All<\/strong>/);
      assert.match(textOf(content), /\d+ results for "ocean"/);
      assert.ok(textOf(content).includes('Service Freight Ocean Freight Full container (FCL)'), textOf(content));
      const kinds = new Set([...content.matchAll(/<span class="na-type">(\w+)<\/span>/g)].map(([, kind]) => kind));
      assert.ok(kinds.has('Service') && kinds.has('Help'), [...kinds].join());
      // A help article opens its own page: the page's link carries the article in router state, which needs JavaScript.
      assert.ok(found.some(([href]) => href?.startsWith('/support/help-center/')));
    });

    it('keeps to the type asked for; an unknown type means all content', async () => {
      const industries = slotOf((await get('/search?q=pharma&type=industry')).text, 'search').content;
      const kinds = [...industries.matchAll(/<span class="na-type">(\w+)<\/span>/g)].map(([, kind]) => kind);
      assert.ok(kinds.length > 0);
      assert.deepEqual(new Set(kinds), new Set(['Industry']));
      assert.ok(links(industries).every(([href], index) => index < 3 || href?.startsWith('/industries/')));
      assert.match(industries, /<strong aria-current="page">Industries<\/strong>/);

      const help = slotOf((await get('/search?q=customs&type=help')).text, 'search').content;
      assert.deepEqual(
        new Set([...help.matchAll(/<span class="na-type">(\w+)<\/span>/g)].map(([, kind]) => kind)),
        new Set(['Help']),
      );

      const unknown = slotOf((await get('/search?q=ocean&type=everything')).text, 'search').content;
      assert.match(unknown, /<strong aria-current="page">All<\/strong>/);
    });

    it('says so when nothing matches, and offers all content from a narrower type', async () => {
      const everywhere = slotOf((await get('/search?q=zzqxv')).text, 'search').content;
      assert.ok(
        textOf(everywhere).includes(
          'No results found Nothing matched "zzqxv". Check the spelling or try fewer, more general words.',
        ),
        textOf(everywhere),
      );
      assert.ok(!links(everywhere).some(([, text]) => text === 'Search all content'));
      const services = slotOf((await get('/search?q=zzqxv&type=service')).text, 'search').content;
      assert.ok(textOf(services).includes('Nothing matched "zzqxv" in Services.'));
      assert.ok(links(services).some(([href, text]) => href === '/search?q=zzqxv&#38;type=all' && text === 'Search all content'));
      assert.ok(links(services).some(([href]) => href === '/support/contact-support'));
    });

    it("refuses a query longer than the API's, in its words", async () => {
      const { content } = slotOf((await get(`/search?q=${'a'.repeat(201)}`)).text, 'search');
      assert.equal(textOf(content), 'Query must be at most 200 characters. Please shorten it and try again.');
    });
  });
}

describe('answers in the page count against the API’s limits', () => {
  let site: Awaited<ReturnType<typeof startSite>>;
  before(async () => {
    const limits = defaultRateLimits();
    limits.tracking.perAddress.max = 3;
    limits.search.perAddress.max = 3;
    site = await startSite('pglite', limits);
  });
  after(() => site.close());

  it('a tracking page is one lookup, shared with the API: over the limit the slot says when to try again', async () => {
    const { server } = site;
    const api = () => server.request('POST', '/api/tracking/search', { body: { trackingNumber: 'GRL999' } });
    assert.equal((await api()).status, 200);
    assert.equal((await server.request('GET', '/track?number=GRL999')).status, 200);
    // A malformed number is refused before it is counted, as by the API.
    assert.equal((await server.request('GET', '/track?number=no%20such')).status, 200);
    assert.equal((await server.request('GET', '/support/track-shipment?number=GRL998')).status, 200);
    const over = await server.request('GET', '/track?number=GRL001');
    assert.equal(over.status, 429);
    assert.equal(over.headers.get('cache-control'), 'no-store');
    assert.ok(Number(over.headers.get('retry-after')) > 0);
    assert.equal(
      textOf(slotOf(over.text, 'tracking').content),
      'You have looked up many tracking numbers in a short time. Please try again in a minute.',
    );
    assert.equal((await api()).status, 429, 'and the API is over it too');
    // A page that asks nothing is no lookup.
    assert.equal((await server.request('GET', '/track')).status, 200);
  });

  it('a search page is one search, shared with the API', async () => {
    const { server } = site;
    const api = () => server.request('POST', '/api/search/global', { body: { query: 'ocean' } });
    assert.equal((await api()).status, 200);
    assert.equal((await server.request('GET', '/search?q=ocean')).status, 200);
    assert.equal((await server.request('GET', '/search?q=air&type=service')).status, 200);
    const over = await server.request('GET', '/search?q=road');
    assert.equal(over.status, 429);
    assert.equal(
      textOf(slotOf(over.text, 'search').content),
      'You have searched many times in a short time. Please try again in a minute.',
    );
    assert.equal((await api()).status, 429);
  });
});
