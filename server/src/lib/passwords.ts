import argon2, { type HashOptions } from 'argon2';
import type { PasswordHashingOptions } from '../config';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** Spends the time a real verify takes, so an unknown e-mail is not revealed by a faster answer. */
  verifyDummy(password: string): Promise<void>;
}

export function createPasswordHasher(options: PasswordHashingOptions): PasswordHasher {
  const hashOptions: HashOptions = { type: argon2.argon2id, memoryCost: options.memoryCost, timeCost: options.timeCost };
  let dummyHash: Promise<string> | undefined;
  return {
    hash: (password) => argon2.hash(password, hashOptions),
    async verify(hash, password) {
      try {
        return await argon2.verify(hash, password);
      } catch {
        return false; // a malformed stored hash must fail closed, not surface as a 500
      }
    },
    async verifyDummy(password) {
      dummyHash ??= argon2.hash('not-a-real-password-0', hashOptions);
      await argon2.verify(await dummyHash, password).catch(() => false);
    },
  };
}
