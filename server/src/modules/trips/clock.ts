import { indianToday } from 'shared-api/schemas';

/** The date and the time (HH:MM) in India at `now`: when a status change is recorded without its own. */
export function indianClock(now: Date): { date: string; time: string } {
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(now);
  return { date: indianToday(now), time };
}

/** 2026-11-20 → 20/11/2026, as people in India write dates. */
export const indianDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
