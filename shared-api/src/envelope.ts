import type { HTTPError } from 'ky';

/*
 * ky's errors are told apart by name, as ky's own isHTTPError does, not by instanceof: importing ky's
 * classes here would put all of ky in the shell's main.js, where it is not needed (see http.ts).
 */
function isHttpError(error: unknown): error is HTTPError {
  return error instanceof Error && error.name === 'HTTPError' && 'response' in error;
}

function isTimeoutError(error: unknown): boolean {
  return error instanceof Error && error.name === 'TimeoutError';
}

/** Every API answer is wrapped this way (server convention). */
export interface Envelope<T> {
  success: boolean;
  data: T;
  message?: string;
}

/** A list paged by number only: a customer's own shipments, a few per customer. */
export interface NumberedListEnvelope<T> extends Envelope<T[]> {
  /** Rows matching the list's search and filters; when `totalCapped`, more than this many match. */
  total: number;
  /**
   * The server stopped counting at 10,000 (or at the page asked for, when deeper): more than `total`
   * rows match. Absent or false: `total` is exact.
   */
  totalCapped?: boolean;
  /** The page's number: as asked, or as the client counts it when the page was asked by cursor. */
  page: number;
  limit: number;
}

/** Every back-office list: pages by number, and by key from a neighbouring page (`?after=`, `?before=`). */
export interface ListEnvelope<T> extends NumberedListEnvelope<T> {
  /**
   * The next page as `?after=` (null on the last page) and the previous one as `?before=` (null on the
   * first): they read from the sort's index at this page's edge, so a deep page costs what the first does.
   */
  nextCursor: string | null;
  prevCursor: string | null;
}

interface ErrorBody {
  message?: string;
  errors?: Record<string, string>;
}

function errorBody(error: unknown): ErrorBody | undefined {
  if (isHttpError(error) && error.data && typeof error.data === 'object') {
    return error.data as ErrorBody;
  }
  return undefined;
}

/** The server's message for a failed call, or the caller's fallback (spec §8). */
export function errorMessage(error: unknown, fallback: string): string {
  if (isTimeoutError(error)) return 'The server took too long to answer. Please try again.';
  const message = errorBody(error)?.message;
  return typeof message === 'string' && message.length > 0 ? message : fallback;
}

/** Field errors of a rejected form submission, keyed by field name. */
export function fieldErrors(error: unknown): Record<string, string> {
  return errorBody(error)?.errors ?? {};
}

export function httpStatus(error: unknown): number | undefined {
  return isHttpError(error) ? error.response.status : undefined;
}
