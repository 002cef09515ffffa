import { z } from 'zod';

/*
 * Field rules shared by several forms. Plain zod only: the browser bundles this folder too.
 * Messages are written for the person filling in the form, because the server returns them
 * verbatim in `errors.<field>`.
 */

/** A required text field: a missing value and a non-string get readable messages. */
export function requiredText(label: string) {
  return z.string({
    error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`),
  });
}

export const nameField = requiredText('Name')
  .trim()
  .min(2, 'Name must be at least 2 characters')
  .max(100, 'Name must be at most 100 characters');

/** E-mail addresses are compared case-insensitively, so they are stored trimmed and lower-cased. */
export const emailField = requiredText('E-mail')
  .trim()
  .toLowerCase()
  .max(254, 'E-mail must be at most 254 characters')
  .pipe(z.email({ error: 'Enter a valid e-mail address' }));

/** The password policy for new passwords (registration, admin-created users, password changes). */
export const newPasswordField = requiredText('Password')
  .min(8, 'Password must be at least 8 characters')
  // argon2 accepts any length; the cap keeps a hostile client from making hashing expensive.
  .max(128, 'Password must be at most 128 characters')
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

export const roleField = z.enum(['admin', 'customer'], { error: "Role must be 'admin' or 'customer'" });
export type Role = z.infer<typeof roleField>;
