import { and, eq, lte, sql } from 'drizzle-orm';
import type { LedgerAccountKind, LedgerSource } from 'shared-api/schemas';
import type { Db } from '../../db/client';
import { ledgerDayTotals } from '../../db/schema';
import type { Period } from './account-page';

/*
 * The lines of every account of a kind, added up from the day totals the database keeps as lines are
 * posted (db/schema/money.ts ledgerDayTotals, migration 0020), instead of from the lines themselves:
 * a balance report's totals row with no search, and the whole-business receivable, payable and
 * holdings. One kind has a few rows per day and source (a few thousand over years), against
 * hundreds of thousands of lines. A search, or anything per account, still sums the lines.
 */

/** A kind's lines of one source in the period, as kept: debits and credits apart, and whether they cancel earlier lines. */
export interface KeptCell {
  source: LedgerSource;
  reversal: boolean;
  debitPaise: number;
  creditPaise: number;
}

export interface KeptLineSums {
  /** Σ of the kind's lines before the period's first day (0 for a period from the beginning). */
  beforePaise: number;
  /** The period's lines by source and reversal. */
  period: KeptCell[];
}

/** Σ of some of the period's cells: `part` picks what each cell adds (its amount by default). */
export function sumCells(
  cells: readonly KeptCell[],
  which: (cell: KeptCell) => boolean = () => true,
  part: (cell: KeptCell) => number = (cell) => cell.debitPaise + cell.creditPaise,
): number {
  return cells.reduce((total, cell) => (which(cell) ? total + part(cell) : total), 0);
}

/** The kind's lines up to `to` in one grouped read of the kept totals: what came before `from`, and the period by source. */
export async function keptLineSums(db: Pick<Db, 'select'>, kind: LedgerAccountKind, { from, to }: Period): Promise<KeptLineSums> {
  const before = from ? sql<boolean>`${ledgerDayTotals.postedOn} < ${from}` : sql<boolean>`false`;
  const rows = await db
    .select({
      before: before.mapWith(Boolean),
      source: ledgerDayTotals.source,
      reversal: ledgerDayTotals.reversal,
      debit: sql<number>`sum(${ledgerDayTotals.debitPaise})`.mapWith(Number),
      credit: sql<number>`sum(${ledgerDayTotals.creditPaise})`.mapWith(Number),
    })
    .from(ledgerDayTotals)
    .where(and(eq(ledgerDayTotals.accountKind, kind), lte(ledgerDayTotals.postedOn, to)))
    .groupBy(sql`1`, ledgerDayTotals.source, ledgerDayTotals.reversal);
  let beforePaise = 0;
  const period: KeptCell[] = [];
  for (const row of rows) {
    if (row.before) beforePaise += row.debit + row.credit;
    else period.push({ source: row.source, reversal: row.reversal, debitPaise: row.debit, creditPaise: row.credit });
  }
  return { beforePaise, period };
}

/** Σ of every line of a kind up to the day, from the kept totals. */
export async function keptBalanceOfKind(db: Pick<Db, 'select'>, kind: LedgerAccountKind, asOf: string): Promise<number> {
  const { period } = await keptLineSums(db, kind, { from: null, to: asOf });
  return sumCells(period);
}
