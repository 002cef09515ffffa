import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartDatum } from './chart-card';

interface RechartsChartProps {
  kind: 'bar' | 'line';
  data: ChartDatum[];
  valueLabel: string;
  height: number;
}

// The design tokens' primary colour; recharts draws SVG attributes, which cannot read CSS variables.
const PRIMARY = '#0b3d91';
const GRID = '#e2e8f0';
const AXIS = { fontSize: 12, fill: '#475569' };

export default function RechartsChart({ kind, data, valueLabel, height }: RechartsChartProps) {
  const common = { data, margin: { top: 8, right: 8, bottom: 0, left: -16 } };
  const axes = (
    <>
      <CartesianGrid stroke={GRID} vertical={false} />
      <XAxis dataKey="label" tick={AXIS} tickLine={false} axisLine={{ stroke: GRID }} interval="preserveStartEnd" />
      <YAxis allowDecimals={false} tick={AXIS} tickLine={false} axisLine={false} width={48} />
      <Tooltip formatter={(value) => [value, valueLabel]} />
    </>
  );
  return (
    <ResponsiveContainer width="100%" height={height}>
      {kind === 'bar' ? (
        <BarChart {...common} accessibilityLayer={false}>
          {axes}
          <Bar dataKey="value" name={valueLabel} fill={PRIMARY} radius={[4, 4, 0, 0]} isAnimationActive={false} />
        </BarChart>
      ) : (
        <LineChart {...common} accessibilityLayer={false}>
          {axes}
          <Line dataKey="value" name={valueLabel} stroke={PRIMARY} strokeWidth={2} dot={{ r: 3 }} isAnimationActive={false} />
        </LineChart>
      )}
    </ResponsiveContainer>
  );
}
