import { z } from 'zod';
import type { GstRegime } from '../money/gst';
import { cursorParams, oneCursorAtMost } from './cursor';
import {
  boundedText,
  dateFilter,
  enumFilter,
  idFilter,
  isoDate,
  limitParam,
  optionalText,
  pageParam,
  searchParam,
  sortParam,
} from './fields';
import type { RateBasis } from './trips';

/*
 * Freight bills (GTA tax invoices, issue 28): a billing party's POD-received trips put on one bill,
 * one line per LR, with GST by the session's regime. A bill is never edited: a wrong one is cancelled
 * whole by a credit note, and its trips can then be billed again.
 */

export const MAX_BILL_TRIPS = 200;

export const billStatuses = ['unpaid', 'part-paid', 'paid', 'cancelled'] as const;
export type BillStatus = (typeof billStatuses)[number];

export const billStatusLabels: Record<BillStatus, string> = {
  unpaid: 'Unpaid',
  'part-paid': 'Part paid',
  paid: 'Paid',
  cancelled: 'Cancelled',
};

export const createBillSchema = z.object({
  billingPartyId: z.uuid({ error: 'Choose the billing party' }),
  billDate: isoDate('Bill date'),
  tripIds: z
    .array(z.uuid({ error: 'Each trip must be a valid id' }), { error: 'Choose the trips to bill' })
    .min(1, 'Choose at least one trip to bill')
    .max(MAX_BILL_TRIPS, `At most ${MAX_BILL_TRIPS} trips on one bill`)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'Each trip can be on the bill once' }),
  notes: optionalText('Notes', 500, { multiline: true }),
});
export type CreateBillInput = z.input<typeof createBillSchema>;

export const creditNoteSchema = z.object({
  noteDate: isoDate('Credit note date'),
  reason: boundedText('Reason', 3, 300),
});
export type CreditNoteInput = z.input<typeof creditNoteSchema>;

export const billSortValues = ['billDate', '-billDate', 'total', '-total'] as const;

export const billListQuerySchema = z
  .object({
    page: pageParam,
    limit: limitParam,
    ...cursorParams,
    search: searchParam,
    billingPartyId: idFilter('Billing party'),
    sessionId: idFilter('Session'),
    status: enumFilter(billStatuses, 'Status'),
    from: dateFilter('From'),
    to: dateFilter('To'),
    sort: sortParam(billSortValues, '-billDate'),
  })
  .refine(...oneCursorAtMost);
export type BillListQuery = z.input<typeof billListQuerySchema>;

export const billableTripsQuerySchema = z.object({
  billingPartyId: z.uuid({ error: 'Choose the billing party' }),
});
export type BillableTripsQuery = z.input<typeof billableTripsQuerySchema>;

/** What a trip brings to a bill: its LR and the amounts billed for it. */
export interface BillableTrip {
  id: string;
  tripNo: string;
  lrNo: string;
  lrDate: string;
  vehicleNumber: string | null;
  origin: string;
  destination: string;
  goodsDescription: string;
  /** Tonnes, exact decimal text ('12.345'): charged weight when there is one, else actual. */
  weightTonnes: string;
  rateBasis: RateBasis;
  ratePaise: number;
  freightPaise: number;
  /** Party-side charges, additions less deductions. */
  chargesPaise: number;
  /** freight + charges: the line's taxable value. */
  taxablePaise: number;
}

export interface BillLine extends BillableTrip {
  position: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface CreditNote {
  id: string;
  noteNo: string;
  noteDate: string;
  reason: string;
  totalPaise: number;
}

/** A receipt that set part of itself against the bill. */
export interface BillReceipt {
  id: string;
  reference: string;
  entryDate: string;
  amountPaise: number;
  reversed: boolean;
  /** The advance the party paid at loading for a trip on the bill (set against it by the billing). */
  advance: boolean;
}

export interface FreightBill {
  id: string;
  billNo: string;
  number: number;
  sessionId: string;
  sessionName: string;
  billDate: string;
  dueDate: string;
  billingParty: { id: string; name: string; address: string | null; gstin: string | null };
  /** The recipient's GST state: the place of supply. */
  placeOfSupply: { code: string; name: string };
  regime: GstRegime;
  reverseCharge: boolean;
  interState: boolean;
  rateBasisPoints: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
  amountInWords: string;
  /** What standing receipts set against it; a cancelled bill has no balance. */
  receivedPaise: number;
  balancePaise: number;
  status: BillStatus;
  creditNote: CreditNote | null;
  notes: string | null;
  lineCount: number;
  createdAt: string;
}

export interface FreightBillDetail extends FreightBill {
  lines: BillLine[];
  receipts: BillReceipt[];
}
