import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// State that several API instances on one PostgreSQL must share instead of keeping in memory.

/**
 * Fixed-window request counters (lib/rate-limit.ts, database store), one row per key. `escalated`
 * marks a window whose fill already struck; `strikes` counts how often an escalating limit filled
 * lately and is forgotten at `strikes_expire_at`. A row is dead once both times have passed; the
 * `rate-limit-cleanup` job deletes it.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text().primaryKey(),
  count: integer().notNull(),
  resetAt: timestamp({ withTimezone: true }).notNull(),
  escalated: boolean().notNull().default(false),
  strikes: integer().notNull().default(0),
  strikesExpireAt: timestamp({ withTimezone: true }),
});

/**
 * Periodic jobs (jobs/scheduler.ts): an instance runs a job only after moving `next_run_at` past now
 * in one UPDATE, so each run happens once across instances and the schedule survives restarts.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text().primaryKey(),
  nextRunAt: timestamp({ withTimezone: true }).notNull(),
  lastStartedAt: timestamp({ withTimezone: true }),
  lastFinishedAt: timestamp({ withTimezone: true }),
  lastOutcome: text().$type<'ok' | 'error' | 'skipped'>(),
  lastError: text(),
  lastRunBy: text(),
});

/**
 * Facts every instance checks against at start (bootstrap.ts), such as a fingerprint of the token
 * secret: instances that sign with different secrets refuse each other's tokens.
 */
export const instanceSettings = pgTable('instance_settings', {
  name: text().primaryKey(),
  value: text().notNull(),
  setBy: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The first answer to each write sent with an `Idempotency-Key` (plugins/idempotency.ts), per user, for
 * 24 hours: the same key and body again get that answer, on any instance. `status` is null while the
 * first request runs. The maintenance job deletes rows older than a day.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid().notNull(),
    key: text().notNull(),
    /** Method, route and a SHA-256 of the body: another request under the same key is refused. */
    fingerprint: text().notNull(),
    status: integer(),
    response: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] }), index('idempotency_keys_created_idx').on(table.createdAt)],
);
