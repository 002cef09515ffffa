import { z } from 'zod';
import {
  blankToUndefined,
  emailField,
  enumFilter,
  limitParam,
  nameField,
  optionalIdField,
  newPasswordField,
  pageParam,
  phoneField,
  roleField,
  searchParam,
  sortParam,
  type Role,
} from './fields';
import { cursorParams, oneCursorAtMost } from './cursor';
import { ROLES } from './access';

/** A user as the API returns it (dates are ISO strings; the password hash never leaves the server). */
export interface User {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  role: Role;
  active: boolean;
  /** Whether the address was shown to be theirs (a link mailed to it was opened). */
  emailVerified: boolean;
  /** The branch a staff member works in, or null: every branch (and the trips booked outside any). */
  branchId: string | null;
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
  branchId: optionalIdField('branch'),
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
  branchId: optionalIdField('branch'),
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

export const userListQuerySchema = z
  .object({
    page: pageParam,
    limit: limitParam,
    ...cursorParams,
    search: searchParam,
    role: enumFilter(ROLES, 'Role'),
    active: z.preprocess(
      blankToUndefined,
      z
        .enum(['true', 'false'], { error: "Active must be 'true' or 'false'" })
        .transform((value) => value === 'true')
        .optional(),
    ),
    sort: sortParam(userSortValues, '-createdAt'),
  })
  .refine(...oneCursorAtMost);
export type UserListQuery = z.input<typeof userListQuerySchema>;

/** data of GET /users/stats. */
export interface UserStats {
  total: number;
  active: number;
  byRole: Record<Role, number>;
}
