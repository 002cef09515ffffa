import { asc, eq, sql, type SQL } from 'drizzle-orm';
import {
  GST_STATES,
  gstStateName,
  resolvePartyTaxIds,
  type BillingParty,
  type BillingPartyOption,
  type billingPartyListQuerySchema,
  type createBillingPartySchema,
  type updateBillingPartySchema,
} from 'shared-api/schemas';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { billingParties, type BillingPartyRow } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import type { ReferenceCheck } from '../../lib/references';
import { jsonRow, lookupSql } from '../../lib/json-row';
import { createMasterCrud, lowerOf, openingBalanceColumns, openingBalanceJson, openingBalanceOf, takenIn } from '../masters/crud';

export const BILLING_PARTY_NOT_FOUND = 'Billing party not found';

type NewBillingParty = z.output<typeof createBillingPartySchema>;
type BillingPartyChanges = z.output<typeof updateBillingPartySchema>;
type ListBillingPartiesParams = z.output<typeof billingPartyListQuerySchema>;

export function toBillingParty(row: BillingPartyRow): BillingParty {
  return {
    id: row.id,
    name: row.name,
    gstin: row.gstin,
    stateCode: row.stateCode,
    stateName: gstStateName(row.stateCode) ?? row.stateCode,
    pan: row.pan,
    contactPerson: row.contactPerson,
    phone: row.phone,
    email: row.email,
    address: row.address,
    city: row.city,
    pincode: row.pincode,
    creditDays: row.creditDays,
    openingBalance: openingBalanceOf(row),
    active: row.active,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const stateNames = Object.fromEntries(GST_STATES.map((state) => [state.code, state.name]));

/** toBillingParty written by the database, for a list's rows (lib/json-row). */
const billingPartyJson = jsonRow<BillingParty>({
  id: billingParties.id,
  name: billingParties.name,
  gstin: billingParties.gstin,
  stateCode: billingParties.stateCode,
  stateName: sql`coalesce(${lookupSql(billingParties.stateCode, stateNames)}, ${billingParties.stateCode})`,
  pan: billingParties.pan,
  contactPerson: billingParties.contactPerson,
  phone: billingParties.phone,
  email: billingParties.email,
  address: billingParties.address,
  city: billingParties.city,
  pincode: billingParties.pincode,
  creditDays: billingParties.creditDays,
  openingBalance: openingBalanceJson(billingParties),
  active: billingParties.active,
  notes: billingParties.notes,
  createdAt: billingParties.createdAt,
  updatedAt: billingParties.updatedAt,
});

/** GSTIN, PAN and state settled together (the GSTIN decides the other two); field errors otherwise. */
function taxIdColumns(ids: Parameters<typeof resolvePartyTaxIds>[0]) {
  const { value, errors } = resolvePartyTaxIds(ids);
  if (Object.keys(errors).length > 0) throw badRequest(Object.values(errors)[0]!, errors);
  return value;
}

export interface BillingPartiesServiceOptions {
  /** What may refer to a party (trips, bills, receipts): a party in use is never deleted. */
  references?: readonly ReferenceCheck[];
}

export function createBillingPartiesService(db: Db, { references = [] }: BillingPartiesServiceOptions = {}) {
  return createMasterCrud<
    BillingPartyRow,
    BillingParty,
    BillingPartyOption,
    NewBillingParty,
    BillingPartyChanges,
    ListBillingPartiesParams
  >(db, {
    table: billingParties,
    entity: 'billing_party',
    describe: (row) => `The billing party ${row.name}`,
    notFoundMessage: BILLING_PARTY_NOT_FOUND,
    toApi: async (_executor, rows) => rows.map(toBillingParty),
    json: { json: billingPartyJson },
    insertValues: ({ openingBalance, ...input }) => ({
      ...input,
      ...taxIdColumns(input),
      ...openingBalanceColumns(openingBalance),
    }),
    updateValues: (before, { openingBalance, ...changes }) => {
      const touchesTaxIds = changes.gstin !== undefined || changes.pan !== undefined || changes.stateCode !== undefined;
      const taxIds = touchesTaxIds
        ? taxIdColumns({
            gstin: changes.gstin === undefined ? before.gstin : changes.gstin,
            // A new GSTIN brings its own PAN unless one is typed with it.
            pan: changes.pan === undefined ? (changes.gstin === undefined ? before.pan : null) : changes.pan,
            stateCode: changes.stateCode === undefined ? before.stateCode : changes.stateCode,
          })
        : {};
      return { ...changes, ...taxIds, ...openingBalanceColumns(openingBalance) };
    },
    filters: (params): (SQL | undefined)[] => [
      params.active === undefined ? undefined : eq(billingParties.active, params.active),
      params.stateCode ? eq(billingParties.stateCode, params.stateCode) : undefined,
    ],
    searchIndexSort: 'name',
    sorts: {
      name: lowerOf(billingParties.name),
      city: lowerOf(billingParties.city),
      createdAt: billingParties.createdAt,
    },
    importUnique: [
      {
        key: 'gstin',
        of: (input) => input.gstin ?? null,
        taken: takenIn(billingParties.gstin, (gstin) => `A billing party with the GSTIN ${gstin} already exists`),
      },
    ],
    uniqueFields: {
      billing_parties_gstin_key: {
        field: 'gstin',
        message: (values) => `A billing party with the GSTIN ${String(values.gstin)} already exists`,
      },
    },
    references,
    deleteInstead: 'Mark it inactive instead: it stays in its records but is no longer offered in forms.',
    selectable: eq(billingParties.active, true),
    selectOrder: [lowerOf(billingParties.name), asc(billingParties.id)],
    toOption: (row) => ({
      id: row.id,
      label: row.name,
      gstin: row.gstin,
      stateName: gstStateName(row.stateCode) ?? row.stateCode,
      city: row.city,
      active: row.active,
    }),
  });
}

export type BillingPartiesService = ReturnType<typeof createBillingPartiesService>;
