// Branches in Chromium: the owner adds the Pune branch and a dispatcher for it through the back office;
// the dispatcher signs in and sees Pune's trips alone — Nagpur's are not in the list, and a typed
// address to one says it is not found — and no money anywhere. The server holds the same line for
// every call (server/test/branches.test.ts); this is what the people see.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { apiAs, dayFromToday, steelTripBody, truckPapers } from './support/api.ts';
import { launchBrowser, openPage, signInAsAdmin } from './support/browser.ts';
import { ADMIN, startServer, type RunningServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
const DISPATCHER = { name: 'Suresh Patil', email: 'suresh.pune@staff.example', password: 'Dispatch2026' };

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
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

/** A trip on an own truck of its own, booked through the API by `api` (in `branchId` when given). */
async function bookTrip(api: Awaited<ReturnType<typeof apiAs>>['api'], admin: typeof api, n: number, branchId?: string) {
  const party = await admin('POST', '/billing-parties', { name: `Branch Party ${n}`, stateCode: '27' });
  const truck = await admin('POST', '/trucks', {
    registrationNumber: `MH12BR${1000 + n}`,
    truckType: 'open_body',
    odometerKm: 1,
    papers: truckPapers(),
  });
  const driver = await admin('POST', '/drivers', {
    name: `Driver ${n}`,
    phone: '9876543210',
    licenceNumber: `MH14201100${60000 + n}`,
    licenceExpiresOn: dayFromToday(400),
  });
  return api<{ id: string; tripNo: string }>(
    'POST',
    '/trips',
    steelTripBody(party.id, {
      rateBasis: 'fixed',
      rate: '25,000',
      fleet: 'own',
      truckId: truck.id,
      driverId: driver.id,
      branchId,
    }),
  );
}

/** The trips the first case books: Pune's (by its dispatcher) and Nagpur's (by the owner). */
let ours: { id: string; tripNo: string };
let theirs: { id: string; tripNo: string };

describe('branches in the back office', () => {
  it('lets the owner add a branch and a dispatcher who sees that branch’s trips alone, and no money', async () => {
    const { api: admin } = await apiAs(server.url, ADMIN.email, ADMIN.password);
    const owner = await signedIn(ADMIN);
    const { page } = owner;

    // The owner adds the Pune branch…
    await page.goto('/admin/branches/new');
    await page.getByLabel('Name').fill('Pune');
    await page.getByLabel('Code').fill('pun');
    await page.getByLabel('Address (optional)').fill('Bhosari MIDC, Pune 411026');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/admin\/branches$/);
    await page.getByRole('link', { name: 'Pune' }).first().waitFor();
    await page.getByRole('cell', { name: 'PUN', exact: true }).waitFor();
    const nagpur = await admin('POST', '/branches', { name: 'Nagpur', code: 'NAG' });

    // …and a dispatcher for it.
    await page.goto('/admin/users/new');
    await page.getByLabel('Full name').fill(DISPATCHER.name);
    await page.getByLabel('E-mail').fill(DISPATCHER.email);
    await page.getByLabel('Role').selectOption('operations');
    await page.getByLabel('Branch').selectOption({ label: 'Pune (PUN)' });
    await page.getByLabel('Password', { exact: true }).fill(DISPATCHER.password);
    await page.getByLabel('Confirm password').fill(DISPATCHER.password);
    await page.getByRole('button', { name: 'Create user' }).click();
    await page.waitForURL(/\/admin\/users$/);
    await owner.context.close();

    const { api: dispatcherApi } = await apiAs(server.url, DISPATCHER.email, DISPATCHER.password);
    ours = await bookTrip(dispatcherApi, admin, 1);
    theirs = await bookTrip(admin, admin, 2, nagpur.id);
    assert.match(ours.tripNo, /^T-PUN-\d{4}-00001$/);
    assert.match(theirs.tripNo, /^T-NAG-\d{4}-00001$/);

    const { page: dispatcher, context, consoleErrors } = await signedIn(DISPATCHER);
    await dispatcher.getByTestId('admin-user').getByText('Operations · Pune (PUN)').waitFor();
    const headings = await dispatcher.getByRole('heading', { level: 2 }).allInnerTexts();
    assert.ok(!headings.includes('Money'), headings.join(', '));

    await dispatcher.goto('/admin/trips');
    const table = dispatcher.getByRole('main').getByRole('table');
    await table.getByRole('link', { name: ours.tripNo, exact: true }).waitFor();
    assert.equal(
      await table.getByRole('link', { name: theirs.tripNo, exact: true }).count(),
      0,
      'Nagpur’s trip is not in the list',
    );
    assert.equal(await dispatcher.getByLabel('Branch').count(), 0, 'no branch filter for a user of one branch');

    await dispatcher.goto(`/admin/trips/${theirs.id}`);
    await dispatcher.getByRole('heading', { level: 1, name: 'Trip not found' }).waitFor();
    await dispatcher.goto('/admin/reports/financial');
    await dispatcher.getByText('Operations accounts cannot see profit, balances or reports.').waitFor();
    assert.deepEqual(
      consoleErrors.filter((error) => !/status of 40[34]/.test(error)),
      [],
    );
    await context.close();
  });

  it('gives the owner profit and loss of one branch, by trip, kept in the address', async () => {
    const { page, context, consoleErrors } = await signedIn(ADMIN);
    await page.goto('/admin/reports/financial?groupBy=trip');
    const table = page.getByRole('table', { name: 'Profit and loss by trip' });
    await table.getByRole('link', { name: new RegExp(`^${theirs.tripNo} · `) }).waitFor();
    await page.getByLabel('Branch').selectOption({ label: 'Pune (PUN)' });
    await page.getByText('Only the trips and expenses of Pune (PUN).').waitFor();
    await table.getByRole('link', { name: new RegExp(`^${ours.tripNo} · `) }).waitFor();
    assert.equal(await table.getByRole('link', { name: new RegExp(`^${theirs.tripNo} · `) }).count(), 0);
    assert.match(page.url(), /branchId=/);
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });
});
