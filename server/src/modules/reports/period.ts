import { and, eq, gte, lte } from 'drizzle-orm';
import { financialYearOf, indianToday, sessionBounds, type ReportPeriod } from 'shared-api/schemas';
import type { Db } from '../../db/client';
import { financialSessions, type FinancialSessionRow } from '../../db/schema';
import { fieldError } from '../ledger/accounts';
import { sessionById } from '../ledger/period';

export interface PeriodQuery {
  sessionId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * The days a report covers:
 * - a session: its days, narrowed by from and/or to (a from–to wholly outside it is a field error);
 * - from and/or to alone: those days; a missing end is the end (or start) of the financial year of the
 *   day given. The period names a session (id and name) only when one session holds all its days;
 * - neither: the active session (or, if none is active, the financial year of today, without a session).
 */
export async function resolveReportPeriod(db: Pick<Db, 'select'>, query: PeriodQuery): Promise<ReportPeriod> {
  if (query.sessionId) {
    const session = await sessionById(db, query.sessionId);
    if (!session) throw fieldError('sessionId', 'This session does not exist');
    const from = query.from && query.from > session.startsOn ? query.from : session.startsOn;
    const to = query.to && query.to < session.endsOn ? query.to : session.endsOn;
    if (from > to) {
      const message = `The dates must fall within the session ${session.name} (${session.startsOn} to ${session.endsOn})`;
      throw fieldError(query.from && query.from > session.endsOn ? 'from' : 'to', message);
    }
    return named(from, to, session);
  }
  if (query.from || query.to) {
    const from = query.from ?? sessionBounds(financialYearOf(query.to!)).startsOn;
    const to = query.to ?? sessionBounds(financialYearOf(query.from!)).endsOn;
    const [session] = await db
      .select()
      .from(financialSessions)
      .where(and(lte(financialSessions.startsOn, from), gte(financialSessions.endsOn, to)))
      .limit(1);
    return named(from, to, session);
  }
  const [active] = await db.select().from(financialSessions).where(eq(financialSessions.active, true)).limit(1);
  if (active) return named(active.startsOn, active.endsOn, active);
  const { startsOn, endsOn } = sessionBounds(financialYearOf(indianToday()));
  return named(startsOn, endsOn, undefined);
}

const named = (from: string, to: string, session: FinancialSessionRow | undefined): ReportPeriod => ({
  from,
  to,
  sessionId: session?.id ?? null,
  sessionName: session?.name ?? null,
});

/** Days from `from` to `to`, both counted. */
export const daysIn = ({ from, to }: { from: string; to: string }) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
