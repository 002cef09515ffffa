import type { RateLimits } from '../../config';
import { describeWait, type AttemptLimit, type RateLimiter } from '../../lib/rate-limit';

/*
 * Limits on guessing passwords. Keys start with the account's e-mail, so a successful password
 * reset can clear every lock on that account at once (the guesses were against the old password).
 */

const accountPrefix = (email: string) => `guess:${email}:`;

/**
 * What a sign-in for `email` is counted against. A browser the account trusts has a budget of its
 * own; anyone else is limited per address and, together with every other stranger, per account.
 */
export function signInLimits(
  limits: RateLimits['login'],
  email: string,
  address: string,
  trustedDevice: string | undefined,
): AttemptLimit[] {
  const retry = (wait: number) => `Too many failed sign-in attempts for this account, please try again ${describeWait(wait)}`;
  if (trustedDevice !== undefined) {
    return [
      {
        key: `${accountPrefix(email)}device:${trustedDevice}`,
        rule: limits.failuresPerTrustedDevice,
        message: retry,
        forgetOnSuccess: true,
      },
    ];
  }
  return [
    {
      key: `${accountPrefix(email)}address:${address}`,
      rule: limits.failuresPerAccountAndAddress,
      message: retry,
      forgetOnSuccess: true,
    },
    {
      key: `${accountPrefix(email)}strangers`,
      rule: limits.failuresPerAccount,
      message: (wait) =>
        `This account is locked after too many failed sign-in attempts. Try again ${describeWait(wait)}, ` +
        'sign in from a browser you have used with it before, or reset your password.',
      // The owner signing in does not give strangers their guesses back.
      forgetOnSuccess: false,
    },
  ];
}

/**
 * Reset e-mails for `email`: a few per address, and more per account from strangers altogether (to
 * spare the mailbox), so one address cannot stop the owner from getting a link. A trusted browser
 * is limited by its address only.
 */
export async function consumeResetRequest(
  limiter: RateLimiter,
  limits: RateLimits['forgotPassword'],
  email: string,
  address: string,
  trustedDevice: string | undefined,
): Promise<void> {
  await limiter.consume(`reset-mail:${email}:address:${address}`, limits.perAccountAndAddress);
  if (trustedDevice === undefined) await limiter.consume(`reset-mail:${email}:strangers`, limits.perAccount);
}

/** After a password reset: the account's sign-in and reset-mail limits start afresh. */
export async function forgetAccountLimits(limiter: RateLimiter, email: string): Promise<void> {
  await limiter.resetPrefix(accountPrefix(email));
  await limiter.resetPrefix(`reset-mail:${email}:`);
}

/** A wrong current password when changing it: counted per account (a stolen session must not guess). */
export function changePasswordLimits(limits: RateLimits['changePassword'], userId: string): AttemptLimit[] {
  return [
    {
      key: `change-password:${userId}`,
      rule: limits.failuresPerAccount,
      message: (wait) => `Too many wrong current passwords, please try again ${describeWait(wait)}`,
      forgetOnSuccess: true,
    },
  ];
}
