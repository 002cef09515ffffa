// Trips as an operator runs them in Chromium: an own-truck trip from the sidebar's Add New Trip to
// POD received, with the public tracking page following along and the LR printed; a market vehicle
// hired with an advance; every trip route through Back and reload; and a truck on a trip that
// cannot be deleted. The masters a trip names are made through the API, as the master-data test
// already covers their screens.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import PDFDocument from 'pdfkit';
import type { Browser, Locator, Page } from 'playwright-core';
import { pdfText } from '../server/test/helpers/pdf-text.ts';
import { financialYearOf, indianToday, sessionNameFor } from '../shared-api/src/schemas/index.ts';
import { apiAs, dayFromToday, truckPapers } from './support/api.ts';
import { launchBrowser, openPage, openSidebarGroup, signInAsAdmin } from './support/browser.ts';
import { ADMIN, startServer, type RunningServer } from './support/server.ts';

/** The series of today's financial year in trip, LR and receipt numbers ('2627' for 2026-27). */
const FY = sessionNameFor(financialYearOf(indianToday())).replace('-', '').slice(2);

let server: RunningServer;
let browser: Browser;

let api: Awaited<ReturnType<typeof apiAs>>['api'];
const PAPERS = truckPapers();

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  ({ api } = await apiAs(server.url, ADMIN.email, ADMIN.password));
  await api('POST', '/billing-parties', { name: 'Kumar Textiles', gstin: '27AAPFU0939F1ZV', city: 'Surat' });
  await api('POST', '/trucks', { registrationNumber: 'MH12AB1234', truckType: 'open_body', odometerKm: 120_000, papers: PAPERS });
  await api('POST', '/drivers', {
    name: 'Ramesh Yadav',
    phone: '9876543210',
    licenceNumber: 'MH1420110062821',
    licenceExpiresOn: dayFromToday(400),
  });
  await api('POST', '/vehicles', { registrationNumber: 'GJ01MV4455', ownerName: 'Harbans Singh', ownerPan: 'ABCPS1234K' });
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

/** Types into a typeahead and picks the option that comes back. */
async function choose(page: Page, label: string, search: string, option: RegExp) {
  await page.getByRole('combobox', { name: label }).fill(search);
  await page.getByRole('option', { name: option }).click();
}

/** The figure shown beside a term of a list of amounts ('₹25,000.00'). */
const figure = (scope: Locator, term: string) =>
  scope
    .locator('div', { has: scope.page().locator('dt', { hasText: new RegExp(`^${term}$`) }) })
    .locator('dd')
    .innerText();

/** The parties, goods and freight every trip here shares. */
async function fillBooking(page: Page, goods: string) {
  await choose(page, 'Billing party', 'kumar', /Kumar Textiles/);
  await page.getByLabel('Consignor name').fill('Kumar Textiles Mill');
  await page.getByLabel('Consignee name').fill('Delhi Fabrics');
  await page.getByLabel('Consignee address (optional)').fill('Okhla Phase II, New Delhi 110020');
  await page.getByLabel('Origin').fill('Surat');
  await page.getByLabel('Destination').fill('Delhi');
  await page.getByLabel('Goods').fill(goods);
  await page.getByLabel('Actual weight in tonnes').fill('12');
  await page.getByLabel('Freight terms').selectOption({ label: 'TBB (to be billed)' });
  await page.getByLabel('GST paid by').selectOption({ label: 'Consignor' });
}

/** A one-page PDF such as a scanner makes of a signed POD. */
function podPdf(): Promise<Buffer> {
  return new Promise((resolve) => {
    const document = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.text('Received 12 t of cotton fabric in good condition. Delhi Fabrics, signed and stamped.');
    document.end();
  });
}

describe('trips', () => {
  it('runs an own-truck trip from Add New Trip to POD received, with /track following and the LR printed', async () => {
    const { page, context, consoleErrors } = await signedInAdmin();
    const sidebar = page.getByRole('navigation', { name: 'Back office' });
    await openSidebarGroup(sidebar, /Trip Creation/);
    await sidebar.getByRole('link', { name: 'Add New Trip' }).click();
    await page.getByRole('heading', { level: 1, name: 'Add new trip' }).waitFor();
    assert.equal(await page.getByLabel('Trip date').inputValue(), indianToday(), 'a new trip is dated today in India');

    await fillBooking(page, 'Cotton fabric');
    await page.getByLabel('Rate basis').selectOption({ label: 'Per tonne' });
    await page.getByLabel('Rate (₹)').fill('2000');
    const summary = page.getByRole('region', { name: 'Summary' });
    assert.equal(await figure(summary, 'Freight'), '₹24,000.00', 'freight is worked out as it is typed');
    await choose(page, 'Truck', 'MH12', /MH12AB1234/);
    await choose(page, 'Driver', 'ram', /Ramesh Yadav/);
    await page.getByRole('button', { name: 'Save trip' }).click();
    await toast(page, `Trip T-${FY}-00001 booked with LR-${FY}-00001`).waitFor();
    await page.getByRole('heading', { level: 1, name: `Trip T-${FY}-00001` }).waitFor();
    const tripUrl = page.url();
    const trackingLink = await page.getByRole('link', { name: /^GR[0-9A-Z]{8}-[0-9A-Z] \(the public tracking page/ }).innerText();
    const trackingNumber = /GR[0-9A-Z]{8}-[0-9A-Z]/.exec(trackingLink)![0];

    const status = page.getByRole('region', { name: 'Status' });
    await status.getByRole('button', { name: 'Start trip' }).click();
    const startDialog = page.getByRole('dialog');
    await startDialog.getByText('Blank: the odometer the truck last recorded').waitFor();
    await startDialog.getByRole('button', { name: 'Start trip' }).click();
    await status.getByText('In transit', { exact: true }).first().waitFor();
    await page.getByText('1,20,000 km', { exact: true }).waitFor();

    // Staff hear where the lorry is; the event is dated now in India unless changed.
    const eventForm = page.getByRole('form', { name: 'Add a tracking event' });
    await eventForm.getByLabel('Location').fill('Vadodara toll plaza');
    await eventForm.getByLabel('Status').selectOption({ label: 'In Transit' });
    await eventForm.getByLabel('What happened').fill('Crossed Vadodara on time');
    await eventForm.getByRole('button', { name: 'Add event' }).click();
    await toast(page, /Tracking event added|event added/i).waitFor();
    await page
      .getByRole('list', { name: new RegExp(`Tracking of trip T-${FY}-00001`) })
      .getByText('Crossed Vadodara on time')
      .waitFor();

    // The public tracking page follows along: for anyone with the number, where and when; for whoever
    // also knows the delivery address's PIN code, who it is for and what staff wrote.
    const visitor = await browser.newContext({ baseURL: server.url });
    const publicPage = await visitor.newPage();
    await publicPage.goto(`/track?number=${trackingNumber}`);
    await publicPage.getByText('Vadodara toll plaza').first().waitFor();
    const strangerSees = (await publicPage.getByRole('article', { name: trackingNumber }).innerText()) ?? '';
    for (const secret of ['Crossed Vadodara on time', 'Delhi Fabrics', 'Kumar Textiles', 'MH12AB1234']) {
      assert.ok(!strangerSees.includes(secret), `a stranger with the number does not read ${secret}`);
    }
    await publicPage.getByLabel('Destination PIN code').fill('110020');
    await publicPage.getByRole('button', { name: 'Show details' }).click();
    await publicPage.getByText('Crossed Vadodara on time').waitFor();
    await publicPage.getByText('Delhi Fabrics').first().waitFor();

    await status.getByRole('button', { name: 'Mark delivered' }).click();
    const deliverDialog = page.getByRole('dialog');
    await deliverDialog.getByRole('button', { name: 'Mark delivered' }).click();
    await deliverDialog.getByText('End km is required for an own truck').waitFor();
    await deliverDialog.getByLabel('End km').fill('121180');
    await deliverDialog.getByRole('button', { name: 'Mark delivered' }).click();
    await status.getByText(/Upload the proof of delivery/).waitFor();
    await page.getByText('1,180 km', { exact: true }).waitFor();
    await publicPage.reload();
    await publicPage.getByText('Delivered to Delhi Fabrics at Delhi').waitFor();
    await visitor.close();

    // A scanned POD, as a real PDF: the trip moves to POD received.
    const upload = page.getByRole('form', { name: 'Add a document' });
    await upload
      .getByLabel('Choose a file')
      .setInputFiles({ name: 'pod-delhi.pdf', mimeType: 'application/pdf', buffer: await podPdf() });
    await upload.getByLabel('Type').selectOption({ label: 'POD (proof of delivery)' });
    await upload.getByRole('button', { name: 'Upload' }).click();
    await status.getByText('POD received', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Preview pod-delhi.pdf' }).click();
    const podPreview = page.getByRole('dialog', { name: 'POD (proof of delivery): pod-delhi.pdf' });
    await podPreview.locator('iframe').waitFor();
    await podPreview.getByRole('button', { name: 'Close' }).click();

    // The LR, printed from the trip: its text carries the LR number and the tracking number.
    await page.getByRole('button', { name: 'Print LR' }).click();
    const preview = page.getByRole('dialog', { name: `LR LR-${FY}-00001` });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      preview.getByRole('link', { name: 'Download' }).click(),
    ]);
    assert.equal(download.suggestedFilename(), `LR-${FY}-00001.pdf`);
    const lr = (await pdfText(await readFile(await download.path()))).join(' ');
    assert.match(lr, new RegExp(`LR-${FY}-00001`));
    assert.match(lr, new RegExp(trackingNumber));
    await preview.getByRole('button', { name: 'Close' }).click();

    // Reload keeps the trip as it is.
    await page.goto(tripUrl);
    await status.getByText('POD received', { exact: true }).first().waitFor();
    assert.deepEqual(
      consoleErrors.filter((text) => !/status of (400|409)/.test(text)),
      [],
    );
    await context.close();
  });

  it('hires a market vehicle with an advance and commission: the owner payable and profit are exact', async () => {
    const { page, context } = await signedInAdmin();
    await page.goto('/admin/trips/new');
    await fillBooking(page, 'Cotton yarn');
    await page.getByLabel('Rate (₹)').fill('42000');
    await page.getByLabel('Party advance (₹, optional)').fill('10000');
    await page.getByRole('radio', { name: 'Market vehicle' }).check();
    await choose(page, 'Market vehicle', 'GJ01', /GJ01MV4455/);
    await page.getByLabel('Driver name (optional)').fill('Gurpreet');
    await page.getByLabel('Hire rate basis').selectOption({ label: 'Per tonne' });
    await page.getByLabel('Hire rate (₹)').fill('3000');
    await page.getByLabel('Hire advance (₹, optional)').fill('15000');
    await page.getByLabel('Commission (₹, optional)').fill('500');
    await page.getByRole('button', { name: 'Add a charge' }).click();
    const charge = page.getByRole('group', { name: 'Charge 1' });
    await charge.getByLabel('Kind').selectOption({ label: 'Detention' });
    await charge.getByLabel('Side').selectOption({ label: 'Vehicle side' });
    await charge.getByLabel('Amount (₹)').fill('1200');
    await page.getByRole('button', { name: 'Save trip' }).click();
    await page.getByRole('heading', { level: 1, name: `Trip T-${FY}-00002` }).waitFor();

    const vehicleSide = page.getByRole('region', { name: 'Vehicle side' });
    // Hire 12 t × ₹3,000 + detention ₹1,200 − advance ₹15,000 − commission ₹500.
    assert.equal(await figure(vehicleSide, 'Hire'), '₹36,000.00');
    assert.equal(await figure(vehicleSide, 'Owner payable'), '₹21,700.00');
    const partySide = page.getByRole('region', { name: 'Party side' });
    assert.equal(await figure(partySide, 'Party balance'), '₹32,000.00');
    // The party's advance is its receipt into the cash box, named on the trip.
    await partySide.getByText(/Advance received in cash into Cash in hand, receipt/).waitFor();
    assert.match(
      await partySide.getByRole('link', { name: new RegExp(`^RC-${FY}-\\d{5}$`) }).innerText(),
      new RegExp(`^RC-${FY}-\\d{5}$`),
    );
    // ₹42,000 from the party, ₹36,700 to the owner after his commission.
    assert.equal(await figure(page.getByRole('region', { name: 'Freight and amounts' }), 'Estimated profit'), '₹5,300.00');
    await context.close();
  });

  it('keeps every trip route working through Back and reload, and refuses to delete a truck a trip uses', async () => {
    const { page, context } = await signedInAdmin();
    const sidebar = page.getByRole('navigation', { name: 'Back office' });
    await openSidebarGroup(sidebar, /Trip Creation/);
    await sidebar.getByRole('link', { name: 'Trips Management' }).click();
    await page.getByRole('heading', { level: 1, name: 'Trips' }).waitFor();
    await page.getByRole('row', { name: new RegExp(`T-${FY}-00001`) }).waitFor();
    await page.getByRole('row', { name: new RegExp(`T-${FY}-00002`) }).waitFor();

    await page.getByRole('link', { name: `T-${FY}-00002`, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: `Trip T-${FY}-00002` }).waitFor();
    await page.getByRole('link', { name: 'Edit trip' }).click();
    await page.getByRole('heading', { level: 1, name: new RegExp(`Edit trip T-${FY}-00002`) }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: new RegExp(`Edit trip T-${FY}-00002`) }).waitFor();
    assert.equal(await page.getByLabel('Hire rate (₹)').inputValue(), '3000', 'the edit form is filled from the trip');
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: `Trip T-${FY}-00002` }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Trips' }).waitFor();
    await page.reload();
    await page.getByRole('row', { name: new RegExp(`T-${FY}-00002`) }).waitFor();

    await sidebar.getByRole('link', { name: 'Documents' }).click();
    await page.getByRole('heading', { level: 1, name: 'Documents' }).waitFor();
    await page.getByRole('row', { name: /pod-delhi\.pdf/ }).waitFor();
    await page.reload();
    await page.getByRole('row', { name: /pod-delhi\.pdf/ }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Trips' }).waitFor();

    // The truck of trip 1 stays: the refusal says what uses it.
    await page.goto('/admin/trucks');
    await page.getByRole('link', { name: 'Open MH12AB1234' }).click();
    await page.getByRole('link', { name: 'Edit truck' }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    const refusal = page.getByRole('dialog').getByRole('alert');
    await refusal.waitFor();
    assert.match(await refusal.innerText(), /trip/i);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.goto('/admin/trucks');
    await page.getByRole('row', { name: /MH12AB1234/ }).waitFor();
    await context.close();
  });
});
