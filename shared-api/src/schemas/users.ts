import { z } from 'zod';
import { emailField, nameField, newPasswordField, phoneField, roleField, type Role } from './fields';

/** A user as the API returns it (dates are ISO strings; the password hash never leaves the server). */
export interface User {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  role: Role;
  active: boolean;
  createdAt: string;
  updatedAt: string;
  lastLoginAt: string | null;
}

export const createUserSchema = z.object({
  name: nameField,
  email: emailField,
  password: newPasswordField,
  role: roleField,
  phone: phoneField.optional(),
  active: z.boolean({ error: 'Active must be true or false' }).default(true),
});
export type CreateUserInput = z.input<typeof createUserSchema>;

/** Every field optional; an empty password from an edit form means "keep the current one". */
export const updateUserSchema = z.object({
  name: nameField.optional(),
  email: emailField.optional(),
  password: z.preprocess((value) => (value === '' ? undefined : value), newPasswordField.optional()),
  role: roleField.optional(),
  phone: phoneField.optional(),
  active: z.boolean({ error: 'Active must be true or false' }).optional(),
});
export type UpdateUserInput = z.input<typeof updateUserSchema>;

export const userSortValues = [
  'name',
  '-name',
  'email',
  '-email',
  'createdAt',
  '-createdAt',
  'lastLoginAt',
  '-lastLoginAt',
] as const;
export type UserSort = (typeof userSortValues)[number];

// Query strings arrive as text, and an empty `?role=` from a filter form means "no filter".
const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

export const userListQuerySchema = z.object({
  page: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'Page must be a number' })
      .int('Page must be a whole number')
      .min(1, 'Page must be 1 or more')
      .default(1),
  ),
  limit: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'Limit must be a number' })
      .int('Limit must be a whole number')
      .min(1, 'Limit must be 1 or more')
      .max(100, 'Limit must be at most 100')
      .default(20),
  ),
  search: z.preprocess(blankToUndefined, z.string().trim().max(100, 'Search must be at most 100 characters').optional()),
  role: z.preprocess(blankToUndefined, roleField.optional()),
  active: z.preprocess(
    blankToUndefined,
    z
      .enum(['true', 'false'], { error: "Active must be 'true' or 'false'" })
      .transform((value) => value === 'true')
      .optional(),
  ),
  sort: z.preprocess(
    blankToUndefined,
    z.enum(userSortValues, { error: `Sort must be one of ${userSortValues.join(', ')}` }).default('-createdAt'),
  ),
});
export type UserListQuery = z.input<typeof userListQuerySchema>;

/** data of GET /users/stats. */
export interface UserStats {
  total: number;
  active: number;
  byRole: Record<Role, number>;
}
