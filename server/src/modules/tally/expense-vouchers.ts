import { sql } from 'drizzle-orm';
import type { LedgerRef } from './ledgers';
import { narration, pagesOf, paise, type ExportPeriod, type Reader } from './period';
import type { Voucher } from './vouchers';

/*
 * Expenses as vouchers: the expense head (the category) Dr, and Cr whoever paid, as our books post it
 * (modules/expenses/service.ts expenseLines):
 *  - a bank or the cash box: a Payment voucher;
 *  - the driver, out of the company's money he holds: a Journal against his ledger, which lowers what
 *    he holds exactly as his account with us shows it;
 *  - nobody yet (bought on credit): a Journal against 'Expenses Payable', since we keep no vendor for
 *    such a bill; the accountant settles it there when it is paid.
 * A reversed expense is left out: its reversal is posted on the expense's own date, so within any
 * period the two cancel out. A corrected one counts as it stands now (its earlier lines were cancelled
 * on their own date).
 */

interface ExpenseRow {
  id: string;
  number: number;
  reference: string;
  expense_date: string;
  amount_paise: string;
  category_id: string;
  bank_id: string | null;
  driver_id: string | null;
  paid_by_driver: boolean;
  bill_number: string | null;
  notes: string | null;
}

function expenseVoucher(row: ExpenseRow): Voucher {
  const amount = paise(row.amount_paise);
  const payer: { ledger: LedgerRef; how: string; type: 'Payment' | 'Journal' } =
    row.paid_by_driver && row.driver_id
      ? { ledger: { kind: 'driver', id: row.driver_id }, how: 'Paid by the driver', type: 'Journal' }
      : row.bank_id
        ? { ledger: { kind: 'bank', id: row.bank_id }, how: '', type: 'Payment' }
        : { ledger: 'expensesPayable', how: 'On credit', type: 'Journal' };
  return {
    type: payer.type,
    date: row.expense_date,
    number: row.reference,
    narration: narration(payer.how, row.bill_number && `bill ${row.bill_number}`, row.notes) || 'Expense',
    party: payer.ledger,
    lines: [
      { ledger: { kind: 'category', id: row.category_id }, amountPaise: amount },
      { ledger: payer.ledger, amountPaise: -amount },
    ],
  };
}

export async function* expenseVouchers(db: Reader, { from, to, asOf, pageSize }: ExportPeriod): AsyncGenerator<Voucher[]> {
  const pages = pagesOf<ExpenseRow>(
    db,
    pageSize,
    (after) => sql`
      select id, number, reference, expense_date::text as expense_date, amount_paise, category_id, bank_id, driver_id,
        paid_by_driver, bill_number, notes
      from expenses
      where expense_date between ${from} and ${to} and created_at <= ${asOf}::timestamptz and reversed_at is null
        ${after ? sql`and (expense_date, number, id) > (${after.expense_date}::date, ${after.number}::int, ${after.id}::uuid)` : sql``}
      order by expense_date, number, id`,
  );
  for await (const rows of pages) yield rows.map(expenseVoucher);
}
