/*
 * An amount in words in Indian numbering, as a tax invoice prints it:
 * 1,23,45,678.90 → "Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight
 * and Ninety Paise Only".
 */

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const tens = TENS[Math.floor(n / 10)]!;
  return n % 10 === 0 ? tens : `${tens}-${ONES[n % 10]}`;
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : ''].filter(Boolean).join(' ');
}

/** Whole rupees in words, Indian grouping (crore, lakh, thousand); 'Zero' for 0. */
export function rupeesInWords(rupees: number): string {
  if (!Number.isSafeInteger(rupees) || rupees < 0) throw new RangeError(`rupeesInWords needs whole rupees ≥ 0, got ${rupees}`);
  if (rupees === 0) return 'Zero';
  const crore = Math.floor(rupees / 1_00_00_000);
  const lakh = Math.floor((rupees % 1_00_00_000) / 1_00_000);
  const thousand = Math.floor((rupees % 1_00_000) / 1000);
  const rest = rupees % 1000;
  return [
    // Above 99 crore the crores themselves are counted in Indian words ("One Hundred Crore").
    crore ? `${rupeesInWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** Paise as a tax invoice writes the amount: "Rupees … and … Paise Only" ("Minus" before a credit). */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`amountInWords needs whole paise, got ${paise}`);
  const absolute = Math.abs(paise);
  const rupees = Math.floor(absolute / 100);
  const cents = absolute % 100;
  const words = `Rupees ${rupeesInWords(rupees)}${cents ? ` and ${belowHundred(cents)} Paise` : ''} Only`;
  return paise < 0 ? `Minus ${words}` : words;
}
