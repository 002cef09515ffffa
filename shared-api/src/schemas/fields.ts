import { z } from 'zod';
import { PASSWORD_POLICY } from '../password-policy';
import { ROLES, type Role } from './access';

/*
 * Field rules shared by several forms. Plain zod only: the browser bundles this folder too.
 * Messages are written for the person filling in the form, because the server returns them
 * verbatim in `errors.<field>`.
 */

export { PASSWORD_HINT, PASSWORD_POLICY } from '../password-policy';

/** A required text field: a missing value and a non-string get readable messages. */
export function requiredText(label: string) {
  return z.string({
    error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`),
  });
}

/**
 * Characters that change how text looks without being seen: control characters, bidi overrides and
 * isolates, zero-width spaces, the BOM (Unicode's Cc and Cf), and line and paragraph separators. A
 * name like "\u202Eadmin\u200B" would otherwise pose as someone else in the back office. The zero-width
 * (non-)joiners are allowed between two non-ASCII characters, where Indic scripts and emoji need them;
 * multi-line fields keep their line breaks and tabs.
 */
const HIDDEN_CHARACTER = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
const JOINERS = new Set(['\u200C', '\u200D']);
const LINE_BREAKS = new Set(['\n', '\r', '\t']);
const JOINABLE = /[^\p{ASCII}\s]/u;

export function hasHiddenCharacters(text: string, { multiline = false } = {}): boolean {
  for (const match of text.matchAll(HIDDEN_CHARACTER)) {
    const character = match[0];
    if (multiline && LINE_BREAKS.has(character)) continue;
    const before = text[match.index - 1] ?? '';
    const after = text[match.index + character.length] ?? '';
    if (JOINERS.has(character) && JOINABLE.test(before) && JOINABLE.test(after)) continue;
    return true;
  }
  return false;
}

/** Text shown to other people (names, subjects, addresses): refuses hidden characters. */
export function visibleText<T extends z.ZodType<string>>(schema: T, label: string, options: { multiline?: boolean } = {}) {
  return schema.refine(
    (text) => !hasHiddenCharacters(text, options),
    `${label} must not contain invisible or control characters`,
  );
}

export const nameField = visibleText(
  requiredText('Name').trim().min(2, 'Name must be at least 2 characters').max(100, 'Name must be at most 100 characters'),
  'Name',
);

/** E-mail addresses are compared case-insensitively, so they are stored trimmed and lower-cased. */
export const emailField = requiredText('E-mail')
  .trim()
  .toLowerCase()
  .max(254, 'E-mail must be at most 254 characters')
  .pipe(z.email({ error: 'Enter a valid e-mail address' }));

export const newPasswordField = requiredText('Password')
  .min(PASSWORD_POLICY.minLength, `Password must be at least ${PASSWORD_POLICY.minLength} characters`)
  .max(PASSWORD_POLICY.maxLength, `Password must be at most ${PASSWORD_POLICY.maxLength} characters`)
  .regex(/[A-Za-z]/, 'Password must contain at least one letter')
  .regex(/\d/, 'Password must contain at least one digit');

/** Optional phone number: an empty string from a form clears it (stored as null). */
export const phoneField = z
  .union([z.string(), z.null()], { error: 'Phone must be text' })
  .transform((value) => (value === null ? null : value.trim()))
  .transform((value) => (value === '' ? null : value))
  .pipe(
    z
      .string()
      .regex(/^\+?[0-9][0-9 ()-]{5,19}$/, 'Enter a valid phone number, e.g. +91 22 4000 1234')
      .nullable(),
  );

export const roleField = z.enum(ROLES, { error: `Role must be one of: ${ROLES.join(', ')}` });
export type { Role };

/*
 * List calls share their parameter names: page, limit, search, sort ('-field' for descending).
 * Query strings arrive as text, and an empty value from a filter form means "no filter".
 */
export const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

export const pageParam = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: 'Page must be a number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be 1 or more')
    .max(100_000, 'Page must be at most 100000')
    .default(1),
);

export const limitParam = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be 1 or more')
    .max(100, 'Limit must be at most 100')
    .default(20),
);

export const searchParam = z.preprocess(
  blankToUndefined,
  z.string({ error: 'Search must be text' }).trim().max(100, 'Search must be at most 100 characters').optional(),
);

export function sortParam<const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) {
  return z.preprocess(blankToUndefined, z.enum(values, { error: `Sort must be one of ${values.join(', ')}` }).default(fallback));
}

/** An optional filter whose allowed values form an enum (e.g. role, status). */
export function enumFilter<const T extends readonly [string, ...string[]]>(values: T, label: string) {
  return z.preprocess(blankToUndefined, z.enum(values, { error: `${label} must be one of ${values.join(', ')}` }).optional());
}

/** An optional YYYY-MM-DD filter or form date. */
export const isoDate = (label: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a date`) })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date like 2026-01-31`)
    .refine((value) => isRealDate(value), `${label} is not a valid date`);

export function isRealDate(value: string): boolean {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** A whole number given as a number or as digits (form inputs give text). */
export function integerField(label: string, { min, max }: { min: number; max: number }) {
  return z.preprocess(
    (value) => (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value),
    z
      .number({
        error: (issue) =>
          issue.input === undefined || issue.input === '' ? `${label} is required` : `${label} must be a whole number`,
      })
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be at least ${min}`)
      .max(max, `${label} must be at most ${max.toLocaleString('en-US')}`),
  );
}

/**
 * An exact decimal (weights, volumes) given as a number or text; the output is the decimal as text,
 * so it reaches a numeric column without passing through binary floating point.
 */
export function decimalField(label: string, { scale, max }: { scale: number; max: number }) {
  return z
    .union([z.string(), z.number()], {
      error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a number`),
    })
    .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
    .superRefine((text, context) => {
      const problem = decimalProblem(text, label, scale, max);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .transform((text) => text.replace(/^0+(?=\d)/, ''));
}

/** The first rule a decimal's text breaks, in the order a person would fix them; one message per value. */
function decimalProblem(text: string, label: string, scale: number, max: number): string | undefined {
  if (text === '') return `${label} is required`;
  if (!/^\d+(\.\d+)?$/.test(text)) return `${label} must be a number`;
  if ((text.split('.')[1]?.length ?? 0) > scale) return `${label} can have at most ${scale} decimal places`;
  if (Number(text) <= 0) return `${label} must be more than 0`;
  if (Number(text) > max) return `${label} must be at most ${max.toLocaleString('en-US')}`;
  return undefined;
}

/** Optional free text: trimmed, an empty string stored as null; no hidden characters. */
export function optionalText(label: string, max: number, options: { multiline?: boolean } = {}) {
  return z
    .union([z.string(), z.null()], { error: `${label} must be text` })
    .transform((value) => (value === null ? null : value.trim()))
    .transform((value) => (value === '' ? null : value))
    .pipe(visibleText(z.string().max(max, `${label} must be at most ${max} characters`), label, options).nullable())
    .optional();
}

/** Required text with length limits; single-line unless `multiline`; no hidden characters. */
export function boundedText(label: string, min: number, max: number, options: { multiline?: boolean } = {}) {
  return visibleText(
    requiredText(label)
      .trim()
      .min(min, min <= 1 ? `${label} is required` : `${label} must be at least ${min} characters`)
      .max(max, `${label} must be at most ${max} characters`),
    label,
    options,
  );
}

/** A record chosen in a form that may be left empty: '' and null are null; anything else must be an id. */
export const optionalIdField = (label: string) =>
  z.preprocess((value) => (value === '' ? null : value), z.uuid({ error: `Choose the ${label}` }).nullable()).optional();

/** A list call's filter by a record's id; blank is no filter. */
export const idFilter = (label: string) =>
  z.preprocess(blankToUndefined, z.uuid({ error: `${label} must be a valid id` }).optional());

/** A list call's filter by a day; blank is no filter. */
/**
 * The years a date filter or a report's period may name. A day of year 1 or 9999 is a real date, but no
 * record of this business has one, and a report asked for 0001–9999 walked 120,000 months while every
 * other request waited.
 */
export const FILTER_YEARS = { first: 2000, last: 2099 } as const;

const withinFilterYears = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= FILTER_YEARS.first && year <= FILTER_YEARS.last;
};

/** A YYYY-MM-DD within FILTER_YEARS, for the from and to of lists and reports. */
export const periodDate = (label: string) =>
  isoDate(label).refine(withinFilterYears, `${label} must be between ${FILTER_YEARS.first} and ${FILTER_YEARS.last}`);

export const dateFilter = (label: string) => z.preprocess(blankToUndefined, periodDate(label).optional());
