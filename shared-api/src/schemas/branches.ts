import { z } from 'zod';
import { boundedText, idFilter, limitParam, optionalText, pageParam, phoneField, searchParam, sortParam } from './fields';
import { cursorParams, oneCursorAtMost } from './cursor';
import { activeFilter, notesField, type SelectOption } from './masters';

/*
 * A branch: an office that books its own trips. Its code goes into the numbers it issues
 * ('T-PUN-2627-00001', 'LR-PUN-2627-00001'), each branch counting its own series per session; trips
 * booked outside any branch keep the company's series ('T-2627-00001'). Staff belong to one branch or
 * to all (users.branchId null); a user of one branch sees and changes only that branch's trips, LRs,
 * expenses and driver advances.
 */

export interface Branch {
  id: string;
  name: string;
  /** Two to five capital letters, printed in the branch's trip and LR numbers. */
  code: string;
  address: string | null;
  phone: string | null;
  active: boolean;
  notes: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A code once used in numbers cannot change: the numbers already printed would stop naming the branch. */
export const BRANCH_CODE_FIXED = 'The code is printed in this branch’s trip and LR numbers and cannot change once trips use it';

export const branchCodeField = z
  .string({ error: 'Code is required' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2,5}$/, 'Code must be 2 to 5 letters, e.g. PUN');

const branchFields = {
  name: boundedText('Branch name', 2, 100),
  code: branchCodeField,
  address: optionalText('Address', 500, { multiline: true }),
  phone: phoneField.optional(),
  active: z.boolean({ error: 'Active must be true or false' }),
  notes: notesField,
};

export const createBranchSchema = z.object({ ...branchFields, active: branchFields.active.default(true) });
export type CreateBranchInput = z.input<typeof createBranchSchema>;

export const updateBranchSchema = z
  .object(branchFields)
  .partial()
  .refine((value) => Object.keys(value).length > 0, { message: 'Nothing to change' });
export type UpdateBranchInput = z.input<typeof updateBranchSchema>;

export const branchSortValues = ['name', '-name', 'code', '-code', 'createdAt', '-createdAt'] as const;

export const branchListQuerySchema = z
  .object({
    page: pageParam,
    limit: limitParam,
    ...cursorParams,
    search: searchParam,
    active: activeFilter,
    sort: sortParam(branchSortValues, 'name'),
  })
  .refine(...oneCursorAtMost);
export type BranchListQuery = z.input<typeof branchListQuerySchema>;

/** A row of GET /branches/select. */
export interface BranchOption extends SelectOption {
  code: string;
  active: boolean;
}

/** `?branchId=` on a list or report: one branch's records. A user of one branch is held to theirs. */
export const branchFilter = idFilter('Branch');
