import { lazy, Suspense, useId, type ReactNode } from 'react';
import { Loading } from 'shared-ui';
import styles from './chart-card.module.css';

export interface ChartDatum {
  label: string;
  value: number;
}

export interface ChartCardProps {
  title: string;
  description?: ReactNode;
  kind: 'bar' | 'line';
  data: ChartDatum[];
  /** What a value counts, e.g. 'Quotes': the tooltip and the table's column heading. */
  valueLabel: string;
  /** Heading of the table's first column, e.g. 'Week starting'. */
  categoryLabel: string;
  height?: number;
}

// recharts is large; only screens with a chart download it.
const Chart = lazy(() => import('./recharts-chart'));

/**
 * A titled chart with the same figures as a table for screen readers (a picture of bars says
 * nothing to them). Built on recharts; later screens pass their own data.
 */
export function ChartCard({ title, description, kind, data, valueLabel, categoryLabel, height = 240 }: ChartCardProps) {
  const titleId = useId();
  return (
    <figure className={styles.card} aria-labelledby={titleId}>
      <figcaption>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {description && <p className={styles.description}>{description}</p>}
      </figcaption>
      <div aria-hidden="true" style={{ height }}>
        <Suspense fallback={<Loading label="Drawing the chart…" minHeight={height} />}>
          <Chart kind={kind} data={data} valueLabel={valueLabel} height={height} />
        </Suspense>
      </div>
      <table className="ui-visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{categoryLabel}</th>
            <th scope="col">{valueLabel}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((datum) => (
            <tr key={datum.label}>
              <th scope="row">{datum.label}</th>
              <td>{datum.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
