import { z } from 'zod';
import { blankToUndefined, isoDate, optionalText } from './fields';
import type { BalanceSide } from './india';

/*
 * What the master records (billing parties, market vehicles, banks, trucks, drivers) share: the
 * typeahead query of their `select` calls, the active filter, opening balances as the API returns
 * them, and papers with an expiry date.
 */

/** An opening balance as the API returns it: exact paise and the side it stands on. */
export interface OpeningBalanceValue {
  amountPaise: number;
  side: BalanceSide;
}

/** At most this many rows answer a `select` call. */
export const SELECT_LIMIT = 20;

/** A `select` row: what a form's typeahead shows, plus whatever the form shows beside it. */
export interface SelectOption {
  id: string;
  label: string;
}

/** `?active=true|false` on a list: blank shows both. */
export const activeFilter = z.preprocess(
  blankToUndefined,
  z
    .enum(['true', 'false'], { error: "Active must be 'true' or 'false'" })
    .transform((value) => value === 'true')
    .optional(),
);

/** GET /<masters>/select: `?search=` over names and numbers; inactive or archived rows only when asked for. */
export const selectQuerySchema = z.object({
  search: z.preprocess(
    blankToUndefined,
    z.string({ error: 'Search must be text' }).trim().max(100, 'Search must be at most 100 characters').optional(),
  ),
  includeInactive: z.preprocess(
    blankToUndefined,
    z
      .enum(['true', 'false'], { error: "includeInactive must be 'true' or 'false'" })
      .transform((value) => value === 'true')
      .default(false),
  ),
});
export type SelectQuery = z.input<typeof selectQuerySchema>;

/** Short free-text notes kept with a record. */
export const notesField = optionalText('Notes', 1000, { multiline: true });

/** An optional date (YYYY-MM-DD) from a form: blank or null is stored as null. */
export function optionalDate(label: string) {
  return z.preprocess((value) => (value === '' ? null : value), isoDate(label).nullable()).optional();
}

/* ------------------------------------------------------------------------------------------------
 * Papers: a truck's RC, insurance, fitness, permits, road tax and PUC; a driver's licence
 * ---------------------------------------------------------------------------------------------- */

/** A paper expiring within this many days is "expiring"; the dashboard and the bell list it. */
export const EXPIRING_WITHIN_DAYS = 30;

/** Reminders are e-mailed when a paper has this many days left (0: the day it expires, or later). */
export const EXPIRY_REMINDER_DAYS = [30, 7, 0] as const;

export const paperStatuses = ['valid', 'expiring', 'expired', 'missing'] as const;
export type PaperStatus = (typeof paperStatuses)[number];

export const paperStatusLabels: Record<PaperStatus, string> = {
  valid: 'Valid',
  expiring: 'Expiring',
  expired: 'Expired',
  missing: 'Not recorded',
};

/** Whole days from `today` to `day` (both YYYY-MM-DD); negative once past. */
export function daysBetween(today: string, day: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/**
 * A paper is valid until 30 days before it expires, then expiring, and expired from the day after its
 * expiry date (it still covers the day it expires on). Without a date it is not recorded.
 */
export function paperStatusOf(expiresOn: string | null, today: string): PaperStatus {
  if (!expiresOn) return 'missing';
  const days = daysBetween(today, expiresOn);
  if (days < 0) return 'expired';
  return days <= EXPIRING_WITHIN_DAYS ? 'expiring' : 'valid';
}

/** The worst of several papers' statuses; papers not recorded count only when none is. */
export function worstPaperStatus(statuses: readonly PaperStatus[]): PaperStatus {
  for (const status of ['expired', 'expiring', 'valid'] as const) if (statuses.includes(status)) return status;
  return 'missing';
}

/** A file kept with a record (a paper's scan): never the bytes, which have a download call of their own. */
export interface StoredFileInfo {
  id: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  uploadedAt: string;
}

/** Scans are PDF, JPEG, PNG or WebP, judged by their content, at most this size by default. */
export const SCAN_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
export const DEFAULT_SCAN_MAX_BYTES = 10 * 1024 * 1024;

/** A paper as the API returns it. */
export interface Paper<K extends string = string> {
  kind: K;
  number: string | null;
  expiresOn: string | null;
  status: PaperStatus;
  /** Days left until it expires (negative once expired); null when not recorded. */
  daysLeft: number | null;
  scan: StoredFileInfo | null;
}

/** Papers filter of the truck and driver lists. */
export const paperFilter = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z.enum(['valid', 'expiring', 'expired'], { error: `${label} must be one of valid, expiring, expired` }).optional(),
  );

/* ------------------------------------------------------------------------------------------------
 * Spreadsheets: every master list exports; billing parties, vehicles, trucks and drivers import
 * ---------------------------------------------------------------------------------------------- */

export type SheetFormat = 'csv' | 'xlsx';

/** At most this many rows are imported from one file. */
export const IMPORT_MAX_ROWS = 5000;

/** One row of an import file: its line in the file, its cells by column key, and its field errors. */
export interface ImportRow {
  line: number;
  cells: Record<string, string>;
  /** Column key → message ('_row' for a problem of the whole row); empty when the row can be imported. */
  errors: Record<string, string>;
}

/** data of POST /<masters>/import: a preview lists every row; a commit lists the rows it skipped. */
export interface ImportResult {
  /** The template's columns found in the file, in the template's order. */
  columns: { key: string; header: string }[];
  /** Headers of the file that match no column (not imported). */
  ignoredHeaders: string[];
  total: number;
  valid: number;
  invalid: number;
  rows: ImportRow[];
  /** After a commit: how many records were added. */
  imported?: number;
}
