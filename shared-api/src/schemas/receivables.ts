/*
 * What the billing parties owe: the balance report (GET /billing-parties/balance-report, queried with
 * balanceReportQuerySchema) and one party's open bills (GET /billing-parties/{id}/open-bills), which
 * the receipt form sets money against.
 */

import type { BalanceReportPage } from './money-entries';

/** Days since the bill date, as accountants bucket what is overdue. */
export const ageingBuckets = ['upTo30', 'upTo60', 'upTo90', 'over90'] as const;
export type AgeingBucket = (typeof ageingBuckets)[number];

export const ageingBucketLabels: Record<AgeingBucket, string> = {
  upTo30: '0–30 days',
  upTo60: '31–60 days',
  upTo90: '61–90 days',
  over90: '90+ days',
};

/** The bucket of a bill `days` old. */
export function ageingBucketOf(days: number): AgeingBucket {
  if (days <= 30) return 'upTo30';
  if (days <= 60) return 'upTo60';
  if (days <= 90) return 'upTo90';
  return 'over90';
}

/** Open bill balances by age, in paise. */
export type PartyAgeing = Record<AgeingBucket, number>;

/**
 * One party for a period. Debit positive: a positive closing is what the party owes.
 * closing = opening + billed − received − TDS − credit notes.
 */
export interface PartyBalanceRow {
  id: string;
  name: string;
  /** The master's opening balance plus every line before the period. */
  openingPaise: number;
  billedPaise: number;
  /** Money received (receipts' amounts, without the TDS). */
  receivedPaise: number;
  /** TDS the party deducted from what it paid. */
  tdsPaise: number;
  creditNotesPaise: number;
  closingPaise: number;
  /** What receipts up to the date did not set against a bill. */
  onAccountPaise: number;
  /** The bills' balances still open on the date, by the bills' age then. */
  ageing: PartyAgeing;
}

export interface PartyBalanceReport extends BalanceReportPage {
  /** The period's first day; null when the report runs from the beginning. */
  from: string | null;
  to: string;
  rows: PartyBalanceRow[];
  totals: Omit<PartyBalanceRow, 'id' | 'name'>;
}

/** A standing bill of a party with something left to receive. */
export interface OpenBill {
  id: string;
  billNo: string;
  billDate: string;
  dueDate: string;
  totalPaise: number;
  receivedPaise: number;
  balancePaise: number;
  /** Days from the bill date to today. */
  daysOutstanding: number;
}

/** A standing receipt of a party with money still on account: what can be set against its open bills. */
export interface OnAccountReceipt {
  id: string;
  reference: string;
  entryDate: string;
  onAccountPaise: number;
}
