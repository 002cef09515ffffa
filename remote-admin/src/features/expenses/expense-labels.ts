import type { Expense } from 'shared-api/schemas';

/** What the expense was spent on, as the list and a reversed expense show it. */
export const spentOn = (expense: Expense) => expense.trip?.reference ?? expense.truck?.registrationNumber ?? 'Office';

/** Where the money came from: an account (the cash box for cash), the driver's advances, or nowhere yet. */
export function paidFrom(expense: Expense): string {
  if (expense.paidByDriver) return `Driver: ${expense.driver?.name ?? 'not named'}`;
  return expense.bank?.name ?? 'Credit';
}
