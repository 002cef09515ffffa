import { and, eq, gte, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  driverAdvanceTypeLabels,
  formatTripSeriesNumber,
  moneyEntryPrefixes,
  type createMoneyEntrySchema,
  type moneyEntryListQuerySchema,
  type MoneyEntry,
} from 'shared-api/schemas';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { banks, drivers, financialSessions, moneyEntries, trips, type MoneyEntryRow } from '../../db/schema';
import { recordAudit, type Actor } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { sortKeys } from '../../lib/keyset';
import { selectPage, type Listed } from '../../lib/listing';
import type { ReferenceCheck } from '../../lib/references';
import { countUses } from '../../lib/references';
import { searchTextFilter } from '../masters/crud';
import { activeAccountType, fieldError, openSessionOfDate, payingAccount } from '../ledger/accounts';
import { postLines, reversalOf, reverseLines, type LedgerLineInput } from '../ledger/post';
import { nextNumber } from '../ledger/series';
import { openSessionFor } from '../sessions/service';

/*
 * Money entries (issue 28): transfers between the company's accounts and advances to drivers, each
 * numbered per session in its kind's series ('TR-2627-00001', 'DA-2627-00001'), posted to the ledger
 * in the transaction that records it, and reversed rather than deleted.
 */

export const MONEY_ENTRY_NOT_FOUND = 'Entry not found';

type CreateMoneyEntry = z.output<typeof createMoneyEntrySchema>;
export type ListMoneyEntriesParams = z.output<typeof moneyEntryListQuerySchema>;

const toBanks = alias(banks, 'to_banks');

function withRelated(reader: Pick<Db, 'select'>) {
  return reader
    .select({
      entry: moneyEntries,
      sessionName: financialSessions.name,
      fromBank: { id: banks.id, name: banks.name },
      toBank: { id: toBanks.id, name: toBanks.name },
      driver: { id: drivers.id, name: drivers.name },
      trip: { id: trips.id, tripNumber: trips.tripNumber },
    })
    .from(moneyEntries)
    .innerJoin(financialSessions, eq(financialSessions.id, moneyEntries.sessionId))
    .leftJoin(banks, eq(banks.id, moneyEntries.fromBankId))
    .leftJoin(toBanks, eq(toBanks.id, moneyEntries.toBankId))
    .leftJoin(drivers, eq(drivers.id, moneyEntries.driverId))
    .leftJoin(trips, eq(trips.id, moneyEntries.tripId));
}
type RelatedRow = Awaited<ReturnType<typeof withRelated>>[number];

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
    reversal: reversalOf(entry),
    createdAt: entry.createdAt.toISOString(),
  };
}

/** The lines an entry posts: a transfer out of one account into another; an advance out of an account onto the driver. */
function entryLines(entry: MoneyEntryRow, names: { driver?: string }): LedgerLineInput[] {
  const on = { sessionId: entry.sessionId, postedOn: entry.entryDate };
  const noted = (text: string) =>
    `${text}${entry.instrument ? `, ${entry.instrument}` : ''}${entry.notes ? ` — ${entry.notes}` : ''}`;
  if (entry.kind === 'transfer') {
    return [
      {
        ...on,
        account: { kind: 'bank', id: entry.fromBankId! },
        amountPaise: -entry.amountPaise,
        narration: noted('Transfer out'),
      },
      { ...on, account: { kind: 'bank', id: entry.toBankId! }, amountPaise: entry.amountPaise, narration: noted('Transfer in') },
    ];
  }
  const what = `${driverAdvanceTypeLabels[entry.advanceType!]} advance${entry.litres ? ` (${plainDecimal(entry.litres)} L)` : ''}`;
  return [
    {
      ...on,
      account: { kind: 'bank', id: entry.fromBankId! },
      amountPaise: -entry.amountPaise,
      narration: noted(`${what} to ${names.driver}`),
    },
    { ...on, account: { kind: 'driver', id: entry.driverId! }, amountPaise: entry.amountPaise, narration: noted(what) },
  ];
}

/** '120.500' (as the database gives a numeric) → '120.5'; '120.000' → '120'. */
const plainDecimal = (text: string) => (text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text);

const ledgerDocument = (entry: MoneyEntryRow) => ({ source: entry.kind, sourceId: entry.id, reference: entry.reference });

function listFilters(params: ListMoneyEntriesParams): (SQL | undefined)[] {
  return [
    searchTextFilter(moneyEntries.searchText, params.search),
    params.kind ? eq(moneyEntries.kind, params.kind) : undefined,
    params.sessionId ? eq(moneyEntries.sessionId, params.sessionId) : undefined,
    params.bankId ? or(eq(moneyEntries.fromBankId, params.bankId), eq(moneyEntries.toBankId, params.bankId)) : undefined,
    params.driverId ? eq(moneyEntries.driverId, params.driverId) : undefined,
    params.tripId ? eq(moneyEntries.tripId, params.tripId) : undefined,
    params.from ? gte(moneyEntries.entryDate, params.from) : undefined,
    params.to ? lte(moneyEntries.entryDate, params.to) : undefined,
    params.reversed === 'only'
      ? isNotNull(moneyEntries.reversedAt)
      : params.reversed === 'include'
        ? undefined
        : isNull(moneyEntries.reversedAt),
  ];
}

export const moneyEntryReferences = {
  bank: usedByEntries((id) => or(eq(moneyEntries.fromBankId, id), eq(moneyEntries.toBankId, id))!),
  driver: usedByEntries((id) => eq(moneyEntries.driverId, id)),
  trip: usedByEntries((id) => eq(moneyEntries.tripId, id)),
  session: usedByEntries((id) => eq(moneyEntries.sessionId, id)),
};

function usedByEntries(where: (id: string) => SQL): ReferenceCheck {
  return { noun: ['money entry', 'money entries'], count: (executor, id) => countUses(executor, moneyEntries, where(id)) };
}

export function createMoneyEntriesService(db: Db) {
  async function get(executor: Pick<Db, 'select'>, id: string): Promise<MoneyEntry> {
    const [row] = await withRelated(executor).where(eq(moneyEntries.id, id)).limit(1);
    if (!row) throw notFound(MONEY_ENTRY_NOT_FOUND);
    return toMoneyEntry(row);
  }

  return {
    get: (id: string) => get(db, id),

    async list(params: ListMoneyEntriesParams): Promise<Listed<MoneyEntry>> {
      const keys = sortKeys(params.sort, { entryDate: moneyEntries.entryDate, amount: moneyEntries.amountPaise }, [
        moneyEntries.createdAt,
        moneyEntries.id,
      ]);
      const { rows, ...page } = await selectPage(db, moneyEntries, and(...listFilters(params)), keys, params);
      const related = rows.length
        ? await withRelated(db).where(
            inArray(
              moneyEntries.id,
              rows.map((row) => row.id),
            ),
          )
        : [];
      const byId = new Map(related.map((row) => [row.entry.id, row]));
      return { items: rows.map((row) => toMoneyEntry(byId.get(row.id)!)), ...page };
    },

    async create(actor: Actor, input: CreateMoneyEntry): Promise<MoneyEntry> {
      const id = await db.transaction(async (tx) => {
        const session = await openSessionOfDate(tx, input.entryDate, 'entryDate');
        let columns: Partial<typeof moneyEntries.$inferInsert>;
        let driverName: string | undefined;
        if (input.kind === 'transfer') {
          await activeAccountType(tx, input.fromBankId, 'fromBankId');
          await activeAccountType(tx, input.toBankId, 'toBankId');
          columns = { fromBankId: input.fromBankId, toBankId: input.toBankId };
        } else {
          const [driver] = await tx.select({ name: drivers.name }).from(drivers).where(eq(drivers.id, input.driverId)).limit(1);
          if (!driver) throw fieldError('driverId', 'This driver does not exist (any more)');
          driverName = driver.name;
          if (input.tripId) {
            const [trip] = await tx.select({ driverId: trips.driverId }).from(trips).where(eq(trips.id, input.tripId)).limit(1);
            if (!trip) throw fieldError('tripId', 'This trip does not exist (any more)');
            if (trip.driverId !== input.driverId) throw fieldError('tripId', 'This trip has another driver');
          }
          columns = {
            fromBankId: await payingAccount(tx, input.mode, input.bankId, 'bankId'),
            driverId: input.driverId,
            tripId: input.tripId ?? null,
            advanceType: input.advanceType,
            litres: input.litres ?? null,
          };
        }
        const number = await nextNumber(tx, session.id, input.kind);
        const [row] = await tx
          .insert(moneyEntries)
          .values({
            ...columns,
            kind: input.kind,
            sessionId: session.id,
            number,
            reference: formatTripSeriesNumber(moneyEntryPrefixes[input.kind], session.name, number),
            entryDate: input.entryDate,
            amountPaise: input.amount,
            mode: input.mode,
            instrument: input.instrument ?? null,
            notes: input.notes ?? null,
            createdBy: actor.id,
          })
          .returning();
        await postLines(tx, actor, ledgerDocument(row!), entryLines(row!, { driver: driverName }));
        await recordAudit(tx, actor, {
          action: `money_entry.create`,
          entity: 'money_entry',
          entityId: row!.id,
          before: null,
          after: await get(tx, row!.id),
        });
        return row!.id;
      });
      return get(db, id);
    },

    async reverse(actor: Actor, id: string, reason: string): Promise<MoneyEntry> {
      await db.transaction(async (tx) => {
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
        await recordAudit(tx, actor, {
          action: 'money_entry.reverse',
          entity: 'money_entry',
          entityId: id,
          before,
          after: await get(tx, id),
        });
      });
      return get(db, id);
    },
  };
}

export type MoneyEntriesService = ReturnType<typeof createMoneyEntriesService>;
