import type { BillableTrip, BillListQuery, CreateBillInput, CreditNoteInput, FreightBill, FreightBillDetail } from '../schemas';
import type { Envelope, ListEnvelope } from '../envelope';
import { http } from 'shared-api';
import { searchParams } from './search-params';

const one = (id: string) => `bills/${encodeURIComponent(id)}`;

/** The invoice's PDF under /api, fetched with the admin's token. */
export const billPdfPath = (id: string) => `${one(id)}/pdf`;

/** Freight bills: issued from a party's POD-received trips, cancelled whole by a credit note, never edited. */
export const billsApi = {
  list: async (query: Partial<BillListQuery> = {}) =>
    (await http()).get('bills', { searchParams: searchParams(query) }).json<ListEnvelope<FreightBill>>(),
  get: async (id: string) => (await http()).get(one(id)).json<Envelope<FreightBillDetail>>(),
  /** The party's trips whose POD is in and that are on no bill, oldest LR first. */
  billableTrips: async (billingPartyId: string) =>
    (await http()).get('bills/billable-trips', { searchParams: { billingPartyId } }).json<Envelope<BillableTrip[]>>(),
  create: async (input: CreateBillInput) => (await http()).post('bills', { json: input }).json<Envelope<FreightBillDetail>>(),
  creditNote: async (id: string, input: CreditNoteInput) =>
    (await http()).post(`${one(id)}/credit-note`, { json: input }).json<Envelope<FreightBillDetail>>(),
  pdf: async (id: string) => (await http()).get(billPdfPath(id), { timeout: 60_000 }).blob(),
};
