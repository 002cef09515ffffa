// Issue 26: nothing a visitor types on a prerendered page is lost, before, during or after it becomes
// live. Each page is loaded on a slowed phone profile (Slow 4G, CPU ×4) with its scripts held back
// until the visitor has typed, so what is typed always comes before hydration; then the scripts run.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { CPU_SLOWDOWN, SLOW_4G } from '../scripts/bench/measure.ts';
import { isHydrated, launchBrowser, waitForLive } from './support/browser.ts';
import { headingIn } from './support/html.ts';
import { registerCustomer, startServer, type RunningServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;

before(async () => {
  server = await startServer({ PRERENDER: 'true' }, { demo: true });
  browser = await launchBrowser();
  const deadline = Date.now() + 90_000;
  while (!headingIn(await (await fetch(`${server.url}/track`)).text())) {
    if (Date.now() > deadline) throw new Error('no prerendered page within 90 s');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

interface SlowPage {
  page: Page;
  context: BrowserContext;
  consoleErrors: string[];
  /** Lets the held-back scripts load (they stay held until then, page loads after a GET form included). */
  release: () => void;
}

/** A phone on Slow 4G with a 4× slower CPU, whose scripts wait for `release()`. */
async function slowPhone(): Promise<SlowPage> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 }, isMobile: true });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  const session = await context.newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', SLOW_4G);
  await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { page, context, consoleErrors, release };
}

/** Opens a prerendered page and waits only for its HTML to show. */
async function openEarly(slow: SlowPage, path: string): Promise<void> {
  await slow.page.goto(path, { waitUntil: 'commit' });
  await slow.page.locator('h1').first().waitFor();
}

const postTo = (path: string) => (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === path;

describe('typed before the page is live', () => {
  it('tracks a number typed and entered the moment the box shows', async () => {
    const slow = await slowPhone();
    const { page } = slow;
    await openEarly(slow, '/track');
    const box = page.getByLabel('Tracking number');
    await box.pressSequentially('GRL001');
    assert.equal(await isHydrated(page, 'input[name="number"]'), false, 'typed before hydration');
    await box.press('Enter');
    // A plain GET form: the browser itself goes to the address the hydrated page reads.
    await page.waitForURL(/\/track\?number=GRL001$/, { waitUntil: 'commit' });
    slow.release();
    // The shipment as the tracking page shows it: its number, how far it has come, where it is.
    await page.getByRole('article', { name: 'GRL001' }).waitFor({ timeout: 60_000 });
    assert.equal(await page.getByRole('progressbar').getAttribute('aria-valuenow'), '65');
    await page.getByText('Port of Singapore').first().waitFor();
    await waitForLive(page, 60_000);
    assert.equal(await page.getByLabel('Tracking number').inputValue(), 'GRL001');
    assert.deepEqual(slow.consoleErrors, []);
    await slow.context.close();
  });

  it('keeps the first fields of the quote and contact forms, focus and caret, and sends what was typed', async () => {
    for (const { path, button, call } of [
      { path: '/quote', button: 'Request quote', call: '/api/quotes' },
      { path: '/contact', button: 'Send message', call: '/api/messages' },
    ]) {
      const slow = await slowPhone();
      const { page } = slow;
      await openEarly(slow, path);
      const name = page.getByLabel('Name *');
      await page.getByLabel('E-mail *').pressSequentially('asha@example.com');
      await name.pressSequentially('Asha Iyer');
      assert.equal(
        await isHydrated(page, 'input[name="name"], input[name="contactName"]'),
        false,
        `${path}: typed before hydration`,
      );
      slow.release();
      await waitForLive(page, 60_000);
      assert.equal(await name.inputValue(), 'Asha Iyer', `${path}: the name survives hydration`);
      assert.equal(await page.getByLabel('E-mail *').inputValue(), 'asha@example.com', path);
      const caret = await page.evaluate(() => {
        const focused = document.activeElement as HTMLInputElement | null;
        return { label: focused?.labels?.[0]?.textContent, at: focused?.selectionStart, length: focused?.value.length };
      });
      assert.deepEqual(caret, { label: 'Name *', at: 9, length: 9 }, `${path}: focus and caret where the visitor left them`);

      if (path === '/quote') {
        await page.getByLabel('Phone *').fill('+91 98200 12345');
        await page.getByLabel('Service *').selectOption('road-transport');
        await page.getByLabel('Load type *').selectOption({ index: 1 });
        await page.getByLabel('Origin *').fill('Pune');
        await page.getByLabel('Destination *').fill('Chennai');
        await page.getByLabel('Commodity *').fill('Auto parts');
        await page.getByLabel('Pieces *').fill('12');
        await page.getByLabel('Total weight (kg) *').fill('900');
        const ready = await page.getByLabel('Ready date *').getAttribute('min');
        await page.getByLabel('Ready date *').fill(ready!);
      } else {
        await page.getByLabel('Topic *').selectOption({ index: 1 });
        await page.getByLabel('Subject *').fill('Weekly lanes');
        await page.getByLabel('Message *').fill('We ship twice a week from Pune to Chennai.');
      }
      const sent = page.waitForRequest(postTo(call));
      await page.getByRole('button', { name: button }).click();
      const body = (await sent).postDataJSON() as Record<string, unknown>;
      assert.equal(body.email, 'asha@example.com', path);
      assert.equal(body.contactName ?? body.name, 'Asha Iyer', `${path}: what was typed before hydration is what is sent`);
      await page.getByRole('heading', { name: /Thank you – your request is in|Message sent/ }).waitFor({ timeout: 30_000 });
      assert.deepEqual(slow.consoleErrors, [], path);
      await slow.context.close();
    }
  });

  it('signs in with what was typed and entered before the page was live', async () => {
    const email = `early-${Date.now()}@example.com`;
    await registerCustomer(server.url, email);
    const slow = await slowPhone();
    const { page } = slow;
    await openEarly(slow, '/login');
    await page.getByLabel('E-mail', { exact: true }).pressSequentially(email);
    await page.getByLabel('Password').pressSequentially('Customer2026');
    await page.getByLabel('Password').press('Enter');
    assert.equal(await isHydrated(page, 'input[name="email"]'), false, 'typed and entered before hydration');
    assert.equal(new URL(page.url()).search, '', 'nothing typed went into the address');
    const login = page.waitForRequest(postTo('/api/auth/login'), { timeout: 60_000 });
    slow.release();
    // React holds the submit and carries it out once the form is hydrated.
    assert.deepEqual((await login).postDataJSON(), { email, password: 'Customer2026' });
    await page.waitForURL(/\/support\/customer-portal/, { timeout: 30_000 });
    assert.deepEqual(slow.consoleErrors, []);
    await slow.context.close();
  });

  it('the customer portal shows each visitor their part before it is live, and keeps a number typed into it', async () => {
    // Signed out: the way in and the tracking box, usable at once.
    const slow = await slowPhone();
    const { page } = slow;
    await openEarly(slow, '/support/customer-portal');
    await page.getByRole('heading', { name: 'Sign in to see your quotes and shipments' }).waitFor();
    assert.equal(await page.getByText('Checking your sign-in…').isVisible(), false);
    const box = page.getByRole('form', { name: 'Track a shipment' }).getByLabel('Tracking number');
    await box.pressSequentially('GRL001');
    assert.equal(await isHydrated(page, 'form[aria-label="Track a shipment"] input'), false, 'typed before hydration');
    slow.release();
    await waitForLive(page, 60_000);
    assert.equal(await box.inputValue(), 'GRL001', 'the number survives hydration');
    await box.press('Enter');
    await page.getByRole('article', { name: 'GRL001' }).waitFor({ timeout: 60_000 });
    assert.deepEqual(slow.consoleErrors, []);
    await slow.context.close();

    // Signed in (a token stored): the check, never the signed-out part, then their own portal.
    const email = `portal-${Date.now()}@example.com`;
    const token = await registerCustomer(server.url, email);
    const signedIn = await slowPhone();
    await signedIn.context.addInitScript((stored) => window.localStorage.setItem('token', stored), token);
    await openEarly(signedIn, '/support/customer-portal');
    await signedIn.page.getByText('Checking your sign-in…').waitFor();
    assert.equal(
      await signedIn.page.getByRole('heading', { name: 'Sign in to see your quotes and shipments' }).isVisible(),
      false,
    );
    signedIn.release();
    await signedIn.page.getByRole('heading', { name: 'Your quote requests' }).waitFor({ timeout: 60_000 });
    assert.equal(await signedIn.page.getByRole('heading', { name: 'Sign in to see your quotes and shipments' }).count(), 0);
    assert.deepEqual(signedIn.consoleErrors, []);
    await signedIn.context.close();
  });

  it('searches from the header before the page is live', async () => {
    const slow = await slowPhone();
    const { page } = slow;
    await openEarly(slow, '/');
    const field = page.getByRole('search', { name: 'Site' }).getByLabel('Search');
    await field.pressSequentially('ocean');
    await field.press('Enter');
    await page.waitForURL(/\/search\?type=all&q=ocean$/, { waitUntil: 'commit' });
    slow.release();
    await page
      .getByRole('link', { name: /Ocean Freight/ })
      .first()
      .waitFor({ timeout: 60_000 });
    assert.deepEqual(slow.consoleErrors, []);
    await slow.context.close();
  });

  it('keeps the newsletter address and the help search typed before the page was live', async () => {
    const slow = await slowPhone();
    const { page } = slow;
    await openEarly(slow, '/support/help-center');
    await page.getByLabel('E-mail address').pressSequentially('news@example.com');
    await page.getByLabel('Search help articles').pressSequentially('refund');
    slow.release();
    await waitForLive(page, 60_000);
    assert.equal(await page.getByLabel('E-mail address').inputValue(), 'news@example.com');
    assert.equal(await page.getByLabel('Search help articles').inputValue(), 'refund');
    // The typed text is searched once the page is live.
    await page.getByRole('heading', { name: 'Results for “refund”' }).waitFor({ timeout: 30_000 });
    await slow.context.close();
  });
});

describe('without JavaScript', () => {
  it('tracks a shipment and searches the site with the plain GET forms', async () => {
    const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/track');
    await page.getByLabel('Tracking number').fill('GRL001');
    await page.getByLabel('Tracking number').press('Enter');
    await page.waitForURL(/\/track\?number=GRL001$/);
    const answer = page.locator('noscript[data-answer="tracking"]');
    assert.match((await answer.textContent()) ?? '', /GRL001/);

    await page.getByRole('search', { name: 'Site' }).getByLabel('Search').fill('ocean');
    await page.getByRole('search', { name: 'Site' }).getByLabel('Search').press('Enter');
    await page.waitForURL(/\/search\?type=all&q=ocean$/);
    assert.match((await page.locator('noscript[data-answer="search"]').textContent()) ?? '', /Ocean Freight/);
    await context.close();
  });
});
