import { z } from 'zod';
import { requiredText } from './fields';
import { formatPaise } from '../formats';

export { formatPaise } from '../formats';

/*
 * Indian identifiers: GSTIN, PAN, IFSC, vehicle registration, mobile and driving-licence numbers, and
 * rupee amounts held as integer paise. Each field trims, normalises (upper-case, the spaces and
 * hyphens people type removed), then checks one rule at a time, so the message names the first
 * thing to fix. The plain check functions take text as typed and normalise it the same way.
 * Plain zod only: the browser bundles this folder too.
 */

/**
 * Removes whitespace and hyphens and upper-cases a–z only: `toUpperCase` would also turn look-alikes
 * such as the dotless 'ı' or the long 's' into I and S and let them through.
 */
function compact(text: string): string {
  return text.replace(/[\s-]+/g, '').replace(/[a-z]/g, (letter) => letter.toUpperCase());
}

/** The check of an identifier after normalising: blank is `blank`'s answer, anything else one rule at a time. */
function checkedIdentifier(label: string, problem: (value: string) => string | undefined, blank: 'required' | 'allowed') {
  return (value: string, context: z.RefinementCtx) => {
    const message = value === '' ? (blank === 'required' ? `${label} is required` : undefined) : problem(value);
    if (message) context.addIssue({ code: 'custom', message });
  };
}

/**
 * An identifier as a text field: a missing value and a non-string get readable messages, then one rule
 * at a time. `allowed` keeps a blank as '' (a record that may go without it), not null.
 */
function identifierField(
  label: string,
  normalise: (text: string) => string,
  problem: (value: string) => string | undefined,
  blank: 'required' | 'allowed' = 'required',
) {
  return requiredText(label)
    .transform(normalise)
    .superRefine(checkedIdentifier(label, problem, blank));
}

/** The same identifier as an optional form field: blank or null is stored as null. */
function optionalIdentifierField(
  label: string,
  normalise: (text: string) => string,
  problem: (value: string) => string | undefined,
) {
  return z
    .union([z.string(), z.null()], { error: `${label} must be text` })
    .transform((value) => (value === null ? '' : normalise(value)))
    .superRefine(checkedIdentifier(label, problem, 'allowed'))
    .transform((value) => (value === '' ? null : value))
    .optional();
}

/* ------------------------------------------------------------------------------------------------
 * GSTIN
 * ---------------------------------------------------------------------------------------------- */

/**
 * GST state codes (the first two digits of a GSTIN). Codes are compared, not names: 28 and 37 are both
 * Andhra Pradesh, and 25 (Daman and Diu) merged into 26 in 2020; both stay so old records still read.
 */
const GST_STATE_NAMES: readonly (readonly [code: string, name: string])[] = [
  ['01', 'Jammu and Kashmir'],
  ['02', 'Himachal Pradesh'],
  ['03', 'Punjab'],
  ['04', 'Chandigarh'],
  ['05', 'Uttarakhand'],
  ['06', 'Haryana'],
  ['07', 'Delhi'],
  ['08', 'Rajasthan'],
  ['09', 'Uttar Pradesh'],
  ['10', 'Bihar'],
  ['11', 'Sikkim'],
  ['12', 'Arunachal Pradesh'],
  ['13', 'Nagaland'],
  ['14', 'Manipur'],
  ['15', 'Mizoram'],
  ['16', 'Tripura'],
  ['17', 'Meghalaya'],
  ['18', 'Assam'],
  ['19', 'West Bengal'],
  ['20', 'Jharkhand'],
  ['21', 'Odisha'],
  ['22', 'Chhattisgarh'],
  ['23', 'Madhya Pradesh'],
  ['24', 'Gujarat'],
  ['25', 'Daman and Diu'],
  ['26', 'Dadra and Nagar Haveli and Daman and Diu'],
  ['27', 'Maharashtra'],
  ['28', 'Andhra Pradesh (before division)'],
  ['29', 'Karnataka'],
  ['30', 'Goa'],
  ['31', 'Lakshadweep'],
  ['32', 'Kerala'],
  ['33', 'Tamil Nadu'],
  ['34', 'Puducherry'],
  ['35', 'Andaman and Nicobar Islands'],
  ['36', 'Telangana'],
  ['37', 'Andhra Pradesh'],
  ['38', 'Ladakh'],
  ['97', 'Other Territory'],
  ['99', 'Centre Jurisdiction'],
];

export const GST_STATES: readonly { readonly code: string; readonly name: string }[] = Object.freeze(
  GST_STATE_NAMES.map(([code, name]) => Object.freeze({ code, name })),
);

const GST_STATE_BY_CODE = new Map(GST_STATES.map((state) => [state.code, state]));

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The check character of a GSTIN from its first 14 characters (Luhn mod 36): each character's value
 * (0–9, A–Z = 10–35) times 1, 2, 1, 2, … from the left; each product p adds (p div 36) + (p mod 36);
 * the check is (36 − sum mod 36) mod 36. Undefined unless given exactly 14 characters of 0–9 and A–Z.
 */
export function gstinCheckCharacter(first14: string): string | undefined {
  if (!/^[0-9A-Z]{14}$/.test(first14)) return undefined;
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = BASE36.indexOf(first14.charAt(index)) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36.charAt((36 - (sum % 36)) % 36);
}

const GSTIN_EXAMPLE = '27AAPFU0939F1ZV';

/** The first rule a (normalised) GSTIN breaks, in the order the number is read. */
function gstinProblem(gstin: string): string | undefined {
  if (!/^\d{2}[0-9A-Z]{13}$/.test(gstin)) return `GSTIN must be 15 characters like ${GSTIN_EXAMPLE}`;
  const stateCode = gstin.slice(0, 2);
  if (!GST_STATE_BY_CODE.has(stateCode)) return `GSTIN starts with ${stateCode}, which is not a GST state code`;
  if (panProblem(gstin.slice(2, 12))) return `GSTIN characters 3 to 12 must be the holder's PAN, like AAPFU0939F`;
  if (!/^[1-9A-Z]$/.test(gstin.charAt(12))) return 'GSTIN character 13 (the entity number) must be 1–9 or A–Z';
  // Character 14 is 'Z' by default; the standard allows any letter or digit there, so it is not checked.
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin.charAt(14)) {
    return 'GSTIN check character is wrong — please check the number';
  }
  return undefined;
}

/** Whether the text, as typed, is a GSTIN with a known state code, a valid PAN and the right check character. */
export function isValidGstin(text: string): boolean {
  return gstinProblem(compact(text)) === undefined;
}

/** The GST state of a valid GSTIN (the place of supply of a party); undefined for anything else. */
export function stateOfGstin(gstin: string): { code: string; name: string } | undefined {
  const normalised = compact(gstin);
  if (gstinProblem(normalised) !== undefined) return undefined;
  const state = GST_STATE_BY_CODE.get(normalised.slice(0, 2));
  return state ? { code: state.code, name: state.name } : undefined;
}

/** A required GSTIN, stored upper-case without spaces, fully checked (state code, PAN, check character). */
export const gstinNumberField = identifierField('GSTIN', compact, gstinProblem);

/** A GSTIN where the party may be unregistered: blank or null is stored as null. */
export const optionalGstinNumberField = optionalIdentifierField('GSTIN', compact, gstinProblem);

/**
 * The company's own GSTIN (its profile): blank until it is entered, and checked as fully as a party's,
 * since every bill's GST is worked out from its state code.
 */
export const blankableGstinNumberField = identifierField('GSTIN', compact, gstinProblem, 'allowed');

/* ------------------------------------------------------------------------------------------------
 * PAN
 * ---------------------------------------------------------------------------------------------- */

/** The 4th character of a PAN: who holds it. TDS on lorry hire (194C) is 1% for 'individual' and 'huf', 2% for the rest. */
export const PAN_HOLDER_TYPES = Object.freeze({
  P: 'individual',
  C: 'company',
  H: 'huf',
  F: 'firm',
  A: 'aop',
  T: 'trust',
  B: 'boi',
  L: 'local-authority',
  J: 'artificial-juridical-person',
  G: 'government',
} as const);
export type PanHolderType = (typeof PAN_HOLDER_TYPES)[keyof typeof PAN_HOLDER_TYPES];

/** Words for each holder type, for forms and printed documents. */
export const panHolderTypeLabels: Record<PanHolderType, string> = {
  individual: 'Individual',
  company: 'Company',
  huf: 'Hindu Undivided Family (HUF)',
  firm: 'Firm / LLP',
  aop: 'Association of Persons (AOP)',
  trust: 'Trust',
  boi: 'Body of Individuals (BOI)',
  'local-authority': 'Local authority',
  'artificial-juridical-person': 'Artificial juridical person',
  government: 'Government',
};

const PAN_EXAMPLE = 'ABCPK1234M';

function holderTypeOf(letter: string): PanHolderType | undefined {
  return Object.hasOwn(PAN_HOLDER_TYPES, letter) ? PAN_HOLDER_TYPES[letter as keyof typeof PAN_HOLDER_TYPES] : undefined;
}

function panProblem(pan: string): string | undefined {
  if (!/^[A-Z]{5}\d{4}[A-Z]$/.test(pan)) return `PAN must be 10 characters like ${PAN_EXAMPLE}: 5 letters, 4 digits, a letter`;
  if (!holderTypeOf(pan.charAt(3))) {
    return `PAN's 4th character must be the holder type: ${Object.keys(PAN_HOLDER_TYPES).join(', ')}`;
  }
  return undefined;
}

/** Whether the text, as typed, is a PAN with a known holder type. */
export function isValidPan(text: string): boolean {
  return panProblem(compact(text)) === undefined;
}

/** Who holds a valid PAN ('individual', 'huf', 'company', …); undefined for anything that is not a valid PAN. */
export function panHolderType(pan: string): PanHolderType | undefined {
  const normalised = compact(pan);
  return panProblem(normalised) === undefined ? holderTypeOf(normalised.charAt(3)) : undefined;
}

/** A required PAN, stored upper-case without spaces. */
export const panField = identifierField('PAN', compact, panProblem);

/** An optional PAN: blank or null is stored as null. */
export const optionalPanField = optionalIdentifierField('PAN', compact, panProblem);

/* ------------------------------------------------------------------------------------------------
 * IFSC
 * ---------------------------------------------------------------------------------------------- */

const IFSC_EXAMPLE = 'SBIN0005943';

function ifscProblem(ifsc: string): string | undefined {
  if (ifsc.length !== 11) return `IFSC must be 11 characters like ${IFSC_EXAMPLE}`;
  // The 5th character is a zero; a letter O there is the usual typing slip, so it gets its own message.
  if (/^[A-Z]{4}O[0-9A-Z]{6}$/.test(ifsc)) return 'The 5th character of an IFSC is the digit 0 (zero), not the letter O';
  if (!/^[A-Z]{4}0[0-9A-Z]{6}$/.test(ifsc)) {
    return `IFSC must be 4 letters, a zero, then 6 letters or digits, like ${IFSC_EXAMPLE}`;
  }
  return undefined;
}

/** Whether the text, as typed, is an IFSC: 4 letters (the bank), 0, 6 letters or digits (the branch). */
export function isValidIfsc(text: string): boolean {
  return ifscProblem(compact(text)) === undefined;
}

/** A required IFSC, stored upper-case. */
export const ifscField = identifierField('IFSC', compact, ifscProblem);

/** An optional IFSC: blank or null is stored as null. */
export const optionalIfscField = optionalIdentifierField('IFSC', compact, ifscProblem);

/* ------------------------------------------------------------------------------------------------
 * Vehicle registration numbers
 * ---------------------------------------------------------------------------------------------- */

/**
 * State and UT codes of registration plates and driving licences. Retired codes stay, since plates
 * and licences keep them: DN (Dadra and Nagar Haveli, now DD), OR (Odisha, now OD), TS (Telangana,
 * now TG), UA (Uttaranchal, now UK).
 */
// prettier-ignore
export const RTO_STATE_CODES = Object.freeze([
  'AN', 'AP', 'AR', 'AS', 'BR', 'CG', 'CH', 'DD', 'DL', 'DN', 'GA', 'GJ', 'HP', 'HR', 'JH', 'JK', 'KA', 'KL', 'LA', 'LD',
  'MH', 'ML', 'MN', 'MP', 'MZ', 'NL', 'OD', 'OR', 'PB', 'PY', 'RJ', 'SK', 'TG', 'TN', 'TR', 'TS', 'UA', 'UK', 'UP', 'WB',
] as const);

const RTO_STATE_CODE_SET: ReadonlySet<string> = new Set(RTO_STATE_CODES);

/** A registration number as stored: upper-case, without spaces or hyphens ("mh 12 ab-1234" → "MH12AB1234"). */
export function normaliseRegistration(text: string): string {
  return compact(text.trim());
}

/** State code, RTO number (not 0), a series of up to 3 letters, a number of 1–4 digits (not 0). */
const STANDARD_REGISTRATION = /^([A-Z]{2})(\d{1,2})[A-Z]{0,3}(\d{1,4})$/;
/** Bharat series (from September 2021): year of registration, BH, 4 digits, 1–2 letters. */
const BHARAT_REGISTRATION = /^(\d{2})BH\d{4}[A-Z]{1,2}$/;

function registrationProblem(registration: string): string | undefined {
  const standard = STANDARD_REGISTRATION.exec(registration);
  if (standard) {
    const [, state = '', rto = '', number = ''] = standard;
    if (RTO_STATE_CODE_SET.has(state) && Number(rto) > 0 && Number(number) > 0) return undefined;
  }
  const bharat = BHARAT_REGISTRATION.exec(registration);
  if (bharat && Number(bharat[1]) >= 21) return undefined;
  return 'Enter a registration number like MH12AB1234 or 22BH1234AB';
}

/** Whether the text, as typed, is an Indian registration number (standard or Bharat series). */
export function isValidRegistration(text: string): boolean {
  return registrationProblem(normaliseRegistration(text)) === undefined;
}

/** A required registration number, stored as `normaliseRegistration` gives it. */
export const registrationNumberField = identifierField('Registration number', normaliseRegistration, registrationProblem);

/* ------------------------------------------------------------------------------------------------
 * Mobile numbers
 * ---------------------------------------------------------------------------------------------- */

/** Separators removed, and a +91, 91 or 0 in front of 10 digits dropped. */
function normaliseMobileText(text: string): string {
  const digits = text.replace(/[\s-]+/g, '');
  if (digits.startsWith('+91')) return digits.slice(3);
  if (/^(91|0)\d{10}$/.test(digits)) return digits.slice(digits.length - 10);
  return digits;
}

function mobileProblem(mobile: string): string | undefined {
  if (!/^\d+$/.test(mobile)) return 'Mobile number must be digits, like 98200 12345 or +91 98200 12345';
  if (mobile.length !== 10) return 'Mobile number must be 10 digits';
  if (!/^[6-9]/.test(mobile)) return 'Mobile number must start with 6, 7, 8 or 9';
  return undefined;
}

/** The 10 digits of an Indian mobile number typed with or without +91, 91 or 0, spaces and hyphens; else undefined. */
export function normaliseMobile(text: string): string | undefined {
  const mobile = normaliseMobileText(text.trim());
  return mobileProblem(mobile) === undefined ? mobile : undefined;
}

/** A required Indian mobile number, stored as its 10 digits. */
export const mobileField = identifierField('Mobile number', (text) => normaliseMobileText(text.trim()), mobileProblem);

/** An optional Indian mobile number: blank or null is stored as null, anything else as its 10 digits. */
export const optionalMobileField = optionalIdentifierField(
  'Mobile number',
  (text) => normaliseMobileText(text.trim()),
  mobileProblem,
);

/* ------------------------------------------------------------------------------------------------
 * Driving licence numbers
 * ---------------------------------------------------------------------------------------------- */

/*
 * Licences issued through Sarathi (most since about 2015) are 15 characters: state code, 2-digit RTO
 * code, year of issue, 7-digit serial — MH14 2011 0062821. Older licences still in use vary by state:
 * shorter or longer serials, letters in them, slashes between the parts (DL/04/123/2009). Refusing
 * them would stop a driver from being entered at all, and their numbers cannot be converted to the
 * new form, so the check is deliberately loose: a known state code, then the RTO code's first digit,
 * then letters and digits, 10 to 20 characters in all. Spaces, hyphens and slashes are dropped, so the
 * same licence typed two ways is stored (and found unique) once.
 */
export function normaliseLicenceNumber(text: string): string {
  return compact(text.trim().replace(/\/+/g, ''));
}

function licenceProblem(licence: string): string | undefined {
  if (!/^[0-9A-Z]+$/.test(licence)) return 'Licence number may only have letters and digits, like MH1420110062821';
  if (licence.length < 10 || licence.length > 20) {
    return 'Licence number must be 10 to 20 letters and digits, like MH1420110062821';
  }
  if (!RTO_STATE_CODE_SET.has(licence.slice(0, 2)) || !/^\d$/.test(licence.charAt(2))) {
    return 'Licence number must start with a state code and the RTO code, like MH14';
  }
  return undefined;
}

/** Whether the text, as typed, passes the licence-number check described above. */
export function isValidLicenceNumber(text: string): boolean {
  return licenceProblem(normaliseLicenceNumber(text)) === undefined;
}

/** A required driving licence number, stored as `normaliseLicenceNumber` gives it. */
export const licenceNumberField = identifierField('Licence number', normaliseLicenceNumber, licenceProblem);

/* ------------------------------------------------------------------------------------------------
 * Money: rupees typed as text, held as integer paise
 * ---------------------------------------------------------------------------------------------- */

/** ₹99,99,99,999.99: the largest amount a form takes, far inside the range where numbers are exact integers. */
export const MAX_PAISE = 99_999_999_999;

/**
 * Rupees as text → paise, or the first rule broken. The digits are joined as text and read once as an
 * integer (at most 11 digits), so no binary fraction is ever involved: '0.1' is exactly 10.
 */
function parseRupees(input: string, label: string, allowZero: boolean): number | string {
  const text = input.trim().replace(/^₹\s*/, '');
  if (text === '') return `${label} is required`;
  if (text.startsWith('-')) return `${label} cannot be negative`;
  const match = /^(\d[\d,]*)(?:\.(\d+))?$/.exec(text);
  if (!match) return `${label} must be an amount like 12,345.67`;
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > 2) return `${label} can have at most 2 decimal places`;
  if (whole.includes(',') && !/^\d{1,2}(,\d\d)*,\d{3}$/.test(whole)) {
    return `${label} has a comma in the wrong place: group digits like 1,23,45,678.90`;
  }
  const rupees = whole.replace(/,/g, '').replace(/^0+/, '');
  const tooLarge = `${label} must be at most ${formatPaise(MAX_PAISE)}`;
  if (rupees.length > 9) return tooLarge;
  const paise = Number(`${rupees}${fraction.padEnd(2, '0')}`);
  if (paise > MAX_PAISE) return tooLarge;
  if (paise === 0 && !allowZero) return `${label} must be more than ₹0`;
  return paise;
}

/** Rupees typed as text ('12,345.67', '₹1,23,456.78', '12345', '0.1') → integer paise; undefined if not such an amount. */
export function rupeesToPaise(text: string): number | undefined {
  if (typeof text !== 'string') return undefined;
  const paise = parseRupees(text, 'Amount', true);
  return typeof paise === 'number' ? paise : undefined;
}

/**
 * An amount in rupees typed as text (or given as a JSON number), output as integer paise. Amounts are
 * more than 0 unless `allowZero`; up to 2 decimals; commas in Indian grouping; a leading ₹ is allowed.
 */
export function rupeesField(label: string, { allowZero = false }: { allowZero?: boolean } = {}) {
  return z
    .union([z.string(), z.number()], {
      error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be an amount in rupees`),
    })
    .transform((value, context) => {
      // String() of a number is the shortest text that reads back as it, i.e. what the client sent.
      const paise = parseRupees(typeof value === 'number' ? String(value) : value, label, allowZero);
      if (typeof paise === 'number') return paise;
      context.addIssue({ code: 'custom', message: paise });
      return z.NEVER;
    });
}

export const balanceSides = ['Dr', 'Cr'] as const;
export type BalanceSide = (typeof balanceSides)[number];

/**
 * An opening balance from a form: `{ amount: '12,345.67', side: 'Dr' }` → `{ amountPaise: 1234567, side: 'Dr' }`.
 * Zero is allowed; errors land on `<field>.amount` and `<field>.side`.
 */
export const openingBalanceField = z
  .object(
    {
      amount: rupeesField('Opening balance', { allowZero: true }),
      side: z.enum(balanceSides, { error: 'Choose Dr or Cr for the opening balance' }),
    },
    {
      error: (issue) =>
        issue.input === undefined ? 'Opening balance is required' : 'Opening balance must have an amount and a side (Dr or Cr)',
    },
  )
  .transform(({ amount, side }) => ({ amountPaise: amount, side }));
export type OpeningBalance = z.output<typeof openingBalanceField>;
