// Issue 26: the tracking lookup and the site search answer without JavaScript. The server fills the
// prerendered page's `<noscript data-answer>` slot with the answer; with JavaScript the page hydrates
// and answers itself, and the slot stays unseen.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const htmlOf = async (path: string) => (await fetch(`${server.url}${path}`)).text();

before(async () => {
  server = await startServer({ PRERENDER: 'true' }, { demo: true });
  browser = await launchBrowser();
  // The job starts once the server listens; wait for its first generation, slots included.
  const deadline = Date.now() + 90_000;
  while (
    !(await htmlOf('/track')).includes('<noscript data-answer="tracking"></noscript>') ||
    !(await htmlOf('/search')).includes('<noscript data-answer="search"></noscript>')
  ) {
    if (Date.now() > deadline) throw new Error('no prerendered pages with their answer slots within 90 s');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  page = await context.newPage();
});

after(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

/** The filled slot. (Playwright's text and role queries skip <noscript>, so it is read with CSS.) */
const slot = (kind: 'tracking' | 'search') => page.locator(`noscript[data-answer="${kind}"]`);
const texts = async (locator: Locator) => (await locator.allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim());

interface TrackingAnswer {
  trackingNumber: string;
  status: string;
  origin: string;
  destination: string;
  currentLocation: string;
  progress: number;
  updates: { date: string; time: string; status: string; location: string; description: string }[];
}

async function apiTracking(number: string): Promise<TrackingAnswer> {
  const response = await fetch(`${server.url}/api/tracking/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ trackingNumber: number }),
  });
  const body = (await response.json()) as { data: TrackingAnswer[] };
  return body.data[0]!;
}

describe('without JavaScript', () => {
  it("tracks a shipment: its number, status, route, progress and every event, from the address's number", async () => {
    const response = await page.goto('/track?number=grl001');
    assert.equal(response?.status(), 200);
    assert.equal(response?.headers()['cache-control'], 'no-store');
    const expected = await apiTracking('GRL001');
    const answer = slot('tracking');
    assert.equal(await answer.locator('h2').isVisible(), true);
    assert.equal(await answer.locator('h2').textContent(), 'GRL001');
    assert.equal(await answer.locator('.na-badge').textContent(), expected.status);
    const facts = Object.fromEntries(
      await Promise.all((await answer.locator('dl > div').all()).map(async (fact) => texts(fact.locator('dt, dd')))),
    ) as Record<string, string>;
    assert.equal(facts.Origin, expected.origin);
    assert.equal(facts.Destination, expected.destination);
    assert.match(facts['Estimated delivery'] ?? '', /^\w+day, \d{1,2} \w+ \d{4}$/);
    assert.equal(facts['Current location'], expected.currentLocation);
    assert.ok((await answer.textContent())?.includes(`${Math.round(expected.progress)}% of the journey done`));
    const events = await texts(answer.locator('ol > li'));
    assert.equal(events.length, expected.updates.length);
    assert.ok(expected.updates.length >= 3);
    // Newest first, each with its time, status, place and description.
    const newest = expected.updates.at(-1)!;
    assert.ok(events[0]?.includes(`, ${newest.time}`) && events[0].includes(newest.status), events[0]);
    for (const update of expected.updates) {
      assert.ok(
        events.some((event) => event.includes(update.location) && event.includes(update.description)),
        `${update.location}: ${update.description}`,
      );
    }
  });

  it('says the same at /support/track-shipment, and plainly when a number is unknown or malformed', async () => {
    await page.goto('/support/track-shipment?number=GRL002');
    assert.equal(await slot('tracking').locator('h2').textContent(), 'GRL002');

    const unknown = await page.goto('/track?number=NOPE123');
    assert.equal(unknown?.status(), 200);
    assert.equal(await slot('tracking').locator('h2').textContent(), 'Tracking number not found');
    assert.ok((await slot('tracking').textContent())?.includes('We have no shipment with the number NOPE123.'));
    await slot('tracking').locator('a', { hasText: 'Contact support' }).click();
    await page.waitForURL(/\/support\/contact-support\?reference=NOPE123$/);

    await page.goto(`/track?number=${encodeURIComponent('<script>alert(1)</script>')}`);
    assert.equal(
      (await slot('tracking').locator('.na-alert-box').textContent())?.replace(/\s+/g, ' ').trim(),
      '“<script>alert(1)</script>” is not a tracking number we recognise: Tracking number may only contain letters, digits and hyphens. Please check it and try again.',
    );
  });

  it('searches: every result is a link, and the type narrows them', async () => {
    const response = await page.goto('/search?q=ocean');
    assert.equal(response?.status(), 200);
    const results = slot('search').locator('ol > li');
    assert.ok((await results.count()) > 1);
    const ocean = slot('search').locator('ol a', { hasText: 'Ocean Freight' });
    assert.equal(await ocean.getAttribute('href'), '/services/ocean-freight');
    assert.equal(await ocean.isVisible(), true);
    assert.ok((await slot('search').locator('.na-summary').textContent())?.endsWith('results for "ocean"'));
    // The frame's hint for an empty search gives way to the results.
    assert.equal(await page.getByText('Enter a search term').isVisible(), false);

    // The type filter is a link too.
    await slot('search').locator('nav a', { hasText: 'Help' }).click();
    await page.waitForURL(/\/search\?q=ocean&type=help$/);
    const kinds = new Set(await texts(slot('search').locator('.na-type')));
    assert.deepEqual(kinds, new Set(['Help']));

    await page.goto('/search?q=ocean');
    await slot('search').locator('ol a', { hasText: 'Ocean Freight' }).click();
    await page.waitForURL(/\/services\/ocean-freight$/);
    assert.equal((await page.locator('h1').first().textContent())?.trim(), 'Ocean Freight');

    await page.goto('/search?q=zzqxv&type=service');
    assert.equal(await slot('search').locator('h2').textContent(), 'No results found');
    assert.equal(
      await slot('search').locator('a', { hasText: 'Search all content' }).getAttribute('href'),
      '/search?q=zzqxv&type=all',
    );
  });
});

describe('with JavaScript', () => {
  it('the answered page hydrates as ever, answers itself in the same words, and the slot stays unseen', async () => {
    const { page: live, context: liveContext, consoleErrors, consoleWarnings } = await openPage(browser, server.url);
    await live.goto('/track?number=GRL001');
    await live.getByRole('heading', { level: 2, name: 'GRL001' }).waitFor();
    assert.deepEqual(consoleErrors, []);
    assert.deepEqual(
      consoleWarnings.filter((warning) => /hydrat|did not match/i.test(warning)),
      [],
    );
    assert.equal(await live.locator('noscript[data-answer="tracking"] h2').isVisible(), false);
    // Event by event, the hydrated page and the server's answer say the same.
    const hydrated = live.getByRole('list', { name: /Shipment history/ }).getByRole('listitem');
    const shown = await Promise.all((await hydrated.all()).map((item) => texts(item.locator('p'))));
    await page.goto('/track?number=GRL001');
    const answered = await Promise.all((await slot('tracking').locator('ol > li').all()).map((item) => texts(item.locator('p'))));
    assert.ok(shown.length >= 3);
    assert.deepEqual(answered, shown);
    await liveContext.close();
  });
});
