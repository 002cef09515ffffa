import { and, eq, type SQL } from 'drizzle-orm';
import {
  ROLES,
  type Role,
  type createUserSchema,
  type updateUserSchema,
  type User,
  type userListQuerySchema,
  type UserStats,
} from 'shared-api/schemas';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { userCounts, users, type UserRow } from '../../db/schema';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../lib/errors';
import { checkBranchChoice } from '../branches/service';
import { definedOnly, hasKeys } from '../../lib/objects';
import { recordAudit, type Actor } from '../../lib/audit';
import { sortBy, sortKey } from '../../lib/keyset';
import { searchInSortIndex, searchTextFilter, selectPage, sharedWhileRunning, type Listed } from '../../lib/listing';
import { revokeSessions } from '../auth/sessions';
import type { PasswordHasher } from '../../lib/passwords';

export const DUPLICATE_EMAIL = 'An account with this e-mail already exists';
export const USER_NOT_FOUND = 'User not found';
export const CUSTOMER_BRANCH = 'A customer account belongs to no branch: leave the branch empty';

/** The only shape in which a user leaves the server: no password hash, ISO dates. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    active: row.active,
    emailVerified: row.emailVerifiedAt !== null,
    branchId: row.branchId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}

// Service inputs are what the route schemas produce (after trimming, defaults and coercion).
export type ListUsersParams = z.output<typeof userListQuerySchema>;
export type NewUser = z.output<typeof createUserSchema>;
export type UserChanges = z.output<typeof updateUserSchema>;

const sortColumns = {
  name: users.name,
  email: users.email,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
} as const;

/**
 * Users containing `text` (case-insensitive; `%` and `_` literal) in their name, e-mail or phone,
 * through the generated search text and its trigram index. The list's `search` and the back-office search.
 */
export function userSearchFilter(text: string): SQL {
  return searchTextFilter(users.searchText, text)!;
}

/** A staff member's branch must be one in use; a customer works in none. */
async function checkBranchFor(executor: Pick<Db, 'select'>, role: Role, branchId: string | null | undefined, chosen = true) {
  if (!branchId) return;
  if (role === 'customer') throw badRequest(CUSTOMER_BRANCH, { branchId: CUSTOMER_BRANCH });
  if (chosen) await checkBranchChoice(executor, branchId);
}

export function createUsersService(db: Db, passwords: PasswordHasher) {
  async function findById(id: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  async function computeStats(): Promise<UserStats> {
    // Counts kept by the database as users change (migration 0011), not a count of the users table.
    const rows = await db.select().from(userCounts);
    const stats: UserStats = {
      total: 0,
      active: 0,
      byRole: Object.fromEntries(ROLES.map((role) => [role, 0])) as UserStats['byRole'],
    };
    for (const row of rows) {
      stats.total += row.total;
      if (row.active) stats.active += row.total;
      stats.byRole[row.role] += row.total;
    }
    return stats;
  }

  // Callers at the same moment share one reading (lib/listing.ts). The
  // writes below start the next reading afresh once they are committed.
  const sharedStats = sharedWhileRunning(computeStats);

  return {
    findById,

    async list(params: ListUsersParams): Promise<Listed<User>> {
      const narrowing: (SQL | undefined)[] = [
        params.role ? eq(users.role, params.role) : undefined,
        params.active === undefined ? undefined : eq(users.active, params.active),
      ];
      const where = and(params.search ? userSearchFilter(params.search) : undefined, ...narrowing);
      const { column, descending } = sortBy(params.sort, sortColumns);
      // Never-logged-in users sort last either way (ascending puts nulls last by itself). id, in the
      // same direction, keeps pages stable when values tie; e-mails are unique and need no tie-breaker.
      // Each order is one index read forwards or backwards (see the users indexes in db/schema/accounts.ts).
      const keys = [sortKey(column, descending, true), ...(column === users.email ? [] : [sortKey(users.id, descending)])];
      // The date's index holds the search text (migration 0032).
      const searchIn = searchInSortIndex(users.searchText, params.sort, 'createdAt', narrowing);
      const { rows, ...page } = await selectPage(db, users, where, keys, params, { searchIn });
      return { items: rows.map(toUser), ...page };
    },

    async stats(): Promise<UserStats> {
      return sharedStats.run();
    },

    async create(actor: Actor, input: NewUser): Promise<User> {
      const passwordHash = await passwords.hash(input.password);
      try {
        return await db.transaction(async (tx) => {
          await checkBranchFor(tx, input.role, input.branchId);
          const [row] = await tx
            .insert(users)
            .values({
              name: input.name,
              email: input.email,
              phone: input.phone ?? null,
              role: input.role,
              active: input.active,
              branchId: input.branchId ?? null,
              passwordHash,
              // An administrator vouches for the address of an account they make (a customer who signs up
              // proves their own, auth/email-verification.ts).
              emailVerifiedAt: new Date(),
            })
            .returning();
          const user = toUser(row!);
          await recordAudit(tx, actor, { action: 'user.create', entity: 'user', entityId: user.id, before: null, after: user });
          return user;
        });
      } catch (error) {
        if (isUniqueViolation(error, 'users_email_key')) throw conflict(DUPLICATE_EMAIL, { email: DUPLICATE_EMAIL });
        throw error;
      }
    },

    async update(actor: Actor, id: string, changes: UserChanges): Promise<User> {
      const actorId = actor.id;
      const removesAdmin = (changes.role !== undefined && changes.role !== 'admin') || changes.active === false;
      if (actorId === id && changes.role !== undefined && changes.role !== 'admin')
        throw conflict('You cannot remove your own admin role');
      if (actorId === id && changes.active === false) throw conflict('You cannot deactivate your own account');
      const passwordHash = changes.password === undefined ? undefined : await passwords.hash(changes.password);

      try {
        return await db.transaction(async (tx) => {
          if (removesAdmin) await assertNotLastAdmin(tx, id, 'Cannot demote or deactivate the last active admin');
          // Locked, so the audit's "before" is the row this update replaces, even under concurrency.
          const [previous] = await tx.select().from(users).where(eq(users.id, id)).for('update');
          if (!previous) throw notFound(USER_NOT_FOUND);
          if (changes.branchId !== undefined || changes.role !== undefined)
            await checkBranchFor(
              tx,
              changes.role ?? previous.role,
              changes.branchId === undefined ? previous.branchId : changes.branchId,
              changes.branchId !== undefined,
            );
          // A staff address an administrator sets is one they vouch for, as when they make the account. A
          // customer's new address is proved like a new account's: until its link is opened, nothing tied
          // to a billing party by it is shown (the routes mail the link).
          const newEmail = changes.email !== undefined && changes.email !== previous.email;
          const customer = (changes.role ?? previous.role) === 'customer';
          const values = definedOnly({
            name: changes.name,
            email: changes.email,
            emailVerifiedAt: newEmail ? (customer ? null : new Date()) : undefined,
            phone: changes.phone,
            role: changes.role,
            active: changes.active,
            branchId: changes.branchId,
            passwordHash,
            passwordChangedAt: passwordHash === undefined ? undefined : new Date(),
          });
          const [row] = hasKeys(values)
            ? await tx.update(users).set(values).where(eq(users.id, id)).returning()
            : await tx.select().from(users).where(eq(users.id, id)).limit(1);
          if (!row) throw notFound(USER_NOT_FOUND);
          if (passwordHash !== undefined || changes.active === false) await revokeSessions(tx, id);
          const user = toUser(row);
          const action = changes.role !== undefined && changes.role !== previous.role ? 'user.role_change' : 'user.update';
          await recordAudit(tx, actor, {
            action,
            entity: 'user',
            entityId: id,
            before: toUser(previous),
            // The hash never enters the log; that the password was set is worth recording.
            after: passwordHash === undefined ? user : { ...user, passwordChanged: true },
          });
          return user;
        });
      } catch (error) {
        if (isUniqueViolation(error, 'users_email_key')) throw conflict(DUPLICATE_EMAIL, { email: DUPLICATE_EMAIL });
        throw error;
      }
    },

    async remove(actor: Actor, id: string): Promise<void> {
      if (actor.id === id) throw conflict('You cannot delete your own account');
      await db.transaction(async (tx) => {
        await assertNotLastAdmin(tx, id, 'Cannot delete the last active admin');
        const deleted = await tx.delete(users).where(eq(users.id, id)).returning();
        if (!deleted[0]) throw notFound(USER_NOT_FOUND);
        await recordAudit(tx, actor, {
          action: 'user.delete',
          entity: 'user',
          entityId: id,
          before: toUser(deleted[0]),
          after: null,
        });
      });
    },
  };
}

/**
 * Refuses when `id` is the only active admin. The active admin rows are locked (FOR UPDATE) so two
 * admins demoting each other at the same moment on PostgreSQL cannot both pass the check.
 */
async function assertNotLastAdmin(tx: Pick<Db, 'select'>, id: string, message: string) {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.active, true)))
    .for('update');
  if (admins.length === 1 && admins[0]?.id === id) throw conflict(message);
}

export type UsersService = ReturnType<typeof createUsersService>;
