import { percentOf, sumPaise } from './rounding';

/*
 * GST on a goods transport agency's freight bill (SAC 996511). The company chooses its regime per
 * financial year:
 * - reverse charge (the default): the bill carries no GST; the recipient pays 5% to the government;
 * - forward charge at 5%, without input tax credit;
 * - forward charge with input tax credit: 12% until 21 Sep 2025, 18% from 22 Sep 2025 (by the bill's date).
 * Inside the company's state the tax is CGST + SGST, half each; outside it, IGST. Each tax is worked
 * out per bill line and rounded half up to the paisa (rounding.ts), then summed.
 */

export const GTA_SAC = '996511';

export const gstRegimes = ['reverse-charge', 'forward-5', 'forward-itc'] as const;
export type GstRegime = (typeof gstRegimes)[number];

export const gstRegimeLabels: Record<GstRegime, string> = {
  'reverse-charge': 'Reverse charge (the recipient pays 5%)',
  'forward-5': 'Forward charge at 5% (no input tax credit)',
  'forward-itc': 'Forward charge at 18% with input tax credit (12% before 22 Sep 2025)',
};

/** The day forward charge with input tax credit went from 12% to 18%. */
export const GTA_ITC_RATE_CHANGE = '2025-09-22';

/** The GST rate a bill of `billDate` carries under `regime`, in basis points (0 under reverse charge). */
export function gstRateOn(regime: GstRegime, billDate: string): number {
  if (regime === 'reverse-charge') return 0;
  if (regime === 'forward-5') return 500;
  return billDate < GTA_ITC_RATE_CHANGE ? 1200 : 1800;
}

export interface BillTaxInput {
  regime: GstRegime;
  /** yyyy-mm-dd */
  billDate: string;
  /** GST state codes ('27'): the company's, and the recipient's (the place of supply). */
  supplierStateCode: string;
  recipientStateCode: string;
  /** Each line's taxable value in paise (freight and the party's charges of one LR). */
  lineTaxablePaise: readonly number[];
}

export interface LineTax {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface BillTax {
  regime: GstRegime;
  reverseCharge: boolean;
  interState: boolean;
  rateBasisPoints: number;
  lines: LineTax[];
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  taxPaise: number;
  /** What the recipient pays the company: taxable value plus the tax on the bill. */
  totalPaise: number;
}

export function billTax(input: BillTaxInput): BillTax {
  const rate = gstRateOn(input.regime, input.billDate);
  const interState = input.supplierStateCode !== input.recipientStateCode;
  const lines = input.lineTaxablePaise.map((taxable): LineTax => {
    if (interState) return { taxablePaise: taxable, cgstPaise: 0, sgstPaise: 0, igstPaise: percentOf(taxable, rate) };
    // Half the rate each: 2.5% + 2.5%, 9% + 9%, rounded each on its own.
    const half = percentOf(taxable, rate / 2);
    return { taxablePaise: taxable, cgstPaise: half, sgstPaise: half, igstPaise: 0 };
  });
  const taxablePaise = sumPaise(lines.map((line) => line.taxablePaise));
  const cgstPaise = sumPaise(lines.map((line) => line.cgstPaise));
  const sgstPaise = sumPaise(lines.map((line) => line.sgstPaise));
  const igstPaise = sumPaise(lines.map((line) => line.igstPaise));
  const taxPaise = cgstPaise + sgstPaise + igstPaise;
  return {
    regime: input.regime,
    reverseCharge: input.regime === 'reverse-charge',
    interState,
    rateBasisPoints: rate,
    lines,
    taxablePaise,
    cgstPaise,
    sgstPaise,
    igstPaise,
    taxPaise,
    totalPaise: taxablePaise + taxPaise,
  };
}
