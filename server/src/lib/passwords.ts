import { availableParallelism } from 'node:os';
import argon2, { type HashOptions } from 'argon2';
import type { PasswordHashingOptions } from '../config';
import { limitConcurrency, ServerBusyError } from './concurrency';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** Spends the time a real verify takes, so an unknown e-mail is not revealed by a faster answer. */
  verifyDummy(password: string): Promise<void>;
}

/**
 * argon2 runs on libuv's thread pool (four threads), which also reads every static file. A burst of
 * sign-ins would take all four for seconds, so hashes run one less than the cores at a time (one on
 * two cores), the rest wait in line, and past `MAX_WAITING` the server answers 503 at once.
 */
const HASH_CONCURRENCY = Math.max(1, availableParallelism() - 1);
const MAX_WAITING = 200;

export function createPasswordHasher(options: PasswordHashingOptions): PasswordHasher {
  const hashOptions: HashOptions = { type: argon2.argon2id, memoryCost: options.memoryCost, timeCost: options.timeCost };
  const pool = limitConcurrency(options.concurrency ?? HASH_CONCURRENCY, MAX_WAITING);
  let dummyHash: Promise<string> | undefined;
  return {
    hash: (password) => pool.run(() => argon2.hash(password, hashOptions)),
    async verify(hash, password) {
      try {
        return await pool.run(() => argon2.verify(hash, password));
      } catch (error) {
        if (error instanceof ServerBusyError) throw error;
        return false; // a malformed stored hash must fail closed, not surface as a 500
      }
    },
    async verifyDummy(password) {
      dummyHash ??= pool.run(() => argon2.hash('not-a-real-password-0', hashOptions));
      const hash = await dummyHash;
      await pool
        .run(() => argon2.verify(hash, password))
        .catch((error: unknown) => {
          if (error instanceof ServerBusyError) throw error;
        });
    },
  };
}
