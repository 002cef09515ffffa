// Moments are shown on India's clock, as the server records trip and tracking times, so a
// timeline reads the same from a laptop set to another zone.
const dateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2 });
const count = new Intl.NumberFormat('en-IN');

/** '21 Nov 2026, 03:40 pm' — for moments (created, last login). */
export const formatDateTime = (iso: string | null | undefined, empty = '—') => (iso ? dateTime.format(new Date(iso)) : empty);

/** '21 Nov 2026' — for calendar days; a plain YYYY-MM-DD is read as that day, not as UTC midnight. */
export function formatDate(iso: string | null | undefined, empty = '—'): string {
  if (!iso) return empty;
  const date = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T00:00:00`) : new Date(iso);
  return day.format(date);
}

/** Money is stored as integer paise so sums stay exact; shown as rupees. */
export const formatPaise = (paise: number | null | undefined, empty = '—') =>
  paise == null ? empty : rupees.format(paise / 100);

export const formatCount = (value: number) => count.format(value);

/** '1 trip', '1,250 trips': a count with its noun, singular for one. */
export const countOf = (value: number, singular: string, plural = `${singular}s`) =>
  `${formatCount(value)} ${value === 1 ? singular : plural}`;

/** A tel: address keeps only what a dialler understands. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** 'driver' → 'Driver': a noun at the start of a title. */
export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A paged report's totals row heading: its totals count every account that matches, not only this page's. */
export const totalOfAll = (report: { total: number; rows: unknown[] }) =>
  report.total > report.rows.length ? `Total of all ${formatCount(report.total)}` : 'Total';
