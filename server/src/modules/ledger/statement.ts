import { and, asc, eq, gte, like, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { LedgerAccountKind, Statement, StatementLine, BankBalanceReport } from 'shared-api/schemas';
import type { Db } from '../../db/client';
import { banks, billingParties, drivers, ledgerLines, vehicles } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { likePattern } from '../../lib/listing';
import { reportPeriod } from './period';

/*
 * Reading the ledger: an account's statement for a period (opening, each line with the balance after
 * it, closing), and the banks' balance report. Balances are sums of lines, added up here in SQL.
 */

const accountTables = {
  party: { table: billingParties, name: billingParties.name },
  owner: { table: vehicles, name: sql<string>`${vehicles.ownerName} || ' (' || ${vehicles.registrationNumber} || ')'` },
  driver: { table: drivers, name: drivers.name },
  bank: { table: banks, name: banks.name },
} as const;

/** The master record's opening balance, debit positive. */
const signedOpening = (table: {
  openingBalancePaise: typeof banks.openingBalancePaise;
  openingBalanceSide: typeof banks.openingBalanceSide;
}) =>
  sql<number>`case when ${table.openingBalanceSide} = 'Dr' then ${table.openingBalancePaise} else -${table.openingBalancePaise} end`.mapWith(
    Number,
  );

/** An account's opening balance from its master record, debit positive (0 when the record is gone). */
export async function signedOpeningOf(reader: Pick<Db, 'select'>, kind: LedgerAccountKind, id: string): Promise<number> {
  const table = accountTables[kind].table as unknown as typeof banks;
  const [row] = await reader
    .select({ opening: signedOpening(table) })
    .from(table)
    .where(eq(table.id, id))
    .limit(1);
  return row?.opening ?? 0;
}

const sumOf = (condition: SQL) =>
  sql<number>`coalesce(sum(${ledgerLines.amountPaise}) filter (where ${condition}), 0)`.mapWith(Number);

export function createLedgerReader(db: Db) {
  return {
    async statement(
      kind: LedgerAccountKind,
      id: string,
      { from, to, page, limit }: { from?: string | undefined; to?: string | undefined; page: number; limit: number },
    ): Promise<Statement> {
      const { table, name } = accountTables[kind];
      const [account] = await db
        .select({ name, opening: signedOpening(table as unknown as typeof banks) })
        .from(table)
        .where(eq((table as unknown as typeof banks).id, id))
        .limit(1);
      if (!account) throw notFound('Account not found');

      const ofAccount = and(eq(ledgerLines.accountKind, kind), eq(ledgerLines.accountId, id));
      const inPeriod = and(from ? gte(ledgerLines.postedOn, from) : undefined, to ? lte(ledgerLines.postedOn, to) : undefined);
      const [figures] = await db
        .select({
          before: from ? sumOf(lt(ledgerLines.postedOn, from)) : sql<number>`0`.mapWith(Number),
          debit: sumOf(and(inPeriod ?? sql`true`, sql`${ledgerLines.amountPaise} > 0`)!),
          credit: sumOf(and(inPeriod ?? sql`true`, sql`${ledgerLines.amountPaise} < 0`)!),
          lines: sql<number>`count(*) filter (where ${inPeriod ?? sql`true`})`.mapWith(Number),
        })
        .from(ledgerLines)
        .where(and(ofAccount, to ? lte(ledgerLines.postedOn, to) : undefined));
      const openingPaise = account.opening + (figures?.before ?? 0);

      // The page by the account index, and the balance before it as one sum over the lines ahead of it
      // (index-only: the index carries the amount), instead of a running sum over every line of the
      // period computed for every request; the page's own running balance is added up here.
      const ofPeriod = and(ofAccount, inPeriod);
      const offset = (page - 1) * limit;
      const rows = await db
        .select({
          id: ledgerLines.id,
          postedOn: ledgerLines.postedOn,
          reference: ledgerLines.reference,
          narration: ledgerLines.narration,
          source: ledgerLines.source,
          sourceId: ledgerLines.sourceId,
          amountPaise: ledgerLines.amountPaise,
          reverses: ledgerLines.reverses,
        })
        .from(ledgerLines)
        .where(ofPeriod)
        .orderBy(asc(ledgerLines.postedOn), asc(ledgerLines.lineNo))
        .limit(limit)
        .offset(offset);
      let running = openingPaise;
      if (offset > 0 && rows.length > 0) {
        const earlier = db
          .select({ amountPaise: ledgerLines.amountPaise })
          .from(ledgerLines)
          .where(ofPeriod)
          .orderBy(asc(ledgerLines.postedOn), asc(ledgerLines.lineNo))
          .limit(offset)
          .as('earlier');
        const [ahead] = await db
          .select({ total: sql<number>`coalesce(sum(${earlier.amountPaise}), 0)`.mapWith(Number) })
          .from(earlier);
        running += ahead?.total ?? 0;
      }
      const lines: StatementLine[] = rows.map((row) => {
        running += row.amountPaise;
        return {
          id: row.id,
          postedOn: row.postedOn,
          reference: row.reference,
          narration: row.narration,
          source: row.source,
          sourceId: row.sourceId,
          debitPaise: row.amountPaise > 0 ? row.amountPaise : 0,
          creditPaise: row.amountPaise < 0 ? -row.amountPaise : 0,
          balancePaise: running,
          reversal: row.reverses !== null,
        };
      });
      const debitPaise = figures?.debit ?? 0;
      const creditPaise = -(figures?.credit ?? 0);
      return {
        account: { kind, id, name: account.name },
        from: from ?? null,
        to: to ?? null,
        openingPaise,
        lines,
        total: figures?.lines ?? 0,
        page,
        limit,
        debitPaise,
        creditPaise,
        closingPaise: openingPaise + debitPaise - creditPaise,
      };
    },

    /** Every bank and cash account: opening, money in, money out, net transfers and closing, for a session or up to a day. */
    async bankBalances({
      asOf,
      sessionId,
      search,
    }: {
      asOf?: string | undefined;
      sessionId?: string | undefined;
      search?: string | undefined;
    }): Promise<BankBalanceReport> {
      const { from, to } = await reportPeriod(db, { asOf, sessionId });
      const transfer = sql`${ledgerLines.source} = 'transfer'`;
      const inPeriod = from ? sql`${ledgerLines.postedOn} between ${from} and ${to}` : sql`${ledgerLines.postedOn} <= ${to}`;
      const rows = await db
        .select({
          id: banks.id,
          name: banks.name,
          accountType: banks.accountType,
          opening: signedOpening(banks),
          before: from ? sumOf(sql`${ledgerLines.postedOn} < ${from}`) : sql<number>`0`.mapWith(Number),
          receipts: sumOf(sql`${inPeriod} and not ${transfer} and ${ledgerLines.amountPaise} > 0`),
          payments: sumOf(sql`${inPeriod} and not ${transfer} and ${ledgerLines.amountPaise} < 0`),
          transfers: sumOf(sql`${inPeriod} and ${transfer}`),
        })
        .from(banks)
        .leftJoin(ledgerLines, and(eq(ledgerLines.accountKind, 'bank'), eq(ledgerLines.accountId, banks.id)))
        .where(search ? like(banks.searchText, likePattern(search.toLowerCase())) : undefined)
        .groupBy(banks.id)
        .orderBy(asc(sql`lower(${banks.name})`), asc(banks.id));
      const report = rows.map((row) => {
        const openingPaise = row.opening + row.before;
        const paymentsPaise = -row.payments;
        return {
          id: row.id,
          name: row.name,
          accountType: row.accountType,
          openingPaise,
          receiptsPaise: row.receipts,
          paymentsPaise,
          transfersPaise: row.transfers,
          closingPaise: openingPaise + row.receipts - paymentsPaise + row.transfers,
        };
      });
      const total = (pick: (row: (typeof report)[number]) => number) => report.reduce((sum, row) => sum + pick(row), 0);
      return {
        from,
        to,
        rows: report,
        totals: {
          openingPaise: total((row) => row.openingPaise),
          receiptsPaise: total((row) => row.receiptsPaise),
          paymentsPaise: total((row) => row.paymentsPaise),
          transfersPaise: total((row) => row.transfersPaise),
          closingPaise: total((row) => row.closingPaise),
        },
      };
    },
  };
}

export type LedgerReader = ReturnType<typeof createLedgerReader>;
