import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from './errors';
// Brings in the `request.auth` declaration that senderAccount reads.
import type {} from '../plugins/auth';

/** At most `max` hits per `windowMs` for one key. */
export interface LimitRule {
  max: number;
  windowMs: number;
}

/** A request was refused by a limit: 429 with a Retry-After header and a message saying when to retry. */
export class TooManyRequestsError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
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
}

/**
 * Fixed-window counters in memory. One instance per server: limits apply per process (a cluster of
 * servers would need a shared store such as the database or Redis; this product runs one).
 */
export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();
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
   * Runs `attempt` unless `key` has failed too often lately (429 with `message`). Failures that
   * `isFailure` recognises are counted; a success forgets them. For guessing: wrong passwords.
   */
  async guardFailures<T>(
    key: string,
    rule: LimitRule,
    { message, isFailure }: { message: (seconds: number) => string; isFailure: (error: unknown) => boolean },
    attempt: () => Promise<T>,
  ): Promise<T> {
    const wait = this.blockedFor(key, rule);
    if (wait > 0) throw new TooManyRequestsError(wait, message(wait));
    try {
      const result = await attempt();
      this.reset(key);
      return result;
    } catch (error) {
      if (isFailure(error)) this.hit(key, rule);
      throw error;
    }
  }

  reset(key: string): void {
    this.buckets.delete(key);
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
  }
}

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
    limiter.consume(`${name}:ip:${request.ip}`, rules.perAddress);
    const key = account?.(request);
    if (key !== undefined && rules.perAccount) limiter.consume(`${name}:account:${key.toLowerCase()}`, rules.perAccount);
  };
}

/**
 * Whose quota a public form uses: the signed-in user's, else the e-mail on the form, so one person
 * cannot flood the back office by rotating addresses. For `limitRequests` (the body is parsed by then).
 */
export const senderAccount = (request: FastifyRequest) => request.auth?.user.id ?? (request.body as { email: string }).email;
