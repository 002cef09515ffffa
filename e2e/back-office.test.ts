// The back office as staff meet it in Chromium against the real server with demo data: sign in,
// dashboard, sidebar, users, quote requests, settings with a logo the public header shows, the
// admin's password reset by e-mail, a customer refused, and log out.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { seriousAxeViolations } from './support/axe.ts';
import { launchBrowser, openPage, openSidebarGroup, signInAsAdmin } from './support/browser.ts';
import { waitForResetLink } from './support/mail.ts';
import { ADMIN, registerCustomer, startServer, type RunningServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;

before(async () => {
  // The production default for the API reference: admins only.
  server = await startServer({ API_DOCS: 'admin' }, { demo: true });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

async function signedInAdmin() {
  const opened = await openPage(browser, server.url);
  await signInAsAdmin(opened.page, ADMIN.email, ADMIN.password);
  await opened.page.waitForURL(`${server.url}/admin/dashboard`);
  return opened;
}

async function expectNoSeriousAxeViolations(page: Page, where: string) {
  const problems = await seriousAxeViolations(page);
  assert.deepEqual(problems, [], `axe on ${where}`);
}

const toast = (page: Page, text: string | RegExp) => page.locator('.Toastify').getByText(text);

describe('back office', () => {
  it('signs in to the dashboard with figures, charts and the latest requests; the sidebar links every screen', async () => {
    const { page, context, consoleErrors } = await signedInAdmin();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const glance = page.getByRole('list', { name: 'At a glance' });
    await glance.getByRole('link', { name: /New quote requests/ }).waitFor();
    await page.getByRole('figure', { name: 'Received per week' }).locator('svg.recharts-surface').first().waitFor();
    await page.getByRole('figure', { name: 'By status' }).locator('.recharts-bar-rectangle').first().waitFor();
    await page.getByRole('heading', { name: 'Latest quote requests' }).waitFor();
    assert.ok(
      (await page
        .getByRole('region', { name: /Latest quote requests/ })
        .or(page.locator('section', { has: page.getByRole('heading', { name: 'Latest quote requests' }) }))
        .getByRole('link', { name: /^Q-\d{6}/ })
        .count()) > 0,
    );

    const sidebar = page.getByRole('navigation', { name: 'Back office' });
    await sidebar.getByRole('link', { name: 'Drivers' }).waitFor();
    await openSidebarGroup(sidebar, /Master data/);
    assert.equal(await sidebar.getByRole('link', { name: 'Expenses' }).getAttribute('href'), '/admin/expenses');
    await openSidebarGroup(sidebar, /Payments/);
    assert.equal(await sidebar.getByRole('link', { name: 'Payment Overview' }).getAttribute('href'), '/admin/payments');
    await openSidebarGroup(sidebar, /Reports/);
    assert.equal(await sidebar.getByRole('link', { name: 'Financial Reports' }).getAttribute('href'), '/admin/reports/financial');
    await openSidebarGroup(sidebar, /Trip Creation/);
    assert.equal(await sidebar.getByRole('link', { name: 'Add New Trip' }).getAttribute('href'), '/admin/trips/new');
    assert.match(await page.getByTestId('admin-user').innerText(), /Administrator/);
    await expectNoSeriousAxeViolations(page, '/admin/dashboard');

    // Spec §2: support shows the reports screen.
    await page.goto('/admin/support');
    await page.getByRole('heading', { level: 1, name: 'Dashboard Reports' }).waitFor();
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  it('creates, edits and deletes a user; refuses to let the admin demote themselves', async () => {
    const { page, context, consoleErrors } = await signedInAdmin();
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Users' }).click();
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    await page.getByRole('link', { name: 'Add user' }).click();

    await page.getByRole('button', { name: 'Create user' }).click();
    await page.getByText('Name must be at least 2 characters').first().waitFor();
    await page.getByLabel('Full name').fill('Farah Siddiqui');
    await page.getByLabel('E-mail').fill('farah.siddiqui@example.com');
    await page.getByLabel('Role').selectOption('admin');
    await page.getByLabel('Password', { exact: true }).fill('Dispatch2026');
    await page.getByLabel('Confirm password').fill('Dispatch2026');
    await page.getByRole('button', { name: 'Create user' }).click();
    await toast(page, 'User created successfully').waitFor();
    await page.waitForURL(/\/admin\/users$/);
    const row = page.getByRole('row', { name: /Farah Siddiqui/ });
    await row.waitFor();

    await page.getByLabel('Search users').fill('farah.sid');
    await page.waitForURL(/search=farah\.sid/);
    await page.getByText('Showing 1 user').waitFor();

    await row.getByRole('link', { name: 'Edit Farah Siddiqui' }).click();
    await page.getByLabel('Full name').fill('Farah Siddiqui Khan');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, 'User updated successfully').waitFor();

    await page.goto('/admin/users?search=farah');
    await page
      .getByRole('row', { name: /Farah Siddiqui Khan/ })
      .getByRole('button', { name: 'Delete Farah Siddiqui Khan' })
      .click();
    const dialog = page.getByRole('dialog', { name: /Delete/ });
    await dialog.getByRole('button', { name: 'Cancel' }).waitFor();
    await dialog
      .getByRole('button', { name: /Delete/ })
      .last()
      .click();
    await toast(page, 'User deleted successfully').waitFor();
    await page.getByText(/No users match/).waitFor();

    await expectNoSeriousAxeViolations(page, '/admin/users');
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  it('moves a quote request along its statuses, pricing it in rupees', async () => {
    const { page, context, consoleErrors } = await signedInAdmin();
    await page.goto('/admin/quotes?status=new');
    await page.getByRole('heading', { level: 1, name: 'Quote requests' }).waitFor();
    const first = page
      .getByRole('table', { name: /Quote requests/ })
      .getByRole('link', { name: /^Q-\d{6}$/ })
      .first();
    const reference = (await first.innerText()).trim();
    await first.click();
    await page.getByRole('heading', { level: 1, name: `Quote ${reference}` }).waitFor();

    // A new request can be reviewed or lost, never won straight away.
    assert.equal(await page.getByRole('button', { name: 'Mark as won' }).count(), 0);
    await page.getByRole('button', { name: 'Mark as reviewing' }).click();
    await toast(page, /Reviewing/)
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Mark as quoted…' }).click();
    await page.getByRole('button', { name: 'Save as quoted' }).click();
    await page.getByText('Enter the quoted amount').first().waitFor();
    await page.getByLabel('Quoted amount (₹)').fill('1,25,000.50');
    await page.getByRole('button', { name: 'Save as quoted' }).click();
    await toast(page, /Quoted/)
      .first()
      .waitFor();
    await page.getByText('₹1,25,000.50').first().waitFor();

    // The API agrees with what the screen shows.
    const token = await page.evaluate('localStorage.getItem("token")');
    const listed = (await (
      await fetch(`${server.url}/api/quotes?search=${reference}`, { headers: { Authorization: `Bearer ${String(token)}` } })
    ).json()) as { data: { reference: string; status: string; quotedAmountPaise: number }[] };
    const saved = listed.data.find((quote) => quote.reference === reference);
    assert.equal(saved?.status, 'quoted');
    assert.equal(saved?.quotedAmountPaise, 12_500_050);

    await expectNoSeriousAxeViolations(page, '/admin/quotes/{id}');
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  it('uploads a logo, previewed first, and the public site header shows it', async () => {
    const { page, context, consoleErrors } = await signedInAdmin();
    await page.goto('/admin/settings');
    await page.getByRole('heading', { level: 1, name: 'Profile and settings' }).waitFor();
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><rect width="80" height="80" fill="#0b3d91"/></svg>';
    await page
      .getByLabel('Choose a new logo')
      .setInputFiles({ name: 'globe-route.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) });
    const preview = page.getByRole('img', { name: 'Preview of the chosen logo' });
    await preview.waitFor();
    assert.ok(
      await preview.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth > 0)),
      'the preview shows the chosen file',
    );
    await page.getByRole('button', { name: 'Upload logo' }).click();
    await toast(page, /logo/i).first().waitFor();
    await expectNoSeriousAxeViolations(page, '/admin/settings');

    await page.getByRole('link', { name: 'View website' }).click();
    await page.waitForURL(`${server.url}/`);
    const logo = page.getByRole('banner').locator('img').first();
    await logo.waitFor();
    // The SVG was converted to PNG at upload: only the PNG is served.
    assert.match((await logo.getAttribute('src')) ?? '', /\/logo-[0-9a-f]{16}\.png$/);
    let loaded = false;
    for (let attempt = 0; attempt < 50 && !loaded; attempt += 1) {
      loaded = await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
      if (!loaded) await page.waitForTimeout(100);
    }
    assert.ok(loaded, 'the uploaded logo loads in the header');
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  it("resets the admin's password by e-mail and signs in with the new one", async () => {
    const { page, context } = await openPage(browser, server.url);
    await page.goto('/admin/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByLabel('E-mail').fill(ADMIN.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(/If an account exists/).waitFor();

    const link = await waitForResetLink(join(server.dataDir, 'outbox'));
    assert.ok(link.startsWith(`${server.url}/admin/reset-password?token=`), link);
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('Backoffice2027');
    await page.getByLabel('Confirm new password').fill('Backoffice2028');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Passwords do not match').first().waitFor();
    await page.getByLabel('Confirm new password').fill('Backoffice2027');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL(`${server.url}/admin/login`);

    await signInAsAdmin(page, ADMIN.email, 'Backoffice2027');
    await page.waitForURL(`${server.url}/admin/dashboard`);
    // The other tests sign in with the original password.
    await page.goto('/admin/settings');
    await page.getByLabel('Current password').fill('Backoffice2027');
    await page.getByLabel('New password', { exact: true }).fill(ADMIN.password);
    await page.getByLabel('Confirm new password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await toast(page, 'Password changed successfully!').waitFor();

    await page.goto(link);
    await page.getByRole('link', { name: 'Request a new link' }).waitFor();
    await context.close();
  });

  it('refuses a customer account at /admin, and logging out leaves the back office', async () => {
    await registerCustomer(server.url, 'shipper@example.com');
    const { page, context } = await openPage(browser, server.url);
    await page.goto('/admin/login');
    await page.getByLabel('E-mail').fill('shipper@example.com');
    await page.getByLabel('Password').fill('Customer2026');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('This account has no access to the back office.').first().waitFor();
    await page.goto('/admin/dashboard');
    await page.waitForURL(`${server.url}/admin/login`);

    await signInAsAdmin(page, ADMIN.email, ADMIN.password);
    await page.waitForURL(`${server.url}/admin/dashboard`);
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${server.url}/admin/login`);
    await toast(page, 'Logged out successfully').waitFor();
    await page.goto('/admin/users');
    await page.waitForURL(`${server.url}/admin/login`);
    await context.close();
  });

  it('opens the API reference for a signed-in admin only', async () => {
    const { page, context } = await signedInAdmin();
    await page.goto('/api/docs/');
    await page.getByRole('heading', { name: /Globe Route Logistics API/ }).waitFor();
    await page.getByText('/api/health', { exact: true }).first().waitFor();
    // The viewer draws only the sections near the screen: scroll down to the users' calls as a reader would.
    const users = page.getByText('/api/users', { exact: true }).first();
    for (let scrolls = 0; scrolls < 40 && !(await users.isVisible()); scrolls += 1) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(100);
    }
    await users.waitFor();
    await context.close();

    const visitor = await openPage(browser, server.url);
    await visitor.page.goto('/api/docs/');
    await visitor.page.getByText(/Failed to load API definition/).waitFor();
    assert.equal(await visitor.page.getByRole('heading', { name: /Globe Route Logistics API/ }).count(), 0);
    await visitor.context.close();
  });

  it('works on a phone: the sidebar is a drawer and lists scroll sideways', async () => {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await signInAsAdmin(page, ADMIN.email, ADMIN.password);
    await page.waitForURL(`${server.url}/admin/dashboard`);
    const users = page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Users' });
    assert.equal(await users.isVisible(), false);
    await page.getByRole('button', { name: 'Menu' }).click();
    await users.click();
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    assert.equal(await users.isVisible(), false, 'the drawer closes after choosing a screen');
    const pageWidth = await page.evaluate('document.documentElement.scrollWidth');
    assert.ok(Number(pageWidth) <= 360, `the page itself does not scroll sideways (${String(pageWidth)} px)`);
    await context.close();
  });
});
