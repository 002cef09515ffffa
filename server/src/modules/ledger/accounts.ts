import { and, asc, eq } from 'drizzle-orm';
import type { PaymentMode } from 'shared-api/schemas';
import type { Db } from '../../db/client';
import { banks } from '../../db/schema';
import { AppError, badRequest } from '../../lib/errors';
import { openSessionFor } from '../sessions/service';

/*
 * What every money document checks the same way before it posts: the session of its date, and the
 * account the money moves through.
 */

export const fieldError = (field: string, message: string) => badRequest(message, { [field]: message });

/** The open session of a document's date; what is wrong with it is shown on the date's field. */
export async function openSessionOfDate(executor: Pick<Db, 'select'>, day: string, field: string) {
  try {
    return await openSessionFor(executor, day);
  } catch (error) {
    if (error instanceof AppError) throw new AppError(error.statusCode, error.message, { [field]: error.message });
    throw error;
  }
}

/** The cash box cash is paid from when no account is named: the oldest active cash account. */
export async function cashBoxId(executor: Pick<Db, 'select'>, field: string): Promise<string> {
  const [cashBox] = await executor
    .select({ id: banks.id })
    .from(banks)
    .where(and(eq(banks.accountType, 'cash'), eq(banks.active, true)))
    .orderBy(asc(banks.createdAt), asc(banks.id))
    .limit(1);
  if (!cashBox) throw fieldError(field, 'There is no active cash account: add one under Banks');
  return cashBox.id;
}

/**
 * The account money moves through by `mode`: cash through a cash account (the cash box when none is
 * named), every other mode through a bank account. Returns the account's id.
 */
export async function payingAccount(
  executor: Pick<Db, 'select'>,
  mode: PaymentMode,
  bankId: string | null | undefined,
  field: string,
): Promise<string> {
  const id = bankId ?? (mode === 'cash' ? await cashBoxId(executor, field) : undefined);
  if (!id) throw fieldError(field, 'Choose the account it was paid from');
  const accountType = await activeAccountType(executor, id, field);
  if (mode === 'cash' && accountType !== 'cash') throw fieldError(field, 'Cash is paid from a cash account');
  if (mode !== 'cash' && accountType === 'cash') {
    throw fieldError(field, 'A cash account pays cash only: choose a bank account, or Cash as the mode');
  }
  return id;
}

/** The type of an account money may move through now: it exists and is active. */
export async function activeAccountType(executor: Pick<Db, 'select'>, id: string, field: string): Promise<string> {
  const [bank] = await executor
    .select({ accountType: banks.accountType, active: banks.active })
    .from(banks)
    .where(eq(banks.id, id))
    .limit(1);
  if (!bank) throw fieldError(field, 'This account does not exist (any more)');
  if (!bank.active) throw fieldError(field, 'This account is inactive: choose another');
  return bank.accountType;
}
