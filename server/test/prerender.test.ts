import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { criticalCss } from '../src/prerender/critical-css';
import {
  composePage,
  generationKey,
  PRELOAD_FAILURE_DRAIN,
  preloadHints,
  routeFile,
  type RemoteManifest,
} from '../src/prerender/generation';
import { currentGeneration, inputsInService, runPrerenderJob } from '../src/prerender/job';
import { SESSION_MARKER_HEAD } from 'shared-api/session-marker';
import { createPrerenderedPages } from '../src/prerender/pages';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>Globe Route Logistics</title><!--runtime-config--></head>' +
  '<body><noscript>This site needs JavaScript to run.</noscript><div id="root"></div><script defer src=/main.js></script></body></html>';

describe('a prerendered page', () => {
  it('is written where its path says, and a path that could leave the folder is refused', () => {
    assert.equal(routeFile('/'), 'index.html');
    assert.equal(routeFile('/services/ocean-freight'), 'services/ocean-freight/index.html');
    assert.equal(routeFile('/blog/'), 'blog/index.html');
    for (const bad of ['/../etc/passwd', '/a/./b', '/a%2Fb', '/a b']) assert.throws(() => routeFile(bad), /cannot name/);
  });

  it("is the shell's page with the markup in its root, its styles and the map it was made with", () => {
    const page = composePage(TEMPLATE, {
      html: '<h1>Ocean Freight</h1>',
      css: 'h1{color:navy}',
      runtimeConfig: { apiBase: '/api', remotes: { marketing: '</script><b>' } },
    });
    assert.match(page, /<div id="root"><h1>Ocean Freight<\/h1><\/div>/);
    assert.match(page, /<style data-prerendered>h1\{color:navy\}<\/style><\/head>/);
    assert.ok(page.includes('"marketing":"\\u003c/script>\\u003cb>"'), 'the map cannot close its element');
    assert.ok(!page.includes('<noscript>'), 'the page reads without JavaScript');
    assert.ok(page.includes('<script defer src=/main.js></script>'), 'the shell still starts');
    assert.throws(() => composePage('<html><body></body></html>', { html: '', css: '', runtimeConfig: {} }), /root/);
  });

  it('preloads what its scripts will fetch from the remotes, where the map says they are', () => {
    const manifest: RemoteManifest = {
      metaData: {
        remoteEntry: { name: 'remoteEntry.js', path: 'web/' },
        publicPath: 'auto',
        chunkGroups: { 'page-track': ['1.js', 'page-track.js'] },
      },
      exposes: [
        { name: 'routes', assets: { js: { sync: ['routes.js'] } } },
        { name: 'public-routes', assets: { js: { sync: ['public-routes.js'] } } },
      ],
    };
    const needs = {
      remotes: [
        { remote: 'marketing', exposes: ['routes'] },
        { remote: 'gone', exposes: ['x'] },
      ],
      chunks: ['page-track', 'page-unknown'],
    };
    assert.deepEqual(
      preloadHints({ marketing: 'https://cdn.example/marketing/v2/mf-manifest.json' }, { marketing: manifest }, needs),
      [
        { href: 'https://cdn.example/marketing/v2/mf-manifest.json', as: 'fetch' },
        { href: 'https://cdn.example/marketing/v2/web/remoteEntry.js', as: 'script' },
        { href: 'https://cdn.example/marketing/v2/routes.js', as: 'script' },
        { href: 'https://cdn.example/marketing/v2/1.js', as: 'script' },
        { href: 'https://cdn.example/marketing/v2/page-track.js', as: 'script' },
      ],
    );
    const relative = preloadHints({ marketing: '/remotes/marketing/mf-manifest.json' }, { marketing: manifest }, needs);
    assert.equal(relative[1]?.href, '/remotes/marketing/web/remoteEntry.js', 'a relative map gives hints relative to the page');
    const page = composePage(TEMPLATE, { html: '', css: '', runtimeConfig: {}, preloads: relative.slice(0, 2) });
    assert.ok(
      page.includes(
        `${PRELOAD_FAILURE_DRAIN}<link rel="preload" href="/remotes/marketing/mf-manifest.json" as="fetch" crossorigin><link rel="preload" href="/remotes/marketing/web/remoteEntry.js" as="script">`,
      ),
      'the hints, after the script that uses up a failed one',
    );
    const bare = composePage(TEMPLATE, { html: '', css: '', runtimeConfig: {} });
    assert.ok(!bare.includes(PRELOAD_FAILURE_DRAIN), 'no hints, no script for them');
    // A page with parts for signed-in and signed-out visitors gets the marker that shows each theirs.
    assert.ok(!bare.includes(SESSION_MARKER_HEAD));
    const portal = composePage(TEMPLATE, {
      html: '<div data-signed-out-only="">Sign in</div><div data-signed-in-only=""></div>',
      css: '',
      runtimeConfig: {},
    });
    assert.ok(portal.includes(`${SESSION_MARKER_HEAD}`) && portal.indexOf(SESSION_MARKER_HEAD) < portal.indexOf('</head>'));
  });

  it('inlines only the CSS its markup uses, with its media queries, states and keyframes', async () => {
    const css =
      ':root{--blue:#0b3d91}body{margin:0}#root{min-height:100vh}.hero{color:var(--blue);animation:fade 1s}.hero:hover{color:red}' +
      '@media (max-width:600px){.hero{font-size:2rem}.drawer{display:none}}@keyframes fade{from{opacity:0}}@keyframes spin{to{rotate:1turn}}' +
      '.admin-table{display:grid}';
    const critical = await criticalCss(css, '<section class="hero"><h1>Moving India</h1></section>');
    for (const kept of [
      ':root{--blue:#0b3d91}',
      'body{margin:0}',
      '#root{min-height:100vh}',
      '.hero:hover',
      '@media (max-width:600px){.hero',
      '@keyframes fade',
    ]) {
      assert.ok(critical.includes(kept), `${kept} is kept`);
    }
    for (const dropped of ['.drawer', 'spin', '.admin-table']) assert.ok(!critical.includes(dropped), `${dropped} is left out`);
    assert.equal(await criticalCss('', '<p>x</p>'), '');
  });

  it('belongs to a generation named by everything it was made from', () => {
    const key = generationKey(['map', 'manifest', 'index']);
    assert.match(key, /^[0-9a-f]{16}$/);
    assert.equal(generationKey(['map', 'manifest', 'index']), key);
    assert.notEqual(generationKey(['map', 'manifest 2', 'index']), key);
    assert.notEqual(generationKey(['mapm', 'anifest', 'index']), key, 'inputs do not run into each other');
  });
});

describe('the prerender job', () => {
  const root = mkdtempSync(join(tmpdir(), 'prerender-job-'));
  const outDir = join(root, 'generations');
  const shellDist = join(root, 'shell-dist');
  const mapPath = join(root, 'runtime-config.json');
  const prerenderer = join(root, 'prerender.cjs');
  const headingFile = join(root, 'heading.txt');
  /** A remote's manifest as its build writes it, for the release given. */
  const manifestOf = (release: string) =>
    JSON.stringify({
      release,
      metaData: {
        remoteEntry: { name: 'remoteEntry.js', path: '' },
        publicPath: 'auto',
        chunkGroups: { 'page-service': ['7220.js', `page-service.${release}.js`], 'page-home': ['page-home.js'] },
      },
      exposes: [
        { name: 'routes', assets: { js: { sync: ['__federation_expose_routes.js'] } } },
        { name: 'public-routes', assets: { js: { sync: ['__federation_expose_public_routes.js'] } } },
      ],
    });
  let manifest = manifestOf('1');
  let server: Server;
  let origin = '';

  const publicUrl = 'https://www.globeroute.example';
  let company = '{"success":true,"data":{"name":"Globe Route Logistics","phone":"+91 22 4000 1234"}}';
  const run = () => runPrerenderJob({ mapPath, origin, outDir, shellDist, prerenderer, publicUrl });
  const pageOf = (path: string) => createPrerenderedPages(outDir).pageFor(path);

  before(async () => {
    // The remotes' side: a manifest the test changes as a release would.
    server = createServer((request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(request.url === '/api/company' ? company : manifest);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    writeFileSync(mapPath, JSON.stringify({ apiBase: '/api', remotes: { marketing: '/remotes/marketing/mf-manifest.json' } }));
    mkdirSync(shellDist, { recursive: true });
    writeFileSync(join(shellDist, 'index.html'), TEMPLATE);
    writeFileSync(headingFile, 'Moving India');
    // The shell's prerenderer stands in here (a unit-test seam): its pages say what heading.txt says, or
    // fail when it says FAIL, as a remote release whose pages break would.
    writeFileSync(
      prerenderer,
      `const { readFileSync } = require('node:fs');
exports.load = async () => ({
  configure(setup) { globalThis.prerenderSetup = setup; },
  async publicRoutes(remotes) {
    if (remotes.join() !== 'marketing') throw new Error('asked ' + remotes + ' for their pages');
    return ['/', '/services/ocean-freight'];
  },
  remotesFor: () => [{ remote: 'marketing', exposes: ['routes'] }],
  async renderRoute(url) {
    const heading = readFileSync(${JSON.stringify(headingFile)}, 'utf8');
    if (heading === 'FAIL') throw new Error('the marketing remote could not be loaded');
    return {
      html: '<h1>' + heading + '</h1><p>' + url + '</p><p>' + globalThis.prerenderSetup.company.phone + '</p>',
      css: 'h1{color:navy}.unused{color:red}',
      chunks: url === '/' ? ['page-home'] : ['page-service'],
      meta: url === '/' ? { title: '' } : {
        title: 'Ocean Freight',
        description: 'FCL & LCL sailings from "Nhava Sheva"',
        structuredData: [{ '@type': 'BreadcrumbList', itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Home', item: '/' }] }],
      },
      // As react-query dehydrates it: with the times of this run, which do not make the page another.
      queryState: { queries: [{ queryKey: ['company'], dehydratedAt: Date.now(), state: { data: globalThis.prerenderSetup.company, dataUpdatedAt: Date.now() } }] },
    };
  },
});`,
    );
  });
  after(() => server.close());

  it('renders every public route into a generation, then points at it', async () => {
    const { generation, result, pages } = await run();
    assert.equal(result, 'made');
    assert.deepEqual(pages, { rendered: 2, changed: 2, unchanged: 0 });
    assert.deepEqual(generation.routes, ['/', '/services/ocean-freight']);
    assert.equal(currentGeneration(outDir)?.key, generation.key);
    assert.match(pageOf('/')!, /<h1>Moving India<\/h1><p>\/<\/p>/);
    assert.match(pageOf('/services/ocean-freight/')!, /<p>\/services\/ocean-freight<\/p>/);
    // Only the rules the page uses are inlined; its scripts' fetches from the remote start with the HTML.
    assert.match(pageOf('/')!, /<style data-prerendered>h1\{color:navy\}<\/style>/);
    const hints = (html: string) => [...html.matchAll(/<link rel="preload" href="([^"]+)"/g)].map((match) => match[1]);
    assert.deepEqual(hints(pageOf('/services/ocean-freight')!), [
      '/remotes/marketing/mf-manifest.json',
      '/remotes/marketing/remoteEntry.js',
      '/remotes/marketing/__federation_expose_routes.js',
      '/remotes/marketing/7220.js',
      '/remotes/marketing/page-service.1.js',
    ]);
    assert.ok(hints(pageOf('/')!).includes('/remotes/marketing/page-home.js'));
    assert.ok(!hints(pageOf('/')!).includes('/remotes/marketing/7220.js'), "another page's chunks are not preloaded");
    assert.equal(pageOf('/admin/dashboard'), undefined, 'other paths get the shell page');
    assert.equal(pageOf('/../runtime-config.json'), undefined);
    // The remotes were loaded through the map, its relative URLs made absolute.
    assert.deepEqual((globalThis as { prerenderSetup?: unknown }).prerenderSetup, {
      apiBase: `${origin}/api`,
      remotes: { marketing: `${origin}/remotes/marketing/mf-manifest.json` },
      company: { name: 'Globe Route Logistics', phone: '+91 22 4000 1234' },
    });
  });

  it('gives each page its own title, description, canonical and sharing tags, JSON-LD and the data it was made from', () => {
    const page = pageOf('/services/ocean-freight')!;
    assert.match(page, /<title>Ocean Freight \| Globe Route Logistics<\/title>/);
    assert.match(page, /<meta name="description" content="FCL &#38; LCL sailings from &#34;Nhava Sheva&#34;">/);
    assert.match(page, /<link rel="canonical" href="https:\/\/www.globeroute.example\/services\/ocean-freight">/);
    assert.match(page, /<meta property="og:title" content="Ocean Freight">/);
    assert.match(page, /<meta property="og:url" content="https:\/\/www.globeroute.example\/services\/ocean-freight">/);
    assert.match(page, /<meta name="twitter:card" content="summary">/);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(page)![1]!);
    assert.equal(jsonLd['@context'], 'https://schema.org');
    assert.equal(jsonLd.itemListElement[0].item, 'https://www.globeroute.example/', 'links in JSON-LD are absolute');
    assert.match(page, /<script type="application\/json" id="query-state">\{"queries"/);
    assert.match(page, /\+91 22 4000 1234/, "the company's contacts are in the HTML");
    assert.match(pageOf('/')!, /<title>Globe Route Logistics<\/title>/);
  });

  it('writes a sitemap of every page and a robots.txt that keeps crawlers out of the back office', () => {
    const pages = createPrerenderedPages(outDir);
    const sitemap = pages.siteFile('sitemap.xml')!;
    assert.match(
      sitemap,
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    assert.deepEqual(
      [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]),
      ['https://www.globeroute.example/', 'https://www.globeroute.example/services/ocean-freight'],
    );
    assert.equal(
      pages.siteFile('robots.txt'),
      'User-agent: *\nDisallow: /admin\nDisallow: /api/\n\nSitemap: https://www.globeroute.example/sitemap.xml\n',
    );
  });

  it('makes a new generation when the company profile changes', async () => {
    const before = currentGeneration(outDir)!.key;
    company = '{"success":true,"data":{"name":"Globe Route Logistics","phone":"+91 22 4000 9999"}}';
    const { generation, result } = await run();
    assert.equal(result, 'made');
    assert.notEqual(generation.key, before);
    assert.match(pageOf('/')!, /\+91 22 4000 9999/);
  });

  it('does nothing when its generation exists, and makes a new one for a new release', async () => {
    const first = currentGeneration(outDir)!.key;
    assert.equal((await run()).result, 'reused');
    manifest = manifestOf('2');
    writeFileSync(headingFile, 'Freight, on time');
    const { generation } = await run();
    assert.notEqual(generation.key, first);
    assert.match(pageOf('/')!, /Freight, on time/);
    // A rollback finds its generation made already.
    manifest = manifestOf('1');
    const rolledBack = await run();
    assert.deepEqual([rolledBack.result, rolledBack.generation.key], ['reused', first]);
    assert.match(pageOf('/')!, /Moving India/, 'the old pages are back');
  });

  it('links a page that renders as it is in service instead of writing it again', async () => {
    writeFileSync(headingFile, 'Moving India');
    const inService = currentGeneration(outDir)!.key;
    const fileOf = (key: string, path: string) => statSync(join(outDir, key, routeFile(path)));
    // Release 7 changes only the service page's chunk: the home page renders to the same bytes.
    manifest = manifestOf('7');
    const { generation, result, pages } = await run();
    assert.equal(result, 'made');
    assert.deepEqual(pages, { rendered: 2, changed: 1, unchanged: 1 });
    assert.equal(fileOf(generation.key, '/').ino, fileOf(inService, '/').ino, 'the home page is the same file');
    assert.notEqual(fileOf(generation.key, '/services/ocean-freight').ino, fileOf(inService, '/services/ocean-freight').ino);
    assert.match(pageOf('/services/ocean-freight')!, /page-service\.7\.js/);
    assert.match(pageOf('/')!, /Moving India/);
  });

  it('writes no generation when its inputs change but none of its pages do', async () => {
    const inService = currentGeneration(outDir)!.key;
    const folders = readdirSync(outDir).sort();
    // The prerenderer rebuilt, rendering as before.
    writeFileSync(prerenderer, `${readFileSync(prerenderer, 'utf8')}\n// rebuilt\n`);
    const { generation, result, pages } = await run();
    assert.deepEqual([result, generation.key], ['same', inService]);
    assert.deepEqual(pages, { rendered: 2, changed: 0, unchanged: 2 });
    assert.deepEqual(readdirSync(outDir).sort(), folders, 'nothing was written beside the pointer');
    assert.equal(currentGeneration(outDir)?.key, inService);
    assert.notEqual(inputsInService(outDir), inService, 'the pointer knows these inputs are in service');
    assert.equal((await run()).result, 'reused', 'so the next run has nothing to do');
  });

  it('leaves the pages in service when a release cannot be prerendered', async () => {
    const inService = currentGeneration(outDir)!.key;
    manifest = manifestOf('3');
    writeFileSync(headingFile, 'FAIL');
    await assert.rejects(run(), /could not be loaded/);
    assert.equal(currentGeneration(outDir)?.key, inService);
    assert.deepEqual(
      readdirSync(outDir).filter((name) => name.startsWith('.tmp-')),
      [],
      'nothing half-made is left',
    );
    assert.match(pageOf('/')!, /Moving India/);
  });

  it('keeps the generation in service and the two newest others', async () => {
    for (const release of ['4', '5', '6']) {
      manifest = manifestOf(String(release));
      writeFileSync(headingFile, `Release ${release}`);
      await run();
    }
    const current = currentGeneration(outDir)!.key;
    const kept = readdirSync(outDir).filter((name) => name !== 'current.json' && !name.startsWith('.'));
    assert.equal(kept.length, 3);
    assert.ok(kept.includes(current));
    assert.ok(existsSync(join(outDir, current, 'services/ocean-freight/index.html')));
    assert.match(readFileSync(join(outDir, current, 'index.html'), 'utf8'), /Release 6/);
  });
});
