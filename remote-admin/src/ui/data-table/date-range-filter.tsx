import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { TextField } from 'shared-ui';
import styles from './list-toolbar.module.css';

export interface DateRangeFilterProps {
  /** The list's `from` and `to` filters (YYYY-MM-DD, or '' for open-ended). */
  from: string;
  to: string;
  fromLabel: string;
  toLabel: string;
}

/**
 * A from–to date filter kept in the address as `from` and `to`. Both ends change in one step, so
 * moving From past To clears To instead of sending the server a range it refuses.
 */
export function DateRangeFilter({ from, to, fromLabel, toLabel }: DateRangeFilterProps) {
  const [, setParams] = useSearchParams();
  const change = useCallback(
    (end: 'from' | 'to', value: string) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(end, value);
          else next.delete(end);
          const start = next.get('from');
          const finish = next.get('to');
          if (start && finish && start > finish) next.delete(end === 'from' ? 'to' : 'from');
          next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return (
    <>
      <TextField
        className={styles.date}
        type="date"
        label={fromLabel}
        value={from}
        max={to || undefined}
        onChange={(event) => change('from', event.target.value)}
      />
      <TextField
        className={styles.date}
        type="date"
        label={toLabel}
        value={to}
        min={from || undefined}
        onChange={(event) => change('to', event.target.value)}
      />
    </>
  );
}
