import { lazy, Suspense, useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Loading } from 'shared-ui';
import { formatChartValue, type ChartUnit } from './chart-units';
import styles from './chart-card.module.css';

export interface ChartDatum {
  label: string;
  value: number;
  /** The figures of the further series (`otherSeries`), in their order. */
  others?: number[];
  /** The records behind the figure: the table's row heading links there. */
  to?: string;
}

export interface ChartCardProps {
  title: string;
  description?: ReactNode;
  kind: 'bar' | 'line';
  data: ChartDatum[];
  /** What a value counts, e.g. 'Quotes': the tooltip and the table's column heading. */
  valueLabel: string;
  /** Further figures per category, drawn beside the first (e.g. 'Expenses', 'Profit' after 'Income'). */
  otherSeries?: string[];
  /** Heading of the table's first column, e.g. 'Week starting'. */
  categoryLabel: string;
  /** How the figures are written; counts unless told. */
  unit?: ChartUnit;
  /**
   * 'hidden': the table is for screen readers only. 'details': anyone can open it under the chart,
   * which a table with links needs (a link nobody sees must not take the keyboard's focus).
   */
  table?: 'hidden' | 'details';
  height?: number;
}

// recharts is large; only screens with a chart download it.
const Chart = lazy(() => import('./recharts-chart'));

function FiguresTable({
  title,
  data,
  series,
  categoryLabel,
  unit,
  className,
}: {
  title: string;
  data: ChartDatum[];
  series: string[];
  categoryLabel: string;
  unit: ChartUnit;
  className: string | undefined;
}) {
  return (
    <table className={className}>
      {/* The figure's heading says it already. */}
      <caption className="ui-visually-hidden">{title}</caption>
      <thead>
        <tr>
          <th scope="col">{categoryLabel}</th>
          {series.map((name) => (
            <th key={name} scope="col">
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.map((datum) => (
          <tr key={datum.label}>
            <th scope="row">{datum.to ? <Link to={datum.to}>{datum.label}</Link> : datum.label}</th>
            {[datum.value, ...(datum.others ?? [])].map((value, index) => (
              <td key={series[index] ?? index}>{formatChartValue(value, unit)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A titled chart with the same figures as a table (a picture of bars says nothing to a screen
 * reader, and a reader may want the exact amounts). Built on recharts; screens pass their own data.
 */
export function ChartCard({
  title,
  description,
  kind,
  data,
  valueLabel,
  otherSeries = [],
  categoryLabel,
  unit = 'count',
  table = 'hidden',
  height = 240,
}: ChartCardProps) {
  const titleId = useId();
  const series = [valueLabel, ...otherSeries];
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
          <Chart kind={kind} data={data} series={series} unit={unit} height={height} />
        </Suspense>
      </div>
      {table === 'details' ? (
        <details className={styles.details}>
          <summary>Show the figures</summary>
          <div className={styles.tableWrap}>
            <FiguresTable
              title={title}
              data={data}
              series={series}
              categoryLabel={categoryLabel}
              unit={unit}
              className={styles.table}
            />
          </div>
        </details>
      ) : (
        <FiguresTable
          title={title}
          data={data}
          series={series}
          categoryLabel={categoryLabel}
          unit={unit}
          className="ui-visually-hidden"
        />
      )}
    </figure>
  );
}
