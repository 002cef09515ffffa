import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { expiringSignatures } from '../../lib/expiring-signatures';
import type { Mailer, OutgoingMail } from '../../lib/mailer';
import { escapeHtml } from './reset-email';

/** How long a verification link works. */
export const VERIFY_LINK_DAYS = 3;
export const VERIFY_LINK_INVALID = 'This verification link is not valid or has expired: ask for a new one from your portal';
export const VERIFY_LINK_OLD_ADDRESS = 'This verification link was sent to an earlier address of the account: use the newest one';

function verificationEmail(to: { name: string; email: string }, link: string): OutgoingMail {
  const subject = 'Confirm your e-mail address for Globe Route Logistics';
  const text = [
    `Hello ${to.name},`,
    '',
    `Open this link to confirm that ${to.email} is your address:`,
    '',
    link,
    '',
    `The link works for ${VERIFY_LINK_DAYS} days. Once the address is confirmed, the consignments your company`,
    'books with us under it appear in your customer portal.',
    'If you did not create an account, ignore this e-mail.',
  ].join('\n');
  const html = `<!doctype html>
<html>
  <body style="font-family: sans-serif; line-height: 1.5; color: #1f2933">
    <p>Hello ${escapeHtml(to.name)},</p>
    <p><a href="${escapeHtml(link)}">Confirm that ${escapeHtml(to.email)} is your address</a></p>
    <p>Or paste this link into your browser:<br>${escapeHtml(link)}</p>
    <p>The link works for ${VERIFY_LINK_DAYS} days. Once the address is confirmed, the consignments your company
      books with us under it appear in your customer portal. If you did not create an account, ignore this e-mail.</p>
  </body>
</html>
`;
  return { to: to.email, subject, text, html };
}

/** How long a billing party's invitation to the portal works. */
export const INVITE_DAYS = 14;

function inviteEmail(to: { name: string; email: string }, link: string): OutgoingMail {
  const subject = 'Follow your consignments with Globe Route Logistics';
  const text = [
    `Hello ${to.name},`,
    '',
    'Open an account in our customer portal to follow every consignment we carry for you, see its',
    'tracking and proof of delivery, and request quotes:',
    '',
    link,
    '',
    `The link works for ${INVITE_DAYS} days and confirms ${to.email} as your address.`,
  ].join('\n');
  const html = `<!doctype html>
<html>
  <body style="font-family: sans-serif; line-height: 1.5; color: #1f2933">
    <p>Hello ${escapeHtml(to.name)},</p>
    <p>Open an account in our customer portal to follow every consignment we carry for you, see its tracking and
      proof of delivery, and request quotes.</p>
    <p><a href="${escapeHtml(link)}">Open your account</a></p>
    <p>Or paste this link into your browser:<br>${escapeHtml(link)}</p>
    <p>The link works for ${INVITE_DAYS} days and confirms ${escapeHtml(to.email)} as your address.</p>
  </body>
</html>
`;
  return { to: to.email, subject, text, html };
}

export interface EmailVerificationOptions {
  db: Db;
  mailer: Mailer;
  /** Signs the links (the token secret: a link cannot be made without it). */
  secret: string;
  publicUrl: string;
  log: FastifyBaseLogger;
  now?: () => number;
}

/**
 * Proving an address: a signed link (user, address, expiry; HMAC-SHA256 with the token secret) mailed
 * to it. Nothing is stored until it is opened; a link for an address the account no longer has, or past
 * its expiry, does nothing.
 */
export function createEmailVerification({ db, mailer, secret, publicUrl, log, now = Date.now }: EmailVerificationOptions) {
  const sign = (payload: string) => createHmac('sha256', `email-verification:${secret}`).update(payload).digest('base64url');

  function tokenFor(user: { id: string; email: string }): string {
    const expires = Math.floor(now() / 1000) + VERIFY_LINK_DAYS * 86_400;
    const payload = Buffer.from(JSON.stringify([user.id, user.email, expires])).toString('base64url');
    return `${payload}.${sign(payload)}`;
  }

  function readToken(token: string): { userId: string; email: string } | undefined {
    const [payload, signature, extra] = token.split('.');
    if (!payload || !signature || extra !== undefined) return undefined;
    const expected = Buffer.from(sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    try {
      const [userId, email, expires] = JSON.parse(Buffer.from(payload, 'base64url').toString()) as [string, string, number];
      if (typeof userId !== 'string' || typeof email !== 'string' || !(expires * 1000 > now())) return undefined;
      return { userId, email };
    } catch {
      return undefined;
    }
  }

  const invites = expiringSignatures('portal-invite', secret, now);

  return {
    /** A sign-up link for a billing party's address: signing up through it proves the address. */
    inviteLink(email: string): string {
      const { token } = invites.sign(email, INVITE_DAYS);
      return `${publicUrl}/signup?email=${encodeURIComponent(email)}&invite=${token}`;
    },

    /** Whether `invite` is a live invitation for `email`. */
    inviteHolds: (email: string, invite: string): boolean => invites.holds(email, invite),

    async sendInvite(to: { name: string; email: string }): Promise<void> {
      await mailer.send(inviteEmail(to, this.inviteLink(to.email)));
    },

    /** Marks a user's address proved (a sign-up through an invitation). */
    async markVerified(userId: string): Promise<void> {
      await db
        .update(users)
        .set({ emailVerifiedAt: new Date(now()) })
        .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
    },

    link: (user: { id: string; email: string }) =>
      `${publicUrl}/api/auth/verify-email?token=${encodeURIComponent(tokenFor(user))}`,

    /** Mails the link; a failure is logged, never the caller's (the account exists either way). */
    async send(user: { id: string; name: string; email: string }): Promise<void> {
      try {
        await mailer.send(verificationEmail(user, this.link(user)));
      } catch (error) {
        log.error({ err: error, userId: user.id }, 'the verification e-mail could not be sent');
      }
    },

    /** Marks the address verified; answers what went wrong otherwise. */
    async verify(token: string): Promise<{ ok: true } | { ok: false; message: string }> {
      const read = readToken(token);
      if (!read) return { ok: false, message: VERIFY_LINK_INVALID };
      const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, read.userId)).limit(1);
      if (!user) return { ok: false, message: VERIFY_LINK_INVALID };
      if (user.email !== read.email) return { ok: false, message: VERIFY_LINK_OLD_ADDRESS };
      await db
        .update(users)
        .set({ emailVerifiedAt: new Date(now()) })
        .where(and(eq(users.id, read.userId), eq(users.email, read.email), isNull(users.emailVerifiedAt)));
      return { ok: true };
    },
  };
}

export type EmailVerification = ReturnType<typeof createEmailVerification>;
