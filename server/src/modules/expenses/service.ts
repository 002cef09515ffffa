import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import {
  expenseErrors,
  expenseTypeLabels,
  expenseTypes,
  EXPENSE_SUMMARY_TRUCKS,
  formatTripSeriesNumber,
  type Expense,
  type ExpenseCategory,
  type ExpenseSummary,
  type ExpenseSummaryRow,
  type ExpenseTotals,
  type PaymentMode,
} from 'shared-api/schemas';
import type { z } from 'zod';
import type {
  createExpenseCategorySchema,
  createExpenseSchema,
  expenseListQuerySchema,
  expenseSummaryQuerySchema,
  updateExpenseSchema,
} from 'shared-api/schemas';
import type { PgColumn, SelectedFields } from 'drizzle-orm/pg-core';
import { rowsOf, type Db } from '../../db/client';
import { banks, drivers, expenseCategories, expenses, financialSessions, trips, trucks, type ExpenseRow } from '../../db/schema';
import { monthLabel, monthsOf, wholeMonthsOf } from '../../lib/months';
import { recordAudit, type Actor } from '../../lib/audit';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../lib/errors';
import { sortKeys } from '../../lib/keyset';
import {
  COUNT_CAP,
  keptCountNamed,
  readByIds,
  searchTextFilter,
  selectPageIds,
  standingCountWhenUnfiltered,
  standingSearchInSortIndex,
  type Listed,
} from '../../lib/listing';
import { pageByNumber, readPreparedPage, type PreparedList } from '../../lib/prepared-list';
import { countUses, type ReferenceCheck } from '../../lib/references';
import { postLines, reversalJson, reversalOf, reverseLines, type LedgerLineInput } from '../ledger/post';
import { nextNumber, seriesNumberSql } from '../ledger/series';
import { jsonObject, jsonObjectOrNull, jsonRow } from '../../lib/json-row';
import type { JsonText } from '../../lib/json-text';
import { openSessionFor } from '../sessions/service';
import { reportBranch } from '../branches/service';
import { fieldError, openSessionOfDate, payingAccount } from '../ledger/accounts';

/*
 * Expenses (issue 28): numbered per session ('E-2627-00042'), posted to the ledger of the account that
 * paid them (a bank, the cash box, or the driver's advances) in the transaction that records them, and
 * never erased: a change reverses the old lines and posts new ones, a "delete" reverses them for good.
 */

export const EXPENSE_NOT_FOUND = 'Expense not found';
export const EXPENSE_REVERSED = 'This expense was reversed: it can no longer be changed';

type CreateExpense = z.output<typeof createExpenseSchema>;
type UpdateExpense = z.output<typeof updateExpenseSchema>;
export type ListExpensesParams = z.output<typeof expenseListQuerySchema>;
export type ExpenseSummaryParams = z.output<typeof expenseSummaryQuerySchema>;

/** One figure of the expense summary: the total, or a type's, a category's, a month's or a truck's. */
interface SummaryFigure {
  grouped_by: 'total' | 'type' | 'category' | 'month' | 'truck';
  key: string | null;
  count: string;
  amount: string;
}
type Executor = Parameters<Parameters<Db['transaction']>[0]>[0];

const sortColumns = { expenseDate: expenses.expenseDate, amount: expenses.amountPaise, number: expenses.number } as const;

/** The row with what its page shows of the records it points at, in one statement. */
/** The expense's own columns its answer shows (as the money entries' list reads them: not the joined ids, search text or bookkeeping). */
const shownColumns = {
  id: expenses.id,
  reference: expenses.reference,
  number: expenses.number,
  sessionId: expenses.sessionId,
  expenseDate: expenses.expenseDate,
  type: expenses.type,
  amountPaise: expenses.amountPaise,
  litres: expenses.litres,
  ratePaise: expenses.ratePaise,
  mode: expenses.mode,
  paidByDriver: expenses.paidByDriver,
  billNumber: expenses.billNumber,
  notes: expenses.notes,
  reversedAt: expenses.reversedAt,
  reversedBy: expenses.reversedBy,
  reversalReason: expenses.reversalReason,
  createdAt: expenses.createdAt,
  updatedAt: expenses.updatedAt,
};

/** The expenses with the records they point at joined, selecting `selection` of them. */
function fromRelated<Selection extends SelectedFields>(reader: Pick<Db, 'select'>, selection: Selection) {
  return reader
    .select({ id: expenses.id, ...selection })
    .from(expenses)
    .innerJoin(financialSessions, eq(financialSessions.id, expenses.sessionId))
    .innerJoin(expenseCategories, eq(expenseCategories.id, expenses.categoryId))
    .leftJoin(trips, eq(trips.id, expenses.tripId))
    .leftJoin(trucks, eq(trucks.id, expenses.truckId))
    .leftJoin(drivers, eq(drivers.id, expenses.driverId))
    .leftJoin(banks, eq(banks.id, expenses.bankId));
}

function withRelated<Extra extends Record<string, SQL>>(reader: Pick<Db, 'select'>, extra: Extra = {} as Extra) {
  return fromRelated(reader, {
    ...extra,
    expense: shownColumns,
    sessionName: financialSessions.name,
    category: { id: expenseCategories.id, name: expenseCategories.name, perLitre: expenseCategories.perLitre },
    trip: { id: trips.id, tripNumber: trips.tripNumber },
    truck: { id: trucks.id, registrationNumber: trucks.registrationNumber },
    driver: { id: drivers.id, name: drivers.name },
    bank: { id: banks.id, name: banks.name },
  });
}
type RelatedRow = Awaited<ReturnType<typeof withRelated>>[number];

/** toExpense written by the database, for a list's rows (lib/json-row). */
const expenseJson = jsonRow<Expense>({
  id: expenses.id,
  reference: expenses.reference,
  number: expenses.number,
  sessionId: expenses.sessionId,
  sessionName: financialSessions.name,
  expenseDate: expenses.expenseDate,
  type: expenses.type,
  category: jsonObject({ id: expenseCategories.id, name: expenseCategories.name, perLitre: expenseCategories.perLitre }),
  amountPaise: expenses.amountPaise,
  litres: expenses.litres,
  ratePaise: expenses.ratePaise,
  trip: jsonObjectOrNull(trips.id, { id: trips.id, reference: seriesNumberSql('T', financialSessions.name, trips.tripNumber) }),
  truck: jsonObjectOrNull(trucks.id, { id: trucks.id, registrationNumber: trucks.registrationNumber }),
  driver: jsonObjectOrNull(drivers.id, { id: drivers.id, name: drivers.name }),
  mode: expenses.mode,
  bank: jsonObjectOrNull(banks.id, { id: banks.id, name: banks.name }),
  paidByDriver: expenses.paidByDriver,
  billNumber: expenses.billNumber,
  notes: expenses.notes,
  reversal: reversalJson(expenses),
  createdAt: expenses.createdAt,
  updatedAt: expenses.updatedAt,
});

const jsonOfPage = readByIds('expenses_json', expenses.id, (reader, matching) =>
  fromRelated(reader, { json: expenseJson }).where(matching),
);

/** The filters a page is read for by a prepared statement: their plans do not depend on their values. */
const PREPARED_FILTERS = ['sessionId', 'type', 'from', 'to'] as const;
type PreparedFilter = (typeof PREPARED_FILTERS)[number];

/*
 * The list's first page and its pages by cursor, unfiltered or by session, type or dates, in one
 * statement prepared per shape (lib/prepared-list.ts). Read as a page of ids and then the expenses
 * with what they show, a call sent two, and each round trip cost the server more than the page's query;
 * a search, a filter by a truck, driver, trip, bank, category or mode (one truck's few expenses
 * against another's thousands) and pages by number stay on the statements built for their call.
 */
const preparedExpenses: PreparedList<PreparedFilter> = {
  name: 'expenses_page',
  table: expenses,
  related: (reader, fields) => fromRelated(reader, { ...fields, json: expenseJson }).$dynamic(),
  filters: {
    sessionId: (value) => eq(expenses.sessionId, value as string),
    type: (value) => eq(expenses.type, value as ExpenseRow['type']),
    from: (value) => gte(expenses.expenseDate, value as string),
    to: (value) => lte(expenses.expenseDate, value as string),
  },
  kept: (present, _value, fixedKey) =>
    present.length === 0 && fixedKey === 'standing' ? keptCountNamed('expenses standing') : undefined,
};

const readsPrepared = (params: ListExpensesParams) =>
  !params.search &&
  !pageByNumber(params) &&
  listFilters({ ...params, reversed: 'include', sessionId: undefined, type: undefined, from: undefined, to: undefined }).every(
    (filter) => filter === undefined,
  );

function toExpense(row: RelatedRow): Expense {
  const { expense } = row;
  return {
    id: expense.id,
    reference: expense.reference,
    number: expense.number,
    sessionId: expense.sessionId,
    sessionName: row.sessionName,
    expenseDate: expense.expenseDate,
    type: expense.type,
    category: row.category,
    amountPaise: expense.amountPaise,
    litres: expense.litres,
    ratePaise: expense.ratePaise,
    trip: row.trip ? { id: row.trip.id, reference: formatTripSeriesNumber('T', row.sessionName, row.trip.tripNumber) } : null,
    truck: row.truck,
    driver: row.driver,
    mode: expense.mode,
    bank: row.bank,
    paidByDriver: expense.paidByDriver,
    billNumber: expense.billNumber,
    notes: expense.notes,
    reversal: reversalOf(expense),
    createdAt: expense.createdAt.toISOString(),
    updatedAt: expense.updatedAt.toISOString(),
  };
}

/** The columns of an expense as a form gives them (what create and update have in common). */
interface ExpenseValues {
  expenseDate: string;
  type: ExpenseRow['type'];
  categoryId: string;
  amount: number;
  litres: string | null;
  rate: number | null;
  tripId: string | null;
  truckId: string | null;
  driverId: string | null;
  mode: PaymentMode;
  bankId: string | null;
  paidByDriver: boolean;
  billNumber: string | null;
  notes: string | null;
  /** Its trip's branch, else the branch it was entered in (resolveValues); null: outside any branch. */
  branchId: string | null;
}

/**
 * Checks what needs the database and fills in what follows from it: the category's kind, the trip's
 * truck and driver, the cash box for cash. Throws field errors a form can show.
 */
async function resolveValues(executor: Executor, values: ExpenseValues, callerBranch: string | null): Promise<ExpenseValues> {
  const [category] = await executor.select().from(expenseCategories).where(eq(expenseCategories.id, values.categoryId)).limit(1);
  if (!category) throw fieldError('categoryId', 'Choose a category from the list');
  const resolved = { ...values };
  if (values.tripId) {
    const [trip] = await executor
      .select({ truckId: trips.truckId, driverId: trips.driverId, status: trips.status, branchId: trips.branchId })
      .from(trips)
      .where(eq(trips.id, values.tripId))
      .limit(1);
    // Another branch's trip is, to a user of one branch, a trip that does not exist.
    if (!trip || (callerBranch !== null && trip.branchId !== callerBranch))
      throw fieldError('tripId', 'This trip does not exist (any more)');
    resolved.branchId = trip.branchId;
    if (trip.status === 'cancelled') throw fieldError('tripId', 'This trip was cancelled: it takes no expenses');
    resolved.truckId ??= trip.truckId;
    resolved.driverId ??= trip.driverId;
  }
  if (resolved.truckId) {
    const [truck] = await executor.select({ id: trucks.id }).from(trucks).where(eq(trucks.id, resolved.truckId)).limit(1);
    if (!truck) throw fieldError('truckId', 'This truck does not exist (any more)');
  }
  if (resolved.driverId) {
    const [driver] = await executor.select({ id: drivers.id }).from(drivers).where(eq(drivers.id, resolved.driverId)).limit(1);
    if (!driver) throw fieldError('driverId', 'This driver does not exist (any more)');
  }
  const errors = expenseErrors(resolved, category.perLitre);
  if (Object.keys(errors).length > 0) throw badRequest(Object.values(errors)[0]!, errors);
  // Cash without a named account comes out of the cash box.
  if (!resolved.paidByDriver && resolved.mode !== 'credit') {
    resolved.bankId = await payingAccount(executor, resolved.mode, resolved.bankId, 'bankId');
  }
  return resolved;
}

const columnsOf = (values: ExpenseValues) => ({
  expenseDate: values.expenseDate,
  type: values.type,
  categoryId: values.categoryId,
  amountPaise: values.amount,
  litres: values.litres,
  ratePaise: values.rate,
  tripId: values.tripId,
  truckId: values.truckId,
  driverId: values.driverId,
  mode: values.mode,
  bankId: values.paidByDriver ? null : values.bankId,
  paidByDriver: values.paidByDriver,
  billNumber: values.billNumber,
  notes: values.notes,
  branchId: values.branchId,
});

const valuesOf = (row: ExpenseRow): ExpenseValues => ({
  expenseDate: row.expenseDate,
  type: row.type,
  categoryId: row.categoryId,
  amount: row.amountPaise,
  litres: row.litres,
  rate: row.ratePaise,
  tripId: row.tripId,
  truckId: row.truckId,
  driverId: row.driverId,
  mode: row.mode,
  bankId: row.bankId,
  paidByDriver: row.paidByDriver,
  billNumber: row.billNumber,
  notes: row.notes,
  branchId: row.branchId,
});

/** The ledger line an expense posts: out of the account that paid it, or off the driver's advances; none on credit. */
function expenseLines(row: ExpenseRow, categoryName: string): LedgerLineInput[] {
  const narration = `${categoryName}${row.billNumber ? `, bill ${row.billNumber}` : ''}${row.notes ? ` — ${row.notes}` : ''}`;
  const line = (kind: 'bank' | 'driver', id: string): LedgerLineInput => ({
    sessionId: row.sessionId,
    postedOn: row.expenseDate,
    account: { kind, id },
    amountPaise: -row.amountPaise,
    narration,
  });
  if (row.paidByDriver && row.driverId) return [line('driver', row.driverId)];
  if (row.bankId) return [line('bank', row.bankId)];
  return [];
}

const ledgerDocument = (row: ExpenseRow) => ({ source: 'expense' as const, sourceId: row.id, reference: row.reference });

function listFilters(params: ListExpensesParams): (SQL | undefined)[] {
  return [
    searchTextFilter(expenses.searchText, params.search),
    params.sessionId ? eq(expenses.sessionId, params.sessionId) : undefined,
    params.type ? eq(expenses.type, params.type) : undefined,
    params.categoryId ? eq(expenses.categoryId, params.categoryId) : undefined,
    params.mode ? eq(expenses.mode, params.mode) : undefined,
    params.tripId ? eq(expenses.tripId, params.tripId) : undefined,
    params.truckId ? eq(expenses.truckId, params.truckId) : undefined,
    params.driverId ? eq(expenses.driverId, params.driverId) : undefined,
    params.bankId ? eq(expenses.bankId, params.bankId) : undefined,
    params.from ? gte(expenses.expenseDate, params.from) : undefined,
    params.to ? lte(expenses.expenseDate, params.to) : undefined,
    params.branchId ? eq(expenses.branchId, params.branchId) : undefined,
    reversedFilter(params),
  ];
}

/** Standing expenses unless the list asks for the reversed ones too, or them alone. */
function reversedFilter(params: Pick<ListExpensesParams, 'reversed'>): SQL | undefined {
  if (params.reversed === 'only') return isNotNull(expenses.reversedAt);
  return params.reversed === 'include' ? undefined : isNull(expenses.reversedAt);
}

export const expenseReferences = {
  trip: usedByExpenses(expenses.tripId),
  truck: usedByExpenses(expenses.truckId),
  driver: usedByExpenses(expenses.driverId),
  bank: usedByExpenses(expenses.bankId),
  session: usedByExpenses(expenses.sessionId),
};

function usedByExpenses(column: PgColumn): ReferenceCheck {
  return { noun: ['expense', 'expenses'], count: (executor, id) => countUses(executor, expenses, eq(column, id)) };
}

export interface ExpensesServiceOptions {
  /** Where the list's prepared pages run (Database.genericPlans); `db` by default. */
  genericPlans?: Db;
}

export function createExpensesService(db: Db, { genericPlans = db }: ExpensesServiceOptions = {}) {
  async function findRow(executor: Pick<Db, 'select'>, id: string, lock = false): Promise<ExpenseRow> {
    const query = executor.select().from(expenses).where(eq(expenses.id, id)).limit(1);
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw notFound(EXPENSE_NOT_FOUND);
    return row;
  }

  async function get(executor: Pick<Db, 'select'>, id: string): Promise<Expense> {
    const [row] = await withRelated(executor).where(eq(expenses.id, id)).limit(1);
    if (!row) throw notFound(EXPENSE_NOT_FOUND);
    return toExpense(row);
  }

  async function categoryName(executor: Pick<Db, 'select'>, id: string): Promise<string> {
    const [row] = await executor
      .select({ name: expenseCategories.name })
      .from(expenseCategories)
      .where(eq(expenseCategories.id, id));
    return row?.name ?? 'Expense';
  }

  return {
    get: (id: string) => get(db, id),

    /** A list page, its items as the API's JSON text (listJsonEnvelope), with its totals. */
    async list(params: ListExpensesParams): Promise<Listed<JsonText<Expense>> & { totals: ExpenseTotals | null }> {
      const where = and(...listFilters(params));
      const keys = sortKeys(params.sort, sortColumns, [expenses.number, expenses.id]);
      // Totals only while they add up no more than the count's cap: summing more (the whole list's 300,000,
      // whose count the database keeps) would cost a second or more.
      const totalsUpToCap = async (page: { total: number; totalCapped: boolean }) =>
        page.totalCapped || page.total > COUNT_CAP ? null : await totalsOf(where);
      if (readsPrepared(params)) {
        const values = Object.fromEntries(PREPARED_FILTERS.map((name) => [name, params[name]]));
        const { rows, ...page } = await readPreparedPage<PreparedFilter, { json: JsonText<Expense> }>(
          genericPlans,
          preparedExpenses,
          keys,
          params,
          values,
          { key: params.reversed ?? 'standing', where: reversedFilter(params) },
        );
        return { items: rows.map((row) => row.json), ...page, totals: await totalsUpToCap(page) };
      }
      const kept = standingCountWhenUnfiltered(expenses, params, listFilters);
      const searching = standingSearchInSortIndex(expenses.searchText, expenses.reversedAt, params, 'expenseDate', listFilters);
      const { rows, ...page } = await selectPageIds(db, expenses, where, keys, params, kept, searching);
      const written = await jsonOfPage(
        db,
        rows.map((row) => row.id),
      );
      const byId = new Map(written.map((row) => [row.id, row.json]));
      return { items: rows.map((row) => byId.get(row.id)!), ...page, totals: await totalsUpToCap(page) };
    },

    async categories(): Promise<ExpenseCategory[]> {
      const rows = await db
        .select()
        .from(expenseCategories)
        .orderBy(asc(expenseCategories.position), asc(sql`lower(${expenseCategories.name})`));
      return rows.map((row) => ({ id: row.id, name: row.name, code: row.code, perLitre: row.perLitre }));
    },

    async addCategory(actor: Actor, input: z.output<typeof createExpenseCategorySchema>): Promise<ExpenseCategory> {
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx.insert(expenseCategories).values({ name: input.name, perLitre: input.perLitre }).returning();
          const category: ExpenseCategory = { id: row!.id, name: row!.name, code: null, perLitre: row!.perLitre };
          await recordAudit(tx, actor, {
            action: 'expense_category.create',
            entity: 'expense',
            entityId: null,
            before: null,
            after: category,
          });
          return category;
        });
      } catch (error) {
        if (isUniqueViolation(error, 'expense_categories_name_key')) {
          const message = `A category named ${input.name} exists already`;
          throw conflict(message, { name: message });
        }
        throw error;
      }
    },

    /** The branch of an expense (null: outside any branch); undefined when there is no such expense. */
    async branchOf(id: string): Promise<string | null | undefined> {
      const [row] = await db.select({ branchId: expenses.branchId }).from(expenses).where(eq(expenses.id, id)).limit(1);
      return row?.branchId;
    },

    /** `callerBranch`: the branch of a user of one branch, where the expense is entered; null for staff of every branch. */
    async create(actor: Actor, input: CreateExpense, callerBranch: string | null = null): Promise<Expense> {
      const id = await db.transaction(async (tx) => {
        const session = await openSessionOfDate(tx, input.expenseDate, 'expenseDate');
        const values = await resolveValues(
          tx,
          {
            ...input,
            litres: input.litres ?? null,
            rate: input.rate ?? null,
            tripId: input.tripId ?? null,
            truckId: input.truckId ?? null,
            driverId: input.driverId ?? null,
            bankId: input.bankId ?? null,
            billNumber: input.billNumber ?? null,
            notes: input.notes ?? null,
            branchId: callerBranch,
          },
          callerBranch,
        );
        const number = await nextNumber(tx, session.id, 'expense');
        const [row] = await tx
          .insert(expenses)
          .values({
            ...columnsOf(values),
            sessionId: session.id,
            number,
            reference: formatTripSeriesNumber('E', session.name, number),
            createdBy: actor.id,
          })
          .returning();
        await postLines(tx, actor, ledgerDocument(row!), expenseLines(row!, await categoryName(tx, row!.categoryId)));
        await recordAudit(tx, actor, {
          action: 'expense.create',
          entity: 'expense',
          entityId: row!.id,
          before: null,
          after: await get(tx, row!.id),
        });
        return row!.id;
      });
      return get(db, id);
    },

    async update(
      actor: Actor,
      id: string,
      { reason, ...changes }: UpdateExpense,
      callerBranch: string | null = null,
    ): Promise<Expense> {
      await db.transaction(async (tx) => {
        const current = await findRow(tx, id, true);
        if (current.reversedAt) throw conflict(EXPENSE_REVERSED);
        await openSessionFor(tx, current.expenseDate);
        const merged = { ...valuesOf(current), ...definedChanges(changes) };
        // A new trip brings its own truck and driver unless they are given too.
        if (changes.tripId !== undefined && changes.tripId !== current.tripId) {
          if (changes.truckId === undefined) merged.truckId = null;
          if (changes.driverId === undefined) merged.driverId = null;
        }
        const session = await openSessionOfDate(tx, merged.expenseDate, 'expenseDate');
        if (session.id !== current.sessionId) {
          throw fieldError(
            'expenseDate',
            `An expense stays in its session (${current.reference}): reverse it and add it again in ${session.name}`,
          );
        }
        const values = await resolveValues(tx, merged, callerBranch);
        const before = await get(tx, id);
        await reverseLines(tx, actor, ledgerDocument(current), {
          postedOn: current.expenseDate,
          sessionId: current.sessionId,
          narration: `Corrected: ${reason}`,
        });
        const [row] = await tx.update(expenses).set(columnsOf(values)).where(eq(expenses.id, id)).returning();
        await postLines(tx, actor, ledgerDocument(row!), expenseLines(row!, await categoryName(tx, row!.categoryId)));
        await recordAudit(tx, actor, {
          action: 'expense.update',
          entity: 'expense',
          entityId: id,
          before,
          after: { ...(await get(tx, id)), reason },
        });
      });
      return get(db, id);
    },

    /** DELETE /expenses/{id}: the expense stays, marked reversed, and its ledger lines are cancelled. */
    async reverse(actor: Actor, id: string, reason: string): Promise<Expense> {
      await db.transaction(async (tx) => {
        const current = await findRow(tx, id, true);
        if (current.reversedAt) throw conflict(`${current.reference} was reversed already`);
        await openSessionFor(tx, current.expenseDate);
        const before = await get(tx, id);
        await reverseLines(tx, actor, ledgerDocument(current), {
          postedOn: current.expenseDate,
          sessionId: current.sessionId,
          narration: `Reversed: ${reason}`,
        });
        await tx
          .update(expenses)
          .set({ reversedAt: sql`now()`, reversedBy: actor.id, reversalReason: reason })
          .where(eq(expenses.id, id));
        await recordAudit(tx, actor, {
          action: 'expense.reverse',
          entity: 'expense',
          entityId: id,
          before,
          after: await get(tx, id),
        });
      });
      return get(db, id);
    },

    async summary(params: ExpenseSummaryParams): Promise<ExpenseSummary> {
      let { from, to } = params;
      let [first, last] = [from, to];
      if (params.sessionId) {
        const [session] = await db.select().from(financialSessions).where(eq(financialSessions.id, params.sessionId)).limit(1);
        if (!session) throw fieldError('sessionId', 'This session does not exist');
        from ??= session.startsOn;
        to ??= session.endsOn;
        // An expense belongs to the session of its date (sessions are whole, separate financial years),
        // so a session's expenses are those of its days, which is how the kept figures are kept.
        first = from > session.startsOn ? from : session.startsOn;
        last = to < session.endsOn ? to : session.endsOn;
      }
      const row = (key: string, label: string, values: { count: number; amount: number }): ExpenseSummaryRow => ({
        key,
        label,
        count: values.count,
        amountPaise: values.amount,
      });
      const branch = await reportBranch(db, params.branchId);
      const groups =
        first! > last! ? [] : branch ? await branchSummaryFigures(first!, last!, branch.id) : await summaryFigures(first!, last!);
      const figuresOf = (set: string) =>
        new Map(
          groups
            .filter((group) => group.grouped_by === set && (set === 'total' || group.key !== null))
            .map((group) => [group.key ?? '', { count: Number(group.count), amount: Number(group.amount) }]),
        );
      const none = { count: 0, amount: 0 };
      const total = figuresOf('total').get('') ?? none;
      const types = figuresOf('type');
      const categoryFigures = figuresOf('category');
      const monthFigures = figuresOf('month');
      const truckFigures = [...figuresOf('truck')].sort(([a, x], [b, y]) => y.amount - x.amount || a.localeCompare(b));
      const categories = categoryFigures.size
        ? await db
            .select({ id: expenseCategories.id, name: expenseCategories.name })
            .from(expenseCategories)
            .where(inArray(expenseCategories.id, [...categoryFigures.keys()]))
            .orderBy(asc(expenseCategories.position), asc(expenseCategories.name))
        : [];
      const shown = truckFigures.slice(0, EXPENSE_SUMMARY_TRUCKS);
      const registrations = shown.length
        ? new Map(
            (
              await db
                .select({ id: trucks.id, registrationNumber: trucks.registrationNumber })
                .from(trucks)
                .where(
                  inArray(
                    trucks.id,
                    shown.map(([id]) => id),
                  ),
                )
            ).map((truck) => [truck.id, truck.registrationNumber]),
          )
        : new Map<string, string>();
      // Ties in what they spent read in registration order.
      const byTruck = shown
        .map(([id, values]) => row(id, registrations.get(id) ?? id, values))
        .sort((a, b) => b.amountPaise - a.amountPaise || a.label.localeCompare(b.label));
      return {
        from: from!,
        to: to!,
        count: total.count,
        amountPaise: total.amount,
        byType: expenseTypes.map((type) => row(type, expenseTypeLabels[type], types.get(type) ?? none)),
        byCategory: categories.map((c) => row(c.id, c.name, categoryFigures.get(c.id) ?? none)),
        byMonth: monthsOf({ from: from!, to: to! }).map((key) => row(key, monthLabel(key), monthFigures.get(key) ?? none)),
        byTruck,
        trucks: truckFigures.length,
        branch,
      };
    },
  };

  /**
   * The same figures as summaryFigures for one branch's expenses, read from the expenses themselves by
   * (branch, date) (expenses_branch_date_idx): the kept figures are not kept per branch, and a branch's
   * share of a period is a fraction of its expenses.
   */
  async function branchSummaryFigures(first: string, last: string, branchId: string) {
    return rowsOf<SummaryFigure>(
      await db.execute(sql`
        with b as (
          select e.type, e.category_id, date_trunc('month', e.expense_date) as month, e.amount_paise,
            coalesce(e.truck_id, (select t.truck_id from ${trips} t where t.id = e.trip_id)) as truck
          from ${expenses} e
          where e.branch_id = ${branchId} and e.expense_date between ${first} and ${last} and e.reversed_at is null
        )
        select case
            when grouping(type) = 0 then 'type' when grouping(category_id) = 0 then 'category'
            when grouping(month) = 0 then 'month' else 'total' end as grouped_by,
          coalesce(type::text, category_id::text, to_char(month, 'YYYY-MM')) as key,
          count(*)::text as count, coalesce(sum(amount_paise), 0)::text as amount
        from b
        group by grouping sets ((), (type), (category_id), (month))
        union all
        select 'truck', truck::text, count(*)::text, sum(amount_paise)::text from b where truck is not null group by truck`),
    );
  }

  /**
   * The standing expenses of the days `first`–`last` by type, category and month, from the figures kept
   * per day (expense_day_totals), and by truck: an expense's truck is its own, else its trip's. Those
   * with a truck of their own come from the figures kept per month for the months the days cover whole
   * (expense_truck_months) and from the expenses themselves for the other days; those of a trip are
   * looked up one by one with the trip's truck as it is now (a join hashed the trips). A session of
   * 42,000 expenses was one pass over them all (61 ms); this reads some 3,000 kept rows.
   */
  async function summaryFigures(first: string, last: string) {
    const whole = wholeMonthsOf({ from: first, to: last });
    const outsideWhole = sql`(e.expense_date < ${whole.from} or e.expense_date >= ${whole.until})`;
    return rowsOf<SummaryFigure>(
      await db.execute(sql`
        select case
            when grouping(type) = 0 then 'type' when grouping(category_id) = 0 then 'category'
            when grouping(month) = 0 then 'month' else 'total' end as grouped_by,
          coalesce(type::text, category_id::text, to_char(month, 'YYYY-MM')) as key,
          sum(expenses)::text as count, coalesce(sum(amount_paise), 0)::text as amount
        from (
          select type, category_id, date_trunc('month', expense_date) as month, expenses, amount_paise
          from expense_day_totals
          where expense_date between ${first} and ${last} and expenses <> 0
        ) as days
        group by grouping sets ((), (type), (category_id), (month))
        union all
        select 'truck', truck::text, sum(expenses)::text, sum(amount_paise)::text
        from (
          select truck_id as truck, expenses, amount_paise from expense_truck_months
          where month >= ${whole.from} and month < ${whole.until} and expenses <> 0
          union all
          select e.truck_id, 1, e.amount_paise from ${expenses} e
          where e.reversed_at is null and e.truck_id is not null and e.expense_date between ${first} and ${last}
            and ${outsideWhole}
          union all
          select (select t.truck_id from ${trips} t where t.id = e.trip_id), 1, e.amount_paise from ${expenses} e
          where e.reversed_at is null and e.truck_id is null and e.trip_id is not null
            and e.expense_date between ${first} and ${last}
        ) as by_truck
        where truck is not null
        group by truck`),
    );
  }

  async function totalsOf(where: SQL | undefined): Promise<ExpenseTotals> {
    const rows = await db
      .select({
        categoryId: expenseCategories.id,
        name: expenseCategories.name,
        count: sql<number>`count(*)`.mapWith(Number),
        amount: sql<number>`sum(${expenses.amountPaise})`.mapWith(Number),
      })
      .from(expenses)
      .innerJoin(expenseCategories, eq(expenseCategories.id, expenses.categoryId))
      .where(and(where, isNull(expenses.reversedAt)))
      .groupBy(expenseCategories.id)
      .orderBy(asc(expenseCategories.position), asc(expenseCategories.name))
      .limit(COUNT_CAP);
    return {
      count: rows.reduce((sum, r) => sum + r.count, 0),
      amountPaise: rows.reduce((sum, r) => sum + r.amount, 0),
      byCategory: rows.map((r) => ({ categoryId: r.categoryId, name: r.name, count: r.count, amountPaise: r.amount })),
    };
  }
}

/** A change's fields that were given; `null` clears a field, `undefined` leaves it. */
function definedChanges(changes: Omit<UpdateExpense, 'reason'>): Partial<ExpenseValues> {
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<ExpenseValues>;
}

export type ExpensesService = ReturnType<typeof createExpensesService>;
