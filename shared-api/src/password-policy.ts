/*
 * The password policy, without zod: a page that only shows it (the sign-up form's hint) does not load
 * the schemas to do so. The schemas build their checks from the same figures (schemas/fields.ts).
 */

/** The password policy for new passwords (registration, admin-created users, password changes). */
export const PASSWORD_POLICY: { minLength: number; maxLength: number; requires: string[] } = {
  minLength: 8,
  // argon2 accepts any length; the cap keeps a hostile client from making hashing expensive.
  maxLength: 128,
  requires: ['a letter', 'a digit'],
};

/** The policy as a form hint under a new-password field. */
export const PASSWORD_HINT = `At least ${PASSWORD_POLICY.minLength} characters, with ${PASSWORD_POLICY.requires.join(' and ')}.`;
