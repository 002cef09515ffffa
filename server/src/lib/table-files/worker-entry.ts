import { Writable } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import { giveWayToRequests } from '../off-thread';
import type { TableRow } from './spec';
import type { FromWorker, ToWorker, WorkerJob } from './worker-protocol';

/*
 * A table file written on a thread of its own (in-worker.ts starts it): the XLSX's cells and zip and
 * the PDF's layout take seconds of CPU for a long report, which on the request thread would hold every
 * other request — health checks, tracking, the public pages — behind it.
 */

giveWayToRequests();
const port = parentPort!;
const job = workerData as WorkerJob;
const send = (message: FromWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

/** Whoever waits for the next batch, and whoever waits for the last chunk's acknowledgement. */
let onRows: ((message: Extract<ToWorker, { type: 'rows' | 'end' }>) => void) | undefined;
let onAck: (() => void) | undefined;
port.on('message', (message: ToWorker) => {
  if (message.type === 'ack') {
    const acknowledged = onAck;
    onAck = undefined;
    acknowledged?.();
  } else {
    const waiting = onRows;
    onRows = undefined;
    waiting?.(message);
  }
});

async function* rows(): AsyncIterable<readonly TableRow[]> {
  for (;;) {
    const next = await new Promise<Extract<ToWorker, { type: 'rows' | 'end' }>>((resolve) => {
      onRows = resolve;
      send({ type: 'more' });
    });
    if (next.type === 'end') return;
    yield next.rows;
  }
}

/** The file's bytes, each chunk sent and acknowledged before the next is taken. */
const out = new Writable({
  write(chunk: Buffer, _encoding, callback) {
    const data = new Uint8Array(chunk); // a copy of its own, so its memory can move to the other thread
    onAck = () => callback();
    send({ type: 'chunk', data }, [data.buffer as ArrayBuffer]);
  },
});

/** Each writer is imported only when its format is asked for: exceljs and pdfkit are 35 MB and most of a second each to load. */
async function write(): Promise<void> {
  const spec = { ...job.spec, rows: rows() };
  if (job.format === 'csv') return (await import('./csv')).writeCsv(spec, out);
  if (job.format === 'xlsx') return (await import('./xlsx')).writeXlsx(spec, out);
  const { writePdf } = await import('./pdf');
  const pdf = job.pdf!;
  // A Buffer arrives as a plain Uint8Array.
  const logoPng = pdf.company.logoPng ? Buffer.from(pdf.company.logoPng) : pdf.company.logoPng;
  return writePdf(spec, out, { ...pdf, company: { ...pdf.company, logoPng } });
}

write()
  .then(async () => {
    if (!out.writableFinished) await new Promise((resolve) => out.once('finish', resolve));
    send({ type: 'done' });
  })
  .catch((error: unknown) => {
    const failure = error instanceof Error ? error : new Error(String(error));
    send({ type: 'failed', message: failure.message, ...(failure.stack && { stack: failure.stack }) });
  });
