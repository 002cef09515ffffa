// Every public page of remote-marketing as a visitor meets it, plus the forms that reach the back office.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { HELP_ARTICLES, INDUSTRIES_CONTENT, SERVICES_CONTENT } from '../shared-api/src/content/index.ts';
import { BLOG_POSTS } from '../remote-marketing/src/content/blog-posts.ts';
import { PRIVACY_POLICY } from '../remote-marketing/src/content/privacy-policy.ts';
import { TERMS_AND_CONDITIONS } from '../remote-marketing/src/content/terms-and-conditions.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { ADMIN, startServer, type RunningServer } from './support/server.ts';

/** Each public route of spec §2 that remote-marketing owns, with the h1 a visitor should see. */
const ROUTES: { path: string; heading: string }[] = [
  { path: '/', heading: 'Freight that keeps your business moving' },
  { path: '/about', heading: 'A freight company built by a customs broker and a trucking family' },
  { path: '/services', heading: 'Logistics services' },
  ...SERVICES_CONTENT.map((service) => ({ path: `/services/${service.slug}`, heading: service.name })),
  ...INDUSTRIES_CONTENT.map((industry) => ({ path: `/industries/${industry.slug}`, heading: industry.name })),
  { path: '/clients', heading: 'Our clients' },
  { path: '/blog', heading: 'The Globe Route blog' },
  ...BLOG_POSTS.map((post) => ({ path: `/blog/${post.slug}`, heading: post.title })),
  { path: '/contact', heading: 'Contact us' },
  { path: '/quote', heading: 'Request a quote' },
  { path: '/login', heading: 'Log in' },
  { path: '/signup', heading: 'Create an account' },
  { path: '/forgot-password', heading: 'Forgot your password?' },
  { path: '/privacy-policy', heading: PRIVACY_POLICY.title },
  { path: '/terms-and-conditions', heading: TERMS_AND_CONDITIONS.title },
  { path: '/support/customer-portal', heading: 'Customer portal' },
  { path: '/support/documentation', heading: 'Shipping documentation' },
  { path: '/support/contact-support', heading: 'Contact support' },
  { path: '/track', heading: 'Track your shipment' },
  { path: '/support/track-shipment', heading: 'Track a shipment' },
  { path: '/support/help-center', heading: 'Help center' },
  ...HELP_ARTICLES.slice(0, 3).map((article) => ({ path: `/support/help-center/${article.id}`, heading: article.title })),
];

let server: RunningServer;
let browser: Browser;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

async function adminToken(): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  const body = (await response.json()) as { data: { token: string } };
  return body.data.token;
}

async function apiAsAdmin<T>(path: string): Promise<T> {
  const response = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${await adminToken()}` } });
  assert.equal(response.status, 200, `${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** Records what a visitor would call broken: failed requests and error responses. */
function watchRequests(page: Page): string[] {
  const failures: string[] = [];
  page.on('requestfailed', (request) => failures.push(`${request.url()} ${request.failure()?.errorText ?? ''}`));
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  return failures;
}

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('public site', () => {
  it('every route shows its heading, title and description, with no console errors, failed requests or serious axe violations', async () => {
    const { page, context, consoleErrors } = await openPage(browser, server.url);
    const failures = watchRequests(page);
    const problems: string[] = [];
    const titles = new Set<string>();
    for (const route of ROUTES) {
      await page.goto(route.path);
      await page.getByRole('heading', { level: 1, name: route.heading, exact: true }).waitFor();
      await page.waitForLoadState('networkidle');
      assert.equal(new URL(page.url()).pathname, route.path, `${route.path} stays on its own page`);
      assert.equal(await page.locator('h1').count(), 1, `${route.path} has one h1`);
      const title = await page.title();
      assert.match(title, / \| Globe Route Logistics$/, `${route.path} title`);
      titles.add(title);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      assert.ok(description && description.length >= 40, `${route.path} has a meta description`);
      for (const violation of await seriousAxeViolations(page)) {
        problems.push(`${route.path}: ${violation.id} (${violation.impact}) ${violation.help} – ${violation.targets.join(', ')}`);
      }
    }
    assert.equal(titles.size, ROUTES.length, 'every page has its own title');
    assert.deepEqual(problems, []);
    assert.deepEqual(consoleErrors, []);
    assert.deepEqual(failures, []);
    await context.close();
  });

  it('every link in the header, footer and pages leads to a real page', async () => {
    const { page, context } = await openPage(browser, server.url);
    const known = new Set(ROUTES.map((route) => route.path));
    const found = new Map<string, string>();
    for (const route of ROUTES) {
      await page.goto(route.path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
      for (const href of hrefs) {
        const url = new URL(href);
        if (url.origin !== server.url) continue;
        if (!found.has(url.pathname)) found.set(url.pathname, route.path);
      }
    }
    const dead: string[] = [];
    for (const [path, from] of found) {
      if (known.has(path)) continue;
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // Unknown paths are sent home (spec §2), so landing on / means the link is dead.
      if (new URL(page.url()).pathname === '/' && path !== '/') dead.push(`${path} (linked from ${from})`);
    }
    assert.deepEqual(dead, []);
    for (const path of ['/quote', '/contact', '/support/customer-portal', '/privacy-policy', '/terms-and-conditions', '/blog']) {
      assert.ok(found.has(path), `${path} is linked from somewhere`);
    }
    await context.close();
  });

  it('a bad quote shows field errors and keeps what was typed', async () => {
    const { page, context } = await openPage(browser, server.url);
    await page.goto('/quote?service=air-freight');
    const form = page.getByRole('form', { name: 'Quote request' });
    assert.equal(await form.getByLabel('Service *').inputValue(), 'air-freight', 'the service comes from the link');
    await form.getByLabel('Name *').fill('Asha Rao');
    await form.getByLabel('E-mail *').fill('asha@example');
    await form.getByLabel('Pieces *').fill('2.5');
    await form.getByRole('button', { name: 'Request quote' }).click();
    await form.getByText('Enter a valid e-mail address').waitFor();
    await form.getByText('Pieces must be a whole number').waitFor();
    await form.getByText('Origin is required').waitFor();
    assert.equal(await form.getByLabel('Load type *').getAttribute('aria-invalid'), 'true');
    assert.equal(await form.getByLabel('Name *').inputValue(), 'Asha Rao');
    assert.equal(await form.getByLabel('E-mail *').getAttribute('aria-invalid'), 'true');
    // Fixing a field clears its error as soon as it is valid.
    await form.getByLabel('E-mail *').fill('asha@example.com');
    await form.getByText('Enter a valid e-mail address').waitFor({ state: 'detached' });
    await context.close();
  });

  it('a quote request is sent end to end, confirmed with its reference and stored for staff', async () => {
    const { page, context, consoleErrors } = await openPage(browser, server.url);
    await page.goto('/services/cold-chain-logistics');
    await page.getByRole('main').getByRole('link', { name: 'Get a quote', exact: true }).click();
    await page.waitForURL(/\/quote\?service=cold-chain-logistics$/);
    const form = page.getByRole('form', { name: 'Quote request' });
    await form.getByLabel('Name *').fill('Asha Rao');
    await form.getByLabel('Company').fill('Rao Pharma Pvt Ltd');
    await form.getByLabel('E-mail *').fill('asha.rao@example.com');
    await form.getByLabel('Phone *').fill('+91 98200 12345');
    await form.getByLabel('Load type *').selectOption('pallets');
    await form.getByLabel('Origin *').fill('Hyderabad');
    await form.getByLabel('Destination *').fill('Kolkata');
    await form.getByLabel('Commodity *').fill('Vaccines, 2–8 °C');
    await form.getByLabel('Pieces *').fill('6');
    await form.getByLabel('Total weight (kg) *').fill('1840.5');
    await form.getByLabel('Volume (CBM)').fill('7.2');
    await form.getByLabel('Ready date *').fill(isoDay(5));
    await form.getByLabel('Needs temperature control').check();
    await form.getByLabel('Anything else we should know').fill('Data loggers required; delivery before noon.');
    await form.getByRole('button', { name: 'Request quote' }).click();

    const reference = (await page.getByTestId('quote-reference').textContent())?.trim() ?? '';
    assert.match(reference, /^Q-\d{6}$/);
    await page.getByRole('heading', { name: 'Thank you – your request is in' }).waitFor();

    const stored = await apiAsAdmin<{ data: Record<string, unknown>[] }>(`/api/quotes?search=${reference}`);
    assert.equal(stored.data.length, 1);
    assert.deepEqual(
      {
        reference: stored.data[0]!.reference,
        service: stored.data[0]!.service,
        company: stored.data[0]!.company,
        weightKg: stored.data[0]!.weightKg,
        volumeCbm: stored.data[0]!.volumeCbm,
        temperatureControlled: stored.data[0]!.temperatureControlled,
        hazardous: stored.data[0]!.hazardous,
        status: stored.data[0]!.status,
      },
      {
        reference,
        service: 'cold-chain-logistics',
        company: 'Rao Pharma Pvt Ltd',
        weightKg: '1840.50',
        volumeCbm: '7.200',
        temperatureControlled: true,
        hazardous: false,
        status: 'new',
      },
    );
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  it('a contact message reaches the staff inbox', async () => {
    const { page, context } = await openPage(browser, server.url);
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact us' });
    await form.getByLabel('Name *').fill('Rohit Menon');
    await form.getByLabel('E-mail *').fill('rohit@example.com');
    await form.getByLabel('Topic *').selectOption('quote');
    await form.getByLabel('Subject *').fill('Contract rates for weekly FCL');
    await form.getByLabel('Message *').fill('We ship four 40-foot containers a week from Mundra to Jebel Ali.');
    await form.getByRole('button', { name: 'Send message' }).click();
    const reference = (await page.getByTestId('message-reference').textContent())?.trim() ?? '';
    assert.match(reference, /^M-\d{6}$/);

    const inbox = await apiAsAdmin<{ data: Record<string, unknown>[] }>(`/api/messages?search=${reference}`);
    assert.equal(inbox.data.length, 1);
    assert.equal(inbox.data[0]!.kind, 'contact');
    assert.equal(inbox.data[0]!.subject, 'Contract rates for weekly FCL');

    // The support form names the shipment it is about.
    await page.goto('/support/contact-support?reference=GRL001');
    const support = page.getByRole('form', { name: 'Contact support' });
    assert.equal(await support.getByLabel('Tracking number or reference').inputValue(), 'GRL001');
    await context.close();
  });

  it('a new customer signs up, requests a quote and sees it in the customer portal', async () => {
    const { page, context } = await openPage(browser, server.url);
    await page.goto('/support/customer-portal');
    await page.getByRole('heading', { name: 'Sign in to see your quotes and shipments' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Create an account' }).click();
    await page.getByLabel('Full name').fill('Neha Joshi');
    await page.getByLabel('E-mail', { exact: true }).fill('neha.joshi@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Freight2026');
    await page.getByLabel('Confirm password').fill('Freight2026');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/support\/customer-portal$/);
    await page.getByText('You have not requested a quote yet.').waitFor();

    await page.getByRole('link', { name: 'Request a new quote' }).click();
    const form = page.getByRole('form', { name: 'Quote request' });
    assert.equal(await form.getByLabel('Name *').inputValue(), 'Neha Joshi', 'the signed-in name is filled in');
    await form.getByLabel('Phone *').fill('+91 99200 55555');
    await form.getByLabel('Service *').selectOption('road-transport');
    await form.getByLabel('Load type *').selectOption('ftl');
    await form.getByLabel('Origin *').fill('Pune');
    await form.getByLabel('Destination *').fill('Bengaluru');
    await form.getByLabel('Commodity *').fill('Auto components');
    await form.getByLabel('Pieces *').fill('40');
    await form.getByLabel('Total weight (kg) *').fill('9000');
    await form.getByLabel('Ready date *').fill(isoDay(3));
    await form.getByRole('button', { name: 'Request quote' }).click();
    const reference = (await page.getByTestId('quote-reference').textContent())?.trim() ?? '';
    await page.getByRole('link', { name: 'See it in your customer portal' }).click();

    const row = page.getByRole('row').filter({ hasText: reference });
    await row.waitFor();
    assert.match((await row.textContent()) ?? '', /Pune → Bengaluru/);
    assert.match((await row.textContent()) ?? '', /New/);
    await context.close();
  });

  it('on a phone the menu opens and closes, and pages fit the screen', async () => {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    for (const path of ['/', '/quote', '/services/ocean-freight', '/blog/' + BLOG_POSTS[0]!.slug, '/privacy-policy']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.equal(overflow, 0, `${path} has no sideways scrolling`);
    }
    const nav = page.getByRole('navigation', { name: 'Main' });
    assert.equal(await nav.getByRole('link', { name: 'About Us' }).isVisible(), false);
    await page.getByRole('button', { name: 'Menu' }).click();
    await nav.getByRole('link', { name: 'About Us' }).click();
    await page
      .getByRole('heading', { level: 1, name: 'A freight company built by a customs broker and a trucking family' })
      .waitFor();
    assert.equal(await nav.getByRole('link', { name: 'About Us' }).isVisible(), false, 'the menu closes after navigating');
    await context.close();
  });

  it('pages keep their layout while the shell, the page and the company details arrive, on a phone and a desktop', async () => {
    const shifts: string[] = [];
    for (const viewport of [
      { width: 360, height: 740 },
      { width: 1280, height: 800 },
    ]) {
      for (const path of ['/', '/services/ocean-freight', '/track', '/search?q=ocean']) {
        // A cold context each time: the first visit is the one where everything arrives late.
        const context = await browser.newContext({ baseURL: server.url, viewport });
        const page = await context.newPage();
        await page.addInitScript(() => {
          const total = { value: 0 };
          Object.assign(window, { layoutShift: total });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
              if (!entry.hadRecentInput) total.value += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(path, { waitUntil: 'networkidle' });
        await page.getByRole('heading', { level: 1 }).waitFor();
        const cls = await page.evaluate(() => (window as unknown as { layoutShift: { value: number } }).layoutShift.value);
        // 0.1 is where Core Web Vitals stops calling layout stability good.
        if (cls >= 0.1) shifts.push(`${path} at ${viewport.width} px: CLS ${cls.toFixed(3)}`);
        await context.close();
      }
    }
    assert.deepEqual(shifts, []);
  });

  it('Back returns to where the visitor was on the page, and a new page opens at its top', async () => {
    const { page, context } = await openPage(browser, server.url);
    await page.goto('/services/ocean-freight');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 1300));
    await page.waitForFunction(() => window.scrollY === 1300);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
    await page.getByRole('heading', { level: 1, name: /A freight company/ }).waitFor();
    assert.equal(await page.evaluate(() => window.scrollY), 0);
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Ocean Freight' }).waitFor();
    await page.waitForFunction(() => window.scrollY === 1300);
    await context.close();
  });

  it('the footer newsletter box subscribes an address and says so', async () => {
    const { page, context, consoleErrors } = await openPage(browser, server.url);
    await page.goto('/blog');
    await page.getByRole('textbox', { name: 'E-mail address' }).fill('reader@example.com');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    // Whatever the box answers (thanks, a field error, a refusal) is what the visitor reads, and what a
    // failure here should report.
    const answer = page.locator('#newsletter-status');
    await page.waitForFunction(() => document.querySelector('#newsletter-status')?.textContent !== '');
    assert.equal(await answer.textContent(), 'Thank you for subscribing!', `console: ${consoleErrors.join(' | ')}`);
    const list = await apiAsAdmin<{ data: { email: string }[] }>('/api/newsletter?search=reader@example.com');
    assert.deepEqual(
      list.data.map((entry) => entry.email),
      ['reader@example.com'],
    );
    await context.close();
  });
});
