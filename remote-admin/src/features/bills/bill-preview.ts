import { useQuery } from '@tanstack/react-query';
import { billingPartiesApi, sessionsApi } from 'shared-api/back-office';
import { billTax, type BillTax, type GstRegime } from 'shared-api/money';
import type { BillableTrip } from 'shared-api/schemas';
import { useCompanyDetails } from '../settings/settings-queries';

/*
 * The new bill's figures as the server will work them out (shared-api/money billTax): the regime of
 * the bill date's session, the company's state from its GSTIN, the party's state. Only a preview: the
 * server decides, and says so if anything differs (a missing GSTIN, a closed session).
 */

export interface BillContext {
  regime: GstRegime | undefined;
  supplierStateCode: string | undefined;
  recipientStateCode: string | undefined;
}

const YEAR_SESSIONS = 100;

export function useBillContext(partyId: string, billDate: string): BillContext {
  const sessions = useQuery({
    queryKey: ['sessions', 'for-bills'],
    queryFn: async () => (await sessionsApi.list({ limit: YEAR_SESSIONS, sort: '-startsOn' })).data,
    staleTime: 60_000,
  });
  const company = useCompanyDetails();
  const party = useQuery({
    queryKey: ['billing-parties', 'detail', partyId],
    queryFn: async () => (await billingPartiesApi.get(partyId)).data,
    enabled: partyId !== '',
    staleTime: 60_000,
  });
  const session = sessions.data?.find((row) => row.startsOn <= billDate && billDate <= row.endsOn);
  const gstin = company.data?.gstin ?? '';
  return {
    regime: session?.gstRegime,
    supplierStateCode: /^\d{2}/.test(gstin) ? gstin.slice(0, 2) : undefined,
    recipientStateCode: party.data?.stateCode,
  };
}

/** The tax on the chosen trips, or undefined while something it needs is not known. */
export function previewTax(context: BillContext, billDate: string, trips: readonly BillableTrip[]): BillTax | undefined {
  const { regime, supplierStateCode, recipientStateCode } = context;
  if (!regime || !supplierStateCode || !recipientStateCode || trips.length === 0) return undefined;
  return billTax({
    regime,
    billDate,
    supplierStateCode,
    recipientStateCode,
    lineTaxablePaise: trips.map((trip) => trip.taxablePaise),
  });
}
