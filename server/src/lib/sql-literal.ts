import { sql } from 'drizzle-orm';

/*
 * A number written into a statement's text rather than bound. PostgreSQL keeps a generic plan for a
 * prepared statement only when it costs no more than the plans made for the values; with a bound
 * LIMIT it assumes a tenth of the table, so it planned the page afresh on every call (trips: 4 ms of
 * planning for 3 ms of work). drizzle writes an SQL object given to limit() as it is; the numbers
 * given here come from validated queries or constants, never from text.
 */
export const literalNumber = (value: number) => sql.raw(String(Math.trunc(value))) as unknown as number;
