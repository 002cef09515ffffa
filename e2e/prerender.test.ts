// The public site as HTML made ahead of time (issue 16): what a crawler, a link preview or a visitor
// without JavaScript gets from the server, and the same page brought to life in Chromium.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { POST_BODIES } from '../remote-marketing/src/content/blog-posts.ts';
import { publicRoutes as marketingRoutes } from '../remote-marketing/src/public-routes.ts';
import { publicRoutes as searchRoutes } from '../remote-search/src/public-routes.ts';
import { launchBrowser, openPage, waitForLive } from './support/browser.ts';
import { headingIn, textIn } from './support/html.ts';
import { startServer, type RunningServer } from './support/server.ts';

/** Keeps the heading, forms and fields the HTML parser made (before any script runs: deferred scripts come after). */
const PARSED_MARKER = `document.addEventListener('readystatechange', () => {
  if (document.readyState === 'interactive') window.parsedElements = [...document.querySelectorAll('#root h1, #root form, #root input, #root select, #root textarea')];
});`;

/** The files the header search's enhancement takes from the search remote (its manifest's search-box). */
async function searchBoxFiles(): Promise<Set<string>> {
  const base = '/remotes/search/';
  const manifest = (await (await fetch(`${server.url}${base}mf-manifest.json`)).json()) as {
    metaData: { remoteEntry: { name: string } };
    exposes: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
  };
  const expose = manifest.exposes.find(({ name }) => name === 'search-box');
  return new Set(
    [`mf-manifest.json`, manifest.metaData.remoteEntry.name, ...(expose?.assets.js.sync ?? [])].map((file) => `${base}${file}`),
  );
}

/**
 * The files of the forms' validation (zod and the schemas), which a form page fetches once it is live
 * (remote-marketing's useSchemaForm): the marketing manifest's `form-schemas` chunk group.
 */
async function formSchemaFiles(): Promise<Set<string>> {
  const base = '/remotes/marketing/';
  const manifest = (await (await fetch(`${server.url}${base}mf-manifest.json`)).json()) as {
    metaData: { chunkGroups?: Record<string, string[]> };
  };
  return new Set((manifest.metaData.chunkGroups?.['form-schemas'] ?? []).map((file) => `${base}${file}`));
}

/** Every public page, as the remotes that own them list them. */
const publicRoutes = () => [...marketingRoutes(), ...searchRoutes()];

let server: RunningServer;
let browser: Browser;

/** The page's HTML as the server sends it, before any script runs. */
async function htmlOf(path: string): Promise<string> {
  const response = await fetch(`${server.url}${path}`);
  assert.equal(response.status, 200, path);
  assert.match(response.headers.get('content-type') ?? '', /^text\/html/);
  return response.text();
}

before(async () => {
  server = await startServer({ PRERENDER: 'true' });
  browser = await launchBrowser();
  // The job starts once the server listens; its first generation takes a few seconds.
  const deadline = Date.now() + 90_000;
  while (!headingIn(await htmlOf('/services/ocean-freight'))) {
    if (Date.now() > deadline) throw new Error('no prerendered page within 90 s');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

describe('prerendered public pages', () => {
  it('every public route comes as HTML with its heading, styles and the map it was made with', async () => {
    const routes = publicRoutes();
    assert.ok(routes.length > 40, 'services, industries, posts and help articles are all there');
    for (const path of routes) {
      const html = await htmlOf(path);
      assert.ok(headingIn(html), `${path} has its heading in the HTML`);
      // A script file before the heading holds the page until it arrives; a few hundred bytes inline do not.
      const blocking = [...html.slice(0, html.indexOf('<h1')).matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        ([, attributes = '', text = '']) =>
          !/\b(defer|async)\b|type="?(module|application\/(ld\+)?json)/.test(attributes) &&
          (/\bsrc=/.test(attributes) || text.length > 1024),
      );
      assert.deepEqual(blocking, [], `${path}: no script file is waited for before the heading is shown`);
      assert.match(html, /<style data-prerendered>/, path);
      assert.match(html, /<script type="application\/json" id="runtime-config">\{"apiBase"/, path);
      assert.ok(!html.includes('This site needs JavaScript'), path);
    }
    assert.equal(headingIn(await htmlOf('/services/ocean-freight')), 'Ocean Freight');
    // The back office and a password reset link are the shell's page, rendered in the browser.
    for (const path of ['/admin/login', '/reset-password']) {
      assert.match(await htmlOf(path), /<div id="?root"?><\/div>/, path);
    }
  });

  it('each page has its own title, description, canonical and sharing tags, and JSON-LD where it fits', async () => {
    const service = await htmlOf('/services/ocean-freight');
    assert.match(service, /<title>Ocean Freight \| Globe Route Logistics<\/title>/);
    assert.match(service, /<meta name="description" content="FCL and LCL sailings[^"]*">/);
    assert.equal((service.match(/<meta name="?description"?/g) ?? []).length, 1, "one description, the page's own");
    assert.match(service, new RegExp(`<link rel="canonical" href="${server.url}/services/ocean-freight">`));
    assert.match(service, /<meta property="og:title" content="Ocean Freight">/);
    assert.match(service, /<meta name="twitter:card" content="summary">/);
    const types = (html: string) =>
      [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!)['@type']);
    assert.deepEqual(types(service), ['BreadcrumbList', 'FAQPage']);
    assert.deepEqual(types(await htmlOf('/')), ['Organization', 'LocalBusiness']);
    const post = publicRoutes().find((route) => route.startsWith('/blog/'))!;
    const postHtml = await htmlOf(post);
    assert.deepEqual(types(postHtml), ['BreadcrumbList', 'BlogPosting']);
    assert.match(postHtml, /<meta property="og:type" content="article">/);
    // The post's text is in its HTML, and its own chunk (no other post's) is preloaded with the page's.
    const slug = post.slice('/blog/'.length);
    const { default: body } = await POST_BODIES[slug]!();
    const firstParagraph = body.find((block) => block.kind === 'p');
    assert.ok(firstParagraph?.kind === 'p' && textIn(postHtml).includes(firstParagraph.text), 'the body is in the HTML');
    const postChunks = [...postHtml.matchAll(/<link rel="preload" href="[^"]*\/(post-[^".]+)\.[^"]*"/g)].map((match) => match[1]);
    assert.deepEqual(postChunks, [`post-${slug}`]);
    // The company's contacts come from its profile at prerender time.
    const company = (await (await fetch(`${server.url}/api/company`)).json()).data as { phone: string; email: string };
    assert.ok(service.includes(company.email), 'the e-mail address is in the header of the HTML');
  });

  it('has a sitemap of every public page and a robots.txt that keeps the back office out', async () => {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    assert.match(
      sitemap,
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    assert.deepEqual(
      [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => new URL(match[1]!).pathname).sort(),
      publicRoutes().sort(),
    );
    const robots = await fetch(`${server.url}/robots.txt`);
    assert.match(robots.headers.get('content-type') ?? '', /^text\/plain/);
    assert.equal(await robots.text(), `User-agent: *\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${server.url}/sitemap.xml\n`);
  });

  it('hydrates every public route in place, from files its HTML preloads, without the back office', async () => {
    for (const path of publicRoutes()) {
      const { page, context, consoleErrors, consoleWarnings } = await openPage(browser, server.url);
      const fromRemotes: string[] = [];
      const fonts: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/remotes/')) fromRemotes.push(url.pathname);
        if (request.resourceType() === 'font') fonts.push(url.href);
      });
      const html = await htmlOf(path);
      // Every element of the HTML is marked as the parser finishes, before any script runs.
      await page.addInitScript(PARSED_MARKER);
      await page.goto(path);
      await waitForLive(page);
      // Hydrated in place: the heading and every form and field of the HTML are still in the page, not
      // rendered afresh (a page's frame may add what depends on the visitor).
      assert.deepEqual(
        await page.evaluate(() =>
          ((window as unknown as { parsedElements?: Element[] }).parsedElements ?? [])
            .filter((element) => !element.isConnected)
            .map((element) => element.outerHTML.slice(0, 80)),
        ),
        [],
        `${path}: hydrated in place`,
      );
      // Once live, the search remote turns the header's own field into its combobox.
      await page.getByRole('combobox', { name: 'Search' }).waitFor();
      assert.equal((await page.locator('h1').first().textContent())?.trim(), headingIn(html), path);
      const warnings = consoleWarnings.filter((text) => /hydrat|preload/i.test(text));
      assert.deepEqual([consoleErrors, warnings], [[], []], `${path}: no errors, no hydration or preload warnings`);
      // Everything the page took from the remotes to come alive was in its HTML's preload hints, fetched once;
      // the header search's enhancement and the forms' validation are fetched after the page is live, on purpose.
      const preloaded = [...html.matchAll(/<link rel="preload" href="([^"]+)"/g)].map((match) => match[1]);
      const afterLive = new Set([...(await searchBoxFiles()), ...(await formSchemaFiles())]);
      assert.deepEqual(
        fromRemotes.filter((file) => !preloaded.includes(file) && !afterLive.has(file)),
        [],
        `${path}: every remote file was preloaded`,
      );
      assert.equal(new Set(fromRemotes).size, fromRemotes.length, `${path}: no file fetched twice`);
      // A marketing page has a chunk of its own; the search page is the search remote's exposed module.
      const ownCode =
        path === '/search' ? /\/__federation_expose_search_page\.[0-9a-f]{8}\.js$/ : /\/page-[\w-]+\.[0-9a-f]{8}\.js$/;
      assert.ok(
        preloaded.some((href) => ownCode.test(href!)),
        `${path}: its own page's code is preloaded`,
      );
      assert.ok(!fromRemotes.some((file) => file.startsWith('/remotes/admin/')), `${path}: nothing of the back office`);
      assert.deepEqual(fonts, [], `${path}: the system's fonts, so no download holds the text back`);
      await context.close();
    }
  });

  it('routes links in the hydrated page', async () => {
    const { page, context, consoleErrors } = await openPage(browser, server.url);
    await page.goto('/');
    await waitForLive(page);
    await page.evaluate(() => ((window as unknown as { stillThisPage: boolean }).stillThisPage = true));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
    await page.waitForURL(/\/about$/);
    await page.getByRole('heading', { level: 1, name: headingIn(await htmlOf('/about')) }).waitFor();
    assert.equal(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage), true);
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  it('reads and links without JavaScript', async () => {
    const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/services/ocean-freight');
    assert.equal((await page.locator('h1').first().textContent())?.trim(), 'Ocean Freight');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
    await page.waitForURL(/\/blog$/);
    assert.equal((await page.locator('h1').first().textContent())?.trim(), 'The Globe Route blog');
    // A form that must post says it needs JavaScript; its address is React's `javascript:` one, which the
    // browser ignores, so nothing typed goes anywhere. (Playwright's text matching skips <noscript>, so its
    // notice is read as an element.)
    const notices = async () => {
      const shown = page.locator('noscript > p');
      return Promise.all((await shown.all()).map(async (notice) => (await notice.isVisible()) && (await notice.textContent())));
    };
    await page.goto('/contact');
    assert.ok(
      (await notices()).includes(
        'This form needs JavaScript, which is turned off in your browser. Please turn it on, or call or e-mail us: our contacts are at the top of the page.',
      ),
    );
    const sendsNowhere = async (form: string) =>
      assert.match((await page.getByRole('form', { name: form }).getAttribute('action')) ?? '', /^javascript:/, form);
    await sendsNowhere('Contact us');
    await page.getByRole('button', { name: 'Send message' }).click();
    assert.equal(new URL(page.url()).pathname + new URL(page.url()).search, '/contact', 'nothing was sent');
    await page.goto('/login');
    assert.match((await page.locator('form:has(input[name="password"])').getAttribute('action')) ?? '', /^javascript:/);
    assert.ok((await notices()).some((text) => text && text.startsWith('Signing in needs JavaScript')));
    // The portal shows a signed-out visitor the way in, and its tracking box works as a plain GET form.
    await page.goto('/support/customer-portal');
    await page.getByRole('heading', { name: 'Sign in to see your quotes and shipments' }).waitFor();
    assert.equal(await page.getByRole('form', { name: 'Track a shipment' }).getAttribute('action'), '/track');
    await context.close();
  });

  it('fills in what the address asks for once hydrated', async () => {
    const { page, context, consoleErrors, consoleWarnings } = await openPage(browser, server.url);
    await page.goto('/quote?service=air-freight');
    await waitForLive(page);
    await page.waitForFunction(
      () => document.querySelector<HTMLSelectElement>('select[name="service"]')?.value === 'air-freight',
    );
    const readyDate = page.getByLabel('Ready date *');
    assert.match((await readyDate.getAttribute('min')) ?? '', /^\d{4}-\d{2}-\d{2}$/, "today's bounds, the browser's own");
    await page.goto('/track?number=GRL404');
    await page.getByRole('heading', { name: 'Tracking number not found' }).waitFor();
    assert.equal(await page.getByLabel('Tracking number').first().inputValue(), 'GRL404');
    await page.goto('/support/customer-portal');
    await page.getByRole('link', { name: 'Create an account' }).waitFor();
    const warnings = consoleWarnings.filter((text) => /hydrat/i.test(text));
    assert.deepEqual([consoleErrors, warnings], [[], []]);
    await context.close();
  });
});
