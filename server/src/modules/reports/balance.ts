import type { ReportBalance, reportBalanceQuerySchema } from 'shared-api/schemas';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { fieldError } from '../ledger/accounts';
import type { DriverBalances } from '../ledger/driver-balances';
import type { OwnerBalances } from '../ledger/owner-balances';
import type { PartyBalances } from '../ledger/party-balances';
import { sessionById } from '../ledger/period';
import type { LedgerReader } from '../ledger/statement';

/*
 * The balance reports under one call: each kind is the report its own screen shows (parties, vehicle
 * owners, banks and cash) or the drivers' report, for a session or up to a day. Balance reports are one
 * row per account, so an export builds the whole report with this same call.
 */

export type ReportBalanceQuery = z.output<typeof reportBalanceQuerySchema>;

export interface BalanceReaders {
  partyBalances: PartyBalances;
  ownerBalances: OwnerBalances;
  driverBalances: DriverBalances;
  ledger: LedgerReader;
}

export function createReportBalance(db: Db, readers: BalanceReaders) {
  return async function reportBalance(query: ReportBalanceQuery): Promise<ReportBalance> {
    // The reports' own field error rather than the balance readers' 404: the id is a filter the form sent.
    if (query.sessionId && !(await sessionById(db, query.sessionId))) {
      throw fieldError('sessionId', 'This session does not exist');
    }
    const { kind, asOf, sessionId, search } = query;
    const filter = { asOf, sessionId, search };
    switch (kind) {
      case 'parties':
        return { kind, report: await readers.partyBalances.report(filter) };
      case 'owners':
        return { kind, report: await readers.ownerBalances(filter) };
      case 'drivers':
        return { kind, report: await readers.driverBalances(filter) };
      case 'banks':
        return { kind, report: await readers.ledger.bankBalances(filter) };
    }
  };
}

export type ReportBalanceReader = ReturnType<typeof createReportBalance>;
