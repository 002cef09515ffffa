import { and, eq, gte, ilike, lte, ne, sql, type SQL } from 'drizzle-orm';
import {
  indianToday,
  financialYearOf,
  sessionBounds,
  sessionNameFor,
  startYearOf,
  type FinancialSession,
  type createSessionSchema,
  type sessionListQuerySchema,
  type updateSessionSchema,
} from 'shared-api/schemas';
import type { GstRegime } from 'shared-api/money';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { financialSessions, freightBills, users, type FinancialSessionRow } from '../../db/schema';
import { recordAudit, type Actor } from '../../lib/audit';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../lib/errors';
import { sortKeys } from '../../lib/keyset';
import { likePattern, selectPage, type Listed } from '../../lib/listing';
import { refuseDeleteIfUsed, type ReferenceCheck } from '../../lib/references';

export const SESSION_NOT_FOUND = 'Session not found';
export const ACTIVE_CANNOT_CLOSE = 'The active session cannot be closed: activate another session first';
export const CLOSED_CANNOT_ACTIVATE = 'A closed session cannot be the active one: reopen it first';
export const ACTIVE_CANNOT_DELETE = 'The active session cannot be deleted: activate another session first';

export function toSession(row: FinancialSessionRow): FinancialSession {
  return {
    id: row.id,
    name: row.name,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    status: row.status,
    active: row.active,
    gstRegime: row.gstRegime,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type ListSessionsParams = z.output<typeof sessionListQuerySchema>;
export type NewSession = z.output<typeof createSessionSchema>;
export type SessionChanges = z.output<typeof updateSessionSchema>;

type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

const sortColumns = { startsOn: financialSessions.startsOn, name: financialSessions.name } as const;

/** The session `day` (YYYY-MM-DD) falls in; on PostgreSQL the row is share-locked until the transaction ends. */
async function sessionOfDay(executor: Pick<Db, 'select'>, day: string): Promise<FinancialSessionRow | undefined> {
  const [row] = await executor
    .select()
    .from(financialSessions)
    .where(and(lte(financialSessions.startsOn, day), gte(financialSessions.endsOn, day)))
    .for('share')
    .limit(1);
  return row;
}

/**
 * The guard every dated record (trip, expense, payment) passes before it is written: the session
 * its date falls in must exist and be open. Call it inside the writing transaction: closing a
 * session updates its row, so on PostgreSQL a close and a write to that session cannot interleave.
 */
export async function openSessionFor(executor: Pick<Db, 'select'>, day: string): Promise<FinancialSessionRow> {
  const session = await sessionOfDay(executor, day);
  if (!session) {
    throw badRequest(`No session covers ${day}: add the session ${sessionNameFor(financialYearOf(day))} first`);
  }
  if (session.status === 'closed') {
    throw conflict(`The session ${session.name} is closed: records dated in it cannot be added or changed`);
  }
  return session;
}

export interface SessionsServiceOptions {
  /** What may refer to a session (trips, expenses, payments): a session in use is never deleted. */
  references?: readonly ReferenceCheck[];
}

export function createSessionsService(db: Db, { references = [] }: SessionsServiceOptions = {}) {
  async function findById(executor: Pick<Db, 'select'>, id: string, lock = false): Promise<FinancialSessionRow> {
    const query = executor.select().from(financialSessions).where(eq(financialSessions.id, id)).limit(1);
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw notFound(SESSION_NOT_FOUND);
    return row;
  }

  async function activeSession(executor: Pick<Db, 'select'> = db): Promise<FinancialSessionRow | undefined> {
    const [row] = await executor.select().from(financialSessions).where(eq(financialSessions.active, true)).limit(1);
    return row;
  }

  /**
   * Activations take the table's lock (it conflicts with itself, not with readers or the guard's
   * share locks), so two admins activating different sessions at once on PostgreSQL run one after
   * the other and exactly one session is left active. Two statements: the unique index on the flag
   * is checked row by row, so the old flag is cleared first.
   */
  async function activate(executor: Executor, id: string): Promise<void> {
    await executor.execute(sql`lock table ${financialSessions} in share row exclusive mode`);
    await executor
      .update(financialSessions)
      .set({ active: false })
      .where(and(eq(financialSessions.active, true), ne(financialSessions.id, id)));
    await executor.update(financialSessions).set({ active: true }).where(eq(financialSessions.id, id));
  }

  /**
   * The regime is the year's choice for its bills. A bill keeps the regime it was issued under, so
   * once the year has one, changing the setting would leave bills of both kinds in one year.
   * The session's row is locked (findById), and creating a bill share-locks it: no bill slips in.
   */
  async function changeRegime(executor: Executor, session: FinancialSessionRow, regime: GstRegime): Promise<void> {
    if (session.status === 'closed') {
      const message = `The session ${session.name} is closed: reopen it to change its GST regime`;
      throw conflict(message, { gstRegime: message });
    }
    const [bill] = await executor
      .select({ billNo: freightBills.billNo })
      .from(freightBills)
      .where(eq(freightBills.sessionId, session.id))
      .limit(1);
    if (bill) {
      const message = `The session ${session.name} already has freight bills (${bill.billNo}): its GST regime cannot change. Bills keep the regime they were issued under.`;
      throw conflict(message, { gstRegime: message });
    }
    await executor.update(financialSessions).set({ gstRegime: regime }).where(eq(financialSessions.id, session.id));
  }

  return {
    openSessionFor,

    async list(params: ListSessionsParams): Promise<Listed<FinancialSession>> {
      const filters: (SQL | undefined)[] = [
        params.search ? ilike(financialSessions.name, likePattern(params.search)) : undefined,
        params.status ? eq(financialSessions.status, params.status) : undefined,
      ];
      // Names and start dates are unique (one row per financial year): no tie-breaker, and their
      // unique indexes serve both directions.
      const keys = sortKeys(params.sort, sortColumns, []);
      const { rows, ...page } = await selectPage(db, financialSessions, and(...filters), keys, params);
      return { items: rows.map(toSession), ...page };
    },

    async get(id: string): Promise<FinancialSession> {
      return toSession(await findById(db, id));
    },

    async create(actor: Actor, input: NewSession): Promise<FinancialSession> {
      const startYear = startYearOf(input.name)!;
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(financialSessions)
            .values({ name: input.name, ...sessionBounds(startYear), gstRegime: input.gstRegime ?? 'reverse-charge' })
            .returning();
          const created = toSession(row!);
          await recordAudit(tx, actor, {
            action: 'session.create',
            entity: 'session',
            entityId: created.id,
            before: null,
            after: created,
          });
          return created;
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          const message = `The session ${input.name} already exists`;
          throw conflict(message, { name: message });
        }
        throw error;
      }
    },

    async update(actor: Actor, id: string, changes: SessionChanges): Promise<FinancialSession> {
      return db.transaction(async (tx) => {
        const before = await findById(tx, id, true);
        const status = changes.status ?? before.status;
        const becomesActive = changes.active === true || before.active;
        if (status === 'closed' && becomesActive) throw conflict(before.active ? ACTIVE_CANNOT_CLOSE : CLOSED_CANNOT_ACTIVATE);
        if (changes.status && changes.status !== before.status) {
          await tx.update(financialSessions).set({ status: changes.status }).where(eq(financialSessions.id, id));
        }
        if (changes.gstRegime && changes.gstRegime !== before.gstRegime)
          await changeRegime(tx, { ...before, status }, changes.gstRegime);
        if (changes.active && !before.active) await activate(tx, id);
        const after = toSession(await findById(tx, id));
        const action =
          changes.active && !before.active
            ? 'session.activate'
            : after.status !== before.status
              ? `session.${status === 'closed' ? 'close' : 'reopen'}`
              : 'session.gst_regime';
        if (after.status !== before.status || after.active !== before.active || after.gstRegime !== before.gstRegime) {
          await recordAudit(tx, actor, { action, entity: 'session', entityId: id, before: toSession(before), after });
        }
        return after;
      });
    },

    async remove(actor: Actor, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await findById(tx, id, true);
        if (row.active) throw conflict(ACTIVE_CANNOT_DELETE);
        await refuseDeleteIfUsed(
          tx,
          `The session ${row.name}`,
          id,
          references,
          'Close it instead: a closed session is kept, read-only.',
        );
        await tx.delete(financialSessions).where(eq(financialSessions.id, id));
        await recordAudit(tx, actor, {
          action: 'session.delete',
          entity: 'session',
          entityId: id,
          before: toSession(row),
          after: null,
        });
      });
    },

    /** The session this admin works in: the one they chose, else the active one. */
    async workingSession(userId: string): Promise<FinancialSession | undefined> {
      const [chosen] = await db
        .select({ session: financialSessions })
        .from(users)
        .innerJoin(financialSessions, eq(financialSessions.id, users.workingSessionId))
        .where(eq(users.id, userId))
        .limit(1);
      const row = chosen?.session ?? (await activeSession());
      return row && toSession(row);
    },

    async setWorkingSession(userId: string, sessionId: string): Promise<FinancialSession> {
      const row = await findById(db, sessionId).catch(() => {
        throw badRequest('Choose a session that exists', { sessionId: 'Choose a session that exists' });
      });
      await db.update(users).set({ workingSessionId: sessionId }).where(eq(users.id, userId));
      return toSession(row);
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;

/**
 * At every start: the current financial year (India's calendar) exists, and some session is active
 * — on an empty database, the current one. Safe when several servers start at once.
 */
export async function ensureCurrentSession(db: Db, today: string = indianToday()): Promise<void> {
  const startYear = financialYearOf(today);
  await db
    .insert(financialSessions)
    .values({ name: sessionNameFor(startYear), ...sessionBounds(startYear) })
    .onConflictDoNothing();
  await db.transaction(async (tx) => {
    // Serialises concurrent starts: the later one sees the first one's activation.
    await tx.execute(sql`lock table ${financialSessions} in share row exclusive mode`);
    const [active] = await tx
      .select({ id: financialSessions.id })
      .from(financialSessions)
      .where(eq(financialSessions.active, true));
    if (active) return;
    await tx
      .update(financialSessions)
      .set({ active: true })
      .where(and(eq(financialSessions.name, sessionNameFor(startYear)), eq(financialSessions.status, 'open')));
  });
}
