import { and, count, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import {
  canMoveQuote,
  formatQuoteReference,
  quoteStatuses,
  quoteStatusLabels,
  type createQuoteSchema,
  type Quote,
  type quoteListQuerySchema,
  type QuoteStats,
  type QuoteStatus,
  type updateQuoteStatusSchema,
} from 'shared-api/schemas';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { quoteDayCounts, quotes, type QuoteRow } from '../../db/schema';
import { recordAudit, type Actor } from '../../lib/audit';
import { sortKeys } from '../../lib/keyset';
import { searchInSortIndex, searchTextFilter, selectJsonPage, sharedWhileRunning, type Listed } from '../../lib/listing';
import { jsonRow } from '../../lib/json-row';
import type { JsonText } from '../../lib/json-text';
import { badRequest, conflict, notFound } from '../../lib/errors';

export const QUOTE_NOT_FOUND = 'Quote not found';
export const QUOTE_CHANGED_MEANWHILE = 'This quote was changed by someone else; reload and try again';

// Service inputs are what the route schemas produce (after trimming, defaults and coercion).
export type NewQuote = z.output<typeof createQuoteSchema>;
export type ListQuotesParams = z.output<typeof quoteListQuerySchema>;
export type QuoteStatusChange = z.output<typeof updateQuoteStatusSchema>;

/** Where a quote request came from: the signed-in user (if any) and the caller's address. */
export interface QuoteSource {
  customerId: string | null;
  ip: string;
}

/** The only shape in which a quote leaves the server: reference instead of number, ISO timestamps. */
export function toQuote(row: QuoteRow): Quote {
  return {
    id: row.id,
    reference: formatQuoteReference(row.number),
    customerId: row.customerId,
    contactName: row.contactName,
    company: row.company,
    email: row.email,
    phone: row.phone,
    service: row.service,
    origin: row.origin,
    destination: row.destination,
    commodity: row.commodity,
    pieces: row.pieces,
    weightKg: row.weightKg,
    volumeCbm: row.volumeCbm,
    loadType: row.loadType,
    readyDate: row.readyDate,
    hazardous: row.hazardous,
    temperatureControlled: row.temperatureControlled,
    message: row.message,
    status: row.status,
    quotedAmountPaise: row.quotedAmountPaise,
    statusChangedAt: row.statusChangedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** toQuote written by the database, for a list's rows (lib/json-row). */
export const quoteJson = jsonRow<Quote>({
  id: quotes.id,
  reference: sql`'Q-' || lpad(${quotes.number}::text, greatest(6, length(${quotes.number}::text)), '0')`,
  customerId: quotes.customerId,
  contactName: quotes.contactName,
  company: quotes.company,
  email: quotes.email,
  phone: quotes.phone,
  service: quotes.service,
  origin: quotes.origin,
  destination: quotes.destination,
  commodity: quotes.commodity,
  pieces: quotes.pieces,
  weightKg: quotes.weightKg,
  volumeCbm: quotes.volumeCbm,
  loadType: quotes.loadType,
  readyDate: quotes.readyDate,
  hazardous: quotes.hazardous,
  temperatureControlled: quotes.temperatureControlled,
  message: quotes.message,
  status: quotes.status,
  quotedAmountPaise: quotes.quotedAmountPaise,
  statusChangedAt: quotes.statusChangedAt,
  createdAt: quotes.createdAt,
  updatedAt: quotes.updatedAt,
});

const statusWord = (status: QuoteStatus) => quoteStatusLabels[status].toLowerCase();

/** Throws 409 unless `from → to` is one of the allowed moves. */
export function assertCanMove(from: QuoteStatus, to: QuoteStatus): void {
  if (from === to) throw conflict(`This quote is already ${statusWord(from)}`);
  if (!canMoveQuote(from, to)) throw conflict(`A quote that is ${statusWord(from)} cannot move to ${statusWord(to)}`);
}

const sortColumns = {
  createdAt: quotes.createdAt,
  readyDate: quotes.readyDate,
  status: quotes.status,
} as const;

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
const STATS_WEEKS = 12;

/** Midnight UTC of `date` (YYYY-MM-DD) plus `days`. Date filters and stats work in UTC days. */
const utcDay = (date: string, days = 0) => new Date(Date.parse(`${date}T00:00:00.000Z`) + days * DAY_MS);

/** Monday 00:00 UTC of the week containing `now`. */
function weekStartUtc(now: Date): Date {
  const midnight = utcDay(now.toISOString().slice(0, 10));
  const daysSinceMonday = (midnight.getUTCDay() + 6) % 7;
  return new Date(midnight.getTime() - daysSinceMonday * DAY_MS);
}

/**
 * Quotes containing `text` (case-insensitive; `%` and `_` literal) in their reference (Q-001042,
 * 001042 or 1042), contact, company, e-mail, places or commodity, through the generated search text
 * and its trigram index. The list's `search` and the back-office search.
 */
export function quoteSearchFilter(text: string): SQL {
  return searchTextFilter(quotes.searchText, text)!;
}

function listFilters(params: ListQuotesParams): (SQL | undefined)[] {
  return [
    params.search === undefined ? undefined : quoteSearchFilter(params.search),
    params.status ? eq(quotes.status, params.status) : undefined,
    params.service ? eq(quotes.service, params.service) : undefined,
    // Whole days: `to` includes everything up to the next midnight.
    params.from ? gte(quotes.createdAt, utcDay(params.from)) : undefined,
    params.to ? lt(quotes.createdAt, utcDay(params.to, 1)) : undefined,
  ];
}

export function createQuotesService(db: Db) {
  async function findById(id: string): Promise<QuoteRow | undefined> {
    const [row] = await db.select().from(quotes).where(eq(quotes.id, id)).limit(1);
    return row;
  }

  /**
   * From the quotes per UTC day and status that the database keeps (migration 0011): a few thousand rows
   * at most, however many quotes. The last 30 days start mid-day, so that first day's quotes are counted
   * from the table itself (one day of the created-at index).
   */
  async function computeStats(now: Date): Promise<QuoteStats> {
    const since30Days = new Date(now.getTime() - 30 * DAY_MS);
    const firstDay = since30Days.toISOString().slice(0, 10);
    const thisWeek = weekStartUtc(now);
    const firstWeek = new Date(thisWeek.getTime() - (STATS_WEEKS - 1) * WEEK_MS);
    const week = sql<string>`to_char(date_trunc('week', ${quoteDayCounts.day}::timestamp), 'YYYY-MM-DD')`;
    const [statusRows, [partFirstDay], weekRows] = await Promise.all([
      db
        .select({
          status: quoteDayCounts.status,
          total: sql<number>`sum(${quoteDayCounts.total})`.mapWith(Number),
          recent:
            sql<number>`coalesce(sum(${quoteDayCounts.total}) filter (where ${quoteDayCounts.day} > ${firstDay}), 0)`.mapWith(
              Number,
            ),
        })
        .from(quoteDayCounts)
        .groupBy(quoteDayCounts.status),
      db
        .select({ total: count() })
        .from(quotes)
        .where(and(gte(quotes.createdAt, since30Days), lt(quotes.createdAt, utcDay(firstDay, 1)))),
      db
        .select({ week, count: sql<number>`sum(${quoteDayCounts.total})`.mapWith(Number) })
        .from(quoteDayCounts)
        .where(gte(quoteDayCounts.day, firstWeek.toISOString().slice(0, 10)))
        .groupBy(week),
    ]);

    const byStatus = Object.fromEntries(quoteStatuses.map((status) => [status, 0])) as Record<QuoteStatus, number>;
    let total = 0;
    let last30Days = Number(partFirstDay?.total ?? 0);
    for (const row of statusRows) {
      byStatus[row.status] = row.total;
      total += row.total;
      last30Days += row.recent;
    }

    const counts = new Map(weekRows.map((row) => [row.week, row.count]));
    // Filled in here rather than with generate_series, so weeks without quotes still appear.
    const byWeek = Array.from({ length: STATS_WEEKS }, (_, index) => {
      const weekStart = new Date(firstWeek.getTime() + index * WEEK_MS).toISOString().slice(0, 10);
      return { weekStart, count: counts.get(weekStart) ?? 0 };
    });

    return { byStatus, total, last30Days, byWeek };
  }

  // Callers at the same moment share one reading (lib/listing.ts); writes start the next one afresh.
  const sharedStats = sharedWhileRunning(() => computeStats(new Date()));

  return {
    findById,

    async create(input: NewQuote, source: QuoteSource): Promise<Quote> {
      const [row] = await db
        .insert(quotes)
        .values({
          ...input,
          company: input.company ?? null,
          volumeCbm: input.volumeCbm ?? null,
          message: input.message ?? null,
          customerId: source.customerId,
          sourceIp: source.ip,
        })
        .returning();
      return toQuote(row!);
    },

    /** All quotes (admin), or only `customerId`'s when given (GET /quotes/mine); rows as the API's JSON text. */
    async list(params: ListQuotesParams, customerId?: string): Promise<Listed<JsonText<Quote>>> {
      const where = and(...listFilters(params), customerId === undefined ? undefined : eq(quotes.customerId, customerId));
      // number breaks ties (same status, same ready date), so pages never overlap or skip; each sort
      // has an index ending in number (db/schema/site.ts).
      const keys = sortKeys(params.sort, sortColumns, [quotes.number]);
      // The date's index holds the search text (migration 0030).
      const searchIn =
        customerId === undefined
          ? searchInSortIndex(quotes.searchText, params.sort, 'createdAt', listFilters({ ...params, search: undefined }))
          : undefined;
      return selectJsonPage(db, quotes, where, keys, params, { json: quoteJson }, { searchIn });
    },

    /** The dashboard's figures; `now` only for tests of the weeks and the last 30 days. */
    async stats(now?: Date): Promise<QuoteStats> {
      return now ? computeStats(now) : sharedStats.run();
    },

    /**
     * Race-free without locks: the UPDATE only matches while the quote still has the status that was
     * checked, so of two admins moving the same quote at once (on PostgreSQL), one gets a 409.
     */
    async updateStatus(actor: Actor, id: string, change: QuoteStatusChange): Promise<Quote> {
      const quote = await db.transaction(async (tx) => {
        const [current] = await tx.select().from(quotes).where(eq(quotes.id, id)).limit(1);
        if (!current) throw notFound(QUOTE_NOT_FOUND);
        assertCanMove(current.status, change.status);

        let quotedAmountPaise = current.quotedAmountPaise;
        if (change.status === 'quoted') {
          // The schema already requires it; checked again because the type cannot say so.
          if (change.quotedAmountPaise === undefined) {
            throw badRequest('Enter the quoted amount', { quotedAmountPaise: 'Enter the quoted amount' });
          }
          quotedAmountPaise = change.quotedAmountPaise;
        }

        const [row] = await tx
          .update(quotes)
          .set({ status: change.status, statusChangedAt: new Date(), quotedAmountPaise })
          .where(and(eq(quotes.id, id), eq(quotes.status, current.status)))
          .returning();
        if (!row) throw conflict(QUOTE_CHANGED_MEANWHILE);

        await recordAudit(tx, actor, {
          action: 'quote.status',
          entity: 'quote',
          entityId: id,
          before: { status: current.status },
          after: { status: row.status, quotedAmountPaise: row.quotedAmountPaise },
        });
        return toQuote(row);
      });
      return quote;
    },

    async remove(actor: Actor, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [deleted] = await tx.delete(quotes).where(eq(quotes.id, id)).returning();
        if (!deleted) throw notFound(QUOTE_NOT_FOUND);
        await recordAudit(tx, actor, {
          action: 'quote.delete',
          entity: 'quote',
          entityId: id,
          before: toQuote(deleted),
          after: null,
        });
      });
    },
  };
}

export type QuotesService = ReturnType<typeof createQuotesService>;
