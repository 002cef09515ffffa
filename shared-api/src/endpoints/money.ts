import type {
  BalanceReportQuery,
  BankBalanceReport,
  CreateMoneyEntryInput,
  LedgerAccountKind,
  MoneyEntry,
  MoneyEntryListQuery,
  OpenBill,
  PartyBalanceReport,
  Statement,
  StatementQuery,
} from '../schemas';
import type { Envelope, ListEnvelope } from '../envelope';
import { http } from '../http';
import { searchParams } from './search-params';

const one = (id: string) => `money-entries/${encodeURIComponent(id)}`;

/** Receipts, owner payments, driver advances and settlements, transfers: one shape, one history. */
export const moneyEntriesApi = {
  list: (query: Partial<MoneyEntryListQuery> = {}) =>
    http()
      .get('money-entries', { searchParams: searchParams(query) })
      .json<ListEnvelope<MoneyEntry>>(),
  get: (id: string) => http().get(one(id)).json<Envelope<MoneyEntry>>(),
  create: (input: CreateMoneyEntryInput) => http().post('money-entries', { json: input }).json<Envelope<MoneyEntry>>(),
  /** The entry stays in the history, marked reversed with the reason; its money goes back. */
  reverse: (id: string, reason: string) => http().delete(one(id), { json: { reason } }).json<Envelope<MoneyEntry>>(),
};

export const ledgersApi = {
  statement: (kind: LedgerAccountKind, id: string, query: Partial<StatementQuery> = {}) =>
    http()
      .get(`ledgers/${kind}/${encodeURIComponent(id)}`, { searchParams: searchParams(query) })
      .json<Envelope<Statement>>(),
  banks: (query: Partial<BalanceReportQuery> = {}) =>
    http()
      .get('banks/balance-report', { searchParams: searchParams(query) })
      .json<Envelope<BankBalanceReport>>(),
};

/** What the billing parties owe. */
export const receivablesApi = {
  report: (query: Partial<BalanceReportQuery> = {}) =>
    http()
      .get('billing-parties/balance-report', { searchParams: searchParams(query) })
      .json<Envelope<PartyBalanceReport>>(),
  /** The party's bills with something left to receive, oldest first: what a receipt is set against. */
  openBills: (partyId: string) =>
    http()
      .get(`billing-parties/${encodeURIComponent(partyId)}/open-bills`)
      .json<Envelope<OpenBill[]>>(),
};
