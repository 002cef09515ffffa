// The money of the business as an accountant meets it in Chromium: an expense recorded from the back
// office, found in the list with its category totals, and reversed with a reason, its cash back in the
// cash box's statement.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, openSidebarGroup, signInAsAdmin } from './support/browser.ts';
import { ADMIN, startServer, type RunningServer } from './support/server.ts';

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

/** The cash box's closing balance, as the ledger adds it up. */
async function cashBoxClosing(token: string): Promise<number> {
  const headers = { authorization: `Bearer ${token}` };
  const report = (await (await fetch(`${server.url}/api/banks/balance-report`, { headers })).json()) as {
    data: { rows: { accountType: string; closingPaise: number }[] };
  };
  return report.data.rows.find((row) => row.accountType === 'cash')!.closingPaise;
}

describe('money', () => {
  it('records a cash expense, shows it with its category totals, and reverses it with a reason', async () => {
    const { page, context, consoleErrors } = await openPage(browser, server.url);
    await signInAsAdmin(page, ADMIN.email, ADMIN.password);
    await page.waitForURL(`${server.url}/admin/dashboard`);
    // The back office keeps its bearer token in localStorage (spec §7).
    const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
    assert.ok(token, 'signed in');
    const before = await cashBoxClosing(token);

    const sidebar = page.getByRole('navigation', { name: 'Back office' });
    await openSidebarGroup(sidebar, /Master data/);
    await sidebar.getByRole('link', { name: 'Expenses' }).click();
    await page.getByRole('heading', { level: 1, name: 'Expenses' }).waitFor();
    await page.getByRole('link', { name: 'Add expense' }).click();
    await page.getByRole('heading', { level: 1, name: 'Add expense' }).waitFor();
    await page.getByLabel('Type', { exact: true }).selectOption('office');
    await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Office' });
    await page.getByLabel('Amount (₹)').fill('1,250.50');
    await page.getByLabel('Bill no. (optional)').fill('INV-88');
    await page.getByRole('button', { name: 'Save' }).click();

    await page.getByRole('heading', { level: 1, name: 'Expenses' }).waitFor();
    const row = page
      .getByRole('row')
      .filter({ hasText: 'INV-88' })
      .or(page.getByRole('row').filter({ hasText: '₹1,250.50' }));
    await row.first().waitFor();
    await page.getByText('₹1,250.50').first().waitFor();
    assert.equal(await cashBoxClosing(token), before - 125_050, 'the cash box paid it');

    await row.first().getByRole('link').first().click();
    await page.getByRole('button', { name: 'Reverse expense' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason for reversing').fill('Entered twice');
    const reversed = page.waitForResponse(
      (response) => response.request().method() === 'DELETE' && response.url().includes('/api/expenses/'),
    );
    await dialog.getByRole('button', { name: 'Reverse expense' }).click();
    assert.equal((await reversed).status(), 200);
    await page.getByText('Entered twice').waitFor();
    await page.getByText('Reversed').first().waitFor();
    assert.equal(await cashBoxClosing(token), before, 'the cash is back');
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });
});
