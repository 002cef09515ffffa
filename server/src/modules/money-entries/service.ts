import { and, desc, eq, gte, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import {
  formatTripSeriesNumber,
  moneyEntryKindLabels,
  moneyEntryPrefixes,
  type MoneyEntryKind,
  type moneyEntryListQuerySchema,
  formatPaise,
  type applyOnAccountSchema,
  type MoneyEntry,
} from 'shared-api/schemas';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  banks,
  billingParties,
  drivers,
  financialSessions,
  freightBills,
  moneyEntries,
  moneyEntryDayTotals,
  receiptAllocations,
  trips,
  vehicles,
  type MoneyEntryRow,
} from '../../db/schema';
import { recordAudit, type Actor } from '../../lib/audit';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { sortKeys } from '../../lib/keyset';
import {
  keptCountNamed,
  listsAllStanding,
  readByIds,
  searchTextFilter,
  selectPageIds,
  standingCountWhenUnfiltered,
  standingSearchInSortIndex,
  type Listed,
} from '../../lib/listing';
import { pageByNumber, readPreparedPage, type PreparedList } from '../../lib/prepared-list';
import type { ReferenceCheck } from '../../lib/references';
import { countUses } from '../../lib/references';
import { fieldError, openSessionOfDate } from '../ledger/accounts';
import { postLines, reversalJson, reversalOf, reverseLines } from '../ledger/post';
import { nextNumber, seriesNumberSql } from '../ledger/series';
import { jsonObjectOrNull, jsonRow, rawJson } from '../../lib/json-row';
import type { JsonText } from '../../lib/json-text';
import { openSessionFor } from '../sessions/service';
import type { CreateMoneyEntry, EntryColumns, EntryKind, EntryKinds } from './kinds';
import { billsReceivedChanged, checkedBills } from './receipts';

type ApplyOnAccount = z.output<typeof applyOnAccountSchema>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/*
 * Money entries (issue 28): transfers, driver advances and settlements, receipts from parties and
 * payments to owners, each numbered per session in its kind's series ('TR-2627-00001', 'RC-2627-00001'),
 * posted to the ledger in the transaction that records it, and reversed rather than deleted. What each
 * kind checks and posts is its own (kinds.ts); this is what they share.
 */

export const MONEY_ENTRY_NOT_FOUND = 'Entry not found';

export type ListMoneyEntriesParams = z.output<typeof moneyEntryListQuerySchema>;

const toBanks = alias(banks, 'to_banks');

/**
 * The bills a receipt was set against, as JSON (empty for other entries): a probe of the allocations'
 * key per row, so a page or an export reads its entries and their allocations in one statement.
 */
const allocationsJson = sql<MoneyEntry['allocations'] | string>`(
  select coalesce(json_agg(json_build_object('billId', ${receiptAllocations.billId}, 'billNo', ${freightBills.billNo},
    'amountPaise', ${receiptAllocations.amountPaise}) order by ${freightBills.billDate}, ${freightBills.number}), '[]')
  from ${receiptAllocations} join ${freightBills} on ${freightBills.id} = ${receiptAllocations.billId}
  where ${receiptAllocations.receiptId} = ${moneyEntries.id})`;

/*
 * The entry's own columns that its answer shows: not the ones the joins below answer for (the bank,
 * trip, party… ids), its search text or its bookkeeping. A list page reads twenty of these, and every
 * column is formatted by PostgreSQL and mapped by the server for each of them.
 */
const shownColumns = {
  id: moneyEntries.id,
  kind: moneyEntries.kind,
  reference: moneyEntries.reference,
  number: moneyEntries.number,
  sessionId: moneyEntries.sessionId,
  entryDate: moneyEntries.entryDate,
  amountPaise: moneyEntries.amountPaise,
  mode: moneyEntries.mode,
  advanceType: moneyEntries.advanceType,
  litres: moneyEntries.litres,
  instrument: moneyEntries.instrument,
  notes: moneyEntries.notes,
  ownerPaymentStage: moneyEntries.ownerPaymentStage,
  tdsPaise: moneyEntries.tdsPaise,
  tdsRateBasisPoints: moneyEntries.tdsRateBasisPoints,
  tdsOverrideReason: moneyEntries.tdsOverrideReason,
  settlementDirection: moneyEntries.settlementDirection,
  settlementFigures: moneyEntries.settlementFigures,
  reversedAt: moneyEntries.reversedAt,
  reversedBy: moneyEntries.reversedBy,
  reversalReason: moneyEntries.reversalReason,
  createdAt: moneyEntries.createdAt,
};

/** The entries with the records they point at joined, selecting `selection` of them. */
function fromRelated<Selection extends SelectedFields>(reader: Pick<Db, 'select'>, selection: Selection) {
  return reader
    .select({ id: moneyEntries.id, ...selection })
    .from(moneyEntries)
    .innerJoin(financialSessions, eq(financialSessions.id, moneyEntries.sessionId))
    .leftJoin(banks, eq(banks.id, moneyEntries.fromBankId))
    .leftJoin(toBanks, eq(toBanks.id, moneyEntries.toBankId))
    .leftJoin(drivers, eq(drivers.id, moneyEntries.driverId))
    .leftJoin(trips, eq(trips.id, moneyEntries.tripId))
    .leftJoin(billingParties, eq(billingParties.id, moneyEntries.billingPartyId))
    .leftJoin(vehicles, eq(vehicles.id, moneyEntries.vehicleId));
}

function withRelated<Extra extends Record<string, SQL>>(reader: Pick<Db, 'select'>, extra: Extra = {} as Extra) {
  return fromRelated(reader, {
    ...extra,
    entry: shownColumns,
    sessionName: financialSessions.name,
    fromBank: { id: banks.id, name: banks.name },
    toBank: { id: toBanks.id, name: toBanks.name },
    driver: { id: drivers.id, name: drivers.name },
    trip: { id: trips.id, tripNumber: trips.tripNumber },
    billingParty: { id: billingParties.id, name: billingParties.name },
    vehicle: { id: vehicles.id, registrationNumber: vehicles.registrationNumber, ownerName: vehicles.ownerName },
    allocations: allocationsJson,
  });
}
type RelatedRow = Awaited<ReturnType<typeof withRelated>>[number];

/** toMoneyEntry written by the database, for a list's rows (lib/json-row). */
const moneyEntryJson = jsonRow<MoneyEntry>({
  id: moneyEntries.id,
  kind: moneyEntries.kind,
  reference: moneyEntries.reference,
  number: moneyEntries.number,
  sessionId: moneyEntries.sessionId,
  sessionName: financialSessions.name,
  entryDate: moneyEntries.entryDate,
  amountPaise: moneyEntries.amountPaise,
  mode: moneyEntries.mode,
  fromBank: jsonObjectOrNull(banks.id, { id: banks.id, name: banks.name }),
  toBank: jsonObjectOrNull(toBanks.id, { id: toBanks.id, name: toBanks.name }),
  driver: jsonObjectOrNull(drivers.id, { id: drivers.id, name: drivers.name }),
  trip: jsonObjectOrNull(trips.id, { id: trips.id, reference: seriesNumberSql('T', financialSessions.name, trips.tripNumber) }),
  advanceType: moneyEntries.advanceType,
  litres: moneyEntries.litres,
  instrument: moneyEntries.instrument,
  notes: moneyEntries.notes,
  billingParty: jsonObjectOrNull(billingParties.id, { id: billingParties.id, name: billingParties.name }),
  vehicle: jsonObjectOrNull(vehicles.id, {
    id: vehicles.id,
    registrationNumber: vehicles.registrationNumber,
    ownerName: vehicles.ownerName,
  }),
  ownerPaymentStage: moneyEntries.ownerPaymentStage,
  tdsPaise: moneyEntries.tdsPaise,
  tdsRateBasisPoints: moneyEntries.tdsRateBasisPoints,
  tdsOverrideReason: moneyEntries.tdsOverrideReason,
  settledPaise: sql`${moneyEntries.amountPaise} + ${moneyEntries.tdsPaise}`,
  allocations: rawJson(allocationsJson),
  settlementDirection: moneyEntries.settlementDirection,
  settlementFigures: moneyEntries.settlementFigures,
  reversal: reversalJson(moneyEntries),
  createdAt: moneyEntries.createdAt,
});

const jsonOfPage = readByIds('money_entries_json', moneyEntries.id, (reader, matching) =>
  fromRelated(reader, { json: moneyEntryJson }).where(matching),
);

function toMoneyEntry(row: RelatedRow): MoneyEntry {
  const { entry } = row;
  return {
    id: entry.id,
    kind: entry.kind,
    reference: entry.reference,
    number: entry.number,
    sessionId: entry.sessionId,
    sessionName: row.sessionName,
    entryDate: entry.entryDate,
    amountPaise: entry.amountPaise,
    mode: entry.mode,
    fromBank: row.fromBank,
    toBank: row.toBank,
    driver: row.driver,
    trip: row.trip ? { id: row.trip.id, reference: formatTripSeriesNumber('T', row.sessionName, row.trip.tripNumber) } : null,
    advanceType: entry.advanceType,
    litres: entry.litres,
    instrument: entry.instrument,
    notes: entry.notes,
    billingParty: row.billingParty,
    vehicle: row.vehicle,
    ownerPaymentStage: entry.ownerPaymentStage,
    tdsPaise: entry.tdsPaise,
    tdsRateBasisPoints: entry.tdsRateBasisPoints,
    tdsOverrideReason: entry.tdsOverrideReason,
    settledPaise: entry.amountPaise + entry.tdsPaise,
    allocations:
      typeof row.allocations === 'string' ? (JSON.parse(row.allocations) as MoneyEntry['allocations']) : row.allocations,
    settlementDirection: entry.settlementDirection,
    settlementFigures: (entry.settlementFigures as MoneyEntry['settlementFigures']) ?? null,
    reversal: reversalOf(entry),
    createdAt: entry.createdAt.toISOString(),
  };
}

const ledgerDocument = (entry: MoneyEntryRow) => ({ source: entry.kind, sourceId: entry.id, reference: entry.reference });

/**
 * The branch an entry is made in: its trip's (a driver advance for a trip, a trip's party advance), else
 * the caller's. A user of one branch cannot name another branch's trip: to them it does not exist.
 */
async function branchOfEntry(executor: Pick<Db, 'select'>, tripId: string | null, callerBranch: string | null) {
  if (!tripId) return callerBranch;
  const [trip] = await executor.select({ branchId: trips.branchId }).from(trips).where(eq(trips.id, tripId)).limit(1);
  if (!trip || (callerBranch !== null && trip.branchId !== callerBranch)) {
    throw fieldError('tripId', 'This trip does not exist (any more)');
  }
  return trip.branchId;
}

function listFilters(params: ListMoneyEntriesParams): (SQL | undefined)[] {
  return [
    searchTextFilter(moneyEntries.searchText, params.search),
    params.kind ? eq(moneyEntries.kind, params.kind) : undefined,
    params.sessionId ? eq(moneyEntries.sessionId, params.sessionId) : undefined,
    params.bankId ? or(eq(moneyEntries.fromBankId, params.bankId), eq(moneyEntries.toBankId, params.bankId)) : undefined,
    params.driverId ? eq(moneyEntries.driverId, params.driverId) : undefined,
    params.tripId ? eq(moneyEntries.tripId, params.tripId) : undefined,
    params.billingPartyId ? eq(moneyEntries.billingPartyId, params.billingPartyId) : undefined,
    params.vehicleId ? eq(moneyEntries.vehicleId, params.vehicleId) : undefined,
    params.from ? gte(moneyEntries.entryDate, params.from) : undefined,
    params.to ? lte(moneyEntries.entryDate, params.to) : undefined,
    params.branchId ? eq(moneyEntries.branchId, params.branchId) : undefined,
    reversedFilter(params),
  ];
}

/** The entries that stand by default; with `reversed`, the reversed ones too, or only they. */
function reversedFilter(params: Pick<ListMoneyEntriesParams, 'reversed'>): SQL | undefined {
  if (params.reversed === 'include') return undefined;
  return params.reversed === 'only' ? isNotNull(moneyEntries.reversedAt) : isNull(moneyEntries.reversedAt);
}

/**
 * The history's total as the database keeps it (migrations 0020, 0026), when only the kind and the
 * dates narrow the entries that stand; undefined when anything else narrows them, which is counted.
 */
function keptStandingCount(params: ListMoneyEntriesParams): SQL<number> | undefined {
  const { kind, from, to } = params;
  if (!kind && !from && !to) return standingCountWhenUnfiltered(moneyEntries, params, listFilters);
  if (!listsAllStanding({ ...params, kind: undefined, from: undefined, to: undefined }, listFilters)) return undefined;
  return kind && !from && !to ? standingCountOfKind(kind) : standingCountByDays({ kind, from, to });
}

/** The entries of a kind (a value or a placeholder) that stand, as the database keeps them (migration 0039). */
const standingCountOfKind = (kind: unknown) => keptCountNamed(sql`'money_entries standing ' || ${kind}::text`);

/** The entries that stand of a kind and between dates (each a value or a placeholder), from the kept day totals. */
function standingCountByDays({ kind, from, to }: { kind?: unknown; from?: unknown; to?: unknown }): SQL<number> {
  const days = moneyEntryDayTotals;
  const narrowed = and(
    kind === undefined ? undefined : eq(days.kind, kind as MoneyEntryKind),
    from === undefined ? undefined : gte(days.entryDate, from as string),
    to === undefined ? undefined : lte(days.entryDate, to as string),
  );
  return sql<number>`(select coalesce(sum(${days.entries}), 0) from ${days} where ${narrowed})`;
}

type PreparedFilter = 'kind' | 'sessionId' | 'from' | 'to';
const PREPARED_FILTERS: readonly PreparedFilter[] = ['kind', 'sessionId', 'from', 'to'];

/**
 * The history narrowed by kind, session and dates only, read with what its entries show in one
 * prepared statement (lib/prepared-list.ts). A bank's, driver's, party's, vehicle's or trip's entries
 * number from a handful to a hundred thousand, so one plan would not serve them all: those, and a
 * search, are read as a page of ids and then the entries.
 */
const preparedHistory: PreparedList<PreparedFilter> = {
  name: 'money_entries_page',
  table: moneyEntries,
  related: (reader, fields) => fromRelated(reader, { ...fields, json: moneyEntryJson }).$dynamic(),
  filters: {
    kind: (value) => eq(moneyEntries.kind, value as MoneyEntryKind),
    sessionId: (value) => eq(moneyEntries.sessionId, value as string),
    from: (value) => gte(moneyEntries.entryDate, value as string),
    to: (value) => lte(moneyEntries.entryDate, value as string),
  },
  kept: (present, value, fixedKey) => {
    if (fixedKey !== 'standing' || present.includes('sessionId')) return undefined;
    if (present.length === 0) return keptCountNamed('money_entries standing');
    if (present.length === 1 && present[0] === 'kind') return standingCountOfKind(value('kind'));
    return standingCountByDays(Object.fromEntries(present.map((name) => [name, value(name)])));
  },
};

const readsPrepared = (params: ListMoneyEntriesParams) =>
  !params.search &&
  !pageByNumber(params) &&
  listFilters({ ...params, reversed: 'include', kind: undefined, sessionId: undefined, from: undefined, to: undefined }).every(
    (filter) => filter === undefined,
  );

export const moneyEntryReferences = {
  bank: usedByEntries((id) => or(eq(moneyEntries.fromBankId, id), eq(moneyEntries.toBankId, id))!),
  driver: usedByEntries((id) => eq(moneyEntries.driverId, id)),
  trip: usedByEntries((id) => eq(moneyEntries.tripId, id)),
  session: usedByEntries((id) => eq(moneyEntries.sessionId, id)),
  party: usedByEntries((id) => eq(moneyEntries.billingPartyId, id)),
  vehicle: usedByEntries((id) => eq(moneyEntries.vehicleId, id)),
};

function usedByEntries(where: (id: string) => SQL): ReferenceCheck {
  return { noun: ['money entry', 'money entries'], count: (executor, id) => countUses(executor, moneyEntries, where(id)) };
}

export interface MoneyEntriesServiceOptions {
  /** Where the history's prepared pages run (Database.genericPlans); `db` by default. */
  genericPlans?: Db;
}

export function createMoneyEntriesService(
  db: Db,
  kinds: Partial<EntryKinds>,
  { genericPlans = db }: MoneyEntriesServiceOptions = {},
) {
  const kindOf = (kind: MoneyEntryKind) => {
    const handler = kinds[kind] as EntryKind<MoneyEntryKind> | undefined;
    if (!handler)
      throw badRequest(`${moneyEntryKindLabels[kind]} entries are not taken by this server yet`, { kind: 'Not available yet' });
    return handler;
  };

  async function get(executor: Pick<Db, 'select'>, id: string): Promise<MoneyEntry> {
    const [row] = await withRelated(executor).where(eq(moneyEntries.id, id)).limit(1);
    if (!row) throw notFound(MONEY_ENTRY_NOT_FOUND);
    return toMoneyEntry(row);
  }

  /** Records an entry; `warnings` are what the accountant should know though it stands. */
  async function record(
    tx: Tx,
    actor: Actor,
    input: CreateMoneyEntry,
    own: Pick<EntryColumns, 'tripId'> = {},
    callerBranch: string | null = null,
  ): Promise<{ id: string; warnings: string[] }> {
    const kind = kindOf(input.kind);
    const session = await openSessionOfDate(tx, input.entryDate, 'entryDate');
    const { amountPaise, ...columns } = await kind.columns(tx, input, session);
    const branchId = await branchOfEntry(tx, own.tripId ?? columns.tripId ?? null, callerBranch);
    const number = await nextNumber(tx, session.id, input.kind);
    const [row] = await tx
      .insert(moneyEntries)
      .values({
        ...columns,
        ...own,
        branchId,
        kind: input.kind,
        sessionId: session.id,
        number,
        reference: formatTripSeriesNumber(moneyEntryPrefixes[input.kind], session.name, number),
        entryDate: input.entryDate,
        amountPaise: amountPaise!,
        mode: input.mode,
        instrument: input.instrument ?? null,
        notes: input.notes ?? null,
        createdBy: actor.id,
      })
      .returning();
    await postLines(tx, actor, ledgerDocument(row!), await kind.lines(tx, row!));
    await kind.recorded?.(tx, actor, row!, input);
    await recordAudit(tx, actor, {
      action: `money_entry.create`,
      entity: 'money_entry',
      entityId: row!.id,
      before: null,
      after: await get(tx, row!.id),
    });
    return { id: row!.id, warnings: (await kind.warnings?.(tx, row!)) ?? [] };
  }

  async function reverseIn(tx: Tx, actor: Actor, id: string, reason: string): Promise<void> {
    const [current] = await tx.select().from(moneyEntries).where(eq(moneyEntries.id, id)).for('update');
    if (!current) throw notFound(MONEY_ENTRY_NOT_FOUND);
    if (current.reversedAt) throw conflict(`${current.reference} was reversed already`);
    await openSessionFor(tx, current.entryDate);
    const before = await get(tx, id);
    await reverseLines(tx, actor, ledgerDocument(current), {
      postedOn: current.entryDate,
      sessionId: current.sessionId,
      narration: `Reversed: ${reason}`,
    });
    await tx
      .update(moneyEntries)
      .set({ reversedAt: sql`now()`, reversedBy: actor.id, reversalReason: reason })
      .where(eq(moneyEntries.id, id));
    await kindOf(current.kind).reversed?.(tx, actor, { ...current, reversedAt: new Date() });
    await recordAudit(tx, actor, {
      action: 'money_entry.reverse',
      entity: 'money_entry',
      entityId: id,
      before,
      after: await get(tx, id),
    });
  }

  return {
    get: (id: string) => get(db, id),

    /** A page of the history, its items as the API's JSON text (listJsonEnvelope). */
    async list(params: ListMoneyEntriesParams): Promise<Listed<JsonText<MoneyEntry>>> {
      const keys = sortKeys(params.sort, { entryDate: moneyEntries.entryDate, amount: moneyEntries.amountPaise }, [
        moneyEntries.createdAt,
        moneyEntries.id,
      ]);
      if (readsPrepared(params)) {
        const values = Object.fromEntries(PREPARED_FILTERS.map((name) => [name, params[name]]));
        const { rows, ...page } = await readPreparedPage<PreparedFilter, { json: JsonText<MoneyEntry> }>(
          genericPlans,
          preparedHistory,
          keys,
          params,
          values,
          {
            key: params.reversed ?? 'standing',
            where: reversedFilter(params),
          },
        );
        return { items: rows.map((row) => row.json), ...page };
      }
      const { rows, ...page } = await selectPageIds(
        db,
        moneyEntries,
        and(...listFilters(params)),
        keys,
        params,
        keptStandingCount(params),
        standingSearchInSortIndex(moneyEntries.searchText, moneyEntries.reversedAt, params, 'entryDate', listFilters),
      );
      const written = await jsonOfPage(
        db,
        rows.map((row) => row.id),
      );
      const byId = new Map(written.map((row) => [row.id, row.json]));
      return { items: rows.map((row) => byId.get(row.id)!), ...page };
    },

    /** Every entry the history's filters match, newest first, up to `max` (null when more match). */
    async listAll(params: ListMoneyEntriesParams, max: number): Promise<MoneyEntry[] | null> {
      const rows = await withRelated(db)
        .where(and(...listFilters(params)))
        .orderBy(desc(moneyEntries.entryDate), desc(moneyEntries.createdAt), desc(moneyEntries.id))
        .limit(max + 1);
      if (rows.length > max) return null;
      return rows.map(toMoneyEntry);
    },

    /** The branch of an entry (null: outside any branch); undefined when there is no such entry. */
    async branchOf(id: string): Promise<string | null | undefined> {
      const [row] = await db
        .select({ branchId: moneyEntries.branchId })
        .from(moneyEntries)
        .where(eq(moneyEntries.id, id))
        .limit(1);
      return row?.branchId;
    },

    /** `callerBranch`: the branch of a user of one branch, where the entry is made; null for staff of every branch. */
    async create(
      actor: Actor,
      input: CreateMoneyEntry,
      callerBranch: string | null = null,
    ): Promise<{ entry: MoneyEntry; warnings: string[] }> {
      const { id, warnings } = await db.transaction((tx) => record(tx, actor, input, {}, callerBranch));
      return { entry: await get(db, id), warnings };
    },

    async reverse(actor: Actor, id: string, reason: string): Promise<MoneyEntry> {
      await db.transaction(async (tx) => {
        const [entry] = await tx
          .select({ reference: moneyEntries.reference, kind: moneyEntries.kind, tripNo: trips.tripNo })
          .from(moneyEntries)
          .leftJoin(trips, eq(trips.id, moneyEntries.tripId))
          .where(eq(moneyEntries.id, id));
        // A trip's party advance follows the trip (trips/party-advance.ts): reversed alone, the trip would still show it.
        if (entry?.kind === 'receipt' && entry.tripNo) {
          throw conflict(
            `${entry.reference} is the party advance of ${entry.tripNo}: change or clear the advance on the trip instead`,
          );
        }
        await reverseIn(tx, actor, id, reason);
      });
      return get(db, id);
    },

    /** Records an entry inside a transaction another record writes (a trip's party advance). */
    recordIn: record,
    /** Reverses an entry inside a transaction another record writes. */
    reverseIn,

    /**
     * Sets what a standing receipt left on account against the party's open bills (an advance against a
     * bill raised since, or an overpayment against the next bill). The party's account does not move
     * (the receipt credited it when the money came); the bills' balances, their trips and the ageing do.
     * The receipt is locked, so two applications of the same money take turns; its session must be open.
     */
    async applyOnAccount(actor: Actor, id: string, input: ApplyOnAccount): Promise<{ entry: MoneyEntry; billNos: string[] }> {
      const billNos = await db.transaction(async (tx) => {
        const [current] = await tx.select().from(moneyEntries).where(eq(moneyEntries.id, id)).for('update');
        if (!current) throw notFound(MONEY_ENTRY_NOT_FOUND);
        if (current.kind !== 'receipt')
          throw conflict(`${current.reference} is not a receipt: only a receipt has money on account`);
        if (current.reversedAt) throw conflict(`${current.reference} was reversed: it has nothing on account`);
        await openSessionFor(tx, current.entryDate);
        const before = await get(tx, id);
        const onAccount = before.settledPaise - before.allocations.reduce((sum, allocation) => sum + allocation.amountPaise, 0);
        const asked = input.allocations.reduce((sum, allocation) => sum + allocation.amount, 0);
        if (asked > onAccount) {
          throw fieldError(
            'allocations',
            onAccount > 0
              ? `Only ${formatPaise(onAccount)} of ${current.reference} is on account`
              : `Nothing of ${current.reference} is on account: it is all set against bills`,
          );
        }
        const named = await checkedBills(tx, current.billingPartyId!, input.allocations);
        // Set against a bill it already paid part of, the amounts add up in its one allocation.
        await tx
          .insert(receiptAllocations)
          .values(
            input.allocations.map((allocation) => ({ receiptId: id, billId: allocation.billId, amountPaise: allocation.amount })),
          )
          .onConflictDoUpdate({
            target: [receiptAllocations.receiptId, receiptAllocations.billId],
            set: { amountPaise: sql`${receiptAllocations.amountPaise} + excluded.amount_paise` },
          });
        await billsReceivedChanged(
          tx,
          input.allocations.map((allocation) => allocation.billId),
        );
        await recordAudit(tx, actor, {
          action: 'money_entry.allocate',
          entity: 'money_entry',
          entityId: id,
          before,
          after: await get(tx, id),
        });
        return named;
      });
      return { entry: await get(db, id), billNos };
    },
  };
}

export type MoneyEntriesService = ReturnType<typeof createMoneyEntriesService>;
