/* Calendar months and days as reports and summaries name them ('Apr 2026', '1 Apr 2026'), from ISO text. */

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Every calendar month a period touches, as 'yyyy-mm', in order. */
export function monthsOf({ from, to }: { from: string; to: string }): string[] {
  const months: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const last = to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    months.push(key);
    if (key >= last) return months;
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
}

/** 'Apr 2026' for '2026-04' (or any day of it). */
export const monthLabel = (month: string) => `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/** '1 Apr 2026' for '2026-04-01'. */
export const dayLabel = (day: string) => `${Number(day.slice(8, 10))} ${monthLabel(day)}`;

/**
 * The calendar months a period covers whole, as the first day of the first one (`from`) and of the
 * month after the last one (`until`); `from >= until` when it covers none. Figures kept per month add
 * up over these, the period's other days are read day by day.
 */
export function wholeMonthsOf({ from, to }: { from: string; to: string }): { from: string; until: string } {
  const firstOf = (year: number, month: number) => new Date(Date.UTC(year, month - 1, 1)).toISOString().slice(0, 10);
  const [fromYear, fromMonth, fromDay] = from.split('-').map(Number) as [number, number, number];
  const [toYear, toMonth, toDay] = to.split('-').map(Number) as [number, number, number];
  const lastDayOfTo = new Date(Date.UTC(toYear, toMonth, 0)).getUTCDate();
  return {
    from: fromDay === 1 ? firstOf(fromYear, fromMonth) : firstOf(fromYear, fromMonth + 1),
    until: toDay === lastDayOfTo ? firstOf(toYear, toMonth + 1) : firstOf(toYear, toMonth),
  };
}
