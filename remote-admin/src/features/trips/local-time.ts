const pad = (value: number) => String(value).padStart(2, '0');

/** Today as YYYY-MM-DD in the browser's time zone (a trip's date is the day at the office, not in UTC). */
export function localToday(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The time now as HH:MM in the browser's time zone. */
export function localTimeNow(now = new Date()): string {
  return `${pad(now.getHours())}:${pad(now.getMinutes())}`;
}
