import { z } from 'zod';
import { emailField, nameField, newPasswordField, phoneField, requiredText } from './fields';
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
