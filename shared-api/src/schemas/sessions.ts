import { z } from 'zod';
import { blankToUndefined, enumFilter, limitParam, pageParam, searchParam, sortParam } from './fields';
import { cursorParams, oneCursorAtMost } from './cursor';
import { gstRegimes, type GstRegime } from '../money/gst';

export { indianToday, indianClock } from '../formats';

/*
 * A session is a financial year, 1 April – 31 March, named like '2025-26'. Every trip, expense and
 * payment belongs to the session its date falls in; numbering restarts per session; a closed
 * session is read-only. Because every session is one whole financial year, two sessions can never
 * overlap: one name, one start date.
 */

export const sessionStatuses = ['open', 'closed'] as const;
export type SessionStatus = (typeof sessionStatuses)[number];

export interface FinancialSession {
  id: string;
  name: string;
  /** YYYY-MM-DD, always 1 April. */
  startsOn: string;
  /** YYYY-MM-DD, always 31 March of the next year. */
  endsOn: string;
  status: SessionStatus;
  /** Exactly one session is active: the one new records default to. */
  active: boolean;
  /** How the year's freight bills carry GST; fixed once the year has a bill. */
  gstRegime: GstRegime;
  createdAt: string;
  updatedAt: string;
}

/** The financial year's name for its first calendar year: 2025 → '2025-26'. */
export function sessionNameFor(startYear: number): string {
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/** The first calendar year of the financial year a YYYY-MM-DD date falls in. */
export function financialYearOf(day: string): number {
  const year = Number(day.slice(0, 4));
  return Number(day.slice(5, 7)) >= 4 ? year : year - 1;
}

/** First and last day of a financial year. */
export function sessionBounds(startYear: number): { startsOn: string; endsOn: string } {
  return { startsOn: `${startYear}-04-01`, endsOn: `${startYear + 1}-03-31` };
}

// Made on first use and kept: an Intl.DateTimeFormat costs tens of microseconds to make, and lists
// call these for every row (made lazily, so importing this module has no side effect to bundle).
const SESSION_NAME = /^(\d{4})-(\d{2})$/;

/** '2025-26' → 2025, or undefined when the name is not a financial year. */
export function startYearOf(name: string): number | undefined {
  const match = SESSION_NAME.exec(name);
  if (!match) return undefined;
  const start = Number(match[1]);
  return sessionNameFor(start) === name ? start : undefined;
}

export const sessionNameField = z
  .string({ error: (issue) => (issue.input === undefined ? 'Session is required' : 'Session must be text') })
  .trim()
  .regex(SESSION_NAME, 'A session is a financial year written like 2025-26')
  .refine((name) => startYearOf(name) !== undefined, 'The second year must follow the first, like 2025-26')
  .refine((name) => {
    const start = startYearOf(name) ?? 0;
    return start >= 2000 && start <= 2098;
  }, 'The session must start between 2000 and 2098');

const gstRegimeField = z.enum(gstRegimes, { error: 'Choose how the year’s freight bills carry GST' });

/** POST /sessions: the financial year by name; its dates follow from it. Reverse charge unless chosen otherwise. */
export const createSessionSchema = z.object({ name: sessionNameField, gstRegime: gstRegimeField.optional() });
export type CreateSessionInput = z.input<typeof createSessionSchema>;

/**
 * PUT /sessions/{id}: make it the active session, close / reopen it, or choose its GST regime (only
 * while the year has no bill: a bill keeps the regime it was issued under). Activating is only ever
 * `true` (another session's activation is what ends this one's); the active session cannot be closed.
 */
export const updateSessionSchema = z
  .object({
    active: z.literal(true, { error: 'Active can only be set to true (activate another session instead)' }).optional(),
    status: z.enum(sessionStatuses, { error: `Status must be one of ${sessionStatuses.join(', ')}` }).optional(),
    gstRegime: gstRegimeField.optional(),
  })
  .refine((value) => value.active !== undefined || value.status !== undefined || value.gstRegime !== undefined, {
    message: 'Nothing to change',
  });
export type UpdateSessionInput = z.input<typeof updateSessionSchema>;

export const sessionSortValues = ['startsOn', '-startsOn', 'name', '-name'] as const;

export const sessionListQuerySchema = z
  .object({
    page: pageParam,
    limit: limitParam,
    ...cursorParams,
    search: searchParam,
    status: enumFilter(sessionStatuses, 'Status'),
    sort: sortParam(sessionSortValues, '-startsOn'),
  })
  .refine(...oneCursorAtMost);
export type SessionListQuery = z.input<typeof sessionListQuerySchema>;

/** PUT /sessions/working: the session this admin works in (the back office's session switcher). */
export const workingSessionSchema = z.object({
  sessionId: z.preprocess(blankToUndefined, z.uuid({ error: 'Choose a session' })),
});
export type WorkingSessionInput = z.input<typeof workingSessionSchema>;
