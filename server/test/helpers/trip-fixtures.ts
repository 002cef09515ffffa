import assert from 'node:assert/strict';
import { dataOf, dayFromToday, pdfFile, type MasterSuite } from './master-fixtures';
import type { ApiResponse, TestServer } from './server';

/*
 * The records a trip names, made through the API as an operator would: a billing party, an own
 * truck with its papers, a driver with a licence, a market vehicle.
 */

let serial = 0;
const next = () => String((serial += 1)).padStart(4, '0');

/** Papers valid for a long while, unless a test says otherwise for one of them. */
export function truckPapers(overrides: Record<string, string | null> = {}) {
  const valid = dayFromToday(200);
  const papers: Record<string, { number: string; expiresOn: string | null }> = {};
  for (const kind of ['rc', 'insurance', 'fitness', 'national_permit', 'puc']) {
    papers[kind] = { number: `${kind.toUpperCase()}-${next()}`, expiresOn: kind in overrides ? overrides[kind]! : valid };
  }
  return papers;
}

export async function addParty(
  suite: MasterSuite,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; name: string }> {
  const res = await suite.call('POST', '/billing-parties', { name: `Party ${next()} Traders`, stateCode: '27', ...overrides });
  assert.equal(res.status, 201, res.text);
  return res.body.data;
}

export async function addTruck(
  suite: MasterSuite,
  papers = truckPapers(),
  odometerKm = 120_000,
): Promise<{ id: string; registrationNumber: string }> {
  const res = await suite.call('POST', '/trucks', {
    registrationNumber: `MH12TR${next()}`,
    truckType: 'open_body',
    odometerKm,
    papers,
  });
  assert.equal(res.status, 201, res.text);
  return res.body.data;
}

export async function addDriver(suite: MasterSuite, licenceExpiresOn = dayFromToday(400)): Promise<{ id: string; name: string }> {
  const res = await suite.call('POST', '/drivers', {
    name: `Ramesh ${next()}`,
    phone: '9876543210',
    licenceNumber: `MH14${next()}${next()}${next()}`.slice(0, 15),
    licenceExpiresOn,
  });
  assert.equal(res.status, 201, res.text);
  return res.body.data;
}

export async function addVehicle(
  suite: MasterSuite,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; registrationNumber: string; ownerName: string }> {
  const res = await suite.call('POST', '/vehicles', {
    registrationNumber: `GJ01MV${next()}`,
    ownerName: 'Harbans Singh',
    ownerPan: 'ABCPS1234K',
    ...overrides,
  });
  assert.equal(res.status, 201, res.text);
  return res.body.data;
}

/** A trip's form on an own truck: 12.345 t at ₹1,250.50 a tonne from Mumbai to Pune, unless overridden. */
/** The PIN code in the fixtures' consignee address: it shows a trip's details on the public tracking page. */
export const CONSIGNEE_PIN = '411026';

export function ownTripBody(
  party: { id: string },
  truck: { id: string },
  driver: { id: string },
  overrides: Record<string, unknown> = {},
) {
  return {
    tripDate: dayFromToday(0),
    billingPartyId: party.id,
    consignorName: 'Acme Steel Pvt Ltd',
    consignorAddress: 'Plot 7, MIDC Taloja, Navi Mumbai',
    consignorGstin: '27AAPFU0939F1ZV',
    consigneeName: 'Bharat Fabricators',
    consigneeAddress: 'Bhosari MIDC, Pune 411026',
    consigneeGstin: '29AAGCB7383J1Z4',
    origin: 'Mumbai',
    destination: 'Pune',
    distanceKm: 150,
    goodsDescription: 'Steel coils',
    packages: 4,
    packing: 'Loose',
    actualWeightTonnes: '12.345',
    freightTerms: 'tbb',
    gstPayer: 'consignor',
    rateBasis: 'per_tonne',
    rate: '1,250.50',
    fleet: 'own',
    truckId: truck.id,
    driverId: driver.id,
    ...overrides,
  };
}

export function marketTripBody(party: { id: string }, vehicle: { id: string }, overrides: Record<string, unknown> = {}) {
  return ownTripBody(
    party,
    { id: '' },
    { id: '' },
    {
      fleet: 'market',
      truckId: '',
      driverId: '',
      vehicleId: vehicle.id,
      marketDriverName: 'Sukhwinder',
      marketDriverPhone: '9811122233',
      hireRateBasis: 'fixed',
      hireRate: '12,000',
      hireAdvance: '5,000',
      commission: '500',
      ...overrides,
    },
  );
}

/** Books a trip and returns it (the detail the API answers). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- what the API returned; the assertions check it
export async function bookTrip(suite: MasterSuite, body: Record<string, unknown>): Promise<any> {
  const res = await suite.call('POST', '/trips', body);
  assert.equal(res.status, 201, res.text);
  return res.body.data;
}

/** The public tracking answer for a number, as its consignee sees it (with the destination's PIN code). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function publicTracking(suite: MasterSuite, trackingNumber: string, pin = CONSIGNEE_PIN): Promise<any> {
  const res = await suite.server.request('POST', '/api/tracking/search', { body: { trackingNumber, pin } });
  assert.equal(res.body.success, true, res.text);
  return dataOf(res)[0];
}

/** POST /documents/upload as the document form sends it: the fields, then the file. */
export async function uploadDocument(
  server: TestServer,
  token: string | null,
  fields: Record<string, string>,
  file: { content: Buffer; name: string; type?: string },
): Promise<ApiResponse> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file.content)], { type: file.type ?? 'application/octet-stream' }), file.name);
  const response = await fetch(`${server.url}/api/documents/upload`, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
  return { status: response.status, headers: response.headers, body: isJson && text ? JSON.parse(text) : undefined, text };
}

/** Runs a booked trip to POD received: started, delivered, its POD filed. */
export async function podReceived(suite: MasterSuite, trip: { id: string }): Promise<void> {
  const started = await suite.call('POST', `/trips/${trip.id}/start`, {});
  assert.equal(started.status, 200, started.text);
  const delivered = await suite.call('POST', `/trips/${trip.id}/deliver`, { endKm: 999_999 });
  assert.equal(delivered.status, 200, delivered.text);
  const pod = await uploadDocument(
    suite.server,
    suite.admin,
    { tripId: trip.id, type: 'pod' },
    { content: pdfFile('POD'), name: 'pod.pdf', type: 'application/pdf' },
  );
  assert.equal(pod.status, 201, pod.text);
}
