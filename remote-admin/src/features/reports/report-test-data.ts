import { reportsApi, sessionsApi } from 'shared-api/back-office';
import type {
  FinancialSession,
  ProfitLossGrouping,
  ProfitLossReport,
  ProfitLossRow,
  ReportBalance,
  ReportsDashboard,
} from 'shared-api/schemas';

export const SESSION_ID = '5f1c9a40-3b7e-4c2a-9d11-2a6f0e7b8c01';
export const PARTY_ID = '0b0f7a52-5a55-4d7e-9a4b-0a6b3c1d2e01';
export const TRUCK_ID = '7d2e4c10-8a3b-4f5e-b6c7-1d2e3f4a5b61';
export const BANK_ID = 'c3a1b2d4-6e5f-4a7b-8c9d-0e1f2a3b4c71';
export const OWNER_ID = 'a9b8c7d6-5e4f-4a3b-9c2d-1e0f9a8b7c81';
export const QUOTE_ID = 'e1d2c3b4-a5f6-4e7d-8c9b-0a1b2c3d4e91';
export const CATEGORY_ID = 'f0e1d2c3-b4a5-4968-8776-655443322101';

export const SESSION: FinancialSession = {
  id: SESSION_ID,
  name: '2026-27',
  startsOn: '2026-04-01',
  endsOn: '2027-03-31',
  status: 'open',
  active: true,
  gstRegime: 'reverse-charge',
  createdAt: '2026-04-01T00:00:00.000Z',
  updatedAt: '2026-04-01T00:00:00.000Z',
};

/** The admin works in 2026-27, the only session. */
export function mockSessions() {
  jest.spyOn(sessionsApi, 'working').mockResolvedValue({ success: true, data: SESSION });
  jest
    .spyOn(sessionsApi, 'list')
    .mockResolvedValue({ success: true, data: [SESSION], total: 1, page: 1, limit: 100, nextCursor: null, prevCursor: null });
}

const PERIOD = { from: '2026-04-01', to: '2026-11-26', sessionId: SESSION_ID, sessionName: '2026-27' };

export const DASHBOARD: ReportsDashboard = {
  period: PERIOD,
  month: { from: '2026-11-01', to: '2026-11-26' },
  tripsByStatus: [
    { status: 'planned', trips: 4, freightPaise: 2_00_000_00 },
    { status: 'in_transit', trips: 6, freightPaise: 3_00_000_00 },
    { status: 'settled', trips: 30, freightPaise: 15_00_000_00 },
  ],
  thisMonth: { trips: 5, incomePaise: 2_50_000_00, hirePaise: 40_000_00, expensesPaise: 60_000_00, profitPaise: 1_50_000_00 },
  thisPeriod: {
    trips: 40,
    incomePaise: 20_00_000_00,
    hirePaise: 3_00_000_00,
    expensesPaise: 9_00_000_00,
    profitPaise: 8_00_000_00,
  },
  byMonth: [
    {
      month: '2026-04',
      trips: 6,
      incomePaise: 3_00_000_00,
      hirePaise: 50_000_00,
      expensesPaise: 1_00_000_00,
      profitPaise: 1_50_000_00,
    },
    { month: '2026-05', trips: 0, incomePaise: 0, hirePaise: 0, expensesPaise: 20_000_00, profitPaise: -20_000_00 },
  ],
  receivablePaise: 6_40_000_00,
  receivableAgeing: { upTo30: 4_00_000_00, upTo60: 1_40_000_00, upTo90: 0, over90: 1_00_000_00 },
  payablePaise: 1_20_000_00,
  banks: [{ id: BANK_ID, name: 'HDFC current', accountType: 'current', balancePaise: 7_50_000_00 }],
  cashPaise: 45_000_00,
  bankPaise: 7_50_000_00,
  topParties: [{ id: PARTY_ID, name: 'Asha Exports', trips: 12, incomePaise: 9_00_000_00 }],
  papersExpiring: {
    total: 1,
    items: [
      {
        key: `truck:${TRUCK_ID}:insurance`,
        owner: 'truck',
        ownerId: TRUCK_ID,
        ownerLabel: 'MH12AB1234',
        paperLabel: 'Insurance',
        number: 'POL-778',
        expiresOn: '2026-12-04',
        daysLeft: 8,
        status: 'expiring',
        path: `/admin/trucks/${TRUCK_ID}`,
      },
    ],
  },
  recentQuotes: [
    {
      id: QUOTE_ID,
      name: 'Ravi Kumar',
      company: 'Kumar Agro',
      service: 'road-freight',
      origin: 'Nashik',
      destination: 'Delhi',
      status: 'new',
      createdAt: '2026-11-25T10:00:00.000Z',
    },
  ],
  fleetUse: [
    {
      truckId: TRUCK_ID,
      registrationNumber: 'MH12AB1234',
      truckType: 'open_body',
      trips: 9,
      daysOnTrip: 142,
      usePercent: 59.9,
      km: 18_400,
      litres: '5111.111',
      kmPerLitre: 3.6,
      expectedKmPerLitre: 4,
    },
  ],
};

const figures = (overrides: Partial<ProfitLossRow>): ProfitLossRow => ({
  key: null,
  label: 'Total',
  trips: 0,
  km: 0,
  incomePaise: 0,
  hirePaise: 0,
  expenses: { diesel: 0, toll: 0, driver: 0, repairs: 0, other: 0 },
  expensesPaise: 0,
  profitPaise: 0,
  profitPerKmPaise: null,
  ...overrides,
});

/** The period's P&L in a grouping: overall one row; by truck, the truck and the office's expenses no truck takes. */
export function profitLossReport(groupBy: ProfitLossGrouping): ProfitLossReport {
  const totals = figures({
    trips: 9,
    km: 18_400,
    incomePaise: 12_00_000_00,
    hirePaise: 0,
    expenses: { diesel: 4_60_000_00, toll: 40_000_00, driver: 60_000_00, repairs: 25_000_00, other: 15_000_00 },
    expensesPaise: 6_00_000_00,
    profitPaise: 6_00_000_00,
    profitPerKmPaise: 3261,
  });
  const byTruck = groupBy === 'truck';
  return {
    period: PERIOD,
    groupBy,
    branch: null,
    rows: byTruck
      ? [
          {
            ...totals,
            key: TRUCK_ID,
            label: 'MH12AB1234',
            expenses: { ...totals.expenses, other: 0 },
            expensesPaise: 5_85_000_00,
            profitPaise: 6_15_000_00,
            profitPerKmPaise: 3342,
          },
        ]
      : [{ ...totals, key: null, label: 'Apr 2026 – Nov 2026' }],
    total: 1,
    page: 1,
    limit: 50,
    unassigned: byTruck
      ? figures({
          label: 'Not tied to a truck',
          expenses: { diesel: 0, toll: 0, driver: 0, repairs: 0, other: 15_000_00 },
          expensesPaise: 15_000_00,
          profitPaise: -15_000_00,
        })
      : null,
    totals,
    expensesByCategory: [{ categoryId: CATEGORY_ID, name: 'Diesel', amountPaise: 4_60_000_00 }],
  };
}

export function mockProfitLoss() {
  return jest.spyOn(reportsApi, 'profitLoss').mockImplementation(async (query = {}) => ({
    success: true,
    data: profitLossReport((query.groupBy as ProfitLossGrouping | undefined) ?? 'overall'),
  }));
}

export function balance(kind: 'parties' | 'owners'): ReportBalance {
  if (kind === 'owners') {
    const totals = {
      openingPayablePaise: 0,
      hirePaise: 60_000_00,
      commissionPaise: 1_000_00,
      deductionsPaise: 0,
      advancePaidPaise: 20_000_00,
      balancePaidPaise: 0,
      tdsPaise: 0,
      payablePaise: 39_000_00,
      trips: 2,
      podPendingTrips: 1,
    };
    return {
      kind,
      report: {
        from: '2026-04-01',
        to: '2026-11-26',
        rows: [{ id: OWNER_ID, registrationNumber: 'GJ01MV1234', ownerName: 'Harbans Singh', ownerPan: null, ...totals }],
        totals,
        total: 1,
        page: 1,
        limit: 50,
      },
    };
  }
  const totals = {
    openingPaise: 0,
    billedPaise: 5_00_000_00,
    receivedPaise: 2_00_000_00,
    tdsPaise: 4_000_00,
    creditNotesPaise: 0,
    closingPaise: 2_96_000_00,
    onAccountPaise: 0,
    ageing: { upTo30: 1_96_000_00, upTo60: 0, upTo90: 0, over90: 1_00_000_00 },
  };
  return {
    kind,
    report: {
      from: '2026-04-01',
      to: '2026-11-26',
      rows: [{ id: PARTY_ID, name: 'Asha Exports', ...totals }],
      totals,
      total: 1,
      page: 1,
      limit: 50,
    },
  };
}

/** `page`: how many accounts the report says match (one row shown), for the paging. */
export function mockBalance(page: { total: number } = { total: 1 }) {
  return jest.spyOn(reportsApi, 'balance').mockImplementation(async (query = {}) => {
    const { kind, report } = balance(query.kind === 'owners' ? 'owners' : 'parties');
    return { success: true, data: { kind, report: { ...report, ...page, page: Number(query.page ?? 1) } } as ReportBalance };
  });
}
