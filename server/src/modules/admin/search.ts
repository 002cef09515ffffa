import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  formatMessageReference,
  formatQuoteReference,
  quoteStatusLabels,
  bankAccountTypeLabels,
  driverStatusLabels,
  truckStatusLabels,
  truckTypeLabels,
  tripStatusLabels,
  type AdminSearchGroup,
  type AdminSearchItem,
  type AdminSearchKind,
  type AdminSearchResult,
  type MessageStatus,
  type Role,
  type Permission,
  can,
  ROLE_LABELS,
} from 'shared-api/schemas';
import type { Db } from '../../db/client';
import { banks, billingParties, contactMessages, drivers, quotes, trips, trucks, users, vehicles } from '../../db/schema';
import { tripSearchFilter } from '../trips/text-match';
import { searchTextFilter, selectPage } from '../../lib/listing';
import { sortKey, type SortKey } from '../../lib/keyset';
import { messageSearchFilter } from '../messages/service';
import { quoteSearchFilter } from '../quotes/service';
import { userSearchFilter } from '../users/service';

/*
 * The back office's sidebar search (GET /admin/search). Each kind of record is one searcher; the
 * answer has one group per searcher, in this order. A new kind (trips, trucks, drivers…) is one
 * more searcher in `adminSearchers` (and its kind in shared-api's adminSearchKinds).
 */

export interface AdminSearcher {
  kind: AdminSearchKind;
  /** The first `limit` matches of `text` and how many there are in all (of one branch's records, when given). */
  search(db: Db, text: string, limit: number, branchId?: string | null): Promise<Omit<AdminSearchGroup, 'kind'>>;
}

/**
 * A searcher over one table: its list call's search filter (so both find the same rows), an order,
 * and how a row is shown.
 */
function tableSearcher<T extends PgTable & { id: PgColumn }>(options: {
  kind: AdminSearchKind;
  table: T;
  /** May look other records up first (a trip's search reads the matching parties). */
  filter: (text: string, db: Db) => SQL | Promise<SQL>;
  orderBy: SortKey[];
  show: (row: T['$inferSelect']) => Omit<AdminSearchItem, 'kind'>;
  /** The records of one branch, for a user held to it; a kind without branches shows all. */
  inBranch?: (branchId: string) => SQL;
}): AdminSearcher {
  return {
    kind: options.kind,
    async search(db, text, limit, branchId) {
      const found = await options.filter(text, db);
      const where = branchId && options.inBranch ? and(found, options.inBranch(branchId))! : found;
      const { rows, total } = await selectPage(db, options.table, where, options.orderBy, { page: 1, limit });
      const items = rows.map((row) => {
        const { id, ...shown } = options.show(row);
        return { id, kind: options.kind, ...shown };
      });
      return { total, items };
    },
  };
}

const messageStatusLabels: Record<MessageStatus, string> = { new: 'New', handled: 'Handled' };

const joined = (...parts: (string | null | undefined)[]) => parts.filter((part) => part).join(' · ');

export const userSearcher = tableSearcher({
  kind: 'user',
  table: users,
  filter: userSearchFilter,
  orderBy: [sortKey(users.name, false), sortKey(users.id, false)],
  show: (user) => ({
    id: user.id,
    title: user.name,
    subtitle: joined(user.email, ROLE_LABELS[user.role], user.active ? undefined : 'Disabled'),
    path: `/admin/users/${user.id}/edit`,
  }),
});

export const quoteSearcher = tableSearcher({
  kind: 'quote',
  table: quotes,
  filter: quoteSearchFilter,
  orderBy: [sortKey(quotes.createdAt, true), sortKey(quotes.number, true)],
  show: (quote) => ({
    id: quote.id,
    title: joined(formatQuoteReference(quote.number), `${quote.origin} → ${quote.destination}`),
    subtitle: joined(quote.company ?? quote.contactName, quoteStatusLabels[quote.status]),
    path: `/admin/quotes/${quote.id}`,
  }),
});

export const messageSearcher = tableSearcher({
  kind: 'message',
  table: contactMessages,
  filter: messageSearchFilter,
  orderBy: [sortKey(contactMessages.createdAt, true), sortKey(contactMessages.number, true)],
  show: (message) => ({
    id: message.id,
    title: joined(formatMessageReference(message.number), message.subject),
    subtitle: joined(message.name, messageStatusLabels[message.status]),
    path: `/admin/messages/${message.id}`,
  }),
});

/** The master records, searched through the same generated search text and trigram index as their lists. */
const masterSearcher = <T extends PgTable & { id: PgColumn; searchText: PgColumn }>(
  kind: AdminSearchKind,
  table: T,
  orderBy: SortKey[],
  show: (row: T['$inferSelect']) => Omit<AdminSearchItem, 'kind'>,
) => tableSearcher({ kind, table, filter: (text) => searchTextFilter(table.searchText, text)!, orderBy, show });

const inactive = (active: boolean) => (active ? undefined : 'Inactive');

export const billingPartySearcher = masterSearcher(
  'billing_party',
  billingParties,
  [sortKey(billingParties.name, false)],
  (party) => ({
    id: party.id,
    title: party.name,
    subtitle: joined(party.gstin, party.city, inactive(party.active)),
    path: `/admin/billing-parties/${party.id}/edit`,
  }),
);

export const vehicleSearcher = masterSearcher('vehicle', vehicles, [sortKey(vehicles.registrationNumber, false)], (vehicle) => ({
  id: vehicle.id,
  title: vehicle.registrationNumber,
  subtitle: joined(vehicle.ownerName, vehicle.brokerName && `Broker ${vehicle.brokerName}`, inactive(vehicle.active)),
  path: `/admin/vehicles/${vehicle.id}/edit`,
}));

export const bankSearcher = masterSearcher('bank', banks, [sortKey(banks.name, false)], (bank) => ({
  id: bank.id,
  title: bank.name,
  subtitle: joined(bankAccountTypeLabels[bank.accountType], bank.bankName, bank.accountNumber, inactive(bank.active)),
  path: `/admin/banks/${bank.id}/edit`,
}));

export const truckSearcher = masterSearcher('truck', trucks, [sortKey(trucks.registrationNumber, false)], (truck) => ({
  id: truck.id,
  title: truck.registrationNumber,
  subtitle: joined(truckTypeLabels[truck.truckType], truck.make, truck.model, truckStatusLabels[truck.status]),
  path: `/admin/trucks/${truck.id}`,
}));

export const driverSearcher = masterSearcher('driver', drivers, [sortKey(drivers.name, false)], (driver) => ({
  id: driver.id,
  title: driver.name,
  subtitle: joined(driver.phone, driver.licenceNumber, driverStatusLabels[driver.status]),
  path: `/admin/drivers/${driver.id}`,
}));

export const tripSearcher = tableSearcher({
  kind: 'trip',
  table: trips,
  filter: (text, db) => tripSearchFilter(db, text),
  orderBy: [sortKey(trips.tripDate, true), sortKey(trips.id, true)],
  inBranch: (branchId) => eq(trips.branchId, branchId),
  show: (trip) => ({
    id: trip.id,
    title: `${trip.tripNo} · ${trip.lrNo}`,
    subtitle: joined(`${trip.origin} → ${trip.destination}`, trip.trackingNumber, tripStatusLabels[trip.status]),
    path: `/admin/trips/${trip.id}`,
  }),
});

export const adminSearchers: readonly AdminSearcher[] = [
  tripSearcher,
  userSearcher,
  quoteSearcher,
  messageSearcher,
  billingPartySearcher,
  vehicleSearcher,
  bankSearcher,
  truckSearcher,
  driverSearcher,
];

/** What a role must hold to find each kind: the search shows no record its lists would refuse. */
const SEARCH_NEEDS: Record<AdminSearchKind, Permission> = {
  trip: 'operations.read',
  user: 'users',
  quote: 'site.inbox',
  message: 'site.inbox',
  billing_party: 'operations.read',
  vehicle: 'operations.read',
  bank: 'money.read',
  truck: 'operations.read',
  driver: 'operations.read',
};

export function createAdminSearch(db: Db, searchers: readonly AdminSearcher[] = adminSearchers) {
  return {
    /** `branchId`: the branch a user of one branch is held to; null for staff of every branch. */
    async search(query: string, limit: number, role: Role, branchId: string | null = null): Promise<AdminSearchResult> {
      const groups: AdminSearchGroup[] = [];
      // One after another on purpose: PGlite runs one query at a time anyway.
      for (const searcher of searchers) {
        if (can(role, SEARCH_NEEDS[searcher.kind]))
          groups.push({ kind: searcher.kind, ...(await searcher.search(db, query, limit, branchId)) });
      }
      return { query, groups };
    },
  };
}

export type AdminSearch = ReturnType<typeof createAdminSearch>;
