import { z } from 'zod';
import {
  boundedText,
  decimalField,
  emailField,
  enumFilter,
  integerField,
  isoDate,
  dateFilter,
  limitParam,
  nameField,
  optionalText,
  pageParam,
  requiredText,
  searchParam,
  sortParam,
} from './fields';
import { cursorParams, oneCursorAtMost } from './cursor';
import { quoteLoadTypes, quoteServices, type QuoteLoadType, type QuoteService } from './quote-choices';

export { quoteServices, quoteServiceLabels, quoteLoadTypes, quoteLoadTypeLabels } from './quote-choices';
export type { QuoteService, QuoteLoadType } from './quote-choices';

export const quoteStatuses = ['new', 'reviewing', 'quoted', 'won', 'lost'] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

export const quoteStatusLabels: Record<QuoteStatus, string> = {
  new: 'New',
  reviewing: 'Reviewing',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
};

/**
 * new → reviewing → quoted → won / lost. A request can be lost at any open stage (the shipper went
 * elsewhere); won and lost are final.
 */
export const quoteTransitions: Record<QuoteStatus, readonly QuoteStatus[]> = {
  new: ['reviewing', 'lost'],
  reviewing: ['quoted', 'lost'],
  quoted: ['won', 'lost'],
  won: [],
  lost: [],
};

export const canMoveQuote = (from: QuoteStatus, to: QuoteStatus) => quoteTransitions[from].includes(to);

const flag = (label: string) => z.boolean({ error: `${label} must be true or false` }).default(false);

const MAX_READY_DAYS_AHEAD = 365;

/** Ready date: today or later (a day of slack for time zones), within a year. */
const readyDateField = isoDate('Ready date')
  .refine((value) => value >= isoDay(-1), 'Ready date cannot be in the past')
  .refine((value) => value <= isoDay(MAX_READY_DAYS_AHEAD), 'Ready date must be within a year');

function isoDay(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/** POST /quotes: what a forwarder needs to price the job. */
export const createQuoteSchema = z.object({
  contactName: nameField,
  company: optionalText('Company', 120),
  email: emailField,
  phone: requiredText('Phone')
    .trim()
    .min(1, 'Phone is required')
    .regex(/^\+?[0-9][0-9 ()-]{5,19}$/, 'Enter a valid phone number, e.g. +91 22 4000 1234'),
  service: z.enum(quoteServices, { error: 'Choose a service' }),
  origin: boundedText('Origin', 2, 120),
  destination: boundedText('Destination', 2, 120),
  commodity: boundedText('Commodity', 2, 120),
  pieces: integerField('Pieces', { min: 1, max: 100_000 }),
  weightKg: decimalField('Weight', { scale: 2, max: 1_000_000 }),
  volumeCbm: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    decimalField('Volume', { scale: 3, max: 100_000 }).optional(),
  ),
  loadType: z.enum(quoteLoadTypes, { error: 'Choose a load type' }),
  readyDate: readyDateField,
  hazardous: flag('Hazardous'),
  temperatureControlled: flag('Temperature control'),
  message: optionalText('Message', 2000, { multiline: true }),
});
export type CreateQuoteInput = z.input<typeof createQuoteSchema>;

/** PUT /quotes/{id}/status. Moving to 'quoted' needs the price, in paise (exact, no floats). */
export const updateQuoteStatusSchema = z
  .object({
    status: z.enum(quoteStatuses, { error: `Status must be one of ${quoteStatuses.join(', ')}` }),
    quotedAmountPaise: integerField('Quoted amount', { min: 1, max: 1_000_000_000_000 }).optional(),
  })
  .refine((value) => value.status !== 'quoted' || value.quotedAmountPaise !== undefined, {
    path: ['quotedAmountPaise'],
    message: 'Enter the quoted amount',
  });
export type UpdateQuoteStatusInput = z.input<typeof updateQuoteStatusSchema>;

export const quoteSortValues = ['createdAt', '-createdAt', 'readyDate', '-readyDate', 'status', '-status'] as const;

/** GET /quotes (admin) and GET /quotes/mine (the signed-in customer's own). */
export const quoteListQuerySchema = z
  .object({
    page: pageParam,
    limit: limitParam,
    ...cursorParams,
    search: searchParam,
    sort: sortParam(quoteSortValues, '-createdAt'),
    status: enumFilter(quoteStatuses, 'Status'),
    service: enumFilter(quoteServices, 'Service'),
    from: dateFilter('From'),
    to: dateFilter('To'),
  })
  .refine((value) => !value.from || !value.to || value.from <= value.to, { path: ['to'], message: 'To must not be before From' })
  .refine(...oneCursorAtMost);
export type QuoteListQuery = z.input<typeof quoteListQuerySchema>;

/** A quote as the API returns it. Decimals are strings (exact); money is integer paise. */
export interface Quote {
  id: string;
  /** e.g. Q-001042 */
  reference: string;
  customerId: string | null;
  contactName: string;
  company: string | null;
  email: string;
  phone: string;
  service: QuoteService;
  origin: string;
  destination: string;
  commodity: string;
  pieces: number;
  weightKg: string;
  volumeCbm: string | null;
  loadType: QuoteLoadType;
  readyDate: string;
  hazardous: boolean;
  temperatureControlled: boolean;
  message: string | null;
  status: QuoteStatus;
  quotedAmountPaise: number | null;
  statusChangedAt: string;
  createdAt: string;
  updatedAt: string;
}

export const formatQuoteReference = (number: number) => `Q-${String(number).padStart(6, '0')}`;

/** GET /quotes/stats: the back-office dashboard's numbers. */
export interface QuoteStats {
  /** Every status is present, zero included, so a chart needs no defaults. */
  byStatus: Record<QuoteStatus, number>;
  total: number;
  /** Quotes received in the last 30 days (rolling, not calendar). */
  last30Days: number;
  /** The last 12 weeks, oldest first, this week last; weeks start on Monday (UTC); empty weeks count 0. */
  byWeek: { weekStart: string; count: number }[];
}
