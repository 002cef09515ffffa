import { eq } from 'drizzle-orm';
import { indianToday } from 'shared-api/schemas';
import type { Db } from '../../db/client';
import { financialSessions, type FinancialSessionRow } from '../../db/schema';
import { notFound } from '../../lib/errors';

/** A balance report's query: as of a day, or for a session (up to the day when both are given). */
export interface ReportQuery {
  asOf?: string | undefined;
  sessionId?: string | undefined;
  search?: string | undefined;
}

export async function sessionById(db: Pick<Db, 'select'>, id: string): Promise<FinancialSessionRow | undefined> {
  const [session] = await db.select().from(financialSessions).where(eq(financialSessions.id, id)).limit(1);
  return session;
}

/** The period a balance report covers: from the session's start (or the beginning) to the day asked. */
export async function reportPeriod(
  db: Pick<Db, 'select'>,
  { asOf, sessionId }: ReportQuery,
): Promise<{ from: string | null; to: string }> {
  if (!sessionId) return { from: null, to: asOf ?? indianToday() };
  const session = await sessionById(db, sessionId);
  if (!session) throw notFound('Session not found');
  return { from: session.startsOn, to: asOf && asOf < session.endsOn ? asOf : session.endsOn };
}
