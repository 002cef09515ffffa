/** The server's ceiling for a quoted amount (updateQuoteStatusSchema), in paise: ₹1,000 crore. */
export const MAX_QUOTED_PAISE = 1_000_000_000_000;

export type RupeesParse = { paise: number } | { problem: string };

/**
 * Reads an amount in rupees as typed by staff ('12500', '12,500.50', '₹ 1,25,000') into integer
 * paise by splitting the text at the decimal point, never through floating point: '12500.50' is
 * exactly 1250050, where 12500.5 * 100 could drift.
 */
export function parseRupees(text: string): RupeesParse {
  const cleaned = text.replace(/[\s,₹]/g, '').replace(/^rs\.?/i, '');
  if (cleaned === '') return { problem: 'Enter the quoted amount' };
  const match = /^(\d+)(?:\.(\d*))?$/.exec(cleaned);
  if (!match) return { problem: 'Enter the amount in rupees using digits only, e.g. 12500 or 12500.50' };
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > 2) return { problem: 'The amount can have at most 2 digits after the decimal point (paise)' };
  // Leading zeros are harmless; more digits than the ceiling has cannot be within it.
  const digits = whole.replace(/^0+(?=\d)/, '');
  if (digits.length > 12) return { problem: 'The quoted amount must be at most ₹1,000 crore' };
  const paise = Number(digits) * 100 + Number(fraction.padEnd(2, '0'));
  if (paise < 1) return { problem: 'The quoted amount must be more than ₹0' };
  if (paise > MAX_QUOTED_PAISE) return { problem: 'The quoted amount must be at most ₹1,000 crore' };
  return { paise };
}
