import type { BalanceKind, balanceExportQuerySchema, ReportBalance, reportBalanceQuerySchema } from 'shared-api/schemas';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { TableRow } from '../../lib/table-files';
import { banks, billingParties, drivers, vehicles } from '../../db/schema';
import { countAccounts, matchingAccounts, type AccountPageQuery } from '../ledger/account-page';
import { fieldError } from '../ledger/accounts';
import type { DriverBalances } from '../ledger/driver-balances';
import type { OwnerBalances } from '../ledger/owner-balances';
import type { PartyBalances } from '../ledger/party-balances';
import { reportPeriod, sessionById, type ReportQuery } from '../ledger/period';
import type { LedgerReader } from '../ledger/statement';

/*
 * The balance reports under one call: each kind is the report its own screen shows (parties, vehicle
 * owners, banks and cash) or the drivers' report, for a session or up to a day, a page of accounts at
 * a time with the totals of all of them. An export reads the same rows batch by batch, so its memory
 * stays flat however many accounts there are.
 */

export type ReportBalanceQuery = z.output<typeof reportBalanceQuerySchema>;
export type BalanceExportQuery = Omit<z.output<typeof balanceExportQuerySchema>, 'format'>;

export interface BalanceReaders {
  partyBalances: PartyBalances;
  ownerBalances: OwnerBalances;
  driverBalances: DriverBalances;
  ledger: LedgerReader;
}

const ACCOUNT_TABLES = { parties: billingParties, owners: vehicles, drivers, banks } as const;

/** Accounts per batch of an export. */
const EXPORT_BATCH = 1_000;

/** What an export writes: the report's heading, how many rows, and the rows a batch at a time. */
export interface BalanceExport {
  kind: BalanceKind;
  from: string | null;
  to: string;
  rowCount: number;
  batches: AsyncIterable<readonly TableRow[]>;
}

export function createReportBalance(db: Db, readers: BalanceReaders) {
  // The reports' own field error rather than the balance readers' 404: the id is a filter the form sent.
  async function checkSession(sessionId: string | undefined) {
    if (sessionId && !(await sessionById(db, sessionId))) throw fieldError('sessionId', 'This session does not exist');
  }

  async function report({ kind, ...query }: ReportBalanceQuery): Promise<ReportBalance> {
    await checkSession(query.sessionId);
    switch (kind) {
      case 'parties':
        return { kind, report: await readers.partyBalances.report(query) };
      case 'owners':
        return { kind, report: await readers.ownerBalances.report(query) };
      case 'drivers':
        return { kind, report: await readers.driverBalances.report(query) };
      case 'banks':
        return { kind, report: await readers.ledger.bankBalances(query) };
    }
  }

  /** A batch of rows as the file's cells (a party's ageing spread into its four columns). */
  async function rowsOf(kind: BalanceKind, query: ReportQuery & AccountPageQuery): Promise<TableRow[]> {
    switch (kind) {
      case 'parties':
        return (await readers.partyBalances.rows(query)).map(({ ageing, ...row }) => ({ ...row, ...ageing }));
      case 'owners':
        return (await readers.ownerBalances.rows(query)) as unknown as TableRow[];
      case 'drivers':
        return (await readers.driverBalances.rows(query)) as unknown as TableRow[];
      case 'banks':
        return (await readers.ledger.bankBalanceRows(query)) as unknown as TableRow[];
    }
  }

  async function exportOf({ kind, ...query }: BalanceExportQuery): Promise<BalanceExport> {
    await checkSession(query.sessionId);
    const period = await reportPeriod(db, query);
    const table = ACCOUNT_TABLES[kind];
    const rowCount = await countAccounts(db, table, matchingAccounts(table, query.search));
    async function* batches() {
      for (let page = 1; (page - 1) * EXPORT_BATCH < rowCount; page += 1) {
        const rows = await rowsOf(kind, { ...query, page, limit: EXPORT_BATCH });
        if (rows.length === 0) return;
        yield rows;
      }
    }
    return { kind, ...period, rowCount, batches: batches() };
  }

  return { report, export: exportOf };
}

export type ReportBalanceReader = ReturnType<typeof createReportBalance>;
