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
import { http } from 'shared-api';
import { downloadFile } from './masters';
import { searchParams } from './search-params';

const one = (id: string) => `money-entries/${encodeURIComponent(id)}`;

/** Receipts, owner payments, driver advances and settlements, transfers: one shape, one history. */
export const moneyEntriesApi = {
  list: async (query: Partial<MoneyEntryListQuery> = {}) =>
    (await http()).get('money-entries', { searchParams: searchParams(query) }).json<ListEnvelope<MoneyEntry>>(),
  get: async (id: string) => (await http()).get(one(id)).json<Envelope<MoneyEntry>>(),
  /** Every entry the history's search and filters match, as a spreadsheet (paging ignored). */
  exportFile: (query: Partial<MoneyEntryListQuery>, format: SheetFormat) =>
    downloadFile('money-entries/export', { ...query, page: undefined, limit: undefined, format }, `payment-history.${format}`),
  /** `warnings`: what the accountant should know though the entry stands (cash over the daily limit). */
  create: async (input: CreateMoneyEntryInput) =>
    (await http()).post('money-entries', { json: input }).json<Envelope<MoneyEntry> & { warnings?: string[] }>(),
  ownerPaymentTerms: async (query: OwnerPaymentTermsQuery) =>
    (await http())
      .get('money-entries/owner-payment-terms', { searchParams: searchParams(query) })
      .json<Envelope<OwnerPaymentTerms>>(),
  /** A market trip's lorry-hire payment advice, as a PDF. */
  paymentAdvice: async (tripId: string) =>
    (await http()).get(`trips/${encodeURIComponent(tripId)}/payment-advice`, { timeout: 60_000 }).blob(),
  driverSettlementTerms: async (tripId: string) =>
    (await http())
      .get('money-entries/driver-settlement-terms', { searchParams: { tripId } })
      .json<Envelope<DriverSettlementTerms>>(),
  /** Who recorded the entry and who reversed it, when and why: its audit entries, newest first. */
  history: async (id: string) =>
    (await http())
      .get('audit-log', { searchParams: { entity: 'money_entry', entityId: id, limit: '50' } })
      .json<ListEnvelope<AuditEntry>>(),
  /** The entry stays in the history, marked reversed with the reason; its money goes back. */
  reverse: async (id: string, reason: string) =>
    (await http()).delete(one(id), { json: { reason } }).json<Envelope<MoneyEntry>>(),
  /** Sets what a receipt has on account against the party's open bills. */
  applyOnAccount: async (id: string, input: ApplyOnAccountInput) =>
    (await http()).post(`${one(id)}/allocations`, { json: input }).json<Envelope<MoneyEntry>>(),
};

export const ledgersApi = {
  statement: async (kind: LedgerAccountKind, id: string, query: Partial<StatementQuery> = {}) =>
    (await http())
      .get(`ledgers/${kind}/${encodeURIComponent(id)}`, { searchParams: searchParams(query) })
      .json<Envelope<Statement>>(),
  owners: async (query: Partial<BalanceReportQuery> = {}) =>
    (await http()).get('vehicles/balance-report', { searchParams: searchParams(query) }).json<Envelope<OwnerBalanceReport>>(),
  banks: async (query: Partial<BalanceReportQuery> = {}) =>
    (await http()).get('banks/balance-report', { searchParams: searchParams(query) }).json<Envelope<BankBalanceReport>>(),
};

/** A pending queue's page: the list envelope, with every queue's size for the tabs. */
export type PendingListEnvelope = ListEnvelope<PendingItem> & { counts: QueueCounts };

export const paymentsApi = {
  overview: async (asOf?: string) =>
    (await http()).get('payments/overview', { searchParams: searchParams({ asOf }) }).json<Envelope<PaymentsOverview>>(),
  pending: async (query: PendingQuery) =>
    (await http()).get('payments/pending', { searchParams: searchParams(query) }).json<PendingListEnvelope>(),
};

/** What the billing parties owe. */
export const receivablesApi = {
  report: async (query: Partial<BalanceReportQuery> = {}) =>
    (await http())
      .get('billing-parties/balance-report', { searchParams: searchParams(query) })
      .json<Envelope<PartyBalanceReport>>(),
  /** The party's bills with something left to receive, oldest first: what a receipt is set against. */
  openBills: async (partyId: string) =>
    (await http()).get(`billing-parties/${encodeURIComponent(partyId)}/open-bills`).json<Envelope<OpenBill[]>>(),
  /** The party's standing receipts with money still on account, oldest first. */
  onAccount: async (partyId: string) =>
    (await http()).get(`billing-parties/${encodeURIComponent(partyId)}/on-account`).json<Envelope<OnAccountReceipt[]>>(),
};
