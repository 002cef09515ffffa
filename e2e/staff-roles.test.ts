// Who sees what in the back office, in Chromium: the owner adds a dispatcher (operations) and an
// accountant; the dispatcher works trips and never meets money — not in the menu, not on the
// dashboard, not at a typed address — while the accountant finds the bills. The server refuses the
// calls all the same (server/test/route-table.test.ts); this is what each of them sees.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { apiAs } from './support/api.ts';
import { launchBrowser, openPage, signInAsAdmin } from './support/browser.ts';
import { ADMIN, startServer, type RunningServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
const DISPATCHER = {
  name: 'Pune Dispatcher',
  email: 'dispatch.pune@staff.example',
  password: 'Dispatch2026',
  role: 'operations',
};
const ACCOUNTANT = { name: 'Anita Accounts', email: 'anita@staff.example', password: 'Accounts2026', role: 'accountant' };

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const { api } = await apiAs(server.url, ADMIN.email, ADMIN.password);
  await api('POST', '/users', DISPATCHER);
  await api('POST', '/users', ACCOUNTANT);
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

async function signedIn(user: { email: string; password: string }) {
  const opened = await openPage(browser, server.url);
  await signInAsAdmin(opened.page, user.email, user.password);
  await opened.page.waitForURL(`${server.url}/admin/dashboard`);
  return opened;
}

describe('staff roles in the back office', () => {
  it('lets a dispatcher in to trips and the fleet, and shows no money anywhere', async () => {
    const { page, context } = await signedIn(DISPATCHER);
    const sidebar = page.getByRole('navigation', { name: 'Back office' });
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.getByRole('heading', { level: 2, name: /^Trips in / }).waitFor();
    const headings = await page.getByRole('heading', { level: 2 }).allInnerTexts();
    assert.ok(!headings.includes('Money'), headings.join(', '));
    for (const hidden of ['Payments', 'Reports']) {
      assert.equal(await sidebar.getByRole('button', { name: new RegExp(hidden) }).count(), 0, `${hidden} is not in the menu`);
    }
    for (const hidden of ['Users', 'Settings', 'Bank']) {
      assert.equal(await sidebar.getByRole('link', { name: hidden, exact: true }).count(), 0, `${hidden} is not in the menu`);
    }
    await page.goto('/admin/trips');
    await page.getByRole('main').getByRole('link', { name: 'Add new trip' }).waitFor();

    // A typed address to money says what the role lacks instead of a page of refusals.
    await page.goto('/admin/bills');
    await page.getByRole('heading', { level: 1, name: 'Not available to your role' }).waitFor();
    await page.getByText('Operations accounts cannot see bills, receipts, payments or ledgers.').waitFor();
    await page.goto('/admin/reports/financial');
    await page.getByText('Operations accounts cannot see profit, balances or reports.').waitFor();
    await context.close();
  });

  it('shows the accountant the bills and the money on the dashboard, and no users', async () => {
    const { page, context } = await signedIn(ACCOUNTANT);
    await page.getByRole('heading', { level: 2, name: 'Money' }).waitFor();
    const sidebar = page.getByRole('navigation', { name: 'Back office' });
    assert.equal(await sidebar.getByRole('link', { name: 'Users', exact: true }).count(), 0);
    await page.goto('/admin/bills');
    await page.getByRole('heading', { level: 1, name: /Freight bills/i }).waitFor();
    await page.goto('/admin/users');
    await page.getByText('Accountant accounts cannot manage users.').waitFor();
    await context.close();
  });
});
