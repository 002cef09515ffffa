import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartDatum } from './chart-card';
import { formatAxisValue, formatChartValue, type ChartUnit } from './chart-units';

interface RechartsChartProps {
  kind: 'bar' | 'line';
  data: ChartDatum[];
  /** The series' names: the first is `value`, the rest `others` in order. */
  series: string[];
  unit: ChartUnit;
  height: number;
}

// The design tokens' colours (primary, accent, success); recharts draws SVG attributes, which cannot read CSS variables.
const COLOURS = ['#0b3d91', '#f97316', '#15803d', '#475569'];
const GRID = '#e2e8f0';
const AXIS = { fontSize: 12, fill: '#475569' };

export default function RechartsChart({ kind, data, series, unit, height }: RechartsChartProps) {
  const rows = data.map((datum) => ({
    label: datum.label,
    ...Object.fromEntries([datum.value, ...(datum.others ?? [])].map((value, index) => [`s${index}`, value])),
  }));
  // With nothing but zeros recharts would print the same '₹0' on every tick: one tick says it.
  const allZero = data.every((datum) => datum.value === 0 && (datum.others ?? []).every((value) => value === 0));
  const common = { data: rows, margin: { top: 8, right: 8, bottom: 0, left: unit === 'count' || unit === 'decimal' ? -16 : 0 } };
  const axes = (
    <>
      <CartesianGrid stroke={GRID} vertical={false} />
      <XAxis dataKey="label" tick={AXIS} tickLine={false} axisLine={{ stroke: GRID }} interval="preserveStartEnd" />
      <YAxis
        allowDecimals={unit === 'decimal'}
        {...(allZero && { domain: [0, 1], ticks: [0] })}
        tick={AXIS}
        tickLine={false}
        axisLine={false}
        width={unit === 'paise' ? 64 : 48}
        tickFormatter={(value: number) => formatAxisValue(value, unit)}
      />
      <Tooltip formatter={(value, name) => [formatChartValue(Number(value), unit), name]} />
      {series.length > 1 && <Legend wrapperStyle={{ fontSize: 12 }} />}
    </>
  );
  return (
    <ResponsiveContainer width="100%" height={height}>
      {kind === 'bar' ? (
        <BarChart {...common} accessibilityLayer={false}>
          {axes}
          {series.map((name, index) => (
            <Bar
              key={name}
              dataKey={`s${index}`}
              name={name}
              fill={COLOURS[index % COLOURS.length]}
              radius={[4, 4, 0, 0]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      ) : (
        <LineChart {...common} accessibilityLayer={false}>
          {axes}
          {series.map((name, index) => (
            <Line
              key={name}
              dataKey={`s${index}`}
              name={name}
              stroke={COLOURS[index % COLOURS.length]}
              strokeWidth={2}
              dot={{ r: 3 }}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      )}
    </ResponsiveContainer>
  );
}
