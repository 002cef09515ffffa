import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signs a value with an expiry, for links that need no stored row (a portal invitation, a tracking
 * share link): the token is `<expiry, base 36 seconds>.<HMAC-SHA256 of value and expiry>`. `purpose`
 * keeps one kind of link from opening another kind signed with the same secret.
 */
export function expiringSignatures(purpose: string, secret: string, now: () => number = Date.now) {
  const mac = (value: string, expires: string) =>
    createHmac('sha256', `${purpose}:${secret}`).update(`${value}\n${expires}`).digest('base64url').slice(0, 32);

  return {
    /** A token for `value`, valid `days` days. */
    sign(value: string, days: number): { token: string; expiresAt: Date } {
      const expiresAt = new Date(now() + days * 86_400_000);
      const expires = Math.floor(expiresAt.getTime() / 1000).toString(36);
      return { token: `${expires}.${mac(value, expires)}`, expiresAt };
    },

    /** Whether `token` is a live signature of `value`. */
    holds(value: string, token: string): boolean {
      const [expires, signature, extra] = token.split('.');
      if (!expires || !signature || extra !== undefined || !(parseInt(expires, 36) * 1000 > now())) return false;
      const expected = Buffer.from(mac(value, expires));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
