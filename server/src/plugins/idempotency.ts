import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { routeKey } from '../access/route-access';
import { idempotencyKeys } from '../db/schema';
import { AppError, badRequest } from '../lib/errors';

/** The writes that make money or trips: a retried click or a lost answer must not make them twice. */
export const IDEMPOTENT_CALLS = new Set([
  'POST /api/trips',
  'POST /api/expenses',
  'POST /api/money-entries',
  'POST /api/money-entries/:id/allocations',
  'POST /api/bills',
  'POST /api/bills/:id/credit-note',
]);

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_SHAPE = /^[\x21-\x7e]{1,200}$/;
/** A key's first answer is kept this long; after it the key may be used afresh. */
const KEPT_FOR = sql`interval '24 hours'`;
/** A first request that has not answered in this long died with its instance: its key is free again. */
const ABANDONED_AFTER = sql`interval '2 minutes'`;

export const KEY_REUSED = 'This Idempotency-Key was already used for a different request: send a new key with a new request';
export const KEY_RUNNING = 'A request with this Idempotency-Key is still being processed: wait for its answer';

class StillRunning extends AppError {
  override readonly retryAfterSeconds = 1;
  constructor() {
    super(409, KEY_RUNNING);
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when this request is the first under its key: its answer is kept for the ones after. */
    idempotencyClaim: { userId: string; key: string } | null;
  }
}

const fingerprintOf = (request: FastifyRequest) =>
  `${request.method} ${request.routeOptions.url} ${createHash('sha256')
    .update(request.url)
    .update('\n')
    .update(JSON.stringify(request.body ?? null))
    .digest('hex')}`;

/**
 * `Idempotency-Key` on the calls of IDEMPOTENT_CALLS: the same user, key and request get the first
 * answer again (with `Idempotent-Replayed: true`); the same key with another request is refused (422);
 * while the first still runs, a second waits its turn (409). Kept in the database, so it holds across
 * instances, for 24 hours. Only a successful answer is kept: after a refusal the key may be tried again.
 * Register after the auth hook.
 */
export function honourIdempotencyKeys(api: FastifyInstance, db: Db): void {
  api.decorateRequest('idempotencyClaim', null);

  const keyOf = (request: FastifyRequest) =>
    request.auth && IDEMPOTENT_CALLS.has(routeKey(request.method, request.routeOptions.url ?? ''))
      ? request.headers[IDEMPOTENCY_HEADER]
      : undefined;

  // Before the body is validated: a bad key is the first thing wrong with the request.
  api.addHook('preValidation', async (request) => {
    const key = keyOf(request);
    if (key !== undefined && (typeof key !== 'string' || !KEY_SHAPE.test(key))) {
      throw badRequest('Idempotency-Key must be 1 to 200 visible characters, e.g. a UUID');
    }
  });

  api.addHook('preHandler', async (request, reply) => {
    const key = keyOf(request);
    if (typeof key !== 'string') return;
    const userId = request.auth!.user.id;
    const fingerprint = fingerprintOf(request);
    const mine = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
    await db
      .delete(idempotencyKeys)
      .where(
        and(
          mine,
          sql`(${idempotencyKeys.createdAt} < now() - ${KEPT_FOR} or (${idempotencyKeys.status} is null and ${idempotencyKeys.createdAt} < now() - ${ABANDONED_AFTER}))`,
        ),
      );
    const [claimed] = await db
      .insert(idempotencyKeys)
      .values({ userId, key, fingerprint })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed) {
      request.idempotencyClaim = { userId, key };
      return;
    }
    const [first] = await db.select().from(idempotencyKeys).where(mine).limit(1);
    if (!first) throw new StillRunning(); // gone between the two statements: rare, and worth a retry
    if (first.fingerprint !== fingerprint) throw new AppError(422, KEY_REUSED);
    if (first.status === null || first.response === null) throw new StillRunning();
    return reply
      .code(first.status)
      .header('content-type', 'application/json; charset=utf-8')
      .header('idempotent-replayed', 'true')
      .send(first.response);
  });

  api.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = null;
    const mine = and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key));
    if (reply.statusCode < 300 && typeof payload === 'string') {
      await db.update(idempotencyKeys).set({ status: reply.statusCode, response: payload }).where(mine);
    } else {
      await db.delete(idempotencyKeys).where(mine);
    }
    return payload;
  });
}

/** For the maintenance job: keys older than a day hold nothing any more. */
export async function purgeOldIdempotencyKeys(db: Db): Promise<void> {
  await db.delete(idempotencyKeys).where(sql`${idempotencyKeys.createdAt} < now() - ${KEPT_FOR}`);
}
