import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Text,
  Tooltip,
  XAxis,
  YAxis,
  type XAxisTickContentProps,
} from 'recharts';
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
/** Up to this many bars, every bar is named; more, and names that would collide are left out. */
const NAMED_BARS = 8;
/** About how wide a character of the axis font is, to tell whether a name fits under its bar. */
const CHAR_WIDTH = 8.6;
const SLANTED_WIDTH = 112;

/**
 * A bar's name under it: across, on at most two lines of its own width, when each of the chart's
 * words fits a bar; else slanted (all of them, so the axis reads as one), cut to SLANTED_WIDTH. The
 * table under the chart has every name whole.
 */
export function NamedTick({
  x,
  y,
  width,
  visibleTicksCount,
  payload,
  longestWord,
}: XAxisTickContentProps & { longestWord: number }) {
  const band = Number(width ?? 0) / Math.max(1, visibleTicksCount);
  const label = String(payload.value);
  if (longestWord * CHAR_WIDTH <= band - 4) {
    return (
      <Text x={x} y={y} width={band - 4} maxLines={2} textAnchor="middle" verticalAnchor="start" {...AXIS}>
        {label}
      </Text>
    );
  }
  return (
    <Text x={x} y={y} width={SLANTED_WIDTH} maxLines={1} angle={-35} textAnchor="end" verticalAnchor="start" {...AXIS}>
      {label}
    </Text>
  );
}

export default function RechartsChart({ kind, data, series, unit, height }: RechartsChartProps) {
  const rows = data.map((datum) => ({
    label: datum.label,
    ...Object.fromEntries([datum.value, ...(datum.others ?? [])].map((value, index) => [`s${index}`, value])),
  }));
  // With nothing but zeros recharts would print the same '₹0' on every tick: one tick says it.
  const allZero = data.every((datum) => datum.value === 0 && (datum.others ?? []).every((value) => value === 0));
  const named = kind === 'bar' && data.length <= NAMED_BARS;
  const longestWord = Math.max(0, ...data.flatMap((datum) => datum.label.split(/\s+/).map((word) => word.length)));
  const common = { data: rows, margin: { top: 8, right: 8, bottom: 0, left: unit === 'count' || unit === 'decimal' ? -16 : 0 } };
  const axes = (
    <>
      <CartesianGrid stroke={GRID} vertical={false} />
      {named ? (
        <XAxis
          dataKey="label"
          tick={(props: XAxisTickContentProps) => <NamedTick {...props} longestWord={longestWord} />}
          tickLine={false}
          axisLine={{ stroke: GRID }}
          interval={0}
          height={72}
        />
      ) : (
        <XAxis dataKey="label" tick={AXIS} tickLine={false} axisLine={{ stroke: GRID }} interval="preserveStartEnd" />
      )}
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
