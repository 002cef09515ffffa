/*
 * The one rounding rule of the books: a percentage of an amount is worked out per line, in integer
 * arithmetic, and rounded half up to the paisa. Rates are basis points (1% = 100, 2.5% = 250), so no
 * rate or amount is ever a binary fraction.
 */

/** `rateBasisPoints` of `paise`, rounded half up to the paisa (amounts ≥ 0). */
export function percentOf(paise: number, rateBasisPoints: number): number {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`percentOf needs whole paise ≥ 0, got ${paise}`);
  if (!Number.isInteger(rateBasisPoints) || rateBasisPoints < 0)
    throw new RangeError(`rate must be whole basis points, got ${rateBasisPoints}`);
  // paise × rate stays below 2^53 for every amount a form takes (≤ ₹99,99,99,999.99 at ≤ 100%).
  const scaled = paise * rateBasisPoints;
  return Math.floor((scaled + 5_000) / 10_000);
}

/** Sum of whole paise, refusing anything that is not one (a float slipping in is a bug, not a rounding). */
export function sumPaise(amounts: readonly number[]): number {
  let total = 0;
  for (const amount of amounts) {
    if (!Number.isSafeInteger(amount)) throw new RangeError(`not a whole number of paise: ${amount}`);
    total += amount;
  }
  return total;
}

/** '1%' for 100 basis points, '2.5%' for 250. */
export function formatRate(rateBasisPoints: number): string {
  return `${(rateBasisPoints / 100).toString()}%`;
}
