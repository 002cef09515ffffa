/*
 * How amounts and the business's clock are written, with nothing imported: a worker thread that writes
 * an export (server/src/lib/table-files) loads this alone rather than every schema and zod with it.
 */

/** Integer paise → rupees in Indian grouping with two decimals: 12345678 → '₹1,23,456.78', -5 → '-₹0.05'. */
export function formatPaise(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`formatPaise needs a whole number of paise, got ${paise}`);
  const digits = String(Math.abs(paise)).padStart(3, '0');
  const rupees = digits.slice(0, -2);
  const lastThree = rupees.slice(-3);
  const rest = rupees.slice(0, -3);
  const grouped = rest === '' ? lastThree : `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${lastThree}`;
  return `${paise < 0 ? '-' : ''}₹${grouped}.${digits.slice(-2)}`;
}

let indianDay: Intl.DateTimeFormat | undefined;
let indianTime: Intl.DateTimeFormat | undefined;

/** Today's date in India (the business's calendar), as YYYY-MM-DD, whatever the server's zone. */
export function indianToday(now: Date = new Date()): string {
  indianDay ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });
  return indianDay.format(now);
}

/** The date and the time (HH:MM) in India at `now`: the business's clock, whatever the machine's zone. */
export function indianClock(now: Date = new Date()): { date: string; time: string } {
  indianTime ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return { date: indianToday(now), time: indianTime.format(now) };
}
