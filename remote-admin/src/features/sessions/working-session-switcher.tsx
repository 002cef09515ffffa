import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { errorMessage } from 'shared-api';
import { sessionsApi } from 'shared-api/back-office';
import { notify } from 'shared-ui';
import styles from './working-session-switcher.module.css';

const WORKING = ['sessions', 'working'] as const;

/**
 * The session this admin works in, shown in the back office's frame and switched here. The choice
 * is kept on the server per admin, so it follows them to another browser.
 */
export function WorkingSessionSwitcher() {
  const id = useId();
  const queryClient = useQueryClient();
  const working = useQuery({ queryKey: WORKING, queryFn: async () => (await sessionsApi.working()).data });
  const sessions = useQuery({
    queryKey: ['sessions', 'list', 'switcher'],
    queryFn: async () => (await sessionsApi.list({ limit: 100, sort: '-startsOn' })).data,
  });
  const choose = useMutation({
    mutationFn: (sessionId: string) => sessionsApi.setWorking(sessionId),
    onSuccess: (answer) => {
      queryClient.setQueryData(WORKING, answer.data);
      notify.success(answer.message ?? `You are now working in ${answer.data.name}`);
      // Lists and figures of the operations screens depend on the session.
      void queryClient.invalidateQueries({ predicate: ({ queryKey }) => queryKey[0] !== 'sessions' });
    },
    onError: (error) => notify.error(errorMessage(error, 'The session could not be switched. Please try again.')),
  });

  const current = working.data;
  const options = sessions.data ?? (current ? [current] : []);
  if (!current && options.length === 0) return null;

  return (
    <div className={styles.switcher}>
      <label htmlFor={id} className={styles.label}>
        Working session
      </label>
      <select
        id={id}
        className={styles.select}
        value={current?.id ?? ''}
        disabled={choose.isPending}
        onChange={(event) => choose.mutate(event.target.value)}
      >
        {options.map((session) => (
          <option key={session.id} value={session.id}>
            {session.name}
            {session.active ? ' (active)' : ''}
            {session.status === 'closed' ? ' (closed, read-only)' : ''}
          </option>
        ))}
      </select>
    </div>
  );
}
