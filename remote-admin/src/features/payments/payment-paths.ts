import type { OwnerPaymentStage, PendingQueue } from 'shared-api/schemas';

/** Where the money screens live; other features link here rather than spelling the addresses. */
export const paymentsPath = '/admin/payments';
export const pendingPath = (queue: PendingQueue = 'unbilled') => `/admin/payments/pending?queue=${queue}`;
export const historyPath = (search?: string) =>
  search ? `/admin/payments/history?search=${encodeURIComponent(search)}` : '/admin/payments/history';
export const payablesPath = '/admin/payments/payables';
export const receivablesPath = '/admin/payments/receivables';
export const ownerPaymentPath = (tripId: string, stage?: OwnerPaymentStage) =>
  `/admin/payments/owner-payments/new?trip=${encodeURIComponent(tripId)}${stage ? `&stage=${stage}` : ''}`;
export const driverAdvancePath = (tripId?: string) =>
  tripId ? `/admin/payments/driver-advances/new?trip=${encodeURIComponent(tripId)}` : '/admin/payments/driver-advances/new';
export const transferPath = '/admin/payments/transfers/new';
export const driverSettlementPath = (tripId: string) =>
  `/admin/payments/driver-settlements/new?trip=${encodeURIComponent(tripId)}`;
export const receiptPath = (partyId?: string) =>
  partyId ? `/admin/payments/receipts/new?party=${encodeURIComponent(partyId)}` : '/admin/payments/receipts/new';
/** Where a receipt's on-account money is set against the party's open bills. */
export const applyOnAccountPath = (receiptId: string) => `/admin/payments/receipts/${encodeURIComponent(receiptId)}/apply`;
export const newBillPath = (partyId?: string) =>
  partyId ? `/admin/bills/new?party=${encodeURIComponent(partyId)}` : '/admin/bills/new';
export const billPath = (id: string) => `/admin/bills/${encodeURIComponent(id)}`;
export { ledgerPath } from '../../ui';
export const tripPath = (id: string) => `/admin/trips/${encodeURIComponent(id)}`;

/** The money lists' query keys: recording or reversing anything refreshes all of them. */
export const MONEY_RESOURCE = 'money-entries';
export const paymentKeys = {
  overview: ['payments', 'overview'] as const,
  pending: 'payments-pending',
  owners: ['payments', 'owner-balances'] as const,
};
