// Issue 29 in Chromium, as an owner meets it: Dashboard Reports with its charts and figures, then
// Financial Reports grouped by truck, exported as Excel and PDF, and the files read back.
//
// The book, all today in the working session:
//   own trip, MH12AB1234, fixed freight ₹50,000, 10,000 → 10,500 km (500 km); diesel 125 L × ₹92.50 = ₹11,562.50
//   and toll ₹1,500 on it → profit ₹36,937.50, ₹73.88 a km (36,93,750 paise ÷ 500 = 7,387.5 → 7,388)
//   market trip, fixed freight ₹75,000, hire ₹60,000 less ₹1,000 commission → profit ₹16,000
//   office expense ₹2,000 → not tied to a truck
//   in all: income ₹1,25,000, hire ₹59,000, expenses ₹15,062.50, profit ₹50,937.50
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import type { Browser, Download, Page } from 'playwright-core';
import { indianToday } from 'shared-api/schemas';
import { pdfText } from '../server/test/helpers/pdf-text.ts';
import { apiAs, dayFromToday, steelTripBody, truckPapers } from './support/api.ts';
import { launchBrowser, openPage, openSidebarGroup, signInAsAdmin } from './support/browser.ts';
import { ADMIN, startServer, type RunningServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
let page: Page;
let consoleErrors: string[];
const today = indianToday();

const tripBody = (partyId: string, extra: Record<string, unknown>) => steelTripBody(partyId, { rateBasis: 'fixed', ...extra });

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const { api } = await apiAs(server.url, ADMIN.email, ADMIN.password);
  const party = await api('POST', '/billing-parties', { name: 'Sahyadri Steels', stateCode: '27' });
  const truck = await api('POST', '/trucks', {
    registrationNumber: 'MH12AB1234',
    truckType: 'open_body',
    odometerKm: 10_000,
    papers: truckPapers(),
  });
  const driver = await api('POST', '/drivers', {
    name: 'Ramesh Yadav',
    phone: '9876543210',
    licenceNumber: 'MH1420110062821',
    licenceExpiresOn: dayFromToday(400),
  });
  const vehicle = await api('POST', '/vehicles', { registrationNumber: 'GJ01MV4455', ownerName: 'Gurpreet Kaur' });
  const own = await api(
    'POST',
    '/trips',
    tripBody(party.id, { fleet: 'own', truckId: truck.id, driverId: driver.id, rate: '50,000' }),
  );
  await api('POST', `/trips/${own.id}/start`, { startKm: 10_000 });
  await api('POST', `/trips/${own.id}/deliver`, { endKm: 10_500 });
  await api(
    'POST',
    '/trips',
    tripBody(party.id, {
      fleet: 'market',
      vehicleId: vehicle.id,
      marketDriverName: 'Sukhwinder',
      marketDriverPhone: '9811122233',
      rate: '75,000',
      hireRateBasis: 'fixed',
      hireRate: '60,000',
      commission: '1,000',
    }),
  );
  const categories = await api<{ id: string; code: string | null }[]>('GET', '/expenses/categories');
  const category = (code: string) => categories.find((candidate) => candidate.code === code)!.id;
  const expense = (extra: Record<string, unknown>) => api('POST', '/expenses', { expenseDate: today, mode: 'cash', ...extra });
  await expense({
    type: 'trip',
    tripId: own.id,
    categoryId: category('diesel'),
    litres: '125',
    rate: '92.50',
    amount: '11,562.50',
  });
  await expense({ type: 'trip', tripId: own.id, categoryId: category('toll'), amount: '1,500' });
  await expense({ type: 'office', categoryId: category('office'), amount: '2,000' });

  ({ page, consoleErrors } = await openPage(browser, server.url));
  await signInAsAdmin(page, ADMIN.email, ADMIN.password);
  await page.waitForURL('**/admin/dashboard');
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** Clicks a download button and answers the file it saved. */
async function downloaded(name: string): Promise<{ download: Download; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name }).click()]);
  return { download, bytes: await readFile((await download.path())!) };
}

describe('reports in the browser', () => {
  it('Dashboard Reports shows the period’s figures and its charts, each with its figures as a table', async () => {
    const sidebar = page.getByRole('navigation', { name: 'Back office' });
    await openSidebarGroup(sidebar, /Reports/);
    await sidebar.getByRole('link', { name: 'Dashboard Reports' }).click();
    await page.waitForURL('**/admin/reports**');
    await page.getByRole('heading', { name: 'Dashboard Reports', level: 1 }).waitFor();
    const figures = page.getByRole('list', { name: 'Figures of the period' });
    await figures.getByRole('link', { name: /^Income ₹1,25,000\.00/ }).waitFor();
    assert.ok(await figures.getByRole('link', { name: /^Profit ₹50,937\.50/ }).isVisible(), 'the profit of the period');
    assert.ok(await figures.getByRole('link', { name: /^Expenses ₹15,062\.50/ }).isVisible(), 'the expenses of the period');
    // Charts are drawn (recharts' SVG), and a chart's figures open as a table.
    await page.locator('.recharts-surface').first().waitFor();
    assert.ok((await page.locator('.recharts-surface').count()) >= 4, 'the charts are drawn');
    await page.screenshot({ path: '/tmp/e2e-reports-dashboard.png', fullPage: true });
    assert.deepEqual(consoleErrors, []);
  });

  it('Financial Reports by truck: the table, then Excel and PDF files with the same figures', async () => {
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Financial Reports' }).click();
    await page.waitForURL('**/admin/reports/financial**');
    await page.getByRole('group', { name: 'Group by' }).getByRole('button', { name: 'By truck' }).click();
    const table = page.getByRole('region', { name: 'Profit and loss' }).getByRole('table').first();
    const truckRow = table.getByRole('row', { name: /MH12AB1234/ });
    await truckRow.waitFor();
    assert.match((await truckRow.innerText()).replace(/\s+/g, ' '), /500 .*₹50,000\.00.*₹11,562\.50.*₹36,937\.50.*₹73\.88/);
    assert.match((await table.getByRole('row', { name: /Market vehicles/ }).innerText()).replace(/\s+/g, ' '), /₹16,000\.00/);
    assert.match(
      (await table.getByRole('row', { name: /Not tied to a truck/ }).innerText()).replace(/\s+/g, ' '),
      /-₹2,000\.00|−₹2,000\.00/,
    );
    await page.screenshot({ path: '/tmp/e2e-reports-financial.png', fullPage: true });

    const xlsx = await downloaded('Export the profit and loss as Excel');
    assert.match(xlsx.download.suggestedFilename(), /^profit-and-loss-by-truck-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const cells = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    assert.equal(cells(1)[0], 'Truck');
    assert.deepEqual(cells(2), ['MH12AB1234', 1, 500, 50_000, 0, 11_562.5, 1_500, 0, 0, 0, 13_062.5, 36_937.5, 73.88]);
    assert.deepEqual(cells(3).slice(0, 5), ['Market vehicles', 1, 0, 75_000, 59_000]);
    assert.deepEqual([cells(4)[0], cells(4)[11]], ['Not tied to a truck', -2_000]);
    const profit = sheet.getRow(5).getCell(12).value as ExcelJS.CellFormulaValue;
    assert.deepEqual([sheet.getRow(5).getCell(1).value, profit.formula, profit.result], ['Total', 'SUM(L2:L4)', 50_937.5]);

    const pdf = await downloaded('Export the profit and loss as PDF');
    assert.match(pdf.download.suggestedFilename(), /^profit-and-loss-by-truck-.*\.pdf$/);
    const text = (await pdfText(pdf.bytes)).join(' ');
    for (const expected of [
      'Profit and loss by truck',
      'MH12AB1234',
      'Market vehicles',
      '36,937.50',
      '50,937.50',
      'Page 1 of 1',
    ]) {
      assert.ok(text.includes(expected), `the PDF shows ${expected}: ${text}`);
    }
    assert.deepEqual(consoleErrors, []);
  });
});
