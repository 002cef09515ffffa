import type { ReactNode } from 'react';
import { TextField } from 'shared-ui';
import { formatDate } from '../../ui';
import { SessionSelect } from '../trips/trip-list-filters';
import type { ReportPeriodState } from './use-report-period';
import styles from './reports.module.css';

/**
 * The session and from–to of a report; the figures follow as soon as the period is whole and valid.
 * `beside`: another choice of the report (its branch) on the same row.
 */
export function PeriodPicker({
  period,
  resolved,
  beside,
}: {
  period: ReportPeriodState;
  resolved?: { from: string; to: string };
  beside?: ReactNode;
}) {
  return (
    <div className={styles.period}>
      <div className={styles.periodRow}>
        <fieldset className={styles.periodFields}>
          <legend className="ui-visually-hidden">Period</legend>
          <SessionSelect session={period.session} />
          <TextField
            className={styles.date}
            type="date"
            label="From"
            value={period.from}
            error={period.errors.from}
            onChange={(event) => period.setDate('from', event.target.value)}
          />
          <TextField
            className={styles.date}
            type="date"
            label="To"
            value={period.to}
            error={period.errors.to}
            onChange={(event) => period.setDate('to', event.target.value)}
          />
        </fieldset>
        {beside}
      </div>
      {resolved && (
        <p className={styles.periodNote} aria-live="polite">
          Showing {formatDate(resolved.from)} to {formatDate(resolved.to)}
        </p>
      )}
    </div>
  );
}
