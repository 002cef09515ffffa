/*
 * The ledger: every movement of money on an account is a line, and a balance is the account's opening
 * balance plus the sum of its lines. The accounts are the billing parties (what they owe), the vehicle
 * owners (what is owed to them), the drivers (the company's money they hold) and the banks and cash box.
 */

export const ledgerAccountKinds = ['party', 'owner', 'driver', 'bank'] as const;
export type LedgerAccountKind = (typeof ledgerAccountKinds)[number];

/** The documents that post lines. */
export const ledgerSources = [
  'expense',
  'receipt',
  'owner-payment',
  'driver-advance',
  'driver-settlement',
  'transfer',
  'bill',
  'credit-note',
  'trip',
] as const;
export type LedgerSource = (typeof ledgerSources)[number];
