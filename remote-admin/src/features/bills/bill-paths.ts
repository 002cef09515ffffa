export const billsPath = '/admin/bills';
export const newBillPath = `${billsPath}/new`;
export const billPath = (id: string) => `${billsPath}/${encodeURIComponent(id)}`;
/** Where the payments history finds a receipt by its number. */
export const receiptPath = (reference: string) => `/admin/payments/history?search=${encodeURIComponent(reference)}`;

export const billKeys = {
  all: ['bills'] as const,
  detail: (id: string) => ['bills', 'detail', id] as const,
  billable: (partyId: string) => ['bills', 'billable', partyId] as const,
};
