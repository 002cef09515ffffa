import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { sessionsApi } from 'shared-api/back-office';
import { SelectField } from 'shared-ui';

/** Sets From and To to a financial year's first and last day: the period accountants ask for most. */
export function SessionShortcut({ className }: { className?: string }) {
  const [params, setParams] = useSearchParams();
  const sessions = useQuery({
    queryKey: ['sessions', 'list', { limit: 100 }],
    queryFn: async () => (await sessionsApi.list({ limit: 100 })).data,
  });
  const chosen = sessions.data?.find((session) => session.startsOn === params.get('from') && session.endsOn === params.get('to'));
  return (
    <SelectField
      className={className}
      label="Session"
      placeholder="Any period"
      value={chosen?.id ?? ''}
      options={(sessions.data ?? []).map((session) => ({ value: session.id, label: session.name }))}
      onChange={(event) => {
        const session = sessions.data?.find((each) => each.id === event.target.value);
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete('page');
            if (session) {
              next.set('from', session.startsOn);
              next.set('to', session.endsOn);
            } else {
              next.delete('from');
              next.delete('to');
            }
            return next;
          },
          { replace: true },
        );
      }}
    />
  );
}
