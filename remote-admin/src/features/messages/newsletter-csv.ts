import type { NewsletterSubscription } from 'shared-api';

/**
 * One CSV field: quoted when needed, and with a leading apostrophe when a spreadsheet would read it
 * as a formula (an e-mail address may legally start with '+', '-' or '=').
 */
function field(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The rows on screen as CSV, with the sign-up moment in ISO form so spreadsheets sort it correctly. */
export function subscriptionsCsv(rows: readonly NewsletterSubscription[]): string {
  const lines = [['E-mail', 'Signed up'], ...rows.map((row) => [row.email, row.createdAt])];
  return `${lines.map((line) => line.map(field).join(',')).join('\r\n')}\r\n`;
}

/** Hands the text to the browser as a file download; nothing leaves the machine. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  // The byte-order mark makes Excel read the file as UTF-8.
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
