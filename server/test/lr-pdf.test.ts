// The LR PDF as a reader sees it: one A4 page per copy, each carrying what the business prints on an
// LR (domain.md, "LR / bilty"), read back with pdf.js.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { tripAmounts, type Trip, type TripCharge } from 'shared-api/schemas';
import { LR_COPIES, renderLrPdf, type LrCompany } from '../src/modules/trips/lr-pdf';
import { readPdf } from './helpers/pdf-text';

const COMPANY: LrCompany = {
  name: 'Sahyadri Roadways Pvt Ltd',
  address: 'Plot 14, Transport Nagar, Nigdi, Pune, Maharashtra 411044',
  gstin: '27AAPFU0939F1ZV',
  phone: '9822012345',
  email: 'accounts@sahyadri-roadways.example',
  logoPng: null,
};

const TRACKING_URL = 'https://sahyadri-roadways.example/track/SR-LR-2526-00042';

/** A trip with its amounts worked out from its figures, as the server does. */
function tripWith(overrides: Partial<Omit<Trip, 'amounts'>>): Trip {
  const trip: Omit<Trip, 'amounts'> = {
    id: '0b0e0f4a-1c1d-4e5f-8a9b-0c1d2e3f4a5b',
    sessionId: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
    sessionName: '2025-26',
    tripNumber: 42,
    lrNumber: 42,
    tripNo: 'T-2526-00042',
    branchId: null,
    lrNo: 'LR-2526-00042',
    trackingNumber: 'SR-LR-2526-00042',
    tripDate: '2025-07-04',
    lrDate: '2025-07-04',
    status: 'in_transit',
    billingParty: {
      id: 'a1b2c3d4-0000-4000-8000-000000000001',
      name: 'Deccan Steel Traders',
      gstin: '27AABCD1234E1Z8',
      email: null,
    },
    consignor: {
      name: 'Deccan Steel Traders',
      address: 'Gat No. 212, Chakan MIDC Phase II, Pune 410501',
      gstin: '27AABCD1234E1Z8',
      phone: '9876543210',
    },
    consignee: {
      name: 'Karnataka Build Mart',
      address: '88, 4th Cross, Peenya Industrial Area, Bengaluru 560058',
      gstin: '29AABCS1429B1ZQ',
      phone: '9845012345',
    },
    deliveryAddress: 'Site office, Whitefield Phase 2, Bengaluru 560066',
    origin: 'Pune',
    destination: 'Bengaluru',
    distanceKm: 842,
    goodsDescription: 'TMT steel bars, 12 mm',
    packages: 120,
    packing: 'Bundles',
    actualWeightTonnes: '23.75',
    chargedWeightTonnes: '24.000',
    declaredValuePaise: 1_245_000_00,
    invoiceNumber: 'DST/25-26/0912',
    invoiceDate: '2025-07-03',
    invoiceValuePaise: 1_245_000_00,
    ewayBillNumber: '321012345678',
    ewayBillValidUntil: '2025-07-09',
    freightTerms: 'to_pay',
    gstPayer: 'consignee',
    risk: 'owner',
    rateBasis: 'per_tonne',
    ratePaise: 1_850_00,
    freightPaise: 44_400_00,
    partyAdvancePaise: 10_000_00,
    fleet: 'own',
    truck: { id: 'c0ffee00-0000-4000-8000-000000000002', registrationNumber: 'MH12AB1234', truckType: 'trailer' },
    driver: { id: 'c0ffee00-0000-4000-8000-000000000003', name: 'Ramesh Patil', phone: '9890098900' },
    vehicle: null,
    marketDriverName: null,
    marketDriverPhone: null,
    hireRateBasis: null,
    hireRatePaise: null,
    hirePaise: null,
    hireAdvancePaise: 0,
    commissionPaise: 0,
    startKm: 120_450,
    endKm: null,
    charges: [
      { kind: 'loading', side: 'party', effect: 'add', amountPaise: 1_200_00, note: null },
      { kind: 'unloading', side: 'party', effect: 'add', amountPaise: 800_00, note: null },
      { kind: 'shortage', side: 'party', effect: 'deduct', amountPaise: 500_00, note: '2 bars short' },
    ],
    remarks: 'Unload at gate 3 only. Call the consignee an hour before arrival.',
    cancelReason: null,
    startedAt: '2025-07-04T10:30:00.000Z',
    deliveredAt: null,
    podReceivedAt: null,
    cancelledAt: null,
    documentCount: 0,
    createdAt: '2025-07-04T08:00:00.000Z',
    updatedAt: '2025-07-04T10:30:00.000Z',
    ...overrides,
  };
  return { ...trip, amounts: tripAmounts(trip) };
}

const OWN_TRIP = tripWith({});

const MARKET_CHARGES: TripCharge[] = [
  { kind: 'detention', side: 'party', effect: 'add', amountPaise: 2_000_00, note: 'One day at the consignee' },
  { kind: 'loading', side: 'vehicle', effect: 'deduct', amountPaise: 700_00, note: null },
];

const MARKET_TRIP = tripWith({
  id: '0b0e0f4a-1c1d-4e5f-8a9b-0c1d2e3f4a5c',
  tripNumber: 43,
  lrNumber: 43,
  tripNo: 'T-2526-00043',
  lrNo: 'LR-2526-00043',
  trackingNumber: 'SR-LR-2526-00043',
  lrDate: '2025-08-12',
  tripDate: '2025-08-12',
  status: 'planned',
  consignee: { name: 'Sabarmati Agro Exports', address: null, gstin: null, phone: null },
  deliveryAddress: null,
  origin: 'Nashik',
  destination: 'Ahmedabad',
  distanceKm: null,
  goodsDescription: 'Onions in jute bags',
  packages: null,
  packing: null,
  actualWeightTonnes: '18.2',
  chargedWeightTonnes: null,
  declaredValuePaise: null,
  invoiceNumber: null,
  invoiceDate: null,
  invoiceValuePaise: null,
  ewayBillNumber: null,
  ewayBillValidUntil: null,
  freightTerms: 'tbb',
  gstPayer: 'transporter',
  risk: 'carrier',
  rateBasis: 'fixed',
  ratePaise: 65_000_00,
  freightPaise: 65_000_00,
  partyAdvancePaise: 0,
  fleet: 'market',
  truck: null,
  driver: null,
  vehicle: {
    id: 'c0ffee00-0000-4000-8000-000000000004',
    registrationNumber: 'GJ01XY9876',
    ownerName: 'Patel Carriers',
    vehicleType: 'open_body',
  },
  marketDriverName: 'Suresh Yadav',
  marketDriverPhone: '9712345678',
  hireRateBasis: 'fixed',
  hireRatePaise: 58_000_00,
  hirePaise: 58_000_00,
  hireAdvancePaise: 20_000_00,
  commissionPaise: 1_000_00,
  startKm: null,
  charges: MARKET_CHARGES,
  remarks: null,
});

const render = (trip: Trip, options: { copies?: readonly (typeof LR_COPIES)[number][]; company?: LrCompany } = {}) =>
  renderLrPdf({
    trip,
    company: options.company ?? COMPANY,
    trackingUrl: TRACKING_URL,
    copies: options.copies,
    generatedAt: new Date('2025-07-04T09:15:00.000Z'),
  });

/** Asserts the text has each of the strings, saying which is missing. */
function assertHas(text: string, expected: readonly string[], where: string) {
  for (const part of expected) assert.ok(text.includes(part), `${where}: expected "${part}" in\n${text}`);
}

describe('LR PDF', () => {
  test('an own-truck LR: four A4 pages, one per copy, each with everything the LR carries', async () => {
    const pdf = await render(OWN_TRIP);
    assert.equal(pdf.subarray(0, 5).toString('latin1'), '%PDF-');
    const { pages, info } = await readPdf(pdf);
    assert.equal(pages.length, 4);
    assert.equal(info.Title, 'LR LR-2526-00042');
    assert.equal(info.Author, COMPANY.name);

    const copyTitles = ['CONSIGNOR COPY', 'CONSIGNEE COPY', 'DRIVER COPY', 'OFFICE COPY'];
    pages.forEach((page, index) => {
      const where = `page ${index + 1}`;
      assert.ok(
        Math.abs(page.size[0] - 595.28) < 1 && Math.abs(page.size[1] - 841.89) < 1,
        `${where} is A4: ${page.size.join(' × ')}`,
      );
      assert.ok(page.text.includes(copyTitles[index]!), `${where} is the ${copyTitles[index]}`);
      for (const other of copyTitles.filter((_, i) => i !== index))
        assert.ok(!page.text.includes(other), `${where} has only its own copy name`);
      assertHas(
        page.text,
        [
          // The company, with the PAN read from its GSTIN.
          'Sahyadri Roadways Pvt Ltd',
          'Transport Nagar',
          'GSTIN: 27AAPFU0939F1ZV',
          'PAN: AAPFU0939F',
          '9822012345',
          'accounts@sahyadri-roadways.example',
          'LORRY RECEIPT',
          // Numbers and dates.
          'LR-2526-00042',
          '04/07/2025',
          'T-2526-00042',
          '2025-26',
          'SR-LR-2526-00042',
          'Scan to track',
          // Consignor, consignee, billing party.
          'Deccan Steel Traders',
          'Chakan MIDC',
          'GSTIN: 27AABCD1234E1Z8',
          '9876543210',
          'Karnataka Build Mart',
          'GSTIN: 29AABCS1429B1ZQ',
          '9845012345',
          'BILLING PARTY Deccan Steel Traders GSTIN: 27AABCD1234E1Z8',
          // Route and vehicle.
          'Pune',
          'Bengaluru',
          'Whitefield Phase 2',
          '842 km',
          'MH12AB1234',
          'Own truck · Trailer',
          'Ramesh Patil',
          '9890098900',
          // Goods, invoice and e-way bill.
          'TMT steel bars, 12 mm',
          '120',
          'Bundles',
          '23.750 t',
          '24.000 t',
          'Rs. 12,45,000.00',
          'DST/25-26/0912',
          '03/07/2025',
          '321012345678',
          '09/07/2025',
          // Money: freight, charges (a deduction negative), advance and balance.
          'Per tonne',
          'Rs. 1,850.00 per tonne',
          'Rs. 44,400.00',
          'Loading charges',
          'Rs. 1,200.00',
          'Unloading charges',
          'Rs. 800.00',
          'Shortage',
          '-Rs. 500.00',
          'Rs. 45,900.00',
          'Rs. 10,000.00',
          'Rs. 35,900.00',
          // Terms, tax and risk.
          'To-Pay',
          'Consignee · GSTIN 29AABCS1429B1ZQ',
          "Owner's risk",
          'Unload at gate 3 only',
          "Consignor's signature",
          'For Sahyadri Roadways Pvt Ltd',
          'Generated 04/07/2025, 14:45 IST',
          `Page ${index + 1} of 4`,
        ],
        where,
      );
      assert.ok(!page.text.includes('₹'), `${where} has no rupee sign, which Helvetica cannot print`);
      assert.equal(page.images, 1, `${where} has the QR code and no logo`);
    });
  });

  test('a market-vehicle LR: its vehicle and driver, TBB, the transporter paying GST, blanks as dashes', async () => {
    const { pages } = await readPdf(await render(MARKET_TRIP, { copies: ['consignee', 'driver'] }));
    assert.equal(pages.length, 2);
    assert.ok(pages[0]!.text.includes('CONSIGNEE COPY') && pages[1]!.text.includes('DRIVER COPY'));
    const page = pages[0]!;
    assertHas(
      page.text,
      [
        'LR-2526-00043',
        '12/08/2025',
        'Nashik',
        'Ahmedabad',
        'GJ01XY9876',
        'Market vehicle · Open body',
        'Suresh Yadav',
        '9712345678',
        'TBB',
        'to be billed',
        'Transporter · GSTIN 27AAPFU0939F1ZV',
        "Carrier's risk",
        'Onions in jute bags',
        '18.200 t',
        'Fixed',
        'Rs. 65,000.00',
        // Party-side detention only; the vehicle-side loading deduction is the owner's, not on the LR.
        'Detention',
        'Rs. 2,000.00',
        'Rs. 67,000.00',
        'Sabarmati Agro Exports',
        'GSTIN: —',
        'Page 1 of 2',
      ],
      'market LR',
    );
    assert.ok(!page.text.includes('-Rs. 700.00'), 'vehicle-side charges stay off the LR');
    assert.ok(!page.text.includes('To-Pay'), 'a TBB LR does not say To-Pay');
    assert.ok(page.lines.filter((line) => line === '—').length >= 8, 'the missing optional values print as dashes');
  });

  test('one copy gives one page', async () => {
    const { pages } = await readPdf(await render(OWN_TRIP, { copies: ['office'] }));
    assert.equal(pages.length, 1);
    assert.ok(pages[0]!.text.includes('OFFICE COPY'));
    assert.ok(pages[0]!.text.includes('Page 1 of 1'));
  });

  test('the logo is drawn on every page when it is a PNG, JPEG or WebP, and left out when it is not an image or damaged', async () => {
    const imagesPerPage = async (logo: Buffer) =>
      (await readPdf(await render(OWN_TRIP, { company: { ...COMPANY, logoPng: logo } }))).pages.map((page) => page.images);
    const logo = sharp({ create: { width: 120, height: 60, channels: 4, background: { r: 20, g: 60, b: 120, alpha: 0.8 } } });
    for (const format of ['png', 'jpeg', 'webp'] as const) {
      assert.deepEqual(await imagesPerPage(await logo.clone().toFormat(format).toBuffer()), [2, 2, 2, 2], format);
    }
    // pdfkit decodes a PNG with transparency after the fact and cannot report a damaged one: it
    // would stop the process. Such a logo, an SVG and bytes that are no image are left out.
    const damaged = await logo.clone().png().toBuffer();
    damaged.fill(0x55, damaged.indexOf('IDAT') + 6, damaged.indexOf('IDAT') + 40);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    for (const bytes of [damaged, svg, Buffer.from('not an image'), Buffer.alloc(0)]) {
      assert.deepEqual(await imagesPerPage(bytes), [1, 1, 1, 1]);
    }
  });

  test('the logo and the QR code are embedded once, whatever the number of pages', async () => {
    const logoPng = await QRCode.toBuffer('a logo', { type: 'png', width: 400 });
    const imageObjects = async (copies: readonly (typeof LR_COPIES)[number][]) => {
      const pdf = await render(OWN_TRIP, { company: { ...COMPANY, logoPng }, copies });
      return (pdf.toString('latin1').match(/\/Subtype \/Image/g) ?? []).length;
    };
    const once = await imageObjects(['office']);
    assert.ok(once >= 2, `the QR code and the logo are images (with their alpha masks): ${once}`);
    assert.equal(await imageObjects(LR_COPIES), once);
  });

  test('long text stays on its page: four pages still, cut with an ellipsis', async () => {
    const long = (words: string) => Array.from({ length: 40 }, () => words).join(' ');
    const trip = tripWith({
      consignor: {
        name: long('Very Long Consignor Name'),
        address: long('Long address line'),
        gstin: '27AABCD1234E1Z8',
        phone: '9876543210',
      },
      goodsDescription: long('Assorted machine parts'),
      remarks: long('A remark that goes on'),
      deliveryAddress: long('Somewhere far away'),
      origin: long('Pune'),
      charges: [
        ...(['detention', 'halting', 'loading', 'unloading', 'shortage', 'damage', 'other'] as const).map((kind): TripCharge => ({
          kind,
          side: 'party',
          effect: 'add',
          amountPaise: 100_00,
          note: null,
        })),
      ],
    });
    const { pages } = await readPdf(await render(trip));
    assert.equal(pages.length, 4);
    assert.ok(pages[0]!.text.includes('…'), 'cut text ends with an ellipsis');
    assert.ok(pages[0]!.text.includes('Balance payable'), 'every charge line fits, and the balance after them');
  });

  test('text Helvetica cannot print does not break the PDF; no copies or an unknown copy is refused', async () => {
    const trip = tripWith({ consignee: { ...OWN_TRIP.consignee, name: 'कर्नाटक Build Mart ₹' } });
    const { pages } = await readPdf(await render(trip, { copies: ['office'] }));
    assert.ok(pages[0]!.text.includes('Build Mart Rs.'));
    await assert.rejects(render(OWN_TRIP, { copies: [] }), RangeError);
    await assert.rejects(render(OWN_TRIP, { copies: ['nobody' as never] }), RangeError);
  });
});
