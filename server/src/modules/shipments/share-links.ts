import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a share link shows a consignment's details. */
export const SHARE_LINK_DAYS = 14;

/**
 * Links the back office gives a customer to follow one consignment in full (its parties and lorry),
 * without the destination's PIN code: the tracking number and an expiry, signed (HMAC-SHA256 with the
 * token secret). Nothing is stored; a link stops working at its expiry.
 */
export function createShareLinks({
  secret,
  publicUrl,
  now = Date.now,
}: {
  secret: string;
  publicUrl: string;
  now?: () => number;
}) {
  const sign = (number: string, expires: string) =>
    createHmac('sha256', `tracking-share:${secret}`).update(`${number}\n${expires}`).digest('base64url').slice(0, 32);

  return {
    /** A link to /track for `number`, valid SHARE_LINK_DAYS days. */
    linkFor(number: string): { url: string; expiresAt: string } {
      const expiresAt = new Date(now() + SHARE_LINK_DAYS * 86_400_000);
      const expires = Math.floor(expiresAt.getTime() / 1000).toString(36);
      const key = `${expires}.${sign(number, expires)}`;
      return { url: `${publicUrl}/track?number=${encodeURIComponent(number)}&key=${key}`, expiresAt: expiresAt.toISOString() };
    },

    /** Whether `key` is a live link's for `number` (normalised, as stored). */
    holds(number: string, key: string): boolean {
      const [expires, signature, extra] = key.split('.');
      if (!expires || !signature || extra !== undefined) return false;
      if (!(parseInt(expires, 36) * 1000 > now())) return false;
      const expected = Buffer.from(sign(number, expires));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export type ShareLinks = ReturnType<typeof createShareLinks>;
