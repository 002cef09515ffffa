import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from './errors';
import { createMemoryRateLimitStore, type RateLimitStore } from './rate-limit-stores';
// Brings in the `request.auth` declaration that senderAccount reads.
import type {} from '../plugins/auth';

/**
 * At most `max` hits per `windowMs` for one key. With `escalate`, each time the limit is reached again
 * within a day, the block lasts twice as long as the previous one (windowMs, 2×, 4×, …, up to
 * `escalate.maxMs`): a slow, patient guesser gets fewer tries than the window alone would allow.
 */
export interface LimitRule {
  max: number;
  windowMs: number;
  escalate?: { maxMs: number };
}

/** A request was refused by a limit: 429 with a Retry-After header and a message saying when to retry. */
export class TooManyRequestsError extends AppError {
  constructor(
    override readonly retryAfterSeconds: number,
    message = `Too many attempts, please try again ${describeWait(retryAfterSeconds)}`,
  ) {
    super(429, message);
  }
}

export function describeWait(seconds: number): string {
  if (seconds <= 60) return 'in a minute';
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return `in ${minutes} minutes`;
  return `in ${Math.ceil(minutes / 60)} hours`;
}

/** One limit an attempt is counted against, and what to say when it is reached. */
export interface AttemptLimit {
  key: string;
  rule: LimitRule;
  message: (seconds: number) => string;
  /** On success: forget this key's failures (true) or only give back this attempt's count (false). */
  forgetOnSuccess: boolean;
}

/** How long an escalating limit remembers that it filled. */
const DAY_MS = 86_400_000;

const toSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Fixed-window counters kept in a RateLimitStore (lib/rate-limit-stores.ts): in memory when one
 * process serves the site (the embedded databases), in PostgreSQL when several instances share one
 * database, so a limit holds across all of them.
 */
export class RateLimiter {
  constructor(readonly store: RateLimitStore = createMemoryRateLimitStore()) {}

  /** Seconds until `key` may try again, or 0 when it is under its limit. Does not count a hit. */
  async blockedFor(key: string, rule: LimitRule): Promise<number> {
    const counter = await this.store.peek(key);
    return counter && counter.count >= rule.max ? toSeconds(counter.msLeft) : 0;
  }

  /** Counts a hit; returns the seconds to wait when this hit went over the limit, else 0. */
  async hit(key: string, rule: LimitRule): Promise<number> {
    const counter = await this.store.hit(key, rule.windowMs);
    return counter.count > rule.max ? toSeconds(counter.msLeft) : 0;
  }

  /** Counts a hit and throws 429 when over the limit. */
  async consume(key: string, rule: LimitRule, message?: (seconds: number) => string): Promise<void> {
    const wait = await this.hit(key, rule);
    if (wait > 0) throw new TooManyRequestsError(wait, message?.(wait));
  }

  /**
   * Runs `attempt` (a guess: a password check) unless one of `limits` is used up. Each attempt is
   * counted first and checked against the count it got: the count is one atomic step in the store
   * (one statement in PostgreSQL), so of N concurrent guesses — on any number of instances — at
   * most `max` run. A refused attempt gives its counts back, so it does not lengthen a block. A
   * failure (`isFailure`) keeps its count; a success forgets or gives back the count (per
   * `forgetOnSuccess`); any other error gives it back.
   */
  async guardAttempt<T>(
    limits: readonly AttemptLimit[],
    isFailure: (error: unknown) => boolean,
    attempt: () => Promise<T>,
  ): Promise<T> {
    for (const [index, limit] of limits.entries()) {
      const wait = await this.hit(limit.key, limit.rule);
      if (wait > 0) {
        for (const counted of limits.slice(0, index + 1)) await this.store.giveBack(counted.key);
        throw new TooManyRequestsError(wait, limit.message(wait));
      }
    }
    try {
      const result = await attempt();
      for (const limit of limits) {
        if (limit.forgetOnSuccess) await this.store.forget(limit.key);
        else await this.store.giveBack(limit.key);
      }
      return result;
    } catch (error) {
      if (isFailure(error)) {
        for (const limit of limits) if (limit.rule.escalate) await this.store.strike(limit.key, limit.rule, DAY_MS);
      } else {
        for (const limit of limits) await this.store.giveBack(limit.key);
      }
      throw error;
    }
  }

  reset(key: string): Promise<void> {
    return this.store.forget(key);
  }

  /** Forgets every key that starts with `prefix` (e.g. all limits of one account). */
  resetPrefix(prefix: string): Promise<void> {
    return this.store.forgetPrefix(prefix);
  }
}

/** The key a limit named `name` counts one address's requests under (the API's and the pages' alike). */
export const addressKey = (name: string, ip: string) => `${name}:ip:${ip}`;

/**
 * A preHandler (it runs after validation, so `account` may read the parsed body) counting each
 * request against the caller's address and, when `account` names one, against that account.
 */
export function limitRequests(
  limiter: RateLimiter,
  name: string,
  rules: { perAddress: LimitRule; perAccount?: LimitRule },
  account?: (request: FastifyRequest) => string | undefined,
): preHandlerAsyncHookHandler {
  return async (request) => {
    await limiter.consume(addressKey(name, request.ip), rules.perAddress);
    const key = account?.(request);
    if (key !== undefined && rules.perAccount) await limiter.consume(`${name}:account:${key.toLowerCase()}`, rules.perAccount);
  };
}

/**
 * Whose quota a public form uses: the signed-in user's, else the e-mail on the form, so one person
 * cannot flood the back office by rotating addresses. For `limitRequests` (the body is parsed by then).
 */
export const senderAccount = (request: FastifyRequest) => request.auth?.user.id ?? (request.body as { email: string }).email;
