import { databaseErrorCode } from '../lib/errors';
import type { Db } from './client';

/*
 * Writers keep counts in triggers (migrations 0011–0039), so two transactions that touch the same kept
 * rows in different orders can deadlock, and PostgreSQL then aborts one of them (40P01). A serialization
 * failure (40001) is the same kind of verdict: nothing was wrong with the request, it only met another.
 * Such a transaction is run again from its start, a bounded number of times; the client never hears of it.
 */

/** SQLSTATEs after which the same transaction, run again, can succeed. */
const RETRYABLE = new Set(['40P01', '40001']);

/** Runs of one transaction at most (the first and three more). */
export const TRANSACTION_ATTEMPTS = 4;

export function isRetryableConflict(error: unknown): boolean {
  const code = databaseErrorCode(error);
  return code !== undefined && RETRYABLE.has(code);
}

/** A pause that grows with each attempt, jittered so the two transactions that met do not meet again. */
const pauseBefore = (attempt: number) => new Promise((resolve) => setTimeout(resolve, attempt * 10 + Math.random() * 20));

/**
 * Runs `work` again when PostgreSQL aborts it for a deadlock or a serialization failure. `work` must
 * do nothing outside the database that cannot be done twice (files are written content-addressed
 * or before the transaction; mail is sent after it).
 */
export async function withRetriedConflicts<T>(work: () => Promise<T>, attempts = TRANSACTION_ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isRetryableConflict(error)) throw error;
      await pauseBefore(attempt);
    }
  }
}

/**
 * Makes every top-level `db.transaction(…)` of this handle retry on a deadlock or serialization
 * failure. Nested transactions (savepoints) are left alone: the whole transaction is what is retried.
 */
export function retryingTransactions<D extends Db>(db: D): D {
  const transaction = db.transaction.bind(db) as Db['transaction'];
  const retried: Db['transaction'] = (work, config) => withRetriedConflicts(() => transaction(work, config));
  (db as Db).transaction = retried;
  return db;
}
