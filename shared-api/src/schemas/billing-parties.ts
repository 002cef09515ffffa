import { z } from 'zod';
import {
  blankToUndefined,
  boundedText,
  emailField,
  integerField,
  limitParam,
  optionalText,
  pageParam,
  searchParam,
  sortParam,
} from './fields';
import { cursorParams, oneCursorAtMost } from './cursor';
import {
  GST_STATES,
  openingBalanceField,
  optionalGstinNumberField,
  optionalMobileField,
  optionalPanField,
  stateOfGstin,
} from './india';
import { activeFilter, notesField, type OpeningBalanceValue, type SelectOption } from './masters';

/*
 * A billing party: the customer a freight bill is raised on. Its state is the place of supply of its
 * bills (CGST + SGST inside the company's state, IGST outside), so it is read from the GSTIN when the
 * party has one and chosen by hand only for an unregistered party.
 */

export interface BillingParty {
  id: string;
  name: string;
  gstin: string | null;
  /** GST state code ('27'); read from the GSTIN when there is one. */
  stateCode: string;
  stateName: string;
  /** The PAN inside the GSTIN, or typed for an unregistered party. */
  pan: string | null;
  contactPerson: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
  city: string | null;
  pincode: string | null;
  creditDays: number;
  openingBalance: OpeningBalanceValue;
  active: boolean;
  notes: string | null;
  createdAt: string;
  updatedAt: string;
}

const GST_STATE_CODES = new Set(GST_STATES.map((state) => state.code));

export function gstStateName(code: string): string | undefined {
  return GST_STATES.find((state) => state.code === code)?.name;
}

const stateCodeField = z
  .preprocess(
    (value) => (value === '' ? null : value),
    z
      .string({ error: 'State must be a GST state code' })
      .trim()
      .refine((code) => GST_STATE_CODES.has(code), 'Choose a state from the list')
      .nullable(),
  )
  .optional();

const optionalEmail = z.preprocess((value) => (value === '' ? null : value), emailField.nullable()).optional();

const pincodeField = z
  .preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z
      .string({ error: 'PIN code must be text' })
      .trim()
      .regex(/^[1-9]\d{5}$/, 'PIN code must be 6 digits, like 400001')
      .nullable(),
  )
  .optional();

/** The fields of a party; `create` requires the name, `update` takes any of them. */
const partyFields = {
  name: boundedText('Name', 2, 150),
  gstin: optionalGstinNumberField,
  stateCode: stateCodeField,
  pan: optionalPanField,
  contactPerson: optionalText('Contact person', 100),
  phone: optionalMobileField,
  email: optionalEmail,
  address: optionalText('Address', 500, { multiline: true }),
  city: optionalText('City', 100),
  pincode: pincodeField,
  creditDays: integerField('Credit days', { min: 0, max: 365 }),
  openingBalance: openingBalanceField,
  active: z.boolean({ error: 'Active must be true or false' }),
  notes: notesField,
};

export interface PartyTaxIds {
  gstin?: string | null | undefined;
  pan?: string | null | undefined;
  stateCode?: string | null | undefined;
}

/**
 * The rules between GSTIN, PAN and state: a GSTIN decides the state and the PAN (a PAN typed beside
 * it must be the one inside it); without a GSTIN the state must be chosen. Returns the resolved
 * values and the field errors; the server runs it again on the merged record of an update.
 */
export function resolvePartyTaxIds(ids: PartyTaxIds): {
  value: { gstin: string | null; pan: string | null; stateCode: string | null };
  errors: Record<string, string>;
} {
  const errors: Record<string, string> = {};
  const gstin = ids.gstin ?? null;
  let pan = ids.pan ?? null;
  let stateCode = ids.stateCode ?? null;
  if (gstin) {
    const state = stateOfGstin(gstin);
    const panInside = gstin.slice(2, 12);
    if (state) stateCode = state.code;
    if (pan && pan !== panInside) errors.pan = `The PAN inside this GSTIN is ${panInside}: leave PAN blank or type that one`;
    pan = panInside;
  } else if (!stateCode) {
    errors.stateCode = 'Choose the state (a party without a GSTIN has no state to read it from)';
  }
  return { value: { gstin, pan, stateCode }, errors };
}

function checkTaxIds(value: PartyTaxIds, context: z.RefinementCtx) {
  for (const [path, message] of Object.entries(resolvePartyTaxIds(value).errors)) {
    context.addIssue({ code: 'custom', path: [path], message });
  }
}

export const createBillingPartySchema = z
  .object({
    ...partyFields,
    creditDays: partyFields.creditDays.default(0),
    openingBalance: partyFields.openingBalance.default({ amountPaise: 0, side: 'Dr' }),
    active: partyFields.active.default(true),
  })
  .superRefine(checkTaxIds);
export type CreateBillingPartyInput = z.input<typeof createBillingPartySchema>;

/** PUT /billing-parties/{id}: any of the fields; the GSTIN / PAN / state rules are checked on the merged record. */
export const updateBillingPartySchema = z
  .object(partyFields)
  .partial()
  .refine((value) => Object.keys(value).length > 0, { message: 'Nothing to change' });
export type UpdateBillingPartyInput = z.input<typeof updateBillingPartySchema>;

export const billingPartySortValues = ['name', '-name', 'city', '-city', 'createdAt', '-createdAt'] as const;

export const billingPartyListQuerySchema = z
  .object({
    page: pageParam,
    limit: limitParam,
    ...cursorParams,
    search: searchParam,
    active: activeFilter,
    stateCode: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^\d{2}$/, 'State must be a 2-digit GST state code')
        .optional(),
    ),
    sort: sortParam(billingPartySortValues, 'name'),
  })
  .refine(...oneCursorAtMost);
export type BillingPartyListQuery = z.input<typeof billingPartyListQuerySchema>;

/** A row of GET /billing-parties/select: the party, its GSTIN and state beside the name. */
export interface BillingPartyOption extends SelectOption {
  gstin: string | null;
  stateName: string;
  city: string | null;
  active: boolean;
}
