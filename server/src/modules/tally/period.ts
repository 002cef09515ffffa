import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';

/*
 * What each kind of document shares when it is read for an export: the period, the moment the export
 * began (a document recorded while the file is being written waits for the next export, so the file's
 * masters name every ledger its vouchers use), and reading in pages, so a long period is never held
 * whole in memory.
 */

export interface ExportPeriod {
  from: string;
  to: string;
  /** The database's clock when the export began (text, to the microsecond). */
  asOf: string;
  /** Rows read at a time. */
  pageSize: number;
}

export type Reader = Pick<Db, 'execute'>;

export const PAGE_SIZE = 500;

/**
 * The rows of `query` page by page: `query(after)` reads the rows after the last one read (its
 * keyset), in the order the keyset follows, `pageSize` at a time.
 */
export async function* pagesOf<Row>(db: Reader, pageSize: number, query: (after: Row | undefined) => SQL): AsyncGenerator<Row[]> {
  let after: Row | undefined;
  for (;;) {
    const rows = rowsOf<Row>(await db.execute(sql`${query(after)} limit ${pageSize}`));
    if (rows.length > 0) yield rows;
    if (rows.length < pageSize) return;
    after = rows[rows.length - 1];
  }
}

/** Paise as a raw query gives a bigint (text on one driver, a number on the other) → a number. */
export const paise = (value: string | number | null): number => Number(value ?? 0);

/** 'text, note' pieces that are there, joined as a narration reads. */
export const narration = (...parts: (string | null | undefined | false)[]): string =>
  parts.filter((part): part is string => Boolean(part)).join(', ');
