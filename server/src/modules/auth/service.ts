import { and, eq, isNull, sql } from 'drizzle-orm';
import type { RegisterInput, User } from 'shared-api/schemas';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { AppError, conflict, forbidden, isUniqueViolation, notFound, unauthorized } from '../../lib/errors';
import { definedOnly, hasKeys } from '../../lib/objects';
import type { PasswordHasher } from '../../lib/passwords';
import type { TokenService } from '../../lib/tokens';
import { DUPLICATE_EMAIL, USER_NOT_FOUND, toUser } from '../users/service';
import { createSessionCache } from './session-cache';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const ACCOUNT_DISABLED = 'This account is disabled';
export const SESSION_INVALID = 'Your session has expired, please log in again';

/** Who made the request, as the auth plugin established it. */
export interface AuthContext {
  user: User;
  jti: string;
}

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

export function createAuthService(db: Db, tokens: TokenService, passwords: PasswordHasher) {
  // Every API call runs it: prepared once, so it is neither built nor planned again for each call.
  const sessionOfToken = db
    .select({ user: users, session: sessions })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.jti, sql.placeholder('jti')), eq(sessions.userId, sql.placeholder('userId'))))
    .limit(1)
    .prepare('session_of_token');
  const keptSessions = createSessionCache<Awaited<ReturnType<typeof sessionOfToken.execute>>[number]>();
  async function startSession(user: User, client: ClientInfo) {
    const issued = await tokens.issue(user.id, user.role);
    await db.insert(sessions).values({
      jti: issued.jti,
      userId: user.id,
      expiresAt: issued.expiresAt,
      // Bounded: the header is client-controlled.
      userAgent: client.userAgent?.slice(0, 512) ?? null,
      ip: client.ip,
    });
    return issued.token;
  }

  return {
    /** What authenticate keeps between calls; the app tells it of every change (session-cache.ts). */
    keptSessions,

    async login(email: string, password: string, client: ClientInfo): Promise<{ user: User; token: string }> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      if (!row) {
        await passwords.verifyDummy(password);
        throw unauthorized(INVALID_CREDENTIALS);
      }
      if (!(await passwords.verify(row.passwordHash, password))) throw unauthorized(INVALID_CREDENTIALS);
      // Only after the password matched, so the answer does not reveal which accounts are disabled.
      if (!row.active) throw forbidden(ACCOUNT_DISABLED);

      const [updated] = await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, row.id)).returning();
      const user = toUser(updated ?? row);
      return { user, token: await startSession(user, client) };
    },

    async register(input: RegisterInput, client: ClientInfo): Promise<{ user: User; token: string }> {
      const passwordHash = await passwords.hash(input.password);
      let user: User;
      try {
        const [row] = await db
          .insert(users)
          .values({ name: input.name, email: input.email, passwordHash, role: 'customer', lastLoginAt: new Date() })
          .returning();
        user = toUser(row!);
      } catch (error) {
        if (isUniqueViolation(error, 'users_email_key')) throw conflict(DUPLICATE_EMAIL, { email: DUPLICATE_EMAIL });
        throw error;
      }
      return { user, token: await startSession(user, client) };
    },

    /**
     * The token must be correctly signed and unexpired, its session unrevoked and unexpired, and its
     * user still active. Role comes from the database, not the token, so a demotion applies at once.
     */
    async authenticate(token: string): Promise<AuthContext> {
      const claims = await tokens.verify(token);
      if (!claims) throw unauthorized(SESSION_INVALID);
      const { jti, sub: userId } = claims;
      const found = await keptSessions.read(`${jti} ${userId}`, async () => (await sessionOfToken.execute({ jti, userId }))[0]);
      if (!found || found.session.revokedAt || found.session.expiresAt.getTime() <= Date.now()) {
        throw unauthorized(SESSION_INVALID);
      }
      if (!found.user.active) throw new AppError(401, ACCOUNT_DISABLED);
      return { user: toUser(found.user), jti: claims.jti };
    },

    async logout(jti: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.jti, jti), isNull(sessions.revokedAt)));
    },

    async updateProfile(
      userId: string,
      changes: { name?: string | undefined; phone?: string | null | undefined },
    ): Promise<User> {
      const values = definedOnly({ name: changes.name, phone: changes.phone });
      // Nothing to change (e.g. only unknown fields were sent): answer with the user as it is.
      const [row] = hasKeys(values)
        ? await db.update(users).set(values).where(eq(users.id, userId)).returning()
        : await db.select().from(users).where(eq(users.id, userId)).limit(1);
      if (!row) throw notFound(USER_NOT_FOUND);
      return toUser(row);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
