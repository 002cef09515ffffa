import type { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { workerModule } from '../../lib/off-thread';
import { streamThroughWorker } from '../../lib/worker-stream/stream';
import { billVouchers, creditNoteVouchers } from './bill-vouchers';
import { expenseVouchers } from './expense-vouchers';
import { fixedLedgers, openLedgerBook, type LedgerMaster } from './ledgers';
import { moneyEntryVouchers } from './money-vouchers';
import { PAGE_SIZE, type ExportPeriod } from './period';
import { tripVouchers } from './trip-vouchers';
import { ledgersOf, named, type NamedVoucher } from './vouchers';

/*
 * GET /reports/tally-export: a period's books as one Tally import file — the ledger masters first
 * ('All Masters'), then every voucher ('Vouchers'): sales and credit notes, receipts, owner payments,
 * transfers and drivers' money, market trips' hire and commission, expenses. Read page by page, each
 * page's ledgers named on the way; the XML is written on a worker thread (file-worker.ts) as the pages
 * arrive, so a year's file never sits whole in memory nor holds the request thread.
 */

const voucherSources = [billVouchers, creditNoteVouchers, moneyEntryVouchers, tripVouchers, expenseVouchers] as const;

export interface TallyFile {
  fileName: string;
  /** The ledger masters, first in the file. */
  masters: LedgerMaster[];
  /** The vouchers a page at a time, their ledgers by name. */
  pages: AsyncIterable<NamedVoucher[]>;
}

const FILE_WORKER = workerModule('./file-worker', import.meta.url);

/**
 * Writes the file's XML into `out` on a worker thread as its pages are read, and ends `out`; rejects
 * with OutputClosed when `out` closes first (the download was cancelled).
 */
export function writeTallyFile(file: TallyFile, out: Writable): Promise<void> {
  return streamThroughWorker(FILE_WORKER, { masters: file.masters }, file.pages, out);
}

export function createTallyExport(db: Db, { pageSize = PAGE_SIZE }: { pageSize?: number } = {}) {
  return {
    /** Reads the ledger names up front (so a failure is an error answer, not a cut file), then streams the rest. */
    async file(range: { from: string; to: string }): Promise<TallyFile> {
      // The database's clock, not the server's: the rows' created_at are stamped by it.
      const [clock] = rowsOf<{ now: string }>(await db.execute(sql`select now()::text as now`));
      const period: ExportPeriod = { ...range, asOf: clock!.now, pageSize };
      const book = await openLedgerBook(db, period);
      async function* pages(): AsyncGenerator<NamedVoucher[]> {
        for (const source of voucherSources) {
          for await (const page of source(db, period)) {
            await book.load(ledgersOf(page));
            yield page.map((voucher) => named(voucher, book));
          }
        }
      }
      return {
        fileName: `tally-vouchers-${range.from}-to-${range.to}.xml`,
        masters: [...Object.values(fixedLedgers), ...book.accounts],
        pages: pages(),
      };
    },
  };
}

export type TallyExport = ReturnType<typeof createTallyExport>;
