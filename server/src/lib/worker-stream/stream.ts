import type { Writable } from 'node:stream';
import type { Worker } from 'node:worker_threads';
import { withWorker } from '../off-thread';
import { OutputClosed, type FromWorker, type ToWorker } from './protocol';

/*
 * A file written on a worker thread (serve.ts is the worker's side, lib/off-thread.ts runs it) while
 * this thread reads what goes into it: the database reads are waits this thread does not feel, but an
 * XLSX's cells, a PDF's layout or a Tally file's XML are seconds of CPU that would otherwise hold every
 * other request behind them. Measured with four exports of every trip at once: see the README's
 * bench:api table ("during 4 exports").
 */

/**
 * Runs `entry` (a module calling serveStream) on a worker thread with `job`, hands it `items` a batch
 * at a time as it asks, and passes the bytes it writes to `out`, which it ends. Rejects with
 * OutputClosed when `out` closes first (the download was cancelled): the worker is stopped and the
 * items' source (a database cursor) is closed.
 */
export async function streamThroughWorker<T>(entry: URL, job: unknown, items: AsyncIterable<T>, out: Writable): Promise<void> {
  const iterator = items[Symbol.asyncIterator]();
  try {
    await withWorker(entry, job, (worker) => relay(worker, iterator, out));
  } finally {
    await iterator.return?.();
  }
}

/** Hands `worker` the batches it asks for and passes its chunks to `out`, until it is done or `out` closes. */
function relay<T>(worker: Worker, iterator: AsyncIterator<T>, out: Writable): Promise<void> {
  const tell = (message: ToWorker<T>) => worker.postMessage(message);
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
    // takes about the longer of the two rather than their sum (XLSX of 100,000 trips: 11.3 s → 7.4 s).
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
              tell(next.done ? { type: 'end' } : { type: 'items', items: next.value });
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
    worker.on('exit', (code) => settle(new Error(`The file's worker stopped (exit code ${code})`)));
  });
}
