import type { TrackingUpdate } from 'shared-api';

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A date from the server (YYYY-MM-DD or a full ISO time), or undefined when it cannot be read. */
function readDate(value: string): Date | undefined {
  const date = new Date(DAY_ONLY.test(value) ? `${value}T00:00:00` : value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** 18 Mar 2025, as the rest of the site writes dates; unreadable text is shown as it came. */
export function formatDay(value: string): string {
  return readDate(value)?.toLocaleDateString('en-IN', { dateStyle: 'medium' }) ?? value;
}

/** Tuesday, 18 March 2025: the delivery day is worth spelling out. */
export function formatDeliveryDay(value: string): string {
  return readDate(value)?.toLocaleDateString('en-IN', { dateStyle: 'full' }) ?? value;
}

/** A valid `dateTime` attribute for a server date, or undefined when the text is not a date. */
export function machineDay(value: string): string | undefined {
  return readDate(value) ? value : undefined;
}

/** 9:05 → 09:05, so times sort and read alike. */
function padTime(time: string): string {
  return /^\d:\d{2}/.test(time) ? `0${time}` : time;
}

/** The moment of a scan, as `YYYY-MM-DDTHH:MM`, or undefined when date or time cannot be read. */
export function updateMoment(update: TrackingUpdate): string | undefined {
  if (!DAY_ONLY.test(update.date) || !/^\d{2}:\d{2}(:\d{2})?$/.test(padTime(update.time))) return undefined;
  return `${update.date}T${padTime(update.time)}`;
}

/**
 * The scans, newest first. Sorted by date and time when every scan has readable ones (ties keep the later
 * entry first); otherwise the server's order is taken as oldest first and simply reversed.
 */
export function newestFirst(updates: readonly TrackingUpdate[]): TrackingUpdate[] {
  const moments = updates.map(updateMoment);
  if (moments.some((moment) => moment === undefined)) return [...updates].reverse();
  return updates
    .map((update, index) => ({ update, index, moment: moments[index]! }))
    .sort((a, b) => (a.moment === b.moment ? b.index - a.index : a.moment < b.moment ? 1 : -1))
    .map(({ update }) => update);
}

/**
 * The tracking number a search is made for: trimmed and upper-cased, because numbers are matched
 * case-insensitively and `grl001` and `GRL001` should share one cached answer.
 */
export function normalizeTrackingNumber(value: string): string {
  return value.trim().toUpperCase();
}
