import type {
  AuditEntry,
  BalanceReportQuery,
  BankBalanceReport,
  CreateMoneyEntryInput,
  DriverSettlementTerms,
  LedgerAccountKind,
  MoneyEntry,
  ApplyOnAccountInput,
  MoneyEntryListQuery,
  OwnerBalanceReport,
  OwnerPaymentTerms,
  OwnerPaymentTermsQuery,
  PaymentsOverview,
  PendingItem,
  PendingQuery,
  QueueCounts,
  SheetFormat,
  OpenBill,
  OnAccountReceipt,
  PartyBalanceReport,
  Statement,
  StatementQuery,
} from '../schemas';
import type { Envelope, ListEnvelope } from '../envelope';
import { http } from '../http';
import { downloadFile } from './masters';
import { searchParams } from './search-params';

const one = (id: string) => `money-entries/${encodeURIComponent(id)}`;

/** Receipts, owner payments, driver advances and settlements, transfers: one shape, one history. */
export const moneyEntriesApi = {
  list: (query: Partial<MoneyEntryListQuery> = {}) =>
    http()
      .get('money-entries', { searchParams: searchParams(query) })
      .json<ListEnvelope<MoneyEntry>>(),
  get: (id: string) => http().get(one(id)).json<Envelope<MoneyEntry>>(),
  /** Every entry the history's search and filters match, as a spreadsheet (paging ignored). */
  exportFile: (query: Partial<MoneyEntryListQuery>, format: SheetFormat) =>
    downloadFile('money-entries/export', { ...query, page: undefined, limit: undefined, format }, `payment-history.${format}`),
  /** `warnings`: what the accountant should know though the entry stands (cash over the daily limit). */
  create: (input: CreateMoneyEntryInput) =>
    http().post('money-entries', { json: input }).json<Envelope<MoneyEntry> & { warnings?: string[] }>(),
  ownerPaymentTerms: (query: OwnerPaymentTermsQuery) =>
    http()
      .get('money-entries/owner-payment-terms', { searchParams: searchParams(query) })
      .json<Envelope<OwnerPaymentTerms>>(),
  /** A market trip's lorry-hire payment advice, as a PDF. */
  paymentAdvice: (tripId: string) =>
    http()
      .get(`trips/${encodeURIComponent(tripId)}/payment-advice`, { timeout: 60_000 })
      .blob(),
  driverSettlementTerms: (tripId: string) =>
    http().get('money-entries/driver-settlement-terms', { searchParams: { tripId } }).json<Envelope<DriverSettlementTerms>>(),
  /** Who recorded the entry and who reversed it, when and why: its audit entries, newest first. */
  history: (id: string) =>
    http()
      .get('audit-log', { searchParams: { entity: 'money_entry', entityId: id, limit: '50' } })
      .json<ListEnvelope<AuditEntry>>(),
  /** The entry stays in the history, marked reversed with the reason; its money goes back. */
  reverse: (id: string, reason: string) => http().delete(one(id), { json: { reason } }).json<Envelope<MoneyEntry>>(),
  /** Sets what a receipt has on account against the party's open bills. */
  applyOnAccount: (id: string, input: ApplyOnAccountInput) =>
    http()
      .post(`${one(id)}/allocations`, { json: input })
      .json<Envelope<MoneyEntry>>(),
};

export const ledgersApi = {
  statement: (kind: LedgerAccountKind, id: string, query: Partial<StatementQuery> = {}) =>
    http()
      .get(`ledgers/${kind}/${encodeURIComponent(id)}`, { searchParams: searchParams(query) })
      .json<Envelope<Statement>>(),
  owners: (query: Partial<BalanceReportQuery> = {}) =>
    http()
      .get('vehicles/balance-report', { searchParams: searchParams(query) })
      .json<Envelope<OwnerBalanceReport>>(),
  banks: (query: Partial<BalanceReportQuery> = {}) =>
    http()
      .get('banks/balance-report', { searchParams: searchParams(query) })
      .json<Envelope<BankBalanceReport>>(),
};

/** A pending queue's page: the list envelope, with every queue's size for the tabs. */
export type PendingListEnvelope = ListEnvelope<PendingItem> & { counts: QueueCounts };

export const paymentsApi = {
  overview: (asOf?: string) =>
    http()
      .get('payments/overview', { searchParams: searchParams({ asOf }) })
      .json<Envelope<PaymentsOverview>>(),
  pending: (query: PendingQuery) =>
    http()
      .get('payments/pending', { searchParams: searchParams(query) })
      .json<PendingListEnvelope>(),
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
  /** The party's standing receipts with money still on account, oldest first. */
  onAccount: (partyId: string) =>
    http()
      .get(`billing-parties/${encodeURIComponent(partyId)}/on-account`)
      .json<Envelope<OnAccountReceipt[]>>(),
};
