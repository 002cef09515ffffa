import { billingPartiesApi, profileApi, sessionsApi } from 'shared-api/back-office';
import type {
  BillableTrip,
  BillingParty,
  BillingPartyOption,
  CompanyProfileDetails,
  FinancialSession,
  FreightBillDetail,
} from 'shared-api/schemas';
import { financialYearOf, indianToday, sessionBounds, sessionNameFor } from 'shared-api/schemas';

/* Records and stand-ins for the API calls behind the freight bill screens' component tests. */

export const PARTY: BillingPartyOption = {
  id: '0b0f7a52-5a55-4d7e-9a4b-0a6b3c1d2e01',
  label: 'Sahyadri Steels',
  gstin: '27AABCS1234C1Z5',
  stateName: 'Maharashtra',
  city: 'Pune',
  active: true,
};

export function aBillableTrip(overrides: Partial<BillableTrip> = {}): BillableTrip {
  return {
    id: '7d1c2f3e-1111-4a2b-8c3d-4e5f6a7b8c01',
    tripNo: 'T-2627-00001',
    lrNo: 'LR-2627-00001',
    lrDate: '2026-11-20',
    vehicleNumber: 'MH12AB1234',
    origin: 'Mumbai',
    destination: 'Pune',
    goodsDescription: 'Steel coils',
    weightTonnes: '12.345',
    rateBasis: 'fixed',
    ratePaise: 10_000_00,
    freightPaise: 10_000_00,
    chargesPaise: 0,
    taxablePaise: 10_000_00,
    ...overrides,
  };
}

export const TRIPS = [
  aBillableTrip(),
  aBillableTrip({
    id: '7d1c2f3e-1111-4a2b-8c3d-4e5f6a7b8c02',
    lrNo: 'LR-2627-00002',
    freightPaise: 5_250_50,
    chargesPaise: 750_00,
    taxablePaise: 6_000_50,
  }),
];

// The financial year of today: a new bill is dated today, and the preview reads the session that holds it.
const THIS_YEAR = financialYearOf(indianToday());
const SESSION: FinancialSession = {
  id: 's-this-year',
  name: sessionNameFor(THIS_YEAR),
  ...sessionBounds(THIS_YEAR),
  status: 'open',
  active: true,
  gstRegime: 'forward-itc',
  createdAt: '2026-04-01T00:00:00.000Z',
  updatedAt: '2026-04-01T00:00:00.000Z',
};

/** The session (forward charge at 18%), the company in Maharashtra and the party's details the preview reads. */
export function mockBillContext(regime: FinancialSession['gstRegime'] = 'forward-itc') {
  jest.spyOn(billingPartiesApi, 'select').mockResolvedValue({ success: true, data: [PARTY] });
  jest
    .spyOn(billingPartiesApi, 'get')
    .mockResolvedValue({ success: true, data: { id: PARTY.id, name: PARTY.label, stateCode: '27' } as BillingParty });
  jest.spyOn(sessionsApi, 'list').mockResolvedValue({
    success: true,
    data: [{ ...SESSION, gstRegime: regime }],
    total: 1,
    page: 1,
    limit: 100,
    nextCursor: null,
    prevCursor: null,
  });
  jest.spyOn(profileApi, 'get').mockResolvedValue({ success: true, data: { gstin: '27AAPFU0939F1ZV' } as CompanyProfileDetails });
}

export function aBill(overrides: Partial<FreightBillDetail> = {}): FreightBillDetail {
  return {
    id: 'b0b0b0b0-0000-4000-8000-000000000001',
    billNo: 'FB-2627-00001',
    number: 1,
    sessionId: SESSION.id,
    sessionName: SESSION.name,
    billDate: '2026-11-26',
    dueDate: '2026-12-26',
    billingParty: { id: PARTY.id, name: PARTY.label, address: 'MIDC Bhosari, Pune 411026', gstin: PARTY.gstin },
    placeOfSupply: { code: '27', name: 'Maharashtra' },
    regime: 'forward-itc',
    reverseCharge: false,
    interState: false,
    rateBasisPoints: 1800,
    taxablePaise: 16_000_50,
    cgstPaise: 1_44_005,
    sgstPaise: 1_44_005,
    igstPaise: 0,
    totalPaise: 18_880_60,
    amountInWords: 'Rupees Eighteen Thousand Eight Hundred Eighty and Sixty Paise Only',
    receivedPaise: 5_000_00,
    balancePaise: 13_880_60,
    status: 'part-paid',
    creditNote: null,
    notes: null,
    lineCount: 2,
    createdAt: '2026-11-26T06:00:00.000Z',
    lines: TRIPS.map((trip, index) => ({ ...trip, position: index + 1, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 })),
    receipts: [
      { id: 'r-1', reference: 'RC-2627-00004', entryDate: '2026-11-27', amountPaise: 5_000_00, reversed: false, advance: false },
    ],
    ...overrides,
  };
}
