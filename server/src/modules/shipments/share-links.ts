import { expiringSignatures } from '../../lib/expiring-signatures';

/** How long a share link shows a consignment's details. */
export const SHARE_LINK_DAYS = 14;

/**
 * Links the back office gives a customer to follow one consignment in full (its parties and lorry),
 * without the destination's PIN code: the tracking number and an expiry, signed with the token secret.
 * Nothing is stored; a link stops working at its expiry.
 */
export function createShareLinks({ secret, publicUrl, now }: { secret: string; publicUrl: string; now?: () => number }) {
  const signatures = expiringSignatures('tracking-share', secret, now);
  return {
    /** A link to /track for `number`, valid SHARE_LINK_DAYS days. */
    linkFor(number: string): { url: string; expiresAt: string } {
      const { token, expiresAt } = signatures.sign(number, SHARE_LINK_DAYS);
      return { url: `${publicUrl}/track?number=${encodeURIComponent(number)}&key=${token}`, expiresAt: expiresAt.toISOString() };
    },

    /** Whether `key` is a live link's for `number` (normalised, as stored). */
    holds: (number: string, key: string): boolean => signatures.holds(number, key),
  };
}

export type ShareLinks = ReturnType<typeof createShareLinks>;
