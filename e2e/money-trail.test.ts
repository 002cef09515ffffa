// Issue 28's acceptance in Chromium, as an accountant meets it: from trips already delivered, bill the
// party (and read the bill's PDF), record its money with TDS until its ledger closes at zero, pay a
// market vehicle's owner the balance after the POD with TDS and find it in the owners' report, and
// settle a driver's trip. The figures are those worked out by hand in server/test/money-trail.test.ts.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { gstinCheckCharacter, indianToday } from 'shared-api/schemas';
import { pdfText } from '../server/test/helpers/pdf-text.ts';
import { apiAs, dayFromToday, steelTripBody, truckPapers } from './support/api.ts';
import { launchBrowser, openPage, signInAsAdmin } from './support/browser.ts';
import { ADMIN, startServer, type RunningServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
let token = '';

const gstin = (state: string, body: string) => `${state}${body}1Z${gstinCheckCharacter(`${state}${body}1Z`)}`;
const today = indianToday();
let api: Awaited<ReturnType<typeof apiAs>>['api'];

/** Runs a booked trip to POD received: started, delivered, its POD uploaded. */
async function podReceived(tripId: string) {
  await api('POST', `/trips/${tripId}/start`, {});
  await api('POST', `/trips/${tripId}/deliver`, { endKm: 999_999 });
  const form = new FormData();
  form.append('tripId', tripId);
  form.append('type', 'pod');
  form.append('file', new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }), 'pod.pdf');
  const response = await fetch(`${server.url}/api/documents/upload`, {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${token}` },
  });
  assert.equal(response.status, 201, await response.text());
}

const PAPERS = truckPapers();

const tripBody = (partyId: string, extra: Record<string, unknown>) =>
  steelTripBody(partyId, { rateBasis: 'per_tonne', rate: '1,250.50', ...extra });

let party: { id: string; name: string };
let vehicle: { id: string };
let own: { id: string; tripNo: string };
let ownTruck: { id: string };
let ownDriver: { id: string };
let market: { id: string; tripNo: string };

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  ({ api, token } = await apiAs(server.url, ADMIN.email, ADMIN.password));

  await api('PUT', '/profile', { gstin: gstin('27', 'AAPFU0939F') });
  const sessions = await api<{ id: string; active: boolean }[]>('GET', '/sessions');
  await api('PUT', `/sessions/${sessions.find((session) => session.active)!.id}`, { gstRegime: 'forward-itc' });
  party = await api('POST', '/billing-parties', { name: 'Sahyadri Steels', gstin: gstin('27', 'AABCS1234C'), stateCode: '27' });
  const truck = await api('POST', '/trucks', {
    registrationNumber: 'MH12AB1234',
    truckType: 'open_body',
    odometerKm: 1,
    papers: PAPERS,
  });
  const driver = await api('POST', '/drivers', {
    name: 'Ramesh Yadav',
    phone: '9876543210',
    licenceNumber: 'MH1420110062821',
    licenceExpiresOn: dayFromToday(400),
  });
  vehicle = await api('POST', '/vehicles', {
    registrationNumber: 'GJ01MV4455',
    ownerName: 'Gurpreet Kaur',
    ownerPan: 'ABCPK4321L',
  });
  [ownTruck, ownDriver] = [truck, driver];
  own = await api('POST', '/trips', tripBody(party.id, { fleet: 'own', truckId: truck.id, driverId: driver.id }));
  market = await api(
    'POST',
    '/trips',
    tripBody(party.id, {
      fleet: 'market',
      vehicleId: vehicle.id,
      marketDriverName: 'Sukhwinder',
      marketDriverPhone: '9811122233',
      rateBasis: 'fixed',
      rate: '75,000',
      hireRateBasis: 'fixed',
      hireRate: '60,000',
      hireAdvance: '20,000',
      commission: '1,000',
    }),
  );
  await api('POST', '/money-entries', {
    kind: 'owner-payment',
    entryDate: today,
    tripId: market.id,
    stage: 'advance',
    gross: '20,000',
    mode: 'cash',
  });
  await api('POST', '/money-entries', {
    kind: 'driver-advance',
    entryDate: today,
    driverId: driver.id,
    tripId: own.id,
    advanceType: 'cash',
    amount: '5,000',
    mode: 'cash',
  });
  const categories = await api<{ id: string; code: string | null }[]>('GET', '/expenses/categories');
  await api('POST', '/expenses', {
    expenseDate: today,
    type: 'trip',
    tripId: own.id,
    categoryId: categories.find((category) => category.code === 'toll')!.id,
    amount: '3,200',
    mode: 'cash',
    paidByDriver: true,
  });
  await podReceived(own.id);
  await podReceived(market.id);
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

async function signedIn() {
  const opened = await openPage(browser, server.url);
  await signInAsAdmin(opened.page, ADMIN.email, ADMIN.password);
  await opened.page.waitForURL(`${server.url}/admin/dashboard`);
  return opened;
}

const closing = (page: Page) => page.getByRole('listitem').filter({ hasText: 'Closing balance' });

describe('the money trail in the back office', () => {
  it('bills the party from the queue, reads the PDF, takes its money with TDS: its ledger closes at zero', async () => {
    const { page, context, consoleErrors } = await signedIn();
    await page.goto('/admin/payments/pending?queue=unbilled');
    await page
      .getByRole('link', { name: new RegExp(`Bill ${party.name}`) })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: 'New freight bill' }).waitFor();
    await page.getByRole('checkbox', { name: 'Choose every trip' }).check();
    const preview = page.getByRole('region', { name: 'Bill preview' });
    await preview.getByText('₹1,06,716.16').first().waitFor();
    await page.getByRole('button', { name: 'Issue bill' }).click();
    const heading = page.getByRole('heading', { level: 1, name: /FB-\d{4}-00001/ });
    await heading.waitFor();
    const billNo = ((await heading.textContent()) ?? '').match(/FB-\d{4}-00001/)![0];

    const pdfAnswer = page.waitForResponse((response) => response.url().includes('/pdf'));
    await page.getByRole('button', { name: 'Open PDF' }).click();
    const pdf = await (await pdfAnswer).body();
    const text = (await pdfText(new Uint8Array(pdf))).join(' ');
    for (const expected of [
      billNo,
      '996511',
      'CGST',
      'SGST',
      '8,139.37',
      '1,06,716.16',
      'One Lakh Six Thousand Seven Hundred Sixteen',
    ]) {
      assert.ok(text.includes(expected), `the PDF shows ${expected}`);
    }
    await page.keyboard.press('Escape');

    await page.goto(`/admin/payments/receipts/new?party=${party.id}`);
    await page.getByLabel('Amount received (₹)').fill('1,04,907.41');
    await page.getByLabel('TDS deducted (₹)').fill('1,808.75');
    await page.getByLabel('Received by').selectOption('cash');
    await page.getByRole('button', { name: 'Allocate oldest first' }).click();
    await page.getByRole('button', { name: 'Save receipt' }).click();
    await page.getByRole('heading', { level: 1, name: `Ledger: ${party.name}` }).waitFor();
    await closing(page).getByText('₹0.00').waitFor();
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  it("pays the owner's balance after the POD with TDS: the owners' report shows it paid", async () => {
    const { page, context, consoleErrors } = await signedIn();
    await page.goto('/admin/payments/pending?queue=owner-due');
    await page.getByRole('link', { name: new RegExp(`Pay owner for ${market.tripNo}`) }).click();
    await page.getByRole('heading', { level: 1, name: 'Pay an owner' }).waitFor();
    await page.getByText('₹38,610.00').first().waitFor();
    await page.getByLabel('Paid by').selectOption('cash');
    await page.getByRole('button', { name: 'Record payment' }).click();
    await page.getByRole('heading', { level: 1, name: /Ledger: Gurpreet Kaur/ }).waitFor();
    await closing(page).getByText('₹0.00').waitFor();

    await page.goto('/admin/payments/payables');
    const row = page.getByRole('row').filter({ hasText: 'Gurpreet Kaur' });
    await row.waitFor();
    const cells = await row.getByRole('cell').allTextContents();
    assert.deepEqual(cells.slice(0, 8), [
      '₹0.00',
      '₹60,000.00',
      '₹1,000.00',
      '₹0.00',
      '₹20,000.00',
      '₹38,610.00',
      '₹390.00',
      '₹0.00',
    ]);
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  it("settles the driver's trip: advance less the toll he paid, returned in cash, nothing carried forward", async () => {
    const { page, context, consoleErrors } = await signedIn();
    await page.goto(`/admin/trips/${own.id}`);
    await page.getByRole('link', { name: 'Settle driver' }).click();
    await page.getByRole('heading', { level: 1, name: 'Driver settlement' }).waitFor();
    await page.getByText('₹1,800.00 held by the driver').first().waitFor();
    await page.getByRole('button', { name: 'Record settlement' }).click();
    await page.getByRole('heading', { level: 1, name: 'Ledger: Ramesh Yadav' }).waitFor();
    await closing(page).getByText('₹0.00').waitFor();

    await page.goto('/admin/payments');
    const waiting = page.getByRole('list', { name: 'Work waiting' });
    await waiting.waitFor();
    assert.deepEqual(
      (await waiting.getByRole('listitem').allTextContents()).map((text) => text.replace(/₹.*$/, '').trim()),
      ['Delivered, POD pending0', 'POD received, not billed0', 'Bills unpaid0', 'Owner balances due0'],
    );
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  it("sets a party's advance against the bill raised after it: the bill paid, nothing left on account", async () => {
    const cements = await api<{ id: string; name: string }>('POST', '/billing-parties', {
      name: 'Konkan Cements',
      gstin: gstin('27', 'AABCK5678D'),
      stateCode: '27',
    });
    const advance = await api<{ id: string; reference: string }>('POST', '/money-entries', {
      kind: 'receipt',
      entryDate: today,
      billingPartyId: cements.id,
      amount: '50,000',
      mode: 'cash',
    });
    const trip = await api<{ id: string }>(
      'POST',
      '/trips',
      tripBody(cements.id, { fleet: 'own', truckId: ownTruck.id, driverId: ownDriver.id, rateBasis: 'fixed', rate: '40,000' }),
    );
    await podReceived(trip.id);
    const bill = await api<{ id: string; billNo: string; totalPaise: number }>('POST', '/bills', {
      billingPartyId: cements.id,
      billDate: today,
      tripIds: [trip.id],
    });
    assert.ok(bill.totalPaise <= 50_000_00, 'the advance covers the bill');

    const { page, context, consoleErrors } = await signedIn();
    await page.goto(`/admin/payments/history?search=${encodeURIComponent(advance.reference)}`);
    await page.getByRole('button', { name: advance.reference, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('₹50,000.00').first().waitFor();
    await dialog.getByRole('link', { name: 'Set against bills' }).waitFor();
    await page.keyboard.press('Escape');
    // The bill itself offers the party's money on account.
    await page.goto(`/admin/bills/${bill.id}`);
    await page.getByRole('link', { name: `Set ${advance.reference} against bills` }).click();
    await page.getByRole('heading', { level: 1, name: `Set ${advance.reference} against bills` }).waitFor();
    await page.getByRole('cell', { name: bill.billNo, exact: true }).waitFor();
    await page.getByRole('button', { name: 'Allocate oldest first' }).click();
    await page.getByRole('button', { name: 'Set against bills' }).click();
    await page.getByRole('heading', { level: 1, name: `Ledger: ${cements.name}` }).waitFor();

    const openBills = await api<unknown[]>('GET', `/billing-parties/${cements.id}/open-bills`);
    assert.deepEqual(openBills, [], 'the bill is paid');
    assert.equal((await api<{ status: string }>('GET', `/trips/${trip.id}`)).status, 'settled');
    const report = await api<{ rows: { onAccountPaise: number; closingPaise: number }[] }>(
      'GET',
      `/billing-parties/balance-report?search=${encodeURIComponent(cements.name)}`,
    );
    assert.deepEqual(
      [report.rows[0]!.onAccountPaise, report.rows[0]!.closingPaise],
      [50_000_00 - bill.totalPaise, bill.totalPaise - 50_000_00],
    );
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });
});
