// The composed site as `npm start` serves it: shell + three remotes + API on one origin.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, signInAsAdmin } from './support/browser.ts';
import { ADMIN, registerCustomer, startServer, type RunningServer } from './support/server.ts';

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

describe('composed site', () => {
  it('shows the marketing home inside the site layout, with the search box from remote-search', async () => {
    const { page, context, consoleErrors } = await openPage(browser, server.url);
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Freight that keeps your business moving' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of [
      'Home',
      'About Us',
      'Services',
      'Track Shipment',
      'Our Clients',
      'Blog',
      'Contact Us',
      'Log in',
      'Get a Quote',
    ]) {
      assert.ok(await nav.getByRole('link', { name: label, exact: true }).isVisible(), `header link ${label}`);
    }
    await page.getByRole('combobox', { name: 'Search' }).waitFor();
    await page.getByText('support@globeroute.example').first().waitFor();
    await page.getByText('Our support team is available 24/7').waitFor();
    await page.getByRole('textbox', { name: 'E-mail address' }).waitFor();
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  it('sends unknown paths to the home page', async () => {
    const { page, context } = await openPage(browser, server.url);
    await page.goto('/no/such/page');
    await page.waitForURL(`${server.url}/`);
    await page.getByRole('heading', { level: 1, name: 'Freight that keeps your business moving' }).waitFor();
    await context.close();
  });

  it('redirects /admin to /admin/login when nobody is signed in', async () => {
    const { page, context } = await openPage(browser, server.url);
    await page.goto('/admin');
    await page.waitForURL(`${server.url}/admin/login`);
    await page.getByRole('heading', { name: 'Sign in to the back office' }).waitFor();
    await context.close();
  });

  it("shows the server's message for a wrong password", async () => {
    const { page, context } = await openPage(browser, server.url);
    await signInAsAdmin(page, ADMIN.email, 'not-the-password1');
    await page.getByText('Invalid email or password').first().waitFor();
    assert.equal(new URL(page.url()).pathname, '/admin/login');
    await context.close();
  });

  it('signs the env admin in to the dashboard, and the shell knows who it is (one store)', async () => {
    const { page, context, consoleErrors } = await openPage(browser, server.url);
    await signInAsAdmin(page, ADMIN.email, ADMIN.password);
    await page.waitForURL(`${server.url}/admin/dashboard`);
    await page.getByText('Login successful!').waitFor();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByRole('navigation', { name: 'Back office' }).waitFor();
    assert.match(await page.getByTestId('admin-user').innerText(), /Administrator/);
    await page.getByText('Administrators').waitFor();

    // Back to the public site without a reload: the shell's header reads the store the admin remote signed into.
    await page.getByRole('link', { name: 'View website' }).click();
    await page.waitForURL(`${server.url}/`);
    assert.match(await page.getByTestId('signed-in-user').innerText(), /Signed in as Administrator/);
    assert.deepEqual(consoleErrors, []);

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByText('Logged out successfully').waitFor();
    await page.getByRole('link', { name: 'Log in', exact: true }).waitFor();
    await context.close();
  });

  it('sends a signed-in customer back to /admin/login', async () => {
    const token = await registerCustomer(server.url, 'e2e-customer@example.com');
    const { page, context } = await openPage(browser, server.url);
    await page.goto('/');
    await page.evaluate((value) => localStorage.setItem('token', value), token);
    await page.goto('/admin/dashboard');
    await page.waitForURL(`${server.url}/admin/login`);
    await page.getByRole('heading', { name: 'Sign in to the back office' }).waitFor();
    await context.close();
  });

  it('loads React once for the whole page', async () => {
    const { page, context } = await openPage(browser, server.url);
    const reactDomChunks = new Set<string>();
    page.on('response', async (response) => {
      if (!response.url().endsWith('.js')) return;
      const body = await response.text().catch(() => '');
      if (body.includes('__REACT_DEVTOOLS_GLOBAL_HOOK__') && body.includes('createRoot')) reactDomChunks.add(response.url());
    });
    await signInAsAdmin(page, ADMIN.email, ADMIN.password);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.waitForLoadState('networkidle');
    assert.equal(reactDomChunks.size, 1, `react-dom chunks: ${[...reactDomChunks].join(', ')}`);
    await context.close();
  });
});
