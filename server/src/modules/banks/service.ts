import { and, asc, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import {
  bankAccountErrors,
  type Bank,
  type BankOption,
  type bankListQuerySchema,
  type createBankSchema,
  type updateBankSchema,
} from 'shared-api/schemas';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { banks, type BankRow } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import type { ReferenceCheck } from '../../lib/references';
import { jsonRow } from '../../lib/json-row';
import {
  createMasterCrud,
  lowerOf,
  openingBalanceColumns,
  openingBalanceJson,
  openingBalanceOf,
  type Executor,
} from '../masters/crud';

export const BANK_NOT_FOUND = 'Bank account not found';
export const LAST_CASH_ACCOUNT = 'This is the only cash account: cash expenses and payments need one, so it cannot be deleted';

type NewBank = z.output<typeof createBankSchema>;
type BankChanges = z.output<typeof updateBankSchema>;
type ListBanksParams = z.output<typeof bankListQuerySchema>;

export function toBank(row: BankRow): Bank {
  return {
    id: row.id,
    name: row.name,
    accountType: row.accountType,
    bankName: row.bankName,
    accountNumber: row.accountNumber,
    ifsc: row.ifsc,
    branch: row.branch,
    openingBalance: openingBalanceOf(row),
    active: row.active,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** toBank written by the database, for a list's rows (lib/json-row). */
const bankJson = jsonRow<Bank>({
  id: banks.id,
  name: banks.name,
  accountType: banks.accountType,
  bankName: banks.bankName,
  accountNumber: banks.accountNumber,
  ifsc: banks.ifsc,
  branch: banks.branch,
  openingBalance: openingBalanceJson(banks),
  active: banks.active,
  notes: banks.notes,
  createdAt: banks.createdAt,
  updatedAt: banks.updatedAt,
});

/**
 * The cash accounts other than `id`, counted under a lock every such count takes until its transaction
 * ends: two cash accounts deleted or retyped at the same moment would otherwise each count the other
 * and both go, leaving none. (Each caller already holds its own row's lock, so locking the other cash
 * rows could deadlock; one advisory lock cannot.)
 */
async function otherCashAccounts(executor: Executor, id: string): Promise<number> {
  await executor.execute(sql`select pg_advisory_xact_lock(hashtext('banks: the last cash account'))`);
  const [row] = await executor
    .select({ total: count() })
    .from(banks)
    .where(and(eq(banks.accountType, 'cash'), ne(banks.id, id)));
  return Number(row?.total ?? 0);
}

export interface BanksServiceOptions {
  /** What may refer to an account (transactions, expenses, payments): an account in use is never deleted. */
  references?: readonly ReferenceCheck[];
}

export function createBanksService(db: Db, { references = [] }: BanksServiceOptions = {}) {
  return createMasterCrud<BankRow, Bank, BankOption, NewBank, BankChanges, ListBanksParams>(db, {
    table: banks,
    entity: 'bank',
    describe: (row) => `The account ${row.name}`,
    notFoundMessage: BANK_NOT_FOUND,
    toApi: async (_executor, rows) => rows.map(toBank),
    json: { json: bankJson },
    insertValues: ({ openingBalance, ...input }) => ({ ...input, ...openingBalanceColumns(openingBalance) }),
    updateValues: (before, { openingBalance, ...changes }) => {
      const merged = { ...before, ...changes };
      const errors = bankAccountErrors(merged);
      if (Object.keys(errors).length > 0) throw badRequest(Object.values(errors)[0]!, errors);
      return { ...changes, ...openingBalanceColumns(openingBalance) };
    },
    beforeWrite: async (executor: Executor, values, id) => {
      // The last cash account stays a cash account.
      if (id && values.accountType !== undefined && values.accountType !== 'cash') {
        const [current] = await executor.select({ accountType: banks.accountType }).from(banks).where(eq(banks.id, id));
        if (current?.accountType === 'cash' && (await otherCashAccounts(executor, id)) === 0) {
          const message = 'This is the only cash account: add another cash account before changing its type';
          throw conflict(message, { accountType: message });
        }
      }
    },
    beforeDelete: async (executor, row) => {
      if (row.accountType === 'cash' && (await otherCashAccounts(executor, row.id)) === 0) throw conflict(LAST_CASH_ACCOUNT);
    },
    filters: (params): (SQL | undefined)[] => [
      params.active === undefined ? undefined : eq(banks.active, params.active),
      params.accountType ? eq(banks.accountType, params.accountType) : undefined,
    ],
    searchIndexSort: 'name',
    sorts: { name: lowerOf(banks.name), createdAt: banks.createdAt },
    uniqueFields: {
      banks_name_key: {
        field: 'name',
        message: (values) => `An account named ${String(values.name)} already exists`,
      },
      banks_account_key: {
        field: 'accountNumber',
        message: (values) => `The account ${String(values.accountNumber)} at ${String(values.ifsc)} is already recorded`,
      },
    },
    references,
    deleteInstead: 'Mark it inactive instead: its history stays, and it is no longer offered in forms.',
    selectable: eq(banks.active, true),
    selectOrder: [lowerOf(banks.name), asc(banks.id)],
    toOption: (row) => ({
      id: row.id,
      label: row.name,
      accountType: row.accountType,
      accountEnding: row.accountNumber ? row.accountNumber.slice(-4) : null,
      active: row.active,
    }),
  });
}

export type BanksService = ReturnType<typeof createBanksService>;
