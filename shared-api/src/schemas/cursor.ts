import { z } from 'zod';
import { blankToUndefined } from './fields';

/*
 * A list's cursor (`?after=` / `?before=`): where a page starts, as the sort key of the row at its
 * edge, so a deep page is read from the sort's index at that key instead of counting rows to skip.
 * It is base64url JSON and not a secret: the server only reads rows the list would show anyway, and a
 * cursor it cannot use is a 400.
 */

/** A value of one sort key, as the database printed it (dates and timestamps as text). */
export type CursorValue = string | number | null;

export interface ListCursor {
  /** Which question the cursor was made for (the list's sort, search and filters), as a short hash. */
  scope: string;
  /** The edge row's sort key values with their tie-breakers, e.g. [tripDate, tripNumber, id]. */
  keys: CursorValue[];
}

const MAX_CURSOR_LENGTH = 2_000;

const cursorShape = z.object({
  v: z.literal(1),
  s: z.string().min(1).max(64),
  k: z
    .array(
      z.union([
        z.null(),
        z.number().finite(),
        z
          .string()
          .max(500)
          .refine((text) => !text.includes('\0')),
      ]),
    )
    .min(1)
    .max(4),
});

const toBase64Url = (bytes: Uint8Array) =>
  btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

export function encodeListCursor(cursor: ListCursor): string {
  return toBase64Url(new TextEncoder().encode(JSON.stringify({ v: 1, s: cursor.scope, k: cursor.keys })));
}

/** The cursor in `text`, or undefined when it is not one (cut short, edited, from elsewhere). */
export function decodeListCursor(text: string): ListCursor | undefined {
  if (text.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(text)) return undefined;
  try {
    const parsed = cursorShape.safeParse(JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(fromBase64Url(text))));
    return parsed.success ? { scope: parsed.data.s, keys: parsed.data.k } : undefined;
  } catch {
    return undefined;
  }
}

export const CURSOR_INVALID = 'This page link is not valid any more: start again from the first page';

const cursorParam = z.preprocess(
  blankToUndefined,
  z
    .string({ error: CURSOR_INVALID })
    .transform((text, context) => {
      const cursor = decodeListCursor(text);
      if (!cursor) context.addIssue({ code: 'custom', message: CURSOR_INVALID });
      return cursor ?? z.NEVER;
    })
    .optional(),
);

/**
 * Every list call's paging parameters: `page` (numbers, cheap while the page is near the start) or a
 * cursor from the previous answer's `nextCursor` / `prevCursor`. With a cursor, `page` is the page's
 * number as the client counts it: it places the range shown ("41–60") and decides whether the total
 * is counted, as it does without one.
 */
export const cursorParams = { after: cursorParam, before: cursorParam };

type Cursors = { after?: ListCursor | undefined; before?: ListCursor | undefined };

/** A list query's check that it asks for one cursor at most; add with `.refine(...oneCursorAtMost)`. */
export const oneCursorAtMost: [(query: Cursors) => boolean, { path: string[]; message: string }] = [
  (query) => !(query.after && query.before),
  { path: ['before'], message: 'Give either after or before, not both' },
];
