import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { sessionsApi } from 'shared-api/back-office';
import type { FinancialSession } from 'shared-api/schemas';

/** `?sessionId=all`: every session; no sessionId at all is replaced by the working session. */
export const ALL_SESSIONS = 'all';

export interface SessionFilter {
  /** The session in the address, or ALL_SESSIONS; null until the default is settled. */
  value: string | null;
  working: FinancialSession | null;
  sessions: FinancialSession[];
  /** The list can load: the address names a session, or there is no working session to default to. */
  ready: boolean;
  set: (value: string) => void;
}

/**
 * The trips list shows the admin's working session unless told otherwise, and says so. The choice
 * lives in the address like every filter; when the admin switches their working session while the
 * list shows the old one, the list follows.
 */
export function useSessionFilter(): SessionFilter {
  const [params, setParams] = useSearchParams();
  const value = params.get('sessionId');
  // The same queries as the working-session switcher in the frame, so they share one cache.
  const working = useQuery({ queryKey: ['sessions', 'working'], queryFn: async () => (await sessionsApi.working()).data });
  const sessions = useQuery({
    queryKey: ['sessions', 'list', 'switcher'],
    queryFn: async () => (await sessionsApi.list({ limit: 100, sort: '-startsOn' })).data,
  });
  const workingId = working.data?.id;

  const set = (next: string, replace = false) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        changed.set('sessionId', next);
        changed.delete('page');
        return changed;
      },
      { replace },
    );
  const setRef = useRef(set);
  setRef.current = set;

  useEffect(() => {
    if (value === null && workingId) setRef.current(workingId, true);
  }, [value, workingId]);

  const previous = useRef(workingId);
  useEffect(() => {
    const before = previous.current;
    previous.current = workingId;
    if (before && workingId && before !== workingId && value === before) setRef.current(workingId, true);
  }, [workingId, value]);

  return {
    value,
    working: working.data ?? null,
    sessions: sessions.data ?? (working.data ? [working.data] : []),
    ready: value !== null || working.isError || (working.isSuccess && working.data === null),
    set: (next) => set(next),
  };
}
