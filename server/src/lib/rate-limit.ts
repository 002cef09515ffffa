import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from './errors';
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

interface Bucket {
  count: number;
  resetAt: number;
  /** An escalating limit strikes once per filled window, however many failures settle after it filled. */
  escalated?: boolean;
}

/** One limit an attempt is counted against, and what to say when it is reached. */
export interface AttemptLimit {
  key: string;
  rule: LimitRule;
  message: (seconds: number) => string;
  /** On success: forget this key's failures (true) or only give back this attempt's count (false). */
  forgetOnSuccess: boolean;
}

const DAY_MS = 86_400_000;

/**
 * Fixed-window counters in memory. One instance per server: limits apply per process (a cluster of
 * servers would need a shared store such as the database or Redis; this product runs one).
 */
export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  /** Key → how often its escalating limit was reached lately, and when that is forgotten. */
  private readonly strikes = new Map<string, { count: number; expiresAt: number }>();
  private lastSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** Seconds until `key` may try again, or 0 when it is under its limit. Does not count a hit. */
  blockedFor(key: string, rule: LimitRule): number {
    const bucket = this.current(key);
    if (!bucket || bucket.count < rule.max) return 0;
    return Math.max(1, Math.ceil((bucket.resetAt - this.now()) / 1000));
  }

  /** Counts a hit; returns the seconds to wait when this hit went over the limit, else 0. */
  hit(key: string, rule: LimitRule): number {
    this.sweep();
    const now = this.now();
    let bucket = this.current(key);
    if (!bucket) {
      bucket = { count: 0, resetAt: now + rule.windowMs };
      this.buckets.set(key, bucket);
    }
    bucket.count += 1;
    return bucket.count > rule.max ? Math.max(1, Math.ceil((bucket.resetAt - now) / 1000)) : 0;
  }

  /** Counts a hit and throws 429 when over the limit. */
  consume(key: string, rule: LimitRule, message?: (seconds: number) => string): void {
    const wait = this.hit(key, rule);
    if (wait > 0) throw new TooManyRequestsError(wait, message?.(wait));
  }

  /**
   * Runs `attempt` (a guess: a password check) unless one of `limits` is used up. Each attempt is
   * counted before it runs and in the same tick as the check, so a burst of parallel requests cannot
   * all pass the check while the first ones are still being verified: of N concurrent guesses at
   * most `max` run. A failure (`isFailure`) keeps its count; a success forgets or gives back the
   * count (per `forgetOnSuccess`); any other error gives it back.
   */
  async guardAttempt<T>(
    limits: readonly AttemptLimit[],
    isFailure: (error: unknown) => boolean,
    attempt: () => Promise<T>,
  ): Promise<T> {
    for (const limit of limits) {
      const wait = this.blockedFor(limit.key, limit.rule);
      if (wait > 0) throw new TooManyRequestsError(wait, limit.message(wait));
    }
    for (const limit of limits) this.hit(limit.key, limit.rule);
    try {
      const result = await attempt();
      for (const limit of limits) {
        if (limit.forgetOnSuccess) this.reset(limit.key);
        else this.giveBack(limit.key);
      }
      return result;
    } catch (error) {
      if (isFailure(error)) for (const limit of limits) this.escalateIfFull(limit.key, limit.rule);
      else for (const limit of limits) this.giveBack(limit.key);
      throw error;
    }
  }

  reset(key: string): void {
    this.buckets.delete(key);
    this.strikes.delete(key);
  }

  /** Forgets every key that starts with `prefix` (e.g. all limits of one account). */
  resetPrefix(prefix: string): void {
    for (const key of this.buckets.keys()) if (key.startsWith(prefix)) this.buckets.delete(key);
    for (const key of this.strikes.keys()) if (key.startsWith(prefix)) this.strikes.delete(key);
  }

  private giveBack(key: string): void {
    const bucket = this.current(key);
    if (bucket && bucket.count > 0) bucket.count -= 1;
  }

  /** A confirmed failure filled the bucket: with `escalate`, the block lasts 2^(n-1) windows. */
  private escalateIfFull(key: string, rule: LimitRule): void {
    const bucket = this.current(key);
    if (!rule.escalate || !bucket || bucket.count < rule.max || bucket.escalated) return;
    bucket.escalated = true;
    const now = this.now();
    const previous = this.strikes.get(key);
    const count = previous && previous.expiresAt > now ? previous.count + 1 : 1;
    this.strikes.set(key, { count, expiresAt: now + DAY_MS });
    const blockMs = Math.min(rule.windowMs * 2 ** (count - 1), rule.escalate.maxMs);
    bucket.resetAt = Math.max(bucket.resetAt, now + blockMs);
  }

  private current(key: string): Bucket | undefined {
    const bucket = this.buckets.get(key);
    if (bucket && bucket.resetAt <= this.now()) {
      this.buckets.delete(key);
      return undefined;
    }
    return bucket;
  }

  /** Drops expired buckets now and then, so a flood of distinct keys cannot grow memory forever. */
  private sweep(): void {
    const now = this.now();
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [key, bucket] of this.buckets) if (bucket.resetAt <= now) this.buckets.delete(key);
    for (const [key, strike] of this.strikes) if (strike.expiresAt <= now) this.strikes.delete(key);
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
    limiter.consume(addressKey(name, request.ip), rules.perAddress);
    const key = account?.(request);
    if (key !== undefined && rules.perAccount) limiter.consume(`${name}:account:${key.toLowerCase()}`, rules.perAccount);
  };
}

/**
 * Whose quota a public form uses: the signed-in user's, else the e-mail on the form, so one person
 * cannot flood the back office by rotating addresses. For `limitRequests` (the body is parsed by then).
 */
export const senderAccount = (request: FastifyRequest) => request.auth?.user.id ?? (request.body as { email: string }).email;
