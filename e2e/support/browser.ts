import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser } from '../../scripts/lib/chromium.ts';

export { launchBrowser };

/** A page that records what a user would call broken: console errors and failed requests; and its console warnings. */
export async function openPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  const consoleWarnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
    if (message.type() === 'warning') consoleWarnings.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return { page, context, consoleErrors, consoleWarnings };
}

export async function signInAsAdmin(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * Waits until the page answers input: every link, button and field of the page is hydrated (React has
 * put its props on it). The same measure bench:web reports as "live".
 */
export async function waitForLive(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    () => {
      const controls = [...document.querySelectorAll('#root a, #root button, #root input, #root select, #root textarea')];
      return (
        controls.length > 0 && controls.every((control) => Object.keys(control).some((key) => key.startsWith('__reactProps$')))
      );
    },
    undefined,
    { timeout, polling: 50 },
  );
}

/** Whether React has hydrated this element yet (its props are on it). */
export async function isHydrated(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')));
}

/**
 * Opens a group of the back office's sidebar (nothing to do when it is open) and waits until it shows
 * as open; clicked again if it closed meanwhile (once in CI a group clicked right after sign-in stayed
 * closed, and the test waited 30 s for its link).
 */
export async function openSidebarGroup(sidebar: Locator, name: RegExp): Promise<void> {
  const toggle = sidebar.getByRole('button', { name });
  for (let attempt = 1; ; attempt += 1) {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    try {
      await sidebar.getByRole('button', { name, expanded: true }).waitFor({ timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}
