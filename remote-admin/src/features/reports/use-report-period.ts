import { useSearchParams } from 'react-router-dom';
import { reportPeriodQuerySchema, type FinancialSession } from 'shared-api/schemas';
import { ALL_SESSIONS, useSessionFilter, type SessionFilter } from '../trips/use-session-filter';

export type PeriodField = 'from' | 'to';

/** The period as the report calls take it. */
export interface PeriodQuery {
  sessionId?: string;
  from?: string;
  to?: string;
}

export interface ReportPeriodState {
  session: SessionFilter;
  from: string;
  to: string;
  errors: Partial<Record<PeriodField | 'sessionId', string>>;
  /** What to ask the server for; null while the period is not settled or not valid (nothing is sent then). */
  query: PeriodQuery | null;
  /** Its first and last day, for what needs both (the Tally export): the session's days narrowed by from–to. */
  days: { from: string; to: string } | null;
  setDate: (field: PeriodField, value: string) => void;
}

const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

function daysOf(session: FinancialSession | undefined, from: string, to: string) {
  if (!session) return from && to ? { from, to } : null;
  return { from: from ? later(from, session.startsOn) : session.startsOn, to: to ? earlier(to, session.endsOn) : session.endsOn };
}

/**
 * The period every report shows, kept in the address (`sessionId`, `from`, `to`) so a reload or a
 * shared link shows the same figures: the working session unless told otherwise, narrowed by from–to;
 * or, with "All sessions", the days from–to alone. A period the server would refuse is never sent.
 */
export function useReportPeriod(): ReportPeriodState {
  const [params, setParams] = useSearchParams();
  const session = useSessionFilter();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const anySession = session.value === ALL_SESSIONS;
  const sessionId = session.value && !anySession ? session.value : undefined;

  const errors: ReportPeriodState['errors'] = {};
  const parsed = reportPeriodQuerySchema.safeParse({ sessionId, from, to });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === 'from' || field === 'to' || field === 'sessionId') && !errors[field]) errors[field] = issue.message;
    }
  }
  // Without a session the server would take the active one, which "All sessions" does not mean.
  if (anySession && !errors.from && !from) errors.from = 'Give the first day, or choose a session';
  if (anySession && !errors.to && !to) errors.to = 'Give the last day, or choose a session';

  const valid = Object.keys(errors).length === 0 && session.ready;
  const query: PeriodQuery | null = valid ? { ...(sessionId && { sessionId }), ...(from && { from }), ...(to && { to }) } : null;

  const setDate = (field: PeriodField, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(field, value);
        else next.delete(field);
        next.delete('page');
        return next;
      },
      { replace: true },
    );

  return {
    session,
    from,
    to,
    errors,
    query,
    days: valid
      ? daysOf(
          session.sessions.find((option) => option.id === sessionId),
          from,
          to,
        )
      : null,
    setDate,
  };
}
