// A customer who forgot their password gets a link by e-mail (the outbox, with no SMTP server),
// chooses a new password on the site and logs in with it.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser.ts';
import { waitForResetLink } from './support/mail.ts';
import { registerCustomer, startServer, type RunningServer } from './support/server.ts';

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

describe('password reset by e-mail', () => {
  it('forgot → e-mail link → new password → log in; the link then stops working', async () => {
    const email = 'forgetful@example.com';
    await registerCustomer(server.url, email);
    const { page, context, consoleErrors } = await openPage(browser, server.url);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('Enter a valid e-mail address').waitFor();
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('If an account exists for that e-mail, a reset link has been sent.').waitFor();

    const link = await waitForResetLink(join(server.dataDir, 'outbox'));
    assert.ok(link.startsWith(`${server.url}/reset-password?token=`), link);
    await page.goto(link);
    await page.getByText('For the account f•••@example.com').waitFor();
    await page.getByLabel('New password', { exact: true }).fill('Brandnew2026');
    await page.getByLabel('Confirm new password').fill('Brandnew2027');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Passwords do not match').waitFor();
    await page.getByLabel('Confirm new password').fill('Brandnew2026');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL(`${server.url}/login`);
    await page.getByText('Your password has been reset. You can now log in.').waitFor();

    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Brandnew2026');
    await page.getByRole('button', { name: /log in/i }).click();
    await page.getByText('Login successful!').waitFor();

    await page.goto(link);
    await page.getByText('This reset link has expired or has already been used').waitFor();
    await page.getByRole('link', { name: 'Request a new link' }).waitFor();
    // The page asked the server about a spent link; its 400 answer is the expected outcome, not an error.
    assert.deepEqual(
      consoleErrors.filter((message) => !/status of 400/.test(message)),
      [],
    );
    await context.close();
  });
});
