import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { billVouchers, creditNoteVouchers } from './bill-vouchers';
import { expenseVouchers } from './expense-vouchers';
import { fixedLedgers, ledgerMasterXml, openLedgerBook } from './ledgers';
import { moneyEntryVouchers } from './money-vouchers';
import { PAGE_SIZE, type ExportPeriod } from './period';
import { tripVouchers } from './trip-vouchers';
import { ledgersOf, voucherXml } from './vouchers';
import { ENVELOPE_END, ENVELOPE_START, IMPORT_DATA_END, importDataStart } from './xml';

/*
 * GET /reports/tally-export: a period's books as one Tally import file — the ledger masters first
 * ('All Masters'), then every voucher ('Vouchers'): sales and credit notes, receipts, owner payments,
 * transfers and drivers' money, market trips' hire and commission, expenses. Written page by page as
 * the documents are read, so a year's file never sits whole in memory.
 */

const voucherSources = [billVouchers, creditNoteVouchers, moneyEntryVouchers, tripVouchers, expenseVouchers] as const;

export interface TallyFile {
  fileName: string;
  /** The file's text in pieces, to stream. */
  chunks: AsyncIterable<string>;
}

export function createTallyExport(db: Db, { pageSize = PAGE_SIZE }: { pageSize?: number } = {}) {
  return {
    /** Reads the ledger names up front (so a failure is an error answer, not a cut file), then streams the rest. */
    async file(range: { from: string; to: string }): Promise<TallyFile> {
      // The database's clock, not the server's: the rows' created_at are stamped by it.
      const [clock] = rowsOf<{ now: string }>(await db.execute(sql`select now()::text as now`));
      const period: ExportPeriod = { ...range, asOf: clock!.now, pageSize };
      const book = await openLedgerBook(db, period);
      async function* chunks(): AsyncGenerator<string> {
        yield ENVELOPE_START;
        yield importDataStart('All Masters');
        for (const ledger of [...Object.values(fixedLedgers), ...book.accounts]) yield ledgerMasterXml(ledger);
        yield IMPORT_DATA_END;
        yield importDataStart('Vouchers');
        for (const source of voucherSources) {
          for await (const page of source(db, period)) {
            await book.load(ledgersOf(page));
            yield page.map((voucher) => voucherXml(voucher, book)).join('');
          }
        }
        yield IMPORT_DATA_END;
        yield ENVELOPE_END;
      }
      return { fileName: `tally-vouchers-${range.from}-to-${range.to}.xml`, chunks: chunks() };
    },
  };
}

export type TallyExport = ReturnType<typeof createTallyExport>;
