import { and, eq, gt, gte, lt, lte, ne, sql } from 'drizzle-orm';
import type { LedgerAccountKind, LedgerSource, MoneyEntryKind } from 'shared-api/schemas';
import type { Db } from '../../db/client';
import { ledgerDayTotals, ledgerKindOpenings, ledgerKindTotals, moneyEntryDayTotals } from '../../db/schema';
import type { Period } from './account-page';

/*
 * Figures over every account of a kind, read from what the database keeps as entries are written
 * (db/schema/money.ts, migration 0020) instead of summed from the entries on every request: a balance
 * report's totals row with no search, and the whole-business receivable, payable and holdings. The
 * ledger's lines by kind, day and source (a few rows a day, against hundreds of thousands of lines),
 * the masters' count and openings, the standing money entries by kind and day. A search, or anything
 * per account, still sums the entries themselves.
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

type Cells = Map<string, KeptCell>;
const keyOf = (cell: { source: string; reversal: boolean }) => `${cell.source} ${cell.reversal}`;

function addCells(into: Cells, rows: readonly KeptCell[], sign: 1 | -1): Cells {
  for (const row of rows) {
    const cell = into.get(keyOf(row)) ?? { source: row.source, reversal: row.reversal, debitPaise: 0, creditPaise: 0 };
    cell.debitPaise += sign * row.debitPaise;
    cell.creditPaise += sign * row.creditPaise;
    into.set(keyOf(row), cell);
  }
  return into;
}

const cellColumns = {
  source: ledgerDayTotals.source,
  reversal: ledgerDayTotals.reversal,
  debitPaise: sql<number>`sum(${ledgerDayTotals.debitPaise})`.mapWith(Number),
  creditPaise: sql<number>`sum(${ledgerDayTotals.creditPaise})`.mapWith(Number),
};

/**
 * The kind's lines dated before `day`, by source and reversal: the days before it summed, or, when fewer
 * days come after it (a report as of today, or from the current session's first day), the kind's totals
 * over all days less the days from it on. Either way no more than half the kind's days are read.
 */
async function cellsBefore(
  db: Pick<Db, 'select'>,
  kind: LedgerAccountKind,
  day: string,
  span: { first: string; last: string },
): Promise<Cells> {
  const daysBefore = Date.parse(day) - Date.parse(span.first);
  const daysFrom = Date.parse(span.last) - Date.parse(day);
  if (daysBefore <= daysFrom) {
    const rows = await db
      .select(cellColumns)
      .from(ledgerDayTotals)
      .where(and(eq(ledgerDayTotals.accountKind, kind), lt(ledgerDayTotals.postedOn, day)))
      .groupBy(ledgerDayTotals.source, ledgerDayTotals.reversal);
    return addCells(new Map(), rows, 1);
  }
  const all = await db
    .select({
      source: ledgerKindTotals.source,
      reversal: ledgerKindTotals.reversal,
      debitPaise: ledgerKindTotals.debitPaise,
      creditPaise: ledgerKindTotals.creditPaise,
    })
    .from(ledgerKindTotals)
    .where(eq(ledgerKindTotals.accountKind, kind));
  const later =
    daysFrom < 0
      ? []
      : await db
          .select(cellColumns)
          .from(ledgerDayTotals)
          .where(and(eq(ledgerDayTotals.accountKind, kind), gte(ledgerDayTotals.postedOn, day)))
          .groupBy(ledgerDayTotals.source, ledgerDayTotals.reversal);
  return addCells(addCells(new Map(), all, 1), later, -1);
}

/** The day after `day` (an ISO date). */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The kind's lines up to `to` from the kept totals: what came before `from`, and the period by source. */
export async function keptLineSums(db: Pick<Db, 'select'>, kind: LedgerAccountKind, { from, to }: Period): Promise<KeptLineSums> {
  // The first and last day the kind has lines on: two probes of the day totals' key.
  const [span] = await db
    .select({
      first: sql<string | null>`min(${ledgerDayTotals.postedOn})`,
      last: sql<string | null>`max(${ledgerDayTotals.postedOn})`,
    })
    .from(ledgerDayTotals)
    .where(eq(ledgerDayTotals.accountKind, kind));
  if (!span?.first || !span.last) return { beforePaise: 0, period: [] };
  const bounds = { first: span.first, last: span.last };
  const upTo = await cellsBefore(db, kind, dayAfter(to), bounds);
  const before = from ? await cellsBefore(db, kind, from, bounds) : new Map<string, KeptCell>();
  const period = [...addCells(upTo, [...before.values()], -1).values()];
  return { beforePaise: sumCells([...before.values()]), period };
}

/** Σ of every line of a kind up to the day, from the kept totals. */
export async function keptBalanceOfKind(db: Pick<Db, 'select'>, kind: LedgerAccountKind, asOf: string): Promise<number> {
  const { period } = await keptLineSums(db, kind, { from: null, to: asOf });
  return sumCells(period);
}

/** How many accounts of a kind the master table holds, and the sum of their signed openings (kept by triggers). */
export async function keptKindOpening(
  db: Pick<Db, 'select'>,
  kind: LedgerAccountKind,
): Promise<{ accounts: number; openingPaise: number }> {
  const [row] = await db
    .select({ accounts: ledgerKindOpenings.accounts, openingPaise: ledgerKindOpenings.openingPaise })
    .from(ledgerKindOpenings)
    .where(eq(ledgerKindOpenings.accountKind, kind));
  return row ?? { accounts: 0, openingPaise: 0 };
}

/**
 * Whether each account's kept total (ledger_account_totals: every line it has) is its balance on `day`:
 * no line of the kind is dated after it. Read from the day totals' key.
 */
export async function accountTotalsHoldOn(db: Pick<Db, 'select'>, kind: LedgerAccountKind, day: string): Promise<boolean> {
  const later = await db
    .select({ day: ledgerDayTotals.postedOn })
    .from(ledgerDayTotals)
    .where(and(eq(ledgerDayTotals.accountKind, kind), gt(ledgerDayTotals.postedOn, day), ne(ledgerDayTotals.lineCount, 0)))
    .limit(1);
  return later.length === 0;
}

/** Money entries of a kind that stand, dated in the period, from their kept day totals: amount and TDS, per owner-payment stage. */
export async function keptEntrySums(
  db: Pick<Db, 'select'>,
  kind: MoneyEntryKind,
  { from, to }: Period,
): Promise<{ stage: string; amountPaise: number; tdsPaise: number }[]> {
  return db
    .select({
      stage: moneyEntryDayTotals.stage,
      amountPaise: sql<number>`sum(${moneyEntryDayTotals.amountPaise})`.mapWith(Number),
      tdsPaise: sql<number>`sum(${moneyEntryDayTotals.tdsPaise})`.mapWith(Number),
    })
    .from(moneyEntryDayTotals)
    .where(
      and(
        eq(moneyEntryDayTotals.kind, kind),
        from ? gte(moneyEntryDayTotals.entryDate, from) : undefined,
        lte(moneyEntryDayTotals.entryDate, to),
      ),
    )
    .groupBy(moneyEntryDayTotals.stage);
}
