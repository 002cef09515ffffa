import type { Writable } from 'node:stream';
import type { Worker } from 'node:worker_threads';
import { withWorker, workerModule } from '../off-thread';
import { OutputClosed } from './output';
import type { TableRow } from './spec';
import type { FromWorker, ToWorker, WorkerJob } from './worker-protocol';

/*
 * Writes a table file on a worker thread (worker-entry.ts, lib/off-thread.ts) while this thread reads
 * its rows: the database reads are waits this thread does not feel, but an XLSX's cells and a PDF's
 * layout are seconds of CPU that would otherwise hold every other request behind them. Measured with
 * four exports of every trip at once: see the README's bench:api table ("during 4 exports").
 */

const ENTRY = workerModule('./worker-entry', import.meta.url);

/**
 * Writes `job`'s table with `rows` into `out` on a worker thread, and ends `out`. Rejects with
 * OutputClosed when `out` closes first (the download was cancelled): the worker is stopped and the
 * rows' source (a database cursor) is closed.
 */
export async function writeInWorker(job: WorkerJob, rows: AsyncIterable<readonly TableRow[]>, out: Writable): Promise<void> {
  const iterator = rows[Symbol.asyncIterator]();
  try {
    await withWorker(ENTRY, job, (worker) => relay(worker, iterator, out));
  } finally {
    await iterator.return?.();
  }
}

/** Hands `worker` the rows it asks for and passes its chunks to `out`, until it is done or `out` closes. */
function relay(worker: Worker, iterator: AsyncIterator<readonly TableRow[]>, out: Writable): Promise<void> {
  const tell = (message: ToWorker) => worker.postMessage(message);
  return new Promise<void>((resolve, reject) => {
    let settled = false;
    const settle = (error?: unknown) => {
      if (settled) return;
      settled = true;
      if (error === undefined) resolve();
      else reject(error instanceof Error ? error : new Error(String(error)));
    };
    const ack = () => tell({ type: 'ack' });
    const onClose = () => settle(new OutputClosed());
    out.once('close', onClose);
    // One batch read ahead: the database reads the next while the worker writes this one, so an export
    // takes about the longer of the two rather than their sum.
    // A read that fails before the worker asks for it is reported when it does (or not at all when the
    // download has ended meanwhile): never an unhandled rejection.
    const readAhead = () => {
      const next = iterator.next();
      next.catch(() => undefined);
      return next;
    };
    let ahead = readAhead();

    worker.on('message', (message: FromWorker) => {
      switch (message.type) {
        case 'more':
          ahead.then(
            (next) => {
              if (!next.done) ahead = readAhead();
              tell(next.done ? { type: 'end' } : { type: 'rows', rows: next.value });
            },
            (error: unknown) => settle(error),
          );
          return;
        case 'chunk':
          if (out.destroyed) return settle(new OutputClosed());
          if (out.write(message.data)) ack();
          else out.once('drain', ack);
          return;
        case 'done':
          out.off('close', onClose);
          out.end();
          return settle();
        case 'failed':
          return settle(Object.assign(new Error(message.message), message.stack ? { stack: message.stack } : {}));
      }
    });
    worker.on('error', settle);
    worker.on('exit', (code) => settle(new Error(`The table file's worker stopped (exit code ${code})`)));
  });
}
