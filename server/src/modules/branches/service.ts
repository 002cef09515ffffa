import { asc, count, eq } from 'drizzle-orm';
import {
  BRANCH_CODE_FIXED,
  type Branch,
  type BranchOption,
  type ReportBranch,
  type branchListQuerySchema,
  type createBranchSchema,
  type updateBranchSchema,
} from 'shared-api/schemas';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { branches, trips, users, type BranchRow } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import { jsonRow } from '../../lib/json-row';
import type { ReferenceCheck } from '../../lib/references';
import { createMasterCrud, lowerOf, type Executor } from '../masters/crud';

export const BRANCH_NOT_FOUND = 'Branch not found';

type NewBranch = z.output<typeof createBranchSchema>;
type BranchChanges = z.output<typeof updateBranchSchema>;
type ListBranchesParams = z.output<typeof branchListQuerySchema>;

export function toBranch(row: BranchRow): Branch {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    address: row.address,
    phone: row.phone,
    active: row.active,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const branchJson = jsonRow<Branch>({
  id: branches.id,
  name: branches.name,
  code: branches.code,
  address: branches.address,
  phone: branches.phone,
  active: branches.active,
  notes: branches.notes,
  createdAt: branches.createdAt,
  updatedAt: branches.updatedAt,
});

const countOf =
  (column: typeof trips.branchId | typeof users.branchId): ReferenceCheck['count'] =>
  async (executor, id) => {
    const [row] = await executor.select({ total: count() }).from(column.table).where(eq(column, id));
    return Number(row?.total ?? 0);
  };

/** A branch with trips or staff stays: its numbers are printed, its people sign in under it. */
const BRANCH_REFERENCES: ReferenceCheck[] = [
  { noun: ['trip', 'trips'], count: countOf(trips.branchId) },
  { noun: ['user', 'users'], count: countOf(users.branchId) },
];

async function tripsCarry(executor: Executor, id: string): Promise<boolean> {
  const [row] = await executor.select({ id: trips.id }).from(trips).where(eq(trips.branchId, id)).limit(1);
  return row !== undefined;
}

export function createBranchesService(db: Db) {
  return createMasterCrud<BranchRow, Branch, BranchOption, NewBranch, BranchChanges, ListBranchesParams>(db, {
    table: branches,
    entity: 'branch',
    describe: (row) => `The branch ${row.name}`,
    notFoundMessage: BRANCH_NOT_FOUND,
    toApi: async (_executor, rows) => rows.map(toBranch),
    json: { json: branchJson },
    insertValues: (input) => ({ ...input }),
    updateValues: (_before, changes) => ({ ...changes }),
    beforeWrite: async (executor, values, id) => {
      if (!id || values.code === undefined) return;
      const [current] = await executor.select({ code: branches.code }).from(branches).where(eq(branches.id, id)).for('update');
      if (current && current.code !== values.code && (await tripsCarry(executor, id))) {
        throw conflict(BRANCH_CODE_FIXED, { code: BRANCH_CODE_FIXED });
      }
    },
    filters: (params) => [params.active === undefined ? undefined : eq(branches.active, params.active)],
    searchIndexSort: 'name',
    sorts: { name: lowerOf(branches.name), code: branches.code, createdAt: branches.createdAt },
    uniqueFields: {
      branches_code_key: { field: 'code', message: (values) => `The code ${String(values.code)} is already another branch’s` },
      branches_name_key: { field: 'name', message: (values) => `A branch named ${String(values.name)} already exists` },
    },
    references: BRANCH_REFERENCES,
    deleteInstead: 'Mark it inactive instead: its trips keep their numbers, and it is no longer offered in forms.',
    selectable: eq(branches.active, true),
    selectOrder: [lowerOf(branches.name), asc(branches.id)],
    toOption: (row) => ({ id: row.id, label: `${row.name} (${row.code})`, code: row.code, active: row.active }),
  });
}

export type BranchesService = ReturnType<typeof createBranchesService>;

/**
 * Refuses a branch chosen in a form that does not exist or is inactive (as a field error on `field`);
 * answers the branch's code (the one its numbers print), or null when none was chosen.
 */
export async function checkBranchChoice(
  executor: Pick<Db, 'select'>,
  id: string | null | undefined,
  field = 'branchId',
): Promise<string | null> {
  if (!id) return null;
  const [row] = await executor
    .select({ name: branches.name, code: branches.code, active: branches.active })
    .from(branches)
    .where(eq(branches.id, id));
  if (!row) throw badRequest('This branch does not exist (any more)', { [field]: 'Choose another branch' });
  if (!row.active) {
    const message = `${row.name} is inactive: choose another branch`;
    throw badRequest(message, { [field]: message });
  }
  return row.code;
}

/** The branch a report or a summary is narrowed to (inactive ones too: their past is still reported); none without an id. */
export async function reportBranch(executor: Pick<Db, 'select'>, id: string | undefined): Promise<ReportBranch | null> {
  if (!id) return null;
  const [row] = await executor
    .select({ id: branches.id, name: branches.name, code: branches.code })
    .from(branches)
    .where(eq(branches.id, id));
  if (!row) throw badRequest('This branch does not exist', { branchId: 'Choose a branch from the list' });
  return row;
}
