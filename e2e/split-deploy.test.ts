// The composed site with every remote on its own origin: a remote that is down or hangs fails only
// in its own area, and one team ships (and rolls back) its remote without the shell being rebuilt.
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import {
  buildRelease,
  mapPath,
  pointRemoteAt,
  publishDist,
  releaseSourceMapDir,
  sourceMapRoot,
  writeInitialMap,
} from '../scripts/lib/split-layout.mjs';
import { startStaticServer } from '../scripts/lib/static-server.mjs';
import { launchBrowser, openPage } from './support/browser.ts';
import { headingIn } from './support/html.ts';
import { freePort, REPO_ROOT, startServer, type RunningServer } from './support/server.ts';

const HOME_HEADING = 'Freight that keeps your business moving';
const NEW_HEADING = 'Freight that keeps your business moving, now in 40 countries';

let deployRoot: string;
let site: RunningServer;
let browser: Browser;
const ports: Record<string, number> = {};
const remoteServers: Record<string, Server> = {};

/**
 * What a production build must not leave in a served folder: source maps (or their compressed copies),
 * a `//# sourceMappingURL=` comment, or a stylesheet's map inlined into the JS by css-loader.
 */
function sourceMapLeaks(folder: string): string[] {
  const leaks: string[] = [];
  for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    if (/\.map(?:\.(?:br|gz))?$/i.test(file)) leaks.push(`${file} is a source map`);
    else if (file.endsWith('.js')) {
      const js = readFileSync(join(folder, file), 'utf8');
      if (js.includes('//# sourceMappingURL=')) leaks.push(`${file} links its source map`);
      if (/"?version"?:3,"?sources"?:\[/.test(js)) leaks.push(`${file} carries an inline source map`);
    }
  }
  return leaks;
}

function closeServer(server: Server | undefined): Promise<void> {
  return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
}

/** The h1 of `/` as the server sends it, fetched without a browser: the prerendered page's. */
async function homeHeadingInHtml(): Promise<string | undefined> {
  return headingIn(await (await fetch(`${site.url}/`)).text());
}

/** Waits until the server's HTML for `/` has `heading`; a release must reach it within a minute. */
async function htmlFollows(heading: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while ((await homeHeadingInHtml()) !== heading) {
    if (Date.now() > deadline) throw new Error(`the HTML of / did not show "${heading}" within a minute`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** A copy of remote-marketing's source with one file changed, built into a new release folder. */
async function buildMarketingRelease(release: string, file: string, change: (text: string) => string) {
  const source = join(REPO_ROOT, '.e2e-remote-marketing');
  rmSync(source, { recursive: true, force: true });
  cpSync(join(REPO_ROOT, 'remote-marketing'), source, {
    recursive: true,
    filter: (path) =>
      !path.includes(`${join('remote-marketing', 'dist')}`) && !path.includes(join('remote-marketing', 'sourcemaps')),
  });
  const changed = join(source, file);
  writeFileSync(changed, change(readFileSync(changed, 'utf8')));
  try {
    await buildRelease(deployRoot, 'marketing', release, { sourceDir: '.e2e-remote-marketing' });
  } finally {
    rmSync(source, { recursive: true, force: true });
  }
}

async function serveRemote(name: string): Promise<void> {
  remoteServers[name] = await startStaticServer(join(deployRoot, name), ports[name]);
}

before(async () => {
  deployRoot = mkdtempSync(join(tmpdir(), 'e2e-split-'));
  for (const name of ['marketing', 'search', 'admin']) ports[name] = await freePort();
  for (const name of Object.keys(ports)) publishDist(deployRoot, name, 'v1');
  writeInitialMap(deployRoot, ports, 'v1');
  for (const name of Object.keys(ports)) await serveRemote(name);
  site = await startServer({ RUNTIME_CONFIG: mapPath(deployRoot), PRERENDER: 'true' });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await site?.stop();
  for (const server of Object.values(remoteServers)) await closeServer(server);
  rmSync(deployRoot, { recursive: true, force: true });
  rmSync(sourceMapRoot(deployRoot), { recursive: true, force: true });
});

describe('remotes deployed on their own origins', () => {
  it('keeps the source maps of production builds out of every served folder, and no server sends one', async () => {
    for (const app of ['shell', 'remote-marketing', 'remote-search', 'remote-admin']) {
      assert.deepEqual(sourceMapLeaks(join(REPO_ROOT, app, 'dist')), [], `${app}/dist`);
      // The hidden maps are kept beside dist, to read production stack traces.
      const map = JSON.parse(readFileSync(join(REPO_ROOT, app, 'sourcemaps', 'main.js.map'), 'utf8'));
      assert.equal(map.version, 3, app);
      assert.equal(map.file, 'main.js', app);
    }
    for (const name of Object.keys(ports)) {
      assert.deepEqual(sourceMapLeaks(join(deployRoot, name)), [], `${name} releases`);
      assert.ok(existsSync(join(releaseSourceMapDir(deployRoot, name, 'v1'), 'main.js.map')), `${name} v1 maps`);
    }

    for (const url of [
      `${site.url}/main.js.map`,
      `${site.url}/remotes/marketing/main.js.map`,
      `${site.url}/remotes/admin/remoteEntry.js.map`,
      `http://127.0.0.1:${ports.search}/v1/main.js.map`,
      `http://127.0.0.1:${ports.search}/v1/remoteEntry.js.map`,
    ]) {
      const res = await fetch(url);
      assert.equal(res.status, 404, url);
      await res.arrayBuffer();
    }
    // …while what the maps belong to is there.
    assert.equal((await fetch(`${site.url}/main.js`, { method: 'HEAD' })).status, 200);
    assert.equal((await fetch(`http://127.0.0.1:${ports.search}/v1/main.js`, { method: 'HEAD' })).status, 200);
  });

  it('composes the site from three origins', async () => {
    const { page, context, consoleErrors } = await openPage(browser, site.url);
    const origins = new Set<string>();
    const entryEncodings = new Map<string, string | null>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      origins.add(url.origin);
      if (url.pathname.endsWith('/remoteEntry.js'))
        void response.headerValue('content-encoding').then((value) => entryEncodings.set(url.origin, value));
    });
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: HOME_HEADING }).waitFor();
    await page.getByRole('combobox', { name: 'Search' }).waitFor();
    for (const name of ['marketing', 'search']) {
      const origin = `http://localhost:${ports[name]}`;
      assert.ok(origins.has(origin), `${name} origin used`);
      // The remotes' own servers send the brotli copies the build wrote, as the site's server does.
      assert.equal(entryEncodings.get(origin), 'br', `${name} remoteEntry.js is sent compressed`);
    }
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  it('shows the error screen only in the area of a remote that is down, and Try Again recovers', async () => {
    // The prerendered page, whose hints ask for the remote's files with the HTML: they fail while it is down.
    await htmlFollows(HOME_HEADING);
    await closeServer(remoteServers.marketing);
    const { page, context } = await openPage(browser, site.url);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Oops! Something went wrong' }).waitFor();
    const hints = await page
      .locator('link[rel=preload]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    assert.ok(
      hints.some((href) => href.startsWith(`http://localhost:${ports.marketing}/`)),
      `the page hints the remote's files: ${hints.join(', ')}`,
    );
    // The shell and the other remotes keep working around it.
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.getByRole('combobox', { name: 'Search' }).waitFor();
    await page.getByText('Our support team is available 24/7').waitFor();
    assert.ok(await page.getByRole('button', { name: 'Refresh Page' }).isVisible());

    await serveRemote('marketing');
    // What the page asked for after Try Again, for the failure message.
    const afterRetry: string[] = [];
    page.on('requestfailed', (request) => afterRetry.push(`failed ${request.url()}: ${request.failure()?.errorText}`));
    page.on('response', (response) => afterRetry.push(`${response.status()} ${response.url()}`));
    page.on('console', (message) => afterRetry.push(`console.${message.type()}: ${message.text()}`));
    // One press is enough: the page's preload hints failed while the remote was down, and Chromium would
    // answer the first request for each of them with that old failure (see PRELOAD_FAILURE_DRAIN).
    await page.getByRole('button', { name: 'Try Again' }).click();
    try {
      await page.getByRole('heading', { level: 1, name: HOME_HEADING }).waitFor({ timeout: 20_000 });
    } catch (error) {
      const shown = await page.getByRole('heading', { name: 'Oops! Something went wrong' }).isVisible();
      throw new Error(`Try Again did not bring the page back (error screen shown: ${shown}):\n${afterRetry.join('\n')}`, {
        cause: error,
      });
    }
    await context.close();
  });

  it('gives up on a remote that hangs instead of loading forever', async () => {
    await closeServer(remoteServers.admin);
    // Accepts connections and never answers, like a wedged origin.
    const hung = createServer(() => {});
    await new Promise<void>((resolve) => hung.listen(ports.admin, '127.0.0.1', resolve));
    try {
      const { page, context } = await openPage(browser, site.url);
      await page.goto('/admin/login');
      const started = Date.now();
      await page.getByRole('heading', { name: 'Oops! Something went wrong' }).waitFor({ timeout: 30_000 });
      assert.ok(Date.now() - started < 25_000, 'error screen within the remote timeout');
      await context.close();
    } finally {
      hung.closeAllConnections();
      await closeServer(hung);
      await serveRemote('admin');
    }
  });

  it('ships a new release of one remote by changing only its map entry, and rolls it back', async () => {
    const shellBuiltAt = statSync(join(REPO_ROOT, 'shell/dist/main.js')).mtimeMs;
    const serverPid = site.process.pid;

    // The marketing team's change, built from a copy of their source into a new release folder.
    await buildMarketingRelease('v2', 'src/pages/home-page.tsx', (text) => text.replace(HOME_HEADING, NEW_HEADING));
    await htmlFollows(HOME_HEADING);
    // The release's maps went outside the deploy root, into its own folder: v1's are still there.
    assert.deepEqual(sourceMapLeaks(join(deployRoot, 'marketing')), []);
    assert.ok(existsSync(join(releaseSourceMapDir(deployRoot, 'marketing', 'v2'), 'main.js.map')), 'v2 maps kept');
    assert.ok(existsSync(join(releaseSourceMapDir(deployRoot, 'marketing', 'v1'), 'main.js.map')), 'v1 maps kept');

    const { page, context } = await openPage(browser, site.url);
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: HOME_HEADING, exact: true }).waitFor();

    // The page carries the map its HTML was made with: visitors get the new release with the HTML made
    // from it, which follows the map within a minute (a crawler sees it without a browser).
    pointRemoteAt(deployRoot, 'marketing', 'v2', ports.marketing);
    await htmlFollows(NEW_HEADING);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: NEW_HEADING }).waitFor();

    pointRemoteAt(deployRoot, 'marketing', 'v1', ports.marketing);
    await htmlFollows(HOME_HEADING);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: HOME_HEADING, exact: true }).waitFor();

    assert.equal(statSync(join(REPO_ROOT, 'shell/dist/main.js')).mtimeMs, shellBuiltAt, 'shell not rebuilt');
    assert.equal(site.process.pid, serverPid);
    assert.equal(site.process.exitCode, null, 'server not restarted');
    await context.close();
  });

  it('keeps the pages in service when a release cannot be prerendered, and says why in the log', async () => {
    await buildMarketingRelease('v3', 'src/public-routes.ts', (text) =>
      text.replace("'/about',", "'/about', (() => { throw new Error('v3 lost its list of pages'); })(),"),
    );
    pointRemoteAt(deployRoot, 'marketing', 'v3', ports.marketing);
    const deadline = Date.now() + 60_000;
    while (!site.output().includes('v3 lost its list of pages')) {
      if (Date.now() > deadline) throw new Error('the failed prerender was not logged within a minute');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    assert.match(site.output(), /prerender job failed .*the pages in service stay as they were/);
    assert.equal(await homeHeadingInHtml(), HOME_HEADING, "v1's pages are still served");
    pointRemoteAt(deployRoot, 'marketing', 'v1', ports.marketing);
  });
});
