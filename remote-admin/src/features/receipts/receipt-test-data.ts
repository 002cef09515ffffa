import type { MoneyEntry, OpenBill } from 'shared-api/schemas';
import { PARTY } from '../trips/trip-test-data';

export { PARTY };

export const OLD_BILL: OpenBill = {
  id: '0b0f7a52-5a55-4d7e-9a4b-0a6b3c1d2b01',
  billNo: 'FB/2627/00001',
  billDate: '2026-08-01',
  dueDate: '2026-08-31',
  totalPaise: 10_000_00,
  receivedPaise: 0,
  balancePaise: 10_000_00,
  daysOutstanding: 117,
};

export const NEW_BILL: OpenBill = {
  id: '0b0f7a52-5a55-4d7e-9a4b-0a6b3c1d2b02',
  billNo: 'FB/2627/00002',
  billDate: '2026-10-01',
  dueDate: '2026-10-31',
  totalPaise: 8_000_00,
  receivedPaise: 4_000_00,
  balancePaise: 4_000_00,
  daysOutstanding: 56,
};

export function aReceipt(overrides: Partial<MoneyEntry> = {}): MoneyEntry {
  return {
    id: '0b0f7a52-5a55-4d7e-9a4b-0a6b3c1d2e99',
    kind: 'receipt',
    reference: 'RC-2627-00001',
    number: 1,
    sessionId: 's-2627',
    sessionName: '2026-27',
    entryDate: '2026-11-26',
    amountPaise: 13_700_00,
    mode: 'bank',
    fromBank: null,
    toBank: { id: 'bank', name: 'HDFC current' },
    driver: null,
    trip: null,
    advanceType: null,
    litres: null,
    instrument: null,
    notes: null,
    billingParty: { id: PARTY.id, name: PARTY.label },
    vehicle: null,
    ownerPaymentStage: null,
    tdsPaise: 300_00,
    tdsRateBasisPoints: null,
    tdsOverrideReason: null,
    settledPaise: 14_000_00,
    allocations: [],
    settlementDirection: null,
    settlementFigures: null,
    reversal: null,
    createdAt: '2026-11-26T05:00:00.000Z',
    ...overrides,
  };
}
