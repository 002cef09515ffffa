import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { SELECT_LIMIT, type OpeningBalanceValue } from 'shared-api/schemas';
import type { Db } from '../../db/client';
import { recordAudit, recordAuditMany, type Actor, type AuditEntity } from '../../lib/audit';
import { AppError, conflict, isUniqueViolation, notFound } from '../../lib/errors';
import { orderTerms, sortKeys } from '../../lib/keyset';
import { searchInSortIndex, searchTextFilter, selectJsonPage, selectPage, type Listed } from '../../lib/listing';
import { jsonObject, type JsonRows } from '../../lib/json-row';
import type { JsonText } from '../../lib/json-text';
import { refuseDeleteIfUsed, type ReferenceCheck } from '../../lib/references';

/*
 * What every master record's service does the same way (billing parties, vehicles, banks, trucks,
 * drivers): list with search, filters, sort and paging; the typeahead; get; create, change and
 * delete in one transaction with the audit entry; unique numbers answered as field errors; and the
 * back office's one rule for deleting a record that others use (refuse, saying what uses it).
 */

/** An import refused because a record with one of its numbers was added after its rows were checked. */
export const ADDED_MEANWHILE = 'Some of these records were added meanwhile by someone else: upload the file again to see which';

export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** A master table: an id and the generated lower-case search text its trigram index covers. */
type MasterTable = PgTable & { id: PgColumn; searchText: PgColumn };

export interface ListParams {
  page: number;
  limit: number;
  sort: string;
  search?: string | undefined;
}

export interface MasterDefinition<Row extends { id: string }, Api, Option, Create, Update, Params extends ListParams> {
  table: MasterTable;
  entity: AuditEntity;
  /** 'The billing party Acme Roadways', for messages. */
  describe: (row: Row) => string;
  notFoundMessage: string;
  /** The API shape of rows; one call for a whole page, so related rows are read in one query. */
  toApi: (executor: Pick<Db, 'select'>, rows: Row[]) => Promise<Api[]>;
  /** toApi written by the database (lib/json-row), for a list page: its rows are sent as they are read. */
  json?: JsonRows<Api>;
  /** Column values of a new record (after the schema; may still throw field errors). */
  insertValues: (input: Create) => Record<string, unknown>;
  /** Column values of a change, checked against the record as it is (cross-field rules). */
  updateValues: (before: Row, changes: Update) => Record<string, unknown>;
  /** Checks needing the database (e.g. a number taken in another table), inside the writing transaction. */
  beforeWrite?: (executor: Executor, values: Record<string, unknown>, id?: string) => Promise<void>;
  /** The same for many new records at once (an import), before any is added. */
  beforeWriteMany?: (executor: Executor, values: Record<string, unknown>[]) => Promise<void>;
  /** Writes related rows (a truck's papers) inside the transaction. */
  afterWrite?: (executor: Executor, id: string, input: Create | Update) => Promise<void>;
  /** The same for many new records at once (an import); ids[i] belongs to inputs[i]. */
  afterWriteMany?: (executor: Executor, ids: string[], inputs: Create[]) => Promise<void>;
  filters: (params: Params) => (SQL | undefined)[];
  sorts: Record<string, SQL | PgColumn>;
  /** The sort whose index holds the search text (migration 0030), read for an unfiltered search. */
  searchIndexSort: string;
  /** Unique index name → the field it belongs to and the message. */
  uniqueFields: Record<string, { field: string; message: (values: Record<string, unknown>) => string }>;
  /** Records that may point at this one; a record in use is never deleted. */
  references?: readonly ReferenceCheck[];
  deleteInstead: string;
  /** Rows a typeahead offers unless inactive ones are asked for. */
  selectable: SQL;
  selectOrder: (SQL | PgColumn)[];
  toOption: (row: Row) => Option;
  /** Numbers an import checks against the other rows of its file and the records already kept. */
  importUnique?: readonly ImportUnique<Create>[];
  /** Called inside the delete transaction before the row goes (e.g. refuse the last cash account). */
  beforeDelete?: (executor: Executor, row: Row) => Promise<void>;
}

export interface ImportUnique<Create> {
  /** The sheet column the error is shown on. */
  key: string;
  of: (input: Create) => string | null;
  taken: (executor: Pick<Db, 'select'>, values: string[]) => Promise<Map<string, string>>;
}

/** An import's check that `column` does not already hold the values; `message` says so for one value. */
export function takenIn(column: PgColumn, message: (value: string) => string): ImportUnique<never>['taken'] {
  return async (executor, values) => {
    if (values.length === 0) return new Map();
    const rows = await executor.select({ value: column }).from(column.table).where(inArray(column, values));
    return new Map(rows.map(({ value }) => [String(value), message(String(value))]));
  };
}

/** Opening balance columns ↔ API. */
export const openingBalanceColumns = (balance: OpeningBalanceValue | undefined) =>
  balance ? { openingBalancePaise: balance.amountPaise, openingBalanceSide: balance.side } : {};
/** openingBalanceOf written by the database, for a list's rows (lib/json-row). */
export const openingBalanceJson = (table: { openingBalancePaise: PgColumn; openingBalanceSide: PgColumn }) =>
  jsonObject({ amountPaise: table.openingBalancePaise, side: table.openingBalanceSide });

export const openingBalanceOf = (row: { openingBalancePaise: number; openingBalanceSide: 'Dr' | 'Cr' }): OpeningBalanceValue => ({
  amountPaise: row.openingBalancePaise,
  side: row.openingBalanceSide,
});

/** Drops keys whose value is undefined, so a partial update only touches what it names. */
export const definedValues = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));

export function createMasterCrud<Row extends { id: string }, Api, Option, Create, Update, Params extends ListParams>(
  db: Db,
  definition: MasterDefinition<Row, Api, Option, Create, Update, Params>,
) {
  const { table, entity } = definition;
  // drizzle's generic table types do not carry through a factory; the definition's types guard the edges.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const anyTable = table as any;

  async function findRow(executor: Pick<Db, 'select'>, id: string, lock = false): Promise<Row> {
    const query = executor.select().from(anyTable).where(eq(table.id, id)).limit(1);
    const [row] = (lock ? await query.for('update') : await query) as Row[];
    if (!row) throw notFound(definition.notFoundMessage);
    return row;
  }

  async function toOne(executor: Pick<Db, 'select'>, row: Row): Promise<Api> {
    const [api] = await definition.toApi(executor, [row]);
    return api!;
  }

  /** A unique index tripped: the field it belongs to gets the message. */
  function uniqueConflict(error: unknown, values: Record<string, unknown>): AppError | undefined {
    for (const [constraint, { field, message }] of Object.entries(definition.uniqueFields)) {
      if (isUniqueViolation(error, constraint)) {
        const text = message(values);
        return conflict(text, { [field]: text });
      }
    }
    return undefined;
  }

  async function write<T>(values: Record<string, unknown>, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw uniqueConflict(error, values) ?? error;
    }
  }

  return {
    findRow,

    /** The import's unique checks, bound to this database. */
    importUnique: (definition.importUnique ?? []).map((unique) => ({
      key: unique.key,
      of: unique.of,
      taken: (values: string[]) => unique.taken(db, values),
    })),

    /** A list page, its items as the API's JSON text (listJsonEnvelope). */
    async list(params: Params): Promise<Listed<JsonText<Api>>> {
      const where = and(searchTextFilter(table.searchText, params.search), ...definition.filters(params));
      const keys = sortKeys(params.sort, definition.sorts, [table.id]);
      const searchIn = searchInSortIndex(table.searchText, params.sort, definition.searchIndexSort, definition.filters(params));
      if (definition.json) return selectJsonPage(db, table, where, keys, params, definition.json, { searchIn });
      const { rows, ...page } = await selectPage(db, table, where, keys, params, { searchIn });
      const items = await definition.toApi(db, rows as Row[]);
      return { items: items.map((item) => JSON.stringify(item) as JsonText<Api>), ...page };
    },

    /**
     * Every record the list's search and filters match, in its sort (an export): at most `max`
     * (null when more match), shaped a thousand at a time.
     */
    async listAll(params: Params, max: number): Promise<Api[] | null> {
      const where = and(searchTextFilter(table.searchText, params.search), ...definition.filters(params));
      const rows = (await db
        .select()
        .from(anyTable)
        .where(where)
        .orderBy(...orderTerms(sortKeys(params.sort, definition.sorts, [table.id])))
        .limit(max + 1)) as Row[];
      if (rows.length > max) return null;
      const shaped: Api[] = [];
      for (let start = 0; start < rows.length; start += 1000) {
        shaped.push(...(await definition.toApi(db, rows.slice(start, start + 1000))));
      }
      return shaped;
    },

    async select({ search, includeInactive }: { search?: string | undefined; includeInactive: boolean }): Promise<Option[]> {
      const rows = (await db
        .select()
        .from(anyTable)
        .where(and(searchTextFilter(table.searchText, search), includeInactive ? undefined : definition.selectable))
        .orderBy(...definition.selectOrder)
        .limit(SELECT_LIMIT)) as Row[];
      return rows.map(definition.toOption);
    },

    async get(id: string): Promise<Api> {
      return toOne(db, await findRow(db, id));
    },

    async create(actor: Actor, input: Create): Promise<Api> {
      const values = definition.insertValues(input);
      return write(values, () =>
        db.transaction(async (tx) => {
          await definition.beforeWrite?.(tx, values);
          const [row] = (await tx.insert(anyTable).values(values).returning()) as Row[];
          await definition.afterWrite?.(tx, row!.id, input);
          const created = await toOne(tx, await findRow(tx, row!.id));
          await recordAudit(tx, actor, { action: `${entity}.create`, entity, entityId: row!.id, before: null, after: created });
          return created;
        }),
      );
    },

    /**
     * Adds many records in one transaction (an import whose rows were checked first): inserted in
     * chunks, one audit entry each. A unique number taken meanwhile fails the whole import.
     */
    async createMany(actor: Actor, inputs: Create[]): Promise<number> {
      const CHUNK = 500;
      try {
        return await db.transaction(async (tx) => {
          const values = inputs.map(definition.insertValues);
          await definition.beforeWriteMany?.(tx, values);
          for (let start = 0; start < inputs.length; start += CHUNK) {
            const chunk = inputs.slice(start, start + CHUNK);
            const rows = (await tx
              .insert(anyTable)
              .values(values.slice(start, start + CHUNK))
              .returning()) as Row[];
            const ids = rows.map((row) => row.id);
            await definition.afterWriteMany?.(tx, ids, chunk);
            const fresh = (await tx.select().from(anyTable).where(inArray(table.id, ids))) as Row[];
            const created = await definition.toApi(tx, fresh);
            await recordAuditMany(
              tx,
              actor,
              created.map((after, index) => ({
                action: `${entity}.import`,
                entity,
                entityId: fresh[index]!.id,
                before: null,
                after,
              })),
            );
          }
          return inputs.length;
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw conflict(ADDED_MEANWHILE);
        }
        throw error;
      }
    },

    async update(actor: Actor, id: string, changes: Update): Promise<Api> {
      return db.transaction(async (tx) => {
        const beforeRow = await findRow(tx, id, true);
        const before = await toOne(tx, beforeRow);
        const values = definedValues(definition.updateValues(beforeRow, changes));
        return write(values, async () => {
          await definition.beforeWrite?.(tx, values, id);
          if (Object.keys(values).length > 0) await tx.update(anyTable).set(values).where(eq(table.id, id));
          await definition.afterWrite?.(tx, id, changes);
          const after = await toOne(tx, await findRow(tx, id));
          await recordAudit(tx, actor, { action: `${entity}.update`, entity, entityId: id, before, after });
          return after;
        });
      });
    },

    async remove(actor: Actor, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await findRow(tx, id, true);
        const before = await toOne(tx, row);
        await definition.beforeDelete?.(tx, row);
        await refuseDeleteIfUsed(tx, definition.describe(row), id, definition.references ?? [], definition.deleteInstead);
        await tx.delete(anyTable).where(eq(table.id, id));
        await recordAudit(tx, actor, { action: `${entity}.delete`, entity, entityId: id, before, after: null });
      });
    },
  };
}

export type MasterCrud<Api, Option, Create, Update, Params extends ListParams> = {
  createMany(actor: Actor, inputs: Create[]): Promise<number>;
  importUnique: {
    key: string;
    of: (input: Create) => string | null;
    taken: (values: string[]) => Promise<Map<string, string>>;
  }[];
  list(params: Params): Promise<Listed<JsonText<Api>>>;
  listAll(params: Params, max: number): Promise<Api[] | null>;
  select(query: { search?: string | undefined; includeInactive: boolean }): Promise<Option[]>;
  get(id: string): Promise<Api>;
  create(actor: Actor, input: Create): Promise<Api>;
  update(actor: Actor, id: string, changes: Update): Promise<Api>;
  remove(actor: Actor, id: string): Promise<void>;
};

/** A text column for case-insensitive sorting (the list indexes are on lower(column), id). */
export const lowerOf = (column: PgColumn) => sql`lower(${column})`;
