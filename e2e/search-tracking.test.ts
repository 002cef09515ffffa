// Global search and shipment tracking as a visitor meets them, against the real server and its
// demo data; then with the search API unavailable, when the built-in sample data must answer.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;

before(async () => {
  server = await startServer({}, { demo: true });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

async function typeInHeaderSearch(page: Page, text: string) {
  const input = page.getByRole('combobox', { name: 'Search' });
  await input.click();
  await input.fill(text);
  return input;
}

const popupResults = (page: Page) => page.getByRole('listbox', { name: 'Search results' }).getByRole('option');

async function trackOn(page: Page, path: string, number: string) {
  await page.goto(path);
  await page.getByLabel('Tracking number').fill(number);
  await page.getByRole('button', { name: 'Track', exact: true }).click();
}

describe('search and tracking', () => {
  it("typing 'ocean' lists results in the popup; View All opens the search page with the same count", async () => {
    const { page, context, consoleErrors } = await openPage(browser, server.url);
    await page.goto('/');
    await typeInHeaderSearch(page, 'ocean');
    await popupResults(page).first().waitFor();
    const shown = await popupResults(page).count();
    assert.ok(shown >= 1 && shown <= 5, `popup shows 1–5 results, got ${shown}`);
    assert.match((await popupResults(page).first().textContent()) ?? '', /Ocean Freight/);

    const viewAll = page.getByRole('button', { name: /View All Results \(\d+\)/ });
    const total = Number(/\((\d+)\)/.exec((await viewAll.textContent()) ?? '')?.[1]);
    await viewAll.click();
    await page.waitForURL(/\/search\?q=ocean&type=all/);
    await page.getByRole('heading', { level: 1, name: 'Search results' }).waitFor();
    await page.getByText(new RegExp(`^${total} results? for "ocean"`)).waitFor();
    assert.ok((await page.locator('mark', { hasText: /ocean/i }).count()) > 0, 'matched words are highlighted');
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  it("a result opens its page; Enter opens the search page; 'zzzz' finds nothing and offers Search Anyway", async () => {
    const { page, context } = await openPage(browser, server.url);
    await page.goto('/');
    const input = await typeInHeaderSearch(page, 'pharma');
    await popupResults(page).first().waitFor();
    await input.press('ArrowDown');
    await input.press('Enter');
    await page.waitForURL('**/industries/pharmaceuticals');
    await page.getByRole('heading', { level: 1, name: 'Pharmaceuticals' }).waitFor();

    await typeInHeaderSearch(page, 'zzzz');
    await page.getByText('No results found').first().waitFor();
    await page.getByRole('button', { name: 'Search Anyway' }).click();
    await page.waitForURL(/\/search\?q=zzzz/);

    await typeInHeaderSearch(page, 'customs');
    await page.getByRole('combobox', { name: 'Search' }).press('Enter');
    await page.waitForURL(/\/search\?q=customs&type=all/);
    await context.close();
  });

  it('a help result opens its article in the help center', async () => {
    const { page, context, consoleErrors } = await openPage(browser, server.url);
    await page.goto('/');
    await typeInHeaderSearch(page, 'refund');
    const refund = popupResults(page).filter({ hasText: 'When will I receive my refund?' });
    await refund.click();
    await page.waitForURL('**/support/help-center');
    await page.getByRole('heading', { level: 1, name: 'When will I receive my refund?' }).waitFor();
    await page
      .getByText(/7–14 business days/)
      .first()
      .waitFor();
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  it('tracks GRL001 and grl002 from the database, and says when a number is unknown', async () => {
    const { page, context, consoleErrors } = await openPage(browser, server.url);
    await trackOn(page, '/track', 'GRL001');
    await page.getByRole('progressbar').waitFor();
    assert.equal(await page.getByRole('progressbar').getAttribute('aria-valuenow'), '65');
    await page.getByText('In Transit').first().waitFor();
    await page.getByText('Port of Singapore').first().waitFor();
    assert.match(page.url(), /\?number=GRL001$/);

    await trackOn(page, '/support/track-shipment', 'grl002');
    await page.getByText('Delivered').first().waitFor();
    assert.equal(await page.getByRole('progressbar').getAttribute('aria-valuenow'), '100');
    await page.getByText('Chicago, USA').first().waitFor();

    await trackOn(page, '/track', 'GRL999');
    await page.getByText('Tracking number not found').first().waitFor();

    await page.goto('/track?number=GRL001');
    await page.getByText('Port of Singapore').first().waitFor();
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  it('with the search API unavailable, search and tracking still answer from sample data', async () => {
    const { page, context } = await openPage(browser, server.url);
    // The site itself still loads; every public search call fails, one by network error, one by 503.
    await page.route('**/api/search/**', (route) => route.abort('connectionrefused'));
    await page.route('**/api/tracking/**', (route) => route.fulfill({ status: 503, body: 'down for maintenance' }));
    await page.goto('/');
    await typeInHeaderSearch(page, 'ocean');
    await popupResults(page).first().waitFor();
    assert.match((await popupResults(page).first().textContent()) ?? '', /Ocean Freight/);

    await trackOn(page, '/track', 'grl001');
    await page.getByRole('progressbar').waitFor();
    assert.equal(await page.getByRole('progressbar').getAttribute('aria-valuenow'), '65');
    await page.getByText('In Transit').first().waitFor();
    await trackOn(page, '/track', 'NOPE123');
    await page.getByText('Tracking number not found').first().waitFor();
    await context.close();
  });
});
