import { and, asc, desc, eq, gt, gte, lt, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  ledgerAccountKinds,
  type LedgerAccountKind,
  type Statement,
  type StatementLine,
  type BankBalanceReport,
} from 'shared-api/schemas';
import { rowsOf, type Db } from '../../db/client';
import { banks, billingParties, drivers, ledgerAccountTotals, ledgerLines, vehicles } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { JsonText } from '../../lib/json-text';
import {
  matchingAccounts,
  countAccounts,
  offsetOf,
  ofAccounts,
  signedOpeningColumn,
  sumWhere,
  type AccountPageQuery,
  type AccountScope,
  type Period,
} from './account-page';
import { keptKindOpening, keptLineSums, sumCells, type KeptLineSums } from './day-totals';
import { reportPeriod, type ReportQuery } from './period';

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

/** An account's opening balance from its master record, debit positive (0 when the record is gone). */
export async function signedOpeningOf(reader: Pick<Db, 'select'>, kind: LedgerAccountKind, id: string): Promise<number> {
  const table = accountTables[kind].table as unknown as typeof banks;
  const [row] = await reader
    .select({ opening: signedOpeningColumn(table) })
    .from(table)
    .where(eq(table.id, id))
    .limit(1);
  return row?.opening ?? 0;
}

const sumOf = (condition: SQL) =>
  sql<number>`coalesce(sum(${ledgerLines.amountPaise}) filter (where ${condition}), 0)`.mapWith(Number);

/** A bank's lines up to the end of the period: money in and out (transfers apart), and transfers net. */
function bankLineFigures({ from, to }: Period) {
  const transfer = sql`${ledgerLines.source} = 'transfer'`;
  const inPeriod = from ? sql`${ledgerLines.postedOn} between ${from} and ${to}` : sql`${ledgerLines.postedOn} <= ${to}`;
  return {
    before: from ? sumOf(sql`${ledgerLines.postedOn} < ${from}`) : sql<number>`0`.mapWith(Number),
    receipts: sumOf(sql`${inPeriod} and not ${transfer} and ${ledgerLines.amountPaise} > 0`),
    payments: sumOf(sql`${inPeriod} and not ${transfer} and ${ledgerLines.amountPaise} < 0`),
    transfers: sumOf(sql`${inPeriod} and ${transfer}`),
  };
}
/** The same figures over every bank and cash account, from the kept day totals (day-totals.ts). */
function keptBankLineFigures({ beforePaise, period }: KeptLineSums) {
  const transfer = (cell: { source: string }) => cell.source === 'transfer';
  return {
    before: beforePaise,
    receipts: sumCells(
      period,
      (cell) => !transfer(cell),
      (cell) => cell.debitPaise,
    ),
    payments: sumCells(
      period,
      (cell) => !transfer(cell),
      (cell) => cell.creditPaise,
    ),
    transfers: sumCells(period, transfer),
  };
}
const bankLines = ({ to }: Period, accounts: AccountScope) =>
  and(eq(ledgerLines.accountKind, 'bank'), lte(ledgerLines.postedOn, to), ofAccounts(ledgerLines.accountId, accounts));

/** A bank's (or the totals') columns: closing = opening + receipts − payments + transfers. */
function bankColumns(
  opening: number,
  lines: { before: number; receipts: number; payments: number; transfers: number } | undefined,
) {
  const openingPaise = opening + (lines?.before ?? 0);
  const receiptsPaise = lines?.receipts ?? 0;
  const paymentsPaise = -(lines?.payments ?? 0);
  const transfersPaise = lines?.transfers ?? 0;
  return {
    openingPaise,
    receiptsPaise,
    paymentsPaise,
    transfersPaise,
    closingPaise: openingPaise + receiptsPaise - paymentsPaise + transfersPaise,
  };
}

/** An account's lines in a statement: before the period, its debits and credits (negative), how many. */
interface StatementFigures {
  before: number;
  debit: number;
  credit: number;
  lines: number;
}

/** Whether the account's kept totals (every line it has) are its figures up to `to`: no line is dated later. */
async function keptTotalsHoldOn(db: Db, kind: LedgerAccountKind, id: string, to: string | undefined): Promise<boolean> {
  if (!to) return true;
  const later = await db
    .select({ one: sql`1` })
    .from(ledgerLines)
    .where(and(eq(ledgerLines.accountKind, kind), eq(ledgerLines.accountId, id), gt(ledgerLines.postedOn, to)))
    .limit(1);
  return later.length === 0;
}

/** The account's figures over all its days from ledger_account_totals, kept as lines are posted (migration 0023). */
async function keptFigures(db: Db, kind: LedgerAccountKind, id: string): Promise<StatementFigures> {
  const [row] = await db
    .select({
      debit: ledgerAccountTotals.debitPaise,
      credit: ledgerAccountTotals.creditPaise,
      lines: ledgerAccountTotals.lineCount,
    })
    .from(ledgerAccountTotals)
    .where(and(eq(ledgerAccountTotals.accountKind, kind), eq(ledgerAccountTotals.accountId, id)));
  return { before: 0, debit: Number(row?.debit ?? 0), credit: Number(row?.credit ?? 0), lines: Number(row?.lines ?? 0) };
}

interface StatementPeriod {
  from?: string | undefined;
  to?: string | undefined;
}

/** A statement's lines by date: from `from`, up to `to` (either open). */
const linesIn = ({ from, to }: StatementPeriod) =>
  and(from ? gte(ledgerLines.postedOn, from) : undefined, to ? lte(ledgerLines.postedOn, to) : undefined);

/** A period's figures summed over the account's lines (up to `to`; before `from`, in it). */
async function summedFigures(db: Db, ofAccount: SQL | undefined, { from, to }: StatementPeriod): Promise<StatementFigures> {
  const inPeriod = linesIn({ from, to });
  const [row] = await db
    .select({
      before: from ? sumOf(lt(ledgerLines.postedOn, from)) : sql<number>`0`.mapWith(Number),
      debit: sumOf(and(inPeriod ?? sql`true`, sql`${ledgerLines.amountPaise} > 0`)!),
      credit: sumOf(and(inPeriod ?? sql`true`, sql`${ledgerLines.amountPaise} < 0`)!),
      lines: sql<number>`count(*) filter (where ${inPeriod ?? sql`true`})`.mapWith(Number),
    })
    .from(ledgerLines)
    .where(and(ofAccount, to ? lte(ledgerLines.postedOn, to) : undefined));
  return row ?? { before: 0, debit: 0, credit: 0, lines: 0 };
}

/**
 * A page of statement lines (`page`: ledger_lines rows) as the API's JSON array, in date order, each
 * with `running` (an expression over `page`) as the balance after it. Written with row_to_json and
 * joined with ',': json_build_object and json_agg put spaces after every key and between the lines
 * (29 → 32 KB a page).
 */
const linesJson = (page: SQL, running: SQL) =>
  sql`select '[' || coalesce(string_agg(row_to_json(line)::text, ',' order by l.posted_on, l.line_no), '') || ']'
    from (select page.*, ${running} as running from (${page}) page) l
    cross join lateral (
      select l.id, l.posted_on as "postedOn", l.reference, l.narration, l.source, l.source_id as "sourceId",
        greatest(l.amount_paise, 0) as "debitPaise", greatest(-l.amount_paise, 0) as "creditPaise",
        l.running as "balancePaise", l.reverses is not null as reversal
    ) line`;

/**
 * An account's statement as it opens (its first page, no period), written as the API's JSON by
 * PostgreSQL in one statement prepared per kind: the account, its kept totals (every line it has, so
 * the closing) and the page's lines with the balance after each. Read as rows, it was three statements
 * built by drizzle and a page mapped and serialized again, and the server spent twice PostgreSQL's time
 * on it (the bench's busiest party: 1.6 ms against 0.74 a call). No row: no such account.
 */
function firstPageStatement(db: Db, kind: LedgerAccountKind) {
  const { table: anyTable, name } = accountTables[kind];
  const table = anyTable as unknown as typeof banks;
  const opening = signedOpeningColumn(table);
  const [debit, credit] = [
    sql`coalesce(${ledgerAccountTotals.debitPaise}, 0)`,
    sql`coalesce(${ledgerAccountTotals.creditPaise}, 0)`,
  ];
  const lines = sql`(${linesJson(
    sql`select * from ${ledgerLines} line
        where line.account_kind = ${kind} and line.account_id = ${table.id}
        order by line.posted_on, line.line_no limit ${sql.placeholder('limit')}`,
    sql`${opening} + sum(page.amount_paise) over (order by page.posted_on, page.line_no)`,
  )})::json`;
  return db
    .select({
      statement: sql<string>`(select row_to_json(statement)::text from (select
        (select row_to_json(account) from (select ${kind}::text as kind, ${table.id} as id, ${name} as name) account) as account,
        null::date as "from", null::date as "to", ${opening} as "openingPaise", ${lines} as lines,
        coalesce(${ledgerAccountTotals.lineCount}, 0) as total, 1 as page, ${sql.placeholder('limit')}::int as "limit",
        ${debit} as "debitPaise", -${credit} as "creditPaise", ${opening} + ${debit} + ${credit} as "closingPaise"
      ) statement)`,
    })
    .from(table)
    .leftJoin(ledgerAccountTotals, and(eq(ledgerAccountTotals.accountKind, kind), eq(ledgerAccountTotals.accountId, table.id)))
    .where(eq(table.id, sql.placeholder('id')))
    .prepare(`ledger_first_page_${kind}`);
}

/** An account's name, signed opening and kept totals (every line it has), by one statement prepared per kind. */
function accountFiguresStatement(db: Db, kind: LedgerAccountKind) {
  const { table: anyTable, name } = accountTables[kind];
  const table = anyTable as unknown as typeof banks;
  const kept = (column: AnyColumn) => sql<number>`coalesce(${column}, 0)`.mapWith(Number);
  return db
    .select({
      name,
      opening: signedOpeningColumn(table),
      debit: kept(ledgerAccountTotals.debitPaise),
      credit: kept(ledgerAccountTotals.creditPaise),
      lines: kept(ledgerAccountTotals.lineCount),
    })
    .from(table)
    .leftJoin(ledgerAccountTotals, and(eq(ledgerAccountTotals.accountKind, kind), eq(ledgerAccountTotals.accountId, table.id)))
    .where(eq(table.id, sql.placeholder('id')))
    .prepare(`ledger_account_${kind}`);
}

/**
 * A page deeper than the first of a statement without a period, as JSON lines (linesJson), by one
 * statement prepared per kind and direction (pageOf's way, in SQL): the `skip` lines between the page
 * and the nearer end of the statement are read from the account index alone, their sum and the key of
 * the one next to the page give the balance at the page's edge and where its own lines start. From the
 * start, `anchor` is the opening; from the end, the closing.
 */
function deepLinesStatement(db: Db, kind: LedgerAccountKind, fromEnd: boolean) {
  // Without lines to skip (the last page, from the end) the page starts at the statement's end itself.
  const [order, nearest, beyond, noDay, noLine] = fromEnd
    ? [sql.raw('desc'), sql.raw('min'), sql.raw('<'), sql.raw(`'infinity'::date`), sql.raw(`${Number.MAX_SAFE_INTEGER}`)]
    : [sql.raw('asc'), sql.raw('max'), sql.raw('>'), sql.raw(`'-infinity'::date`), sql.raw('0')];
  const ofAccount = sql`account_kind = ${kind} and account_id = ${sql.placeholder('id')}::uuid`;
  const anchor = sql`${sql.placeholder('anchor')}::bigint + ${fromEnd ? sql`-` : sql``}(select total from edge)`;
  // The balance after each line: from the start, the edge's plus the lines up to it; from the end, the
  // edge's less the page's lines after it.
  const running = fromEnd
    ? sql`${anchor} - sum(page.amount_paise) over () + sum(page.amount_paise) over (order by page.posted_on, page.line_no)`
    : sql`${anchor} + sum(page.amount_paise) over (order by page.posted_on, page.line_no)`;
  const page = sql`select * from ${ledgerLines} line where ${ofAccount}
    and (line.posted_on, line.line_no) ${beyond} (coalesce((select day from edge), ${noDay}), coalesce((select line from edge), ${noLine}))
    order by line.posted_on ${order}, line.line_no ${order} limit ${sql.placeholder('limit')}`;
  return db
    .select({
      lines: sql<string>`(with ahead as materialized (
          select posted_on, line_no, amount_paise from ${ledgerLines} where ${ofAccount}
          order by posted_on ${order}, line_no ${order} limit ${sql.placeholder('skip')}),
        reached as (select coalesce(sum(amount_paise), 0) as total, ${nearest}(posted_on) as day from ahead),
        edge as (select total, day, (select ${nearest}(line_no) from ahead where ahead.posted_on = reached.day) as line from reached)
        ${linesJson(page, running)})`,
    })
    .from(sql`(select 1) as one`)
    .prepare(`ledger_deep_page_${kind}_${fromEnd ? 'from_end' : 'from_start'}`);
}

/**
 * How a statement's page past the start is reached (offset > 0, within its `total` lines): from the
 * nearer end, skipping `skip` lines read from the account index alone, then taking `take` lines.
 */
function pageWay(total: number, offset: number, limit: number) {
  const after = total - offset - limit; // the lines after this page
  const fromEnd = after < offset;
  return { fromEnd, skip: fromEnd ? Math.max(after, 0) : offset, take: fromEnd ? Math.min(limit, total - offset) : limit };
}

export function createLedgerReader(db: Db) {
  const firstPages = new Map(ledgerAccountKinds.map((kind) => [kind, firstPageStatement(db, kind)] as const));
  const accountFigures = new Map(ledgerAccountKinds.map((kind) => [kind, accountFiguresStatement(db, kind)] as const));
  const deepLines = new Map(
    ledgerAccountKinds.flatMap((kind) =>
      [false, true].map((fromEnd) => [`${kind}|${fromEnd}`, deepLinesStatement(db, kind, fromEnd)] as const),
    ),
  );
  /**
   * The first `count` lines of a statement in its order (`asc`), or the last `count` (`desc`): their sum,
   * and the day and line number of the one nearest the page. Read from the account index alone.
   */
  async function linesAhead(ofPeriod: SQL | undefined, count: number, direction: 'asc' | 'desc') {
    const [order, nearest] = direction === 'asc' ? [sql.raw('asc'), sql.raw('max')] : [sql.raw('desc'), sql.raw('min')];
    const [edge] = rowsOf<{ total: string | number; day: string | null; line: string | number | null }>(
      await db.execute(sql`
        with ahead as materialized (
          select ${ledgerLines.postedOn} as posted_on, ${ledgerLines.lineNo} as line_no, ${ledgerLines.amountPaise} as amount_paise
          from ${ledgerLines} where ${ofPeriod}
          order by ${ledgerLines.postedOn} ${order}, ${ledgerLines.lineNo} ${order} limit ${count}),
        edge as (select coalesce(sum(amount_paise), 0) as total, ${nearest}(posted_on) as day from ahead)
        select edge.total, edge.day::text as day,
          (select ${nearest}(line_no) from ahead where ahead.posted_on = edge.day) as line
        from edge`),
    );
    return { total: Number(edge?.total ?? 0), day: edge?.day ?? null, line: Number(edge?.line ?? 0) };
  }

  /**
   * A statement's page of its `total` lines (those of `ofPeriod`) by the account index, and the balance
   * before its first line. A page deeper than the first reads the lines between it and the nearer end
   * of the statement from that index alone (it carries the amount): their sum gives the balance at the
   * page's edge, and the key of the one next to the page is where the page's own lines start, a range
   * read rather than an offset walked through the table. So the last page of 12,000 lines reads the
   * index backwards from the closing balance.
   */
  async function pageOf(
    ofPeriod: SQL | undefined,
    total: number,
    { offset, limit, openingPaise, closingPaise }: { offset: number; limit: number; openingPaise: number; closingPaise: number },
  ) {
    if (offset > 0 && offset >= total) return { rows: [], balanceBefore: closingPaise };
    const { fromEnd, skip, take } = offset > 0 ? pageWay(total, offset, limit) : { fromEnd: false, skip: 0, take: limit };
    const edge = skip > 0 ? await linesAhead(ofPeriod, skip, fromEnd ? 'desc' : 'asc') : undefined;
    const order = fromEnd ? desc : asc;
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
      .where(
        and(
          ofPeriod,
          edge
            ? sql`(${ledgerLines.postedOn}, ${ledgerLines.lineNo}) ${sql.raw(fromEnd ? '<' : '>')} (${edge.day}, ${edge.line})`
            : undefined,
        ),
      )
      .orderBy(order(ledgerLines.postedOn), order(ledgerLines.lineNo))
      .limit(take);
    if (!fromEnd) return { rows, balanceBefore: openingPaise + (edge?.total ?? 0) };
    rows.reverse();
    return { rows, balanceBefore: closingPaise - (edge?.total ?? 0) - rows.reduce((sum, row) => sum + row.amountPaise, 0) };
  }

  /** One page of bank and cash accounts in name order, with their figures. */
  async function bankPage(query: ReportQuery & AccountPageQuery) {
    const period = await reportPeriod(db, query);
    const where = matchingAccounts(banks, query.search);
    const accounts = await db
      .select({ id: banks.id, name: banks.name, accountType: banks.accountType, opening: signedOpeningColumn(banks) })
      .from(banks)
      .where(where)
      .orderBy(asc(sql`lower(${banks.name})`), asc(banks.id))
      .limit(query.limit)
      .offset(offsetOf(query));
    const ids = accounts.map((account) => account.id);
    const lines = ids.length
      ? await db
          .select({ id: ledgerLines.accountId, ...bankLineFigures(period) })
          .from(ledgerLines)
          .where(bankLines(period, ids))
          .groupBy(ledgerLines.accountId)
      : [];
    const linesOf = new Map(lines.map((row) => [row.id, row]));
    const rows = accounts.map(({ opening, ...account }) => ({ ...account, ...bankColumns(opening, linesOf.get(account.id)) }));
    return { period, where, rows };
  }

  /** The banks' balance report: a page of accounts, the totals of every account the search matches. */
  async function bankBalances(query: ReportQuery & AccountPageQuery): Promise<BankBalanceReport> {
    const { period, where, rows } = await bankPage(query);
    if (!where) {
      // Every account: the kept count, openings and day totals (day-totals.ts).
      const { accounts, openingPaise } = await keptKindOpening(db, 'bank');
      const lines = keptBankLineFigures(await keptLineSums(db, 'bank', period));
      return { ...period, rows, totals: bankColumns(openingPaise, lines), total: accounts, page: query.page, limit: query.limit };
    }
    const [openings] = await db
      .select({ opening: sumWhere(signedOpeningColumn(banks), undefined) })
      .from(banks)
      .where(where);
    const [totalLines] = await db
      .select(bankLineFigures(period))
      .from(ledgerLines)
      .where(bankLines(period, { table: banks, where }));
    return {
      ...period,
      rows,
      totals: bankColumns(openings?.opening ?? 0, totalLines),
      total: await countAccounts(db, banks, where),
      page: query.page,
      limit: query.limit,
    };
  }

  return {
    /** statement() as it opens (page 1, no period), as JSON text. */
    async firstPage(kind: LedgerAccountKind, id: string, limit: number): Promise<JsonText<Statement>> {
      const [row] = await firstPages.get(kind)!.execute({ id, limit });
      if (!row) throw notFound('Account not found');
      return row.statement as JsonText<Statement>;
    },

    /**
     * statement() without a period, on a page past the first, as JSON text: two statements prepared once
     * (the account's figures, then the page's lines with their balances) where statement() builds four
     * and maps and serializes the page's lines again.
     */
    async deepPage(kind: LedgerAccountKind, id: string, page: number, limit: number): Promise<JsonText<Statement>> {
      const [account] = await accountFigures.get(kind)!.execute({ id });
      if (!account) throw notFound('Account not found');
      const { name, opening, debit, credit, lines: total } = account;
      const closingPaise = opening + debit + credit;
      const offset = (page - 1) * limit;
      let lines = '[]';
      if (offset < total) {
        const { fromEnd, skip, take } = pageWay(total, offset, limit);
        const [read] = await deepLines.get(`${kind}|${fromEnd}`)!.execute({
          id,
          skip,
          limit: take,
          anchor: fromEnd ? closingPaise : opening,
        });
        lines = read!.lines;
      }
      const head = JSON.stringify({ account: { kind, id, name }, from: null, to: null, openingPaise: opening });
      const figures = JSON.stringify({ total, page, limit, debitPaise: debit, creditPaise: -credit, closingPaise });
      return `${head.slice(0, -1)},"lines":${lines},${figures.slice(1)}` as JsonText<Statement>;
    },

    async statement(
      kind: LedgerAccountKind,
      id: string,
      { from, to, page, limit }: { from?: string | undefined; to?: string | undefined; page: number; limit: number },
    ): Promise<Statement> {
      const { table, name } = accountTables[kind];
      const [account] = await db
        .select({ name, opening: signedOpeningColumn(table as unknown as typeof banks) })
        .from(table)
        .where(eq((table as unknown as typeof banks).id, id))
        .limit(1);
      if (!account) throw notFound('Account not found');

      const ofAccount = and(eq(ledgerLines.accountKind, kind), eq(ledgerLines.accountId, id));
      const figures =
        !from && (await keptTotalsHoldOn(db, kind, id, to))
          ? await keptFigures(db, kind, id)
          : await summedFigures(db, ofAccount, { from, to });
      const openingPaise = account.opening + figures.before;
      const closingPaise = openingPaise + figures.debit + figures.credit;
      const { rows, balanceBefore } = await pageOf(and(ofAccount, linesIn({ from, to })), figures.lines, {
        offset: (page - 1) * limit,
        limit,
        openingPaise,
        closingPaise,
      });
      let running = balanceBefore;
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
      const debitPaise = figures.debit;
      const creditPaise = -figures.credit;
      return {
        account: { kind, id, name: account.name },
        from: from ?? null,
        to: to ?? null,
        openingPaise,
        lines,
        total: figures.lines,
        page,
        limit,
        debitPaise,
        creditPaise,
        closingPaise,
      };
    },

    /** Every bank and cash account: opening, money in, money out, net transfers and closing, for a session or up to a day. */
    bankBalances,
    /** A page's rows alone (an export's batch: the file adds up its own totals). */
    bankBalanceRows: async (query: ReportQuery & AccountPageQuery) => (await bankPage(query)).rows,
  };
}

export type LedgerReader = ReturnType<typeof createLedgerReader>;
