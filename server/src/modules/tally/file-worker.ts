import type { Writable } from 'node:stream';
import { serveStream } from '../../lib/worker-stream/serve';
import type { LedgerMaster } from './ledgers';
import { voucherXml, type NamedVoucher } from './vouchers';
import { ENVELOPE_END, ENVELOPE_START, IMPORT_DATA_END, importDataStart, ledgerMasterXml } from './xml';

/*
 * The Tally file's XML, written on a worker thread (routes.ts starts it; export.ts reads the pages): a
 * year of vouchers is tens of megabytes of escaped text, which on the request thread held every other
 * request up to 56 ms at a time.
 */

/** Writes `text` and waits while the output's buffer is full. */
async function put(out: Writable, text: string): Promise<void> {
  if (!out.write(text)) await new Promise((resolve) => out.once('drain', resolve));
}

serveStream<{ masters: LedgerMaster[] }, NamedVoucher[]>(async ({ masters }, pages, out) => {
  await put(out, ENVELOPE_START + importDataStart('All Masters') + masters.map(ledgerMasterXml).join('') + IMPORT_DATA_END);
  await put(out, importDataStart('Vouchers'));
  for await (const page of pages) await put(out, page.map(voucherXml).join(''));
  out.end(IMPORT_DATA_END + ENVELOPE_END);
});
