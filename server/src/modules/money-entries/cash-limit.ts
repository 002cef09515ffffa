import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { formatPaise } from 'shared-api/schemas';
import { moneyEntries, type MoneyEntryRow } from '../../db/schema';
import type { Executor } from './kinds';

/*
 * Cash paid to one person above ₹35,000 in a day (the limit for plying, hiring or leasing goods
 * carriages; income-tax rule 6DD) cannot be claimed as an expense. The payment still goes through —
 * the money has moved — but the accountant is told, so the next one goes through the bank.
 */

export const CASH_LIMIT_PER_DAY_PAISE = 35_000_00;

export async function cashLimitWarnings(tx: Executor, entry: MoneyEntryRow): Promise<string[]> {
  if (entry.mode !== 'cash') return [];
  const samePerson = entry.vehicleId
    ? eq(moneyEntries.vehicleId, entry.vehicleId)
    : entry.driverId
      ? eq(moneyEntries.driverId, entry.driverId)
      : undefined;
  if (!samePerson) return [];
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${moneyEntries.amountPaise}), 0)` })
    .from(moneyEntries)
    .where(
      and(
        samePerson,
        eq(moneyEntries.entryDate, entry.entryDate),
        eq(moneyEntries.mode, 'cash'),
        isNull(moneyEntries.reversedAt),
        // Cash coming back from a driver is not a payment to him.
        or(ne(moneyEntries.kind, 'driver-settlement'), eq(moneyEntries.settlementDirection, 'to-driver')),
      ),
    );
  const total = Number(row?.total ?? 0);
  if (total <= CASH_LIMIT_PER_DAY_PAISE) return [];
  return [
    `Cash paid to this person on this day comes to ${formatPaise(total)}, above the ${formatPaise(CASH_LIMIT_PER_DAY_PAISE)} a day that can be claimed as an expense: pay the rest through the bank.`,
  ];
}
