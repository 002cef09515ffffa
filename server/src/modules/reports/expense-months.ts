import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { batchesOf, exportFileName, type ColumnSpec, type TableRow, type TableSpec } from '../../lib/table-files';
import { branchTitle, periodLine } from './export-tables';
import { reportBranch } from '../branches/service';
import { monthLabel, monthsOf } from '../../lib/months';
import { resolveReportPeriod, type PeriodQuery } from './period';

/*
 * The expense summary as a file: the period's expenses (not reversed) by category, a column for each
 * month and the category's total, as an accountant lays out the month-by-month expenses. Summed in SQL
 * by category and month (a few hundred cells at most); the grid is filled in here.
 */

interface CategoryMonth {
  id: string;
  name: string;
  month: string;
  amount: string;
}

export function createExpenseMonths(db: Db) {
  return async function expenseMonths(
    query: PeriodQuery & { branchId?: string | undefined },
  ): Promise<{ fileName: string; spec: TableSpec }> {
    const period = await resolveReportPeriod(db, query);
    const branch = await reportBranch(db, query.branchId);
    const cells = rowsOf<CategoryMonth>(
      await db.execute(sql`
        select c.id, c.name, to_char(e.expense_date, 'YYYY-MM') as month, sum(e.amount_paise)::text as amount
        from expenses e join expense_categories c on c.id = e.category_id
        where e.reversed_at is null and e.expense_date between ${period.from} and ${period.to}
          ${branch ? sql`and e.branch_id = ${branch.id}` : sql``}
        group by c.id, c.name, c.position, month
        order by c.position, lower(c.name), c.id, month`),
    );
    const months = monthsOf(period);
    const rows = new Map<string, Record<string, string | number>>();
    for (const cell of cells) {
      const row = rows.get(cell.id) ?? { category: cell.name, total: 0 };
      row[cell.month] = Number(cell.amount);
      row.total = Number(row.total) + Number(cell.amount);
      rows.set(cell.id, row);
    }
    const columns: ColumnSpec[] = [
      { key: 'category', label: 'Category', kind: 'text' },
      ...months.map((month): ColumnSpec => ({ key: month, label: monthLabel(month), kind: 'money' })),
      { key: 'total', label: 'Total', kind: 'money' },
    ];
    const table = [...rows.values()].map((row): TableRow => ({ ...Object.fromEntries(months.map((m) => [m, 0])), ...row }));
    const title = `Expenses by category and month${branchTitle(branch)}`;
    return {
      fileName: exportFileName(title, period.from, 'to', period.to),
      spec: {
        title,
        period: periodLine(period),
        columns,
        rows: batchesOf(table),
        rowCount: table.length,
        total: { label: 'Total', sum: [...months, 'total'] },
      },
    };
  };
}

export type ExpenseMonths = ReturnType<typeof createExpenseMonths>;
