import type { DriverSettlementTerms, MoneyEntry, OwnerPaymentTerms, PendingItem, QueueCounts } from 'shared-api/schemas';

/** Records as the money calls answer them, for the payments screens' tests. */

export const OWNER_TERMS: OwnerPaymentTerms = {
  trip: {
    id: '7c0e5a52-3f55-4b8e-9d2c-2a51c3e0b101',
    tripNo: 'T-2627-00012',
    lrNo: 'LR-2627-00012',
    route: 'Mumbai → Pune',
    status: 'pod_received',
    hireAdvancePaise: 2_000_000,
  },
  vehicle: {
    id: 'veh-1',
    registrationNumber: 'GJ01MV1234',
    ownerName: 'Harbans Singh',
    ownerPan: 'ABCPS1234K',
    declaredSmallFleet: false,
    brokerName: 'Jai Ambe Roadlines',
    bankAccount: 'HDFC Bank · 50200012345678 · HDFC0000123',
  },
  owedPaise: 3_900_000,
  earlierThisYearPaise: 2_000_000,
  balanceAllowed: true,
  payment: null,
};

export const withPayment = (grossPaise: number, tdsPaise: number): OwnerPaymentTerms => ({
  ...OWNER_TERMS,
  payment: { grossPaise, tdsPaise, rateBasisPoints: 100, reason: 'Individual / HUF: 1%', netPaise: grossPaise - tdsPaise },
});

export const SETTLEMENT_TERMS: DriverSettlementTerms = {
  trip: {
    id: '7c0e5a52-3f55-4b8e-9d2c-2a51c3e0b102',
    tripNo: 'T-2627-00015',
    lrNo: 'LR-2627-00015',
    route: 'Nashik → Surat',
    status: 'delivered',
  },
  driver: { id: '5d1e6b63-4a66-4c9f-8e3d-3b62d4f1c201', name: 'Ramesh Yadav' },
  settledAs: null,
  canSettle: true,
  previousBalancePaise: 0,
  advancesPaise: 500_000,
  expensesPaise: 320_000,
  balancePaise: 180_000,
};

export function anEntry(overrides: Partial<MoneyEntry> = {}): MoneyEntry {
  return {
    id: 'entry-1',
    kind: 'owner-payment',
    reference: 'OP-2627-00003',
    number: 3,
    sessionId: 'ses-1',
    sessionName: '2026-27',
    entryDate: '2026-11-20',
    amountPaise: 3_861_000,
    mode: 'bank',
    fromBank: { id: 'bank-1', name: 'HDFC current' },
    toBank: null,
    driver: null,
    trip: { id: '7c0e5a52-3f55-4b8e-9d2c-2a51c3e0b101', reference: 'T-2627-00012' },
    advanceType: null,
    litres: null,
    instrument: 'UTR 1122',
    notes: null,
    billingParty: null,
    vehicle: { id: 'veh-1', registrationNumber: 'GJ01MV1234', ownerName: 'Harbans Singh' },
    ownerPaymentStage: 'balance',
    tdsPaise: 39_000,
    tdsRateBasisPoints: 100,
    tdsOverrideReason: null,
    settledPaise: 3_900_000,
    allocations: [],
    settlementDirection: null,
    settlementFigures: null,
    reversal: null,
    createdAt: '2026-11-20T06:30:00.000Z',
    ...overrides,
  };
}

export const COUNTS: QueueCounts = {
  'pod-pending': { count: 1, amountPaise: 1_543_742 },
  unbilled: { count: 2, amountPaise: 3_087_484 },
  'unpaid-bills': { count: 0, amountPaise: 0 },
  'owner-due': { count: 1, amountPaise: 650_000 },
};

export const UNBILLED: PendingItem = {
  queue: 'unbilled',
  id: 'trip-3',
  reference: 'T-2627-00020 · LR-2627-00020',
  lrNo: 'LR-2627-00020',
  since: '2026-11-10',
  days: 16,
  dueDate: null,
  billingParty: { id: 'party-1', name: 'Zenith Steel' },
  vehicle: null,
  route: 'Mumbai → Pune',
  amountPaise: 1_543_742,
};
