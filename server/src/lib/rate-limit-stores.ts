import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';
import type { LimitRule } from './rate-limit';

/** A key's count in its current window, and the milliseconds until that window ends. */
export interface Counter {
  count: number;
  msLeft: number;
}

/**
 * Where RateLimiter keeps its fixed-window counters. Every method is one atomic step, which is what
 * lets guardAttempt count first and check after: two hits can never both read the same count.
 */
export interface RateLimitStore {
  /** Counts a hit: starts a window of `windowMs` when there is none (or it ended), else adds one. */
  hit(key: string, windowMs: number): Promise<Counter>;
  /** The current window's counter, or undefined when there is none. */
  peek(key: string): Promise<Counter | undefined>;
  /** Takes one hit back off the current window (never below zero). */
  giveBack(key: string): Promise<void>;
  /**
   * A confirmed failure against an escalating `rule`: when the current window is full and has not
   * struck yet, it strikes once, and the block lasts windowMs × 2^(strikes − 1), up to maxMs.
   * Strikes are remembered for `rememberMs` after the last one.
   */
  strike(key: string, rule: LimitRule, rememberMs: number): Promise<void>;
  forget(key: string): Promise<void>;
  forgetPrefix(prefix: string): Promise<void>;
  /** Drops counters whose window and strikes have both expired; returns how many. */
  sweep(): Promise<number>;
}

interface MemoryCounter {
  count: number;
  resetAt: number;
  escalated: boolean;
  strikes: number;
  strikesExpireAt: number;
}

/** For one process (the embedded databases): a Map, on the process's clock (`now`, for tests). */
export function createMemoryRateLimitStore(now: () => number = Date.now): RateLimitStore {
  const counters = new Map<string, MemoryCounter>();
  const live = (counter: MemoryCounter | undefined) => (counter && counter.resetAt > now() ? counter : undefined);

  return {
    async hit(key, windowMs) {
      const at = now();
      let counter = counters.get(key);
      if (!counter) {
        counter = { count: 0, resetAt: at + windowMs, escalated: false, strikes: 0, strikesExpireAt: 0 };
        counters.set(key, counter);
      } else if (counter.resetAt <= at) {
        Object.assign(counter, { count: 0, resetAt: at + windowMs, escalated: false });
      }
      counter.count += 1;
      return { count: counter.count, msLeft: counter.resetAt - at };
    },
    async peek(key) {
      const counter = live(counters.get(key));
      return counter && { count: counter.count, msLeft: counter.resetAt - now() };
    },
    async giveBack(key) {
      const counter = live(counters.get(key));
      if (counter && counter.count > 0) counter.count -= 1;
    },
    async strike(key, rule, rememberMs) {
      const counter = live(counters.get(key));
      if (!rule.escalate || !counter || counter.count < rule.max || counter.escalated) return;
      const at = now();
      counter.escalated = true;
      counter.strikes = counter.strikesExpireAt > at ? counter.strikes + 1 : 1;
      counter.strikesExpireAt = at + rememberMs;
      const blockMs = Math.min(rule.windowMs * 2 ** (counter.strikes - 1), rule.escalate.maxMs);
      counter.resetAt = Math.max(counter.resetAt, at + blockMs);
    },
    async forget(key) {
      counters.delete(key);
    },
    async forgetPrefix(prefix) {
      for (const key of counters.keys()) if (key.startsWith(prefix)) counters.delete(key);
    },
    async sweep() {
      const at = now();
      let dropped = 0;
      for (const [key, counter] of counters) {
        if (counter.resetAt <= at && counter.strikesExpireAt <= at) {
          counters.delete(key);
          dropped += 1;
        }
      }
      return dropped;
    },
  };
}

const ms = (value: number) => sql`(${value}::float8 * interval '1 millisecond')`;
const msLeft = sql`extract(epoch from (reset_at - now())) * 1000`;

const toCounter = (row: { count: number | string; ms_left: number | string }): Counter => ({
  count: Number(row.count),
  msLeft: Number(row.ms_left),
});

/**
 * For several instances on one PostgreSQL (DATABASE_URL): the table rate_limit_counters. Each method
 * is ONE statement, so the row lock PostgreSQL takes for it orders concurrent hits from any instance,
 * and every time is the database's now(), so instances whose clocks disagree still agree on windows.
 */
export function createDatabaseRateLimitStore(db: Db): RateLimitStore {
  return {
    async hit(key, windowMs) {
      // In SET, `c.` is the row as it was; RETURNING sees it as it now is.
      const result = await db.execute(sql`
        INSERT INTO rate_limit_counters AS c (key, count, reset_at)
        VALUES (${key}, 1, now() + ${ms(windowMs)})
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN c.reset_at <= now() THEN 1 ELSE c.count + 1 END,
          escalated = c.escalated AND c.reset_at > now(),
          reset_at = CASE WHEN c.reset_at <= now() THEN excluded.reset_at ELSE c.reset_at END
        RETURNING count, ${msLeft} AS ms_left`);
      return toCounter(rowsOf<{ count: number; ms_left: string }>(result)[0]!);
    },
    async peek(key) {
      const result = await db.execute(
        sql`SELECT count, ${msLeft} AS ms_left FROM rate_limit_counters WHERE key = ${key} AND reset_at > now()`,
      );
      const [row] = rowsOf<{ count: number; ms_left: string }>(result);
      return row && toCounter(row);
    },
    async giveBack(key) {
      await db.execute(
        sql`UPDATE rate_limit_counters SET count = count - 1 WHERE key = ${key} AND reset_at > now() AND count > 0`,
      );
    },
    async strike(key, rule, rememberMs) {
      if (!rule.escalate) return;
      const strikes = sql`(CASE WHEN strikes_expire_at > now() THEN strikes + 1 ELSE 1 END)`;
      await db.execute(sql`
        UPDATE rate_limit_counters SET
          escalated = true,
          strikes = ${strikes},
          strikes_expire_at = now() + ${ms(rememberMs)},
          reset_at = greatest(
            reset_at,
            now() + least(${rule.windowMs}::float8 * power(2, ${strikes} - 1), ${rule.escalate.maxMs}::float8) * interval '1 millisecond'
          )
        WHERE key = ${key} AND reset_at > now() AND count >= ${rule.max} AND NOT escalated`);
    },
    async forget(key) {
      await db.execute(sql`DELETE FROM rate_limit_counters WHERE key = ${key}`);
    },
    async forgetPrefix(prefix) {
      await db.execute(sql`DELETE FROM rate_limit_counters WHERE starts_with(key, ${prefix})`);
    },
    async sweep() {
      const result = await db.execute(sql`
        DELETE FROM rate_limit_counters
        WHERE reset_at <= now() AND (strikes_expire_at IS NULL OR strikes_expire_at <= now())
        RETURNING key`);
      return rowsOf(result).length;
    },
  };
}
