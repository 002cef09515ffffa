import { z } from 'zod';
import { boundedText, enumFilter, limitParam, optionalText, pageParam, searchParam, sortParam } from './fields';
import { cursorParams, oneCursorAtMost } from './cursor';
import { openingBalanceField, optionalIfscField } from './india';
import { activeFilter, notesField, type OpeningBalanceValue, type SelectOption } from './masters';
import { optionalAccountNumberField } from './vehicles';

/*
 * A bank account the company's money moves through, or a cash box. One cash account exists from the
 * start; the last one cannot be deleted, because cash expenses and payments need it.
 */

export const bankAccountTypes = ['current', 'savings', 'od', 'cash'] as const;
export type BankAccountType = (typeof bankAccountTypes)[number];

export const bankAccountTypeLabels: Record<BankAccountType, string> = {
  current: 'Current account',
  savings: 'Savings account',
  od: 'Overdraft (OD)',
  cash: 'Cash',
};

export interface Bank {
  id: string;
  /** What staff call it: 'HDFC current', 'Cash in hand'. */
  name: string;
  accountType: BankAccountType;
  bankName: string | null;
  accountNumber: string | null;
  ifsc: string | null;
  branch: string | null;
  openingBalance: OpeningBalanceValue;
  active: boolean;
  notes: string | null;
  createdAt: string;
  updatedAt: string;
}

const bankFields = {
  name: boundedText('Account name', 2, 100),
  accountType: z.enum(bankAccountTypes, { error: 'Choose the account type' }),
  bankName: optionalText('Bank name', 100),
  accountNumber: optionalAccountNumberField,
  ifsc: optionalIfscField,
  branch: optionalText('Branch', 100),
  openingBalance: openingBalanceField,
  active: z.boolean({ error: 'Active must be true or false' }),
  notes: notesField,
};

interface BankAccountDetails {
  accountType?: BankAccountType | undefined;
  bankName?: string | null | undefined;
  accountNumber?: string | null | undefined;
  ifsc?: string | null | undefined;
}

/** A bank account needs its bank, number and IFSC; a cash box has none of them. */
export function bankAccountErrors(value: BankAccountDetails): Record<string, string> {
  const errors: Record<string, string> = {};
  if (value.accountType === 'cash') {
    if (value.accountNumber) errors.accountNumber = 'A cash account has no account number';
    if (value.ifsc) errors.ifsc = 'A cash account has no IFSC';
  } else {
    if (!value.bankName) errors.bankName = 'Bank name is required';
    if (!value.accountNumber) errors.accountNumber = 'Account number is required';
    if (!value.ifsc) errors.ifsc = 'IFSC is required';
  }
  return errors;
}

export const createBankSchema = z
  .object({
    ...bankFields,
    openingBalance: bankFields.openingBalance.default({ amountPaise: 0, side: 'Dr' }),
    active: bankFields.active.default(true),
  })
  .superRefine((value, context) => {
    for (const [path, message] of Object.entries(bankAccountErrors(value))) {
      context.addIssue({ code: 'custom', path: [path], message });
    }
  });
export type CreateBankInput = z.input<typeof createBankSchema>;

/** PUT /banks/{id}: any of the fields; the account rules are checked on the merged record. */
export const updateBankSchema = z
  .object(bankFields)
  .partial()
  .refine((value) => Object.keys(value).length > 0, { message: 'Nothing to change' });
export type UpdateBankInput = z.input<typeof updateBankSchema>;

export const bankSortValues = ['name', '-name', 'createdAt', '-createdAt'] as const;

export const bankListQuerySchema = z
  .object({
    page: pageParam,
    limit: limitParam,
    ...cursorParams,
    search: searchParam,
    active: activeFilter,
    accountType: enumFilter(bankAccountTypes, 'Account type'),
    sort: sortParam(bankSortValues, 'name'),
  })
  .refine(...oneCursorAtMost);
export type BankListQuery = z.input<typeof bankListQuerySchema>;

/** A row of GET /banks/select. */
export interface BankOption extends SelectOption {
  accountType: BankAccountType;
  /** The last 4 digits, so two accounts at one bank can be told apart. */
  accountEnding: string | null;
  active: boolean;
}
