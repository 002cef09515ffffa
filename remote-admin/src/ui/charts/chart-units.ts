import { formatCount, formatPaise } from '../format';

/** What a chart's numbers are: how its table, tooltip and axis write them. */
export type ChartUnit = 'count' | 'paise' | 'percent' | 'decimal';

const compact = new Intl.NumberFormat('en-IN', { notation: 'compact', maximumFractionDigits: 1 });
const oneDecimal = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A figure in full, for the table and the tooltip. */
export function formatChartValue(value: number, unit: ChartUnit): string {
  switch (unit) {
    case 'paise':
      return formatPaise(value);
    case 'percent':
      return `${oneDecimal.format(value)}%`;
    case 'decimal':
      return oneDecimal.format(value);
    default:
      return formatCount(value);
  }
}

/** A figure on the axis, short enough to fit ('₹1.2L'). */
export function formatAxisValue(value: number, unit: ChartUnit): string {
  if (unit === 'paise') return `₹${compact.format(value / 100)}`;
  if (unit === 'percent') return `${compact.format(value)}%`;
  return compact.format(value);
}
