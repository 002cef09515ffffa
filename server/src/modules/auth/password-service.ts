import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import {
  PASSWORD_POLICY,
  type ChangePasswordInput,
  type PasswordInfo,
  type ResetPasswordInput,
  type ResetTokenInfo,
} from 'shared-api/schemas';
import type { Db } from '../../db/client';
import { passwordResetTokens, sessions, users } from '../../db/schema';
import { recordAudit, type Actor } from '../../lib/audit';
import { badRequest, unauthorized } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import type { PasswordHasher } from '../../lib/passwords';
import { resetLink, resetPasswordEmail } from './reset-email';
import { revokeSessions } from './sessions';
import { SESSION_INVALID, type AuthContext } from './service';

export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';
export const RESET_LINK_INVALID = 'This reset link has expired or has already been used';

/** What newPasswordField (shared-api/schemas/fields.ts) enforces, in words for the profile screen. */

const DAY_MS = 86_400_000;

/** Only this hash is stored: a copy of the table cannot be turned into working reset links. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** a•••@example.com: enough for the owner to recognise, too little to harvest addresses. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const first = Array.from(email.slice(0, at))[0] ?? '';
  return `${first}•••@${email.slice(at + 1)}`;
}

type Executor = Pick<Db, 'update'>;

/** Every link sent stops working once the password changes, whichever way it changed. */
async function invalidateResetTokens(executor: Executor, userId: string) {
  await executor
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

const usableToken = (token: string) =>
  and(
    eq(passwordResetTokens.tokenHash, hashToken(token)),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, sql`now()`),
  );

export interface PasswordServiceOptions {
  db: Db;
  passwords: PasswordHasher;
  mailer: Mailer;
  /** Base of the links in e-mails (config.publicUrl). */
  publicUrl: string;
  log: { error(details: Record<string, unknown>, message: string): void };
}

export function createPasswordService({ db, passwords, mailer, publicUrl, log }: PasswordServiceOptions) {
  const background = new Set<Promise<void>>();

  /** Work the caller must not wait for (nor be able to time); failures are logged. */
  function inBackground(what: string, task: () => Promise<void>): void {
    const running = task()
      .catch((error: unknown) => log.error({ err: error }, `${what} failed`))
      .finally(() => background.delete(running));
    background.add(running);
  }

  async function issueResetLink(email: string, requestIp: string): Promise<void> {
    const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    if (!user || !user.active) return;
    const token = randomBytes(32).toString('base64url');
    // Earlier links stay valid until they expire or one is used: otherwise anyone who knows the
    // address could keep the owner's link dead by requesting new ones. The per-account limits
    // (guessing-limits.ts) bound how many are alive at once.
    await db.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: hashToken(token),
      // The database clock, like the checks in usableToken(): no skew between app and database hosts.
      expiresAt: sql`now() + interval '1 hour'`,
      requestIp,
    });
    await mailer.send(resetPasswordEmail(user, resetLink(publicUrl, user.role, token)));
  }

  async function verifyResetToken(token: string): Promise<ResetTokenInfo> {
    const [row] = await db
      .select({ email: users.email, expiresAt: passwordResetTokens.expiresAt })
      .from(passwordResetTokens)
      .innerJoin(users, eq(users.id, passwordResetTokens.userId))
      .where(and(usableToken(token), eq(users.active, true)))
      .limit(1);
    if (!row) throw badRequest(RESET_LINK_INVALID);
    return { valid: true, email: maskEmail(row.email), expiresAt: row.expiresAt.toISOString() };
  }

  return {
    /** Throws 400 with errors.currentPassword (not 401: the client treats 401 as "signed out"). */
    async changePassword(actor: Actor, session: AuthContext, input: ChangePasswordInput): Promise<void> {
      const userId = session.user.id;
      const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
      if (!row) throw unauthorized(SESSION_INVALID);
      if (!(await passwords.verify(row.passwordHash, input.currentPassword))) {
        throw badRequest(WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
      }
      const passwordHash = await passwords.hash(input.newPassword);
      await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(users)
          .set({ passwordHash, passwordChangedAt: sql`now()` })
          .where(eq(users.id, userId))
          .returning({ passwordChangedAt: users.passwordChangedAt });
        if (!updated) throw unauthorized(SESSION_INVALID);
        // Whoever else holds a session (a stolen token, a forgotten device) is signed out; this device stays.
        await revokeSessions(tx, userId, session.jti);
        await invalidateResetTokens(tx, userId);
        await recordAudit(tx, actor, {
          action: 'user.password_change',
          entity: 'user',
          entityId: userId,
          before: null,
          after: { passwordChangedAt: updated.passwordChangedAt.toISOString() },
        });
      });
    },

    async passwordInfo(session: AuthContext): Promise<PasswordInfo> {
      const [row] = await db
        .select({ passwordChangedAt: users.passwordChangedAt })
        .from(users)
        .where(eq(users.id, session.user.id))
        .limit(1);
      if (!row) throw unauthorized(SESSION_INVALID);
      const [others] = await db
        .select({ total: count() })
        .from(sessions)
        .where(
          and(
            eq(sessions.userId, session.user.id),
            ne(sessions.jti, session.jti),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, sql`now()`),
          ),
        );
      return {
        lastChangedAt: row.passwordChangedAt.toISOString(),
        ageDays: Math.max(0, Math.floor((Date.now() - row.passwordChangedAt.getTime()) / DAY_MS)),
        otherActiveSessions: others?.total ?? 0,
        policy: PASSWORD_POLICY,
      };
    },

    /**
     * Returns at once, before even looking the address up: the answer (and its timing) is the same
     * for unknown, inactive and real accounts. The link is issued and mailed in the background.
     */
    requestReset(email: string, requestIp: string): void {
      inBackground('password reset e-mail', () => issueResetLink(email, requestIp));
    },

    verifyResetToken,

    /** Returns the account's e-mail, so the caller can lift the limits on guessing its old password. */
    async resetPassword(actor: Actor, input: ResetPasswordInput): Promise<{ email: string }> {
      // A cheap check first, so a bad link costs no argon2 hash.
      await verifyResetToken(input.token);
      const passwordHash = await passwords.hash(input.newPassword);
      return db.transaction(async (tx) => {
        // Single use: one statement both checks and spends the token. On PostgreSQL a parallel reset
        // waits for this row lock, then re-checks used_at and finds the token spent.
        const [consumed] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: sql`now()` })
          .where(usableToken(input.token))
          .returning({ userId: passwordResetTokens.userId });
        if (!consumed) throw badRequest(RESET_LINK_INVALID);
        const [updated] = await tx
          .update(users)
          .set({ passwordHash, passwordChangedAt: sql`now()` })
          .where(and(eq(users.id, consumed.userId), eq(users.active, true)))
          .returning({ passwordChangedAt: users.passwordChangedAt, email: users.email });
        if (!updated) throw badRequest(RESET_LINK_INVALID); // disabled since the link was sent; rolls back
        // Someone who could not log in may be locked out by an intruder: end every session.
        await revokeSessions(tx, consumed.userId);
        await invalidateResetTokens(tx, consumed.userId);
        await recordAudit(tx, actor, {
          action: 'user.password_reset',
          entity: 'user',
          entityId: consumed.userId,
          before: null,
          after: { passwordChangedAt: updated.passwordChangedAt.toISOString() },
        });
        return { email: updated.email };
      });
    },

    /** Waits for background work (reset e-mails) to finish; called when the server closes. */
    async drain(): Promise<void> {
      while (background.size > 0) await Promise.allSettled(background);
    },
  };
}

export type PasswordService = ReturnType<typeof createPasswordService>;
