import { z } from 'zod';
import { emailField, nameField, newPasswordField, phoneField, requiredText, type PASSWORD_POLICY } from './fields';
import type { User } from './users';

export const loginSchema = z.object({
  email: emailField,
  // Login checks the stored hash only; the strength policy applies when a password is set.
  password: requiredText('Password').min(1, 'Password is required').max(128, 'Password is too long'),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Public sign-up: the role is never taken from the client (always 'customer'). */
export const registerSchema = z.object({
  name: nameField,
  email: emailField,
  password: newPasswordField,
  /** From a billing party's invitation link: the address is proved by the link it came in. */
  invite: z.string({ error: 'Invitation must be text' }).max(300, 'Invitation is too long').optional(),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** PUT /auth/profile: a signed-in user may change their own name and phone. */
export const updateProfileSchema = z.object({
  name: nameField.optional(),
  phone: phoneField.optional(),
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

/** data of POST /auth/login and POST /auth/register. */
export interface AuthResult {
  user: User;
  token: string;
}

/** data of GET /auth/verify, GET /auth/profile and PUT /auth/profile. */
export interface UserResult {
  user: User;
}

/** PUT /auth/change-password and PUT /profile/change-password. */
export const changePasswordSchema = z
  .object({
    currentPassword: requiredText('Current password').min(1, 'Current password is required').max(128, 'Password is too long'),
    newPassword: newPasswordField,
  })
  .refine((value) => value.currentPassword !== value.newPassword, {
    path: ['newPassword'],
    message: 'The new password must differ from the current one',
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** Forms ask for the new password twice; only the call's fields are sent. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: changePasswordSchema.def.shape.currentPassword,
    newPassword: newPasswordField,
    confirmPassword: requiredText('Confirmation'),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  })
  .refine((value) => value.currentPassword !== value.newPassword, {
    path: ['newPassword'],
    message: 'The new password must differ from the current one',
  });

/** POST /auth/forgot-password */
export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** Reset tokens are 43 base64url characters (32 random bytes). */
export const resetTokenField = requiredText('Token')
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'This reset link is not valid');

/** POST /auth/reset-password */
export const resetPasswordSchema = z.object({ token: resetTokenField, newPassword: newPasswordField });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const resetPasswordFormSchema = z
  .object({ newPassword: newPasswordField, confirmPassword: requiredText('Confirmation') })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });

/** data of GET /auth/current-password: facts about the password, never the password or its hash. */
export interface PasswordInfo {
  lastChangedAt: string;
  /** Whole days since the last change. */
  ageDays: number;
  /** Other sessions (devices) still signed in. */
  otherActiveSessions: number;
  policy: typeof PASSWORD_POLICY;
}

/** data of GET /auth/verify-reset-token/{token} */
export interface ResetTokenInfo {
  valid: true;
  /** Masked, e.g. a•••@example.com: enough to recognise, not enough to harvest. */
  email: string;
  expiresAt: string;
}
