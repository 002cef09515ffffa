import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';

/**
 * Ends the user's sessions (their tokens stop working at once), except `keepJti`: the device that
 * made the change, e.g. when changing one's own password.
 */
export async function revokeSessions(executor: Pick<Db, 'update'>, userId: string, keepJti?: string): Promise<void> {
  await executor
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keepJti === undefined ? undefined : ne(sessions.jti, keepJti)),
    );
}
