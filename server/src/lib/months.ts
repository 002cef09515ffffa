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
