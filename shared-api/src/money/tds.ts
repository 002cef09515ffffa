import type { PanHolderType } from '../schemas/india';
import { percentOf } from './rounding';

/*
 * TDS on lorry hire under section 194C, deducted when the company pays a market vehicle's owner
 * (advance and balance alike):
 * - no PAN: 20%;
 * - a PAN and the owner's declaration of at most 10 goods carriages: nil;
 * - otherwise 1% for an individual or HUF, 2% for anyone else (firm, company, …).
 * Nothing is deducted while a payment is at most ₹30,000 and the year's payments to the owner stay
 * at most ₹1,00,000. Once the year's total crosses ₹1,00,000, the payment that crosses it also
 * carries the TDS of the year's earlier payments on which none was deducted (the whole year's hire is
 * then liable), so the year's TDS ends up as the rate on every payment.
 */

export const TDS_SINGLE_PAYMENT_LIMIT_PAISE = 30_000_00;
export const TDS_YEAR_LIMIT_PAISE = 1_00_000_00;

export type TdsReason = 'no-pan' | 'small-fleet' | 'individual' | 'other' | 'below-threshold';

export const tdsReasonLabels: Record<TdsReason, string> = {
  'no-pan': 'No PAN: 20%',
  'small-fleet': 'Owner declared ≤ 10 goods carriages and gave a PAN: nil',
  individual: 'Individual / HUF: 1%',
  other: 'Firm, company or other: 2%',
  'below-threshold': 'Within ₹30,000 a payment and ₹1,00,000 a year: nil',
};

export interface OwnerTaxStatus {
  pan: string | null;
  panHolder: PanHolderType | null;
  declaredSmallFleet: boolean;
}

export interface TdsInput {
  owner: OwnerTaxStatus;
  /** This payment to the owner, before TDS. */
  paymentPaise: number;
  /** The owner's earlier payments in the same financial year. */
  earlierThisYearPaise: number;
  /** Of those, the part on which no TDS was deducted (below the thresholds then). */
  earlierUndeductedPaise: number;
}

export interface TdsResult {
  /** The rate the owner's status gives, in basis points, whether or not a threshold was crossed. */
  rateBasisPoints: number;
  reason: TdsReason;
  /** The amount TDS is worked out on: this payment, plus the year's undeducted payments once liable. */
  basePaise: number;
  tdsPaise: number;
}

export function ownerTdsRate(owner: OwnerTaxStatus): { rateBasisPoints: number; reason: Exclude<TdsReason, 'below-threshold'> } {
  if (!owner.pan) return { rateBasisPoints: 2000, reason: 'no-pan' };
  if (owner.declaredSmallFleet) return { rateBasisPoints: 0, reason: 'small-fleet' };
  if (owner.panHolder === 'individual' || owner.panHolder === 'huf') return { rateBasisPoints: 100, reason: 'individual' };
  return { rateBasisPoints: 200, reason: 'other' };
}

export function tdsOnHirePayment(input: TdsInput): TdsResult {
  const { rateBasisPoints, reason } = ownerTdsRate(input.owner);
  const yearTotal = input.earlierThisYearPaise + input.paymentPaise;
  const liable = input.paymentPaise > TDS_SINGLE_PAYMENT_LIMIT_PAISE || yearTotal > TDS_YEAR_LIMIT_PAISE;
  if (rateBasisPoints === 0) return { rateBasisPoints, reason, basePaise: 0, tdsPaise: 0 };
  if (!liable) return { rateBasisPoints, reason: 'below-threshold', basePaise: 0, tdsPaise: 0 };
  // Crossing the year's limit makes the earlier undeducted payments liable too.
  const catchUp = yearTotal > TDS_YEAR_LIMIT_PAISE ? input.earlierUndeductedPaise : 0;
  const basePaise = input.paymentPaise + catchUp;
  return { rateBasisPoints, reason, basePaise, tdsPaise: percentOf(basePaise, rateBasisPoints) };
}
