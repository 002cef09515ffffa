// Master data and fleet as an operator meets them in Chromium, on an empty database: a billing
// party added by GSTIN, a truck whose insurance runs out in 10 days (dashboard and bell), a driver,
// a market vehicle, a bank account, 50 parties imported from Excel with 3 bad rows, an export, a
// refused delete, and the working session switched and remembered.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { financialYearOf, indianToday, sessionNameFor } from '../shared-api/src/schemas/index.ts';
import { dayFromToday } from './support/api.ts';
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

async function signedInAdmin() {
  const opened = await openPage(browser, server.url);
  await signInAsAdmin(opened.page, ADMIN.email, ADMIN.password);
  await opened.page.waitForURL(`${server.url}/admin/dashboard`);
  return opened;
}

const toast = (page: Page, text: string | RegExp) => page.locator('.Toastify').getByText(text);

async function partiesWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Parties');
  sheet.addRow(['Name', 'GSTIN', 'State code', 'City', 'Mobile', 'Credit days']);
  for (let line = 2; line <= 51; line += 1) {
    sheet.addRow([`Sheet Party ${String(line).padStart(2, '0')}`, '', '27', 'Nashik', `97${String(line).padStart(8, '0')}`, 30]);
  }
  sheet.getRow(7).getCell(2).value = '27AAPFU0939F1ZW'; // wrong check character
  sheet.getRow(22).getCell(1).value = ''; // no name
  sheet.getRow(35).getCell(5).value = '12345'; // not a mobile number
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('master data and fleet', () => {
  it('adds a billing party by GSTIN, a truck, a driver, a market vehicle and a bank; papers due reach the dashboard and the bell', async () => {
    const { page, context, consoleErrors } = await signedInAdmin();
    const sidebar = page.getByRole('navigation', { name: 'Back office' });

    await openSidebarGroup(sidebar, /Master data/);
    await sidebar.getByRole('link', { name: 'Billing Party' }).click();
    await page.getByRole('heading', { level: 1, name: 'Billing parties' }).waitFor();
    await page.getByRole('link', { name: 'Add billing party' }).click();
    await page.getByLabel('Name').fill('Umang Roadways');
    await page.getByLabel('GSTIN (optional)').fill('29AAGCB7383J1Z4');
    await page.getByText('Karnataka, from the GSTIN').waitFor();
    assert.equal(await page.getByLabel('State').inputValue(), '29');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Billing party Umang Roadways added').waitFor();
    const partyRow = page.getByRole('row', { name: /Umang Roadways/ });
    await partyRow.getByText('Karnataka').waitFor();
    await partyRow.getByText('29AAGCB7383J1Z4').waitFor();

    // A truck whose insurance expires in 10 days.
    await openSidebarGroup(sidebar, /Vehicles/);
    await sidebar.getByRole('link', { name: 'Add New Truck' }).click();
    await page.getByRole('heading', { level: 1, name: 'Add new truck' }).waitFor();
    await page.getByLabel('Registration number').fill('mh 12 zz 9876');
    await page.getByLabel('Type').selectOption('container');
    const insurance = page.getByRole('group', { name: 'Insurance' });
    await insurance.getByLabel('Number').fill('POL-2026-7781');
    await insurance.getByLabel('Expiry date').fill(dayFromToday(10));
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Truck MH12ZZ9876 added').waitFor();
    await page.getByRole('heading', { level: 1, name: 'MH12ZZ9876' }).waitFor();
    await page.getByTestId('paper-insurance').getByText('Expires in 10 days').waitFor();
    await page.getByTestId('paper-rc').getByText('Not recorded').waitFor();

    // Back and reload keep the spec's truck routes working.
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Add new truck' }).waitFor();
    await page.goForward();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'MH12ZZ9876' }).waitFor();
    await page.getByRole('link', { name: 'Edit truck' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit MH12ZZ9876' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Edit MH12ZZ9876' }).waitFor();
    await page.getByLabel('Make (optional)').fill('Tata');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, 'Truck MH12ZZ9876 saved').waitFor();
    await page.getByRole('heading', { level: 1, name: 'MH12ZZ9876' }).waitFor();

    await page.goto('/admin/dashboard');
    const due = page.locator('section', { has: page.getByRole('heading', { name: /Papers expiring/ }) });
    await due.getByRole('link', { name: 'Insurance · MH12ZZ9876' }).waitFor();
    await due.getByText(/Expires in 10 days/).waitFor();
    await page.getByRole('button', { name: /Notifications, \d+ new/ }).click();
    await page.getByRole('region', { name: 'Notifications' }).getByText('Insurance of MH12ZZ9876 expires in 10 days').waitFor();

    // A driver.
    await page.goto('/admin/drivers/new');
    await page.getByLabel('Full name').fill('Ramesh Yadav');
    await page.getByLabel('Mobile').fill('98221 00111');
    await page.getByLabel('Licence number').fill('MH14 20110062821');
    await page.getByLabel('Licence expiry date').fill(dayFromToday(400));
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Driver Ramesh Yadav added').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Ramesh Yadav' }).waitFor();
    await page.getByText('Valid', { exact: true }).waitFor();

    // A market vehicle: the registration number of an own truck is refused on its field.
    await page.goto('/admin/vehicles/new');
    await page.getByLabel('Registration number').fill('MH12ZZ9876');
    await page.getByLabel('Owner name').fill('Baban Jadhav');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('MH12ZZ9876 is one of your own trucks: a market vehicle cannot have its number').waitFor();
    await page.getByLabel('Registration number').fill('KA51AF9902');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Vehicle KA51AF9902 added').waitFor();
    await page
      .getByRole('row', { name: /KA51AF9902/ })
      .getByText('Baban Jadhav')
      .waitFor();

    // A bank account: a bank account needs its IFSC.
    await page.goto('/admin/banks/new');
    await page.getByLabel('Account name').fill('HDFC current');
    await page.getByLabel('Bank', { exact: true }).fill('HDFC Bank');
    await page.getByLabel('Account number').fill('50200012345678');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('IFSC is required').waitFor();
    await page.getByLabel('IFSC').fill('HDFC0001234');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Account HDFC current added').waitFor();
    await page.getByRole('row', { name: /HDFC current/ }).waitFor();

    // The one cash account cannot be deleted: the refusal says why, and it stays.
    await page.getByRole('link', { name: 'Edit Cash in hand' }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('alert').waitFor();
    assert.match(await page.getByRole('dialog').getByRole('alert').innerText(), /cash/i);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    assert.deepEqual(
      consoleErrors.filter((text) => !/status of (400|409)/.test(text)),
      [],
    );
    await context.close();
  });

  it('imports 50 parties from Excel: the preview names exactly the 3 bad rows and 47 arrive; the list exports', async () => {
    const { page, context } = await signedInAdmin();
    await page.goto('/admin/billing-parties');
    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import billing parties' });
    await dialog.getByLabel('Spreadsheet to import').setInputFiles({
      name: 'parties.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await partiesWorkbook(),
    });
    await dialog.getByText('47 of 50 rows').waitFor();
    const lines = await dialog.locator('tbody tr th').allInnerTexts();
    assert.deepEqual(lines, ['7', '22', '35']);
    await dialog
      .getByTestId('import-row-7')
      .getByText(/check character/i)
      .waitFor();
    await dialog.getByTestId('import-row-22').getByText('Name is required').waitFor();
    await dialog.getByRole('button', { name: 'Import 47 rows' }).click();
    await dialog.getByText('47 billing parties imported; 3 rows with errors skipped').waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();

    await page.getByLabel('Search billing parties').fill('sheet party');
    await page.getByText('Showing 1–20 of 47 billing parties').waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    assert.match(download.suggestedFilename(), /^billing-parties-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    const rows = csv.trim().split('\r\n');
    assert.equal(rows.length, 48, 'the header and the 47 parties the search shows');
    assert.match(rows[1]!, /^Sheet Party 02,/);
    await context.close();
  });

  it('adds next year’s session and switches the working session; the choice is remembered', async () => {
    const { page, context } = await signedInAdmin();
    const next = sessionNameFor(financialYearOf(indianToday()) + 1);
    await page.goto('/admin/sessions');
    await page.getByRole('heading', { level: 1, name: 'Session management' }).waitFor();
    await page.getByLabel('New session (financial year)').fill(next);
    await page.getByRole('button', { name: 'Add session' }).click();
    await toast(page, `Session ${next} added`).waitFor();
    await page.getByRole('row', { name: new RegExp(next) }).waitFor();

    const switcher = page.getByLabel('Working session');
    await switcher.selectOption({ label: next });
    await toast(page, `You are now working in ${next}`).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Session management' }).waitFor();
    await page.waitForFunction(
      (name) => (document.querySelector('#admin-sidebar select') as HTMLSelectElement | null)?.selectedOptions[0]?.text === name,
      next,
    );
    await context.close();
  });
});
