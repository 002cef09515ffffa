import { type ExpenseListEnvelope } from 'shared-api';
import { banksApi, tripsApi } from 'shared-api/back-office';
import type { BankOption, Expense, ExpenseCategory, ExpenseTotals } from 'shared-api/schemas';
import { aTrip, DRIVER, mockSelects, TRUCK } from '../trips/trip-test-data';

export const DIESEL: ExpenseCategory = {
  id: '5e0c1a2b-0000-4000-8000-000000000001',
  name: 'Diesel',
  code: 'diesel',
  perLitre: true,
};
export const TOLL: ExpenseCategory = { id: '5e0c1a2b-0000-4000-8000-000000000002', name: 'Toll', code: 'toll', perLitre: false };
export const CATEGORIES = [DIESEL, TOLL];

export const BANK: BankOption = {
  id: '5e0c1a2b-0000-4000-8000-0000000000b1',
  label: 'HDFC current',
  accountType: 'current',
  accountEnding: '5678',
  active: true,
};

export { DRIVER, TRUCK };
export const TRIP = aTrip();

/** Every typeahead of the form answers with one record: the trip (through the trips list), truck, driver and account. */
export function mockExpenseSelects() {
  mockSelects();
  jest.spyOn(banksApi, 'select').mockResolvedValue({ success: true, data: [BANK] });
  jest.spyOn(tripsApi, 'list').mockResolvedValue({
    success: true,
    data: [TRIP],
    total: 1,
    page: 1,
    limit: 20,
    nextCursor: null,
    prevCursor: null,
    totals: null,
  });
}

export function anExpense(overrides: Partial<Expense> = {}): Expense {
  return {
    id: '5e0c1a2b-0000-4000-8000-0000000000e1',
    reference: 'E-2627-00001',
    number: 1,
    sessionId: 's-2627',
    sessionName: '2026-27',
    expenseDate: '2026-11-20',
    type: 'trip',
    category: { id: TOLL.id, name: TOLL.name, perLitre: false },
    amountPaise: 45_000,
    litres: null,
    ratePaise: null,
    trip: { id: TRIP.id, reference: TRIP.tripNo },
    truck: null,
    driver: null,
    mode: 'cash',
    bank: { id: 'cash-box', name: 'Cash in hand' },
    paidByDriver: false,
    billNumber: null,
    notes: null,
    reversal: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function listAnswer(rows: Expense[], totals: ExpenseTotals | null): ExpenseListEnvelope {
  return { success: true, data: rows, total: rows.length, page: 1, limit: 20, nextCursor: null, prevCursor: null, totals };
}
